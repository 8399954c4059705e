"""LIXO?: bid rubbish cards on bins; recycle what wins, keep what loses (2-6 players).

    >>> from game.lixo import GAME
    >>> GAME.new(4, seed=3).players
    4
"""
from game.lixo.rules import LixoGame, LixoState, LixoView, Pass, Raise

GAME = LixoGame()
LixoState.game = GAME

__all__ = ["GAME", "LixoGame", "LixoState", "LixoView", "Pass", "Raise"]

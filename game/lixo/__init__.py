"""LIXO?: bid rubbish cards on bins; recycle what wins, keep what loses (2-6 players).

    >>> from game.lixo import GAME
    >>> GAME.new(4, seed=3).players
    4
"""
from game.lixo.actions import Pass, Raise
from game.lixo.game import LixoGame
from game.lixo.state import LixoState, LixoView

GAME = LixoGame()
LixoState.game = GAME

__all__ = ["GAME", "LixoGame", "LixoState", "LixoView", "Pass", "Raise"]

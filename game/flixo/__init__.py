"""Flixo: the cooperative card game (2-5 people, one team against the Flixos).

`GAME` is registered in game.GAMES.  The rules live in state.py (the referee), table.py (what
everybody sees and the legal moves), view.py (a seat's view and its determinizations); the
card data and the rulebook's tables in cards.py; the team's bots in bots.py.
"""
from game.flixo.game import FlixoGame
from game.flixo.state import FlixoState

GAME = FlixoGame()
FlixoState.game = GAME

__all__ = ["GAME", "FlixoGame"]

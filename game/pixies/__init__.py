"""Pixies: draft cards from the middle into your own 3x3 playing area, over 3 rounds.

    >>> from game.pixies import GAME
    >>> state = GAME.new(players=2, seed=1)
    >>> state.round, len(state.revealed)
    (1, 4)
"""
from game.pixies.game import PixiesGame
from game.pixies.state import PixiesState, PixiesView

GAME = PixiesGame()
PixiesState.game = GAME

__all__ = ["GAME", "PixiesGame", "PixiesState", "PixiesView"]

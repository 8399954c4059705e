"""Flanx: race a chain of cards across the table, or get behind your opponent's cards.

    >>> from game.flanx import GAME
    >>> state = GAME.new(players=2, seed=1)
    >>> sorted(state.to_move()), [len(h) for h in state.hands]
    ([0, 1], [3, 3])
"""
from game.flanx.game import FlanxGame
from game.flanx.state import FlanxState, FlanxView

GAME = FlanxGame()
FlanxState.game = GAME

__all__ = ["GAME", "FlanxGame", "FlanxState", "FlanxView"]

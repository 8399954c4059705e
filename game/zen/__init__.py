"""Flanx Zen, the solo puzzle: actions and zones (actions.py), the State and View (state.py),
forms (form.py, forms.py, booklet.py), the policy that plays and rates them (policy.py), the
bot and the Hint (bots.py), the Game and its traits (game.py); registered as `game.GAMES["zen"]`.

    >>> from game.zen import GAME
    >>> state = GAME.new(1, seed=3, form="Compass")
    >>> state.phase, state.legal_actions(0)
    ('start', [ChooseStartDeck(deck=0)])
"""
from game.zen.game import ZenGame
from game.zen.state import ZenState, ZenView

GAME = ZenGame()
ZenState.game = GAME

__all__ = ["GAME", "ZenGame", "ZenState", "ZenView"]

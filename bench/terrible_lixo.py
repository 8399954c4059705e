"""LIXO?'s terrible move for the review's calibration (bench/calibration.py): an overbid.

Laying every card of a colour on a bin worth a point or two, far past what taking the lead
needs, while bins of that colour worth several points are still to come: the cards that could
win them are spent on a bin worth less than they are (issue 37's example: all 8 cards on a
1-point bin). Any LIXO? player calls it terrible. (On the last bins of a colour it is not: cards
left in hand at the end score nothing.)
"""
from __future__ import annotations

import random

from builtgame import BuiltGame, gather, plant  # noqa: E402
from game.core import Action, View
from game.lixo.actions import Raise
from game.lixo.bots import points_to_come
from game.lixo.cards import RELEVANT, bin_colour, bin_value
from game.lixo.state import LixoView

#: the overbid lays at least this many cards, and at least OVER more than the lead needs
AT_LEAST, OVER = 5, 3
#: on a bin worth at most this many points
CHEAP_BIN = 2
#: with at least this many points of the colour's bins still in the deck
STILL_TO_COME = 6
#: three players, the ladder's table; the bots are Expert
PLAYERS, LEVEL = 3, "expert"


def overbid(view: View) -> Action | None:
    """Every card of the bin's colour laid on a cheap bin, when that is far past the lead and the
    colour's dearer bins are still to come; None when this is no such moment."""
    assert isinstance(view, LixoView)
    if view.bin < 0 or bin_value(view.bin) > CHEAP_BIN:
        return None
    colour = bin_colour(view.bin)
    if points_to_come(view.deck_left)[colour] < STILL_TO_COME:
        return None
    cards = [k for k in RELEVANT[colour] for _ in range(view.hand[k])]
    if len(cards) < max(AT_LEAST, view.cards_to_lead(view.seat) + OVER):
        return None
    return Raise.of(cards)


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` games of Expert bots, the person's seat overbidding once, at a point of the game
    drawn from the seed (the first chance after it)."""
    rng = random.Random(seed)
    return gather(count, lambda k: plant("lixo", PLAYERS, {}, seed * 1000 + k, LEVEL, overbid,
                                         after=rng.randrange(0, 60), what="all the colour's cards on a cheap bin"))

"""Pixies' terrible move for the review's calibration (bench/calibration.py): a placement that
throws away many points of the playing area at once.

Of the cards in the middle and where each may go, the one that leaves the person's area
scoring least, when that is at least THROWN points below the best placement's score: covering
a validated card's partner with a worse one, breaking the largest colour zone, laying a card
face down where a face-up one would have been validated. Any Pixies player calls it terrible.
"""
from __future__ import annotations

import random

from builtgame import BuiltGame, gather, plant  # noqa: E402
from game.core import Action, View

#: the planted placement scores at least this many points below the best one, straight after it
THROWN = 8.0
#: two players, the game's first table; the bots are Expert (quick here, and the review's own knowledge)
PLAYERS, LEVEL = 2, "expert"


def throw_away(view: View) -> Action | None:
    """The placement that leaves the area scoring least, when it throws away THROWN points or
    more against the best one; None when no placement does."""
    world = view.determinize(random.Random(0))      # the person's own area is public: any sample shows it
    scored = {}
    for action in dict.fromkeys(view.legal_actions()):
        state = world.clone()
        state.advance(view.seat, action)
        scored[action] = state.scores()[view.seat]
    worst = min(scored, key=lambda action: scored[action])
    return worst if max(scored.values()) - scored[worst] >= THROWN else None


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` games of Expert bots, the person's seat throwing points away once, at the first
    chance after a move drawn from the seed."""
    rng = random.Random(seed)
    return gather(count, lambda k: plant("pixies", PLAYERS, {}, seed * 1000 + k, LEVEL, throw_away,
                                         after=rng.randrange(0, 64),
                                         what="the placement that scores least, far below the best"))

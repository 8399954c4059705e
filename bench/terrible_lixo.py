"""LIXO?'s terrible move for the review's calibration (bench/calibration.py): an overbid.

Laying every card of a colour on a bin worth a point or two, far past what taking the lead
needs, while bins of that colour worth several points are still to come: the cards that could
win them are spent on a bin worth less than they are (issue 37's example: all 8 cards on a
1-point bin). Any LIXO? player calls it terrible. (On the last bins of a colour it is not: cards
left in hand at the end score nothing.)

Only where it costs points: the same overbid cost from -1 to 10 points (Hard in every seat
playing the rest out), as what it throws away depends on the hands and bins to come, and where
the cards could have won nothing anyway, a truthful review must not call it costly. Measured
independently of the review, as for Flanx (bench/terrible_flanx.py): on `SHUFFLES` shuffles of
the hidden cards, Hard plays every seat to the end after Hard's own move and after the overbid,
and the overbid must cost the person at least `COSTLY` points of margin, less one standard
error of those shuffles: a known terrible move. Planted on the mean alone, some overbids cost
next to nothing played out again on other shuffles (-0.14, 0.70 and 0.92 points among thirty):
a mean of 32 shuffles is itself good for about two points either way.
"""
from __future__ import annotations

import random
import statistics

from builtgame import BuiltGame, gather, margins_apart, plant  # noqa: E402
from game import GAMES
from game.ai import bot
from game.arena import untimed
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
#: the overbid is planted where, played out by Hard on this many shuffles, it costs at least this
#: many points against Hard's own move (a bin's worth; the review's flags need about four), less
#: one standard error
SHUFFLES, COSTLY, JUDGE = 32, 4.0, "hard"
#: Expert's own games the calibration judges: a LIXO? game has about 27 decisions, and on four
#: games the share flagged swung from 5 % to 11 % with the seeds
EXPERT_GAMES = 12


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
    action = Raise.of(cards)
    mean, error = cost(view, action)
    return action if mean - error >= COSTLY else None


def cost(view: LixoView, action: Action, seed: int = 0) -> tuple[float, float]:
    """What `action` costs the seat against Hard's own move, in points of final margin, played
    out as the module docstring says, and the standard error of that mean; (0, 0) where Hard
    would play it too."""
    rng = random.Random(f"terrible-lixo {seed}")      # other shuffles than the review's and (c)'s
    own = untimed(bot("lixo", JUDGE)).choose(view, rng)
    if own == action:
        return 0.0, 0.0
    worlds = [view.determinize(rng) for _ in range(SHUFFLES)]
    apart = margins_apart(GAMES["lixo"], worlds, view.seat, own, action, JUDGE)
    return statistics.fmean(apart), statistics.stdev(apart) / len(apart) ** 0.5


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` games of Expert bots, the person's seat overbidding once, at a point of the game
    drawn from the seed (the first chance after it)."""
    rng = random.Random(seed)
    return gather(count, lambda k: plant("lixo", PLAYERS, {}, seed * 1000 + k, LEVEL, overbid,
                                         after=rng.randrange(0, 60), what="all the colour's cards on a cheap bin"))


#: the review's playouts' games beside the bots' own (bench/calibration.py prints them): who plays
#: every seat of a 3-player game from the deal, and how many games of each
PROFILE = {"the review's playouts": 200, "hard": 40, "expert": 12}


def profile_game(job: tuple[str, int]) -> tuple[float, float, float]:
    """One game from the deal with `who` (PROFILE's) in every seat: the share of its bids that
    were raises, the cards each seat lost (unrecycled), and the first's lead over the last."""
    who, seed = job
    game = GAMES["lixo"]
    state = game.new(PLAYERS, seed=seed)
    dice = random.Random(seed)
    knowledge = game.review_knowledge()
    bots = [untimed(bot("lixo", who)) for _ in range(PLAYERS)] if who in game.levels else []
    bids = raises = 0
    while not state.is_over():
        mover = state.to_move()[0]
        action = bots[mover].choose(state.view(mover), dice) if bots else knowledge.rollout_action(state, mover, dice)
        bids += 1
        raises += isinstance(action, Raise)
        state.advance(mover, action)
    scores = state.scores()
    return raises / bids, statistics.fmean(sum(pile) for pile in state.unrecycled), max(scores) - min(scores)

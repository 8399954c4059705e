"""Built Flanx games for the review's calibration: the person hands the opponent the race.

The terrible move, in Flanx's own terms: in the duel, where the person's hand has no card that
wins at once, the person lays a card after which the opponent wins at once with a card it holds
in its hand right now, face up for all to see (a cell the card opens to it, on its goal edge or
right behind one of the person's cards; or such a cell already open that the card leaves open),
while another of the person's cards could have been laid leaving it no such cell. Any Flanx
player would call it handing the race over.

Only where the race is still open: in a race the person has lost whatever they do (a threat
from the opponent's deck that blocking only moves elsewhere, say), handing it over costs
nothing, and a truthful review must not call it costly. Open is measured independently of the
review: Hard plays the person's move itself, then Hard plays both seats to the end on
`SHUFFLES` shuffles of the hidden decks, and the person must win at least `OPEN` of them (a
draw counting half). Every other move is Hard's too (Expert's search on 16 shuffles instead of
256, so that 30 games build in minutes rather than hours), untimed; the referee's clock
advances builtgame.MOVE_SECONDS a move, the seats taking turns as a search does.

    games = built_games(30)          # python bench/terrible_flanx.py prints them
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from builtgame import BuiltGame, gather, plant, play_on, show  # noqa: E402
from game.ai import bot  # noqa: E402
from game.arena import untimed  # noqa: E402
from game.core import Action, View  # noqa: E402
from game.flanx.actions import Place  # noqa: E402
from game.flanx.board import EMPTY, faces_mask  # noqa: E402
from game.flanx.judgement import opponents, winning_cells  # noqa: E402
from game.flanx.state import FlanxView  # noqa: E402

LEVEL = "hard"
#: the games of Expert in every seat the calibration judges: players, level, options
EXPERT_GAME = (2, "expert", {"variant": "duel"})
#: an open race: the person's chance to win after Hard's own move, Hard in both seats to the end
#: on this many shuffles, is at least OPEN
SHUFFLES, OPEN = 16, 0.25
#: a played-out race still running after this many moves counts as a draw, and a built game that
#: runs longer is given up: two careful bots may discard their hands forever (a duel of Hard's,
#: seed 60183, did), where most races end within 60 moves
LONGEST = 200
#: seeds tried per built game asked for: a hand-over in an open race comes in about one Hard
#: duel in fifty
TRIES = 100


def threats(view: FlanxView, hands_only: bool) -> set[int]:
    """The cells from which an opponent wins at once with a card in its hand (or any it owns)."""
    return {i for o in opponents(view, view.seat)
            for i in winning_cells(view, o, faces_mask(view.hands[o] if hands_only else view.owned(o)))}


def handing_over(view: FlanxView) -> Action | None:
    """The first placement after which the opponent wins at once with a card in its hand, where
    another placement leaves it no such cell and the person's own hand cannot win at once (see
    the module docstring); None where there is none."""
    if winning_cells(view, view.seat, faces_mask(view.hands[view.seat])):
        return None                      # the person wins at once: that race is decided
    g = view.geometry
    handing = None
    safe = False
    for action in view.legal_actions():
        if not isinstance(action, Place):
            continue
        cell = g.index(action.col, action.row)
        view.cells[cell] = action.card
        try:
            if threats(view, hands_only=True):
                handing = handing or action
            else:
                safe = True
        finally:
            view.cells[cell] = EMPTY
    return handing if safe else None


def chance(view: View, seed: int = 0) -> float:
    """The person's chance to win from `view`, played out as the module docstring says: Hard's
    own move, then Hard in both seats to the end, on SHUFFLES shuffles of the hidden decks."""
    rng = random.Random(seed)
    first = untimed(bot("flanx", LEVEL)).choose(view, rng)
    total = 0.0
    for _ in range(SHUFFLES):
        state = view.determinize(rng)
        state.advance(view.seat, first)
        play_on("flanx", state, LEVEL, random.Random(rng.getrandbits(32)), LONGEST)
        winners = state.winners() if state.is_over() else []
        total += 0.5 if not winners else float(view.seat in winners)
    return total / SHUFFLES


def hands_the_race_over(view: View) -> Action | None:
    """The planted move: `handing_over`'s placement, where the race is still open (`chance` at
    least OPEN); None elsewhere. The same view always gives the same answer."""
    assert isinstance(view, FlanxView)
    action = handing_over(view)
    return action if action is not None and chance(view) >= OPEN else None


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` built duels on the 9x8 board (fewer only if the seeds run out)."""
    return gather(count, lambda k: plant("flanx", 2, {"variant": "duel"}, seed * 10_007 + k, LEVEL,
                                         hands_the_race_over, after=4, longest=LONGEST,
                                         what="hands the opponent a win with a card in its hand"),
                  TRIES * count)


if __name__ == "__main__":
    show(built_games(int(sys.argv[1]) if len(sys.argv) > 1 else 30))

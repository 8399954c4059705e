"""Built Flanx games for the review's calibration: the person hands the opponent the race.

The terrible move, in Flanx's own terms: in the duel, where the opponent's hand has no cell to
win from, the person lays a card that opens a cell from which the opponent wins at once (its
goal edge, or right behind one of the person's cards) with a card it holds in its hand right
now, face up for all to see, while another of the person's cards could have been laid opening
no such cell. Any Flanx player would call it
handing the race over. Every other move is Hard's (Expert's search on 16 shuffles instead of
256, so that 30 games build in a minute or two rather than half an hour), untimed; the
referee's clock advances builtgame.MOVE_SECONDS a move, the seats taking turns as a search does.

    games = built_games(30)          # python bench/terrible_flanx.py prints them
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from builtgame import BuiltGame, gather, plant, show  # noqa: E402
from game.core import Action, View  # noqa: E402
from game.flanx.actions import Place  # noqa: E402
from game.flanx.board import EMPTY, faces_mask  # noqa: E402
from game.flanx.judgement import opponents, winning_cells  # noqa: E402
from game.flanx.state import FlanxView  # noqa: E402

LEVEL = "hard"
#: the games of Expert in every seat the calibration judges: players, level, options
EXPERT_GAME = (2, "expert", {"variant": "duel"})


def threats(view: FlanxView, hands_only: bool) -> set[int]:
    """The cells from which an opponent wins at once with a card in its hand (or any it owns)."""
    return {i for o in opponents(view, view.seat)
            for i in winning_cells(view, o, faces_mask(view.hands[o] if hands_only else view.owned(o)))}


def hands_the_race_over(view: View) -> Action | None:
    """A placement that opens a cell from which the opponent wins at once with a card in its
    hand, where another placement opens none and nothing threatens yet (see the module
    docstring); None where there is none."""
    assert isinstance(view, FlanxView)
    if threats(view, hands_only=True) or winning_cells(view, view.seat, faces_mask(view.hands[view.seat])):
        return None                      # a race already decided, either way
    g = view.geometry
    opening = None
    safe = False
    for action in view.legal_actions():
        if not isinstance(action, Place):
            continue
        cell = g.index(action.col, action.row)
        view.cells[cell] = action.card
        try:
            if threats(view, hands_only=True):
                opening = opening or action
            else:
                safe = True
        finally:
            view.cells[cell] = EMPTY
    return opening if safe else None


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` built duels on the 9x8 board (fewer only if the seeds run out)."""
    return gather(count, lambda k: plant("flanx", 2, {"variant": "duel"}, seed * 10_007 + k, LEVEL,
                                         hands_the_race_over, after=4,
                                         what="opens a winning cell for the opponent's hand"), 20 * count)


if __name__ == "__main__":
    show(built_games(int(sys.argv[1]) if len(sys.argv) > 1 else 30))

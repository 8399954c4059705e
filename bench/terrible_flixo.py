"""Built Flixo games for the review's calibration: the person ends the game with a Flixo stuck.

The terrible move, in Flixo's own terms: the person lays a card (the drawn one, or the one
taken from the discard pile) on the last face-down card of their own display, so the display
is all face up and the final turns begin, while a Flixo stays face up in that display of at
least two rows and two columns after its full lines go. Nobody else can touch that display,
so the team loses for certain: any Flixo player would call it throwing the game away. Every
other move is the Sharp team's (the hardest level), untimed.

    games = built_games(30)          # python bench/terrible_flixo.py prints them
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from builtgame import BuiltGame, gather, plant, show  # noqa: E402
from game.core import Action, View  # noqa: E402
from game.flixo.actions import Swap, Take  # noqa: E402
from game.flixo.display import UP  # noqa: E402
from game.flixo.judge import Outlook, multi_line  # noqa: E402
from game.flixo.rules import DRAWN  # noqa: E402
from game.flixo.state import FlixoView  # noqa: E402

LEVEL = "hard"
#: the games of Expert (Sharp) in every seat the calibration judges: players, level, options
EXPERT_GAME = (3, LEVEL, {"level": 1})


def ends_with_a_stuck_flixo(view: View) -> Action | None:
    """A Swap or Take on the person's last face-down card that leaves a Flixo stuck in their
    display for good (see the module docstring); None where there is none."""
    assert isinstance(view, FlixoView)
    seat = view.seat
    if view.final_turns_begun():
        return None
    slots = view.slots[seat]
    down = [i for i, slot in enumerate(slots) if not slot & UP]
    if len(down) != 1:
        return None
    card = view.drawn if view.phase == DRAWN else view.top_discard()
    rows, cols = view.rows[seat], view.cols[seat]
    after = list(slots)
    after[down[0]] = card | UP
    outlook = Outlook(view)
    _value, _removed, left_down, stuck = outlook.display(tuple(after), rows, cols)
    if left_down or not stuck or not multi_line(rows, cols):
        return None
    row, col = divmod(down[0], cols)
    action: Action = Swap(row, col) if view.phase == DRAWN else Take(row, col)
    return action if action in view.legal_actions() else None


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` built games (fewer only if the seeds run out), 3 and 4 people, level 1 and 2."""
    def attempt(k: int) -> BuiltGame | None:
        players, level = (3, 4, 2)[k % 3], (1, 2)[k // 3 % 2]
        return plant("flixo", players, {"level": level}, seed * 10_007 + k, LEVEL, ends_with_a_stuck_flixo,
                     what="ends the game with a Flixo stuck in the own display")
    return gather(count, attempt, 40 * count)


if __name__ == "__main__":
    show(built_games(int(sys.argv[1]) if len(sys.argv) > 1 else 30))

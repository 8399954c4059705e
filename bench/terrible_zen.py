"""Built Zen games for the review's calibration: the person throws a form card away for good.

The terrible move, in Zen's own terms: the person ends the round holding a card that could go
on its own cell now (its cell is next to a placed card), drawn from a deck already renewed.
A renewed deck is never renewed again, so that card never comes back and the form can no
longer be completed: any Zen player would call it throwing the puzzle away. It is planted only
where the form is still within reach: the policy, playing on from there, completes it on at
least three of four shuffles of the decks not yet renewed. Every other move
is the policy's (the computer's and the Hint's, the only level that thinks), on booklet forms
of every level, untimed.

    games = built_games(30)          # python bench/terrible_zen.py prints them
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from builtgame import BuiltGame, gather, plant, show  # noqa: E402
from game.core import Action, View  # noqa: E402
from game.zen import booklet  # noqa: E402
from game.zen.actions import EndRound  # noqa: E402
from game.zen.policy import play_out  # noqa: E402
from game.zen.state import ZenView  # noqa: E402

LEVEL = "policy"
#: the games of the policy the calibration judges: players, level, options (a middling form)
EXPERT_GAME = (1, LEVEL, {"form": booklet.forms()[len(booklet.forms()) // 2].name})


def throws_a_card_away(view: View) -> Action | None:
    """Ending the round with a placeable card of a renewed deck in hand (see the module
    docstring); None where there is none."""
    assert isinstance(view, ZenView)
    if view.phase != "play" or view.drawn_from is None or not view.renewed[view.drawn_from]:
        return None
    cells = view.placed_cells()
    if not any(view.can_place(card, cells) for card in view.hand):
        return None
    ends = [a for a in view.legal_actions() if isinstance(a, EndRound)]
    if not ends:
        return None
    rng = random.Random(len(view.placed))
    solved = sum(1 for _ in range(4) if play_out(view.determinize(rng)).winners())
    return ends[0] if solved >= 3 else None


def built_games(count: int, seed: int = 1) -> list[BuiltGame]:
    """`count` built games (fewer only if the seeds run out), over the booklet's forms."""
    forms = booklet.forms()
    return gather(count, lambda k: plant("zen", 1, {"form": forms[(seed + 7 * k) % len(forms)].name},
                                         seed * 10_007 + k, LEVEL, throws_a_card_away,
                                         what="ends the round with a placeable card of a renewed deck"), 20 * count)


if __name__ == "__main__":
    show(built_games(int(sys.argv[1]) if len(sys.argv) > 1 else 30))

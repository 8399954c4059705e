"""The Zen bots: the policy (game/zen/policy.py), the yardstick of random play, and the Hint's
sentences.

Zen is a puzzle for one person: a bot never takes a seat beside them. The policy is the Hint
(the table asks it for the person's next move) and plays the smoke test's bots-only table;
"random" (any allowed move) is the baseline the measurements compare with. Neither searches,
so a budget changes nothing.
"""
from __future__ import annotations

import random
from typing import Any

from game.ai import RandomBot
from game.core import Action, Bot, View
from game.core.text import T, Text
from game.zen.actions import Undo
from game.zen.policy import choose
from game.zen.state import ZenPublic

LEVELS = ("random", "policy")


class ZenBot(Bot):
    name = "zen-policy"

    def choose(self, view: View, rng: random.Random) -> Action:
        assert isinstance(view, ZenPublic)
        action, _ = choose(view)
        if action not in view.legal_actions():
            raise RuntimeError(f"the Zen policy chose an illegal action {action}")
        return action


def make_bot(level: str, **budget: Any) -> Bot:
    """Random play or the policy; `budget` (iterations, seconds) is accepted like every game's
    and unused."""
    if level == "random":
        return RandomBot()
    if level == "policy":
        return ZenBot()
    raise ValueError(f"Zen has no bot level {level!r}; it has {', '.join(LEVELS)}")


# -- the Hint's sentences -----------------------------------------------------------------------
def explain(view: View, action: Action) -> Text:
    """Why `action`: the policy's own reason when it is the policy's move."""
    assert isinstance(view, ZenPublic)
    chosen, why = choose(view)
    if chosen == action:
        return why
    if isinstance(action, Undo):
        return T("Take back the last card placed this round.")
    return T("That is allowed. The computer would do otherwise. {why}", why=why)

"""May a person take back their last move without learning anything they could not know?

Undo is fair only when everything that happened since the move follows from what the person
already saw: no card turned over, drawn or dealt, no bot choice that needed its hidden hand.
The check is generic, through the contract only: draw several full states consistent with the
person's view from before the move (`View.determinize`), replay the same actions on each, and
compare the person's view at the end with the real one.

    before = state.view(0)                 # the person's seat, before their move
    state.apply(0, action); state.apply(1, bot_action)
    reveals_nothing(before, [(0, action), (1, bot_action)], state.view(0))
    False                                       # e.g. the bot's move laid a card from its hand

- A replay the rules refuse (IllegalAction) means the real sequence depended on hidden cards
  (a bot laid a card the sampled world did not give it): something was revealed.
- A replay that ends with another view for the person means something hidden came to light
  (a card drawn, a new row dealt from the shuffled deck).
- A view without secrets has one consistent state, so every replay agrees and undo is allowed.

A sample can agree by chance; more samples make that rarer (`SAMPLES` keeps a fluke below 1 in
250 even where a bot's hidden hand is half the unknown cards) at a few milliseconds per check.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.contract import Action, IllegalAction, View
from game.core.text import T, Text

#: full states drawn per check
SAMPLES = 8


def reveals_nothing(view_before: View, actions_since: Sequence[tuple[int, Action]], view_now: View,
                    samples: int = SAMPLES, seed: int = 0) -> bool:
    """True when replaying `actions_since` from any state consistent with `view_before` always
    leads the seat of `view_before` to `view_now`: undoing them hides nothing it has learnt."""
    return why_revealing(view_before, actions_since, view_now, samples, seed) is None


def why_revealing(view_before: View, actions_since: Sequence[tuple[int, Action]], view_now: View,
                  samples: int = SAMPLES, seed: int = 0) -> Text | None:
    """None when undo reveals nothing (see `reveals_nothing`), else a short reason for the person."""
    rng = random.Random(seed)
    seat = view_before.seat
    target = view_now.to_dict()
    for _ in range(samples):
        world = view_before.determinize(rng)
        for mover, action in actions_since:
            try:
                world.apply(mover, action)
            except IllegalAction:
                return T("a move since yours used hidden cards")
        if world.view(seat).to_dict() != target:
            return T("a hidden card came to light since your move")
    return None

"""A short moment to take a move back before it brings hidden cards to light.

Undo is fair only while the person has learnt nothing since their move (game.core.undo). Some
moves bring something to light at once: Pixies' last pick of a market deals the next market in
the same move, so that pick could never be undone. With a grace (`Game.undo_grace` seconds, set
on the referee of a game against bots) such a move of a person is held that long before it is
played: it shows on the table, Undo takes it back, and only then are the new cards dealt.

    held = Held(seat, action, due=referee.clock + grace)   # the referee plays it at `due`
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, State
from game.core.undo import why_revealing


@dataclass(frozen=True)
class Held:
    """A person's move waiting for its grace to end: played at the referee's clock `due`."""
    seat: int
    action: Action
    due: float


def brings_to_light(state: State, seat: int, action: Action) -> bool:
    """Would `action` (legal for `seat`) show `seat` something it cannot know now?"""
    trial = state.clone()
    trial.apply(seat, action)
    return why_revealing(state.view(seat), [(seat, action)], trial.view(seat)) is not None

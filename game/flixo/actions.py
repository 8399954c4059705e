"""Flixo's actions, in the rulebook's words.

Action 1 is `Take` (the top card of the discard pile into the display).  Action 2 is `Draw`
followed by `Swap` (the drawn card into the display), `Reveal` (discard it and turn a face-down
card of the display face up) or, when the display has no face-down card left, `Discard`.
`Peek` spends a reward: an eye token on a face-down card in any display.
Rows and columns count from 0 in the display as it is now (it shrinks as lines go).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Action


@dataclass(frozen=True)
class Take(Action):
    row: int
    col: int

    def __str__(self) -> str:
        return f"take the discard onto row {self.row + 1}, column {self.col + 1}"


@dataclass(frozen=True)
class Draw(Action):
    def __str__(self) -> str:
        return "draw a card"


@dataclass(frozen=True)
class Swap(Action):
    row: int
    col: int

    def __str__(self) -> str:
        return f"swap the drawn card onto row {self.row + 1}, column {self.col + 1}"


@dataclass(frozen=True)
class Reveal(Action):
    row: int
    col: int

    def __str__(self) -> str:
        return f"discard the drawn card and reveal row {self.row + 1}, column {self.col + 1}"


@dataclass(frozen=True)
class Discard(Action):
    def __str__(self) -> str:
        return "discard the drawn card"


@dataclass(frozen=True)
class Peek(Action):
    owner: int
    row: int
    col: int

    def __str__(self) -> str:
        return f"peek at seat {self.owner}'s row {self.row + 1}, column {self.col + 1}"


ACTIONS = (Take, Draw, Swap, Reveal, Discard, Peek)

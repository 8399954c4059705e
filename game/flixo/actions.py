"""Flixo's actions, the zones its cards move between, and its own events.

Action 1 is `Take` (the top card of the discard pile into the display).  Action 2 is `Draw`
followed by `Swap` (the drawn card into the display), `Reveal` (discard it and turn a face-down
card of the display face up) or, when the display has no face-down card left, `Discard`.
`Peek` spends a reward: an eye token on a face-down card in any display.
Rows and columns count from 0 in the display as it is now (it shrinks as lines go).

The cards move between these zones (game.core.events): `DRAW` (face down), `drawn(seat)` (the
card just drawn, face up beside the discard pile), `DISCARD` (face up), `cell(seat, row, col)`
(one card of a display, in the display's rows and columns of the moment) and `REMOVED` (the
cards of removed lines, set aside face up). A face-down card in a display is unknown to
everybody, so it moves with `known_to=()`; it comes to light with `CardFlipped(card, cell, True)`
or when it leaves the display face up. When lines go, the display closes up: each card left
moves from its old cell to its new one (`DisplayClosedUp` comes first, with the new shape).
A peek turns the card up and down again where it lies, with `EyeTokenPlaced` between.

Every event here is public: Flixo has no secrets between teammates.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Event, Zone

DRAW: Zone = ("draw",)
DISCARD: Zone = ("discard",)
REMOVED: Zone = ("removed",)


def drawn(seat: int) -> Zone:
    """The card `seat` has just drawn (action 2), waiting to be placed or discarded."""
    return ("drawn", seat)


def cell(seat: int, row: int, col: int) -> Zone:
    """One card of `seat`'s display, by its row and column in the display as it is now."""
    return ("display", seat, row, col)


# -- actions -------------------------------------------------------------------------------------
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


# -- Flixo's own events: the moments of a turn that move no card ---------------------------------
@dataclass(frozen=True)
class FlixoMustBeTaken(Event):
    """A Flixo lies on the discard pile: `seat`, whose turn begins, must take it (action 1)."""
    seat: int
    card: int


@dataclass(frozen=True)
class LinesRemoved(Event):
    """These full lines of `seat`'s display go (their cards follow, to REMOVED)."""
    seat: int
    rows: tuple[int, ...]
    cols: tuple[int, ...]
    flixos: int              # Flixos among the removed cards


@dataclass(frozen=True)
class DisplayClosedUp(Event):
    """`seat`'s display now has this shape; the cards left follow to their new cells."""
    seat: int
    rows: int
    cols: int


@dataclass(frozen=True)
class RewardEarned(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class EyeTokenPlaced(Event):
    """`seat` spent a reward: the card of `zone` (turned up just before) now carries an eye token."""
    seat: int
    zone: Zone


@dataclass(frozen=True)
class RewardLapsed(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class FinalTurnsBegan(Event):
    seat: int                # whose display is all face up or empty
    turns: int               # turns still to play


@dataclass(frozen=True)
class LastCardDrawn(Event):
    seat: int


@dataclass(frozen=True)
class FlixoCountsRemoved(Event):
    """A Flixo discarded in the very last turn: the discard pile counts as removed."""
    card: int


@dataclass(frozen=True)
class FlixoLeftLying(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class TurnLimitReached(Event):
    turns: int


EVENTS = (FlixoMustBeTaken, LinesRemoved, DisplayClosedUp, RewardEarned, EyeTokenPlaced, RewardLapsed,
          FinalTurnsBegan, LastCardDrawn, FlixoCountsRemoved, FlixoLeftLying, TurnLimitReached)

"""What a Flixo turn does, step by step, for the table to animate in order.

Rows and columns are those of the display at the moment of the event.  Every card named
here is public when the event happens: Flixo has no secrets between teammates.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    forced: bool             # a Flixo lies on the discard pile: action 1 with it is the only choice


@dataclass(frozen=True)
class CardDrawn(Event):
    seat: int
    card: int
    left: int                # cards still in the draw pile


@dataclass(frozen=True)
class CardTaken(Event):
    """The top card of the discard pile goes face up into the display."""
    seat: int
    card: int
    row: int
    col: int


@dataclass(frozen=True)
class CardPlaced(Event):
    """The drawn card goes face up into the display."""
    seat: int
    card: int
    row: int
    col: int


@dataclass(frozen=True)
class CardDiscarded(Event):
    """A card leaves the display (turned face up if it was face down) onto the discard pile."""
    seat: int
    card: int
    row: int
    col: int
    was_face_down: bool


@dataclass(frozen=True)
class DrawnCardDiscarded(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class CardRevealed(Event):
    seat: int
    row: int
    col: int
    card: int
    final: bool              # the end-of-game reveal


@dataclass(frozen=True)
class LinesRemoved(Event):
    seat: int
    rows: tuple
    cols: tuple
    cards: tuple             # removed cards, row by row
    flixos: int


@dataclass(frozen=True)
class DisplayClosedUp(Event):
    seat: int
    rows: int
    cols: int


@dataclass(frozen=True)
class RewardEarned(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class EyeTokenPlaced(Event):
    seat: int                # who spent the reward
    owner: int               # whose display
    row: int
    col: int
    card: int


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


@dataclass(frozen=True)
class FlixoResult(Event):
    won: bool
    reason: str
    total: int
    display_scores: tuple
    rating: str

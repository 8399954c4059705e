"""Pixies' one action and its events.

A pick and its placement are one decision, `Take(card, space, face_up)`: the card taken
from the middle, the space (0..8 for spaces 1..9) it goes to, and whether it ends face up.
- Case 1 (no face-up card of that number): `Take(card, number-1, True)`.
- Case 2 (a face-up card of that number, not validated): `face_up=True` keeps the new card
  face up and tucks the old one under it; `face_up=False` slides the new card under the old one.
- Case 3 (that number is already validated): `Take(card, space, False)` for any empty space.
So a table can drag a card onto a space (the spaces of its legal Takes glow) and, in case 2,
ask which of the two cards stays face up.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Event
from game.pixies.cards import DECK_SIZE, SPACES, name

#: the space of a Take that discards its card: case 3 with no empty space (DECISIONS.md)
NO_SPACE = -1


@dataclass(frozen=True)
class Take(Action):
    card: int
    space: int
    face_up: bool

    def __hash__(self) -> int:
        # the search hashes actions in its inner loop; this is cheaper than the field tuple's hash
        return self.card * 32 + self.space * 2 + self.face_up

    def __str__(self) -> str:
        if self.space == NO_SPACE:
            return f"take {name(self.card)} and discard it (no empty space)"
        side = "face up" if self.face_up else "face down"
        return f"take {name(self.card)} to space {self.space + 1}, {side}"


def _all_takes() -> tuple:
    """Every possible Take made once, so legal_actions hands out shared, identical objects."""
    return tuple(
        tuple((Take(card, space, False), Take(card, space, True)) for space in range(NO_SPACE, SPACES))
        for card in range(DECK_SIZE)
    )


_TAKES = _all_takes()


def take(card: int, space: int, face_up: bool) -> Take:
    """The shared Take instance for these fields."""
    return _TAKES[card][space + 1][face_up]


@dataclass(frozen=True)
class CardsRevealed(Event):
    """The first player of a turn reveals these cards in the middle."""
    seat: int
    cards: tuple


@dataclass(frozen=True)
class CardPlaced(Event):
    """`seat` took `card` from the middle and put it on `space`.

    face_up: it lies face up on the space; otherwise face down, and `under` says whether
    it slid under the face-up card there (case 2) or lies alone on an empty space (case 3).
    """
    seat: int
    card: int
    space: int
    face_up: bool
    under: bool


@dataclass(frozen=True)
class CardTucked(Event):
    """Case 2, new card kept face up: the old face-up `card` is flipped and tucked under it."""
    seat: int
    card: int
    space: int


@dataclass(frozen=True)
class CardDiscarded(Event):
    """Case 3 with no empty space left (unreachable in play; kept as DECISIONS.md says)."""
    seat: int
    card: int


@dataclass(frozen=True)
class RoundScored(Event):
    """A round's scores: per seat a scoring.Breakdown, and the grids (up, down) it scored."""
    round: int
    breakdowns: tuple
    grids: tuple

"""Pixies' one action and its events.

A pick and its placement are one decision, `Take(card, space, face_up)`: the card taken
from the middle, the space (0..8 for spaces 1..9) it goes to, and whether it ends face up.
- Case 1 (no face-up card of that number): `Take(card, number-1, True)`.
- Case 2 (a face-up card of that number, not validated): `face_up=True` keeps the new card
  face up and tucks the old one under it; `face_up=False` slides the new card under the old one.
- Case 3 (that number is already validated): `Take(card, space, False)` for any empty space.
So a table can drag a card onto a space (the spaces of its legal Takes glow) and, in case 2,
ask which of the two cards stays face up.

The cards move between these zones (game.core.events): `DECK` (face down), `MIDDLE` (the
cards revealed this turn, in the order they came), `up(seat, space)` and `down(seat, space)`
(a playing area's face-up card and the face-down one), and `GONE` (a card discarded when a
case 3 finds no empty space). Between rounds every card goes back to the deck, to be shuffled.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Action, Event, Game, Zone
from game.core.fields import tupled
from game.pixies.cards import DECK_SIZE, SPACES, name
from game.pixies.scoring import Breakdown

#: the space of a Take that discards its card: case 3 with no empty space (DECISIONS.md)
NO_SPACE = -1

DECK = ("deck",)
MIDDLE = ("middle",)
GONE = ("gone",)


def up(seat: int, space: int) -> Zone:
    """The zone of the face-up card on `space` (0..8) of `seat`'s playing area."""
    return ("up", seat, space)


def down(seat: int, space: int) -> Zone:
    """The zone of the face-down card on `space`: alone, or under the face-up one."""
    return ("down", seat, space)


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


def _all_takes() -> tuple[tuple[tuple[Take, Take], ...], ...]:
    """Every possible Take made once, so legal_actions hands out shared, identical objects."""
    return tuple(
        tuple((Take(card, space, False), Take(card, space, True)) for space in range(NO_SPACE, SPACES))
        for card in range(DECK_SIZE)
    )


#: TAKES[card][space + 1][face_up]: the shared Take (legal_takes indexes it in the inner loop)
TAKES = _all_takes()


def take(card: int, space: int, face_up: bool) -> Take:
    """The shared Take instance for these fields."""
    return TAKES[card][space + 1][face_up]


@dataclass(frozen=True)
class RoundScored(Event):
    """A round's scores: per seat a scoring.Breakdown, and the grids (up, down) it scored."""
    round: int
    breakdowns: tuple[Breakdown, ...]
    grids: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]

    @classmethod
    def from_fields(cls, data: dict[str, Any], game: Game) -> RoundScored:
        """Each breakdown (a named tuple, sent as a list) becomes a Breakdown again."""
        round_, breakdowns, grids = data.get("round"), data.get("breakdowns"), data.get("grids")
        if type(round_) is not int or not isinstance(breakdowns, list) or not isinstance(grids, list):
            raise ValueError("RoundScored needs a round, its breakdowns and its grids")
        return cls(round_, tuple(Breakdown(*tupled(b)) for b in breakdowns), tupled(grids))

"""What a LIXO? action changes, in the order a table animates it.

Rubbish cards are named by kind (see `game.lixo.cards`); bins by their bin-deck card.
`CardsDrawn` names the cards drawn to the seat that drew them; the others learn how many.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class BinRevealed(Event):
    card: int
    colour: int
    value: int
    deck_left: int


@dataclass(frozen=True)
class RecyclingRevealed(Event):
    card: int
    deck_left: int


@dataclass(frozen=True)
class CardsBid(Event):
    """`seat` laid `cards` on the open bin; `total` is its whole bid on this bin now."""
    seat: int
    cards: tuple
    total: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class BinWon(Event):
    seat: int
    card: int
    total: int


@dataclass(frozen=True)
class BinDead(Event):
    card: int


@dataclass(frozen=True)
class CardsRecycled(Event):
    """The winner's bid cards went face up to the recycled pile."""
    seat: int
    cards: tuple


@dataclass(frozen=True)
class CardsUnrecycled(Event):
    """A losing bidder's cards went face up to that bidder's unrecycled pile."""
    seat: int
    cards: tuple


@dataclass(frozen=True)
class CardsDrawn(Event):
    """`seat` drew `cards`; every other seat learns only how many (each card None)."""
    seat: int
    cards: tuple

    def for_seat(self, seat: int) -> "CardsDrawn":
        return self if seat == self.seat else dataclasses.replace(self, cards=(None,) * len(self.cards))


@dataclass(frozen=True)
class StackReshuffled(Event):
    """The rubbish stack ran out: the recycled pile, shuffled, became the new stack."""
    cards: int


@dataclass(frozen=True)
class ActivePlayerChanged(Event):
    seat: int

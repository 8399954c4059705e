"""LIXO?'s two actions, the zones its cards move between, and its one event of its own.

On a go a player passes or raises: `Raise(cards)` lays rubbish kinds (game.lixo.cards) on the
open bin, on top of what the seat has already laid there; `Pass()` lays nothing.

The cards move between these zones (game.core.events), named by the ids of game.lixo.cards
(a rubbish card by its kind, a bin-deck card by `bin_id`):
- `STACK`: the rubbish stack, face down. A draw is `CardMoved(kind, STACK, hand(seat),
  face_up=False, known_to=(seat,))`: only the drawer learns the card. When the stack runs out
  the recycled pile is shuffled into it, each card `CardMoved(kind, RECYCLED, STACK, False, ())`.
- `hand(seat)`: a player's secret hand. `bid(seat)`: the cards that seat has laid on the open
  bin, face up. When the bin is settled the winner's go to `RECYCLED` (face up) and every other
  bidder's to `unrecycled(seat)` (face up, -1 each at the end).
- `BINS`: the bin deck, face down. A revealed bin goes to `BIN` (the open bin, face up), then
  to `won(seat)` or, when nobody bid, to `DEAD`; a revealed recycling card goes to `RECYCLING`.

Whose go it is comes as `TurnBegan(seat)` after every action. The active player, who opens the
bidding on the next bin, passes clockwise after each bin and each recycling card:
`ActiveChanged(seat)`, the one event nothing common describes.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from game.core import Action, Event, Zone
from game.lixo.cards import RELEVANT, describe_cards

STACK = ("stack",)
RECYCLED = ("recycled",)
BINS = ("bins",)
BIN = ("bin",)
DEAD = ("dead",)
RECYCLING = ("recycling",)


def hand(seat: int) -> Zone:
    return ("hand", seat)


def bid(seat: int) -> Zone:
    return ("bid", seat)


def unrecycled(seat: int) -> Zone:
    return ("unrecycled", seat)


def won(seat: int) -> Zone:
    return ("won", seat)


@dataclass(frozen=True)
class Raise(Action):
    """Lay `cards` (rubbish kinds, sorted) on the open bin, on top of this seat's bid so far."""
    cards: tuple[int, ...]

    @classmethod
    def of(cls, cards: Iterable[int]) -> Raise:
        return cls(tuple(sorted(cards)))

    def __str__(self) -> str:
        return f"raise by {len(self.cards)} ({describe_cards(self.cards)})"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


PASS = Pass()


@dataclass(frozen=True)
class ActiveChanged(Event):
    """`seat` is the active player now: it opens the bidding on the next bin."""
    seat: int


@lru_cache(maxsize=65536)
def raise_choices(held: tuple[int, ...], colour: int, need: int) -> tuple[Raise, ...]:
    """Every raise of at least `need` cards from `held` (the hand's counts of RELEVANT[colour]),
    smallest first. Cached: hands repeat endlessly in search."""
    if sum(held) < need:
        return ()
    kinds = RELEVANT[colour]
    found = []
    for counts in product(*(range(n + 1) for n in held)):
        if sum(counts) >= need:
            cards = tuple(k for k, n in zip(kinds, counts) for _ in range(n))
            found.append(Raise(cards))
    found.sort(key=lambda r: (len(r.cards), r.cards))
    return tuple(found)

"""Zen's actions, and the zones its cards move between.

- `ChooseStartDeck(deck)`: turn up cards from that deck until one belongs to the form; it goes
  on its cell, the others are shuffled back.
- `Draw(deck)`: the top 3 cards of the white or black deck (fewer if fewer remain).
- `Place(card)`: a card in hand onto its own cell, next to a placed card.
- `Undo()`: take back this round's latest placement (the draw stays drawn). It is a rule of
  the puzzle, not the table's undo: it reveals nothing, so it may go back as far as the round.
- `EndRound(order)`: the cards left in hand go face down on the round's discard pile, the
  first in `order` first.

The cards move between these zones (game.core.events), every move a `CardMoved`:
`deck(d)` (face down, top last), `TURNED` (the cards turned up before the start card, shown
and then shuffled back, `known_to=()`), `DRAWN` (the hand of up to three), `grid(column, row)`
(a placed card on its cell of the form) and `discard(d)` (face down, in the order discarded,
which the player chose and so knows). When a deck runs out the first time its discard pile is
turned over into the deck, one `CardMoved(card, discard(d), deck(d), face_up=False)` per card,
the last discarded first, so that the first discarded ends on top. The player knows that
order (it is theirs), so those moves keep their cards. A deck that runs out a second time
leaves its pile where it lies: nothing moves, the View says the deck is spent.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Zone
from game.flanx.cards import DECK_NAMES, describe

TURNED = ("turned",)
DRAWN = ("drawn",)


def deck(d: int) -> Zone:
    """The zone of deck colour `d` (0 white, 1 black), face down."""
    return ("deck", d)


def discard(d: int) -> Zone:
    """The zone of deck colour `d`'s discard pile."""
    return ("discard", d)


def grid(cell: tuple[int, int]) -> Zone:
    """The zone of the form's cell (column, row)."""
    return ("grid", cell[0], cell[1])


@dataclass(frozen=True)
class ChooseStartDeck(Action):
    deck: int

    def __str__(self) -> str:
        return f"start from the {DECK_NAMES[self.deck]} deck"


@dataclass(frozen=True)
class Draw(Action):
    deck: int

    def __str__(self) -> str:
        return f"draw from the {DECK_NAMES[self.deck]} deck"


@dataclass(frozen=True)
class Place(Action):
    card: int

    def __str__(self) -> str:
        return f"place {describe(self.card)}"


@dataclass(frozen=True)
class Undo(Action):
    def __str__(self) -> str:
        return "take back the last placement"


@dataclass(frozen=True)
class EndRound(Action):
    order: tuple[int, ...]

    def __str__(self) -> str:
        if not self.order:
            return "end the round"
        return "end the round, discarding " + ", then ".join(describe(c) for c in self.order)


ACTIONS = (ChooseStartDeck, Draw, Place, Undo, EndRound)

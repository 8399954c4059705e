"""Flanx's two actions, the zones its cards move between, and its one event of its own.

Actions: `Place(card, col, row)` lays a card from the hand on a cell (row 0 is the top);
`Discard()` puts the hand on the discard pile (the duel: every card in it; Kids and Toddler:
the one card, and only when it fits nowhere).

The cards move between these zones (game.core.events), each seat having its own three:
- `deck(seat)`: face down, the top at the end;
- `hand(seat)`: face up. The rulebook has both players "turn the cards in their hand face up"
  at "Omiga!", and every card drawn later is played from the hand face up, so a hand is no
  secret: a drawn card reaches every seat (`known_to` None);
- `discard(seat)`: face up, the last discarded on top;
- `cell(col, row)`: ("board", col, row), a card laid on the table.
A deck renewed from its discard pile is turned over card by card, the top card first, each a
CardMoved into the deck, face down, known to nobody (`known_to` ()).

    >>> cell(4, 3), deck(1)
    (('board', 4, 3), ('deck', 1))
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Action, Event, Zone
from game.flanx.cards import describe


def deck(seat: int) -> Zone:
    return ("deck", seat)


def hand(seat: int) -> Zone:
    return ("hand", seat)


def discard(seat: int) -> Zone:
    return ("discard", seat)


def cell(col: int, row: int) -> Zone:
    """The zone of the board cell at column `col`, row `row`."""
    return ("board", col, row)


@dataclass(frozen=True)
class Place(Action):
    """Lay `card` from the hand on the cell at column `col`, row `row` (row 0 is the top)."""

    card: int
    col: int
    row: int

    def __str__(self) -> str:
        return f"place {describe(self.card)} at column {self.col + 1}, row {self.row + 1}"


@dataclass(frozen=True)
class Discard(Action):
    """Discard the hand (the duel: every card in it; Kids and Toddler: the one card)."""

    def __str__(self) -> str:
        return "discard the hand"


#: the ways a Flanx game ends (game.flanx.endings)
ENDING_KINDS = ("behind", "edge", "sides", "no cards", "stuck")


@dataclass(frozen=True)
class FlanxEnded(Event):
    """How the game ended, told as the last event and kept by the State as its `ending`:
    `kind` (one of ENDING_KINDS), `winners` the seats that won (none: a draw), `cells` the
    board cells to outline (the winning card and its chain or flank, or a draw's side cards).

        >>> FlanxEnded("behind", (0,), (31, 40)).winning_cell()
        31
    """

    kind: str
    winners: tuple[int, ...]
    cells: tuple[int, ...]

    def winning_cell(self) -> int | None:
        """The cell of the card that won, if a card won: "behind" lists it first, a chain last."""
        if not self.winners or not self.cells:
            return None
        return self.cells[0] if self.kind == "behind" else self.cells[-1]

    @classmethod
    def from_saved(cls, data: dict[str, Any]) -> FlanxEnded:
        """The ending as a save holds it (saves from before also carry a "text", read no more)."""
        if data["kind"] not in ENDING_KINDS:
            raise ValueError(f"no Flanx ending {data['kind']!r}")
        return cls(data["kind"], tuple(int(s) for s in data["winners"]), tuple(int(i) for i in data["cells"]))

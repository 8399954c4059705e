"""Where the cards lie: a zone names a place on the table, `Zones` says which cards lie in each.

A **zone** is a tuple naming a place: a word the game chooses, then numbers (a seat, a space, a
row): `("deck",)`, `("middle",)`, `("hand", 1)`, `("grid", 0, 4)`. A zone holds cards in order,
the last on top (or at the right). Each game lists its zones where it defines its actions.

`Zones` is what a seat's `View.zones()` answers: every card on the table by zone, a card id
where this seat knows the card, None where it sees only a back. A table lays its cards out from
it, and the card events (game.core.events: `carry`) take one View's zones to the next one's.

    >>> table: Zones = {("deck",): [None, None, None], ("hand", 0): [12, 40], ("middle",): []}
    >>> sum(card is None for cards in table.values() for card in cards)    # backs this seat sees
    3
"""
from __future__ import annotations

from typing import Any

#: a place on the table: ("deck",), ("hand", seat), ("grid", seat, space)... Its items are Any,
#: not str then ints: the tables index into a zone by its word (zone[1] is a seat in a "hand"), a
#: length the type cannot say
Zone = tuple[Any, ...]
#: every card on the table as one seat knows it: zone -> its cards in order (None: a back)
Zones = dict[Zone, list[int | None]]

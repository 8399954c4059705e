"""The keyboard at a table: the card cursor (scenes.kit.cursor) and the shortcuts of
scenes.kit.keys, answered the same way at every table, and the words for the ones that apply
now ("D draw   T take the discard"), which the move log's strip shows at its right end.

A table says what its keys may do at this moment:
- `cursor_targets()`: its own things the ring may rest on besides the cards it lets the person
  pick up, {key: (rect, what Enter does)} (a draw pile, a card to turn); never a button: the
  arrows move only over cards and places, and buttons are reached by Tab or their own letter,
  so no arrow and Enter can press Pass or Discard by chance;
- `key_actions()`: its own shortcuts that apply now, {shortcut name: what it does}, names
  declared in scenes.kit.keys under the table's place (`keys_place`, the game's name).
TableScene takes this part from here and calls `keyboard(event)` before its other input.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.kit import keys
from scenes.kit.cursor import CardCursor
from scenes.kit.lang import _


class TableKeys:
    """Mixed into TableScene."""

    cursor: CardCursor | None = None
    #: arrow keys take the buttons' Tab ring away (scenes.kit.focus)
    cards_by_arrows = True
    # what the table gives (TableScene)
    app: Any
    drag: Any
    game_name: str

    @property
    def keys_place(self) -> str:
        """Where this table's own shortcuts are declared (scenes.kit.keys.PLACES)."""
        return self.game_name

    def card_cursor(self) -> CardCursor:
        """The keyboard's card cursor over this table's cards."""
        if self.cursor is None or self.cursor.drag is not self.drag:
            assert self.drag is not None
            self.cursor = CardCursor(self.drag, extra=self.cursor_targets)
        return self.cursor

    def cursor_targets(self) -> dict:
        """The table's own things the card cursor may rest on: {key: (rect, what Enter does)}
        (a draw pile; never a button); the cards the player may pick up are found by themselves."""
        return {}

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """The table's own shortcuts that apply now: {name in scenes.kit.keys: what it does}."""
        return {}

    def table_key_actions(self) -> dict[str, Callable[[], object]]:
        """The shortcuts of every table that apply now (Esc and Space are the base's own)."""
        return {}

    def keyboard(self, event: pygame.event.Event) -> bool:
        """The card cursor first, then this table's shortcuts, then every table's: True when used."""
        if self.drag is not None and self.card_cursor().handle(event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        for place, actions in ((self.keys_place, self.key_actions()), ("table", self.table_key_actions())):
            name = keys.find(event, actions, place)
            if name is not None:
                actions[name]()
                return True
        return False

    def keys_hint(self) -> str:
        """The line of shortcuts that apply now; while a card is carried, how to drop it or put it back."""
        line = keys.hint_line(list(self.key_actions()), self.keys_place)
        if self.cursor is not None and self.cursor.carrying is not None:
            table = keys.BY_PLACE["table"]
            carried = (_("{key} drop").format(key=_(table["pick"].cap)),
                       _("{key} put back").format(key=_(table["back"].cap)), line)
            line = "   ".join(part for part in carried if part)
        return line

"""The still picture of a table: what lies under the cards with the cards at rest drawn on it,
kept as one window-sized opaque surface and made again only when something in it changes.

    >>> still = StillLayer()
    >>> still.draw(screen, key, paint, cards)   # paint(surface): the cloth and what lies on it

At 3840x2160 a frame that paints the cloth, its words and every resting card costs more than
the frame budget; a frame over a kept still picture is one opaque blit and the cards that move.

`key` says what the painting under the cards depends on; the picture is painted again as soon
as it differs from the one it was painted for (compared with ==, so keep objects in it, never
their id(): a freed object's id is handed on). `table_key` makes the key of a TableScene.

A card joins the picture once it has not changed for STILL_DRAWS draws (a card that only
pauses between two moves would make the picture be painted again and again); cards that came
to rest above the kept ones are drawn onto the kept picture, and it is painted afresh when a
kept card changes (moves, turns, glows, goes).
"""
from __future__ import annotations

from typing import Callable, Hashable, Optional

import pygame

from scenes.kit.cards import STYLE, CardLayer

#: draws a card must stay unchanged before it is kept on the still picture
STILL_DRAWS = 30
#: containers of plain values longer than this count by identity in a fingerprint
_MAX_ITEMS = 64
_PLAIN = (type(None), bool, int, float, str, bytes)


class Same:
    """An object in a key: equal only to the very same object, which it keeps alive so that its
    id cannot be handed to a newer one."""
    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


def value_of(value: object) -> Hashable:
    """A value for a key: plain values and small containers of them by content, anything else
    by identity."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (tuple, list, set, frozenset)) and len(value) <= _MAX_ITEMS:
        items = tuple(value_of(item) for item in value)
        return (type(value).__name__, frozenset(items) if isinstance(value, (set, frozenset)) else items)
    if isinstance(value, dict) and len(value) <= _MAX_ITEMS:
        return ("dict", tuple((value_of(k), value_of(v)) for k, v in value.items()))
    if isinstance(value, pygame.Rect):
        return tuple(value)
    return Same(value)


def fingerprint(obj: object, skip: tuple[str, ...] = ()) -> tuple:
    """Every attribute of `obj` as a value_of: its flags, counts, small lists, which View it
    holds. A table's own state that its painting reads (an order being chosen, a pointer) then
    changes the key without the table listing it."""
    return tuple((name, value_of(value)) for name, value in vars(obj).items() if name not in skip)


def targets_key(drag) -> Hashable:
    """The legal targets glowing under a held or selected card (scenes.kit.drag), if any."""
    if drag is None or (drag.held is None and drag.selected is None):
        return None
    return Same(drag.held), Same(drag.selected), tuple(tuple(rect) for rect in drag.legal.values())


def table_key(table, size: tuple[int, int]) -> tuple:
    """What a TableScene's painting under the cards may read: the window and its play area, the
    table's own attributes (its View, its flags), the player's settings, the card art style, how
    far the animation queue has got (a step that starts moves the picture's piles, a queued call
    changes what a table shows), and the legal targets glowing under a held card. A table names
in `still_ignores` the attributes that change every frame and that only its overlay reads."""
    queue = table.queue
    skip = ("still", *getattr(table, "still_ignores", ()))
    return (size, tuple(table.play_area(size)), fingerprint(table, skip),
            fingerprint(table.app.settings), STYLE.version,
            (queue.ended, len(queue.steps), len(queue.free)), targets_key(table.drag))


class StillLayer:
    """One table's still picture (see the module docstring)."""

    def __init__(self) -> None:
        self._key: Optional[tuple] = None
        self._picture: Optional[pygame.Surface] = None
        #: the looks of the cards drawn on the picture, bottom first
        self._kept: list[tuple] = []
        #: each card's look at the last draw, and for how many draws it has not changed
        self._calm: dict[int, tuple[tuple, int]] = {}

    def draw_table(self, table, surface: pygame.Surface) -> None:
        """A TableScene's table, the glowing targets of a held card and its cards."""
        def paint(under: pygame.Surface) -> None:
            table.draw_table(under)
            if table.drag is not None:
                table.drag.draw_targets(under)
        self.draw(surface, table_key(table, surface.get_size()), paint, table.cards)

    def forget(self) -> None:
        """Paint the picture afresh at the next draw."""
        self._key = None

    def draw(self, surface: pygame.Surface, key: tuple, paint: Callable[[pygame.Surface], None],
             cards: CardLayer) -> None:
        """Cover `surface` with the still picture (painted by `paint` when `key` changed), then
        draw the cards that are not on it."""
        sprites = list(cards)
        looks = [(card.look(), round(card.x), round(card.y), card.visible) for card in sprites]
        calm = {}
        for card, look in zip(sprites, looks):
            before = self._calm.get(id(card))
            calm[id(card)] = (look, before[1] + 1 if before is not None and before[0] == look else 0)
        self._calm = calm
        still = 0
        while still < len(sprites) and calm[id(sprites[still])][1] >= STILL_DRAWS:
            still += 1
        picture, kept = self._picture, len(self._kept)
        if (picture is None or picture.get_size() != surface.get_size() or key != self._key
                or looks[:kept] != self._kept or still < kept):
            if picture is None or picture.get_size() != surface.get_size():
                picture = pygame.Surface(surface.get_size())
                if pygame.display.get_surface() is not None:
                    picture = picture.convert()
            paint(picture)
            kept = 0
            self._key = key
        for card in sprites[kept:still]:
            card.draw(picture)
        self._picture, self._kept = picture, looks[:still]
        surface.blit(picture, (0, 0))
        for card in sprites[len(self._kept):]:
            card.draw(surface)

"""The still picture of a table: what lies under the cards with the cards at rest drawn on it,
kept as one window-sized opaque surface and made again only when something in it changes.

    still = StillLayer()
    still.draw(screen, key, paint, cards)   # paint(surface): the cloth and what lies on it

At 3840x2160 a frame that paints the cloth, its words and every resting card costs more than
the frame budget; a frame over a kept still picture is one opaque blit and the cards that move.
Even that blit is half the budget there, so a scene that draws the window alone (nothing over
it, no fade) draws a frame whose picture stayed the same only where it changed: where loose
cards were and are, and over its widgets and move log, whose pictures change in place (the
`alone` argument of `StillLayer.draw`). A table in a host that draws nothing over it but paints
its own band whole every frame (Watch: `TableHost.only_band`) counts as alone too.

`key` says what the painting under the cards depends on; the picture is painted again as soon
as it differs from the one it was painted for (compared with ==, so keep objects in it, never
their id(): a freed object's id is handed on). `table_key` makes the key of a TableScene.

A card joins the picture once it has not changed for STILL_DRAWS draws (a card that only
pauses between two moves would make the picture be painted again and again); cards that came
to rest above the kept ones are drawn onto the kept picture, and it is painted afresh when a
kept card changes (moves, turns, glows, goes).
"""
from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame
import pygame_gui

from scenes.kit.cards import STYLE, CardLayer, CardSprite
from scenes.kit.drag import DragAndDrop
from scenes.kit.focus import RING_GAP, RING_WIDTH
from scenes.kit.movelog import MoveLog

#: draws a card must stay unchanged before it is kept on the still picture
STILL_DRAWS = 30
#: a partial frame draws again in at most this many rectangles (each draws the layers over the
#: cards once more), of which the widgets and the move log take at most FIXED_PASSES
PASSES = 6
FIXED_PASSES = 3
#: a partial frame that would cover more than this share of the window is drawn whole
PARTIAL_SHARE = 0.5
#: the pixels of loose cards' pictures made again in one frame, at most (but always one): at
#: 3840x2160 turning a card a degree costs more than a millisecond, and ten cards in flight
#: turning in the same frame cost more than the frame; the others show their picture of the
#: frame before and are made first at the next
COMPOSE_PIXELS = 360_000
#: how much of each partial frame's costs the smoothed costs take in
LEARN = 0.1
#: a rectangle of a partial frame is worth at most this share of the window (a clock's hiccup
#: must not join every rectangle into one)
WORTH_SHARE = 1 / 16
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
    """A value for a key: plain values and containers by content, anything else by identity."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (tuple, list, set, frozenset)):
        items = tuple(value_of(item) for item in value)
        return (type(value).__name__, frozenset(items) if isinstance(value, (set, frozenset)) else items)
    if isinstance(value, dict):
        return ("dict", tuple((value_of(k), value_of(v)) for k, v in value.items()))
    if isinstance(value, pygame.Rect):
        return tuple(value)
    return Same(value)


def fingerprint(obj: object, skip: tuple[str, ...] = ()) -> tuple:
    """Every attribute of `obj` as a value_of: its flags, counts, lists, which View it holds
    (or what its `still_values()` gives). A table's own state that its drawing reads (an order
    being chosen, a pointer) then changes the key without the table listing it."""
    values = obj.still_values() if hasattr(obj, "still_values") else vars(obj)
    return tuple((name, value_of(value)) for name, value in values.items() if name not in skip)


def targets_key(drag: DragAndDrop | None) -> Hashable:
    """The legal targets glowing under a held or selected card (scenes.kit.drag), if any."""
    if drag is None or (drag.held is None and drag.selected is None):
        return None
    return Same(drag.held), Same(drag.selected), tuple(tuple(rect) for rect in drag.legal.values())


def table_key(table: Any, size: tuple[int, int]) -> tuple:
    """What a TableScene's painting under the cards may read: the window and its play area, the
    table's own attributes (its View, its flags; not its backdrop, which drawing makes once per
    window and play area), the player's settings, the card art style, how
    far the animation queue has got (a step that starts moves the picture's piles, a queued call
    changes what a table shows; a pause does not count), and the legal targets glowing under a
    held card. A table whose attributes change every frame without changing the picture gives
    `still_values()`: its attributes as they show (the key also decides whether a frame may be
    drawn in part, so what the overlay reads counts too)."""
    queue = table.queue
    return (size, tuple(table.play_area(size)), fingerprint(table, ("still", "app", "_backdrop")),
            fingerprint(table.app.settings), STYLE.version,
            queue.changes, targets_key(table.drag))


def merged(rects: Sequence[pygame.Rect], most: int, worth: float = 0) -> list[pygame.Rect]:
    """`rects` joined into at most `most`, each time the two whose union adds the least area
    (the costs of the pairs kept in a heap, so that thirty rectangles cost no more than a
    fraction of a millisecond), and further while a union adds fewer pixels than `worth`: what
    one rectangle more costs (overlapping ones, whose union adds less than nothing, are always
    joined: their common part would be drawn twice)."""
    alive = {n: pygame.Rect(rect) for n, rect in
             enumerate({tuple(rect) for rect in rects if rect.width > 0 and rect.height > 0})}
    if len(alive) <= 1:
        return list(alive.values())

    def growth(first: pygame.Rect, second: pygame.Rect) -> int:
        union = first.union(second)
        return union.width * union.height - first.width * first.height - second.width * second.height

    pairs = [(growth(alive[a], alive[b]), a, b) for a in alive for b in alive if a < b]
    heapq.heapify(pairs)
    made = len(alive)
    while len(alive) > 1:
        added, a, b = heapq.heappop(pairs)
        if a not in alive or b not in alive:
            continue
        if len(alive) <= most and added >= worth:
            break
        union = alive.pop(a).union(alive.pop(b))
        for other, rect in alive.items():
            heapq.heappush(pairs, (growth(union, rect), other, made))
        alive[made] = union
        made += 1
    return list(alive.values())


def widget_area(ui: pygame_gui.UIManager, log: MoveLog | None = None) -> list[pygame.Rect]:
    """Where a scene's widgets and a table's move log are drawn (and the keyboard's focus ring,
    which may lie just outside a button): what they show may change in place, so a partial
    frame always draws them again."""
    margin = 4 * (RING_GAP + RING_WIDTH)
    area = [pygame.Rect(pygame.Rect(entry[1]).topleft, (entry[2] or entry[0].get_rect()).size).inflate(margin, margin)
            for entry in ui.get_sprite_group().visible]       # (image, where, part, blend)
    if log is not None:
        area.append(log.strip.copy())
        if log.open:
            area.append(log.panel.copy())
    return area


class StillLayer:
    """One table's still picture (see the module docstring)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._picture: pygame.Surface | None = None
        #: the looks of the cards drawn on the picture, bottom first
        self._kept: list[tuple] = []
        #: each card's look at the last draw, and for how many draws it has not changed
        self._calm: dict[int, tuple[tuple, int]] = {}
        #: the last frame: (id, look, rect) of each card drawn over the
        #: picture, the fixed areas, the surface and whether it was drawn alone
        self._drawn: list[tuple] = []
        self._fixed: list[pygame.Rect] = []
        self._fixed_key: tuple = ()
        self._fixed_merged: list[pygame.Rect] = []
        self._surface: pygame.Surface | None = None
        self._alone = False
        #: for how many frames each loose card has shown an older picture (COMPOSE_PIXELS)
        self._waiting: dict[int, int] = {}
        #: the button in the keyboard's focus ring at the last frame (the app draws the ring)
        self._focus = None
        #: what partial frames have cost, smoothed: CPU seconds a pixel of a rectangle drawn
        #: again and a call of `top` (each rectangle calls it once, so that a dear overlay
        #: makes fewer, larger rectangles cheaper: see merged)
        self._pixel_cost = 0.0
        self._top_cost = 0.0

    def draw_table(self, table: Any, surface: pygame.Surface) -> None:
        """A TableScene's frame: its table, the glowing targets of a held card, its cards and
        what lies over them (`table.draw_top`). Drawing may change what the table shows (the
        overlay notes where it drew): a partial frame after which the key differs is drawn
        again whole."""
        def paint(under: pygame.Surface) -> None:
            table.draw_table(under)
            if table.drag is not None:
                table.drag.draw_targets(under)
        alone = self.alone(table, surface)
        size = surface.get_size()
        fixed = widget_area(table.ui, table.log) if alone else []
        partial = self.draw(surface, table_key(table, size), paint, table.cards, table.draw_top, alone, fixed)
        if partial and table_key(table, size) != self._key:
            self.draw(surface, table_key(table, size), paint, table.cards, table.draw_top)

    def alone(self, scene: Any, surface: pygame.Surface) -> bool:
        """Does `scene` draw the window by itself this frame: on top, no fade, the keyboard's
        focus ring (which the app draws) where it was, no hint or first tip pulsing, no card
        cursor ringing a card? Else its frames are drawn whole."""
        scenes, focus = scene.app.scenes, scene.app.focus.focused(scene)
        moved, self._focus = focus is not self._focus, focus
        tip, cursor = getattr(scene, "tip", None), getattr(scene, "cursor", None)
        host = getattr(scene, "host_scene", None)      # a table shown in Watch: its band is the host's
        on_top = scenes.top is scene or (host is not None and scenes.top is host and host.only_band)
        return (surface is scene.app.window and on_top and not scenes.fading and not moved
                and getattr(scene, "hint", None) is None and (tip is None or tip.shown is None)
                and (cursor is None or not cursor.visible))

    def forget(self) -> None:
        """Paint the picture afresh at the next draw."""
        self._key = None

    def draw(self, surface: pygame.Surface, key: tuple, paint: Callable[[pygame.Surface], None],
             cards: CardLayer, top: Callable[[pygame.Surface], None] | None = None,
             alone: bool = False, fixed: Sequence[pygame.Rect] = ()) -> bool:
        """Cover `surface` with the still picture (painted by `paint` when `key` changed), draw
        the cards that are not on it, then `top(surface)`: what lies over the cards.

        With `alone` the caller vouches that `surface` is the window, that nothing else draws on
        it and that `top` draws what it drew the last time but within `fixed` (widgets, whose
        pictures change in place) and over the cards. When the still picture stays the same and
        the last frame was drawn alone too, only the places where cards changed and `fixed` are
        drawn again, each with the surface clipped to it: at 3840x2160 one blit of the whole
        window costs about half a frame's budget. True when the frame was drawn so."""
        sprites = list(cards)
        looks, calm = self._settle(sprites)
        still = 0
        while still < len(sprites) and calm[id(sprites[still])][1] >= STILL_DRAWS:
            still += 1
        picture, kept, whole = self._keep(surface, key, paint, sprites, looks, still)
        loose = sprites[still:]
        images = self._images(loose, calm)
        drawn = [(id(card), (card.composed()[0], card.rough, *look[1:]), _drawn_rect(card, image))
                 for card, look, image in zip(loose, looks[still:], images)]
        passes = None
        if alone and self._alone and not whole and surface is self._surface:
            passes = self._passes(drawn, fixed, surface.get_rect())
        self._drawn, self._fixed, self._surface, self._alone = drawn, list(fixed), surface, alone
        if passes is None:
            surface.blit(picture, (0, 0))
            for card, image in zip(loose, images):
                _blit(surface, card, image)
            if top is not None:
                top(surface)
            return False
        self._draw_passes(surface, picture, passes, loose, images, drawn, top)
        return True

    def _settle(self, sprites: list[CardSprite]) -> tuple[list[tuple], dict[int, tuple[tuple, int]]]:
        """Each card's look this draw, and for how many draws in a row it has looked so (kept for
        the next draw)."""
        looks = [(card.look(), card.x, card.y, card.visible) for card in sprites]
        calm, last = {}, self._calm
        for name, look in zip(map(id, sprites), looks):
            before = last.get(name)
            calm[name] = (look, before[1] + 1 if before is not None and before[0] == look else 0)
        self._calm = calm
        return looks, calm

    def _keep(self, surface: pygame.Surface, key: tuple, paint: Callable[[pygame.Surface], None],
              sprites: list[CardSprite], looks: list[tuple], still: int) -> tuple[pygame.Surface, int, bool]:
        """Bring the still picture up to date with its `still` resting cards: painted afresh (then
        `whole` is True) when its size, its key or a kept card changed, else only the cards that
        came to rest drawn onto it. Returns the picture, how many cards it held before, and whole."""
        picture, kept = self._picture, len(self._kept)
        whole = (picture is None or picture.get_size() != surface.get_size() or key != self._key
                 or looks[:kept] != self._kept or still < kept)
        if whole:
            if picture is None or picture.get_size() != surface.get_size():
                picture = pygame.Surface(surface.get_size())
                if pygame.display.get_surface() is not None:
                    picture = picture.convert()
            paint(picture)
            kept = 0
            self._key = key
        assert picture is not None, "painted above when there was none"
        for card in sprites[kept:still]:
            card.draw(picture)
        self._picture, self._kept = picture, looks[:still]
        return picture, kept, whole

    def _draw_passes(self, surface: pygame.Surface, picture: pygame.Surface, passes: list[pygame.Rect],
                     loose: list[CardSprite], images: list[pygame.Surface | None], drawn: list[tuple],
                     top: Callable[[pygame.Surface], None] | None) -> None:
        """Draw the frame again only within `passes`, the surface clipped to each, and learn what
        a pixel and a pass of `top` cost."""
        blitting = topping = 0.0
        for rect in passes:
            start = time.thread_time()
            surface.set_clip(rect)
            surface.blit(picture, rect, rect)
            for card, image, entry in zip(loose, images, drawn):
                if entry[2] is not None and entry[2].colliderect(rect):
                    _blit(surface, card, image)
            middle = time.thread_time()
            if top is not None:
                top(surface)
            blitting, topping = blitting + middle - start, topping + time.thread_time() - middle
        surface.set_clip(None)
        self._learn(blitting / max(1, sum(rect.width * rect.height for rect in passes)), topping / max(1, len(passes)))

    def _learn(self, pixel: float, top: float) -> None:
        """Fold one partial frame's costs into the smoothed ones (the first taken as they are)."""
        if self._pixel_cost == 0.0:
            self._pixel_cost, self._top_cost = pixel, top
        else:
            self._pixel_cost += LEARN * (pixel - self._pixel_cost)
            self._top_cost += LEARN * (top - self._top_cost)

    def _images(self, loose: list[CardSprite], calm: dict[int, tuple[tuple, int]]) -> list[pygame.Surface | None]:
        """Each loose card's picture to draw this frame (None: not drawn). Those whose look
        changed are made again, those that waited longest first, up to COMPOSE_PIXELS; the rest
        keep last frame's picture one frame more. A card whose look changed since the last draw
        is in flight and made without smoothing (CardSprite.image's `rough`); one that stayed
        the same since is made again smoothed (within the same budget)."""
        moving = {name for name, (_, unchanged) in calm.items() if unchanged == 0}
        due = [card for card in loose if card.visible and card.squash > 0.01
               and (card.look() != card.composed()[0] or (card.rough and id(card) not in moving))]
        due.sort(key=lambda card: -self._waiting.get(id(card), 0))
        budget, waiting = COMPOSE_PIXELS, {}
        for card in due:
            if budget > 0 or card.composed()[1] is None:
                image = card.image(rough=id(card) in moving)
                budget -= image.get_width() * image.get_height()
            else:
                waiting[id(card)] = self._waiting.get(id(card), 0) + 1
        self._waiting = waiting
        return [card.composed()[1] if card.visible and card.squash > 0.01 else None for card in loose]

    def _passes(self, drawn: list[tuple], fixed: Sequence[pygame.Rect],
                window: pygame.Rect) -> list[pygame.Rect] | None:
        """The rectangles to draw again (None: the whole window): where a loose card was or is
        and differs, came, went or changed places in the order, and the fixed areas of this
        frame and the last."""
        before = {entry[0]: entry for entry in self._drawn}
        now = {entry[0]: entry for entry in drawn}
        order = [entry[0] for entry in drawn if entry[0] in before]
        reordered = order != [entry[0] for entry in self._drawn if entry[0] in now]
        changed = []
        for entry in drawn:
            if reordered or before.get(entry[0]) != entry:
                changed += _joined(entry[2], before[entry[0]][2] if entry[0] in before else None)
        for entry in self._drawn:
            if entry[0] not in now and entry[2] is not None:     # gone: where it was
                changed.append(entry[2])
        fixed_key = (tuple(map(tuple, fixed)), tuple(map(tuple, self._fixed)))
        if fixed_key != self._fixed_key:     # the widgets stay put: their areas are joined once
            areas = [rect.clip(window) for rect in (*fixed, *self._fixed)]
            self._fixed_key, self._fixed_merged = fixed_key, merged(areas, FIXED_PASSES)
        rects = [*self._fixed_merged, *(rect.clip(window) for rect in changed)]
        worth = self._top_cost / self._pixel_cost if self._pixel_cost > 0 else 0.0
        passes = merged(rects, PASSES, min(worth, WORTH_SHARE * window.width * window.height))
        if sum(rect.width * rect.height for rect in passes) > PARTIAL_SHARE * window.width * window.height:
            return None
        return passes


def _joined(now: pygame.Rect | None, before: pygame.Rect | None) -> list[pygame.Rect]:
    """Where a card that changed must be drawn again: its old and new places, as one rectangle
    when they overlap (a card in flight moves a little each frame)."""
    places = [rect for rect in (now, before) if rect is not None]
    if len(places) == 2 and places[0].colliderect(places[1]):
        return [places[0].union(places[1])]
    return places


def _drawn_rect(card: CardSprite, image: pygame.Surface | None) -> pygame.Rect | None:
    """Where `card` covers the window drawn as `image` (its shadow and glow too), None if nowhere."""
    return None if image is None else image.get_rect(center=(round(card.x), round(card.y)))


def _blit(surface: pygame.Surface, card: CardSprite, image: pygame.Surface | None) -> None:
    """`card` drawn as `image`, as CardSprite.draw draws its own."""
    if image is not None:
        surface.blit(image, image.get_rect(center=(round(card.x), round(card.y))))

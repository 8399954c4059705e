"""Layout zones: where cards rest, computed from the window size, so a resize re-lays everything.

A zone is a rect of the window plus a rule for spreading `n` cards in it: `Pile` (a stack
with a slight offset), `Row` (side by side, overlapping when short of room), `Fan` (a hand on
an arc), `Grid` (cols x rows cells, e.g. a Pixies area or a Flanx board). Zones never put a
card outside their rect, and a rect made by `frac_rect` lies inside the window.

A table computes its zones and its card size from the window in one method, and calls it on
start and on every resize:

    >>> def relayout(self, size, animate=False):
    ...     area = frac_rect(size, 0.05, 0.55, 0.9, 0.4)
    ...     card = fit_card_size(area, cols=9, rows=1)
    ...     self.zones = {"hand": Fan(area), "deck": Pile(frac_rect(size, 0.02, 0.05, 0.12, 0.3))}
    ...     tweens = self.zones["hand"].place(self.hand_cards, card, animate)
    ...     self.queue.play(Parallel(*tweens))

`place` sets each card's size and `home` (and z, bottom to top), then either jumps it there or
returns the tweens that slide it there.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from scenes.kit.cards import CARD_ASPECT, CardSprite
from scenes.kit.tween import Tween, move_home

Slot = tuple[float, float, float]   # the centre x, y and the angle of one card
MIN_CARD_WIDTH = 24


def frac_rect(size: tuple[int, int], x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rect given in fractions of the window (0..1), clipped to the window."""
    rect = pygame.Rect(round(size[0] * x), round(size[1] * y), round(size[0] * w), round(size[1] * h))
    return rect.clip(pygame.Rect(0, 0, *size))


def fit_card_size(area: pygame.Rect, cols: int = 1, rows: int = 1, gap: float = 0.1,
                  max_width: int | None = None, aspect: float = CARD_ASPECT) -> tuple[int, int]:
    """The largest card (height = `aspect` x width; 1.0 for square Flanx cards) that fits
    `cols` x `rows` cards with `gap` of a card width around each."""
    by_width = area.width / (cols + gap * (cols + 1))
    by_height = area.height / (rows * aspect + gap * (rows + 1))
    w = max(MIN_CARD_WIDTH, int(min(by_width, by_height)))
    if max_width is not None:
        w = min(w, max_width)
    return w, round(w * aspect)


class Zone:
    """A rect and a rule for where `n` cards rest in it."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def slots(self, count: int, card_size: tuple[int, int]) -> list[Slot]:
        raise NotImplementedError

    def place(self, cards: Sequence[CardSprite], card_size: tuple[int, int], animate: bool = False,
              base_z: float | None = None) -> list[Tween]:
        """Give each card its size and resting place here; jump there, or return the slides."""
        tweens = []
        for i, (card, (x, y, angle)) in enumerate(zip(cards, self.slots(len(cards), card_size))):
            card.size = card_size
            card.set_home(x, y, angle)
            if base_z is not None:
                card.z = base_z + i
            if animate:
                tweens.append(move_home(card))
            else:
                card.jump_home()
        return tweens


class Pile(Zone):
    """A stack: each card a little up and left of the one below, at most `depth` steps shown."""

    def __init__(self, rect: pygame.Rect, depth: int = 6, step: float = 0.012) -> None:
        super().__init__(rect)
        self.depth = depth
        self.step = step

    def slots(self, count: int, card_size: tuple[int, int]) -> list[Slot]:
        return [self.slot(index, count, card_size) for index in range(count)]

    def slot(self, index: int, count: int, card_size: tuple[int, int]) -> Slot:
        """The place of the card `index` (from the bottom) of `count`: a table that places each
        card of a deep pile alone asks for its place, not all the pile's."""
        offset = card_size[0] * self.step
        # the first cards share the bottom place, so only the top `depth` show an edge
        k = max(0, index - max(0, count - self.depth))
        cx, cy = self.rect.center
        lift = offset * (min(count, self.depth) - 1) / 2
        return cx + lift - k * offset, cy + lift - k * offset, 0.0


class Row(Zone):
    """Side by side, centred; overlapping when the row is wider than the rect."""

    def __init__(self, rect: pygame.Rect, gap: float = 0.12, vertical: bool = False) -> None:
        super().__init__(rect)
        self.gap = gap
        self.vertical = vertical

    def slots(self, count: int, card_size: tuple[int, int]) -> list[Slot]:
        if count == 0:
            return []
        along = card_size[1] if self.vertical else card_size[0]
        room = (self.rect.height if self.vertical else self.rect.width) - along
        pitch = along * (1 + self.gap)
        if count > 1:
            pitch = min(pitch, max(0.0, room) / (count - 1))
        start = -pitch * (count - 1) / 2
        cx, cy = self.rect.center
        if self.vertical:
            return [(cx, cy + start + i * pitch, 0.0) for i in range(count)]
        return [(cx + start + i * pitch, cy, 0.0) for i in range(count)]


class Fan(Zone):
    """A hand held on an arc: cards overlap and turn out from the middle."""

    def __init__(self, rect: pygame.Rect, spread: float = 5.0, max_angle: float = 18.0,
                 upside_down: bool = False) -> None:
        super().__init__(rect)
        self.spread = spread          # degrees between neighbours
        self.max_angle = max_angle
        self.upside_down = upside_down  # an opponent's hand across the table

    def slots(self, count: int, card_size: tuple[int, int]) -> list[Slot]:
        if count == 0:
            return []
        w, h = card_size
        step = min(self.spread, 2 * self.max_angle / max(1, count - 1))
        half_turn = step * (count - 1) / 2
        # a turned card needs more room: keep its bounding box inside the rect
        reach = (w * math.cos(math.radians(half_turn)) + h * math.sin(math.radians(half_turn))) / 2
        pitch = min(w * 0.62, max(0.0, self.rect.width - 2 * reach) / max(1, count - 1))
        drop_room = max(0.0, self.rect.height - h - w * math.sin(math.radians(half_turn)))
        sags = [abs(i - (count - 1) / 2) ** 2 * pitch * math.sin(math.radians(step)) for i in range(count)]
        shrink = min(1.0, drop_room / max(sags)) if max(sags) > 0 else 1.0
        top = self.rect.centery - max(sags) * shrink / 2
        slots = []
        for i, sag in enumerate(sags):
            k = i - (count - 1) / 2
            x = self.rect.centerx + k * pitch
            if self.upside_down:
                slots.append((x, 2 * self.rect.centery - top - sag * shrink, k * step))
            else:
                slots.append((x, top + sag * shrink, -k * step))
        return slots


class Grid(Zone):
    """`cols` x `rows` cells filled row by row; `cell_rect(i)` gives drop targets."""

    def __init__(self, rect: pygame.Rect, cols: int, rows: int, gap: float = 0.1,
                 aspect: float = CARD_ASPECT) -> None:
        super().__init__(rect)
        self.cols = cols
        self.rows = rows
        self.gap = gap
        self.aspect = aspect

    def card_size(self) -> tuple[int, int]:
        """The largest card that fits every cell."""
        return fit_card_size(self.rect, self.cols, self.rows, self.gap, aspect=self.aspect)

    def _pitch(self, card_size: tuple[int, int]) -> tuple[float, float]:
        px = min(card_size[0] * (1 + self.gap), self.rect.width / self.cols)
        py = min(card_size[1] + card_size[0] * self.gap, self.rect.height / self.rows)
        return px, py

    def cell_centre(self, index: int, card_size: tuple[int, int]) -> tuple[float, float]:
        col, row = index % self.cols, index // self.cols
        px, py = self._pitch(card_size)
        x = self.rect.centerx + (col - (self.cols - 1) / 2) * px
        y = self.rect.centery + (row - (self.rows - 1) / 2) * py
        return x, y

    def cell_rect(self, index: int, card_size: tuple[int, int]) -> pygame.Rect:
        x, y = self.cell_centre(index, card_size)
        return pygame.Rect(0, 0, *card_size).move(round(x - card_size[0] / 2), round(y - card_size[1] / 2))

    def slots(self, count: int, card_size: tuple[int, int]) -> list[Slot]:
        return [(*self.cell_centre(i, card_size), 0.0) for i in range(min(count, self.cols * self.rows))]

    def place_at(self, cards_by_cell: dict[int, CardSprite], card_size: tuple[int, int],
                 animate: bool = False) -> list[Tween]:
        """Place cards in given cells (a sparse grid: the board of Flanx, a Pixies area)."""
        tweens = []
        for index, card in cards_by_cell.items():
            card.size = card_size
            card.set_home(*self.cell_centre(index, card_size), 0.0)
            if animate:
                tweens.append(move_home(card))
            else:
                card.jump_home()
        return tweens


def all_inside(cards: Iterable[CardSprite], size: tuple[int, int]) -> bool:
    """Is every visible card's resting rect inside a window of `size`?"""
    window = pygame.Rect(0, 0, *size)
    return all(window.contains(card.home_rect()) for card in cards if card.visible)

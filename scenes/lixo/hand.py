"""The person's hand, grouped by colour, in as few rows as keep every card's index corner in sight.

The cards lie side by side, each colour apart from the next. When they do not all fit, they
overlap, but never over another card's index corner (scenes.lixo.faces.index_rect): each shows
at least MIN_SHOWN of its width beside its right-hand neighbour. When even that does not fit,
the cards shrink a little, and then the hand goes into two rows (or more) of about the same
length, each lower row over the lower part of the row above it (ROW_SHOWN of a card's height
stays in sight): the largest cards that fit, in as few rows as that takes.

    >>> import pygame
    >>> places = arrange([0, 0, 1, 6], pygame.Rect(0, 0, 600, 150), (80, 112))
    >>> [p.size for p in places] == [(80, 112)] * 4, len({p.y for p in places})
    (True, 1)
    >>> rows = arrange([k % 15 for k in range(40)], pygame.Rect(0, 0, 600, 150), (80, 112))
    >>> len({p.y for p in rows}) > 1 and all(p.size[0] < 80 for p in rows)
    True
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.lixo.cards import KIND_COLOURS
from scenes.lixo.faces import INDEX_H, INDEX_W

#: how much of a card's width stays in sight beside its right-hand neighbour: at least (the index
#: corner and a little more), and what a hand with room to spare shows before it packs tighter
MIN_SHOWN, EASY_SHOWN = INDEX_W + 0.06, 0.62
#: how much of a card's height stays in sight above the row below it
ROW_SHOWN = INDEX_H + 0.06
#: the room between two colours, in card widths
GROUP_GAP = 0.2
#: side by side with room to spare, cards keep this much of a width apart
SPARE = 0.08
#: cards shrink at most to this share of their size; beyond, the rows pack tighter than readable
MIN_SCALE = 0.5
#: the steps in which cards shrink before the hand takes another row
SHRINK_STEP = 0.04


@dataclass(frozen=True)
class Place:
    x: float
    y: float
    size: tuple[int, int]
    z: int


def hand_order(kind: int) -> tuple:
    """A hand reads by colour: each colour's single-type cards, then its two-type cards."""
    colours = KIND_COLOURS[kind]
    return colours[0], len(colours), kind


def arrange(kinds: Sequence[int], area: pygame.Rect, card: tuple[int, int]) -> list[Place]:
    """A resting place for each card of `kinds` (in hand order), inside `area`, at most `card` large:
    the largest cards that fit, in as few rows as that takes."""
    if not kinds:
        return []
    breaks = [i > 0 and hand_order(kinds[i])[0] != hand_order(kinds[i - 1])[0] for i in range(len(kinds))]
    rows = 1
    while True:
        tallest, next_rows = _row_scale(area, card, rows), _row_scale(area, card, rows + 1)
        squeeze = tallest <= MIN_SCALE or rows >= len(kinds)
        # shrink the cards, down to what one more row would make them, before taking that row
        scale = tallest
        while True:
            size = (max(1, round(card[0] * scale)), max(1, round(card[1] * scale)))
            for shown in (EASY_SHOWN, MIN_SHOWN):
                packed = _balanced(breaks, size[0] * shown, size[0] * GROUP_GAP, area.width - size[0], rows, squeeze)
                if packed is not None:
                    return _places(packed, breaks, area, size)
            if scale <= next_rows:
                break
            scale = max(next_rows, scale - SHRINK_STEP)
        rows += 1


def _row_scale(area: pygame.Rect, card: tuple[int, int], rows: int) -> float:
    """How large the cards may be (a share of `card`) for `rows` rows to fit the area's height."""
    return min(1.0, area.height / (card[1] * (1 + (rows - 1) * ROW_SHOWN)))


def _balanced(breaks: list[bool], step: float, gap: float, room: float, rows: int,
              squeeze: bool) -> list[list[int]] | None:
    """`_pack` into the narrowest room that still takes `rows` rows, so the rows come out about as
    long as each other instead of a full row over a short one."""
    best = _pack(breaks, step, gap, room, rows, squeeze)
    if best is None or rows == 1 or squeeze:
        return best
    low, high = 0.0, room
    for _ in range(12):
        middle = (low + high) / 2
        packed = _pack(breaks, step, gap, middle, rows, False)
        if packed is None:
            low = middle
        else:
            high, best = middle, packed
    return best


def _pack(breaks: list[bool], step: float, gap: float, room: float, rows: int,
          squeeze: bool) -> list[list[int]] | None:
    """The cards' indexes by row, a colour kept whole in a row where it fits; None if more than
    `rows` rows are needed (with `squeeze`, the cards share out over `rows` rows anyway)."""
    if squeeze:
        per_row = -(-len(breaks) // rows)
        return [list(range(start, min(len(breaks), start + per_row))) for start in range(0, len(breaks), per_row)]
    lines: list[list[int]] = [[]]
    x = 0.0
    for i, new_colour in enumerate(breaks):
        if lines[-1]:
            advance = step + (gap if new_colour else 0.0)
            colour_width = step * (_colour_length(breaks, i) - 1)
            if x + advance > room or (new_colour and x + advance + colour_width > room and colour_width <= room):
                lines.append([])
                x = 0.0
            else:
                x += advance
        lines[-1].append(i)
    return lines if len(lines) <= rows else None


def _colour_length(breaks: list[bool], start: int) -> int:
    end = start + 1
    while end < len(breaks) and not breaks[end]:
        end += 1
    return end - start


def _places(lines: list[list[int]], breaks: list[bool], area: pygame.Rect, size: tuple[int, int]) -> list[Place]:
    """Each row centred, all rows with one step: as wide as the widest row allows, up to a little
    apart; the block of rows centred in the area."""
    w, h = size
    gap = w * GROUP_GAP
    step = w * (1 + SPARE)
    for line in lines:
        gaps = sum(1 for i in line[1:] if breaks[i])
        if len(line) > 1:
            step = min(step, (area.width - w - gaps * gap) / (len(line) - 1))
    step = max(step, 0.0)
    pitch = min(h * (1 + SPARE), (area.height - h) / (len(lines) - 1)) if len(lines) > 1 else 0.0
    top = area.centery - (h + pitch * (len(lines) - 1)) / 2 + h / 2
    places: dict[int, Place] = {}
    for r, line in enumerate(lines):
        offsets, x = [], 0.0
        for n, i in enumerate(line):
            if n:
                x += step + (gap if breaks[i] else 0.0)
            offsets.append(x)
        left = area.centerx - (offsets[-1] + w) / 2 + w / 2
        for n, i in enumerate(line):
            places[i] = Place(left + offsets[n], top + r * pitch, size, 100 * r + n)
    return [places[i] for i in range(len(breaks))]

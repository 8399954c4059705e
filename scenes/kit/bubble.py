"""Speech bubbles that point at something on the table: the hint's reason, the first-game tip,
a lesson's coach. Measured at the player's text size, so nothing is cut off, and placed where
they cover nothing the player needs (the cells where they act, what they point at).

    bubble = place_bubble("Blocks the cell behind your card.", target=cell_rect,
                          screen=table.play_area(size), avoid=[my_area], scale=150)
    draw_bubble(surface, bubble)          # the panel, its text and an arrow to the target
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.kit import palette
from scenes.kit.lang import _
from scenes.kit.theme import font, scaled, wrap

#: text size and widest bubble at 100 % text
TEXT_SIZE = 18
MAX_WIDTH = 400
PAD = 12
#: room between the bubble and what it points at, where the arrow runs
ARROW_ROOM = 36
MARGIN = 8


@dataclass
class Bubble:
    rect: pygame.Rect
    lines: list[str]
    size: int                       # the font size the lines were measured with
    target: pygame.Rect | None


def measure(text: str, scale: int, room: int) -> tuple[list[str], int, int, int]:
    """(lines, font size, width, height) of a bubble for `text` no wider than `room` pixels."""
    size = scaled(TEXT_SIZE, scale)
    face = font(size)
    inner = max(40, min(scaled(MAX_WIDTH, scale), room) - 2 * PAD)
    lines = [line for paragraph in text.split("\n") for line in (wrap(paragraph, face, inner) or [""])]
    width = max(face.size(line)[0] for line in lines) + 2 * PAD
    height = len(lines) * face.get_linesize() + 2 * PAD
    return lines, size, width, height


def place_bubble(text: str, target: pygame.Rect | None, screen: pygame.Rect,
                 avoid: Sequence[pygame.Rect] = (), scale: int = 100,
                 named: Sequence[pygame.Rect] = (), terse: bool = False) -> Bubble:
    """A bubble for `text` inside `screen`, beside `target` where that covers neither the target
    nor any of `avoid`; narrower (and taller) where only a narrow gap is clear; else where it
    covers the least of them. What the words name (`target` and `named`) it keeps clear above
    all: where no place is clear of them, the words get shorter (their last sentences go, then
    the last clauses of the first), not the target covered. A `terse` bubble (a hint: its rings
    show the move) gets shorter to keep clear of `avoid` too."""
    spoken = [*named, *([target] if target is not None else [])]
    clear = [*spoken, *avoid] if terse else spoken
    bubble = _place(text, target, screen, [*named, *avoid], scale, spoken)
    for shorter in shorter_texts(text, clauses=terse):
        if not any(bubble.rect.colliderect(rect) for rect in clear):
            break
        bubble = _place(shorter, target, screen, [*named, *avoid], scale, spoken)
    return bubble


def shorter_texts(text: str, clauses: bool = False) -> list[str]:
    r"""`text` with fewer and fewer of its sentences (the first one always stays), its last
    paragraph kept where it is a short aside such as "(Enter: go on)"; with `clauses`, then the
    first sentence without its last clauses (", and ...", then what follows its last colon).

    >>> shorter_texts("One. Two: more. Three.")
    ['One. Two: more.', 'One.']
    >>> shorter_texts("One. Two.\n(Enter: go on)"), shorter_texts("Just one, long sentence.")
    (['One.\n(Enter: go on)'], [])
    >>> shorter_texts("Hint: take the 5: it validates your 5 (+5 points now), and it keeps it from Ann.", True)
    ['Hint: take the 5: it validates your 5 (+5 points now).', 'Hint: take the 5.']
    """
    paragraphs = text.split("\n")
    aside = paragraphs.pop() if len(paragraphs) > 1 and paragraphs[-1].startswith("(") else None
    sentences = re.split(r"(?<=[.!?])\s+", " ".join(paragraphs).strip())
    out = [" ".join(sentences[:k]) for k in range(len(sentences) - 1, 0, -1)]
    first = sentences[0]
    while clauses:
        # the joiner the language puts before a last clause (", und ", ", и "): the words are cut there
        cut = first.rfind(_(", and "))
        head = first[:cut] if cut >= 0 else first[:max(0, first.rfind(": "))]
        if len(head) < 8:          # nothing but "Hint" would be left
            break
        first = head + "."
        out.append(first)
    return [f"{line}\n{aside}" if aside else line for line in out]


def _place(text: str, target: pygame.Rect | None, screen: pygame.Rect, avoid: Sequence[pygame.Rect],
           scale: int, spoken: Sequence[pygame.Rect]) -> Bubble:
    inside = screen.inflate(-2 * MARGIN, -2 * MARGIN)
    keep_clear = [*avoid, *([target] if target is not None else [])]
    near = target.center if target is not None else inside.center

    def cost(rect: pygame.Rect) -> tuple[int, float]:
        """What it covers, what the words name counting tenfold; then how far from the target."""
        covered = sum(_overlap(rect, k) for k in keep_clear) + 9 * sum(_overlap(rect, k) for k in spoken)
        return covered, math.dist(rect.center, near)
    widest = min(scaled(MAX_WIDTH, scale), inside.width)
    best: tuple | None = None
    for share in (1.0, 0.75, 0.55, 0.4):
        lines, size, width, height = measure(text, scale, max(120, round(widest * share)))
        if height > inside.height:
            continue
        rect = min(_candidates(pygame.Rect(0, 0, width, height), target, inside), key=cost)
        if best is None or cost(rect) < best[0]:
            best = (cost(rect), Bubble(rect, lines, size, target))
        if best[0][0] == 0:
            break
    if best is None:          # taller than the screen at any width: the widest, from the top
        lines, size, width, height = measure(text, scale, widest)
        return Bubble(pygame.Rect(inside.left, inside.top, width, height), lines, size, target)
    if best[0][0]:            # nothing clear yet: look closer, at more widths, in the gaps between things
        best = _closer_look(text, scale, widest, inside, target, keep_clear, cost, best)
    return best[1]


def _closer_look(text: str, scale: int, widest: int, inside: pygame.Rect, target: pygame.Rect | None,
                 keep_clear: Sequence[pygame.Rect], cost: Callable[[pygame.Rect], tuple[int, float]],
                 best: tuple[Any, Bubble]) -> tuple[Any, Bubble]:
    """The coarse grid found no clear spot: try more widths, each placed against the edges of
    what it must keep clear, preferring to cover fewer things, then less of them."""
    def touched(rect: pygame.Rect) -> tuple[int, int, float]:
        """Fewer things covered first (a corner of a seat's area is still covering it), then less of them."""
        return (len(rect.collidelistall(keep_clear)), *cost(rect))
    least = touched(best[1].rect)
    for share in FINE_SHARES:
        lines, size, width, height = measure(text, scale, max(120, round(widest * share)))
        if height > inside.height:
            continue
        spot = min(_gaps(pygame.Rect(0, 0, width, height), keep_clear, inside), key=touched, default=None)
        if spot is not None and (score := touched(spot)) < least:
            least, best = score, (cost(spot), Bubble(spot, lines, size, target))
        if least[0] == 0:
            break
    return best


#: the widths (shares of the widest) the closer look tries, widest first
FINE_SHARES = (0.9, 0.8, 0.7, 0.6, 0.5, 0.45)


def _gaps(box: pygame.Rect, keep_clear: Sequence[pygame.Rect], inside: pygame.Rect) -> list[pygame.Rect]:
    """`box` placed against each edge of the screen and of each thing to keep clear (a row of
    cards shares its edges, so the places are few), at every pairing of a left and a top."""
    gap = MARGIN // 2
    lefts = {inside.left, inside.right - box.width}
    tops = {inside.top, inside.bottom - box.height}
    for rect in keep_clear:
        lefts.update((rect.right + gap, rect.left - gap - box.width))
        tops.update((rect.bottom + gap, rect.top - gap - box.height))
    lefts = {x for x in lefts if inside.left <= x <= inside.right - box.width}
    tops = {y for y in tops if inside.top <= y <= inside.bottom - box.height}
    return [pygame.Rect(x, y, box.width, box.height) for x in lefts for y in tops]


def _candidates(box: pygame.Rect, target: pygame.Rect | None, inside: pygame.Rect) -> list[pygame.Rect]:
    """Beside the target (below, above, right, left), then anywhere on a grid over the screen."""
    out = []
    if target is not None:
        for side in ("below", "above", "right", "left"):
            spot = box.copy()
            if side == "below":
                spot.midtop = (target.centerx, target.bottom + ARROW_ROOM)
            elif side == "above":
                spot.midbottom = (target.centerx, target.top - ARROW_ROOM)
            elif side == "right":
                spot.midleft = (target.right + ARROW_ROOM, target.centery)
            else:
                spot.midright = (target.left - ARROW_ROOM, target.centery)
            out.append(spot.clamp(inside))
    for fx in (0.0, 0.25, 0.5, 0.75, 1.0):
        for fy in (0.0, 0.25, 0.5, 0.75, 1.0):
            spot = box.copy()
            spot.center = (round(inside.left + fx * inside.width), round(inside.top + fy * inside.height))
            out.append(spot.clamp(inside))
    return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.width * clipped.height


def draw_bubble(surface: pygame.Surface, bubble: Bubble, colour: tuple = palette.GLOW) -> None:
    if bubble.target is not None and not bubble.rect.colliderect(bubble.target):
        draw_arrow(surface, bubble.rect, bubble.target, colour)
    pygame.draw.rect(surface, palette.PANEL, bubble.rect, border_radius=12)
    pygame.draw.rect(surface, colour, bubble.rect, width=2, border_radius=12)
    face = font(bubble.size)
    y = bubble.rect.top + PAD
    for line in bubble.lines:
        surface.blit(face.render(line, True, palette.TEXT), (bubble.rect.left + PAD, y))
        y += face.get_linesize()


def draw_arrow(surface: pygame.Surface, bubble: pygame.Rect, target: pygame.Rect, colour: tuple) -> None:
    """From the bubble's nearest edge to the target's, with a head at the target."""
    start = _nearest_edge(bubble, target.center)
    end = _nearest_edge(target.inflate(8, 8), start)
    pygame.draw.line(surface, colour, start, end, 4)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = [end] + [(end[0] - 14 * math.cos(angle + side), end[1] - 14 * math.sin(angle + side))
                    for side in (0.45, -0.45)]
    pygame.draw.polygon(surface, colour, head)


def _nearest_edge(rect: pygame.Rect, point: tuple[float, float]) -> tuple[float, float]:
    """The point of `rect`'s border on the way from its centre towards `point`."""
    x = max(rect.left, min(rect.right, point[0]))
    y = max(rect.top, min(rect.bottom, point[1]))
    if rect.collidepoint(x, y) and rect.left < x < rect.right and rect.top < y < rect.bottom:
        # the point is inside: go to the closest side
        sides = {(rect.left, y): x - rect.left, (rect.right, y): rect.right - x,
                 (x, rect.top): y - rect.top, (x, rect.bottom): rect.bottom - y}
        return min(sides, key=lambda side: sides[side])
    return x, y

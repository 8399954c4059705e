"""Pixies card faces and backs, painted procedurally for the kit's card cache.

A face shows, from top to bottom: the number large in the top-left corner (and small, turned,
in the bottom-right), the card's colour as the background (a multicoloured card in four
bands), a cream window with its spirals, its crosses or its special mark, and, with the
colour-blind symbols on (Settings), the colour's ColorADD-style sign at the bottom centre (as on
the printed cards), so no rule depends on telling colours apart.

    sprite = CardSprite(card_id, paint_face, back_painter=paint_back)
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.pixies.cards import CARDS, MULTI, colour_name
from scenes.kit import palette
from scenes.kit.cards import STYLE
from scenes.kit.symbols import draw_colour_symbol
from scenes.kit.theme import font

SPIRAL_INK = (36, 92, 60)
CROSS_INK = (178, 40, 36)
BACK_TOP = (58, 44, 104)
BACK_BOTTOM = (24, 70, 96)
BACK_STAR = (250, 226, 150)


def card_colour(card_id: int) -> tuple:
    return palette.PIXIES[colour_name(CARDS[card_id].colours)]


def paint_face(surface: pygame.Surface, card_id: int, face: pygame.Rect) -> None:
    card = CARDS[card_id]
    _paint_background(surface, card.colours, face)
    w, h = face.size
    window = pygame.Rect(0, 0, round(w * 0.8), round(h * 0.38))
    window.center = (face.centerx, face.top + round(h * 0.5))
    if card.special or card.spirals or card.crosses:
        pygame.draw.rect(surface, palette.CARD_CREAM, window, border_radius=max(2, w // 12))
    _paint_number(surface, card.number, face)
    if card.special:
        _paint_special(surface, card.colours, window)
    elif card.spirals:
        _paint_marks(surface, window, card.spirals, _spiral)
    elif card.crosses:
        _paint_marks(surface, window, card.crosses, _cross)
    if STYLE.colour_blind:        # the colour's ColorADD-style sign, as the Settings ask
        mark = pygame.Rect(0, 0, round(w * 0.3), round(w * 0.3))
        mark.midbottom = (face.centerx, face.bottom - round(h * 0.035))
        pygame.draw.ellipse(surface, palette.CARD_CREAM, mark.inflate(round(w * 0.14), round(w * 0.04)))
        draw_colour_symbol(surface, "pixies", colour_name(card.colours),
                           mark.inflate(-max(2, w // 20), -max(2, w // 20)))


def _paint_background(surface: pygame.Surface, colours: int, face: pygame.Rect) -> None:
    if colours == MULTI:
        bands = palette.PIXIES_MULTI_BANDS
        step = face.height / len(bands)
        for i, colour in enumerate(bands):
            top = face.top + round(i * step)
            band = round((i + 1) * step) - round(i * step)
            pygame.draw.rect(surface, colour, pygame.Rect(face.left, top, face.width, band))
    else:
        surface.fill(palette.PIXIES[colour_name(colours)], face)


def _paint_number(surface: pygame.Surface, number: int, face: pygame.Rect) -> None:
    w, h = face.size
    size = max(10, round(h * 0.27))
    text = font(size, bold=True).render(str(number), True, palette.CARD_CREAM)
    outline = font(size, bold=True).render(str(number), True, palette.INK)
    pos = (face.left + round(w * 0.08), face.top + round(h * 0.005))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
        surface.blit(outline, (pos[0] + dx * max(1, w // 60), pos[1] + dy * max(1, w // 60)))
    surface.blit(text, pos)
    # upright, not turned as on print: a turned 9 reads as a 6
    small = font(max(8, round(h * 0.11)), bold=True).render(str(number), True, palette.CARD_CREAM)
    surface.blit(small, small.get_rect(bottomright=(face.right - round(w * 0.06), face.bottom - round(h * 0.015))))


def _paint_marks(surface: pygame.Surface, window: pygame.Rect, count: int,
                 mark: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
    """`count` marks in up to 2 rows of 3, centred in the window."""
    rows = 1 if count <= 3 else 2
    per_row = math.ceil(count / rows)
    side = min(window.width / 3.3, window.height / (rows + 0.35))
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        cx = window.centerx + (col - (in_row - 1) / 2) * side * 1.05
        cy = window.centery + (row - (rows - 1) / 2) * side * 1.05
        mark(surface, pygame.Rect(round(cx - side / 2), round(cy - side / 2), round(side), round(side)))


def _spiral(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An Archimedean spiral of two and a half turns, drawn big and scaled down (antialiased)."""
    ss = 4
    big = pygame.Surface((rect.width * ss, rect.height * ss), pygame.SRCALPHA)
    c = big.get_width() / 2
    turns, points = 2.5, []
    for i in range(120):
        t = i / 119
        angle = t * turns * 2 * math.pi
        radius = c * 0.9 * t
        points.append((c + radius * math.cos(angle), c + radius * math.sin(angle)))
    pygame.draw.lines(big, SPIRAL_INK, False, points, max(2, big.get_width() // 9))
    surface.blit(pygame.transform.smoothscale(big, rect.size), rect.topleft)


def _cross(surface: pygame.Surface, rect: pygame.Rect) -> None:
    ss = 4
    big = pygame.Surface((rect.width * ss, rect.height * ss), pygame.SRCALPHA)
    s = big.get_width()
    width = max(3, s // 6)
    pygame.draw.line(big, CROSS_INK, (s * 0.18, s * 0.18), (s * 0.82, s * 0.82), width)
    pygame.draw.line(big, CROSS_INK, (s * 0.82, s * 0.18), (s * 0.18, s * 0.82), width)
    surface.blit(pygame.transform.smoothscale(big, rect.size), rect.topleft)


def _paint_special(surface: pygame.Surface, colours: int, window: pygame.Rect) -> None:
    """The special mark: one spiral per card of this colour, drawn as 'spiral / colour mark'."""
    side = round(min(window.width / 2.6, window.height * 0.8))
    left = pygame.Rect(0, 0, side, side)
    left.midright = (window.centerx - side // 8, window.centery)
    _spiral(surface, left)
    bar = font(max(8, side), bold=True).render("/", True, palette.INK)
    surface.blit(bar, bar.get_rect(center=window.center))
    right = pygame.Rect(0, 0, side, side)
    right.midleft = (window.centerx + side // 8, window.centery)
    pygame.draw.rect(surface, palette.PIXIES[colour_name(colours)], right, border_radius=max(2, side // 5))
    draw_colour_symbol(surface, "pixies", colour_name(colours), right.inflate(-side // 4, -side // 4),
                       palette.CARD_CREAM)


def paint_back(surface: pygame.Surface, _card_id: object, face: pygame.Rect) -> None:
    """The shared artwork of every back: a dusk gradient with a few stars and a crescent."""
    h = face.height
    for y in range(h):
        pygame.draw.line(surface, palette.mix(BACK_TOP, BACK_BOTTOM, y / max(1, h - 1)),
                         (face.left, face.top + y), (face.right - 1, face.top + y))
    w = face.width
    for fx, fy, r in ((0.22, 0.2, 0.035), (0.74, 0.3, 0.025), (0.35, 0.72, 0.03), (0.8, 0.8, 0.04), (0.55, 0.12, 0.02)):
        pygame.draw.circle(surface, BACK_STAR, (face.left + fx * w, face.top + fy * h), max(1, r * w))
    centre = (face.centerx, face.centery)
    pygame.draw.circle(surface, BACK_STAR, centre, w * 0.2)
    pygame.draw.circle(surface, palette.mix(BACK_TOP, BACK_BOTTOM, 0.5),
                       (centre[0] + w * 0.08, centre[1] - w * 0.05), w * 0.17)
    pygame.draw.rect(surface, BACK_STAR, face.inflate(-w * 0.12, -w * 0.12), width=max(1, w // 40),
                     border_radius=max(2, w // 14))

"""Flanx card art for the tables: Zen's face painter, colour-blind marks, and a back per deck.

The faces are the ones the Zen table draws (scenes.zen.faces: the band with its POINT, NOTCH
or SLANT ends, the half-circles, pink with a pale ring). With the colour-blind setting on,
each half-circle also carries a letter, G or P, so green and pink never rely on hue. Backs
take the deck's own colour (white, black and Toddler's tints), so a pile shows whose it is.

    CardSprite(card_id, paint_face, size=(80, 80), back_painter=paint_back, back_id=deck_of(card_id))
"""
from __future__ import annotations

import pygame

from game.flanx.cards import CIRCLES, DECK_NAMES, left, right
from scenes.kit import palette
from scenes.kit.cards import STYLE
from scenes.kit.theme import font
from scenes.zen.faces import RADIUS, paint_flanx

MARK_LETTERS = {"green": "G", "pink": "P"}


def paint_face(surface: pygame.Surface, card_id: int, face_rect: pygame.Rect) -> None:
    """The Zen face, plus G / P in the half-circles when colour-blind symbols are on."""
    paint_flanx(surface, card_id, face_rect)
    if STYLE.colour_blind:
        draw_circle_letters(surface, int(card_id))


def draw_circle_letters(surface: pygame.Surface, c: int) -> None:
    w, h = surface.get_size()
    r = w * RADIUS
    text_font = font(max(7, round(r * 0.72)), bold=True)
    for x, colour_index in ((r * 0.5, left(c)), (w - r * 0.5, right(c))):
        letter = text_font.render(MARK_LETTERS[CIRCLES[colour_index]], True, palette.INK)
        surface.blit(letter, letter.get_rect(center=(round(x), h // 2)))


def paint_back(surface: pygame.Surface, deck: int, face_rect: pygame.Rect) -> None:
    """The deck's colour with an inset frame and a diamond in the middle."""
    name = DECK_NAMES[int(deck or 0)]
    base = palette.FLANX_DECKS[name]
    ink = palette.FLANX_DECK_INK[name]
    surface.fill(base)
    w, h = surface.get_size()
    inset = max(3, w // 10)
    frame = surface.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surface, palette.mix(base, ink, 0.35), frame, width=max(1, w // 30), border_radius=inset)
    cx, cy, d = w // 2, h // 2, w // 5
    pygame.draw.polygon(surface, palette.mix(base, ink, 0.5), [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])

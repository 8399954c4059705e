"""Flanx card faces for the kit's CardSprite: the deck colour, the central shape and its two
ends, the two half-circles. Drawn at 3x and scaled down once per size (the kit caches it).

    CardSprite(card_id, paint_flanx, size=(90, 90))       # Flanx cards are square

The shape is a vertical band through the middle of the card. Its top and bottom ends are:
POINT, a tip reaching the edge; NOTCH, a V cut into the end; SLANT, one corner cut away
(on the top end the left corner, on the bottom end the right one), so that two cards one
above the other visibly lock: a tip into a notch, a slant along a slant. The half-circles
sit on the left and right edges; beside a fitting card they close into one full circle. Pink
half-circles carry a pale ring, so the two colours differ in shape as well as in hue.
"""
from __future__ import annotations

import pygame

from game.flanx.cards import CIRCLES, DECK_NAMES, NOTCH, POINT, bottom, deck_of, left, right, top
from scenes.kit import palette

_SS = 3                # supersampling factor
BAND = 0.34            # the band's width, as a share of the card's width
DEPTH = 0.2            # how deep an end's tip, notch or slant reaches into the card
RADIUS = 0.17          # the half-circles' radius, as a share of the card's width


def deck_colours(card_id: int) -> tuple[palette.Colour, palette.Colour]:
    """(background, shape ink) for the card's deck."""
    name = DECK_NAMES[deck_of(card_id)]
    return palette.FLANX_DECKS[name], palette.FLANX_DECK_INK[name]


def band_outline(w: int, h: int, top_end: int, bottom_end: int) -> list[tuple[float, float]]:
    """The band's polygon, clockwise from its top-left corner, with both ends shaped."""
    x0, x1 = w * (0.5 - BAND / 2), w * (0.5 + BAND / 2)
    mid, d = w / 2, h * DEPTH
    if top_end == POINT:
        upper = [(x0, d), (mid, 0), (x1, d)]
    elif top_end == NOTCH:
        upper = [(x0, 0), (mid, d), (x1, 0)]
    else:
        upper = [(x0, d), (x1, 0)]
    if bottom_end == POINT:
        lower = [(x1, h - d), (mid, h), (x0, h - d)]
    elif bottom_end == NOTCH:
        lower = [(x1, h), (mid, h - d), (x0, h)]
    else:
        lower = [(x1, h - d), (x0, h)]
    return upper + lower


def paint_flanx(surface: pygame.Surface, card_id: int, face_rect: pygame.Rect) -> None:
    """The kit's face painter for a Flanx card id (game.flanx.cards packing)."""
    c = int(card_id)
    background, ink = deck_colours(c)
    w, h = surface.get_width() * _SS, surface.get_height() * _SS
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    big.fill(background)
    pygame.draw.polygon(big, ink, band_outline(w, h, top(c), bottom(c)))
    r = round(w * RADIUS)
    for x, colour_index in ((0, left(c)), (w, right(c))):
        name = CIRCLES[colour_index]
        pygame.draw.circle(big, palette.FLANX_CIRCLES[name], (x, h // 2), r)
        if name == "pink":
            pygame.draw.circle(big, palette.CARD_CREAM, (x, h // 2), round(r * 0.55), width=max(2, r // 6))
    surface.blit(pygame.transform.smoothscale(big, surface.get_size()), (0, 0))


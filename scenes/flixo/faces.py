"""Flixo card faces and backs, painted procedurally for the kit's card cache.

A number card shows its number large in the middle and small in two corners, on a band of
colour that groups the numbers (-1 and 0 blue, 1-4 green, 5-8 yellow, 9-10 red), so a line of
equal numbers reads at a glance.  A Flixo is the same number with a face: two eyes and a grin
on a violet card.  Every card has the same back (face down, a Flixo and a number look alike).
The eye token, which the team puts on a face-down card it has peeked at, is `draw_eye_token`.

    sprite = CardSprite(card_id, paint_face, back_painter=paint_back)
"""
from __future__ import annotations

import pygame

from game.flixo.cards import VALUE, is_flixo
from scenes.kit import palette
from scenes.kit.theme import font

FLIXO_VIOLET = palette.PIXIES["multi"]
BACK_TOP = (40, 64, 112)
BACK_BOTTOM = (22, 38, 74)
BACK_MARK = (236, 214, 150)


def number_colour(number: int) -> tuple:
    """The band colour of a number: a line of one number is one colour."""
    if number <= 0:
        return palette.PIXIES["blue"]
    if number <= 4:
        return palette.PIXIES["green"]
    if number <= 8:
        return palette.PIXIES["yellow"]
    return palette.PIXIES["red"]


def paint_face(surface: pygame.Surface, card_id: int, face: pygame.Rect) -> None:
    number = VALUE[card_id]
    flixo = is_flixo(card_id)
    colour = FLIXO_VIOLET if flixo else number_colour(number)
    w, h = face.size
    band = pygame.Rect(face.left, face.top + round(h * 0.16), w, round(h * 0.68))
    pygame.draw.rect(surface, colour, band, border_radius=max(2, w // 10))
    text = str(number)
    big = font(round(h * (0.34 if flixo else 0.44)), bold=True)
    label = big.render(text, True, palette.CARD_CREAM)
    centre_y = band.centery + (round(h * 0.12) if flixo else 0)
    surface.blit(label, label.get_rect(center=(band.centerx, centre_y)))
    if flixo:
        _paint_face_of_flixo(surface, pygame.Rect(band.left, band.top, w, round(band.height * 0.42)))
    small = font(max(8, round(h * 0.13)), bold=True)
    corner = small.render(text, True, colour if not flixo else FLIXO_VIOLET)
    surface.blit(corner, corner.get_rect(topleft=(face.left + round(w * 0.06), face.top + round(h * 0.01))))
    turned = pygame.transform.rotate(corner, 180)
    surface.blit(turned, turned.get_rect(bottomright=(face.right - round(w * 0.06), face.bottom - round(h * 0.01))))


def _paint_face_of_flixo(surface: pygame.Surface, area: pygame.Rect) -> None:
    """Two eyes and a grin: the numbers with faces."""
    w, h = area.size
    r = max(2, round(min(w, h) * 0.16))
    for dx in (-0.2, 0.2):
        centre = (round(area.centerx + dx * w), round(area.top + h * 0.5))
        pygame.draw.circle(surface, palette.CARD_CREAM, centre, r)
        pygame.draw.circle(surface, palette.INK, (centre[0] + r // 3, centre[1] + r // 4), max(1, r // 2))
    mouth = pygame.Rect(0, 0, round(w * 0.36), round(h * 0.5))
    mouth.center = (area.centerx, round(area.top + h * 0.78))
    pygame.draw.arc(surface, palette.CARD_CREAM, mouth, 3.5, 5.9, max(1, r // 2))


def paint_back(surface: pygame.Surface, _back_id: object, face: pygame.Rect) -> None:
    """One back for every card: deep blue with a light diamond and a question mark."""
    w, h = face.size
    for row in range(h):
        t = row / max(1, h - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(BACK_TOP, BACK_BOTTOM))
        pygame.draw.line(surface, colour, (face.left, face.top + row), (face.right - 1, face.top + row))
    cx, cy = face.center
    diamond = [(cx, cy - h * 0.3), (cx + w * 0.32, cy), (cx, cy + h * 0.3), (cx - w * 0.32, cy)]
    pygame.draw.polygon(surface, BACK_MARK, diamond, max(1, w // 30))
    mark = font(round(h * 0.3), bold=True).render("?", True, BACK_MARK)
    surface.blit(mark, mark.get_rect(center=face.center))


def draw_eye_token(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The eye token: a cream disc with an eye, at the top right of a card's `rect`."""
    r = max(7, rect.width // 6)
    centre = (rect.right - r - 2, rect.top + r + 2)
    pygame.draw.circle(surface, palette.CARD_CREAM, centre, r)
    pygame.draw.circle(surface, palette.INK, centre, r, max(1, r // 6))
    eye = pygame.Rect(0, 0, round(r * 1.4), round(r * 0.8))
    eye.center = centre
    pygame.draw.ellipse(surface, palette.INK, eye, max(1, r // 6))
    pygame.draw.circle(surface, palette.INK, centre, max(2, r // 3))

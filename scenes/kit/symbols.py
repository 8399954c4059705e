"""Colour-blind symbols: a small shape for every colour name, so colour is never the only cue.

LIXO's bins print their own shapes (yellow square, blue triangle, green cross, red star, grey
circle). Pixies prints ColorADD-style marks: a slash for yellow, a solid triangle pointing left
for blue, one pointing right for red, and the marks of a mixed colour combined (green = yellow +
blue; multicoloured = all three). `draw_colour_symbol` picks the right one for a game family.

Shapes are drawn four times larger and scaled down smoothly, so they stay crisp and
antialiased at card sizes.

    >>> import pygame
    >>> from scenes.kit.symbols import draw_colour_symbol, draw_symbol
    >>> face = pygame.Surface((60, 84), pygame.SRCALPHA)
    >>> draw_colour_symbol(face, "lixo", "red", pygame.Rect(20, 30, 20, 20))     # a star
    >>> draw_symbol(face, "coloradd-green", pygame.Rect(4, 60, 16, 16), (35, 35, 43))
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from scenes.kit.palette import INK, Colour

_SUPERSAMPLE = 4

LIXO_SHAPES: dict[str, str] = {
    "yellow": "square", "blue": "triangle", "green": "cross", "red": "star", "grey": "circle",
}
PIXIES_SHAPES: dict[str, str] = {
    "yellow": "coloradd-yellow", "blue": "coloradd-blue", "red": "coloradd-red",
    "green": "coloradd-green", "multi": "coloradd-multi",
}
FAMILIES: dict[str, dict[str, str]] = {"lixo": LIXO_SHAPES, "pixies": PIXIES_SHAPES}


def draw_colour_symbol(surface: pygame.Surface, family: str, colour_name: str,
                       rect: pygame.Rect, colour: Colour = INK) -> None:
    """Draw the symbol `family` ("lixo" or "pixies") uses for `colour_name` inside `rect`."""
    draw_symbol(surface, FAMILIES[family][colour_name], rect, colour)


def draw_symbol(surface: pygame.Surface, shape: str, rect: pygame.Rect, colour: Colour = INK) -> None:
    """Draw one named shape (see SHAPES) centred in `rect`, antialiased."""
    side = min(rect.width, rect.height)
    if side <= 0:
        return
    big = pygame.Surface((side * _SUPERSAMPLE, side * _SUPERSAMPLE), pygame.SRCALPHA)
    SHAPES[shape](big, colour, big.get_width())
    small = pygame.transform.smoothscale(big, (side, side))
    surface.blit(small, small.get_rect(center=rect.center))


# -- the shapes: each draws into a square surface of side `s` ------------------------------

def _square(surf: pygame.Surface, colour: Colour, s: int) -> None:
    m = s * 0.14
    pygame.draw.rect(surf, colour, pygame.Rect(m, m, s - 2 * m, s - 2 * m), border_radius=int(s * 0.06))


def _triangle(surf: pygame.Surface, colour: Colour, s: int) -> None:
    pygame.draw.polygon(surf, colour, [(s * 0.5, s * 0.08), (s * 0.95, s * 0.88), (s * 0.05, s * 0.88)])


def _cross(surf: pygame.Surface, colour: Colour, s: int) -> None:
    arm = s * 0.3
    pygame.draw.rect(surf, colour, pygame.Rect((s - arm) / 2, s * 0.06, arm, s * 0.88))
    pygame.draw.rect(surf, colour, pygame.Rect(s * 0.06, (s - arm) / 2, s * 0.88, arm))


def _star(surf: pygame.Surface, colour: Colour, s: int) -> None:
    points = []
    for i in range(10):
        radius = s * (0.48 if i % 2 == 0 else 0.2)
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((s / 2 + radius * math.cos(angle), s * 0.54 + radius * math.sin(angle)))
    pygame.draw.polygon(surf, colour, points)


def _circle(surf: pygame.Surface, colour: Colour, s: int) -> None:
    pygame.draw.circle(surf, colour, (s / 2, s / 2), s * 0.42)


def _slash(surf: pygame.Surface, colour: Colour, s: int) -> None:
    pygame.draw.line(surf, colour, (s * 0.2, s * 0.92), (s * 0.8, s * 0.08), max(1, int(s * 0.16)))


def _left_triangle(surf: pygame.Surface, colour: Colour, s: int) -> None:
    pygame.draw.polygon(surf, colour, [(s * 0.1, s * 0.5), (s * 0.9, s * 0.1), (s * 0.9, s * 0.9)])


def _right_triangle(surf: pygame.Surface, colour: Colour, s: int) -> None:
    pygame.draw.polygon(surf, colour, [(s * 0.9, s * 0.5), (s * 0.1, s * 0.1), (s * 0.1, s * 0.9)])


def _side_by_side(*marks: Callable[[pygame.Surface, Colour, int], None]) -> Callable:
    """A mixed colour: its primaries' marks drawn next to each other, each in its own slot."""
    def draw(surf: pygame.Surface, colour: Colour, s: int) -> None:
        slot = s // len(marks)
        for i, mark in enumerate(marks):
            part = pygame.Surface((slot, slot), pygame.SRCALPHA)
            mark(part, colour, slot)
            surf.blit(part, (i * slot, (s - slot) // 2))
    return draw


SHAPES: dict[str, Callable[[pygame.Surface, Colour, int], None]] = {
    "square": _square,
    "triangle": _triangle,
    "cross": _cross,
    "star": _star,
    "circle": _circle,
    "coloradd-yellow": _slash,
    "coloradd-blue": _left_triangle,
    "coloradd-red": _right_triangle,
    "coloradd-green": _side_by_side(_slash, _left_triangle),
    "coloradd-multi": _side_by_side(_slash, _left_triangle, _right_triangle),
}

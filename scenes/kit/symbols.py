"""Colour-blind symbols: a small shape for every colour name, so colour is never the only cue.

Each game declares the shape its cards print beside each of its colours (`SYMBOLS` in its
presentation, scenes.kit.declared): LIXO's bins print their own shapes (yellow square, blue
triangle, green cross, red star, grey circle); Pixies prints ColorADD marks: a slash for yellow,
a solid triangle pointing left for blue, one pointing right for red, and the marks of a mixed
colour combined (green = yellow + blue; multicoloured = all three). `draw_colour_symbol` draws a
game's shape for a colour. The kit draws the shapes in SHAPES; a game that needs another declares
its own (`SHAPES` in its presentation) and names it in its SYMBOLS.

Shapes are drawn four times larger and scaled down smoothly, so they stay crisp and
antialiased at card sizes.

    >>> import pygame
    >>> from scenes.kit.symbols import draw_colour_symbol, draw_symbol
    >>> face = pygame.Surface((60, 84), pygame.SRCALPHA)
    >>> draw_colour_symbol(face, "lixo", "red", pygame.Rect(20, 30, 20, 20))     # a star
    >>> draw_symbol(face, "coloradd-green", pygame.Rect(4, 60, 16, 16), (35, 35, 43))
    >>> family("lixo")["red"]
    'star'
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game import GAMES
from scenes.kit.declared import declared, load_entry
from scenes.kit.palette import INK, Colour

_SUPERSAMPLE = 4
#: draws a shape into a square surface: (surface, colour, side)
Drawing = Callable[[pygame.Surface, Colour, int], None]


def family(game_name: str) -> dict[str, str]:
    """`game_name`'s colour names -> the shape printed beside each (empty: it declares none)."""
    return dict(declared(game_name, "SYMBOLS", {}))


def game_shapes(game_name: str) -> dict[str, Drawing]:
    """The shapes `game_name` draws itself (its presentation's SHAPES), by name."""
    entry = declared(game_name, "SHAPES")
    return dict(load_entry(entry)) if entry else {}


def shape_drawing(shape: str) -> Drawing:
    """How to draw the shape named `shape`: the kit's, or one a game declares."""
    found = SHAPES.get(shape)
    for name in GAMES if found is None else ():
        found = game_shapes(name).get(shape)
        if found is not None:
            break
    if found is None:
        raise KeyError(f"no game declares a shape {shape!r}")
    return found


def draw_colour_symbol(surface: pygame.Surface, game_name: str, colour_name: str,
                       rect: pygame.Rect, colour: Colour = INK) -> None:
    """Draw the symbol `game_name` prints beside `colour_name`, inside `rect`."""
    draw_symbol(surface, family(game_name)[colour_name], rect, colour)


def draw_symbol(surface: pygame.Surface, shape: str, rect: pygame.Rect, colour: Colour = INK) -> None:
    """Draw one named shape (the kit's SHAPES, or a game's own) centred in `rect`, antialiased."""
    side = min(rect.width, rect.height)
    if side <= 0:
        return
    big = pygame.Surface((side * _SUPERSAMPLE, side * _SUPERSAMPLE), pygame.SRCALPHA)
    shape_drawing(shape)(big, colour, big.get_width())
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


def _side_by_side(*marks: Drawing) -> Drawing:
    """A mixed colour: its primaries' marks drawn next to each other, each in its own slot."""
    def draw(surf: pygame.Surface, colour: Colour, s: int) -> None:
        slot = s // len(marks)
        for i, mark in enumerate(marks):
            part = pygame.Surface((slot, slot), pygame.SRCALPHA)
            mark(part, colour, slot)
            surf.blit(part, (i * slot, (s - slot) // 2))
    return draw


SHAPES: dict[str, Drawing] = {
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

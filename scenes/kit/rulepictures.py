"""What the rules' pictures share: real cards, drawn with each table's own painters, laid out on a
grid of equal cells so they line up like cards on the table. Each game's `scenes/<game>/pictures.py`
draws its pictures with these (scenes.rules calls its `rule_picture(kind, width)`).
"""
from __future__ import annotations

import pygame

from scenes.kit import palette

GAP = 8
#: a card of the pictures is this wide at most
CARD_WIDTH = 64


def layout(cells: list[tuple[float, float, pygame.Surface]], cell: tuple[int, int]) -> pygame.Surface:
    """Blit each image at (column, row) of a grid of `cell`-sized places with GAP between them."""
    step_x, step_y = cell[0] + GAP, cell[1] + GAP
    width = int(max(c for c, _, _ in cells) * step_x) + cell[0]
    height = int(max(r for _, r, _ in cells) * step_y) + cell[1]
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    for column, row, image in cells:
        picture.blit(image, (round(column * step_x), round(row * step_y)))
    return picture


def outline(image: pygame.Surface) -> pygame.Surface:
    """A copy of `image` with the glow colour around it: the cards a rule is about."""
    marked = image.copy()
    pygame.draw.rect(marked, palette.GLOW, marked.get_rect(), width=3, border_radius=6)
    return marked


def card_size(width: int, columns: int, aspect: float = 1.4) -> tuple[int, int]:
    w = min(CARD_WIDTH, (width - (columns - 1) * GAP) // columns)
    return w, round(w * aspect)

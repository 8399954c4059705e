"""Zen's own pictures of cards: the faint silhouette of a form's empty cell (the table and the
rules picture draw it) and a form's thumbnail (the booklet)."""
from __future__ import annotations

import pygame

from game.flanx.cards import DECK_NAMES, FACES
from game.zen.form import Form
from scenes.flanx.faces import paint_face
from scenes.kit import palette
from scenes.kit.cards import STYLE, cached_art, face_image

GHOST_ALPHA = 190           # how faint an empty cell's card is: its colours must still read


def ghost_image(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The card's face, faint: the silhouette of an empty cell of the form."""
    def make() -> pygame.Surface:
        image = face_image(paint_face, card, size).copy()
        image.set_alpha(GHOST_ALPHA)
        return image
    return cached_art(("zen-ghost", card, size, STYLE.version), make)


def draw_thumbnail(surface: pygame.Surface, form: Form, rect: pygame.Rect) -> None:
    """The form's picture inside `rect`: one small square per card in its deck colour."""
    min_c, min_r, cols, rows = form.bounds()
    pygame.draw.rect(surface, palette.FELT, rect, border_radius=8)
    cell = max(3, min((rect.width - 8) // cols, (rect.height - 8) // rows, 22))
    left = rect.centerx - cols * cell // 2
    top = rect.centery - rows * cell // 2
    for (c, r), k in form.cells.items():
        deck = DECK_NAMES[k // FACES]
        square = pygame.Rect(left + (c - min_c) * cell, top + (r - min_r) * cell, cell - 1, cell - 1)
        pygame.draw.rect(surface, palette.FLANX_DECKS[deck], square, border_radius=max(1, cell // 6))
        if deck == "black":   # a pale rim, so black cards read on the green
            pygame.draw.rect(surface, palette.SLOT_EDGE, square, width=1, border_radius=max(1, cell // 6))

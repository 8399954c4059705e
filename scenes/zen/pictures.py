"""The Zen rules' pictures (scenes.rules calls `rule_picture(kind, width)`), drawn with the
table's own art: a form half built, placed cards over the faint silhouettes of the rest.
"""
from __future__ import annotations

import pygame

from game.zen import booklet
from scenes.flanx.faces import paint_face
from scenes.kit.cards import face_image
from scenes.zen.art import ghost_image

#: the form shown, and how many of its cards are already placed (in reading order)
EXAMPLE, PLACED = "Owl", 5


def rule_picture(kind: str, width: int) -> pygame.Surface | None:
    """The picture named `kind` in assets/rules/zen.json, at most `width` pixels wide."""
    if kind != "form":
        return None
    form = booklet.find(EXAMPLE)
    min_c, min_r, cols, rows = form.bounds()
    cell = max(24, min(72, width // cols))
    surface = pygame.Surface((cols * cell, rows * cell), pygame.SRCALPHA)
    for i, (cell_pos, card) in enumerate(sorted(form.cells.items(), key=lambda kv: (kv[0][1], kv[0][0]))):
        x, y = (cell_pos[0] - min_c) * cell, (cell_pos[1] - min_r) * cell
        art = face_image(paint_face, card, (cell, cell)) if i < PLACED else ghost_image(card, (cell, cell))
        surface.blit(art, (x, y))
    return surface

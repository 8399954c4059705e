"""The Flanx rules' pictures: the kinds of card, cards that fit (scenes.rules calls
`rule_picture(kind, width)` for a section of assets/rules/flanx.json that names one).
"""
from __future__ import annotations

import pygame

from game.flanx import cards as flanx_cards
from scenes.flanx.faces import paint_face as flanx_face
from scenes.kit.cards import face_image
from scenes.kit.rulepictures import GAP, layout, outline


def _flanx_fitting_trio() -> tuple[int, int, int]:
    """A white card, a black card that fits to its right, and a black card that fits above it."""
    white = flanx_cards.card(flanx_cards.WHITE, flanx_cards.face(flanx_cards.POINT, flanx_cards.NOTCH,
                                                                 flanx_cards.GREEN, flanx_cards.PINK))
    blacks = flanx_cards.deck(flanx_cards.BLACK)
    right = next(c for c in blacks if flanx_cards.fits_beside(white, c))
    above = next(c for c in blacks if flanx_cards.fits_above(c, white) and c != right)
    return white, right, above


def rule_picture(kind: str, width: int) -> pygame.Surface | None:
    side = min(72, (width - 3 * GAP) // 4)
    size = (side, side)
    if kind == "cards":
        faces = [flanx_cards.card(flanx_cards.WHITE, f) for f in (0, 13, 26)]
        faces += [flanx_cards.card(flanx_cards.BLACK, f) for f in (7, 35)]
        return layout([(i, 0, face_image(flanx_face, c, size)) for i, c in enumerate(faces)], size)
    if kind == "fit":
        white, right, above = _flanx_fitting_trio()
        return layout([(0, 1, face_image(flanx_face, white, size)),
                       (1, 1, outline(face_image(flanx_face, right, size))),
                       (0, 0, outline(face_image(flanx_face, above, size)))], size)
    return None

"""The Pixies rules' pictures: the kinds of card, a validation, a colour zone (scenes.rules calls
`rule_picture(kind, width)` for a section of assets/rules/pixies.json that names one).
"""
from __future__ import annotations

import pygame

from game.pixies.cards import CARDS, MULTI
from scenes.kit.cards import back_image, face_image
from scenes.kit.rulepictures import card_size, layout, outline
from scenes.pixies.faces import paint_back as pixies_back
from scenes.pixies.faces import paint_face as pixies_face


def _pixies_card(**wanted: int) -> int:
    """The first card of the deck with all the `wanted` attributes."""
    return next(i for i, c in enumerate(CARDS) if all(getattr(c, k) == v for k, v in wanted.items()))


def rule_picture(kind: str, width: int) -> pygame.Surface | None:
    if kind == "cards":
        ids = [_pixies_card(spirals=6), _pixies_card(crosses=6), _pixies_card(special=True),
               _pixies_card(colours=MULTI)]
        size = card_size(width, len(ids))
        return layout([(i, 0, face_image(pixies_face, c, size)) for i, c in enumerate(ids)], size)
    if kind == "placement":
        size = card_size(width, 4)
        five, other_five = [i for i, c in enumerate(CARDS) if c.number == 5][:2]
        tucked = back_image(pixies_back, size)
        return layout([(0, 0, face_image(pixies_face, five, size)), (1.4, 0.12, tucked),
                       (1.4, 0, outline(face_image(pixies_face, other_five, size)))], size)
    if kind == "zone":
        size = card_size(width, 3)
        blues = [i for i, c in enumerate(CARDS) if c.colours == 0b0001 and c.number in (1, 2, 4, 5)][:4]
        spots = [(0, 0), (1, 0), (0, 1), (1, 1)]
        return layout([(x, y, outline(face_image(pixies_face, c, size))) for (x, y), c in zip(spots, blues)], size)
    return None

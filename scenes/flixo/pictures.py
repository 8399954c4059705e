"""The Flixo rules' pictures: a display, a line removed (scenes.rules calls
`rule_picture(kind, width)` for a section of assets/rules/flixo.json that names one).
"""
from __future__ import annotations

import pygame

from game.flixo.cards import flixo_card, number_card
from scenes.flixo.faces import paint_back as flixo_back
from scenes.flixo.faces import paint_face as flixo_face
from scenes.kit.cards import back_image, face_image
from scenes.kit.rulepictures import card_size, layout, outline


def rule_picture(kind: str, width: int) -> pygame.Surface | None:
    size = card_size(width, 4)
    back = back_image(flixo_back, size)
    if kind == "display":
        shown = {(1, 0): number_card(0, 4), (2, 2): number_card(1, 7)}
        return layout([(x, y, face_image(flixo_face, shown[(x, y)], size) if (x, y) in shown else back)
                       for y in range(3) for x in range(3)], size)
    if kind == "removal":
        line = [number_card(0, 3), flixo_card(3), number_card(2, 3)]
        cells: list[tuple[float, float, pygame.Surface]] = [(1, y, outline(face_image(flixo_face, card, size)))
                                                            for y, card in enumerate(line)]
        cells += [(x, y, back) for y in range(3) for x in (0, 2)]
        return layout(cells, size)
    return None

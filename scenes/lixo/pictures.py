"""The LIXO? rules' pictures: bins and rubbish, and a bin won (scenes.rules calls
`rule_picture(kind, width)` for a section of assets/rules/lixo.json that names one).
"""
from __future__ import annotations

import pygame

from game.lixo.cards import bin_card, pair_kind
from scenes.kit.cards import face_image
from scenes.kit.rulepictures import card_size, layout, outline
from scenes.lixo.faces import paint_bin, paint_rubbish


def rule_picture(kind: str, width: int) -> pygame.Surface | None:
    if kind == "cards":
        size = card_size(width, 7)
        bins = [face_image(paint_bin, bin_card(colour, colour + 1), size) for colour in range(5)]
        rubbish = [face_image(paint_rubbish, 2, size), face_image(paint_rubbish, pair_kind(0, 1), size)]
        return layout([(i, 0, image) for i, image in enumerate(bins + rubbish)], size)
    if kind == "resolution":
        size = card_size(width, 6)
        red_bin = outline(face_image(paint_bin, bin_card(3, 4), size))
        bid = [face_image(paint_rubbish, kind_, size) for kind_ in (3, 3, pair_kind(3, 4))]
        return layout([(0, 0, red_bin)] + [(1.6 + i * 0.45, 0, image) for i, image in enumerate(bid)], size)
    return None

"""LIXO? card art: rubbish cards, bins, the recycling card and the two backs.

Every colour is drawn with its shape too (yellow square, blue triangle, green cross, red star,
grey circle), as the real cards print them, so nothing depends on telling colours apart.
A two-type rubbish card is split in two, one colour and shape in each half.

Every rubbish card carries its index in the top left corner (`index_rect`): the shape of its
colour, or a disc of each colour for a two-type card. A hand is laid out so that no card covers
another's index, so a hand of any size reads by its corners.

Painters follow the kit's signature `painter(surface, card_id, face_rect)`:
`paint_rubbish` takes a rubbish kind (0-14), `paint_bin` a bin-deck card (0-29), and `paint_card`
any card id on the table (game.lixo.cards: a kind, or a bin-deck card's `bin_id`).
"""
from __future__ import annotations

import math

import pygame

from game.lixo.cards import COLOURS, KIND_COLOURS, SHAPES, bin_colour, bin_of, bin_value, is_bin_id, is_recycling
from scenes.kit import palette
from scenes.kit.lang import _
from scenes.kit.palette import Colour
from scenes.kit.symbols import draw_symbol
from scenes.kit.theme import font

RECYCLING_GREEN = (46, 128, 74)
#: the index corner of a rubbish card, as shares of its width and height
INDEX_W, INDEX_H = 0.36, 0.5
STACK_BACK = (58, 112, 80)
BIN_BACK = (52, 60, 92)


def colour_of(colour: int) -> tuple[int, int, int]:
    return palette.LIXO[COLOURS[colour]]


def shape_of(colour: int) -> str:
    return SHAPES[colour]


def index_rect(card: pygame.Rect) -> pygame.Rect:
    """The corner of a rubbish card that says what it is: it must stay uncovered in a hand."""
    return pygame.Rect(card.left, card.top, round(card.width * INDEX_W), round(card.height * INDEX_H))


def paint_card(surface: pygame.Surface, card_id: int, face: pygame.Rect) -> None:
    """Any card on the table: a rubbish kind, or a bin-deck card by its table id."""
    if is_bin_id(card_id):
        paint_bin(surface, bin_of(card_id), face)
    else:
        paint_rubbish(surface, card_id, face)


def _text(surface: pygame.Surface, text: str, size: int, colour: Colour, centre: tuple[float, float],
          bold: bool = True) -> None:
    image = font(max(8, size), bold).render(text, True, colour)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _emblem(surface: pygame.Surface, colour: int, centre: tuple[float, float], side: int) -> None:
    """The colour's shape in cream on a disc of the colour's dark shade: readable on any fill."""
    disc = palette.mix(colour_of(colour), palette.INK, 0.35)
    pygame.draw.circle(surface, disc, centre, side * 0.62)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = centre
    draw_symbol(surface, shape_of(colour), rect, palette.CARD_CREAM)


def paint_rubbish(surface: pygame.Surface, kind: int, face: pygame.Rect) -> None:
    colours = KIND_COLOURS[kind]
    inset = face.inflate(-face.width * 0.12, -face.width * 0.12)
    if len(colours) == 1:
        surface.fill(colour_of(colours[0]), inset)
        _emblem(surface, colours[0], face.center, max(8, int(face.width * 0.42)))
        _corner_marks(surface, colours[0], face)
        return
    first, second = colours
    top, bottom = inset.copy(), inset.copy()
    top.height = inset.height // 2
    bottom.top, bottom.height = top.bottom, inset.height - top.height
    surface.fill(colour_of(first), top)
    surface.fill(colour_of(second), bottom)
    pygame.draw.line(surface, palette.CARD_CREAM, (inset.left, top.bottom), (inset.right, top.bottom),
                     max(1, face.width // 30))
    # the big emblems right of the index corner, which holds a small disc of each colour
    side = max(8, int(face.width * 0.28))
    x = face.left + face.width * 0.64
    _emblem(surface, first, (x, top.centery), side)
    _emblem(surface, second, (x, bottom.centery), side)
    corner = index_rect(face)
    small = max(6, int(face.width * 0.2))
    for colour, y in ((first, 0.28), (second, 0.7)):
        centre = (round(corner.centerx + face.width * 0.02), round(corner.top + corner.height * y))
        pygame.draw.circle(surface, palette.CARD_CREAM, centre, small * 0.62 + max(1, face.width // 40))
        _emblem(surface, colour, centre, small)


def _corner_marks(surface: pygame.Surface, colour: int, face: pygame.Rect) -> None:
    """The colour's shape in the index corner and the opposite one, as on printed cards held in a fan."""
    side = max(6, int(face.width * 0.2))
    corner = index_rect(face)
    for centre in ((corner.centerx, corner.top + corner.height * 0.28),
                   (face.right - corner.width / 2, face.bottom - corner.height * 0.28)):
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(centre[0]), round(centre[1]))
        draw_symbol(surface, shape_of(colour), rect, palette.CARD_CREAM)


def paint_bin(surface: pygame.Surface, card: int, face: pygame.Rect) -> None:
    if is_recycling(card):
        paint_recycling(surface, card, face)
        return
    colour, value = bin_colour(card), bin_value(card)
    fill = colour_of(colour)
    ink = palette.ink_on(fill)
    w, h = face.size
    surface.fill(palette.mix(fill, palette.CARD_CREAM, 0.75), face)
    body = pygame.Rect(0, 0, w * 0.62, h * 0.5)
    body.midbottom = (face.centerx, face.bottom - h * 0.08)
    lid = pygame.Rect(0, 0, w * 0.72, h * 0.07)
    lid.midbottom = (face.centerx, body.top - h * 0.01)
    pygame.draw.rect(surface, fill, body, border_bottom_left_radius=max(2, w // 12),
                     border_bottom_right_radius=max(2, w // 12))
    pygame.draw.rect(surface, palette.mix(fill, palette.INK, 0.3), lid, border_radius=max(1, w // 30))
    _emblem(surface, colour, body.center, max(8, int(w * 0.26)))
    _text(surface, str(value), int(h * 0.26), palette.INK, (face.left + w * 0.2, face.top + h * 0.17))
    _text(surface, str(value), int(h * 0.13), ink, (body.right - w * 0.1, body.bottom - h * 0.08))
    small = pygame.Rect(0, 0, int(w * 0.2), int(w * 0.2))
    small.center = (round(face.right - w * 0.2), round(face.top + h * 0.17))
    draw_symbol(surface, shape_of(colour), small, palette.mix(fill, palette.INK, 0.25))


def paint_recycling(surface: pygame.Surface, _card: int, face: pygame.Rect) -> None:
    surface.fill(palette.mix(RECYCLING_GREEN, palette.CARD_CREAM, 0.8), face)
    w, h = face.size
    centre = face.center
    radius = w * 0.3
    for i in range(3):
        _arrow(surface, centre, radius, 120 * i, max(2, w // 14), RECYCLING_GREEN)
    _text(surface, "+5", int(h * 0.16), RECYCLING_GREEN, (centre[0], face.top + h * 0.14))
    _text(surface, _("each"), int(h * 0.09), RECYCLING_GREEN, (centre[0], face.bottom - h * 0.12), bold=False)


def _arrow(surface: pygame.Surface, centre: tuple[int, int], radius: float, start_deg: float, width: int,
           colour: Colour) -> None:
    """One of the three chasing arrows of the recycling sign: an arc with a head."""
    start = math.radians(start_deg + 12)
    end = math.radians(start_deg + 100)
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = centre
    pygame.draw.arc(surface, colour, rect, start, end, width)
    tip = (centre[0] + radius * math.cos(end), centre[1] - radius * math.sin(end))
    back = end - 0.35
    left = (centre[0] + (radius + width * 1.6) * math.cos(back), centre[1] - (radius + width * 1.6) * math.sin(back))
    right = (centre[0] + (radius - width * 1.6) * math.cos(back), centre[1] - (radius - width * 1.6) * math.sin(back))
    pygame.draw.polygon(surface, colour, [tip, left, right])


def paint_stack_back(surface: pygame.Surface, _back_id: object, face: pygame.Rect) -> None:
    """The rubbish stack's back: the recycling sign on green."""
    surface.fill(STACK_BACK, face)
    inner = face.inflate(-face.width * 0.14, -face.width * 0.14)
    pygame.draw.rect(surface, palette.mix(STACK_BACK, palette.CARD_CREAM, 0.35), inner,
                     width=max(1, face.width // 30), border_radius=max(2, face.width // 14))
    for i in range(3):
        _arrow(surface, face.center, face.width * 0.24, 120 * i, max(2, face.width // 16), palette.CARD_CREAM)


def paint_bin_back(surface: pygame.Surface, _back_id: object, face: pygame.Rect) -> None:
    """The bin deck's back: a big question mark."""
    surface.fill(BIN_BACK, face)
    inner = face.inflate(-face.width * 0.14, -face.width * 0.14)
    pygame.draw.rect(surface, palette.mix(BIN_BACK, palette.CARD_CREAM, 0.35), inner,
                     width=max(1, face.width // 30), border_radius=max(2, face.width // 14))
    _text(surface, "?", int(face.height * 0.5), palette.CARD_CREAM, face.center)

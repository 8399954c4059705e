"""The rules' pictures for Pixies, LIXO?, Flixo and Flanx, drawn with each table's own painters.

scenes.rules calls `<game>_picture(kind, width)` for a section naming a picture in
assets/rules/<game>.json; each returns a small layout of real cards (or None for a kind it
does not draw). A layout is a list of (column, row, image) on a grid of equal cells, so the
pictures line up like cards on the table.
"""
from __future__ import annotations

import pygame

from game.flanx import cards as flanx_cards
from game.flixo.cards import flixo_card, number_card
from game.lixo.cards import bin_card, pair_kind
from game.pixies.cards import CARDS, MULTI
from scenes.kit import palette
from scenes.kit.cards import back_image, face_image
from scenes.flanx.faces import paint_face as flanx_face
from scenes.flixo.faces import paint_back as flixo_back
from scenes.flixo.faces import paint_face as flixo_face
from scenes.lixo.faces import paint_bin, paint_rubbish
from scenes.pixies.faces import paint_back as pixies_back
from scenes.pixies.faces import paint_face as pixies_face

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


# -- Pixies --------------------------------------------------------------------------------------
def _pixies_card(**wanted) -> int:
    """The first card of the deck with all the `wanted` attributes."""
    return next(i for i, c in enumerate(CARDS) if all(getattr(c, k) == v for k, v in wanted.items()))


def pixies_picture(kind: str, width: int) -> pygame.Surface | None:
    if kind == "cards":
        ids = [_pixies_card(spirals=6), _pixies_card(crosses=6), _pixies_card(special=True), _pixies_card(colours=MULTI)]
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


# -- LIXO? ---------------------------------------------------------------------------------------
def lixo_picture(kind: str, width: int) -> pygame.Surface | None:
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


# -- Flixo ---------------------------------------------------------------------------------------
def flixo_picture(kind: str, width: int) -> pygame.Surface | None:
    size = card_size(width, 4)
    back = back_image(flixo_back, size)
    if kind == "display":
        shown = {(1, 0): number_card(0, 4), (2, 2): number_card(1, 7)}
        return layout([(x, y, face_image(flixo_face, shown[(x, y)], size) if (x, y) in shown else back)
                       for y in range(3) for x in range(3)], size)
    if kind == "removal":
        line = [number_card(0, 3), flixo_card(3), number_card(2, 3)]
        cells = [(1, y, outline(face_image(flixo_face, card, size))) for y, card in enumerate(line)]
        cells += [(x, y, back) for y in range(3) for x in (0, 2)]
        return layout(cells, size)
    return None


# -- Flanx ---------------------------------------------------------------------------------------
def _flanx_fitting_trio() -> tuple[int, int, int]:
    """A white card, a black card that fits to its right, and a black card that fits above it."""
    white = flanx_cards.card(flanx_cards.WHITE, flanx_cards.face(flanx_cards.POINT, flanx_cards.NOTCH,
                                                                 flanx_cards.GREEN, flanx_cards.PINK))
    blacks = flanx_cards.deck(flanx_cards.BLACK)
    right = next(c for c in blacks if flanx_cards.fits_beside(white, c))
    above = next(c for c in blacks if flanx_cards.fits_above(c, white) and c != right)
    return white, right, above


def flanx_picture(kind: str, width: int) -> pygame.Surface | None:
    side = min(72, (width - 3 * GAP) // 4)
    size = (side, side)
    if kind == "cards":
        faces = [flanx_cards.card(flanx_cards.WHITE, f) for f in (0, 13, 26)]
        faces += [flanx_cards.card(flanx_cards.BLACK, f) for f in (7, 35)]
        return layout([(i, 0, face_image(flanx_face, c, size)) for i, c in enumerate(faces)], size)
    if kind == "fit":
        white, right, above = _flanx_fitting_trio()
        return layout([(0, 1, face_image(flanx_face, white, size)), (1, 1, outline(face_image(flanx_face, right, size))),
                       (0, 0, outline(face_image(flanx_face, above, size)))], size)
    return None

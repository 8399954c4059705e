"""What the Flanx table paints itself, under and over the cards: the board and its edges, the seat
panels with their piles, the veil over hand cards that fit nowhere, the outlined ending and the
countdown. Pure drawing from a plan (scenes.flanx.layout) and what the table passes in.
"""
from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.flanx.actions import FlanxEnded
from scenes.flanx.faces import paint_back
from scenes.flanx.layout import FlanxPlan
from scenes.kit import palette
from scenes.kit.cards import CardSprite, back_image
from scenes.kit.lang import _
from scenes.kit.theme import font

BOARD_FELT = palette.mix(palette.FELT, palette.FELT_DARK, 0.45)
CELL_LINE = palette.mix(palette.FELT, palette.FELT_LIGHT, 0.9)
PANEL = palette.mix(palette.FELT, palette.FELT_DARK, 0.35)
VEIL = (20, 20, 24, 150)


def paint_board(surface: pygame.Surface, plan: FlanxPlan, race_to_top: bool) -> None:
    """The board's grid, and the edges raced to: each player's own edge in their colour (white
    below, black above), or (Toddler, `race_to_top`) the top edge in gold. Still: painted once
    per layout onto the table's backdrop."""
    pygame.draw.rect(surface, BOARD_FELT, plan.board.inflate(8, 8), border_radius=6)
    for col in range(1, plan.cols):
        x = plan.board.x + col * plan.cell
        pygame.draw.line(surface, CELL_LINE, (x, plan.board.top + 2), (x, plan.board.bottom - 3))
    for row in range(1, plan.rows):
        y = plan.board.y + row * plan.cell
        pygame.draw.line(surface, CELL_LINE, (plan.board.left + 2, y), (plan.board.right - 3, y))
    board = plan.board
    strip = max(4, plan.cell // 14)
    if race_to_top:
        edges = {"top": palette.GLOW}
    else:
        edges = {"top": palette.FLANX_DECKS["black"], "bottom": palette.FLANX_DECKS["white"]}
    for side, colour in edges.items():
        y = board.top - strip - 3 if side == "top" else board.bottom + 3
        pygame.draw.rect(surface, colour, (board.left, y, board.width, strip), border_radius=strip // 2)
        pygame.draw.rect(surface, palette.INK_SOFT, (board.left, y, board.width, strip), width=1,
                         border_radius=strip // 2)


def paint_panel(surface: pygame.Surface, plan: FlanxPlan, seat: int, label: str) -> None:
    """A seat's panel ground, its name and its empty pile slots: still, painted once per layout."""
    pygame.draw.rect(surface, PANEL, plan.panels[seat], border_radius=10)
    text = font(17, bold=True).render(label, True, palette.TEXT)
    surface.blit(text, plan.label_pos(seat))
    for which in ("deck", "discard"):
        rect = plan.pile_rect(seat, which)
        pygame.draw.rect(surface, palette.SLOT, rect, border_radius=6)
        pygame.draw.rect(surface, palette.SLOT_EDGE, rect, width=1, border_radius=6)


def draw_panel(surface: pygame.Surface, plan: FlanxPlan, seat: int, piles: dict[str, int], to_move: bool) -> None:
    """What changes on a seat's panel: its deck (backs) and its piles' counts; ringed when it is
    that seat's turn. `piles` holds the cards shown in "deck" and "discard"."""
    if to_move:
        pygame.draw.rect(surface, palette.GLOW, plan.panels[seat], width=3, border_radius=10)
    for which in ("deck", "discard"):
        rect = plan.pile_rect(seat, which)
        count = piles[which]
        if which == "deck" and count:
            surface.blit(back_image(paint_back, rect.size, seat), rect.topleft)
        words = (_("deck {n}") if which == "deck" else _("discard {n}")).format(n=count)
        if font(13).size(words)[0] > rect.width + 8:         # narrow piles (a small window): the count
            words = str(count)
        caption = font(13).render(words, True, palette.TEXT_DIM)
        surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.bottom + 1)))


def veil_unfit(surface: pygame.Surface, sprites: Iterable[CardSprite]) -> None:
    """Grey out hand cards that fit nowhere, with the words, so they read at a glance."""
    for sprite in sprites:
        rect = sprite.rect
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, VEIL, veil.get_rect(), border_radius=8)
        surface.blit(veil, rect.topleft)
        tag_font = font(max(10, sprite.size[0] // 8), bold=True)
        for k, word in enumerate(_("fits\nnowhere").split("\n")):
            tag = tag_font.render(word, True, palette.TEXT)
            surface.blit(tag, tag.get_rect(center=(rect.centerx, rect.centery + (k - 0.5) * tag.get_height())))


def outline_ending(surface: pygame.Surface, plan: FlanxPlan, cols: int, ending: FlanxEnded) -> None:
    """Outline the winning card and its chain or flank (or the side cards of a draw); the winning
    card most boldly."""
    winning: int | None = ending.winning_cell()
    for i in ending.cells:
        rect = plan.cell_rect(i % cols, i // cols).inflate(-2, -2)
        pygame.draw.rect(surface, palette.INK, rect.inflate(2, 2), width=2, border_radius=9)
        pygame.draw.rect(surface, palette.GLOW, rect, width=6 if i == winning else 4, border_radius=8)
        if i == winning:
            pygame.draw.rect(surface, palette.CARD_CREAM, rect.inflate(-10, -10), width=2, border_radius=6)


def draw_count(surface: pygame.Surface, plan: FlanxPlan, text: str) -> None:
    """"3", "2", "1" large over the board's middle; "Omiga!" (a word, not a digit) a little smaller."""
    size = plan.cell * (2 if text.isdigit() else 1)
    big = font(max(24, size), bold=True)
    image = big.render(text, True, palette.GLOW)
    shadow = big.render(text, True, palette.INK)
    centre = plan.board.center
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 3)))
    surface.blit(image, image.get_rect(center=centre))

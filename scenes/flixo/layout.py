"""Where everything lies on the Flixo table, computed from the play area and the text size.

The teammates' displays sit in a band across the top, each under its name plate; yours is
large below them in the middle. The draw pile and, under it, the removed cards set aside are
on the left; the drawn card turns over on the right, beside the discard pile. A display is
centred in its area for the shape it has now, so when lines go the rest closes up towards the
middle. Each pile has a caption under it, in a box the caption is fitted into (`fit_caption`):
at any text size it stays inside the play area and clear of the other piles.

    >>> import pygame
    >>> plan = TablePlan(pygame.Rect(0, 48, 1280, 646), players=3, me=0, shape=(3, 3))
    >>> plan.cell_rect(0, 1, 1, (3, 3)).center                # the middle of your display
    (640, 475)
    >>> plan.area.contains(plan.captions["discard"])
    True
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit.layout import fit_card_size
from scenes.kit.theme import font, wrap

PLATE = 24          # the name plate above each display
GAP = 0.1           # space between cards, in card widths
CAPTION = 15        # the piles' captions at 100 % text
CAPTION_LINES = 2   # a caption wraps to at most this many lines
LEAST_CAPTION = 9   # a caption too long for its box shrinks down to this size
SPACE = 6           # between a pile and its caption, and around the columns


def caption_font(size: int) -> pygame.font.Font:
    return font(size)


def fit_caption(text: str, box: pygame.Rect, size: int) -> tuple[pygame.font.Font, list[str]]:
    """The font (at most `size`) and the lines of `text` that fit `box`: wrapped to its width in
    at most CAPTION_LINES lines, shrunk where even that does not fit."""
    tried, lines = _fitted(text, box.width, box.height, size)
    return caption_font(tried), list(lines)


@lru_cache(maxsize=64)
def _fitted(text: str, width: int, height: int, size: int) -> tuple[int, tuple[str, ...]]:
    for tried in range(size, LEAST_CAPTION - 1, -1):
        face = caption_font(tried)
        lines = wrap(text, face, width)
        fits = all(face.size(line)[0] <= width for line in lines)
        if fits and len(lines) <= CAPTION_LINES and len(lines) * face.get_linesize() <= height:
            return tried, tuple(lines)
    return LEAST_CAPTION, tuple(wrap(text, caption_font(LEAST_CAPTION), width)[:CAPTION_LINES])


class TablePlan:
    """`area`: the play area (below the HUD, above the move log); `message`: the room its bottom
    keeps free for the HUD's passing messages; `caption`: the captions' text size."""

    def __init__(self, area: pygame.Rect, players: int, me: int, shape: tuple[int, int],
                 message: int = 52, caption: int = CAPTION) -> None:
        self.area = pygame.Rect(area)
        self.players = players
        self.me = me
        self.caption = caption
        rows, cols = shape
        w = area.width
        self.others = [(me + k) % players for k in range(1, players)]
        band = pygame.Rect(area.left + 10, area.top + 6, area.width - 20, round(area.height * 0.34))
        self.areas: dict[int, pygame.Rect] = {}
        self.plates: dict[int, pygame.Rect] = {}
        slot_w = band.width / max(1, len(self.others))
        for k, seat in enumerate(self.others):
            slot = pygame.Rect(round(band.left + k * slot_w) + 6, band.top, round(slot_w) - 12, band.height)
            self.plates[seat] = pygame.Rect(slot.left, slot.top, slot.width, PLATE)
            self.areas[seat] = pygame.Rect(slot.left, slot.top + PLATE, slot.width, slot.height - PLATE)
        mine = pygame.Rect(area.left + round(w * 0.27), band.bottom + PLATE + 10, round(w * 0.46), 0)
        mine.height = max(1, area.bottom - mine.top - message)
        self.areas[me] = mine
        self.plates[me] = pygame.Rect(mine.left, mine.top - PLATE - 4, mine.width, PLATE)
        self.card_mine = fit_card_size(mine, cols=cols, rows=rows, gap=GAP)
        small = [fit_card_size(self.areas[s], cols=cols, rows=rows, gap=GAP) for s in self.others]
        self.card_other = min(small, default=self.card_mine)
        if self.card_other[0] > self.card_mine[0]:
            self.card_other = self.card_mine
        cw, ch = self.card_mine
        self.pile_card = (round(cw * 0.9), round(ch * 0.9))
        self.captions: dict[str, pygame.Rect] = {}
        self._left_column(pygame.Rect(area.left, mine.top - PLATE, mine.left - area.left,
                                      area.bottom - mine.top + PLATE))
        self._right_column(pygame.Rect(mine.right, mine.top, area.right - mine.right, mine.height), mine.centery)

    def _caption_height(self) -> int:
        return CAPTION_LINES * caption_font(self.caption).get_linesize()

    def _left_column(self, column: pygame.Rect) -> None:
        """The draw pile, its caption, the removed cards and theirs, one under the other, as near
        the middle of your display's height as the column allows."""
        pile = self.pile_card
        removed = (round(pile[0] * 0.7), round(pile[1] * 0.7))
        text = self._caption_height()
        tall = pile[1] + removed[1] + 2 * text + 4 * SPACE
        top = min(column.centery - pile[1] // 2 - round(pile[1] * 0.35), column.bottom - tall)
        top = max(column.top, top)
        x = column.centerx
        width = column.width - 2 * SPACE
        self.draw_pile = pygame.Rect(0, 0, *pile)
        self.draw_pile.midtop = (x, top)
        self.captions["draw"] = pygame.Rect(column.left + SPACE, self.draw_pile.bottom + SPACE, width, text)
        self.removed = pygame.Rect(0, 0, *removed)
        self.removed.midtop = (x, self.captions["draw"].bottom + SPACE)
        self.captions["removed"] = pygame.Rect(column.left + SPACE, self.removed.bottom + SPACE, width,
                                               min(text, max(0, self.area.bottom - self.removed.bottom - SPACE)))

    def _right_column(self, column: pygame.Rect, y: int) -> None:
        """The drawn card and the discard pile side by side, each caption under its own card."""
        pile = self.pile_card
        half = column.width // 2
        self.drawn = pygame.Rect(0, 0, *pile)
        self.drawn.center = (column.left + half // 2 + SPACE, y)
        self.discard = pygame.Rect(0, 0, *pile)
        self.discard.center = (column.left + half + half // 2, y)
        text = min(self._caption_height(), self.area.bottom - self.drawn.bottom - SPACE)
        for name, rect, left in (("drawn", self.drawn, column.left + SPACE),
                                 ("discard", self.discard, column.left + half)):
            self.captions[name] = pygame.Rect(left, rect.bottom + SPACE, half - SPACE, max(0, text))

    # -- the displays ------------------------------------------------------------------------------
    def card_size(self, seat: int) -> tuple[int, int]:
        return self.card_mine if seat == self.me else self.card_other

    def cell_centre(self, seat: int, row: int, col: int, shape: tuple[int, int]) -> tuple[float, float]:
        rows, cols = shape
        cw, ch = self.card_size(seat)
        area = self.areas[seat]
        pitch_x, pitch_y = cw * (1 + GAP), ch + cw * GAP
        return (area.centerx + (col - (cols - 1) / 2) * pitch_x,
                area.centery + (row - (rows - 1) / 2) * pitch_y)

    def cell_rect(self, seat: int, row: int, col: int, shape: tuple[int, int]) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.card_size(seat))
        x, y = self.cell_centre(seat, row, col, shape)
        rect.center = (round(x), round(y))
        return rect

    def display_rect(self, seat: int, shape: tuple[int, int]) -> pygame.Rect:
        """The outline of a display as it is now (its area's centre when it is empty)."""
        rows, cols = shape
        if not rows or not cols:
            return pygame.Rect(self.areas[seat].center, (0, 0))
        first = self.cell_rect(seat, 0, 0, shape)
        last = self.cell_rect(seat, rows - 1, cols - 1, shape)
        return first.union(last)

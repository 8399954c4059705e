"""Where everything lies on the Flixo table, computed from the window size.

The teammates' displays sit in a band across the top, each under its name plate; yours is
large at the bottom in the middle.  The draw pile (and the removed cards set aside) are on the
left; the drawn card turns over on the right, beside the discard pile.  A display is centred
in its area for the shape it has now, so when lines go the rest closes up towards the middle.

    >>> plan = TablePlan((1280, 720), 48, players=3, me=0, shape=(3, 3))
    >>> plan.cell_centre(0, 1, 1, (3, 3))       # the middle of your display
"""
from __future__ import annotations

import pygame

from scenes.kit.layout import fit_card_size

PLATE = 24          # the name plate above each display
MESSAGE = 52        # room at the bottom for the HUD's passing messages
GAP = 0.1           # space between cards, in card widths


class TablePlan:
    def __init__(self, size: tuple[int, int], top: int, players: int, me: int, shape: tuple[int, int]) -> None:
        w, h = size
        area = pygame.Rect(0, top, w, max(1, h - top))
        self.size = size
        self.players = players
        self.me = me
        rows, cols = shape
        self.others = [(me + k) % players for k in range(1, players)]
        band = pygame.Rect(area.left + 10, area.top + 6, area.width - 20, round(area.height * 0.34))
        self.areas: dict[int, pygame.Rect] = {}
        self.plates: dict[int, pygame.Rect] = {}
        slot_w = band.width / max(1, len(self.others))
        for k, seat in enumerate(self.others):
            slot = pygame.Rect(round(band.left + k * slot_w) + 6, band.top, round(slot_w) - 12, band.height)
            self.plates[seat] = pygame.Rect(slot.left, slot.top, slot.width, PLATE)
            self.areas[seat] = pygame.Rect(slot.left, slot.top + PLATE, slot.width, slot.height - PLATE)
        mine = pygame.Rect(round(w * 0.27), band.bottom + PLATE + 10, round(w * 0.46), 0)
        mine.height = max(1, area.bottom - mine.top - MESSAGE)
        self.areas[me] = mine
        self.plates[me] = pygame.Rect(mine.left, mine.top - PLATE - 4, mine.width, PLATE)
        self.card_mine = fit_card_size(mine, cols=cols, rows=rows, gap=GAP)
        small = [fit_card_size(self.areas[s], cols=cols, rows=rows, gap=GAP) for s in self.others]
        self.card_other = min(small, default=self.card_mine)
        if self.card_other[0] > self.card_mine[0]:
            self.card_other = self.card_mine
        cw, ch = self.card_mine
        pile = (round(cw * 0.9), round(ch * 0.9))
        self.pile_card = pile
        self.draw_pile = pygame.Rect(0, 0, *pile)
        self.draw_pile.center = (round(w * 0.12), mine.centery - round(ch * 0.35))
        self.removed = pygame.Rect(0, 0, round(pile[0] * 0.7), round(pile[1] * 0.7))
        self.removed.center = (round(w * 0.12), min(area.bottom - self.removed.height // 2 - 28,
                                                    self.draw_pile.bottom + round(ch * 0.75)))
        self.drawn = pygame.Rect(0, 0, *pile)
        self.drawn.center = (round(w * 0.80), mine.centery)
        self.discard = pygame.Rect(0, 0, *pile)
        self.discard.center = (round(w * 0.91), mine.centery)

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

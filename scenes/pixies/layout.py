"""Where everything on the Pixies table goes, computed from the window size.

The person's playing area fills the left of the window at full height (the largest cards);
the other players' areas share the upper right, each under a name plate; the middle (the
cards revealed this turn) and the deck sit in the lower right. A face-down card under a
face-up one is drawn a little up and to the left, so it peeks out.

    >>> import pygame
    >>> plan = TablePlan(pygame.Rect(0, 48, 1280, 646), players=3, bottom_seat=0)
    >>> plan.cell_rect(seat=1, space=4).center       # the centre space of seat 1's area
    (724, 221)
    >>> plan.middle_slot(2, 3)                       # the third of three cards in the middle
    (980.78, 532)
"""
from __future__ import annotations

import pygame

from game.pixies.state import reveal_count
from scenes.kit.layout import Grid, Row, fit_card_size

MARGIN = 14
PLATE = 30            # height of the name plate above each area
GRID_GAP = 0.16       # between cards of an area, in card widths (room for a peeking card)
PEEK = 0.09           # how far a covered card peeks out, in card sizes


class TablePlan:
    def __init__(self, area: pygame.Rect, players: int, bottom_seat: int) -> None:
        w, top, h = area.right, area.top, area.bottom
        self.size = (w, h)
        self.players = players
        self.bottom_seat = bottom_seat
        others = [(bottom_seat + i) % players for i in range(1, players)]
        self.area_rects: dict[int, pygame.Rect] = {}
        self.grids: dict[int, Grid] = {}
        self.card_sizes: dict[int, tuple[int, int]] = {}
        mine = pygame.Rect(MARGIN, top + MARGIN + PLATE, int(w * 0.4), h - top - 2 * MARGIN - PLATE)
        self._add_area(bottom_seat, mine)
        right = pygame.Rect(mine.right + 2 * MARGIN, top + MARGIN, w - mine.right - 3 * MARGIN, h - top - 2 * MARGIN)
        # one opponent: their area may take more of the height, the middle row is short anyway
        upper_h = int(right.height * (0.56 if players == 2 else 0.5))
        column = right.width // len(others)
        for i, seat in enumerate(others):
            rect = pygame.Rect(right.left + i * column, right.top + PLATE, column - MARGIN, upper_h - PLATE)
            self._add_area(seat, rect)
        lower = pygame.Rect(right.left, right.top + upper_h + MARGIN, right.width, right.height - upper_h - MARGIN)
        self.slots = reveal_count(players)
        middle = pygame.Rect(lower.left, lower.top, int(lower.width * 0.8), lower.height)
        self.middle_card = fit_card_size(middle, cols=self.slots, rows=1, gap=0.18,
                                         max_width=self.card_sizes[bottom_seat][0])
        self.middle_rect = middle
        self.middle_row = Row(middle, gap=0.18)
        self.deck_rect = pygame.Rect(middle.right, lower.top, lower.right - middle.right, lower.height)

    def _add_area(self, seat: int, rect: pygame.Rect) -> None:
        grid = Grid(rect, 3, 3, gap=GRID_GAP)
        card = grid.card_size()
        self.card_sizes[seat] = card
        # shrink the zone to the cards themselves, so hit-tests and plates hug the area
        width = round(3 * card[0] + 2 * card[0] * GRID_GAP)
        height = round(3 * card[1] + 2 * card[0] * GRID_GAP)
        tight = pygame.Rect(0, 0, width, height)
        tight.midtop = (rect.centerx, rect.top)
        self.grids[seat] = Grid(tight, 3, 3, gap=GRID_GAP)
        self.area_rects[seat] = tight

    # -- places ------------------------------------------------------------------------------
    def cell_rect(self, seat: int, space: int) -> pygame.Rect:
        return self.grids[seat].cell_rect(space, self.card_sizes[seat])

    def cell_centre(self, seat: int, space: int) -> tuple[float, float]:
        return self.grids[seat].cell_centre(space, self.card_sizes[seat])

    def peek_centre(self, seat: int, space: int) -> tuple[float, float]:
        x, y = self.cell_centre(seat, space)
        w, h = self.card_sizes[seat]
        return x - w * PEEK, y - h * PEEK

    def middle_slot(self, index: int, count: int) -> tuple[float, float]:
        """Where the `index`-th of the `count` cards in the middle lies: a centred row."""
        x, y, _ = self.middle_row.slots(count, self.middle_card)[index]
        return x, y

    def deck_centre(self) -> tuple[float, float]:
        return float(self.deck_rect.centerx), float(self.middle_rect.centery)

    def plate_rect(self, seat: int) -> pygame.Rect:
        area = self.area_rects[seat]
        return pygame.Rect(area.left - 4, area.top - PLATE, area.width + 8, PLATE - 4)

    def seat_at(self, point: tuple[int, int]) -> int | None:
        """The seat whose area (or name plate) is under `point`."""
        for seat, rect in self.area_rects.items():
            if rect.inflate(8, 8).collidepoint(point) or self.plate_rect(seat).collidepoint(point):
                return seat
        return None

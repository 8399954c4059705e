"""Where things lie on a Flanx table, computed from the play area (below the HUD, above the move log).

The board fills the left of the play area (square cells, white's edge at the bottom). The
right is a column of seat panels, one per player, the person's at the bottom: each has a row
of hand slots, the deck and the discard pile. Kids and Toddler hold one card at a time and
show it large.

    >>> import pygame
    >>> plan = FlanxPlan(pygame.Rect(0, 48, 1280, 640), cols=9, rows=8, players=2, hand_size=3, bottom_seat=0)
    >>> plan.cell_rect(0, 7).bottom <= 688 and plan.panels[0].top > plan.panels[1].top
    True

Two people racing at one computer (`sides`) sit left and right of the board, each panel beside
their own edge (white's low, black's high) and the rest of its side for the person's name and
device. At a Toddler table of several people (`mascots`) each panel starts with its animal.

    >>> duo = FlanxPlan(pygame.Rect(0, 48, 1280, 640), 9, 8, 2, 3, 0, sides={1: "left", 0: "right"})
    >>> duo.panels[1].right < duo.board.left < duo.board.right < duo.panels[0].left
    True
    >>> duo.panels[0].top > duo.panels[1].top and duo.device_rect(0).bottom <= duo.panels[0].top
    True
"""
from __future__ import annotations

from collections.abc import Collection

import pygame

MARGIN = 14
PANEL_WIDTH_SHARE = 0.27      # of the window width, for the seat panels on the right
CARD_IN_CELL = 0.9            # a board card's width as a share of its cell
LARGE_HAND = 1.45             # Kids and Toddler show their one card this much larger
HAND_OF_THREE = 1.2           # the duel's hand cards, at most this much larger than a board card
PERSON_SHARE = 1.5            # with 3-4 players, the person's panel is this much taller than a bot's
LABEL_ROW = 22                # the seat's name at the top of its panel
SIDE_SHARE = 0.21             # of the window width, for each side's panel when two people race
MASCOT_MOST = 120             # the side of a Toddler seat's animal, at most


class FlanxPlan:
    def __init__(self, area: pygame.Rect, cols: int, rows: int, players: int, hand_size: int,
                 bottom_seat: int, button: tuple[int, int] = (0, 0), *, people: Collection[int] = (),
                 sides: dict[int, str] | None = None, mascots: bool = False) -> None:
        """`area`: the table's play area (below the HUD, above the move log); `button`: the room
        the Discard button's words need, padding included; `people`: the seats with a Discard
        button (the bottom seat's alone by default); `sides`: two people racing, seat -> "left"
        or "right"; `mascots`: each panel starts with its seat's animal (Toddler, several people)."""
        w, top, h = area.width, area.top, area.height
        self.button = button
        self.bottom_seat = bottom_seat
        self.cols, self.rows = cols, rows
        self.players = players
        self.hand_size = hand_size
        self.button_seats = set(people) or {bottom_seat}
        self.sides = sides or {}
        self.mascot = 0
        column_h = h - 2 * MARGIN
        if self.sides:
            panel_w = max(200, int(w * SIDE_SHARE))
            board_area = pygame.Rect(area.x + panel_w + 2 * MARGIN, top + MARGIN, w - 2 * panel_w - 4 * MARGIN,
                                     column_h)
        else:
            panel_w = max(230, int(w * PANEL_WIDTH_SHARE))
            if mascots:
                self.mascot = max(0, min(MASCOT_MOST, round(column_h / players) - LABEL_ROW - MARGIN))
                panel_w += self.mascot + MARGIN
            board_area = pygame.Rect(area.x + MARGIN, top + MARGIN, w - panel_w - 3 * MARGIN, column_h)
        self.cell = max(16, min(board_area.width // cols, board_area.height // rows))
        self.board = pygame.Rect(0, 0, self.cell * cols, self.cell * rows)
        self.board.center = board_area.center
        self.card = (round(self.cell * CARD_IN_CELL),) * 2
        #: one large card under the piles, not beside them (a racer's narrower panel in Kids)
        self.stacked = bool(self.sides) and hand_size == 1
        if self.sides:
            self.panels = self._side_panels(area, panel_w, column_h)
        else:
            column = pygame.Rect(area.right - panel_w - MARGIN, top + MARGIN, panel_w, column_h)
            self.panels = self._panels(column, bottom_seat)
        self.hand_card = self._hand_card_size()

    def _side_panels(self, area: pygame.Rect, panel_w: int, column_h: int) -> dict[int, pygame.Rect]:
        """Each racer's panel on their side, beside their own edge: the lower seat 0's (white's
        edge is at the bottom), the upper the other's."""
        panels = {}
        height = column_h // 2 - MARGIN // 2
        for seat, side in self.sides.items():
            x = area.x + MARGIN if side == "left" else area.right - panel_w - MARGIN
            y = area.top + MARGIN + (column_h - height if seat == self.bottom_seat else 0)
            panels[seat] = pygame.Rect(x, y, panel_w, height)
        return panels

    def device_rect(self, seat: int) -> pygame.Rect:
        """Two people racing: the rest of the seat's side, for its person's name and device."""
        panel = self.panels[seat]
        room = self.board.height - panel.height - MARGIN
        rect = pygame.Rect(panel.x, 0, panel.width, max(0, room))
        if seat == self.bottom_seat:
            rect.bottom = panel.top - MARGIN
        else:
            rect.top = panel.bottom + MARGIN
        return rect

    def mascot_rect(self, seat: int) -> pygame.Rect:
        """The square of the seat's animal at the left of its panel (Toddler, several people)."""
        panel = self.panels[seat]
        side = min(self.mascot, panel.height - LABEL_ROW - MARGIN // 2)
        return pygame.Rect(panel.x + MARGIN, panel.top + LABEL_ROW, side, side)

    def _panels(self, column: pygame.Rect, bottom_seat: int) -> dict[int, pygame.Rect]:
        """One panel per seat, stacked; the person's (bottom_seat) lowest, the others above in order.
        With 3-4 players the person's is the tallest: it holds the Discard button too (all as tall
        where several people each have theirs)."""
        order = [s for s in range(self.players) if s != bottom_seat] + [bottom_seat]
        if len(self.button_seats) > 1:
            order = list(range(self.players))        # several people: in seat order, as their starts lie
        share = PERSON_SHARE if len(self.button_seats) == 1 and \
            (self.players > 2 or self._short_for_button(column.height)) else 1.0
        unit = column.height / (self.players - 1 + share)
        panels, top = {}, column.y
        for seat in order:
            height = round(unit * (share if seat == bottom_seat else 1.0))
            gap = MARGIN // 2 if len(self.button_seats) == 1 else MARGIN + 6     # room for the turn's ring
            panels[seat] = pygame.Rect(column.x, top, column.width, height - gap)
            top += height
        return panels

    def _short_for_button(self, column_height: int) -> bool:
        """An equal share of the column cannot hold the person's name, Discard button and hand (a
        short play area at a large text size, as under a review's picture): theirs gets more."""
        equal = column_height // self.players - MARGIN // 2
        return equal < LABEL_ROW + self._button_height() + MARGIN // 2 + self.card[0] + 2 * MARGIN

    def _hand_card_size(self) -> tuple[int, int]:
        panel = min(self.panels.values(), key=lambda p: p.height)
        if self.stacked:
            # the piles, their captions and the button above the one large card
            side = min(round(self.cell * LARGE_HAND), panel.width - 2 * MARGIN,
                       panel.height - LABEL_ROW - self.card[0] - 20 - self._button_height() - 3 * MARGIN)
        elif self.hand_size == 1:
            # one large card beside the two piles
            side = min(round(self.cell * LARGE_HAND), panel.height - 3 * MARGIN,
                       (panel.width - self.mascot) // 2 - MARGIN)
        else:
            side = min(round(self.cell * HAND_OF_THREE), (panel.width - 4 * MARGIN) // 3,
                       (panel.height - 4 * MARGIN) // 2)
            if self._button_under(panel, min(self.card[0], side)):
                # the piles, their captions, the button under them, then the hand
                side = min(side, (panel.height - 2 * MARGIN - 38 - self._button_height()) // 2)
        return (max(20, side),) * 2

    def _button_under(self, panel: pygame.Rect, pile: int) -> bool:
        """Hands of three: the Discard button's words do not fit beside the two piles."""
        return self.button[0] > panel.width - 4 * MARGIN - 2 * pile

    def _button_height(self) -> int:
        return max(34 if self.hand_size == 1 else 40, self.button[1])

    # -- the board ------------------------------------------------------------------------
    def cell_rect(self, col: int, row: int) -> pygame.Rect:
        return pygame.Rect(self.board.x + col * self.cell, self.board.y + row * self.cell, self.cell, self.cell)

    def cell_centre(self, col: int, row: int) -> tuple[int, int]:
        return self.cell_rect(col, row).center

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The board cell (column, row) under `pos`, or None off the board."""
        if not self.board.collidepoint(pos):
            return None
        return (pos[0] - self.board.x) // self.cell, (pos[1] - self.board.y) // self.cell

    # -- the seat panels -------------------------------------------------------------------
    def _is_top(self, seat: int) -> bool:
        """The panel of the seat at the top of the column shows its hand on its upper side."""
        return self.panels[seat].top == min(p.top for p in self.panels.values()) and self.players == 2 \
            and seat != self.bottom_seat

    def hand_slot(self, seat: int, index: int) -> tuple[int, int]:
        """The centre of hand card `index` of `seat`."""
        panel, side = self.panels[seat], self.hand_card[0]
        if self.stacked:
            return panel.centerx, panel.bottom - MARGIN - side // 2
        if self.hand_size == 1:
            return panel.right - MARGIN - side // 2, panel.centery + MARGIN // 2
        gap = (panel.width - 3 * side) // 4
        x = panel.x + gap + side // 2 + index * (side + gap)
        y = panel.top + MARGIN + side // 2 + 14 if self._is_top(seat) else panel.bottom - MARGIN - side // 2
        return x, y

    def pile_rect(self, seat: int, which: str) -> pygame.Rect:
        """The rect of `seat`'s "deck" or "discard" pile."""
        panel, side = self.panels[seat], self.card[0]
        if self.hand_size == 1:
            side = min(side, self.hand_card[0] * 3 // 4)
            if seat in self.button_seats:
                # under the name, leaving room below for the captions and the Discard button
                room = panel.bottom - 2 - 20 - self._button_height() - (panel.top + LABEL_ROW)
                side = max(16, min(side, room))
            left = panel.x + MARGIN + (self.mascot + MARGIN if self.mascot else 0)
            x = left + (0 if which == "deck" else side + MARGIN)
            rect = pygame.Rect(x, 0, side, side)
            if seat in self.button_seats:
                rect.top = panel.top + LABEL_ROW
            else:
                rect.centery = panel.centery + MARGIN // 2
            return rect
        side = min(side, self.hand_card[0])
        x = panel.x + MARGIN + (0 if which == "deck" else side + MARGIN)
        rect = pygame.Rect(x, 0, side, side)
        if self._is_top(seat):
            rect.bottom = panel.bottom - MARGIN
            if seat in self.button_seats and self._button_under(panel, side):
                rect.bottom -= 20 + self._button_height()      # the button goes under the piles
        else:
            rect.top = panel.top + MARGIN + 14
        return rect

    def button_rect(self, seat: int) -> pygame.Rect:
        """Where the seat's Discard button sits: beside its piles, or under them where its words do
        not fit beside them (one-card hands: always under them, beside the large card)."""
        panel = self.panels[seat]
        deck, discard = self.pile_rect(seat, "deck"), self.pile_rect(seat, "discard")
        height = self._button_height()
        if self.hand_size == 1:
            room = (panel.right if self.stacked else self.hand_slot(seat, 0)[0] - self.hand_card[0] // 2) \
                - MARGIN - deck.left
            width = max(discard.right - deck.left, min(self.button[0], room))
            top = min(discard.bottom + 20, panel.bottom - height - 2)    # below the pile captions
            return pygame.Rect(deck.left, top, width, height)
        if self._button_under(panel, deck.width):
            return pygame.Rect(deck.left, discard.bottom + 20, panel.right - MARGIN - deck.left, height)
        left = discard.right + MARGIN
        top = max(panel.top + LABEL_ROW, discard.centery - height // 2)     # never over the seat's name
        return pygame.Rect(left, top, max(60, panel.right - MARGIN - left), height)

    def label_pos(self, seat: int) -> tuple[int, int]:
        """The top-left of the seat's name label."""
        panel = self.panels[seat]
        return panel.x + MARGIN, panel.y + 2

"""Where everything on the LIXO? table goes, computed from the play area, the seats and the text size.

Opponents sit along the top, each in a panel (name, hand, won bins, unrecycled pile), with the
cards they bid laid out just below it. The middle row holds, left to right: the rubbish stack
and the recycled pile, the used recycling cards, the bin deck and the open bin, the words about
the bidding (`info`), then the dead bins. The person's hand lies along the bottom with their
bid row above it, their panel (won bins, unrecycled pile) at the left, Bid and Pass at the right.

The rows are stacked top and bottom inside the play area (above the move log), and the cards
are as large as the height left after the text allows: a larger text size makes the cards
smaller, never the text clipped. `info` lies between the open bin and the dead bins, so the
words about the bidding never run into them.

    >>> import pygame
    >>> plan = TablePlan(pygame.Rect(0, 48, 1280, 646), players=3, bottom_seat=0)
    >>> plan.info.left > plan.reveal_rect.right and plan.info.right < plan.dead.left
    True
    >>> plan.hand.bottom <= 48 + 646 and plan.hand.left > plan.my_panel.right
    True
"""
from __future__ import annotations

import pygame

from scenes.kit.cards import CARD_ASPECT
from scenes.kit.theme import font, scaled

MARGIN = 10
GAP = 8
#: the card widths at a unit of 1 (a 1280 x 646 play area): hand, bid rows, piles, the open bin, mini bins
HAND_W, BID_W, PILE_W, BIN_W, MINI_W = 82, 46, 62, 104, 30
#: text sizes at 100 %: a seat's name, captions under piles, the bidding words, a button row's total
NAME_PX, CAPTION_PX, INFO_PX, TOTAL_PX = 14, 12, 17, 14
#: how much of the height each row of cards takes, in card heights: the opponents' hand backs in
#: their panels, a bid row, the hand (room to lift a card)
PANEL_BACK, BID_ROW, HAND_ROWS = 0.7, 1.12, 1.2


def card(width: float) -> tuple[int, int]:
    w = max(14, int(width))
    return w, round(w * CARD_ASPECT)


def line(px: int, bold: bool = False) -> int:
    return font(px, bold).get_linesize()


class TablePlan:
    def __init__(self, area: pygame.Rect, players: int, bottom_seat: int, text_scale: int = 100,
                 button: tuple[int, int] = (130, 44)) -> None:
        """`area`: the table's play area; `button`: the size Bid and Pass need at this text size."""
        self.area = pygame.Rect(area)
        self.players = players
        self.bottom_seat = bottom_seat
        self.opponents = [(bottom_seat + i) % players for i in range(1, players)]
        self.name_px, self.caption_px = scaled(NAME_PX, text_scale), scaled(CAPTION_PX, text_scale)
        self.info_px, self.total_px = scaled(INFO_PX, text_scale), scaled(TOTAL_PX, text_scale)
        self.name_line, self.caption_line = line(self.name_px, True), line(self.caption_px)
        self.unit = self._unit()
        u = self.unit
        self.hand_card, self.bid_card = card(HAND_W * u), card(BID_W * u)
        self.pile_card, self.bin_card, self.mini_bin = card(PILE_W * u), card(BIN_W * u), card(MINI_W * u)
        self._panels()
        self._bottom(button)
        self._middle()

    def _unit(self) -> float:
        """The card scale: the width allows at most 1 per 1280 px, the height what the text leaves."""
        fixed = MARGIN + 2 * 6 + self.name_line + 4 + 4 * GAP + self.caption_line + 4 + MARGIN // 2
        per_unit = (PANEL_BACK * PILE_W + 2 * BID_ROW * BID_W + BIN_W + HAND_ROWS * HAND_W) * CARD_ASPECT
        return max(0.3, min(self.area.width / 1280, (self.area.height - fixed) / per_unit))

    # -- the rows ---------------------------------------------------------------------------------
    def _panels(self) -> None:
        w, u = self.area.width, self.unit
        count = max(1, len(self.opponents))
        width = min(300 * u * max(1.0, self.name_px / NAME_PX), (w - MARGIN * (count + 1)) / count)
        back_h = round(self.pile_card[1] * PANEL_BACK)
        height = 6 + self.name_line + 4 + back_h + 6
        left = self.area.left + (w - count * width - (count - 1) * MARGIN) / 2
        top = self.area.top + MARGIN
        self.panel: dict[int, pygame.Rect] = {}
        self.bid_row: dict[int, pygame.Rect] = {}
        for i, seat in enumerate(self.opponents):
            rect = pygame.Rect(round(left + i * (width + MARGIN)), top, round(width), height)
            self.panel[seat] = rect
            self.bid_row[seat] = pygame.Rect(rect.left, rect.bottom + GAP, rect.width,
                                             round(self.bid_card[1] * BID_ROW))
        self.top_bottom = top + height + GAP + round(self.bid_card[1] * BID_ROW) if self.opponents else top

    def _bottom(self, button: tuple[int, int]) -> None:
        area = self.area
        bottom = area.bottom - MARGIN // 2
        hand_h = round(self.hand_card[1] * HAND_ROWS)
        buttons_w = 2 * button[0] + GAP
        right = area.right - MARGIN
        self.pass_button = pygame.Rect(right - button[0], bottom - button[1], *button)
        self.bid_button = pygame.Rect(self.pass_button.left - GAP - button[0], bottom - button[1], *button)
        total_h = 2 * (line(self.total_px, True) + 4)
        self.total_rect = pygame.Rect(right - buttons_w, self.bid_button.top - GAP - total_h, buttons_w, total_h)
        panel_w = round(max(area.width * 0.17, 4 * self.mini_bin[0] + self.pile_card[0]))
        bid_h = round(self.bid_card[1] * BID_ROW)
        self.my_panel = pygame.Rect(area.left + MARGIN, bottom - hand_h - GAP - bid_h, panel_w, hand_h + GAP + bid_h)
        self.hand = pygame.Rect(self.my_panel.right + GAP, bottom - hand_h,
                                self.bid_button.left - GAP - (self.my_panel.right + GAP), hand_h)
        self.my_bid = pygame.Rect(self.hand.left, self.hand.top - GAP - bid_h, self.hand.width, bid_h)

    def _middle(self) -> None:
        area = self.area
        band = pygame.Rect(area.left, self.top_bottom + GAP, area.width,
                           min(self.my_bid.top, self.total_rect.top) - GAP - (self.top_bottom + GAP))
        self.middle = band
        # the buttons' column may take more of the height than the cards' rows beside it
        self.bin_card = card(min(self.bin_card[0], band.height / CARD_ASPECT))
        room = band.height - self.caption_line - 4
        self.pile_card = card(min(self.pile_card[0], room / CARD_ASPECT))
        y = band.centery - (self.caption_line + 4) // 2
        pile_w = self.pile_card[0]
        self.stack = (area.left + MARGIN + round(pile_w * 0.6), y)
        self.recycled = (self.stack[0] + round(pile_w * 1.5), y)
        self.recycling = (self.recycled[0] + round(pile_w * 0.6 + self.mini_bin[0] * 1.2), y)
        self.deck = (area.left + round(area.width * 0.29), band.centery)
        self.reveal = (self.deck[0] + round(self.bin_card[0] * 1.25), band.centery)
        self.reveal_rect = pygame.Rect(0, 0, *self.bin_card)
        self.reveal_rect.center = self.reveal
        dead_left = area.left + round(area.width * 0.77)
        self.dead = pygame.Rect(dead_left, band.top, area.right - MARGIN - dead_left, band.height)
        left = self.reveal_rect.right + 2 * GAP
        self.info = pygame.Rect(left, band.top, self.dead.left - 2 * GAP - left, band.height)

    # -- places of single things -----------------------------------------------------------------
    def hand_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's hand is: cards it draws fly there, cards it bids come from there."""
        if seat == self.bottom_seat:
            return self.hand.center
        panel = self.panel[seat]
        return panel.left + 8 + round(self.pile_card[0] * PANEL_BACK / 2), self.panel_row_y(seat)

    def panel_row_y(self, seat: int) -> int:
        """The middle of the row of cards in an opponent's panel, under its name."""
        panel = self.panel[seat]
        return panel.top + 6 + self.name_line + 4 + round(self.pile_card[1] * PANEL_BACK / 2)

    def seat_card(self, seat: int) -> tuple[int, int]:
        """The size of the cards in a seat's panel: its won bins and its unrecycled pile."""
        if seat != self.bottom_seat:
            return card(self.pile_card[0] * PANEL_BACK)
        room = (self.my_panel.height - 6 - self.name_line - 4 - 6 - GAP) / 2
        return card(min(self.pile_card[0], room / CARD_ASPECT))

    def unrecycled_spot(self, seat: int) -> tuple[int, int]:
        w, h = self.seat_card(seat)
        if seat == self.bottom_seat:
            return self.my_panel.right - 8 - round(w * 0.6), self.my_panel.bottom - 6 - round(h / 2)
        return self.panel[seat].right - 8 - round(w * 0.6), self.panel_row_y(seat)

    def won_row(self, seat: int) -> pygame.Rect:
        """Where a seat's won bins lie, side by side (overlapping when many)."""
        w, h = self.seat_card(seat)
        if seat == self.bottom_seat:
            panel = self.my_panel
            return pygame.Rect(panel.left + 8, panel.top + 6 + self.name_line + 4, panel.width - 16, h)
        left = self.hand_spot(seat)[0] + round(w / 2) + GAP
        right = self.unrecycled_spot(seat)[0] - round(w * 0.6) - GAP
        return pygame.Rect(left, self.panel_row_y(seat) - h // 2, max(w, right - left), h)

    def bid_rect(self, seat: int) -> pygame.Rect:
        return self.my_bid if seat == self.bottom_seat else self.bid_row[seat]

    def dead_slots(self, count: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
        """The size and the centres of `count` dead bins: in rows under the title, as large as
        the area lets them all lie side by side (at most a pile card)."""
        area = pygame.Rect(self.dead.left, self.dead.top + self.caption_line + 4, self.dead.width,
                           self.dead.bottom - self.dead.top - self.caption_line - 4)
        size = self.mini_bin
        for width in range(self.pile_card[0], self.mini_bin[0] - 1, -1):
            size = card(width)
            per_row = max(1, int((area.width - size[0]) // (size[0] * 1.12)) + 1)
            rows = -(-max(1, count) // per_row)
            if rows * size[1] * 1.08 <= area.height:
                break
        per_row = max(1, int((area.width - size[0]) // (size[0] * 1.12)) + 1)
        rows = -(-max(1, count) // per_row)
        pitch = min(size[1] * 1.08, (area.height - size[1]) / max(1, rows - 1))
        return size, [(round(area.left + size[0] / 2 + (i % per_row) * size[0] * 1.12),
                       round(area.top + size[1] / 2 + (i // per_row) * max(0.0, pitch))) for i in range(count)]

"""Where everything on the LIXO? table goes, computed from the window size and the seats.

Opponents sit along the top, each in a panel (name, hand size, won bins, unrecycled pile),
with the cards they bid laid out just below the panel, toward the middle. The middle row
holds, left to right: the rubbish stack and the recycled pile, the bin deck and the open bin,
then the dead bins. The person's hand is fanned along the bottom, their bid row above it,
their won bins and unrecycled pile at the bottom left, Bid and Pass at the bottom right.
"""
from __future__ import annotations

import pygame

from scenes.kit.cards import CARD_ASPECT
from scenes.kit.hud import BAND

MARGIN = 10


def card(width: float) -> tuple[int, int]:
    w = max(14, int(width))
    return w, round(w * CARD_ASPECT)


class TablePlan:
    def __init__(self, size: tuple[int, int], players: int, bottom_seat: int, band: int = BAND) -> None:
        """`band`: the height of the HUD band above the table (TableScene.play_area's top)."""
        w, h = size
        self.size = size
        self.players = players
        self.bottom_seat = bottom_seat
        self.opponents = [(bottom_seat + i) % players for i in range(1, players)]
        unit = min(w / 1280, (h - band) / 672)
        self.hand_card = card(82 * unit)
        self.bid_card = card(46 * unit)
        self.pile_card = card(62 * unit)
        self.bin_card = card(104 * unit)
        self.mini_bin = card(30 * unit)
        top = band + MARGIN
        self._panels(w, top, unit)
        middle_y = top + 0.50 * (h - top)
        self.stack = (round(w * 0.07), round(middle_y))
        self.recycled = (round(w * 0.07 + self.pile_card[0] * 1.35), round(middle_y))
        self.deck = (round(w * 0.36), round(middle_y))
        self.reveal = (round(w * 0.36 + self.bin_card[0] * 1.25), round(middle_y))
        self.reveal_rect = pygame.Rect(0, 0, *self.bin_card)
        self.reveal_rect.center = self.reveal
        self.dead = pygame.Rect(round(w * 0.79), round(middle_y - self.pile_card[1] * 1.1),
                                round(w * 0.21) - MARGIN, round(self.pile_card[1] * 2.2))
        hand_h = self.hand_card[1] * 1.35
        self.hand = pygame.Rect(round(w * 0.2), round(h - hand_h - MARGIN * 0.5), round(w * 0.58), round(hand_h))
        self.my_bid = pygame.Rect(round(w * 0.42), round(self.hand.top - self.bid_card[1] * 1.25),
                                  round(w * 0.36), round(self.bid_card[1] * 1.15))
        self.my_panel = pygame.Rect(MARGIN, round(h - self.hand_card[1] * 1.7), round(w * 0.18), round(self.hand_card[1] * 1.6))
        button_w, button_h = round(130 * unit), round(44 * unit)
        right = w - MARGIN - button_w
        self.bid_button = pygame.Rect(right, h - MARGIN - 2 * button_h - 8, button_w, button_h)
        self.pass_button = pygame.Rect(right, h - MARGIN - button_h, button_w, button_h)
        self.total_anchor = (right + button_w // 2, self.bid_button.top - round(34 * unit))

    def _panels(self, w: int, top: int, unit: float) -> None:
        count = max(1, len(self.opponents))
        width = min(300 * unit, (w - MARGIN * (count + 1)) / count)
        height = 118 * unit
        span = count * width + (count - 1) * MARGIN
        left = (w - span) / 2
        self.panel: dict[int, pygame.Rect] = {}
        self.bid_row: dict[int, pygame.Rect] = {}
        for i, seat in enumerate(self.opponents):
            rect = pygame.Rect(round(left + i * (width + MARGIN)), top, round(width), round(height))
            self.panel[seat] = rect
            self.bid_row[seat] = pygame.Rect(rect.left, rect.bottom + round(16 * unit), rect.width,
                                             round(self.bid_card[1] * 1.15))

    # -- places of single things -----------------------------------------------------------------
    def hand_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's hand is: cards it draws fly there, cards it bids come from there."""
        if seat == self.bottom_seat:
            return self.hand.center
        panel = self.panel[seat]
        return panel.left + round(self.pile_card[0] * 0.7), panel.centery + round(panel.height * 0.1)

    def unrecycled_spot(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom_seat:
            return self.my_panel.right - round(self.pile_card[0] * 0.7), self.my_panel.centery + round(self.pile_card[1] * 0.15)
        panel = self.panel[seat]
        return panel.right - round(self.pile_card[0] * 0.6), panel.centery + round(panel.height * 0.1)

    def won_spot(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom_seat:
            return self.my_panel.left + round(self.mini_bin[0] * 1.2), self.my_panel.top + round(self.mini_bin[1] * 1.2)
        panel = self.panel[seat]
        return panel.centerx, panel.bottom - round(self.mini_bin[1] * 0.7)

    def bid_rect(self, seat: int) -> pygame.Rect:
        return self.my_bid if seat == self.bottom_seat else self.bid_row[seat]

    def dead_slot(self, index: int) -> tuple[int, int]:
        """The centre of the index-th dead bin: small cards in rows as wide as the area allows."""
        step_x = self.mini_bin[0] * 1.4
        per_row = max(1, int((self.dead.width - self.mini_bin[0]) // step_x) + 1)
        row, col = divmod(index, per_row)
        return (round(self.dead.left + self.mini_bin[0] * 0.5 + col * step_x),
                round(self.dead.top + self.pile_card[1] * 0.35 + self.mini_bin[1] * 0.6 + row * self.mini_bin[1] * 1.15))

    def recycling_spot(self) -> tuple[int, int]:
        return round(self.deck[0] - self.bin_card[0] * 0.2), round(self.deck[1] + self.bin_card[1] * 0.75)

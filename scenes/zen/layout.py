"""Where everything of the Zen puzzle table lies, from the play area: the form at the left, at
the right a panel with the decks and their discard piles, the hand, the round's buttons and the
rules in three lines. Piles and hand shrink to leave room for the texts and the buttons, which
stand one above the other when their labels (at the player's text size) are too wide for a row.
"""
from __future__ import annotations

import pygame

from game.zen.form import Cell, Form

PANEL_SHARE = 0.34          # the right-hand panel's share of the window width
MARGIN = 20
MAX_CELL = 120
HAND = 3
GAP = 16
#: the room of one line of the table's own labels (deck counts, notes, captions)
LINE = 22
MAX_PILE, MAX_HAND, LEAST = 96, 110, 32


class ZenPlan:
    def __init__(self, form: Form, area: pygame.Rect, button: tuple[int, int] = (0, 44)) -> None:
        """`button`: the widest round button's width and the buttons' height, at the text size."""
        self.form = form
        width = area.width
        panel_w = round(width * PANEL_SHARE)
        self.button_height = button[1]
        decks = len(form.decks())
        height = area.height - 16
        self.stacked = button[0] > (panel_w - MARGIN - 3 * GAP) // 2
        #: the round buttons stand under the form, not in the panel (see below)
        self.under_form = False
        if self.stacked and height - self._fixed(decks) < (decks + 1) * LEAST:
            # no height for the buttons one above the other under the least piles and hand (a short
            # play area: a small window at a large text size, a review under the table): the panel
            # widens, up to half the table, for them to stand side by side
            side_by_side = 2 * button[0] + 3 * GAP + MARGIN
            if side_by_side <= width // 2:
                panel_w, self.stacked = max(panel_w, side_by_side), False
        if height - self._fixed(decks) < (decks + 1) * LEAST:
            # still none (two decks): they stand side by side under the form, which shrinks for them
            panel_w, self.stacked, self.under_form = round(width * PANEL_SHARE), False, True
        below = button[1] + GAP if self.under_form else 0
        self.form_rect = pygame.Rect(area.left + MARGIN, area.top + 44, width - panel_w - 2 * MARGIN,
                                     area.height - 44 - MARGIN - below)
        self.button_width = button[0]
        self.panel = pygame.Rect(area.right - panel_w, area.top + 8, panel_w - MARGIN, height)
        _, _, cols, rows = form.bounds()
        self.cell = max(24, min(MAX_CELL, self.form_rect.width // cols, self.form_rect.height // rows))
        fixed = self._fixed(decks)
        free = max(0, self.panel.height - fixed)
        share = free / (decks * MAX_PILE + MAX_HAND)
        self.hand_size = max(LEAST, min(MAX_HAND, (self.panel.width - 4 * GAP) // HAND, round(MAX_HAND * share)))
        self.pile = max(LEAST, min(MAX_PILE, (free - self.hand_size) // decks))

    def _fixed(self, decks: int) -> int:
        """The panel's height that is not piles or hand: labels, notes, captions and buttons."""
        return LINE + (decks - 1) * (2 * LINE + 4) + 2 * LINE + 4 + LINE + 6 + self.buttons_height()

    def buttons_height(self) -> int:
        """The panel's height the round buttons take (none when they stand under the form)."""
        if self.under_form:
            return 0
        return self.button_height * 2 + GAP // 2 if self.stacked else self.button_height

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        min_c, min_r, cols, rows = self.form.bounds()
        left = self.form_rect.centerx - cols * self.cell // 2
        top = self.form_rect.centery - rows * self.cell // 2
        return pygame.Rect(left + (cell[0] - min_c) * self.cell, top + (cell[1] - min_r) * self.cell,
                           self.cell, self.cell)

    def deck_rect(self, d: int) -> pygame.Rect:
        """A deck, with its label above and its note below."""
        decks = self.form.decks()
        row = decks.index(d) if d in decks else 0
        return pygame.Rect(self.panel.left + GAP, self.panel.top + LINE + row * (self.pile + 2 * LINE + 4),
                           self.pile, self.pile)

    def discard_rect(self, d: int) -> pygame.Rect:
        """Beside its deck, half the panel along, so the two piles' labels have room."""
        return self.deck_rect(d).move(max(self.pile + 40, (self.panel.width - GAP) // 2), 0)

    def hand_rects(self) -> list[pygame.Rect]:
        """Below the last deck's note and the hand's label; captions go under them."""
        top = self.deck_rect(self.form.decks()[-1]).bottom + 2 * LINE + 4
        gap = (self.panel.width - HAND * self.hand_size) // (HAND + 1)
        return [pygame.Rect(self.panel.left + gap + i * (self.hand_size + gap), top, self.hand_size, self.hand_size)
                for i in range(HAND)]

    def hand_row(self) -> pygame.Rect:
        rects = self.hand_rects()
        return rects[0].unionall(rects[1:])

    def turned_rect(self, index: int, count: int) -> pygame.Rect:
        """The `index`-th of `count` cards turned up before the start card: over the hand's row
        (empty at the start), overlapping when there are more than it holds."""
        first = self.hand_rects()[0]
        room = self.panel.right - GAP - self.hand_size - first.left
        step = min(self.hand_size + GAP, room // max(1, count - 1))
        return first.move(index * step, 0)

    def buttons_top(self) -> int:
        return self.hand_rects()[0].bottom + LINE + 6

    def button_rect(self, index: int) -> pygame.Rect:
        """The first (End round) or second (Undo, or Back while ordering) round button."""
        if self.under_form:
            width = min(self.button_width, (self.form_rect.width - GAP) // 2)
            return pygame.Rect(self.form_rect.left + index * (width + GAP), self.form_rect.bottom + GAP, width,
                               self.button_height)
        if self.stacked:
            top = self.buttons_top() + index * (self.button_height + GAP // 2)
            return pygame.Rect(self.panel.left + GAP, top, self.panel.width - 2 * GAP, self.button_height)
        width = (self.panel.width - 3 * GAP) // 2
        return pygame.Rect(self.panel.left + GAP + index * (width + GAP), self.buttons_top(), width,
                           self.button_height)

    def help_top(self) -> int:
        return self.buttons_top() + self.buttons_height() + 18

"""Hand-made Flanx positions for the rules tests (test_flanx_rules.py, test_flanx_variants.py) and
the table tests that start from them.

`Table` lays cards that fit their neighbours and deals the unused cards into the decks, so every
position keeps the 36 cards of each deck.
"""
from __future__ import annotations

import random

from game.flanx.actions import Place
from game.flanx.board import EMPTY
from game.flanx.cards import BLACK, FACES, WHITE, card
from game.flanx.state import FlanxState


class Table:
    """A hand-made position: `lay` puts a fitting card on a cell, `give` one into a hand."""

    def __init__(self, variant: str = "duel", board: str = "9x8", players: int = 2) -> None:
        self.state = FlanxState(variant, board, players, random.Random(0))
        self.used = [set() for _ in range(players)]

    def _fitting_card(self, seat: int, col: int, row: int, avoid_fit: bool = False) -> int:
        s = self.state
        mask = s.fitting(seat, s.geometry.index(col, row))
        for f in range(FACES):
            c = card(seat, f)
            if c not in self.used[seat] and bool(mask >> f & 1) != avoid_fit:
                return c
        raise AssertionError("no such card left")

    def lay(self, seat: int, col: int, row: int) -> int:
        s = self.state
        c = self._fitting_card(seat, col, row)
        s.cells[s.geometry.index(col, row)] = c
        self.used[seat].add(c)
        if s.starts[seat] == EMPTY:
            s.starts[seat] = s.geometry.index(col, row)
        return c

    def give(self, seat: int, col: int, row: int, fits: bool = True) -> int:
        """A card for the hand that fits (or, with fits=False, does not fit) at col, row."""
        c = self._fitting_card(seat, col, row, avoid_fit=not fits)
        self.state.hands[seat].append(c)
        self.used[seat].add(c)
        return c

    def deal_rest(self, keep_in_deck: int | None = None) -> FlanxState:
        """Unused cards go to the decks (all of them, or only `keep_in_deck`, the rest discarded)."""
        s = self.state
        for seat in range(s.players):
            rest = [c for c in range(seat * FACES, (seat + 1) * FACES) if c not in self.used[seat]]
            s.decks[seat] = rest if keep_in_deck is None else rest[:keep_in_deck]
            s.discards[seat] = [] if keep_in_deck is None else rest[keep_in_deck:]
        s.check()
        return s


def place(state: FlanxState, seat: int, c: int, col: int, row: int):
    return state.apply(seat, Place(c, col, row))


def cell(state: FlanxState, col: int, row: int) -> int:
    return state.cells[state.geometry.index(col, row)]


def duel_start() -> Table:
    t = Table()
    t.lay(WHITE, 4, 4)
    t.lay(BLACK, 4, 3)
    return t


def behind_win_ready():
    """White holds a card for (4, 2), right above black's start card: a win behind it."""
    t = duel_start()
    for row in (4, 3, 2):
        t.lay(WHITE, 5, row)
    win = t.give(WHITE, 4, 2)
    t.give(WHITE, 6, 4)
    return t.deal_rest(), win


def kids_start() -> Table:
    t = Table("kids")
    t.lay(WHITE, 4, 7)
    t.lay(BLACK, 4, 0)
    return t


def toddler_near_the_top(players: int, reaching: tuple) -> FlanxState:
    """Each seat has a column up to row 1; the `reaching` seats hold a card for row 0."""
    t = Table("toddler", players=players)
    for seat in range(players):
        col = 2 * seat + 1
        for row in range(7, 0, -1):
            t.lay(seat, col, row)
    for seat in range(players):
        col = 2 * seat + 1
        t.give(seat, col, 0) if seat in reaching else t.give(seat, col + 1, 7)
    s = t.deal_rest()
    s.round = 5
    return s

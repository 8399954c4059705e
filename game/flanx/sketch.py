"""The duel cut down to what a bot's playout needs: a second, faster rules engine.

FlanxState recomputes both seats' open cells and every kind of draw after each action, which is
most of a playout's time. A `Sketch` keeps each seat's open cells (Rules 2 and 3) as a set
updated around the card just laid, and meets the rarer endings where they can arise: both side
edges after a card in a side column; "nobody can place" and "only unplayable cards left" when
the seat to act cannot place its hand (those endings follow a placement and leave everybody
unable to place, so the game ends the same way).

It is a second statement of the duel's rules, kept in step with game.flanx.rules and
game.flanx.endings by hand: tests/test_flanx_sketch.py plays random duels on both, card for
card, and fails on the first placement, position or outcome where they part.
"""
from __future__ import annotations

import random

from game.flanx.board import ALL_FACES, EMPTY, FIT_MASK, faces_mask, touches_other, touches_own
from game.flanx.cards import FACES
from game.flanx.rules import HAND_SIZE, WHITE_SEAT, FlanxPublic


class Sketch:
    """A duel position: cells, hands, decks and piles as lists, each seat's open cells as a set."""

    __slots__ = ("g", "cells", "hands", "decks", "discards", "open", "goals", "winner", "over")

    def __init__(self, position: FlanxPublic | None = None) -> None:
        if position is None:
            return
        self.g = position.geometry
        self.cells = list(position.cells)
        self.hands = [list(h) for h in position.hands]
        self.decks = [list(d) for d in position.decks]
        self.discards = [list(d) for d in position.discards]
        self.open = [set(position.open_cells(s)) for s in range(2)]
        self.goals = (position.goal_row(0), position.goal_row(1))
        self.over = position.over
        self.winner = position.winners()[0] if position.winners() else None

    def copy(self) -> Sketch:
        twin = Sketch()
        twin.g, twin.goals, twin.over, twin.winner = self.g, self.goals, self.over, self.winner
        twin.cells = list(self.cells)
        twin.hands = [list(h) for h in self.hands]
        twin.decks = [list(d) for d in self.decks]
        twin.discards = [list(d) for d in self.discards]
        twin.open = [set(o) for o in self.open]
        return twin

    def fitting(self, i: int) -> int:
        cells, mask = self.cells, ALL_FACES
        for n, d in self.g.orthogonal(i):
            if cells[n] != EMPTY:
                mask &= FIT_MASK[d][cells[n] % FACES]
        return mask

    def wins_at(self, seat: int, i: int) -> bool:
        """The goal edge, or right behind an opponent's card (game.flanx.endings.win_after)."""
        cols = self.g.cols
        if i // cols == self.goals[seat]:
            return True
        behind = i + cols if seat == WHITE_SEAT else i - cols
        return 0 <= behind < len(self.cells) and self.cells[behind] != EMPTY and \
            self.cells[behind] // FACES != seat

    def placements(self, seat: int) -> list[tuple[int, int]]:
        """(card, cell) for every card of the hand on every open cell it fits."""
        out: list[tuple[int, int]] = []
        hand = self.hands[seat]
        for i in self.open[seat]:
            mask = self.fitting(i)
            out.extend((c, i) for c in hand if mask >> (c % FACES) & 1)
        return out

    def threats(self, seat: int) -> set[int]:
        """The open cells from which `seat`'s hand wins with its next card."""
        faces = faces_mask(self.hands[seat])
        return {i for i in self.open[seat] if self.wins_at(seat, i) and self.fitting(i) & faces}

    def place(self, seat: int, c: int, i: int) -> None:
        g, cells, other = self.g, self.cells, 1 - seat
        cells[i] = c
        self.hands[seat].remove(c)
        self.open[0].discard(i)
        self.open[1].discard(i)
        if self.wins_at(seat, i):
            self.over, self.winner = True, seat
            return
        for n in g.orthogonal_cells(i):          # Rule 2 newly met for the seat
            if cells[n] == EMPTY and touches_other(g, cells, n, seat):
                self.open[seat].add(n)
        for n in g.around(i):                    # Rule 3 newly met for the opponent
            if cells[n] == EMPTY and touches_own(g, cells, n, other):
                self.open[other].add(n)
        if i % g.cols in (0, g.cols - 1) and self._both_sides():
            self.over = True
            return
        if not self.hands[seat]:
            self.draw(seat)

    def _both_sides(self) -> bool:
        g, cells = self.g, self.cells
        for seat in range(2):
            for col in (0, g.cols - 1):
                if not any(cells[i] != EMPTY and cells[i] // FACES == seat for i in range(col, g.size, g.cols)):
                    return False
        return True

    def draw(self, seat: int) -> None:
        """A fresh hand; an empty deck is the discard pile turned over, first discard on top."""
        deck, pile, hand = self.decks[seat], self.discards[seat], self.hands[seat]
        for _ in range(HAND_SIZE["duel"]):
            if not deck:
                if not pile:
                    return
                deck.extend(reversed(pile))
                pile.clear()
            hand.append(deck.pop())

    def discard(self, seat: int) -> bool:
        """Discard the hand and draw anew; False (nothing done) where the rules refuse it."""
        if not self.hands[seat] or not (self.decks[seat] or self.discards[seat]):
            return False
        self.discards[seat].extend(self.hands[seat])
        self.hands[seat] = []
        self.draw(seat)
        return True

    def can_place(self, seat: int, cards: list[int]) -> bool:
        faces = faces_mask(cards)
        return any(self.fitting(i) & faces for i in self.open[seat])

    def blocked(self, seat: int) -> bool:
        """`seat` cannot place its hand: end the game if that is one of the decided draws (only
        an unplayable hand left; nobody can place a card they own)."""
        if not (self.decks[seat] or self.discards[seat]):
            self.over = True
        elif not any(self.can_place(s, self.hands[s] + self.decks[s] + self.discards[s]) for s in (seat, 1 - seat)):
            self.over = True
        return self.over


def sketch_action(sketch: Sketch, seat: int, dice: random.Random) -> tuple[int, int] | None:
    """The sketch's playout policy: a winning card if there is one; else a card on a cell
    from which the opponent's hand would win next, if one fits there; else a random
    placement. None: nothing fits (the caller discards or waits)."""
    options = sketch.placements(seat)
    if not options:
        return None
    for c, i in options:
        if sketch.wins_at(seat, i):
            return c, i
    threats = sketch.threats(1 - seat)
    if threats:
        blocks = [(c, i) for c, i in options if i in threats]
        if blocks:
            return blocks[dice.randrange(len(blocks))]
    return options[dice.randrange(len(options))]


def sketch_playout(sketch: Sketch, seat: int, dice: random.Random, limit: int) -> float:
    """Play a sketch on, the seats taking turns after `seat`: 1 for a win of `seat`, 0 for a
    loss, 0.5 for a draw or a game still open after `limit` actions."""
    actor = 1 - seat
    for _ in range(limit):
        if sketch.over:
            break
        chosen = sketch_action(sketch, actor, dice)
        if chosen is not None:
            sketch.place(actor, *chosen)
        elif sketch.hands[actor] and not sketch.blocked(actor):
            sketch.discard(actor)
        actor = 1 - actor
    if sketch.winner is None:
        return 0.5
    return 1.0 if sketch.winner == seat else 0.0

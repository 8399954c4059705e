"""A Pixies turn played out: every order in which the cards in the middle may still be taken,
every placement of each, judged at the turn's end (or after a given number of picks) by a
Knowledge's values.

A turn is small and, but for the deck, public: the cards in the middle are in sight and the
seats pick from them in a known order. What the deck holds matters only from the next reveal
on, and that is what the Knowledge's estimate is about (it reads the areas and counts what is
still to come, never the deck's order). So the turn can be searched exactly instead of sampled:
each seat takes the card and placement best for itself (max-n; with two players what one gains
the other loses, so it is minimax, and alpha-beta cuts what cannot change the choice).
"""
from __future__ import annotations

import math
import random
import time
from typing import cast

from game.core import Bot, Knowledge, View
from game.pixies.actions import Take
from game.pixies.state import PixiesState

#: the most positions a move may judge: past it, what is left of the turn is judged as it
#: stands (with five players a turn has 5! orders of picks, some with several places to lay a
#: card face down, and can branch into the tens of thousands; two players stay far below)
LEAVES = 1500
#: the wall-clock cap of a move, the same way (DESIGN.md: the hardest level <= 1 s a move)
SECONDS = 0.8


class TurnLookahead(Bot):
    """The Take whose turn, played out by every seat's best answer for `picks` picks (None: to
    the turn's end), the Knowledge values most for the taker. Deterministic for a given rng
    unless the clock runs out first (`leaves` alone never depends on the machine)."""

    name = "turn"

    def __init__(self, knowledge: Knowledge[PixiesState], picks: int | None = None, leaves: int = LEAVES,
                 seconds: float | None = SECONDS) -> None:
        self.knowledge = knowledge
        self.picks = picks
        self.leaves = leaves
        self.seconds = seconds
        self.last_leaves = 0
        self._last_pick = 0
        self._deadline = math.inf

    def lift_clock(self) -> None:
        self.seconds = None                 # `leaves` always bounds the search

    def choose(self, view: View, rng: random.Random) -> Take:
        actions = cast(list[Take], view.legal_actions())     # a Pixies view's: Takes
        self.last_leaves = 0
        if len(actions) == 1:
            return actions[0]
        state = view.determinize(rng)       # only a round's end draws on the deck: a new shuffle
        assert isinstance(state, PixiesState)
        self._last_pick = state.pick + (self.picks or len(state.order)) - 1
        self._deadline = math.inf if self.seconds is None else time.perf_counter() + self.seconds
        seat = view.seat
        best, best_value = actions[0], -math.inf
        for action in actions:
            value = self._value(_after(state, seat, action), seat, best_value, math.inf)
            if value > best_value:
                best, best_value = action, value
        return best

    def _judge_here(self, state: PixiesState) -> bool:
        """The search ends here: the turn (or the picks searched) is over, or the budget spent."""
        if state.over or state.pick == 0 or state.pick > self._last_pick:
            return True
        return self.last_leaves >= self.leaves or time.perf_counter() >= self._deadline

    def _value(self, state: PixiesState, me: int, alpha: float, beta: float) -> float:
        """`me`'s value of `state` once the search has played it out: alpha-beta with two
        players; with more, max-n, where no branch can be cut."""
        if self._judge_here(state):
            self.last_leaves += 1
            return self.knowledge.values(state)[me]
        if state.players > 2:
            return self._max_n(state)[me]
        seat = state.order[state.pick]
        mine = seat == me                   # `me` raises the floor alpha, the rival lowers the ceiling beta
        value = -math.inf if mine else math.inf
        for action in state.legal_actions(seat):
            child = self._value(_after(state, seat, action), me, alpha, beta)
            if mine:
                value = max(value, child)
                alpha = max(alpha, value)
            else:
                value = min(value, child)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return value

    def _max_n(self, state: PixiesState) -> list[float]:
        """Every seat's value at the end of the search when each picks what is best for itself."""
        if self._judge_here(state):
            self.last_leaves += 1
            return self.knowledge.values(state)
        seat = state.order[state.pick]
        best: list[float] | None = None
        for action in state.legal_actions(seat):
            values = self._max_n(_after(state, seat, action))
            if best is None or values[seat] > best[seat]:
                best = values
        assert best is not None, "a seat to pick with nothing to take"
        return best


def _after(state: PixiesState, seat: int, action: Take) -> PixiesState:
    after = state.clone()
    after.advance(seat, action)
    return after

"""A Pixies turn played out: every order in which the cards in the middle may still be taken,
every placement of each, judged at the turn's end (or after a given number of picks) by a
Knowledge's values.

A turn is small and, but for the deck, public: the cards in the middle are in sight and the
seats pick from them in a known order. What the deck holds matters only from the next reveal
on, and that is what the Knowledge's estimate is about (it reads the areas and counts what is
still to come, never the deck's order). So the turn can be searched exactly instead of sampled:
each seat takes the card and placement best for itself (max-n; with two players what one gains
the other loses, so it is minimax, and alpha-beta cuts what cannot change the choice).

One search (`TurnSearch`) serves Expert (`TurnLookahead`, by its Knowledge's chance to win) and
the review (game.pixies.review, by the expected final totals in points): what each judges the
turn's end by is a parameter, the search is the same.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
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


class TurnSearch:
    """Every seat's best answer until the turn ends (or until pick `last_pick`, or until `leaves`
    positions are judged or the `deadline` passes, where what is left is judged as it stands).
    `judge(state)` gives every seat's values at the search's end; `weigh(values, seat)` is how
    much `seat` wants them. With two players what one gains the other loses, and alpha-beta cuts
    what cannot change the choice; with more, max-n, where no branch can be cut."""

    def __init__(self, judge: Callable[[PixiesState], list[float]], weigh: Callable[[list[float], int], float],
                 leaves: int, last_pick: int | None = None, deadline: float = math.inf) -> None:
        self.judge = judge
        self.weigh = weigh
        self.leaves = leaves
        self.last_pick = last_pick
        self.deadline = deadline
        #: positions judged so far
        self.judged = 0

    def best(self, state: PixiesState, me: int, alpha: float = -math.inf) -> tuple[float, list[float]]:
        """(how much `me` wants the turn's end, every seat's values there) once every seat,
        from `state` on, has picked what it wants most; `alpha`: what `me` already has elsewhere
        (a cut below it is no loss)."""
        if state.players > 2:
            values = self.max_n(state)
            return self.weigh(values, me), values
        return self.alpha_beta(state, me, alpha, math.inf)

    def _judge_here(self, state: PixiesState) -> bool:
        if state.over or state.pick == 0 or (self.last_pick is not None and state.pick > self.last_pick):
            return True
        return self.judged >= self.leaves or time.perf_counter() >= self.deadline

    def alpha_beta(self, state: PixiesState, me: int, alpha: float, beta: float) -> tuple[float, list[float]]:
        """Two players: `me` raises the floor alpha, the rival lowers the ceiling beta."""
        if self._judge_here(state):
            self.judged += 1
            values = self.judge(state)
            return self.weigh(values, me), values
        seat = state.order[state.pick]
        mine = seat == me
        best: tuple[float, list[float]] | None = None
        for action in dict.fromkeys(state.legal_actions(seat)):
            value = self.alpha_beta(_after(state, seat, action), me, alpha, beta)
            if best is None or (value[0] > best[0] if mine else value[0] < best[0]):
                best = value
            if mine:
                alpha = max(alpha, best[0])
            else:
                beta = min(beta, best[0])
            if alpha >= beta:
                break
        assert best is not None, "a seat to pick with nothing to take"
        return best

    def max_n(self, state: PixiesState) -> list[float]:
        """Every seat's values at the search's end when each picks what it wants most."""
        if self._judge_here(state):
            self.judged += 1
            return self.judge(state)
        seat = state.order[state.pick]
        best: list[float] | None = None
        for action in dict.fromkeys(state.legal_actions(seat)):
            values = self.max_n(_after(state, seat, action))
            if best is None or self.weigh(values, seat) > self.weigh(best, seat):
                best = values
        assert best is not None, "a seat to pick with nothing to take"
        return best


def own(values: list[float], seat: int) -> float:
    """A seat wants its own value."""
    return values[seat]


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

    def lift_clock(self) -> None:
        self.seconds = None                 # `leaves` always bounds the search

    def choose(self, view: View, rng: random.Random) -> Take:
        actions = cast(list[Take], view.legal_actions())     # a Pixies view's: Takes
        self.last_leaves = 0
        if len(actions) == 1:
            return actions[0]
        state = view.determinize(rng)       # only a round's end draws on the deck: a new shuffle
        assert isinstance(state, PixiesState)
        deadline = math.inf if self.seconds is None else time.perf_counter() + self.seconds
        search = TurnSearch(self.knowledge.values, own, self.leaves,
                            last_pick=state.pick + (self.picks or len(state.order)) - 1, deadline=deadline)
        seat = view.seat
        best, best_value = actions[0], -math.inf
        for action in actions:
            value = search.best(_after(state, seat, action), seat, best_value)[0]
            if value > best_value:
                best, best_value = action, value
        self.last_leaves = search.judged
        return best


def _after(state: PixiesState, seat: int, action: Take) -> PixiesState:
    after = state.clone()
    after.advance(seat, action)
    return after

"""A Pixies turn played out in full: every order in which the cards in the middle may still be
taken, every placement of each, judged at the turn's end by a Knowledge.

A turn is small and, but for the deck, public: the cards in the middle are in sight and each
seat picks from them in a known order. What the deck holds matters only from the next reveal on,
and that is what the Knowledge's estimate is about. So the whole turn can be searched exactly
instead of sampled: each seat takes the card and placement best for itself (max-n; with two
players it is minimax, and alpha-beta cuts what cannot matter).
"""
from __future__ import annotations

import math
import random

from game.core import Bot, Knowledge, View
from game.pixies.actions import Take
from game.pixies.state import PixiesState


#: the most turn ends a move may judge; past it, what is left of the turn is judged as it stands
#: (a late turn with several cards to lay face down anywhere could otherwise branch into the
#: tens of thousands, and a move must stay well within its second)
LEAVES = 2000


def _turn_done(state: PixiesState) -> bool:
    """A new turn (or round) has begun, or the game is over: the turn searched is played out."""
    return state.over or state.pick == 0


class TurnLookahead(Bot):
    """The Take whose turn, played out to its end by every seat's best reply, the Knowledge
    values most for the taker."""

    name = "turn"

    def __init__(self, knowledge: Knowledge, picks: int | None = None, leaves: int = LEAVES) -> None:
        self.knowledge = knowledge
        self.picks = picks
        self.leaves = leaves
        self.last_leaves = 0
        self._last_pick = 0

    def choose(self, view: View, rng: random.Random) -> Take:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        state = view.determinize(rng)
        assert isinstance(state, PixiesState)
        self.last_leaves = 0
        seat = view.seat
        self._last_pick = state.pick + (self.picks or len(state.order)) - 1
        best, best_value = actions[0], -math.inf
        for action in actions:
            value = self._value(self._after(state, seat, action), seat, best_value, math.inf)
            if value > best_value:
                best, best_value = action, value
        return best

    def _after(self, state: PixiesState, seat: int, action: Take) -> PixiesState:
        after = state.clone()
        after._do(seat, action)
        return after

    def _value(self, state: PixiesState, me: int, alpha: float, beta: float) -> float:
        """`me`'s value of `state` once its turn has been played out: alpha-beta with two
        players (what one gains the other loses); with more, max-n, where no branch is cut."""
        if _turn_done(state) or state.pick > self._last_pick or self.last_leaves >= self.leaves:
            self.last_leaves += 1
            return self.knowledge.values(state)[me]
        if state.players > 2:
            return self._max_n(state)[me]
        seat = state.order[state.pick]
        if seat == me:
            value = -math.inf
            for action in state.legal_actions(seat):
                value = max(value, self._value(self._after(state, seat, action), me, alpha, beta))
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
            return value
        value = math.inf
        for action in state.legal_actions(seat):
            value = min(value, self._value(self._after(state, seat, action), me, alpha, beta))
            beta = min(beta, value)
            if alpha >= beta:
                break
        return value

    def _max_n(self, state: PixiesState) -> list[float]:
        """Every seat's value at the turn's end when each picks what is best for itself."""
        if _turn_done(state) or state.pick > self._last_pick or self.last_leaves >= self.leaves:
            self.last_leaves += 1
            return self.knowledge.values(state)
        seat = state.order[state.pick]
        best: list[float] | None = None
        for action in state.legal_actions(seat):
            values = self._max_n(self._after(state, seat, action))
            if best is None or values[seat] > best[seat]:
                best = values
        assert best is not None
        return best

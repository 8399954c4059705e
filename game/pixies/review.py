"""What the review (game.ai.review) judges Pixies decisions with: Expert's own look at a turn,
counted in points.

A turn is public but for the deck (game/pixies/lookahead.py), so what a placement leads to
within it can be worked out exactly rather than sampled: every seat takes the card and place
best for itself until the turn ends, and the fitted estimate (`ExpertKnowledge.estimates`,
each seat's expected final total) judges the end of the turn. Expert chooses by the same turn
and the same estimate, so where the review and Expert disagree, it is over points against the
chance to win (on the game's last turn), never over what the turn holds. The person's own
later picks of the turn are played as well as Expert would play them.

Each seat weighs a position by its expected final total ahead of the others' average (the
review's `_points`); with two players what one gains the other loses, and alpha-beta cuts what
cannot change the choice. Nothing hidden is drawn within a turn, so one sample is the whole
answer (`review_samples`) and the cost has no sampling noise.
"""
from __future__ import annotations

import math

from game.pixies.bots import ExpertKnowledge
from game.pixies.state import PixiesState

#: the most turn ends one candidate may judge; past it, what is left of the turn is judged as
#: it stands (two players stay far below it; five may branch into the tens of thousands)
REVIEW_LEAVES = 4000


def ahead(estimates: list[float], seat: int) -> float:
    """`seat`'s expected final total ahead of the others' average."""
    others = [e for s, e in enumerate(estimates) if s != seat]
    return estimates[seat] - sum(others) / len(others)


class PixiesReviewKnowledge(ExpertKnowledge):
    """Expert's estimate, with the rest of the turn played out by every seat's best answer."""

    #: one determinized sample is enough: the turn holds nothing hidden
    review_samples = 1

    def review_estimates(self, state: PixiesState, seat: int) -> list[float]:
        """Each seat's expected final total once the turn `state` is in has been played out,
        every seat picking what puts it furthest ahead (`seat` included)."""
        search = _TurnSearch(self)
        if state.players == 2:
            return search.alpha_beta(state, seat, -math.inf, math.inf)[1]
        return search.max_n(state)


class _TurnSearch:
    def __init__(self, knowledge: ExpertKnowledge) -> None:
        self.knowledge = knowledge
        self.leaves = 0

    def _judge_here(self, state: PixiesState) -> bool:
        return state.over or state.pick == 0 or self.leaves >= REVIEW_LEAVES

    def alpha_beta(self, state: PixiesState, me: int, alpha: float, beta: float) -> tuple[float, list[float]]:
        """(`me`'s lead, the estimates it comes from) at the turn's end, two players."""
        if self._judge_here(state):
            self.leaves += 1
            estimates = self.knowledge.estimates(state)
            return ahead(estimates, me), estimates
        seat = state.order[state.pick]
        mine = seat == me
        best: tuple[float, list[float]] | None = None
        for action in dict.fromkeys(state.legal_actions(seat)):
            child = state.clone()
            child.advance(seat, action)
            value = self.alpha_beta(child, me, alpha, beta)
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
        """Every seat's expected final total at the turn's end when each picks for itself."""
        if self._judge_here(state):
            self.leaves += 1
            return self.knowledge.estimates(state)
        seat = state.order[state.pick]
        best: list[float] | None = None
        for action in dict.fromkeys(state.legal_actions(seat)):
            child = state.clone()
            child.advance(seat, action)
            estimates = self.max_n(child)
            if best is None or ahead(estimates, seat) > ahead(best, seat):
                best = estimates
        assert best is not None, "a seat to pick with nothing to take"
        return best

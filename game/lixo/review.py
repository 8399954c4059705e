"""What the review (game.ai.review) judges LIXO? decisions with: points at the game's end.

The search's cut-off (eight actions, then `estimate` turned into a chance to win by a logistic)
is no measure of what a bid costs: the logistic saturates, so one overbid of all eight cards on
a 1-point bin was said to cost 70-79 % of the chance to win on five seeds and 2 % on a sixth
(issue 37). The review plays each candidate out to the end instead and counts the final scores: a decision
costs what it costs in LIXO?'s own points. Every seat bids by one-ply greed on Expert's estimate
(a pass or the raise to the lead, whichever leaves it furthest ahead of the best rival), which
plays the way Hard does closely enough that a decision's cost played out by Hard in every seat
and by the review agree (bench/calibration.py); the bidding rule of the search's playouts, with
or without its jitter, overstated an overbid's cost about twofold. Nothing in it is random, so
two candidates played on the same sample differ only by what they changed.

It weighs the moves Expert's search weighs (a pass, and the raise to the lead with the cheapest
cards) and the move the person chose. Weighing every way to lay the cards (up to eighty) would
let the luckiest of many equal moves look better than the person's by chance alone; and a jump
past the lead, which the playouts' rivals meet by a rule that gives up on a big jump, looked
better there than against players who read it.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.core import Action
from game.lixo.actions import PASS
from game.lixo.bots import SEARCH_JUMP, LixoKnowledge, compact_raises, estimate
from game.lixo.state import LixoState


class LixoReviewKnowledge(LixoKnowledge):
    """Expert's knowledge (the contested worth of a hand, its candidates) played out to the end;
    the answers to a candidate (game.ai.review's replies) weigh the same candidates."""

    rollout_depth: int | None = None    # type: ignore[assignment]   # to the end, where the search cuts
    #: a bid's outcome turns on the others' hidden hands and on every bin after it: one played-out
    #: difference between two candidates spreads over about ten points, so the review draws twice
    #: the default's samples (a whole game's review stays within its budget: bench/RESULTS.md)
    review_samples = 32

    def __init__(self) -> None:
        super().__init__(raise_jump=SEARCH_JUMP, contest=True)

    def estimates(self, state: LixoState) -> list[float]:
        """The final scores once the game is over; before, `estimate`'s expected final scores
        (a playout cut off by the review's cap)."""
        return state.scores() if state.over else estimate(state, self.hand_weight, self.contest)

    def rollout_action(self, state: LixoState, seat: int, rng: random.Random) -> Action:
        """One-ply greed on the estimate (`evaluate`) between a pass and the raise to the lead."""
        actions = self.search_actions(state, seat)
        if len(actions) == 1:
            return actions[0]
        best: Action = PASS
        best_value = -math.inf
        for action in actions:
            after = state.clone()
            after.advance(seat, action)     # type: ignore[arg-type]   # search_actions gives LIXO? bids
            value = self.evaluate(after, seat)
            if value > best_value:
                best, best_value = action, value
        return best

    def review_actions(self, state: LixoState, seat: int) -> Sequence[Action]:
        """The candidates the review weighs (the chosen move is added to them): the ones Expert
        weighs, a pass and the raise to the lead with the cheapest cards."""
        return compact_raises(state, seat, jump=SEARCH_JUMP)

"""What the review (game.ai.review) judges LIXO? decisions with: points at the game's end.

The search's cut-off (eight actions, then `estimate` turned into a chance to win by a logistic)
is no measure of what a bid costs: the logistic saturates, so one overbid of all eight cards on
a 1-point bin was said to cost 70-79 % of the chance to win on five seeds and 2 % on a sixth
(issue 37). The review plays each candidate out to the end instead, every seat bidding by the
playouts' rule (`rule_action`) without its random jitter, and counts the final scores: a
decision costs what it costs in LIXO?'s own points, and two candidates played on the same
sample differ only by what they changed, not by the playout's dice.

It weighs the moves Expert's search weighs (a pass, and the raise to the lead with the cheapest
cards) and the move the person chose. Weighing every way to lay the cards (up to eighty) would
let the luckiest of many equal moves look better than the person's by chance alone; and a jump
past the lead, which the playouts' rivals meet by a rule that gives up on a big jump, looked
better there than against players who read it.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.core import Action
from game.lixo.bots import SEARCH_JUMP, LixoKnowledge, compact_raises, estimate, rule_action
from game.lixo.state import LixoState


class LixoReviewKnowledge(LixoKnowledge):
    """Expert's knowledge (the contested worth of a hand) played out to the end."""

    rollout_depth = None

    def __init__(self) -> None:
        super().__init__(contest=True)

    def estimates(self, state: LixoState) -> list[float]:
        """The final scores once the game is over; before, `estimate`'s expected final scores
        (a playout cut off by the review's cap)."""
        return state.scores() if state.over else estimate(state, self.hand_weight, self.contest)

    def rollout_action(self, state: LixoState, seat: int, rng: random.Random) -> Action:
        return rule_action(state, seat, rng, noise=0.0)

    def review_actions(self, state: LixoState, seat: int) -> Sequence[Action]:
        """The candidates the review weighs (the chosen move is added to them): the ones Expert
        weighs, a pass and the raise to the lead with the cheapest cards."""
        return compact_raises(state, seat, jump=SEARCH_JUMP)

"""What the review (game.ai.review) judges LIXO? decisions with: points at the game's end.

The search's cut-off (eight actions, then `estimate` turned into a chance to win by a logistic)
is no measure of what a bid costs: the logistic saturates, so one overbid of all eight cards on
a 1-point bin was said to cost 70-79 % of the chance to win on five seeds and 2 % on a sixth
(issue 37). The review plays each candidate out to the end instead and counts the final scores: a decision
costs what it costs in LIXO?'s own points.

Every seat bids by the search's own bidding rule (`rule_action`: a raise to the lead when it
gains points, judging whether a rival could outlast it), as a player bids: from its own hand and
what the table shows of the others (`guessed_reaches`: a rival's bid, its hand's size and the
public leaning), give or take the search's own jitter (`ROLLOUT_NOISE`). Read from the sample's
hidden hands, the rule knew to the card who would outlast whom, and every bidding war went on
until the poorer seat had laid its last card of the colour: any contested raise then cost
points. Expert's raises to the lead were rated 2-7 points worse than a pass where Hard in every
seat, played out, found them even (bench/calibration.py; 10 % of Expert's own decisions flagged).
The jitter draws from the review's dice, the same for every candidate on a sample, so two
candidates played on the same sample differ only by what they changed.

Even so, the rule is a model of how the rivals bid, not their play: a bid's cost strays from
the cost Hard's search finds playing on by a few points either way. A bid that looks costly is
weighed again on fresh samples (`review_confirm`: the best of two even bids looked a point or
more better on the samples that chose it), and the review's noise counts the model's own spread
(`review_model_noise`, measured by bench/calibration.py), so it flags no bid for a cost its
model of the rivals could have made up.

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
from game.lixo.bots import (
    FIT_SHARE,
    ROLLOUT_NOISE,
    SEARCH_JUMP,
    LixoKnowledge,
    compact_raises,
    estimate,
    fitting,
    rule_action,
)
from game.lixo.state import LixoState


def guessed_reaches(state: LixoState, seat: int, colour: int) -> list[float]:
    """Every seat's highest total on the open bin as `seat` can reckon it: its own bid and
    fitting cards exactly; a rival's bid and the fitting cards a hand of its size holds on
    average (FIT_SHARE), scaled by the table's leaning on it (game.lixo.hands).

    >>> state = LixoState.new_game(3, 1, 0)
    >>> hidden = guessed_reaches(state, 0, 2)
    >>> state.hands[1], state.hands[2] = state.hands[2], state.hands[1]     # the others' hands unseen
    >>> guessed_reaches(state, 0, 2) == hidden, hidden[1] == 5 * FIT_SHARE
    (True, True)
    """
    return [total + (fitting(hand)[colour] if s == seat else sum(hand) * FIT_SHARE * state.leaning[s][colour])
            for s, (total, hand) in enumerate(zip(state.totals, state.hands))]


class LixoReviewKnowledge(LixoKnowledge):
    """Expert's knowledge (the contested worth of a hand, its candidates) played out to the end;
    the answers to a candidate (game.ai.review's replies) weigh the same candidates."""

    rollout_depth: int | None = None    # type: ignore[assignment]   # to the end, where the search cuts
    #: a bid's outcome turns on the others' hidden hands and on every bin after it: one played-out
    #: difference between two candidates spreads over about ten points, so the review draws four
    #: times the default's samples (the rule is cheap: a whole game's review stays within its
    #: budget, bench/RESULTS.md)
    review_samples = 64
    #: and a bid that looks costly is weighed again on twice as many fresh samples (game.ai.review:
    #: of two even bids, the luckier looked a point or more better, and Expert's own bids were
    #: flagged about one in ten)
    review_confirm = 2
    #: the rivals of the playouts bid by a rule, not as Hard's search bids: a bid's cost, played
    #: out, strays from Hard's playing on by this much (points, a standard deviation) beyond both
    #: sampling errors (bench/RESULTS.md, the calibration's (c): "model spread"), so the review
    #: flags no bid its model of the rivals could have made look costly
    review_model_noise = 1.5

    def __init__(self) -> None:
        super().__init__(raise_jump=SEARCH_JUMP, contest=True)

    def estimates(self, state: LixoState) -> list[float]:
        """The final scores once the game is over; before, `estimate`'s expected final scores
        (a playout cut off by the review's cap)."""
        return state.scores() if state.over else estimate(state, self.hand_weight, self.contest)

    def rollout_action(self, state: LixoState, seat: int, rng: random.Random) -> Action:
        """The search's bidding rule with its jitter, judging the rivals from what the table
        shows of them (`guessed_reaches`), not from their hidden hands."""
        return rule_action(state, seat, rng, noise=ROLLOUT_NOISE, reach=guessed_reaches)

    def review_actions(self, state: LixoState, seat: int) -> Sequence[Action]:
        """The candidates the review weighs (the chosen move is added to them): the ones Expert
        weighs, a pass and the raise to the lead with the cheapest cards."""
        return compact_raises(state, seat, jump=SEARCH_JUMP)

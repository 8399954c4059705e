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

from game.pixies.bots import ExpertKnowledge
from game.pixies.lookahead import TurnSearch
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
        every seat picking what puts it furthest ahead (`seat` included): Expert's own turn
        search (game.pixies.lookahead), judged in points."""
        return TurnSearch(self.estimates, ahead, REVIEW_LEAVES).best(state, seat)[1]

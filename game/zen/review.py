"""What the review (game.ai.review) judges a Zen decision with: the chance to complete the form.

Zen is a puzzle for one person whose only result is whether the form is completed before both
decks (one, for a one-colour form) run out a second time (DECISIONS.md); the cards in place are
progress, not points (a form of 4 cards and one of 24 both count one solution). So the truthful
unit of a decision's cost is a share of the chance to complete the form. Each candidate is
followed, on the same shuffles of the decks not yet renewed, by the policy's play to the end
(game.zen.policy, the Hint's and the computer's): the person's own next moves and the playout.

    >>> from game.zen import GAME
    >>> state = GAME.new(1, seed=1)
    >>> ZenReviewKnowledge().values(state)
    [0.5]
"""
from __future__ import annotations

import random

from game.core import Action, Knowledge, State
from game.zen.policy import choose
from game.zen.state import ZenState


class ZenReviewKnowledge(Knowledge[ZenState]):
    """The review's Zen: the policy plays on to the end; 1 for a completed form, 0 for a loss."""

    rollout_depth = None

    def values(self, state: ZenState) -> list[float]:
        if not state.is_over():
            return [0.5]
        return [1.0 if state.winners() else 0.0]

    def search_actions(self, state: State, seat: int) -> list[Action]:
        """The policy's move alone: the person plays on as the Hint would have them."""
        assert isinstance(state, ZenState)
        return [choose(state)[0]]

    def rollout_action(self, state: ZenState, seat: int, rng: random.Random) -> Action:
        return choose(state)[0]

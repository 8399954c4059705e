"""What the review (game.ai.review) judges a Flanx decision with: the person's chance to win.

Flanx is a race with no points: a game is won, lost or drawn (DECISIONS.md), so the truthful
unit of a decision's cost is a share of the chance to win, a draw counting half. Each candidate
is judged as Hard and Expert judge their own: the opponent answers (a card that wins at once if
it holds one, else the placement the judgement rates best), then the race is played to its end
with the bots' own playout policy (`game.flanx.bots.quick_action`: a winning card when there is
one, else a random placement, else a discard), on the same shuffles of the hidden decks for
every candidate. A race still open after the review's cap counts as a draw.

    >>> from game.flanx import GAME
    >>> state = GAME.new(2, seed=1, variant="duel")
    >>> FlanxReviewKnowledge().values(state)
    [0.5, 0.5]
"""
from __future__ import annotations

import random

from game.core import Action, State
from game.flanx.actions import Place
from game.flanx.bots import quick_action
from game.flanx.judgement import FlanxKnowledge, wins_at
from game.flanx.state import FlanxState


class FlanxReviewKnowledge(FlanxKnowledge):
    """The review's Flanx: answers by the judgement, then the bots' playout to the end."""

    rollout_depth = None

    def values(self, state: State) -> list[float]:
        """1 for a win, 0 for a loss, a half for a draw or a race still open."""
        if not state.is_over():
            return [0.5] * state.players
        winners = state.winners()
        return [0.5 if not winners else (1.0 if seat in winners else 0.0) for seat in range(state.players)]

    def search_actions(self, state: State, seat: int) -> list[Action]:
        """A card that wins at once alone, when there is one: nobody passes a win up."""
        assert isinstance(state, FlanxState)
        legal = state.legal_actions(seat)
        g = state.geometry
        for action in legal:
            if isinstance(action, Place) and wins_at(state, seat, g.index(action.col, action.row)):
                return [action]
        return legal

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, FlanxState)
        action = quick_action(state, seat, rng)
        return action if action is not None else state.legal_actions(seat)[0]

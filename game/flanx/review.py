"""What the review (game.ai.review) judges a Flanx decision with: the person's chance to win.

Flanx is a race with no points: a game is won, lost or drawn (DECISIONS.md), so the truthful
unit of a decision's cost is a share of the chance to win, a draw counting half. Each candidate
is played out to the end on the same shuffles of the hidden decks as every other, the seats
taking turns, the opponent first. In the duel both play as a careful player does
(`duel_action`): a card that wins at once (so a card that hands the opponent a win is judged
with that win taken); else one that blocks a cell from which the other's hand would win next;
else a random placement that opens the other's hand no such cell. The opponent's first answer is
that policy's too, not one-ply greed on the judgement (`review_replies`): the hands lie face up,
so the judgement would give the same answer on every shuffle, and one poor answer would weigh
on every sample of a candidate. A playout that hands wins over at random (the bots' engine
policy, `game.flanx.bots.quick_action`, which Kids and Toddler still use) does not tell a race
that careful play keeps open from one that is lost. A race still open after the review's cap
counts as a draw.

    >>> from game.flanx import GAME
    >>> state = GAME.new(2, seed=1, variant="duel")
    >>> FlanxReviewKnowledge().values(state)
    [0.5, 0.5]
"""
from __future__ import annotations

import random

from game.core import Action, State
from game.flanx.actions import Discard, Place
from game.flanx.board import EMPTY, faces_mask, touches_own
from game.flanx.bots import quick_action
from game.flanx.judgement import FlanxKnowledge, winning_cells, wins_at
from game.flanx.state import FlanxState


class FlanxReviewKnowledge(FlanxKnowledge):
    """The review's Flanx: every candidate's race played out to its end, carefully in the duel."""

    rollout_depth = None
    #: the opponent answers a candidate by the playout's own policy, not by one-ply greed on the
    #: judgement: the judgement's answer is the same on every shuffle (the hands lie face up), so
    #: one poor answer weighed on every sample of a candidate (a first move of Expert's judged to
    #: cost 0.18 that way, 0.87 against 0.69, where Hard against Hard saw 0.46 against 0.56); the
    #: policy still takes a win at once
    review_replies = 0

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
        if state.variant == "duel":
            return duel_action(state, seat, rng)
        action = quick_action(state, seat, rng)
        return action if action is not None else state.legal_actions(seat)[0]


def duel_action(state: FlanxState, seat: int, rng: random.Random) -> Action:
    """How both seats play a duel out: a winning card if there is one; else a card on a cell
    from which the opponent's hand would win next, if one fits there; else a random placement
    that opens the opponent's hand no such cell; else the hand discarded, where that is
    allowed (it opens nothing); else any placement."""
    options = state.placements(seat)
    if not options:
        return state.legal_actions(seat)[0]
    g = state.geometry
    cells = [g.index(p.col, p.row) for p in options]
    for place, cell in zip(options, cells):
        if wins_at(state, seat, cell):
            return place
    other = 1 - seat
    hand = faces_mask(state.hands[other])
    threats = set(winning_cells(state, other, hand))
    placed = list(zip(options, cells))
    blocks = [(place, cell) for place, cell in placed if cell in threats]
    safe = [place for place, cell in blocks or placed if not _opens(state, other, hand, threats, place.card, cell)]
    pool = safe or [place for place, _ in blocks]
    if not pool and state.may_discard(seat, True):
        return Discard()
    pool = pool or options
    return pool[rng.randrange(len(pool))]


def _opens(state: FlanxState, other: int, hand: int, threats: set[int], card: int, cell: int) -> bool:
    """Whether laying `card` on `cell` gives `other`'s hand (faces `hand`) a cell to win from
    that it had not (`threats`). Only the cells around `cell` can change: laying a card there
    opens them to the other (Rule 3) and puts a card in front of the one behind it."""
    g, cells = state.geometry, state.cells
    cells[cell] = card
    try:
        for n in g.around(cell):
            if cells[n] == EMPTY and n not in threats and touches_own(g, cells, n, other) \
                    and wins_at(state, other, n) and state.fitting(other, n) & hand:
                return True
        return False
    finally:
        cells[cell] = EMPTY

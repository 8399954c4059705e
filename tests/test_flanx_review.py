"""The Flanx review's playouts and its built hand-overs (issue 37's calibration).

- both seats play a duel out carefully (game.flanx.review.duel_action): a win at once; else a
  block of the other's immediate win; else a placement that opens the other's hand no cell to
  win from (checked here against the cells recomputed on the whole board); else a discard;
- the opponent answers a candidate by that policy, not by one-ply greed (`review_replies`);
- a built hand-over (bench/terrible_flanx.py) lies in a race Hard-against-Hard playouts still
  call open, and the opponent wins with its very next card.
"""
from __future__ import annotations

import random

import pytest

from bench_helpers import bench_module
from game import GAMES
from game.ai.review import REPLIES, Budget, Decision, judge, person_decisions
from game.flanx.actions import Discard, Place
from game.flanx.board import faces_mask
from game.flanx.judgement import winning_cells, wins_at
from game.flanx.review import FlanxReviewKnowledge, duel_action
from game.flanx.state import FlanxState


def _threats(state: FlanxState, seat: int, hand: int) -> set[int]:
    return set(winning_cells(state, seat, hand))


def _opened(state: FlanxState, seat: int, action: Place) -> set[int]:
    """The cells the other's hand wins from after `action` that it did not before, the whole
    board recomputed."""
    other = 1 - seat
    hand = faces_mask(state.hands[other])
    after = state.clone()
    after.advance(seat, action)
    return _threats(after, other, hand) - _threats(state, other, hand)


def _positions(games: int):
    """Every position of `games` random duels, with the seat to move."""
    for seed in range(games):
        state = GAMES["flanx"].new(2, seed=seed, variant="duel")
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            yield state, seat
            legal = state.legal_actions(seat)
            state.advance(seat, legal[rng.randrange(len(legal))])


def test_a_duel_is_played_out_carefully_by_both_seats():
    seen = set()
    for state, seat in _positions(40):
        g = state.geometry
        places = [a for a in state.legal_actions(seat) if isinstance(a, Place)]
        if not places:
            continue
        wins = [a for a in places if wins_at(state, seat, g.index(a.col, a.row))]
        threats = _threats(state, 1 - seat, faces_mask(state.hands[1 - seat]))
        blocks = [a for a in places if g.index(a.col, a.row) in threats]
        safe = [a for a in blocks or places if not _opened(state, seat, a)]
        for dice in range(3):
            action = duel_action(state, seat, random.Random(dice))
            if wins:
                assert action in wins
                seen.add("win")
            elif safe:
                assert action in safe and (not blocks or action in blocks)
                seen.add("block" if blocks else "safe")
            elif blocks:
                assert action in blocks
                seen.add("unsafe block")
            else:
                assert action == Discard() if state.may_discard(seat, True) else action in places
                seen.add("discard" if action == Discard() else "forced")
    assert {"win", "block", "safe", "discard"} <= seen, seen


def test_the_opponent_answers_a_flanx_candidate_by_the_playout_policy():
    """No one-ply greedy answer: the judgement would answer the same on every shuffle (the hands
    lie face up), so one poor answer would weigh on every sample of a candidate."""
    game = GAMES["flanx"]
    assert FlanxReviewKnowledge.review_replies == 0 and REPLIES > 0
    state = game.new(2, seed=5, variant="duel")
    rng = random.Random(5)
    for _ in range(6):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.advance(seat, legal[rng.randrange(len(legal))])
    view = state.view(state.to_move()[0])
    decision = Decision(6, view.seat, view, view.legal_actions()[0])
    by_default = judge(game, decision, Budget(samples=4), seed=6)
    assert len(by_default.values) > 1
    assert by_default == judge(game, decision, Budget(samples=4, replies=0), seed=6)
    assert by_default.values != judge(game, decision, Budget(samples=4, replies=REPLIES), seed=6).values


@pytest.fixture(scope="module")
def terrible_flanx():
    imported = bench_module("terrible_flanx")
    yield next(imported)
    imported.close()


def test_a_built_hand_over_lies_in_an_open_race_and_loses_it_at_once(terrible_flanx):
    game = GAMES["flanx"]
    built = terrible_flanx.built_games(1)[0]
    decision = next(d for d in person_decisions(game, built.record, built.seats, built.options, built.seat)
                    if d.number == built.number)
    assert terrible_flanx.handing_over(decision.view) == decision.chosen
    assert terrible_flanx.chance(decision.view) >= terrible_flanx.OPEN
    mover, data, _ = built.record["moves"][built.number + 1]
    assert mover != built.seat and len(built.record["moves"]) == built.number + 2      # it wins at once
    judged = judge(game, decision, Budget(), seed=decision.number)
    assert dict(judged.values)[decision.chosen] == 0.0 and judged.cost >= terrible_flanx.OPEN / 2


def test_a_built_duel_that_runs_on_is_given_up(terrible_flanx):
    """Hard against Hard in seed 60183 discards its hands forever; the builder gives it up at
    LONGEST moves rather than hanging (the calibration once did)."""
    from builtgame import plant
    seen = []

    def pick(view):
        seen.append(view)
        return None
    assert plant("flanx", 2, {"variant": "duel"}, 60_183, "hard", pick, longest=terrible_flanx.LONGEST) is None
    assert len(seen) > 20 and seen[-1].cells == seen[-20].cells        # nobody lays a card any more

"""Issue 37: the review flagged Expert's own picks on the game's last turn (15.0, 9.3, 4.3 points).
Expert judged its search's leaves by `Knowledge.values`, which for a finished game was the result
alone; on the last turn every leaf is finished, so with the game won (or lost) every move tied and
the first legal one was played, points thrown away. A finished game is now valued by its result
and, within it, by the points ahead (game.pixies.bots.settled_values): Expert's last picks cost
nothing in the review's points."""
from __future__ import annotations

import random

import pytest

from game import GAMES
from game.ai.review import NEGLIGIBLE, POINTS, Budget, judge, person_decisions
from game.pixies.bots import ExpertKnowledge
from game.referee import Referee
from test_review_units import bots_game

PIXIES = GAMES["pixies"]


def expert_game(seed: int) -> Referee:
    return bots_game("pixies", 2, seed, "expert")


@pytest.mark.parametrize("seed", [1, 2])
def test_experts_picks_on_the_last_turn_cost_nothing_in_points(seed):
    referee = expert_game(seed)
    decisions = person_decisions(PIXIES, referee.record(), referee.seats, referee.options)
    last_turn = []
    for decision in decisions:          # the game ends within the turn this pick belongs to
        state = decision.view.determinize(random.Random(0))
        if len(referee.moves) - decision.number <= len(state.order) - state.pick:
            last_turn.append(decision)
    assert last_turn
    for decision in last_turn:
        judged = judge(PIXIES, decision, Budget(), seed=decision.number)
        assert judged.unit == POINTS and judged.cost < NEGLIGIBLE[POINTS], (seed, decision.number, judged.cost)


def test_a_finished_game_is_worth_more_the_more_points_ahead_but_never_more_than_a_better_result():
    knowledge = ExpertKnowledge()
    state = expert_game(1).state
    assert state.over
    values = knowledge.values(state)
    winner = max(range(2), key=lambda s: state.scores()[s])
    assert 0.99 < values[winner] <= 1.0 and 0.0 <= values[1 - winner] < 0.01
    closer = state.clone()
    closer.totals[winner] = closer.totals[1 - winner] + 1
    assert knowledge.values(closer)[1 - winner] > values[1 - winner]
    assert knowledge.values(closer)[winner] < values[winner]

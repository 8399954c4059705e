"""Issue 37: each of Flixo, Flanx and Zen is reviewed in its own unit, and a terrible move planted
in a built game is flagged and ranked the costliest.

- Flixo: points, the team's total (lower is better; a lost game counts game.flixo.review.LOST);
- Flanx: a race with no points: a share of the chance to win, a draw counting half;
- Zen: a puzzle whose only result is the form completed: a share of the chance to complete it.
"""
from __future__ import annotations

import random

import pytest

from bench_helpers import bench_module
from game import GAMES
from game.ai.review import POINTS, SHARE, Budget, costliest, flagged, judge, person_decisions, review_game
from game.flixo.review import LOST, FlixoReviewKnowledge

UNITS = {"flixo": POINTS, "flanx": SHARE, "zen": SHARE}


@pytest.fixture(scope="module")
def terrible():
    """bench/terrible_<game>.py of each game, imported as the bench imports them."""
    imports = {name: bench_module(f"terrible_{name}") for name in UNITS}
    yield {name: next(imported) for name, imported in imports.items()}
    for imported in imports.values():
        imported.close()                # bench/ off the path again


@pytest.mark.parametrize("name", sorted(UNITS))
def test_each_game_is_judged_in_its_own_unit(name):
    game = GAMES[name]
    players, options = game.configurations()[0]
    state = game.new(players, 3, **options)
    unit = POINTS if game.review_knowledge().estimates(state) is not None else SHARE
    assert unit == UNITS[name]


def test_flixo_counts_the_teams_total_and_a_lost_game_worse_than_any_win():
    game = GAMES["flixo"]
    knowledge = game.review_knowledge()
    assert isinstance(knowledge, FlixoReviewKnowledge) and game.cooperative and game.lower_is_better
    state = game.new(3, 5)
    rng = random.Random(5)
    team = game.make_bot("hard")
    while not state.is_over():
        state.advance(state.current, team.choose(state.view(state.current), rng))
    value = knowledge.estimates(state)[0]
    assert value == (state.total() if state.won() else LOST)
    assert knowledge.estimates(game.new(3, 5))[0] < LOST


@pytest.mark.parametrize("name", sorted(UNITS))
def test_a_planted_terrible_move_is_flagged_and_the_costliest(terrible, name):
    for built in terrible[name].built_games(2):
        judged = review_game(built.game, built.record, built.seats, built.options, built.seat)
        planted = next(j for j in judged if j.number == built.number)
        assert planted.unit == UNITS[name]
        assert flagged(planted) and planted.cost > 2 * planted.noise
        assert costliest(judged, 3)[0].number == built.number, (name, built.number)


def test_a_flixo_move_whose_cost_shows_only_later_costs_nothing(terrible):
    """Until the game can end within a round, the review has no estimate better than the mean of
    Sharp's games (game.flixo.review): an early move costs nothing, whatever it is."""
    game = GAMES["flixo"]
    built = terrible["flixo"].built_games(1)[0]
    early = person_decisions(game, built.record, built.seats, built.options, built.seat)[0]
    judged = judge(game, early, Budget(samples=4), seed=early.number)
    assert judged.cost == 0.0 and not flagged(judged)

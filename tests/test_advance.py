"""`State.advance`, the quiet path search and playouts move with, leaves every position exactly
as `apply` does, for every game and configuration: thousands of seeded random games played both
ways, the two states compared after every move (`to_dict`) and at the end (scores, winners).

The default run plays GAMES_PER_CONFIG games per configuration; `-m slow` plays more.
"""
from __future__ import annotations

import random

import pytest

from game import GAMES
from game.core import State, play_randomly, shuffle
from game_configs import CONFIGS

#: games per configuration (thousands in all over the configurations) and under -m slow
GAMES_PER_CONFIG = 100
SLOW_GAMES_PER_CONFIG = 1500
#: a random Flanx player may discard for ever: a game is cut off here, as the arena does
CAP = 3000



def both_ways(name: str, players: int, options: dict, seed: int) -> State:
    """One seeded random game played with `apply` (events) and `advance` (none), move by move;
    the first move after which the two positions differ fails the test."""
    game = GAMES[name]
    loud, quiet = game.new(players, seed=seed, **options), game.new(players, seed=seed, **options)
    assert loud.to_dict() == quiet.to_dict()
    rng = random.Random(seed)
    moves = 0
    while not loud.is_over() and moves < CAP:
        seat = loud.to_move()[0]
        assert quiet.to_move()[0] == seat and quiet.legal_actions(seat) == loud.legal_actions(seat)
        actions = loud.legal_actions(seat)
        action = actions[rng.randrange(len(actions))]
        loud.apply(seat, action)
        assert quiet.advance(seat, action) is None
        moves += 1
        assert quiet.to_dict() == loud.to_dict(), f"{name} seed {seed}: positions part after move {moves}, {action}"
    assert quiet.is_over() == loud.is_over()
    assert quiet.scores() == loud.scores() and quiet.winners() == loud.winners()
    return loud


def play_both_ways(name: str, players: int, options: dict, games: int) -> None:
    finished = 0
    for seed in range(games):
        finished += both_ways(name, players, options, seed).is_over()
    assert finished > games // 2, "the random games should mostly end: the comparison would prove little"


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_advance_leaves_every_position_as_apply_does(name, players, options):
    play_both_ways(name, players, options, GAMES_PER_CONFIG)


@pytest.mark.slow
@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_advance_leaves_every_position_as_apply_does_over_many_games(name, players, options):
    play_both_ways(name, players, options, SLOW_GAMES_PER_CONFIG)


@pytest.mark.parametrize("name,players,options", CONFIGS[:1] + [c for c in CONFIGS if c.values[0] == "pixies"])
def test_play_randomly_unchecked_ends_where_checked_play_does(name, players, options):
    """play_randomly(checked=False), the engine bench's loop, moves with advance: same games."""
    game = GAMES[name]
    for seed in range(20):
        checked, quick = game.new(players, seed=seed, **options), game.new(players, seed=seed, **options)
        assert (play_randomly(checked, random.Random(seed), CAP)
                == play_randomly(quick, random.Random(seed), CAP, checked=False))
        assert checked.to_dict() == quick.to_dict()


def test_a_game_without_a_quiet_path_advances_through_do():
    """State.advance's default is `_do` with its events dropped: a game need not write its own."""
    class Counter(State):
        def __init__(self) -> None:
            self.count = 0

        def _do(self, seat, action):
            self.count += action
            return ["an event"]

    counter = Counter()
    assert counter.advance(0, 3) is None and counter.count == 3


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 8, 9, 70, 100, 257])
def test_shuffle_draws_the_permutation_random_shuffle_does(length):
    for seed in range(200):
        expected, items = list(range(length)), list(range(length))
        first, second = random.Random(seed), random.Random(seed)
        first.shuffle(expected)
        shuffle(second, items)
        assert items == expected and first.getstate() == second.getstate()


@pytest.mark.parametrize("players,options", GAMES["flanx"].configurations())
def test_flanx_to_move_names_exactly_the_seats_with_an_action(players, options):
    """to_move asks `has_action`, a shortcut past the placements: it must agree with actions_for."""
    game = GAMES["flanx"]
    for seed in range(30):
        state, rng = game.new(players, seed=seed, **options), random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            with_actions = [s for s in range(state.players) if state.actions_for(s)]
            if state.variant != "toddler":
                assert sorted(state.to_move()) == with_actions
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            state.advance(seat, actions[rng.randrange(len(actions))])

"""Pixies engine and search speed against DESIGN.md's budgets, in CPU time (so a busy machine
does not fail it): >= 500 random full 2-player games/s, >= 2,000 ISMCTS iterations/s."""
from __future__ import annotations

import random
import time

import pytest

from game.ai import ISMCTSBot
from game.pixies import GAME


@pytest.mark.slow
def test_random_full_2_player_games_run_at_500_a_second_or_more():
    rng, games = random.Random(1), 0
    start = time.process_time()
    while time.process_time() - start < 1.0:
        state = GAME.new(2, games)
        while not state.is_over():
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            state._do(seat, actions[rng.randrange(len(actions))])
        games += 1
    assert games / (time.process_time() - start) >= 500


@pytest.mark.slow
def test_the_shared_ismcts_runs_2000_iterations_a_second_or_more():
    state = GAME.new(2, 11)
    search = ISMCTSBot(GAME.knowledge(), iterations=3000)
    start = time.process_time()
    search.choose(state.view(state.to_move()[0]), random.Random(2))
    assert 3000 / (time.process_time() - start) >= 2000

"""The game-independent parts of the bots and the arena."""
from __future__ import annotations

import pytest

from game.arena import GameRecord, mean_ci, p95, seat_bots, summarise
from game.core import rank_values


def test_rank_values_leader_gets_one_last_gets_zero_ties_share():
    assert rank_values([10, 5, 0]) == [1.0, 0.5, 0.0]
    assert rank_values([3, 3]) == [0.5, 0.5]
    assert rank_values([7, 7, 1]) == [0.75, 0.75, 0.0]


def test_seat_rotation_puts_every_bot_in_every_seat():
    lineups = [seat_bots(["hard", "greedy1", "random"], 3, i) for i in range(3)]
    for seat in range(3):
        assert sorted(lineup[seat] for lineup in lineups) == ["greedy1", "hard", "random"]
    assert seat_bots(["hard"], 4, 9) == ["hard"] * 4
    with pytest.raises(ValueError):
        seat_bots(["a", "b"], 3, 0)


def test_shared_wins_are_split_and_seats_of_one_bot_are_pooled():
    records = [
        GameRecord(seats=["hard", "greedy1", "greedy1"], winners=[0], scores=[5, 1, 2]),
        GameRecord(seats=["greedy1", "hard", "greedy1"], winners=[0, 1], scores=[4, 4, 0]),
    ]
    rows = {r["bot"]: r for r in summarise(records)}
    assert rows["hard"]["win"] == pytest.approx(0.75)
    assert rows["greedy1"]["win"] == pytest.approx(0.25)
    assert rows["greedy1"]["seats"] == 2


def test_confidence_interval_and_p95():
    mean, half = mean_ci([1.0, 0.0] * 50)
    assert mean == 0.5 and half == pytest.approx(1.96 * 0.5025 / 10, rel=1e-3)
    assert p95(list(range(100))) == 95


def test_games_are_imported_only_when_looked_up():
    import subprocess
    import sys
    code = ("import sys; from game import GAMES; assert 'pixies' in GAMES and len(GAMES) >= 5; "
            "assert 'game.pixies' not in sys.modules; GAMES['pixies']; assert 'game.pixies' in sys.modules; "
            "assert all(GAMES[n].name == n for n in GAMES)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_untimed_arena_bots_keep_their_iterations_and_lose_the_clock():
    """--untimed: a search keeps its own iteration budget and its wall-clock cap is lifted
    (built here, not taken from a game: no Pixies level searches with ISMCTS any more)."""
    from game import GAMES
    from game.ai import ISMCTSBot, bot
    from game.arena import untimed
    made = untimed(ISMCTSBot(GAMES["pixies"].knowledge(), iterations=400, seconds=0.6))
    assert made.seconds is None and made.iterations == 400
    clock_only = untimed(ISMCTSBot(GAMES["pixies"].knowledge(), seconds=0.6))
    assert clock_only.seconds == 0.6                   # without iterations the clock is its only budget
    assert untimed(bot("pixies", "random")).__class__.__name__ == "RandomBot"
    expert = bot("pixies", "expert")                   # Pixies' look-ahead: its positions bound it
    assert expert.seconds is not None and untimed(expert).seconds is None and expert.leaves > 0


def test_untimed_arena_game_is_reproducible():
    """Without a clock the searching bots are deterministic, so two runs give the same game."""
    from game.arena import play_game
    first = play_game("pixies", 2, {}, ["normal", "easy"], seed=3, budget={"untimed": True})
    again = play_game("pixies", 2, {}, ["normal", "easy"], seed=3, budget={"untimed": True})
    assert (first.scores, first.actions) == (again.scores, again.actions)


def test_a_search_with_rival_contexts_asks_only_about_the_rivals_cards():
    """Expert-style search keys a rival's choices by what its own hand allows; its own seat is
    never asked, and a plain search never asks at all."""
    import random

    from game.ai import ISMCTSBot
    from game.lixo import GAME
    from game.lixo.bots import LixoKnowledge

    asked = []

    class Recording(LixoKnowledge):
        def private_context(self, state, seat):
            asked.append(seat)
            return super().private_context(state, seat)

    state = GAME.new(3, seed=21)
    while len(state.legal_actions(state.turn)) < 2:
        state.apply(state.turn, state.legal_actions(state.turn)[0])
    observer = state.turn
    view = state.view(observer)
    choice = ISMCTSBot(Recording(), iterations=80, rival_context=True).choose(view, random.Random(2))
    assert choice in view.legal_actions()
    assert asked and observer not in asked
    asked.clear()
    ISMCTSBot(Recording(), iterations=80).choose(view, random.Random(2))
    assert asked == []

"""The built games of Flixo, Flanx and Zen (bench/terrible_*.py, issue 37's calibration): each
record replays move by move as legal moves, its planted move is the person's, at `number`, and is
what the game's own rule for a terrible move picks there."""
from __future__ import annotations

import pytest

from bench_helpers import bench_module
from game.referee import HUMAN, Referee

#: game -> (module, how many built games to check: a Flanx duel takes seconds to build)
BUILT = {"flixo": ("terrible_flixo", 3), "flanx": ("terrible_flanx", 1), "zen": ("terrible_zen", 3)}
PICKS = {"flixo": "ends_with_a_stuck_flixo", "flanx": "hands_the_race_over", "zen": "throws_a_card_away"}


@pytest.fixture(params=sorted(BUILT))
def built(request):
    imported = bench_module(BUILT[request.param][0])
    module = next(imported)
    yield request.param, module, module.built_games(BUILT[request.param][1])
    imported.close()


def test_built_games_replay_legally_with_the_planted_move_at_number(built):
    name, module, games = built
    pick = getattr(module, PICKS[name])
    assert len(games) == BUILT[name][1]
    for game in games:
        assert game.game.name == name and game.seats[game.seat] == HUMAN
        referee = Referee.replay(game.game, {"start": game.record["start"], "moves": []}, game.seats,
                                 game.options, bots=False)
        for number, (mover, data, at) in enumerate(game.record["moves"]):
            action = game.game.action_from_dict(data)
            if number == game.number:
                assert mover == game.seat
                assert pick(referee.view(mover)) == action
            assert referee.state.why_illegal(mover, action) is None, (name, number)
            referee.clock = float(at)
            referee.submit(mover, action)
        assert referee.is_over()


def test_thirty_flixo_games_build_from_one_seed():
    imported = bench_module("terrible_flixo")
    try:
        games = next(imported).built_games(30)
    finally:
        imported.close()
    assert len(games) == 30 and len({(len(g.seats), g.number, len(g.record["moves"])) for g in games}) > 10

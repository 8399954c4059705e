"""The difficulty ladder (python -m game.arena GAME --ladder) and the words for each level."""
from __future__ import annotations

import math

import pytest

from game import GAMES
from game.arena import GameRecord, ladder, ladder_lines, main, rung_against, team_rungs
from game.core.stats import wilson
from game.core.words import LEVEL_WORDS


def head_to_head(wins: int, losses: int, ties: int = 0) -> list[GameRecord]:
    """Games of hard against easy, seats alternating; a tie is a win shared by both."""
    records = []
    for i, result in enumerate(["win"] * wins + ["loss"] * losses + ["tie"] * ties):
        seats = ["hard", "easy"] if i % 2 == 0 else ["easy", "hard"]
        mine = seats.index("hard")
        winners = {"win": [mine], "loss": [1 - mine], "tie": [0, 1]}[result]
        scores = [10.0, 0.0] if mine == 0 else [0.0, 10.0]
        records.append(GameRecord(seats=seats, winners=winners, scores=scores))
    return records


def test_a_head_to_head_rung_counts_the_higher_levels_share_with_ties_halved():
    rung = rung_against(head_to_head(wins=5, losses=3, ties=2), "hard", "easy")
    assert rung.label == "hard > easy" and rung.games == 10
    assert rung.share == pytest.approx(0.6) and rung.parity == pytest.approx(0.5)
    assert (rung.low, rung.high) == pytest.approx(wilson(6, 10))
    assert rung.score == pytest.approx(10.0)
    assert rung.target == ">= 60.0%" and rung.met


def test_a_head_to_head_rung_under_sixty_percent_is_not_met():
    rung = rung_against(head_to_head(wins=11, losses=9), "hard", "easy")
    assert rung.share == pytest.approx(0.55) and not rung.met


def three_player_games(expert_wins: int, games: int) -> list[GameRecord]:
    """Expert in seat i % 3 of game i against two Hard; it wins the first `expert_wins` games."""
    records = []
    for i in range(games):
        seats = ["hard"] * 3
        seats[i % 3] = "expert"
        winner = i % 3 if i < expert_wins else (i + 1) % 3
        records.append(GameRecord(seats=seats, winners=[winner], scores=[0.0] * 3))
    return records


def test_with_three_players_the_target_is_half_again_parity():
    rung = rung_against(three_player_games(3, 6), "expert", "hard")
    assert rung.parity == pytest.approx(1 / 3) and rung.target == ">= 50.0%"
    assert rung.share == pytest.approx(0.5) and rung.met
    assert not rung_against(three_player_games(2, 6), "expert", "hard").met


def team(wins: int, losses: int, total: float) -> list[GameRecord]:
    return [GameRecord(seats=["x"] * 3, winners=[0, 1, 2] if i < wins else [], scores=[total] * 3)
            for i in range(wins + losses)]


def test_a_team_ladder_needs_a_better_win_rate_and_total_at_each_level():
    rungs = team_rungs({"easy": team(6, 4, 40.0), "normal": team(7, 3, 30.0), "hard": team(8, 2, 20.0)},
                       lower_is_better=True)
    assert [r.label for r in rungs] == ["easy team", "normal team", "hard team"]
    assert [r.share for r in rungs] == pytest.approx([0.6, 0.7, 0.8])
    assert math.isnan(rungs[0].parity) and rungs[0].target == ""
    assert rungs[1].met and rungs[1].target == "better than easy"
    # hard wins under 90%: it must also gain 15 points on easy, and it gains 20
    assert rungs[2].met and "+15 points on easy" in rungs[2].target
    assert (rungs[2].low, rungs[2].high) == pytest.approx(wilson(8, 10))


def test_a_team_level_with_a_worse_total_or_too_small_a_gain_misses():
    worse_total = team_rungs({"easy": team(6, 4, 40.0), "normal": team(7, 3, 45.0)}, lower_is_better=True)
    assert not worse_total[1].met
    small_gain = team_rungs({"easy": team(60, 40, 40.0), "hard": team(70, 30, 30.0)}, lower_is_better=True)
    assert not small_gain[1].met
    near_the_ceiling = team_rungs({"easy": team(88, 12, 40.0), "hard": team(95, 5, 30.0)}, lower_is_better=True)
    assert near_the_ceiling[1].met and "points" not in near_the_ceiling[1].target


def test_the_ladder_plays_every_rung_and_prints_one_row_each(capsys):
    assert main(["highcard", "--ladder", "--games", "4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("High card, 2 players: each level against the level below")
    assert out[1].split() == ["rung", "games", "win", "share", "parity", "95%", "interval", "mean", "score", "target"]
    row = out[2].split()
    assert out[2].startswith("easy > random") and row[3] == "4" and row[5] == "50.0%"
    assert len(out) == 1 + 1 + len(GAMES["highcard"].levels) - 1


def test_a_team_ladder_plays_each_level_in_each_setting():
    (options, rungs), = ladder("flixo", 2, settings=({"level": 2},))
    assert options == {"level": 2}
    assert [r.label for r in rungs] == ["easy team", "normal team", "hard team"] and all(r.games == 2 for r in rungs)
    lines = ladder_lines("flixo", 3, options, rungs)
    assert lines[0] == "Flixo, 3 players level=2: the all-bot team at each level (untimed, seats rotated)"
    assert "mean total" in lines[1] and len(lines) == 5


def test_games_without_a_ladder_say_why(capsys):
    with pytest.raises(SystemExit):
        main(["zen", "--ladder", "--games", "1"])
    assert "played alone" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["flanx", "--ladder", "--games", "1"])
    assert "real time" in capsys.readouterr().err


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_level_a_person_may_choose_is_described(name):
    rules = GAMES[name]
    chosen = [level for level in rules.levels if level != "random"]
    assert all(rules.level_descriptions.get(level) for level in chosen)
    assert set(rules.level_descriptions) <= set(rules.levels)


@pytest.mark.parametrize("name", ["pixies", "lixo", "flixo"])
def test_the_card_games_describe_each_level_in_the_same_first_words(name):
    for level, words in GAMES[name].level_descriptions.items():
        assert str(words).split(", ")[0] == LEVEL_WORDS[level]

"""The JSON file layer and the small documents: settings, campaign progress, statistics."""
from __future__ import annotations

import dataclasses
import json
import os
import time

import pytest

from game import GAMES
from game.flanx.campaign import FlanxBest, FlanxBests
from game.flixo.campaign import FlixoCampaigns, FlixoRun, campaign_key
from game.zen.campaign import ZenResult, ZenResults
from saves import campaign, jsonfile, notices, paths, settings, stats


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    notices.take()
    return tmp_path


# -- locations --------------------------------------------------------------------------------
def test_parlour_home_moves_everything(parlour_home):
    assert paths.home() == parlour_home
    assert paths.config_dir() == parlour_home
    assert paths.saves_dir() == parlour_home / "saves"
    assert settings.path().parent == campaign.path().parent == stats.path().parent == parlour_home


def test_without_parlour_home_the_platform_user_folders_are_used(monkeypatch):
    import platformdirs
    monkeypatch.delenv(paths.ENV)
    assert paths.home() == platformdirs.user_data_path("parlour", appauthor=False)
    assert paths.config_dir() == platformdirs.user_config_path("parlour", appauthor=False)


# -- atomic writes and bounded reads ----------------------------------------------------------
def test_write_atomic_round_trips_and_leaves_no_temp_file(parlour_home):
    target = parlour_home / "deep" / "doc.json"
    jsonfile.write_atomic(target, {"a": [1, 2.5, "é", None, True]})
    assert jsonfile.read_json(target) == {"a": [1, 2.5, "é", None, True]}
    assert os.listdir(target.parent) == ["doc.json"]


def test_write_atomic_refuses_nan_and_keeps_the_old_file(parlour_home):
    target = parlour_home / "doc.json"
    jsonfile.write_atomic(target, {"v": 1})
    with pytest.raises(ValueError):
        jsonfile.write_atomic(target, {"v": float("nan")})
    assert jsonfile.read_json(target) == {"v": 1}
    assert os.listdir(parlour_home) == ["doc.json"]


@pytest.mark.parametrize("content, words", [
    (b"", "empty"),
    (b'{"format": "parlour-save", "vers', "not valid JSON"),
    (b"\xff\xfe\x00garbage", "not a text file"),
    (b'{"x": NaN}', "not valid JSON"),
    (b'{"x": 1e999}', "not valid JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "nested"),
    (b"[" * 65 + b"]" * 65, "nested deeper"),
    (b'{"x": ' + b"9" * 30 + b"}", "number far too large"),
    (b'{"x": ' + b"9" * 5000 + b"}", "not valid JSON"),
])
def test_read_json_turns_every_kind_of_garbage_into_bad_file(parlour_home, content, words):
    target = parlour_home / "bad.json"
    target.write_bytes(content)
    with pytest.raises(jsonfile.BadFile) as caught:
        jsonfile.read_json(target)
    assert words in str(caught.value)
    assert str(caught.value).startswith("bad.json ")


def test_read_json_refuses_files_over_the_limit_without_reading_them(parlour_home):
    target = parlour_home / "big.json"
    with open(target, "wb") as out:
        out.truncate(jsonfile.MAX_BYTES + 1)
    with pytest.raises(jsonfile.BadFile, match="too large"):
        jsonfile.read_json(target)


def test_move_aside_never_overwrites_an_earlier_corrupt_copy(parlour_home):
    target = parlour_home / "x.json"
    for round_ in range(3):
        target.write_text(f"bad {round_}")
        jsonfile.move_aside(target)
    assert not target.exists()
    assert (parlour_home / "x.json.corrupt").read_text() == "bad 0"
    assert (parlour_home / "x.json.1.corrupt").read_text() == "bad 1"
    assert (parlour_home / "x.json.2.corrupt").read_text() == "bad 2"
    assert jsonfile.move_aside(target) is None


def test_sweep_temps_removes_an_old_unlocked_leftover_and_keeps_a_fresh_one(parlour_home):
    old, young = parlour_home / ".a.json.1.tmp", parlour_home / ".a.json.2.tmp"
    old.write_text("{")
    young.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert jsonfile.sweep_temps(parlour_home) == 1
    assert not old.exists() and young.exists()


# -- settings ---------------------------------------------------------------------------------
def test_settings_default_when_there_is_no_file():
    assert settings.load() == settings.Settings()
    assert notices.take() == []


def test_settings_round_trip_every_field():
    chosen = settings.Settings(window_size=(1600, 900), fullscreen=True, ui_scale=175, volume_master=0.25,
                               volume_effects=0.5, animation_speed=2.0, reduced_motion=True,
                               colour_blind=True, default_level="hard", confirm_quit=False, music=False)
    settings.save(chosen)
    assert settings.load() == chosen
    assert json.loads(settings.path().read_text())["format"] == "parlour-settings"


@pytest.mark.parametrize("field, value", [
    ("ui_scale", 99), ("ui_scale", 201), ("ui_scale", 150.5), ("ui_scale", True),
    ("volume_master", -0.1), ("volume_effects", 1.5), ("fullscreen", 1), ("default_level", "godlike"),
    ("window_size", [1280]), ("window_size", [10, 10]), ("animation_speed", "fast"),
])
def test_settings_refuse_to_save_a_value_out_of_range(field, value):
    chosen = settings.Settings()
    setattr(chosen, field, value)
    with pytest.raises(ValueError):
        settings.save(chosen)
    assert not settings.path().exists()


def test_a_bad_setting_falls_back_keeps_the_file_aside_and_says_so(parlour_home):
    settings.path().write_text(json.dumps({"format": "parlour-settings", "version": 1,
                                           "ui_scale": 999, "music": False, "from_the_future": 1}))
    loaded = settings.load()
    assert loaded.ui_scale == 100 and loaded.music is False
    [message] = notices.take()
    assert "ui_scale" in message and "settings.json.corrupt" in message
    assert json.loads((parlour_home / "settings.json.corrupt").read_text())["ui_scale"] == 999
    assert settings.load() == loaded and notices.take() == []


@pytest.mark.parametrize("content", [
    "not json", '{"format": "parlour-settings", "version": 1', "[]", '{"format": "parlour-stats", "version": 1}',
    '{"format": "parlour-settings", "version": 99}', '{"format": "parlour-settings", "version": "1"}',
])
def test_a_bad_settings_file_gives_defaults_is_moved_aside_and_says_so(parlour_home, content):
    settings.path().write_text(content)
    assert settings.load() == settings.Settings()
    [message] = notices.take()
    assert "settings.json" in message and "moved it aside as settings.json.corrupt" in message
    assert (parlour_home / "settings.json.corrupt").read_text() == content
    assert not settings.path().exists()


# -- campaign ---------------------------------------------------------------------------------
def test_flixo_campaign_adds_one_flixo_per_win_until_all_are_beaten():
    progress = campaign.load()
    runs = progress.section(FlixoCampaigns)
    assert runs.next_flixos("level3", start=6) == 6
    runs.result("level3", flixos=6, won=False, most=8)
    assert runs.next_flixos("level3", start=6) == 6
    for expected_next in (7, 8):
        runs.result("level3", flixos=runs.next_flixos("level3", 6), won=True, most=8)
        assert runs.next_flixos("level3", start=6) == expected_next
    assert not runs["level3"].completed
    runs.result("level3", flixos=8, won=True, most=8)
    assert runs["level3"].completed and runs.next_flixos("level3", 6) == 8
    campaign.save(progress)
    assert campaign.load() == progress


def test_zen_keeps_the_fewest_rounds_and_flanx_the_quickest_win():
    progress = campaign.Campaign()
    for solved, rounds in [(True, 9), (False, 3), (True, 7), (True, 8)]:
        progress.section(ZenResults).result("heart", solved, rounds)
    assert progress.section(ZenResults)["heart"] == ZenResult(played=4, solved=3, best_rounds=7)
    for won, seconds in [(True, 61.5), (False, 10.0), (True, 48.25)]:
        progress.section(FlanxBests).result("hard", won, seconds)
    progress.section(FlanxBests).result("hard", True, 30.0, variant="kids")
    assert progress.section(FlanxBests)["base"]["hard"] == FlanxBest(played=3, wins=2, best_seconds=48.25)
    assert progress.section(FlanxBests)["kids"]["hard"].best_seconds == 30.0
    campaign.save(progress)
    assert campaign.load() == progress


def test_bad_campaign_entries_are_reset_and_the_rest_kept(parlour_home):
    campaign.path().write_text(json.dumps({
        "format": "parlour-campaign", "version": 1,
        "flixo": {"good": {"flixos": 7, "wins": 1, "completed": False}, "bad": {"flixos": "seven"}},
        "zen": {"heart": {"played": 2, "solved": 1, "best_rounds": 5}, "star": {"played": -1}},
        "flanx": {"base": {"hard": {"played": 1, "wins": 1, "best_seconds": 40.0}}, "kids": 3},
    }))
    progress = campaign.load()
    assert progress.section(FlixoCampaigns) == {"good": FlixoRun(7, 1, False)}
    assert progress.section(ZenResults) == {"heart": ZenResult(2, 1, 5)}
    assert progress.section(FlanxBests) == {"base": {"hard": FlanxBest(1, 1, 40.0)}}
    [message] = notices.take()
    assert "flixo.bad" in message and "zen.star" in message and "flanx" in message
    assert (parlour_home / "campaign.json.corrupt").exists()
    assert campaign.load() == progress and notices.take() == []


# -- statistics -------------------------------------------------------------------------------
def test_stats_count_wins_scores_and_streaks():
    results = [(True, 50), (True, 62), (False, 40), (True, 55), (True, 58), (True, 41), (False, None)]
    for won, score in results:
        stats.record_result("pixies", "normal", won=won, score=score)
    stats.record_result("pixies", "normal", won=False, score=30, draw=True)
    record = stats.load().get("pixies", "normal")
    assert (record.games, record.wins, record.draws, record.losses) == (8, 5, 1, 2)
    assert record.best == 62 and record.mean == pytest.approx((50 + 62 + 40 + 55 + 58 + 41 + 30) / 7)
    assert (record.streak, record.best_streak) == (0, 3)
    assert stats.load().get("pixies", "hard") == stats.Record()


def test_in_flixo_the_lower_score_is_the_best():
    for score in (14, 6, 9):
        stats.record_result("flixo", "easy", won=True, score=score)
    assert stats.load().get("flixo", "easy").best == 6


def test_a_record_whose_counts_do_not_add_up_is_reset(parlour_home):
    stats.path().write_text(json.dumps({"format": "parlour-stats", "version": 1, "records": {
        "pixies": {"normal": {"games": 2, "wins": 5}, "easy": {"games": 3, "wins": 1, "best": 40.0,
                                                                "total": 100.0, "scored": 3}},
        "lixo": "nonsense"}}))
    loaded = stats.load()
    assert loaded.records == {"pixies": {"": {"easy": stats.Record(games=3, wins=1, best=40.0, total=100.0,
                                                                     scored=3)}}}
    [message] = notices.take()
    assert "pixies.normal" in message and "lixo" in message


def test_each_variant_has_its_own_records():
    stats.record_result("flanx", "normal", won=False, variant="kids")
    stats.record_result("flanx", "normal", won=True, variant="toddler")
    stats.record_result("flanx", "normal", won=True, variant="toddler")
    loaded = stats.load()
    assert (loaded.get("flanx", "normal", "kids").games, loaded.get("flanx", "normal", "kids").wins) == (1, 0)
    assert (loaded.get("flanx", "normal", "toddler").games, loaded.get("flanx", "normal", "toddler").streak) == (2, 2)
    assert loaded.get("flanx", "normal") == stats.Record(), "nothing under the unsorted variant"


def test_a_version_1_file_loads_its_records_as_counted_before_variants_and_is_written_as_the_newest_version():
    mixed = {"games": 5, "wins": 2, "draws": 1, "streak": 0, "best_streak": 1}
    stats.path().write_text(json.dumps({"format": "parlour-stats", "version": 1, "records": {
        "flanx": {"normal": mixed}, "pixies": {"easy": {"games": 1, "wins": 1, "best": 60.0, "total": 60.0,
                                                         "scored": 1, "streak": 1, "best_streak": 1}}}}))
    loaded = stats.load()
    assert loaded.get("flanx", "normal", stats.UNSORTED) == stats.Record(**mixed)
    assert loaded.get("flanx", "normal", "duel") == stats.Record()
    assert loaded.get("pixies", "easy").wins == 1 and notices.take() == []
    stats.record_result("flanx", "normal", won=True, variant="kids")
    doc = json.loads(stats.path().read_text())
    assert doc["version"] == stats.VERSION and doc["people"] == {}
    assert doc["records"]["flanx"] == {"": {"normal": dataclasses.asdict(stats.Record(**mixed))},
                                       "kids": {"normal": dataclasses.asdict(
                                           stats.Record(1, 1, 0, None, 0.0, 0, 1, 1))}}
    assert stats.load().get("pixies", "easy").best == 60.0


# -- recording a finished game through the engine contract ------------------------------------
def finished(game: str, seed: int):
    from test_saves_support import played
    for attempt in range(40):
        players, options, state = played(game, moves=100_000, seed=seed + attempt)
        if state.is_over():
            return players, options, state
    pytest.skip(f"random play did not finish a {game} game")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_record_game_judges_the_human_seat_through_the_contract(game):
    players, options, state = finished(game, seed=1)
    seats = ["human"] + ["hard"] * (players - 1)
    record = stats.record_game(game, seats, state, options)
    won = 0 in state.winners()
    team = GAMES[game].cooperative or players == 1
    variant = GAMES[game].stats_variant(options)
    assert stats.load().get(game, "solo" if players == 1 else "hard", variant) == record
    assert (record.games, record.wins) == (1, int(won))
    assert record.draws == int(not won and not state.winners() and not team)
    if won or not team:
        assert record.best == state.scores()[0]
    else:
        assert record.best is None and record.scored == 0


def test_record_game_refuses_a_game_still_running_and_names_mixed_bots():
    from test_saves_support import played
    _, _, running = played("pixies", moves=3)
    with pytest.raises(ValueError):
        stats.record_game("pixies", ["human", "easy"], running, {})
    assert stats.difficulty(["human", "easy", "hard"]) == "mixed"
    assert stats.difficulty(["hard", "human", "hard"]) == "hard"
    assert campaign_key(2, "3x4", 3) == "level2-3x4-3p"

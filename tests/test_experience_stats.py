"""A finished game goes into the statistics once: not again while the result screen shows, not
again when the finished save is opened, never for a table without bots; under its variant."""
from __future__ import annotations

import random

import pytest

from flanx_helpers import kids_start
from game import GAMES
from game.flanx.actions import Place
from saves import stats
from scenes.kit import botworker
from scenes.result import ResultScene
from table_helpers import open_table as open_any
from table_helpers import referee_of


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


def near_the_end(left: int = 4):
    """A Pixies game for two, `left` actions before its end (random play, seed 11)."""
    state, rng, actions = GAMES["pixies"].new(2, 11), random.Random(11), []
    while not state.is_over():
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        actions.append((seat, action))
        state.apply(seat, action)
    replay = GAMES["pixies"].new(2, 11)
    for seat, action in actions[:len(actions) - left]:
        replay.apply(seat, action)
    return replay


def games_played(level: str = "random") -> int:
    return stats.load().get("pixies", level).games


def open_table(app, state, seats=("human", "random")):
    return open_any(app, state, seats, settle_frames=1)


def play_out(app, table, frames=3000):
    for _ in range(frames):
        if isinstance(app.scenes.top, ResultScene):
            return
        if app.scenes.top is table and table.my_turn() and not table.queue.busy and table.choice is None:
            table.act(table.view.legal_actions()[0])
        table.queue.finish_all()
        app.step(dt=0.5)
    raise AssertionError("the game never reached its result screen")


def test_a_finished_game_is_recorded_once(app):
    before = games_played()
    table = open_table(app, near_the_end())
    play_out(app, table)
    assert games_played() == before + 1
    for _ in range(30):
        app.step()
    assert games_played() == before + 1
    won = 0 in table.view.winners()
    assert stats.load().get("pixies", "random").wins >= int(won)


def test_opening_a_finished_save_records_nothing(app):
    state = near_the_end(left=0)
    assert state.is_over()
    before = games_played()
    open_table(app, state)
    for _ in range(30):
        app.step()
    assert games_played() == before


def test_a_table_without_bots_records_nothing(app):
    state = near_the_end()
    before = games_played("solo"), games_played()
    table = open_table(app, state, seats=("human", "human"))
    referee = referee_of(table)
    while not referee.is_over():                    # the table plays seat 0; seat 1 has no table here
        seat = referee.to_move()[0]
        action = referee.view(seat).legal_actions()[0]
        assert table.act(action) if seat == table.me else referee.submit(seat, action)
    for _ in range(10):
        app.step(dt=0.5)
    assert (games_played("solo"), games_played()) == before


def test_a_flanx_kids_game_is_recorded_under_kids_not_with_the_duel(app):
    t = kids_start()
    g = t.state.geometry
    middle = g.cols // 2
    for row in range(6, 0, -1):       # white's chain climbs to row 1, beside black's start card
        t.lay(0, middle, row)
    t.lay(0, middle + 1, 1)
    win = t.give(0, middle + 1, 0)
    state = t.deal_rest()
    before = stats.load().get("flanx", "beginner", "kids")
    duel = stats.load().get("flanx", "beginner", "duel")
    table = open_any(app, state, ["human", "beginner"], {"variant": "kids"})
    for bot in referee_of(table).bots.values():
        bot.period = 1e9
    for _ in range(60):
        app.step(dt=0.05)
    assert table.act(Place(win, middle + 1, 0))
    for _ in range(200):
        if isinstance(app.scenes.top, ResultScene):
            break
        table.queue.finish_all()
        app.step(dt=0.1)
    record = stats.load().get("flanx", "beginner", "kids")
    assert (record.games, record.wins) == (before.games + 1, before.wins + 1)
    assert stats.load().get("flanx", "beginner", "duel") == duel


def test_the_statistics_screen_shows_each_variant_on_its_own_rows(app, tmp_path, monkeypatch):
    from saves import paths
    from scenes.stats import StatisticsScene, variant_title
    monkeypatch.setenv(paths.ENV, str(tmp_path))              # a home with only these results
    stats.record_result("flanx", "normal", won=False, variant="kids")
    stats.record_result("flanx", "normal", won=True, variant="toddler")
    stats.record_result("flanx", "normal", won=True)            # counted before variants were apart
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    app.step()
    rows = {(row[0], row[1]): row for row in scene.sections()[0][2]}
    assert rows[("Flanx Kids", "Normal")][2:4] == ("1", "0")          # level names capitalised, as set-up shows them
    assert rows[("Flanx Toddler", "Normal")][2:4] == ("1", "1")
    assert rows[(variant_title(GAMES["flanx"], stats.UNSORTED), "Normal")][2:4] == ("1", "1")
    assert variant_title(GAMES["flanx"], stats.UNSORTED) == "Flanx, earlier"
    assert not any(title == "Flanx" for title, _ in rows)

"""A finished game goes into the statistics once (the match records it when the referee's game
ends): not again while the result screen shows, not again when the finished save is opened,
never for a table without bots."""
from __future__ import annotations

import random

import pytest

from game import GAMES
from saves import stats
from scenes.kit import botworker
from scenes.result import ResultScene
from table_helpers import open_table as open_any, referee_of


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

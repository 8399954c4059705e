"""Bots think in a worker process: the loop keeps drawing frames while they search."""
from __future__ import annotations

import pickle
import time

import pytest

from game import GAMES
from scenes.kit import botprocess, botworker
from scenes.kit.botworker import BotWorker
from scenes.kit.match import open_match
from scenes.kit.table import TableScene


def test_every_games_views_pickle_for_the_worker():
    for name, game in GAMES.items():
        players, options = game.configurations()[0]
        state = game.new(players, seed=3, **options)
        seat = state.to_move()[0]
        view = state.view(seat)
        assert pickle.loads(pickle.dumps(view)) == view, name


def test_sync_mode_answers_at_once_with_a_legal_action():
    state = GAMES["pixies"].new(2, seed=11)
    seat = state.to_move()[0]
    job = BotWorker("sync").submit("pixies", "easy", state.view(seat), seed=1, seat=seat)
    assert job.done() and state.why_illegal(seat, job.result()) is None


def test_sync_mode_hands_a_bots_error_to_the_caller():
    state = GAMES["pixies"].new(2, seed=11)
    job = BotWorker("sync").submit("pixies", "no-such-level", state.view(0), seed=1)
    with pytest.raises(ValueError):
        job.result()


def test_unknown_mode_is_refused():
    with pytest.raises(ValueError):
        BotWorker("thread")
    with pytest.raises(ValueError):
        botworker.set_default_mode("thread")


def test_the_worker_process_returns_a_legal_action_without_blocking_the_loop(app):
    worker = BotWorker("process")
    try:
        state = GAMES["pixies"].new(2, seed=5)
        seat = state.to_move()[0]
        started = time.perf_counter()
        job = worker.submit("pixies", "hard", state.view(seat), seed=7, seat=seat, budget={"iterations": 400})
        assert time.perf_counter() - started < 0.2           # submitting does not think
        frames = 0
        while not job.done():
            app.step()                                       # the real loop keeps turning
            frames += 1
            assert time.perf_counter() - started < 30
        assert frames > 3
        assert state.why_illegal(seat, job.result()) is None
    finally:
        worker.close()


def test_a_table_with_a_process_worker_applies_a_bot_move_while_frames_keep_coming(app, monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "process")
    link = open_match("pixies", 2, GAMES["pixies"].check_options(2, {}), ["normal", "normal"])
    # the bots' own searches take a millisecond: a search of a second first keeps the worker busy,
    # so the table's bot waits for the worker while the frames go on
    lixo = GAMES["lixo"].new(3, 5)
    botworker.shared_worker().submit("lixo", "expert", lixo.view(lixo.to_move()[0]), 1, budget={"iterations": 1500})
    table = TableScene(app, link)
    app.scenes.push(table)
    slowest, thinking_frames = 0.0, 0
    deadline = time.perf_counter() + 30
    while table.moves == 0:
        thinking_frames += link.bots_thinking()
        started = time.process_time()        # this process's CPU: the worker's search is not in it
        app.step()
        slowest = max(slowest, time.process_time() - started)
        assert time.perf_counter() < deadline
    assert thinking_frames >= 2              # frames came while the bot thought
    # a frame that ran a search here would show it
    assert slowest < 0.1
    table.close()


def test_the_bots_caches_are_emptied_for_another_game_and_past_their_bound(monkeypatch):
    """Their entries, made mid-search, keep the searches' freed memory from the system: the
    worker's RSS rose at every game of a soak (issue #36) until they were bounded."""
    lixo = GAMES["lixo"].new(3, 5)
    seat = lixo.to_move()[0]
    botworker.choose_action("lixo", "normal", lixo.view(seat), 1, {})
    filled = botworker.cached_entries()
    assert filled > 0
    botworker.choose_action("lixo", "normal", lixo.view(seat), 2, {})     # the same game: kept
    assert botworker.cached_entries() >= filled
    pixies = GAMES["pixies"].new(2, 5)
    botworker.choose_action("pixies", "random", pixies.view(pixies.to_move()[0]), 1, {})
    assert botworker.cached_entries() == 0                               # another game's: emptied
    monkeypatch.setattr(botprocess, "CACHE_ENTRIES", 10)
    botworker.choose_action("lixo", "normal", lixo.view(seat), 1, {})
    assert botworker.cached_entries() > 10
    botworker.choose_action("lixo", "normal", lixo.view(seat), 3, {})    # past the bound: emptied first
    assert botworker.cached_entries() <= filled + 10

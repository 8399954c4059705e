"""Background autosaves: the newest snapshot reaches the disk, failures are reported once,
listing and deleting wait for writes in flight, and the program's exit flushes them."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game import GAMES
from saves import jsonfile, notices, paths, store
from test_saves_support import played, seats_for

GAME = sorted(GAMES)[0]


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    yield tmp_path
    store.flush(5)


def test_the_newest_snapshot_is_written_and_older_ones_may_be_skipped(monkeypatch):
    writes = []
    real_write = jsonfile.write_bytes_atomic
    monkeypatch.setattr(jsonfile, "write_bytes_atomic",
                        lambda path, payload: writes.append(path) or real_write(path, payload))
    players, options, state = played(GAME, moves=0)
    seats = seats_for(GAME, players)
    snapshots = []
    for _ in range(30):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
        path = store.autosave_in_background(GAME, options, seats, state)
        snapshots.append(state.clone())
    assert store.flush(5)
    assert store.load(path).state == snapshots[-1]
    assert 1 <= len(writes) <= len(snapshots)


def test_the_snapshot_is_taken_at_once_not_when_written():
    players, options, state = played(GAME, moves=2)
    before = state.clone()
    path = store.autosave_in_background(GAME, options, seats_for(GAME, players), state)
    seat = state.to_move()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    store.flush(5)
    assert store.load(path).state == before


def test_listing_and_deleting_wait_for_writes_in_flight():
    players, options, state = played(GAME)
    path = store.autosave_in_background(GAME, options, seats_for(GAME, players), state)
    assert [info.path for info in store.list_saves()] == [path]
    store.autosave_in_background(GAME, options, seats_for(GAME, players), state)
    store.delete(path)
    store.flush(5)
    assert not path.exists()


def test_a_failing_write_is_reported_once_until_one_succeeds(parlour_home):
    players, options, state = played(GAME)
    seats = seats_for(GAME, players)
    paths.saves_dir().write_text("a file where the saves folder should be")
    for _ in range(3):
        store.autosave_in_background(GAME, options, seats, state)
        store.flush(5)
    [message] = [str(m) for m in notices.take()]
    assert f"last good save of autosave-{GAME}.json is kept" in message and "your games" in message
    paths.saves_dir().unlink()
    store.autosave_in_background(GAME, options, seats, state)
    store.flush(5)
    paths.saves_dir().rename(parlour_home / "moved")
    paths.saves_dir().write_text("in the way again")
    store.autosave_in_background(GAME, options, seats, state)
    store.flush(5)
    assert len([str(m) for m in notices.take()]) == 1


def test_the_program_exit_flushes_a_pending_autosave(parlour_home):
    tests = Path(__file__).resolve().parent
    script = (f"import sys; sys.path[:0] = [{str(tests.parent)!r}, {str(tests)!r}]\n"
              "from test_saves_support import played, seats_for\n"
              "from saves import store\n"
              f"players, options, state = played({GAME!r})\n"
              f"store.autosave_in_background({GAME!r}, options, seats_for({GAME!r}, players), state)\n")
    subprocess.run([sys.executable, "-c", script], check=True, env=os.environ.copy(), timeout=60)
    saved = store.load(paths.saves_dir() / f"autosave-{GAME}.json")
    assert saved.state == played(GAME)[2]


def test_a_direct_autosave_is_never_overtaken_by_an_older_background_one():
    players, options, state = played(GAME, moves=2)
    seats = seats_for(GAME, players)
    for _ in range(5):
        store.autosave_in_background(GAME, options, seats, played(GAME, moves=0)[2])
    path = store.autosave(GAME, options, seats, state)
    store.flush(5)
    assert store.load(path).state == state


@pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX fork")
def test_a_forked_child_saves_even_if_the_writer_thread_held_its_lock_at_the_fork():
    from saves import writer
    players, options, state = played(GAME)
    held, release = threading.Event(), threading.Event()

    def hold_the_lock():  # as the writer thread does for a moment around each write
        with writer.WRITER._lock:
            held.set()
            release.wait(10)

    holder = threading.Thread(target=hold_the_lock)
    holder.start()
    held.wait(10)
    pid = os.fork()
    if pid == 0:
        try:
            store.autosave(GAME, options, seats_for(GAME, players), state)
        finally:
            os._exit(0)
    release.set()
    holder.join()
    for _ in range(500):
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.01)
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        pytest.fail("the child hung on the lock it inherited")
    assert store.load(paths.saves_dir() / f"autosave-{GAME}.json").state == state

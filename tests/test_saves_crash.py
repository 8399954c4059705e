"""Crash safety and concurrency: writers killed mid-write, two instances saving one slot.

A writer process saves the same slot over and over; it is killed with SIGKILL at a random
moment; the slot must then load, whole, as one of the states that writer wrote.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import GAMES
from saves import notices, paths, store
from test_saves_support import played, seats_for

GAME = sorted(GAMES)[0]
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL (POSIX)")


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    return tmp_path


def states(count: int = 4) -> list:
    """Distinct real positions of one game: after 0, 5, 10... random moves."""
    return [played(GAME, moves=5 * i, seed=11)[2] for i in range(count)]


def write_forever(positions: list, players: int, options: dict, writes: int = 10**9) -> None:
    """The writer's loop: save each position in turn into the one autosave slot."""
    seats = seats_for(GAME, players)
    for i in range(writes):
        store.autosave(GAME, options, seats, positions[i % len(positions)])


def forked(target, *args) -> int:
    """Run `target(*args)` in a forked child that never returns into pytest; its pid."""
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            target(*args)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    return pid


def temp_files() -> list[Path]:
    return list(paths.saves_dir().glob(".*.tmp"))


def test_a_writer_killed_at_any_moment_leaves_the_slot_loadable():
    players, options, _ = played(GAME)
    positions = states()
    first = store.autosave(GAME, options, seats_for(GAME, players), positions[0])
    rng = random.Random(2026)
    for _ in range(50):
        pid = forked(write_forever, positions, players, options)
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        assert store.load(first).state in positions
    # the kills really landed inside writes: their temp files were left behind, unseen by readers
    assert temp_files(), "no kill fell between creating a temp file and replacing the save"
    assert [p.name for p in paths.saves_dir().glob("*.json")] == [first.name]
    assert len(store.list_saves()) == 1 and [str(m) for m in notices.take()] == []


def test_two_instances_saving_the_same_slot_never_corrupt_it():
    players, options, _ = played(GAME)
    positions = states()
    writers = [forked(write_forever, positions[i::2], players, options, 60) for i in (0, 1)]
    slot = paths.saves_dir() / f"autosave-{GAME}.json"
    running, loads = set(writers), 0
    while running:
        if slot.exists():
            assert store.load(slot).state in positions
            loads += 1
        for pid in list(running):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                assert os.waitstatus_to_exitcode(status) == 0, "a writer failed"
                running.discard(pid)
    assert store.load(slot).state in positions
    assert loads > 0 and temp_files() == [] and [str(m) for m in notices.take()] == []


WRITER = """
import sys
sys.path[:0] = [{root!r}, {tests!r}]
from test_saves_crash import played, write_forever, states, GAME
players, options, _ = played(GAME)
positions = states()
print("ready", flush=True)
write_forever(positions, players, options)
"""


@pytest.mark.slow
def test_a_separate_writer_program_killed_100_times_leaves_the_slot_loadable():
    tests = Path(__file__).resolve().parent
    script = WRITER.format(root=str(tests.parent), tests=str(tests))
    players, options, _ = played(GAME)
    positions = states()
    slot = store.autosave(GAME, options, seats_for(GAME, players), positions[0])
    rng = random.Random(7)
    for _ in range(100):
        writer = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, env=os.environ.copy())
        assert writer.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.05))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        assert store.load(slot).state in positions
    assert temp_files(), "no kill fell inside a write"

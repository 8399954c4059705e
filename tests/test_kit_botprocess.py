"""The bot worker is a plain child process on pipes (scenes/kit/botprocess.py): no multiprocessing
helper beside it, no pygame in it, its jobs round-trip, and it ends when the app's end of its
pipe closes, in the middle of a search too."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import GAMES
from game.ai.review import Budget, Decision, Judgement
from process_helpers import descendants, parent_with_a_worker
from scenes.kit import botprocess
from scenes.kit.botworker import CODE_ROOT, BotWorker, WorkerGone, worker_command

LAUNCHER = CODE_ROOT / "packaging" / "launcher.py"


def long_search() -> tuple[str, str, object, int, dict]:
    """A search of many minutes: LIXO?'s Expert held to ten million iterations."""
    state = GAMES["lixo"].new(3, 5)
    return "lixo", "expert", state.view(state.to_move()[0]), 1, {"iterations": 10 ** 7}


def wait(job, seconds: float = 60.0):
    deadline = time.monotonic() + seconds
    while not job.done():
        assert time.monotonic() < deadline, "the worker did not answer"
        time.sleep(0.01)
    return job


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def ended_within(process: subprocess.Popen, seconds: float) -> int | None:
    try:
        return process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return None


@pytest.fixture
def worker():
    worker = BotWorker("process")
    yield worker
    worker.close()


def test_a_move_a_hint_a_review_and_an_error_round_trip(worker):
    state = GAMES["pixies"].new(3, seed=5)
    seat = state.to_move()[0]
    view = state.view(seat)
    move = wait(worker.submit("pixies", "hard", view, seed=7, seat=seat))
    assert state.why_illegal(seat, move.result()) is None
    hint = wait(worker.advise("pixies", view, seat, 0))
    assert state.why_illegal(seat, hint.result()) is None
    decision = Decision(0, seat, view, view.legal_actions()[0])
    judged = wait(worker.review("pixies", decision, Budget(samples=2, replies=1), seed=1)).result()
    assert isinstance(judged, Judgement) and judged.chosen == decision.chosen and judged.cost >= 0
    with pytest.raises(ValueError, match="no bot level"):
        wait(worker.submit("pixies", "no-such-level", view, seed=1)).result()
    # the same process answered all four, and it is this app's only child
    assert worker.pids() and descendants(os.getpid()) >= set(worker.pids())


def test_the_worker_is_no_multiprocessing_child_and_runs_without_pygame(tmp_path):
    parent = parent_with_a_worker(also="'multiprocessing' in sys.modules")
    try:
        pid, imported = parent.stdout.readline().split()
        assert imported == "False"                        # the app side never imports multiprocessing
        below = descendants(parent.pid)
        assert below == {int(pid)}                        # no resource tracker, no other helper
        assert not any("resource_tracker" in command_line(child) or "multiprocessing" in command_line(child)
                       for child in below)
        maps = Path(f"/proc/{pid}/maps").read_text()
        assert "pygame" not in maps and "SDL" not in maps  # the worker (its games and bots imported) is light
    finally:
        parent.kill()
        parent.wait()


def test_the_worker_ends_when_the_app_closes_its_pipe_even_mid_search():
    worker = subprocess.Popen(worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        state = GAMES["pixies"].new(2, seed=3)
        seat = state.to_move()[0]
        botprocess.write_message(worker.stdin, ("job", 1, "choose_action", ("pixies", "easy", state.view(seat), 1, {})))
        number, ok, action = botprocess.read_message(worker.stdout)
        assert (number, ok) == (1, True) and state.why_illegal(seat, action) is None
        # a search of minutes, then the app's end of the pipe closes (as when the app is killed)
        botprocess.write_message(worker.stdin, ("job", 2, "choose_action", long_search()))
        time.sleep(0.5)
        assert worker.poll() is None
        worker.stdin.close()
        assert ended_within(worker, 5) == 0
    finally:
        if worker.poll() is None:
            worker.kill()


def test_a_killed_worker_fails_its_job_and_the_next_submit_starts_another(worker):
    state = GAMES["pixies"].new(2, seed=3)
    seat = state.to_move()[0]
    game_name, level, view, seed, budget = long_search()
    slow = worker.submit(game_name, level, view, seed, budget=budget)
    deadline = time.monotonic() + 10
    while not worker.pids():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    first = worker.pids()[0]
    os.kill(first, signal.SIGKILL)
    with pytest.raises(WorkerGone):
        wait(slow, 10).result()
    again = wait(worker.submit("pixies", "easy", state.view(seat), seed=1))
    assert state.why_illegal(seat, again.result()) is None
    assert worker.pids() and worker.pids()[0] != first


def test_a_cancelled_job_is_skipped_and_the_next_answers_are_the_right_ones(worker):
    state = GAMES["pixies"].new(2, seed=3)
    seat = state.to_move()[0]
    worker.warm_up()
    game_name, level, view, seed, budget = long_search()
    busy = worker.submit(game_name, level, view, seed, budget={"iterations": 300})
    dropped = worker.submit(game_name, level, view, seed, budget=budget)
    dropped.cancel()                                      # queued behind `busy`: never searched
    kept = worker.submit("pixies", "random", state.view(seat), seed=3)
    started = time.monotonic()
    assert state.why_illegal(seat, wait(kept, 60).result()) is None
    assert time.monotonic() - started < 30 and busy.done() and dropped.future.cancelled()


def test_closing_ends_the_worker_at_once(worker):
    game_name, level, view, seed, budget = long_search()
    job = worker.submit(game_name, level, view, seed, budget=budget)
    while not worker.pids():
        time.sleep(0.01)
    pid = worker.pids()[0]
    worker.close()
    with pytest.raises(WorkerGone):
        wait(job, 10).result()
    deadline = time.monotonic() + 5
    while Path(f"/proc/{pid}").exists() and "Z" not in Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1][:3]:
        assert time.monotonic() < deadline, "the worker outlived close()"
        time.sleep(0.01)


def test_the_frozen_apps_launcher_runs_the_worker_for_the_workers_argument():
    """The frozen app is started with WORKER_ARGUMENT (worker_command when frozen): the launcher
    runs the worker's loop then, not the app (run here from source, as PyInstaller runs it)."""
    assert f'WORKER_ARGUMENT = "{botprocess.WORKER_ARGUMENT}"' in LAUNCHER.read_text(encoding="utf-8")
    worker = subprocess.Popen([sys.executable, str(LAUNCHER), botprocess.WORKER_ARGUMENT], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(CODE_ROOT)})
    try:
        botprocess.write_message(worker.stdin, ("job", 5, "ready", ()))
        assert botprocess.read_message(worker.stdout) == (5, True, True)
        assert "pygame" not in Path(f"/proc/{worker.pid}/maps").read_text()
        worker.stdin.close()
        assert ended_within(worker, 5) == 0
    finally:
        if worker.poll() is None:
            worker.kill()


def test_an_unknown_work_is_told_and_the_worker_goes_on():
    worker = subprocess.Popen(worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        botprocess.write_message(worker.stdin, ("job", 1, "no-such-work", ("noise",)))
        number, ok, value = botprocess.read_message(worker.stdout)
        assert number == 1 and not ok and isinstance(value, KeyError)
        botprocess.write_message(worker.stdin, ("job", 2, "ready", ()))
        assert botprocess.read_message(worker.stdout) == (2, True, True)
    finally:
        worker.stdin.close()
        ended_within(worker, 5)

"""Bots think in a worker process, so the 60 FPS loop keeps its frame rate while they search.

A Python thread would not do: the search would hold the GIL and starve the loop. So the View
(pickled) goes to one worker process, which builds the bot (`game.ai.bot(game, level)`), runs
`choose(view, random.Random(seed))`, and sends the Action back. The scene polls; it never waits.

    worker = shared_worker()
    job = worker.submit("pixies", "hard", state.view(seat), seed=12345)
    job.when_done(wake_loop)        # optional: called (on another thread) when it is
    # every frame:
    if job.done():
        action = job.result()       # re-raises what the bot raised

The review (game.ai.review) runs there too, one decision per job:
`worker.review("pixies", decision, budget, seed)` is a Job whose result is the Judgement.

Modes: "process" (the default) or "sync", which thinks at once inside `submit` (tests, the
monkey): set `PARLOUR_SYNC_BOTS=1` or call `set_default_mode("sync")`.

The worker is a plain child process that talks over pipes (scenes/kit/botprocess.py: how it is
started, its messages, its memory habits), not a multiprocessing one: the "spawn" start brought
a resource-tracker process of its own (9 MB PSS at a table) and imported the app's main script
in the worker. A worker that dies (killed, out of memory) fails its jobs with WorkerGone, and
the next submit starts a new one. It ends with the app however the app ends (at the end of file
of its stdin); `close()` ends it at once. It starts on the first `warm_up` or job, which the
tables ask for after the first frame.
"""
from __future__ import annotations

import atexit
import itertools
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from scenes.kit import botprocess
from scenes.kit.botprocess import (
    CACHE_ENTRIES,
    advise_action,
    cached_entries,
    choose_action,
    forget_caches,
    judge_decision,
    ready,
)

MODES = ("process", "sync")
SYNC_ENV = "PARLOUR_SYNC_BOTS"
#: the folder that holds the `game` and `scenes` this app runs (the worker runs the same)
CODE_ROOT = Path(__file__).resolve().parents[2]
#: how long a worker whose pipe has closed is given to end, for its exit status to be told
STATUS_WAIT_S = 1.0

__all__ = ["BotWorker", "Job", "WorkerGone", "shared_worker", "set_default_mode", "worker_command", "CACHE_ENTRIES",
           "choose_action", "judge_decision", "advise_action", "ready", "cached_entries", "forget_caches"]


class WorkerGone(RuntimeError):
    """The worker process ended before it answered (killed, crashed, closed): submit again."""


def worker_command() -> list[str]:
    """How the worker process is started: the frozen app itself with the worker's argument
    (packaging/launcher.py), or this Python without `site` running botprocess.main."""
    if getattr(sys, "frozen", False):
        return [sys.executable, botprocess.WORKER_ARGUMENT]
    return [sys.executable, "-S", "-c", botprocess.BOOT, str(CODE_ROOT)]


class _Process:
    """One running worker: its jobs in flight and the thread that reads its answers."""

    def __init__(self, command: list[str]) -> None:
        self.popen = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        self.pending: dict[int, Future] = {}
        self.numbers = itertools.count()
        self.lock = threading.Lock()
        self.gone = False
        threading.Thread(target=self._read, name="parlour-bot-answers", daemon=True).start()

    def send(self, name: str, args: tuple) -> tuple[int, Future]:
        future: Future = Future()
        number = next(self.numbers)
        try:
            data = botprocess.pack(("job", number, name, args))     # fails here, not halfway down the pipe
        except Exception as exc:
            future.set_exception(exc)
            return number, future
        with self.lock:
            if self.gone:
                raise WorkerGone("the bot worker has ended")
            self.pending[number] = future
            try:
                self.popen.stdin.write(data)                        # type: ignore[union-attr]
                self.popen.stdin.flush()                            # type: ignore[union-attr]
            except (OSError, ValueError):                           # its pipe is closed: it has ended
                del self.pending[number]
                self.gone = True
                raise WorkerGone("the bot worker has ended") from None
        return number, future

    def cancel(self, number: int) -> None:
        """Forget a job; the worker skips it if it has not begun it."""
        with self.lock:
            if self.pending.pop(number, None) is not None and not self.gone:
                try:
                    botprocess.write_message(self.popen.stdin, ("cancel", number))   # type: ignore[arg-type]
                except (OSError, ValueError):
                    self.gone = True

    def _read(self) -> None:
        """The answers, as they come, into their futures; at the worker's end, WorkerGone into
        every job still waiting."""
        stream = self.popen.stdout
        why = "it ended"
        try:
            while True:
                number, ok, value = botprocess.read_message(stream)  # type: ignore[arg-type]
                with self.lock:
                    future = self.pending.pop(number, None)
                if future is not None and future.set_running_or_notify_cancel():
                    if ok:
                        future.set_result(value)
                    else:
                        future.set_exception(value)
        except EOFError:
            pass
        except Exception as exc:     # a message that cannot be read: this worker cannot be trusted
            why = f"its answer could not be read ({exc!r})"
            self.popen.kill()
        with self.lock:
            self.gone = True
            waiting, self.pending = self.pending, {}
        try:
            status = self.popen.wait(STATUS_WAIT_S)
        except subprocess.TimeoutExpired:
            status = None
        for future in waiting.values():
            if future.set_running_or_notify_cancel():
                future.set_exception(WorkerGone(f"the bot worker stopped: {why} (exit status {status})"))
        self.popen.wait()

    def end(self) -> None:
        """End the worker now, even in the middle of a search."""
        with self.lock:
            self.gone = True
        try:
            self.popen.stdin.close()                                # type: ignore[union-attr]
        except OSError:
            pass
        if self.popen.poll() is None:
            self.popen.terminate()


class Job:
    """One bot move on its way: poll `done()`, then take `result()`."""

    def __init__(self, worker: BotWorker, seat: int | None, view: Any, future: Future, number: int = -1) -> None:
        self.worker = worker
        self.seat = seat
        self.view = view
        self.future = future
        self.number = number
        self.cancelled = False

    def done(self) -> bool:
        return self.future.done()

    def result(self) -> Any:
        """The bot's Action. WorkerGone means the worker died: submit again for a new one."""
        return self.future.result(timeout=0)

    def when_done(self, fn: Callable[[], object]) -> None:
        """Call `fn()` once the move is known (or the worker failed), from the thread that reads
        the worker's answers, or at once if it already is: a waiting loop uses it to wake up."""
        self.future.add_done_callback(lambda _future: fn())

    def cancel(self) -> None:
        """Forget this job; a search already running ends on its own and is ignored."""
        self.cancelled = True
        self.future.cancel()
        self.worker.forget(self.number)


class BotWorker:
    def __init__(self, mode: str = "process", command: list[str] | None = None) -> None:
        """`command` starts the worker process (default: `worker_command()`; the bench starts the
        frozen app's with it)."""
        if mode not in MODES:
            raise ValueError(f"bot worker mode must be one of {MODES}, not {mode!r}")
        self.mode = mode
        self.command = command
        self._process: _Process | None = None
        self._warm: Future | None = None

    def _running(self) -> _Process:
        """The worker process, started (again, if the last one ended) when needed."""
        if self._process is None or self._process.gone:
            self._process = _Process(self.command or worker_command())
            self._warm = None
        return self._process

    def warm_up(self) -> None:
        """Start the worker process now (it takes a moment), before the first bot must move."""
        if self.mode == "process" and (self._warm is None or self._process is None or self._process.gone):
            self._warm = self._run("ready")[1]

    def ready(self) -> bool:
        """Has the worker started and imported the games and the bots (after `warm_up`)?"""
        warm = self._warm
        return warm is not None and warm.done() and not warm.cancelled() and warm.exception() is None

    def submit(self, game_name: str, level: str, view: Any, seed: int, seat: int | None = None,
               budget: dict | None = None) -> Job:
        """Ask for `level`'s move in `view`; returns at once (in "process" mode)."""
        return self._job(seat, view, "choose_action", game_name, level, view, seed, dict(budget or {}))

    def advise(self, game_name: str, view: Any, seat: int, number: int) -> Job:
        """Ask for the Hint: the action the review would judge best (game.ai.review); at once."""
        return self._job(seat, view, "advise_action", game_name, view, seat, number)

    def review(self, game_name: str, decision: Any, budget: Any, seed: int) -> Job:
        """Ask what one of the person's decisions cost (game.ai.review); returns at once."""
        return self._job(decision.seat, decision.view, "judge_decision", game_name, decision, budget, seed)

    def _job(self, seat: int | None, view: Any, name: str, *args: Any) -> Job:
        number, future = self._run(name, *args)
        return Job(self, seat, view, future, number)

    def _run(self, name: str, *args: Any) -> tuple[int, Future]:
        if self.mode == "sync":
            future: Future = Future()
            try:
                future.set_result(globals()[name](*args))   # looked up now: a test may have replaced it
            except Exception as exc:  # handed to the caller through job.result(), like the worker does
                future.set_exception(exc)
            return -1, future
        try:
            return self._running().send(name, args)
        except WorkerGone:            # the worker died (killed, out of memory): start a new one
            self._process = None
            return self._running().send(name, args)

    def forget(self, number: int) -> None:
        """A cancelled job: the worker need not begin it."""
        process = self._process
        if process is not None and number >= 0:
            process.cancel(number)

    def close(self) -> None:
        """End the worker process now, even in the middle of a search."""
        process, self._process = self._process, None
        if process is not None:
            process.end()

    def pids(self) -> list[int]:
        """The worker's process id (none until it has started, or once it has ended)."""
        process = self._process
        return [] if process is None or process.gone else [process.popen.pid]


_default_mode = "sync" if os.environ.get(SYNC_ENV) == "1" else "process"
_shared: dict[str, BotWorker] = {}


def set_default_mode(mode: str) -> None:
    """Choose the mode `shared_worker()` hands out ("sync" in tests)."""
    global _default_mode
    if mode not in MODES:
        raise ValueError(f"bot worker mode must be one of {MODES}, not {mode!r}")
    _default_mode = mode


def shared_worker() -> BotWorker:
    """The app's one worker of the default mode, started once and reused by every table."""
    worker = _shared.get(_default_mode)
    if worker is None:
        worker = _shared[_default_mode] = BotWorker(_default_mode)
    return worker


@atexit.register
def _close_shared() -> None:
    for worker in _shared.values():
        worker.close()

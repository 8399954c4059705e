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
smoke test): set `PARLOUR_SYNC_BOTS=1` or call `set_default_mode("sync")`.
The worker uses the "spawn" start method on every platform (a fork would copy the running SDL
window), which works in a frozen build as long as the entry point calls
`multiprocessing.freeze_support()` first (packaging/launcher.py does). This module imports no
pygame, so the worker starts light.
"""
from __future__ import annotations

import atexit
import multiprocessing
import os
import random
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Optional

from scenes.kit.heap import fix_mmap_threshold, trim

MODES = ("process", "sync")
SYNC_ENV = "PARLOUR_SYNC_BOTS"


def choose_action(game_name: str, level: str, view: Any, seed: int, budget: dict) -> Any:
    """What runs in the worker: one bot move for `view`."""
    from game.ai import bot
    action = bot(game_name, level, **budget).choose(view, random.Random(seed))
    trim()    # the search tree is gone: its pages go back, so the worker stays its own size
    return action


def judge_decision(game_name: str, decision: Any, budget: Any, seed: int) -> Any:
    """What runs in the worker for the review: one decision judged (game.ai.review.judge)."""
    from game import GAMES
    from game.ai.review import judge
    return judge(GAMES[game_name], decision, budget, seed)


def _ready() -> bool:
    """Imports the games and the bots in the worker ahead of the first real move."""
    import importlib
    for module in ("game", "game.ai"):
        importlib.import_module(module)
    return True


class Job:
    """One bot move on its way: poll `done()`, then take `result()`."""

    def __init__(self, worker: "BotWorker", seat: Optional[int], view: Any, future: Future) -> None:
        self.worker = worker
        self.seat = seat
        self.view = view
        self.future = future
        self.cancelled = False

    def done(self) -> bool:
        return self.future.done()

    def result(self) -> Any:
        """The bot's Action. BrokenProcessPool means the worker died: submit again for a new one."""
        try:
            return self.future.result(timeout=0)
        except BrokenProcessPool:
            self.worker.discard_pool()
            raise

    def when_done(self, fn: Callable[[], object]) -> None:
        """Call `fn()` once the move is known (or the worker failed), from the worker's result
        thread, or at once if it already is: a waiting loop uses it to wake up."""
        self.future.add_done_callback(lambda _future: fn())

    def cancel(self) -> None:
        """Forget this job; a search already running ends on its own and is ignored."""
        self.cancelled = True
        self.future.cancel()


class BotWorker:
    def __init__(self, mode: str = "process") -> None:
        if mode not in MODES:
            raise ValueError(f"bot worker mode must be one of {MODES}, not {mode!r}")
        self.mode = mode
        self._pool: Optional[ProcessPoolExecutor] = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=fix_mmap_threshold)
        return self._pool

    def warm_up(self) -> None:
        """Start the worker process now (it takes a moment), before the first bot must move."""
        if self.mode == "process":
            self._executor().submit(_ready)

    def submit(self, game_name: str, level: str, view: Any, seed: int, seat: Optional[int] = None,
               budget: Optional[dict] = None) -> Job:
        """Ask for `level`'s move in `view`; returns at once (in "process" mode)."""
        return Job(self, seat, view, self._run(choose_action, game_name, level, view, seed, dict(budget or {})))

    def review(self, game_name: str, decision: Any, budget: Any, seed: int) -> Job:
        """Ask what one of the person's decisions cost (game.ai.review); returns at once."""
        return Job(self, decision.seat, decision.view, self._run(judge_decision, game_name, decision, budget, seed))

    def _run(self, work: Any, *args: Any) -> Future:
        if self.mode == "sync":
            future: Future = Future()
            try:
                future.set_result(work(*args))
            except Exception as exc:  # handed to the caller through job.result(), like the worker does
                future.set_exception(exc)
            return future
        try:
            return self._executor().submit(work, *args)
        except BrokenProcessPool:    # the worker died (killed, out of memory): start a new one
            self.discard_pool()
            return self._executor().submit(work, *args)

    def discard_pool(self) -> None:
        """Drop a dead worker process; the next submit starts a fresh one."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


_default_mode = "sync" if os.environ.get(SYNC_ENV) == "1" else "process"
_shared: dict[str, BotWorker] = {}


def set_default_mode(mode: str) -> None:
    """Choose the mode `shared_worker()` hands out ("sync" in tests and the smoke test)."""
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

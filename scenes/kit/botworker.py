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
The worker's memory stays flat over a session (bench/soak.py): the bots keep process-wide caches
(functools caches with a size limit, and module dicts named `..._CACHE` or `..._CACHES`, such as
Flixo's judged displays; an unlimited functools cache holds a table of a few fixed things, such as
one board geometry per size, and is kept), whose entries are made in the middle of searches, so
a few live ones keep whole heap arenas of the searches' freed nodes from going back to the system.
Snapshots (tracemalloc) showed the worker's live Python objects level off at about 10 MB while its
RSS rose at every game. So `choose_action` empties them when the worker moves in another game
than its last one (they are that game's) and whenever they hold more than CACHE_ENTRIES entries,
then trims the heap.

The worker uses the "spawn" start method on every platform (a fork would copy the running SDL
window), which works in a frozen build as long as the entry point calls
`multiprocessing.freeze_support()` first (packaging/launcher.py does). This module imports no
pygame, so the worker starts light. The worker watches its parent and ends with it however the
parent ends (closed, killed, crashed), so no process is ever left behind; `close()` ends it at once.
"""
from __future__ import annotations

import atexit
import gc
import multiprocessing
import multiprocessing.connection
import os
import random
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from scenes.kit.heap import fix_mmap_threshold, trim

MODES = ("process", "sync")
SYNC_ENV = "PARLOUR_SYNC_BOTS"
#: entries the bots' caches may hold together before they are emptied (a game of any kind fills
#: far fewer between two games; see the module's text)
CACHE_ENTRIES = 100_000
#: the game the worker last moved in
_last_game = [""]


def choose_action(game_name: str, level: str, view: Any, seed: int, budget: dict) -> Any:
    """What runs in the worker: one bot move for `view`."""
    from game.ai import bot
    if game_name != _last_game[0] or cached_entries() > CACHE_ENTRIES:
        forget_caches()
        _last_game[0] = game_name
    action = bot(game_name, level, **budget).choose(view, random.Random(seed))
    trim()    # the search tree is gone: its pages go back, so the worker stays its own size
    return action


def _caches() -> list[Any]:
    """The bots' process-wide caches: limited functools caches and `..._CACHE(S)` dicts in game
    modules."""
    found = []
    for name, module in list(sys.modules.items()):
        if name == "game" or name.startswith("game."):
            for attribute, value in list(vars(module).items()):
                if callable(getattr(value, "cache_clear", None)) and callable(getattr(value, "cache_info", None)):
                    if value.cache_info().maxsize is not None:
                        found.append(value)
                elif isinstance(value, dict) and attribute.rstrip("S").endswith("_CACHE"):
                    found.append(value)
    return found


def cached_entries() -> int:
    """How many entries the bots' caches hold together (a dict of dicts counts its inner entries)."""
    total = 0
    for cache in _caches():
        if isinstance(cache, dict):
            total += sum(len(inner) if isinstance(inner, dict) else 1 for inner in cache.values())
        else:
            total += cache.cache_info().currsize
    return total


def forget_caches() -> None:
    """Empty the bots' caches and give the freed heap back (see the module's text)."""
    for cache in _caches():
        if isinstance(cache, dict):
            cache.clear()
        else:
            cache.cache_clear()
    gc.collect()
    trim()


def judge_decision(game_name: str, decision: Any, budget: Any, seed: int) -> Any:
    """What runs in the worker for the review: one decision judged (game.ai.review.judge)."""
    from game import GAMES
    from game.ai.review import judge
    return judge(GAMES[game_name], decision, budget, seed)


def _start_worker() -> None:
    """What the worker runs first: its memory habits, and a watch on its parent."""
    fix_mmap_threshold()
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), name="parlour-parent-watch", daemon=True).start()


def _end_with(sentinel: int) -> None:
    """The parent's sentinel becomes ready when the parent ends, however it ends: end too, at
    once (a search under way is of no use to anybody now)."""
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def advise_action(game_name: str, view: Any, seat: int, number: int) -> Any:
    """What runs in the worker for the Hint: the review's best action (game.ai.review.advise)."""
    from game import GAMES
    from game.ai.review import advise
    return advise(GAMES[game_name], view, seat, number)


def _ready() -> bool:
    """Imports the games and the bots in the worker ahead of the first real move."""
    import importlib
    for module in ("game", "game.ai"):
        importlib.import_module(module)
    return True


class Job:
    """One bot move on its way: poll `done()`, then take `result()`."""

    def __init__(self, worker: BotWorker, seat: int | None, view: Any, future: Future) -> None:
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
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_start_worker)
        return self._pool

    def warm_up(self) -> None:
        """Start the worker process now (it takes a moment), before the first bot must move."""
        if self.mode == "process":
            self._executor().submit(_ready)

    def submit(self, game_name: str, level: str, view: Any, seed: int, seat: int | None = None,
               budget: dict | None = None) -> Job:
        """Ask for `level`'s move in `view`; returns at once (in "process" mode)."""
        return Job(self, seat, view, self._run(choose_action, game_name, level, view, seed, dict(budget or {})))

    def advise(self, game_name: str, view: Any, seat: int, number: int) -> Job:
        """Ask for the Hint: the action the review would judge best (game.ai.review); at once."""
        return Job(self, seat, view, self._run(advise_action, game_name, view, seat, number))

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
        """End the worker process now, even in the middle of a search."""
        pool, self._pool = self._pool, None
        if pool is not None:
            processes = list((getattr(pool, "_processes", None) or {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                if process.is_alive():
                    process.terminate()

    def pids(self) -> list[int]:
        """The worker's process ids (none until it has started)."""
        return [process.pid for process in (getattr(self._pool, "_processes", None) or {}).values()
                if process.pid is not None]


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

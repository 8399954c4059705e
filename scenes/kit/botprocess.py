"""The bot worker's own side: the process in which the bots think (scenes/kit/botworker.py
starts it and hands it the jobs), and the few bytes the two sides send each other.

The app starts it as a plain child process, without multiprocessing (whose "spawn" start brings
a resource-tracker process of some 9 MB PSS along and imports the app's main script in the
worker): from source `python -S -c <BOOT> <the project's folder>`, in the frozen build the app's
own executable with WORKER_ARGUMENT (packaging/launcher.py runs `main` for it). `-S` leaves
`site` out (its .pth hooks cost the worker 2.5 MB): the games need the standard library only,
and the folder that holds `game` and `scenes` goes first on the path, so the worker runs the
app's own code.

The two talk over the worker's stdin and stdout, each message a pickle after its length (4
bytes, big-endian). To the worker: `("job", number, name, args)`, `name` one of WORK's, and
`("cancel", number)`, which drops a job not yet begun. From the worker: `(number, ok, value)`,
the work's result, or (ok False) the exception it raised. Anything else printed in the worker
goes to stderr, so no stray print breaks a message.

The worker ends with the app however the app ends (closed, killed, crashed): the app holds the
only write end of the worker's stdin, so the system closes it when the app is gone, and the
worker's reading thread, at that end of file, ends the process at once (a search under way is
of no use to anybody now).

What runs here imports the games and the bots only (`game`, never pygame): the worker stays light.

The bots keep process-wide caches (functools caches with a size limit, and module dicts named
`..._CACHE` or `..._CACHES`, such as Flixo's judged displays; an unlimited functools cache holds
a table of a few fixed things, such as one board geometry per size, and is kept), whose entries
are made in the middle of searches, so a few live ones keep whole heap arenas of the searches'
freed nodes from going back to the system. Snapshots (tracemalloc) showed the worker's live
Python objects level off at about 10 MB while its RSS rose at every game (bench/soak.py). So
`choose_action` empties them when the worker moves in another game than its last one (they are
that game's) and whenever they hold more than CACHE_ENTRIES entries, then trims the heap.
"""
from __future__ import annotations

import gc
import os
import pickle
import queue
import random
import sys
import threading
from collections.abc import Callable
from typing import Any, BinaryIO

from scenes.kit.heap import fix_mmap_threshold, trim

#: the frozen app's argument that makes it the bot worker instead (packaging/launcher.py)
WORKER_ARGUMENT = "--bot-worker"
#: what `python -S -c` runs from source; its one argument is the folder holding `scenes`
BOOT = "import sys; sys.path.insert(0, sys.argv[1]); from scenes.kit.botprocess import main; sys.exit(main())"
#: entries the bots' caches may hold together before they are emptied (a game of any kind fills
#: far fewer between two games; see the module's text)
CACHE_ENTRIES = 100_000
#: the game the worker last moved in
_last_game = [""]
_LENGTH = 4


# -- the work ----------------------------------------------------------------------------------------
def choose_action(game_name: str, level: str, view: Any, seed: int, budget: dict) -> Any:
    """One bot move for `view`."""
    from game.ai import bot
    if game_name != _last_game[0] or cached_entries() > CACHE_ENTRIES:
        forget_caches()
        _last_game[0] = game_name
    action = bot(game_name, level, **budget).choose(view, random.Random(seed))
    trim()    # the search tree is gone: its pages go back, so the worker stays its own size
    return action


def judge_decision(game_name: str, decision: Any, budget: Any, seed: int) -> Any:
    """For the review: one decision judged (game.ai.review.judge)."""
    from game import GAMES
    from game.ai.review import judge
    return judge(GAMES[game_name], decision, budget, seed)


def advise_action(game_name: str, view: Any, seat: int, number: int) -> Any:
    """For the Hint: the review's best action (game.ai.review.advise)."""
    from game import GAMES
    from game.ai.review import advise
    return advise(GAMES[game_name], view, seat, number)


def ready() -> bool:
    """Imports the games and the bots ahead of the first real move."""
    import game.ai  # noqa: F401
    return True


#: what the app may ask the worker for, by name
WORK: dict[str, Callable[..., Any]] = {"choose_action": choose_action, "judge_decision": judge_decision,
                                       "advise_action": advise_action, "ready": ready}


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


# -- the messages ------------------------------------------------------------------------------------
def pack(message: Any) -> bytes:
    """One message as sent: its pickle's length, then the pickle. Raises what pickling raises."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return len(data).to_bytes(_LENGTH, "big") + data


def write_message(stream: BinaryIO, message: Any) -> None:
    stream.write(pack(message))
    stream.flush()


def read_message(stream: BinaryIO) -> Any:
    """The next message; EOFError when the other side has closed its end."""
    head = _read_exactly(stream, _LENGTH)
    return pickle.loads(_read_exactly(stream, int.from_bytes(head, "big")))


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            raise EOFError("the other side closed the pipe")
        data += chunk
    return data


def _answer(number: int, name: str, args: tuple) -> tuple[int, bool, Any]:
    """Run one job: (number, True, result), or (number, False, the exception), an exception
    that cannot be pickled told as a RuntimeError with its text and trace."""
    try:
        return number, True, WORK[name](*args)
    except Exception as exc:
        try:
            pickle.loads(pickle.dumps(exc))       # it must come back whole on the app's side
        except Exception:
            import traceback
            exc = RuntimeError(f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}")
        return number, False, exc


# -- the worker's loop -------------------------------------------------------------------------------
def _read_jobs(stream: BinaryIO, jobs: queue.Queue, cancelled: set[int]) -> None:
    """The worker's reading thread: jobs go to the queue, cancels to `cancelled`; at the end of
    file the app is gone, and so is the worker, at once."""
    try:
        while True:
            message = read_message(stream)
            if message[0] == "cancel":
                cancelled.add(message[1])
            else:
                jobs.put(message[1:])
    except Exception:   # the end of file, or a message torn by the app's end
        pass
    os._exit(0)


def _private_stdout() -> BinaryIO:
    """The messages' own stream, a copy of stdout; stdout itself then points at stderr (or
    nowhere, where there is no stderr), so a print in the bots cannot tear a message."""
    out = os.fdopen(os.dup(1), "wb")
    try:
        os.dup2(2, 1)
    except OSError:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, 1)
        os.close(nowhere)
    sys.stdout = sys.stderr if sys.stderr is not None else open(os.devnull, "w")  # noqa: SIM115
    return out


def main() -> int:
    """The worker: take jobs from stdin, run them one at a time, answer on stdout."""
    fix_mmap_threshold()
    out = _private_stdout()
    stream = os.fdopen(os.dup(0), "rb")
    jobs: queue.Queue = queue.Queue()
    cancelled: set[int] = set()
    threading.Thread(target=_read_jobs, args=(stream, jobs, cancelled), name="parlour-jobs", daemon=True).start()
    while True:
        number, name, args = jobs.get()
        if number in cancelled:
            cancelled.discard(number)
            continue
        answer = _answer(number, name, args)
        try:
            write_message(out, answer)
        except OSError:          # the app is gone
            return 0
        except Exception as exc:     # a result that cannot be pickled: said instead
            write_message(out, (number, False, RuntimeError(f"the worker's answer could not be sent: {exc!r}")))

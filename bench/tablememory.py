"""Memory at a table: RSS and PSS of every process of the app, at a Pixies table, you against two
Hard bots, after some seconds of play.

    python bench/tablememory.py [--seconds 15] [--json]

The app runs in a new process (its own memory, nothing of this script's), 1280x720, the dummy
video driver: the main menu, then the table, the loop at 60 frames a second on the wall clock
and sleeping while the bots think, as the app's loop does. "You" play a random legal move a
second after your turn comes, so the bots keep searching. At the end it reads
/proc/<pid>/smaps_rollup of the app and of every process below it (the bot worker, and any
helper). PSS (proportional set size) shares each shared page among the processes mapping it, so
the processes' PSS add up to what the app really takes; RSS counts a shared library in each.

Where the worker's memory goes is measured in three steps: its PSS once it has started (the
interpreter and the worker loop), once it has imported the games and the bots (its warm-up), and
after the first search it ran (the search's tables and caches that stay).

Target (issue #40): all processes together <= 110 MB PSS. Linux only (/proc).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
#: the frozen build (python packaging/build.py), whose own worker is measured too when it is there
FROZEN = BENCH.parent / "dist" / "Parlour" / "parlour"
WORKER_ARGUMENT = "--bot-worker"     # scenes.kit.botprocess.WORKER_ARGUMENT
TARGET_PSS_MB = 110.0
FPS = 60
#: how long "you" take to play once your turn has come
PERSON_S = 1.0


def rollup(pid: int | str) -> dict[str, float]:
    """RSS and PSS of a process in MB from /proc/<pid>/smaps_rollup (zeros when it has gone)."""
    found = {"rss": 0.0, "pss": 0.0}
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            key, _, rest = line.partition(":")
            if key in ("Rss", "Pss"):
                found[key.lower()] = int(rest.split()[0]) / 1024
    except (OSError, ValueError):
        pass
    return found


def children(pid: int | str) -> list[int]:
    """The processes `pid` started, all threads' children together (none once it has ended)."""
    found: list[int] = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def descendants(pid: int | str) -> list[int]:
    """Every process below `pid`, nearest first."""
    found, todo = [], children(pid)
    while todo:
        child = todo.pop(0)
        found.append(child)
        todo += children(child)
    return found


def command_line(pid: int | str) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""


def name_of(command: str, worker_pids: list[int], pid: int) -> str:
    if pid in worker_pids:
        return "bot worker"
    if "resource_tracker" in command:
        return "multiprocessing resource tracker"
    return command[:60] or "?"


# -- in the app's process ----------------------------------------------------------------------------
def play(seconds: float) -> dict:
    """The app at a Pixies table, you and two Hard bots, for `seconds` of play; the measurements."""
    sys.path.insert(0, str(BENCH))
    import headless  # noqa: F401  (dummy drivers, a private PARLOUR_HOME, before pygame)
    from game.referee.referee import HUMAN
    from scenes.app import App
    from scenes.kit import heap
    from scenes.kit.botworker import shared_worker
    from scenes.menu import MainMenu

    app = App(size=(1280, 720), fullscreen=False, recover=False)
    app.start(MainMenu(app))
    app.step()
    heap.settle_start_up()       # as App.run does after the first frame
    app.start_table("pixies", 3, {}, [HUMAN, "hard", "hard"])
    table = app.scenes.top
    worker = shared_worker()
    rng = random.Random(1)
    my_turn_since: float | None = None
    started = last = time.perf_counter()
    while (now := time.perf_counter()) - started < seconds:
        link = table.link
        if link.bots_thinking():
            time.sleep(0.002)          # as the app's loop sleeps while a bot thinks
            app.step(dt=0.0)
            continue
        app.step(dt=min(now - last, 0.1))
        last = now
        view = link.view()
        if not view.is_over() and link.seat in view.to_move() and not link.pending:
            my_turn_since = my_turn_since or now
            if now - my_turn_since >= PERSON_S:
                link.submit(rng.choice(list(view.legal_actions())))
                my_turn_since = None
        time.sleep(max(0.0, 1 / FPS - (time.perf_counter() - now)))
    worker_pids = worker.pids()
    processes = [{"name": "app", "pid": os.getpid(), **rollup("self")}]
    for pid in descendants(os.getpid()):
        processes.append({"name": name_of(command_line(pid), worker_pids, pid), "pid": pid, **rollup(pid)})
    return {"seconds": seconds, "processes": processes, "moves": link.moves_played}


def worker_steps(command: list[str] | None = None) -> dict[str, float]:
    """The bot worker's PSS in MB, step by step, in a worker of its own started as the app starts
    it (or by `command`): a bare interpreter started the same way (`python -S`, reading stdin),
    the worker once its loop waits for jobs, once it has imported the games and the bots (its
    warm-up), after a Hard search at a Pixies table of three, and after nine more."""
    sys.path.insert(0, str(BENCH.parent))
    from game import GAMES
    from scenes.kit.botworker import BotWorker
    steps = {}
    if command is None:
        bare = subprocess.Popen([sys.executable, "-S", "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
        time.sleep(1.0)
        steps["interpreter"] = rollup(bare.pid)["pss"]
        bare.communicate(b"")
    worker = BotWorker("process", command)
    try:
        pid = worker._running().popen.pid
        while threads(pid) < 2:          # its reading thread starts once its loop is ready
            time.sleep(0.01)
        steps["loop"] = rollup(pid)["pss"]
        worker.warm_up()
        while not worker.ready():
            time.sleep(0.01)
        steps["games"] = rollup(pid)["pss"]
        state = GAMES["pixies"].new(3, seed=7)
        for search in range(10):
            seat = state.to_move()[0]
            job = worker.submit("pixies", "hard", state.view(seat), seed=search, seat=seat)
            while not job.done():
                time.sleep(0.01)
            state.apply(seat, job.result())
            if search == 0:
                steps["searched"] = rollup(pid)["pss"]
        steps["ten searches"] = rollup(pid)["pss"]
    finally:
        worker.close()
    return steps


def threads(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("Threads:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


# -- in the bench's process --------------------------------------------------------------------------
def measure(seconds: float) -> dict:
    """Run the app in a new process and return what it measured."""
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--serve", "--seconds", str(seconds)],
                          capture_output=True, text=True, check=True, timeout=seconds + 120)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["worker_steps"] = worker_steps()
    if FROZEN.exists():
        result["frozen_worker_steps"] = worker_steps([str(FROZEN), WORKER_ARGUMENT])
    return result


def lines(result: dict) -> list[str]:
    """The table of processes and the sentences under it (Markdown)."""
    rows = ["| process | RSS MB | PSS MB |", "|---|---:|---:|"]
    for process in result["processes"]:
        rows.append(f"| {process['name']} | {process['rss']:.1f} | {process['pss']:.1f} |")
    rss = sum(process["rss"] for process in result["processes"])
    pss = sum(process["pss"] for process in result["processes"])
    met = "met" if pss <= TARGET_PSS_MB else "NOT met"
    rows.append(f"| **all together** | {rss:.1f} | **{pss:.1f}** |")
    steps = result["worker_steps"]
    return [*rows, "",
            f"All processes together: {pss:.1f} MB PSS (target <= {TARGET_PSS_MB:g} MB: {met}), {rss:.1f} MB RSS, "
            f"after {result['seconds']:g} s at the table ({result['moves']} moves played).",
            "",
            "Where the bot worker's memory goes (PSS, a worker of its own started as the app starts it): "
            f"{steps['interpreter']:.1f} MB is the bare interpreter (`python -S` waiting on its stdin), "
            f"{steps['loop']:.1f} MB the worker waiting for its first job (+{steps['loop'] - steps['interpreter']:.1f}"
            f" MB: its loop, pickle, threading and the heap's ctypes), {steps['games']:.1f} MB once it has imported "
            f"the games and the bots (+{steps['games'] - steps['loop']:.1f} MB), {steps['searched']:.1f} MB after a "
            f"Hard search at a Pixies table of three (+{steps['searched'] - steps['games']:.1f} MB: what the search "
            f"leaves, its caches and the heap it grew), {steps['ten searches']:.1f} MB after ten.",
            *frozen_lines(result.get("frozen_worker_steps"))]


def frozen_lines(steps: dict[str, float] | None) -> list[str]:
    if not steps:
        return ["", f"(No frozen build at {FROZEN.relative_to(BENCH.parent)}: `python packaging/build.py` makes one, "
                    "and its worker is measured too.)"]
    return ["", f"The frozen build's worker ({FROZEN.relative_to(BENCH.parent)} {WORKER_ARGUMENT}, alone: at a "
                f"table it shares the app's libpython, some 2.5 MB of this): {steps['loop']:.1f} MB waiting for its "
                f"first job, {steps['games']:.1f} MB with the games and the bots, {steps['searched']:.1f} MB after a "
                f"Hard search, {steps['ten searches']:.1f} MB after ten (PyInstaller's importer, its run-time hooks "
                "and the standard library read from base_library.zip rather than frozen into libpython)."]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15.0, help="seconds of play at the table (default 15)")
    parser.add_argument("--json", action="store_true", help="print the measurements as JSON")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        print(json.dumps(play(args.seconds)), flush=True)
        return 0
    result = measure(args.seconds)
    print(json.dumps(result) if args.json else "\n".join(lines(result)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Processes for the tests of the bots' worker: a parent process that starts one (as the app
does), and the processes below a process, read from /proc (Linux)."""
from __future__ import annotations

import os
import subprocess
import sys

from bench_helpers import bench_script
from scenes.kit.botworker import CODE_ROOT

_TABLEMEMORY = bench_script("tablememory")


def parent_with_a_worker(also: str = "") -> subprocess.Popen:
    """A Python process that starts the bots' worker process as the app does, waits until it
    answers, prints its pid (and the value of the expression `also`, when given) on one line,
    then sleeps until killed."""
    shown = f"*worker.pids(), {also}" if also else "*worker.pids()"
    script = ("import sys, time\n"
              "from scenes.kit.botworker import BotWorker\n"
              "worker = BotWorker('process')\n"
              "worker.warm_up()\n"
              "while not worker.ready(): time.sleep(0.02)\n"
              f"print({shown}, flush=True)\n"
              "time.sleep(120)\n")
    return subprocess.Popen([sys.executable, "-c", script], cwd=CODE_ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(CODE_ROOT)})


def descendants(pid: int) -> set[int]:
    """Every process below `pid` now (from /proc, as bench/tablememory.py reads it)."""
    return set(_TABLEMEMORY.descendants(pid))

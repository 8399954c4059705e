"""Process start to the first drawn menu frame, in a fresh interpreter each time.

    python bench/startup.py [--runs 5]

Each run starts `python -c "from scenes.launch import main; main()"` with PARLOUR_FIRST_FRAME=1, so
the app prints "first-frame <unix time>" right after its first flip of the main menu and quits.
The figure is that time minus the moment just before the process was spawned. A bare
`python -c pass` is timed the same way, to show what the interpreter alone costs. On a shared,
busy machine wall time mostly measures the neighbours, so the CPU time the process used (user +
system, it quits right after that first frame) is printed beside it: on an idle machine the two
agree.
Headless (SDL dummy drivers), with an empty PARLOUR_HOME. Budget: <= 0.5 s (DESIGN.md).
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

import headless

ROOT = Path(__file__).resolve().parent.parent
BUDGET_S = 0.5


def first_frame_seconds(env: dict) -> tuple[float, float]:
    """(wall seconds from spawn to the first frame, CPU seconds the whole process used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    done = subprocess.run([sys.executable, "-c", "from scenes.launch import main; main()"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    stamps = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("first-frame ")]
    if done.returncode != 0 or not stamps:
        raise RuntimeError(f"the app did not report a first frame:\n{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return float(stamps[0]) - started, cpu


def bare_interpreter_seconds(env: dict) -> float:
    started = time.time()
    subprocess.run([sys.executable, "-c", "pass"], cwd=ROOT, env=env, check=True)
    return time.time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = headless.environment(PARLOUR_FIRST_FRAME="1")
    first_frame_seconds(env)   # the first run also fills the bytecode cache: not counted
    runs = [first_frame_seconds(env) for _ in range(args.runs)]
    walls, cpus = [wall for wall, _ in runs], [cpu for _, cpu in runs]
    bare = [bare_interpreter_seconds(env) for _ in range(args.runs)]
    median = statistics.median(walls)
    print(f"{'measure':38} {'median s':>9} {'min s':>7} {'max s':>7}")
    print(f"{'start to first menu frame (wall)':38} {median:9.3f} {min(walls):7.3f} {max(walls):7.3f}  "
          f"budget <= {BUDGET_S} s: {'ok' if median <= BUDGET_S else 'OVER'}")
    print(f"{'CPU used by that process':38} {statistics.median(cpus):9.3f} {min(cpus):7.3f} {max(cpus):7.3f}")
    print(f"{'bare python -c pass (wall)':38} {statistics.median(bare):9.3f} {min(bare):7.3f} {max(bare):7.3f}")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")

if __name__ == "__main__":
    main()

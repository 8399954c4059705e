"""Process start to the first drawn menu frame, in a fresh interpreter each time.

    python bench/startup.py [--runs 5] [--frozen dist/Parlour/parlour]

Each run starts `python -c "from scenes.launch import main; main()"` with PARLOUR_FIRST_FRAME=1, so
the app prints "first-frame <unix time>" right after the live main menu's first flip and quits;
before that, where the menu as last drawn was kept (scenes.firstframe), it prints "early-frame
<unix time>" when that frame is on the window. Each figure is that time minus the moment just
before the process was spawned. Runs share one PARLOUR_HOME, as a person's starts do (the run
before the counted ones keeps the menu); "first start" runs each get an empty home, so the live
menu is the first frame. A bare `python -c pass` is timed the same way, to show what the
interpreter alone costs. On a shared, busy machine wall time mostly measures the neighbours, so
the CPU time the process used (user + system, it quits right after the live menu's first frame)
is printed beside it: on an idle machine the two agree.
Headless (SDL dummy drivers). Budget: <= 0.5 s (DESIGN.md) to the first drawn menu frame.
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
from typing import NamedTuple

import headless

ROOT = Path(__file__).resolve().parent.parent
BUDGET_S = 0.5


class Start(NamedTuple):
    """One start's figures, in seconds from spawning it: wall time to the early frame (the menu as
    last drawn; None when none was kept) and the CPU the process had used by then; wall time to the
    live menu's first frame and the CPU the whole process used (it quits right after it)."""
    early: float | None
    early_cpu: float | None
    live: float
    cpu: float


def first_frame_seconds(env: dict, command: list[str] | None = None) -> Start:
    """Start the app (`command`, else from source) once and read the frames it reports."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    done = subprocess.run(command or [sys.executable, "-c", "from scenes.launch import main; main()"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    stamps = {line.split()[0]: [float(value) for value in line.split()[1:]] for line in done.stdout.splitlines()
              if line.startswith(("first-frame ", "early-frame "))}
    if done.returncode != 0 or "first-frame" not in stamps:
        raise RuntimeError(f"the app did not report a first frame:\n{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    early = stamps.get("early-frame")
    return Start(None if early is None else early[0] - started, None if early is None else early[1],
                 stamps["first-frame"][0] - started, cpu)


def bare_interpreter_seconds(env: dict) -> float:
    started = time.time()
    subprocess.run([sys.executable, "-c", "pass"], cwd=ROOT, env=env, check=True)
    return time.time() - started


def environment() -> dict[str, str]:
    """The dummy drivers, a new home, the first frame reported; and bytecode kept, as a person's
    Python keeps it (a shell's PYTHONDONTWRITEBYTECODE would compile every module on every run)."""
    env = headless.environment(PARLOUR_FIRST_FRAME="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure(runs: int, frozen: str | None = None) -> dict[str, list[float]]:
    """Each row's figures: a person's start (one home kept), a first start, the bare interpreter;
    and a person's start of the frozen build at `frozen`, when given, interleaved with the others."""
    env = environment()
    frozen_env = environment()
    command = [str(Path(frozen).resolve())] if frozen else None
    first_frame_seconds(env)   # the first run fills the bytecode cache and keeps the menu: not counted
    if command:
        first_frame_seconds(frozen_env, command)
    kept, fresh, built = [], [], []
    for _ in range(runs):
        kept.append(first_frame_seconds(env))
        fresh.append(first_frame_seconds(environment()))
        if command:
            built.append(first_frame_seconds(frozen_env, command))
    found = {"start to the menu on the window: the menu as last drawn (wall)": shown(kept),
            "CPU used by then": [start.early_cpu or start.cpu for start in kept],
            "start to the live menu's first frame (wall)": [start.live for start in kept],
            "CPU used by then (the process, which quits there)": [start.cpu for start in kept],
            "first start (empty home): start to the live menu's first frame (wall)": [start.live for start in fresh],
            "first start: CPU used by then": [start.cpu for start in fresh]}
    if built:
        found["frozen build: start to the menu on the window (wall)"] = shown(built)
        found["frozen build: CPU used by then"] = [start.early_cpu or start.cpu for start in built]
        found["frozen build: start to the live menu's first frame (wall)"] = [start.live for start in built]
    found["bare `python -c pass` (wall)"] = [bare_interpreter_seconds(env) for _ in range(runs)]
    return found


def shown(starts: list[Start]) -> list[float]:
    """When the menu was first on the window: the early frame, else the live menu's first."""
    return [start.early if start.early is not None else start.live for start in starts]


def rows(measured: dict[str, list[float]], markdown: bool) -> list[str]:
    """A table of the medians, each start-to-menu row beside the budget."""
    lines = (["| measure | median s | min s | max s | budget <= 0.5 s |", "|---|---:|---:|---:|---|"] if markdown
             else [f"{'measure':72} {'median s':>9} {'min s':>7} {'max s':>7}"])
    for name, values in measured.items():
        median = statistics.median(values)
        budget = "" if name.startswith("bare") else ("ok" if median <= BUDGET_S else "OVER")
        lines.append(f"| {name} | {median:.3f} | {min(values):.3f} | {max(values):.3f} | {budget} |" if markdown
                     else f"{name:72} {median:9.3f} {min(values):7.3f} {max(values):7.3f}  {budget}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frozen", help="the frozen app (dist/Parlour/parlour) to time as well")
    args = parser.parse_args()
    print("\n".join(rows(measure(args.runs, args.frozen), markdown=False)))
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()

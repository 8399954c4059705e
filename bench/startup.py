"""Process start to the first drawn menu frame, in a fresh interpreter each time.

    python bench/startup.py [--runs 5]

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

import headless

ROOT = Path(__file__).resolve().parent.parent
BUDGET_S = 0.5


def first_frame_seconds(env: dict) -> tuple[float | None, float, float]:
    """(wall seconds from spawn to the early frame, or None when none was kept; to the live
    menu's first frame; CPU seconds the whole process used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    done = subprocess.run([sys.executable, "-c", "from scenes.launch import main; main()"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    stamps = {line.split()[0]: float(line.split()[1]) for line in done.stdout.splitlines()
              if line.startswith(("first-frame ", "early-frame "))}
    if done.returncode != 0 or "first-frame" not in stamps:
        raise RuntimeError(f"the app did not report a first frame:\n{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    early = stamps.get("early-frame")
    return (None if early is None else early - started), stamps["first-frame"] - started, cpu


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


def measure(runs: int) -> dict[str, list[float]]:
    """Each row's figures: a person's start (one home kept), a first start, the bare interpreter."""
    env = environment()
    first_frame_seconds(env)   # the first run fills the bytecode cache and keeps the menu: not counted
    kept = [first_frame_seconds(env) for _ in range(runs)]
    fresh = [first_frame_seconds(environment()) for _ in range(runs)]
    return {"start to the menu on the window: the menu as last drawn (wall)":
            [early if early is not None else live for early, live, _ in kept],
            "start to the live menu's first frame (wall)": [live for _, live, _ in kept],
            "CPU used by that process": [cpu for _, _, cpu in kept],
            "first start (empty home): start to the live menu's first frame (wall)": [live for _, live, _ in fresh],
            "first start: CPU used by that process": [cpu for _, _, cpu in fresh],
            "bare `python -c pass` (wall)": [bare_interpreter_seconds(env) for _ in range(runs)]}


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
    args = parser.parse_args()
    print("\n".join(rows(measure(args.runs), markdown=False)))
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()

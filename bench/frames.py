"""Frame times of the real loop, headless (1280x720 unless --size): the menu, the kit's demo
table (60 cards, 10 always moving) and every registered table with bots in every seat (their
thinking included).

    python bench/frames.py [--frames 300] [--size 3840x2160] [--no-tables] [--level hard]

Each frame is one `App.step`: events -> update -> draw -> flip, after a warm-up. Prints p50 /
p95 / max of the wall time (perf_counter) against DESIGN.md's budget for that size (p95 <= 8 ms;
4 ms at 1920x1080), and p50 / p95 of the loop thread's own CPU time (thread_time): on a shared,
busy machine the wall time also counts the moments the neighbours held the cores, the CPU time
does not.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

import headless  # noqa: E402,F401  (dummy drivers and a private PARLOUR_HOME, before pygame)
from game import GAMES  # noqa: E402
from scenes import tables  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.kit.demo import DemoTable  # noqa: E402
from scenes.menu import MainMenu  # noqa: E402

BUDGET_P95_MS = 8.0
#: DESIGN.md's budgets for big screens: p95 at most 4 ms at 1920x1080, 8 ms at 3840x2160
SIZE_BUDGETS_MS = {(1920, 1080): 4.0, (3840, 2160): 8.0}
WARM_UP = 30


def frame_times(app: App, frames: int) -> tuple[list[float], list[float]]:
    """(wall ms, loop-thread CPU ms) per loop iteration of whatever is on top of the stack."""
    for _ in range(WARM_UP):
        app.step()
    walls, cpus = [], []
    for _ in range(frames):
        wall, cpu = time.perf_counter(), time.thread_time()
        app.step()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.thread_time() - cpu) * 1000)
    return walls, cpus


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def budget_ms(size: tuple[int, int]) -> float:
    return SIZE_BUDGETS_MS.get(tuple(size), BUDGET_P95_MS)


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        return int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, like 3840x2160, not {text!r}") from None


def measure(size: tuple[int, int], frames: int, tables_too: bool = True,
            level: str | None = None) -> list[tuple[str, tuple[list[float], list[float]]]]:
    """(scene, (wall ms, CPU ms)) for the menu, the demo table and, with `tables_too`, each table."""
    app = App(size=size, fullscreen=False, recover=False)
    app.start(MainMenu(app))
    rows = [("menu", frame_times(app, frames))]
    app.scenes.push(DemoTable(app))
    rows.append(("demo table (60 cards, 10 moving)", frame_times(app, frames)))
    if tables_too:
        for game_name in tables.TABLES:
            app.scenes.unwind()
            label = bot_table(app, game_name, level)
            rows.append((label, frame_times(app, frames)))
    app.scenes.unwind()
    for scene in reversed(app.scenes.stack):
        scene.close()
    return rows


def bot_table(app: App, game_name: str, wanted: str | None):
    """Bots in every seat of `game_name`'s table: `wanted` level if the game has it, else its easiest."""
    rules = GAMES[game_name]
    players = min(rules.max_players, max(rules.min_players, 3))
    level = wanted if wanted in rules.levels else next(level for level in rules.levels if level != "random")
    app.start_table(game_name, players, rules.check_options(players, {}), [level] * players)
    return f"table {game_name} ({players} bots, {level})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--no-tables", action="store_true", help="only the menu and the demo table")
    parser.add_argument("--level", help="the bots' level at the tables (default: each game's easiest)")
    parser.add_argument("--size", type=parse_size, default=(1280, 720), help="window size WxH (default 1280x720)")
    args = parser.parse_args()
    rows = measure(args.size, args.frames, not args.no_tables, args.level)
    budget = budget_ms(args.size)
    print(f"{args.size[0]}x{args.size[1]}, SDL dummy driver")
    print(f"{'scene':40} {'frames':>6} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} "
          f"{'cpu p50':>8} {'cpu p95':>8} {'cpu max':>8}"
          f"  budget p95 <= {budget:g} ms")
    for label, (walls, cpus) in rows:
        p95 = percentile(walls, 0.95)
        verdict = "ok" if p95 <= budget else "OVER"
        print(f"{label:40} {len(walls):6} {statistics.median(walls):7.2f} {p95:7.2f} {max(walls):7.2f} "
              f"{statistics.median(cpus):8.2f} {percentile(cpus, 0.95):8.2f} {max(cpus):8.2f}  {verdict}")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")

if __name__ == "__main__":
    main()

"""One command for every performance figure DESIGN.md budgets, and the bots' strength: prints a
markdown report and writes it to bench/RESULTS.md.

    python bench/run.py [--quick] [--games 400] [--out bench/RESULTS.md] [--skip arena ...]
    python bench/run.py --only idle big-screens --update    # just those, in place in RESULTS.md
    python bench/run.py --only review --update

Sections (each reuses the bench that owns it):
- frames: frame time p50 / p95 / max per scene (the menu and every registered table) during a
  bot-vs-bot game with animations, at 1280x720 with the SDL dummy driver (bench/frames.py's
  loop), both wall time and the loop thread's CPU time; then the same per table counting only
  the frames during which a Hard bot was thinking in the worker process;
- big-screens: the same scenes at 1920x1080 and 3840x2160 (bench/frames.py --size);
- idle: CPU of the app and its bot worker while nothing moves, in a real X window
  (bench/idle.py: an X display or Xvfb is needed);
- startup: process start to the first drawn menu frame (bench/startup.py);
- window: exec to the window mapped and to its first drawn picture in X11 (Xvfb), interleaved
  with AisleRiot when /usr/games/sol is installed, as a ratio (bench/window.py);
- memory: RSS of the app and its bot worker at the start, every quarter and at the end of play
  through the real tables, simulated and then on the wall clock with the bots at their real pace
  (bench/soak.py, each in its own process);
- table-memory: RSS and PSS of every process (the app, the bot worker, any other) at a Pixies
  table, you and two Hard bots, after 15 s of play, against the 110 MB PSS target, and where the
  worker's memory goes (bench/tablememory.py);
- engines: random playouts/s and ISMCTS iterations/s per game, bot move time p50 / p95 per level
  (bench/engines.py's measures);
- playouts-side-by-side: random games per CPU second here and in another checkout (--against,
  a2a26a6 by default), measured in turn in one run (bench/engines.py --against);
- arena: the issue's bot-strength match-ups (game.arena; Flanx through game.flanx.race), bench/strength.py;
- review: a whole-game review (game.ai.review) of Pixies and LIXO? games, in this process and
  through the bot worker process one decision at a time, as the review screen runs it (bench/strength.py);
- calibration: is the review calibrated, per game: planted terrible moves among the costliest,
  Expert's own decisions flagged, stated costs against full playouts (bench/calibration.py);
- flanx-people: Flanx's level ladder against the human models, and how honest its Hint is
  (bench/flanx.py);
- flanx-first-timer: a first duel: Beginner and Easy against the first-timer model, duel and Kids
  (bench/flanx.py --first-timer);
- ladder-pixies, ladder-lixo, ladder-flixo: each level against the level below, untimed, one
  section per game (bench/ladder.py);
- move-times: each ladder level's move time at its own budget, with its clock (bench/ladder.py).
The machine is shared, so wall times carry the neighbours' load: the load average is printed
beside the figures, and CPU times beside wall times. --quick shortens every section.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent))

import frames  # noqa: E402  (sets the SDL dummy drivers and a private PARLOUR_HOME first)
import screenframes  # noqa: E402

# isort: split
import calibration  # noqa: E402
import engines  # noqa: E402
import flanx  # noqa: E402
import idle  # noqa: E402
import ladder  # noqa: E402
import startup  # noqa: E402
import tablememory  # noqa: E402
import window  # noqa: E402
from game import GAMES, arena  # noqa: E402
from game.ai import bot  # noqa: E402
from machine import cpu_model, load_average, machine_lines, verdict  # noqa: E402
from scenes import tables  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.menu import MainMenu  # noqa: E402
from strength import arena_section, review_section  # noqa: E402

FRAME_BUDGET_MS = frames.BUDGET_P95_MS
MOVE_BUDGET_S = 1.0
PLAYOUTS_BUDGET = 500        # Pixies 2p random games per second
ISMCTS_BUDGET = 2000         # Pixies 2p iterations per second
MEMORY_BUDGET_MB = 200.0
#: a random game longer than this many actions is cut off (and counted apart) in the playout rate
RANDOM_GAME_CAP = 3000
#: random Pixies 2p games per CPU second against a2a26a6's, side by side (issue #40)
SIDE_BY_SIDE_TARGET = 1.5
#: a rate this far below the reference's counts as slower, not as the shared machine's noise
SIDE_BY_SIDE_NOISE = 0.95
#: the longest the hard-bot frame measurement waits for thinking frames at one table
THINKING_WALL_CAP_S = 60.0

# -- frames ---------------------------------------------------------------------------------------
def frame_row(label: str, walls: list[float], cpus: list[float], budget: float = FRAME_BUDGET_MS) -> str:
    if not walls:
        return f"| {label} | 0 | - | - | - | - | - | - | no frames measured |"
    wall95, cpu95 = frames.percentile(walls, 0.95), frames.percentile(cpus, 0.95)
    return (f"| {label} | {len(walls)} | {statistics.median(walls):.2f} | {wall95:.2f} | {max(walls):.2f} | "
            f"{statistics.median(cpus):.2f} | {cpu95:.2f} | {max(cpus):.2f} | wall {verdict(wall95 <= budget)}, "
            f"CPU {verdict(cpu95 <= budget)} |")


FRAME_HEADER = ["| scene | frames | wall p50 ms | wall p95 ms | wall max ms | CPU p50 ms | CPU p95 ms | CPU max ms "
                "| p95 <= 8 ms |", "|---|---:|---:|---:|---:|---:|---:|---:|---|"]


def thinking_frame_times(app: App, table, wanted: int) -> tuple[list[float], list[float]]:
    """Wall and loop-thread CPU ms of frames run while a bot of `table` is thinking (its job
    is still in the worker), up to `wanted` frames or THINKING_WALL_CAP_S."""
    walls, cpus = [], []
    deadline = time.monotonic() + THINKING_WALL_CAP_S
    while len(walls) < wanted and time.monotonic() < deadline and not table.view.is_over():
        thinking = table.link.bots_thinking()
        wall, cpu = time.perf_counter(), time.thread_time()
        app.step()
        if thinking:
            walls.append((time.perf_counter() - wall) * 1000)
            cpus.append((time.thread_time() - cpu) * 1000)
    return walls, cpus


def frames_section(count: int) -> list[str]:
    app = App(size=(1280, 720), fullscreen=False, recover=False)
    app.start(MainMenu(app))
    lines = ["## Frame time, 1280x720, SDL dummy driver", "",
             "Every frame is one `App.step` (events, update, draw, flip). Animated games: bots in every seat "
             "(bench/frames.py's line-up), in the worker process.", "", *FRAME_HEADER,
             frame_row("menu", *frames.frame_times(app, count))]
    for game_name in tables.TABLES:
        app.scenes.unwind()
        label = frames.bot_table(app, game_name, None)
        lines.append(frame_row(label, *frames.frame_times(app, count)))
    lines += ["", "### While a Hard bot thinks (worker process, the loop running)", "",
              "Only frames during which a bot's search was still running in the worker are counted.", "",
              *FRAME_HEADER]
    for game_name in tables.TABLES:
        app.scenes.unwind()
        label = frames.bot_table(app, game_name, "hard")
        lines.append(frame_row(label, *thinking_frame_times(app, app.scenes.top, count)))
    app.scenes.unwind()
    for scene in reversed(app.scenes.stack):
        scene.close()
    lines += ["", f"Load average after the frame measurements: {load_average()}."]
    return lines


BIG_SCREENS = ((1920, 1080), (3840, 2160))


def big_screens_section(count: int) -> list[str]:
    lines = ["## Frame time on big screens, SDL dummy driver (bench/frames.py --size)", "",
             "The same scenes as bench/frames.py (bots in every seat, animating), then every other screen "
             "(bench/screenframes.py: the game choice, a set-up, each registered screen, a lesson, Watch "
             "playing a finished game, the review with its picture), at each size."]
    for size in BIG_SCREENS:
        budget = frames.budget_ms(size)
        lines += ["", f"### {size[0]}x{size[1]} (budget p95 <= {budget:g} ms)", "",
                  FRAME_HEADER[0].replace("p95 <= 8 ms", f"p95 <= {budget:g} ms"), FRAME_HEADER[1]]
        rows = [*frames.measure(size, count), *screenframes.measure(size, count)]
        lines += [frame_row(label, *times, budget=budget) for label, times in rows]
    lines += ["", f"Load average after the big-screen measurements: {load_average()}."]
    return lines


def idle_section(seconds: float) -> list[str]:
    results = idle.run(list(idle.SCENES), seconds)
    return ["## Idle CPU in a real X window (bench/idle.py)", "",
            f"Each scene left alone for {seconds:g} s after the loop came to rest; CPU of the app and every "
            "process it started (the bot worker), from /proc; frames the loop drew meanwhile.", "",
            *idle.rows_text(results, markdown=True), "", f"Load average after: {load_average()}."]


# -- start-up -----------------------------------------------------------------------------------------
def startup_section(runs: int) -> list[str]:
    frozen = BENCH.parent / "dist" / "Parlour" / "parlour"
    measured = startup.measure(runs, str(frozen) if frozen.exists() else None)
    return ["## Start-up (bench/startup.py)", "",
            "Headless (SDL dummy drivers), from spawning the process. A person's start shows the menu as last "
            "drawn (scenes.firstframe) while the live menu is built behind it; a first start, on an empty home, "
            "draws the live menu first. CPU is the process's own (user + system), the frozen build's bootloader "
            "included.", "", *startup.rows(measured, markdown=True),
            "", f"{runs} runs each{'' if frozen.exists() else ' (no frozen build in dist/: not timed)'}; "
            f"load average {load_average()}."]


def window_section(runs: int) -> list[str]:
    frozen = BENCH.parent / "dist" / "Parlour" / "parlour"
    results = window.measure(runs, str(frozen) if frozen.exists() else None)
    lines, _ = window.report(results, markdown=True)
    return ["## What a person sees at start-up: the window in X11 (bench/window.py)", "",
            "From exec to the first top-level window mapped, and to the first snapshot of it that is not all "
            "black, under one Xvfb, the programs' starts interleaved. The ratio of the medians is the figure: "
            "absolute times carry the machine's load.", "", *lines, "",
            f"{runs} starts each{'' if frozen.exists() else ' (no frozen build in dist/: not timed)'}; "
            f"load average {load_average()}."]


# -- memory -------------------------------------------------------------------------------------------
def soak_table_seconds() -> float:
    """bench/soak.py's TABLE_SECONDS (imported here, the soak's app stays in its own process)."""
    import soak
    return float(soak.TABLE_SECONDS)


def memory_section(minutes: float, wall_seconds: float) -> list[str]:
    """The soak twice: `minutes` simulated, then `wall_seconds` on the wall clock at real pace."""
    lines = [f"## Memory over {minutes:g} simulated minutes and {wall_seconds:g} s of real-pace bot-vs-bot play "
             "(bench/soak.py)"]
    runs = ((f"{minutes:g} simulated minutes, the animations fast-forwarded", ["--minutes", str(minutes)]),
            (f"{wall_seconds:g} s on the wall clock, bots and animations at their real pace "
             f"(`python bench/soak.py --wall-seconds {wall_seconds:g}`: each table until its game ends or for "
             f"{soak_table_seconds():g} s, so every kind of table is met in the first half)",
             ["--wall-seconds", str(wall_seconds)]))
    for how, args in runs:
        done = subprocess.run([sys.executable, str(BENCH / "soak.py"), "--json", *args],
                              capture_output=True, text=True, check=True)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        lines += ["", f"{how}:", "",
                  "| moment | wall s | played min | app MB | worker MB | app + worker MB | tables | games |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for moment, s in result["samples"].items():
            lines.append(f"| {moment} | {s['wall_seconds']:.0f} | {s['sim_minutes']:.1f} | {s['app_mb']:.1f} | "
                         f"{s['worker_mb']:.1f} | {s['app_mb'] + s['worker_mb']:.1f} | {s['tables_opened']} | "
                         f"{s['games_finished']} |")
        grows = "**grows**" if result["grows"] else "flat"
        lines += ["", f"App + worker: {result['end_total_mb']} MB at the end, peak {result['peak_total_mb']} MB "
                      f"(budget <= {MEMORY_BUDGET_MB:g} MB: {verdict(result['within_budget'])}). "
                      f"Growth over the second half: {result['growth_after_warm_up_mb']} MB "
                      f"(app {result['app_growth_after_warm_up_mb']} MB; {grows}, allowed < 5 MB). "
                      f"Bots at level {result['level']}; {result['wall_seconds']} s wall; "
                      f"load average {load_average()}."]
    return lines


def table_memory_section(seconds: float) -> list[str]:
    """RSS and PSS per process at a Pixies table (bench/tablememory.py), beside issue #40's target."""
    result = tablememory.measure(seconds)
    return [f"## Memory at a Pixies table: you and two Hard bots, {seconds:g} s of play (bench/tablememory.py)", "",
            *tablememory.lines(result), "", f"Load average: {load_average()}."]


# -- engines and bots ---------------------------------------------------------------------------------
def engine_configurations(rules) -> list[tuple[int, dict]]:
    """The game's first configuration and its other option-free ones (as bench/engines.py does)."""
    configs = rules.configurations()
    return configs[:1] + [c for c in configs[1:] if not c[1]]


def cpu_and_wall_rate(measure: Callable[[], float]) -> tuple[float, float]:
    """(per wall second, per CPU second) of a rate `measure()` reports per wall second: the
    same count over the process's CPU time, which the neighbours' load does not inflate."""
    wall, cpu = time.perf_counter(), time.process_time()
    per_wall = measure()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return per_wall, per_wall * wall / max(cpu, 1e-9)


def random_games(name: str, players: int, options: dict, seconds: float) -> tuple[float, float, int]:
    """(finished games per wall second, per CPU second, games cut off) of uniformly random play,
    as game.arena.random_playouts_per_second measures it, except that a game is cut off after
    RANDOM_GAME_CAP actions: in Flanx a random player may discard for ever (discarding is always
    allowed), which a person or a bot never does, and one such game would stall the bench."""
    game, rng = GAMES[name], random.Random(1)
    done = cut = seed = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        state, actions = game.new(players, seed=seed, **options), 0
        seed += 1
        while not state.is_over() and actions < RANDOM_GAME_CAP:
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.advance(seat, legal[rng.randrange(len(legal))])
            actions += 1
        done += state.is_over()
        cut += not state.is_over()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return done / wall, done / max(cpu, 1e-9), cut


def timed_moves(name: str, level: str, positions: list) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of `level`'s move in each position (engines.py's positions)."""
    player, rng, walls, cpus = bot(name, level), random.Random(9), [], []
    for state in positions:
        view = state.view(state.to_move()[0])
        wall, cpu = time.perf_counter(), time.process_time()
        player.choose(view, rng)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return walls, cpus


def engines_section(seconds: float, moves: int) -> list[str]:
    lines = ["## Engines and bots (bench/engines.py's measures)", "",
             "Rates per wall second and per CPU second of this process (the second is what the code does "
             "when it has a core to itself).", "",
             "| game | players | random games/s (wall) | (CPU) | ISMCTS it/s (wall) | (CPU) | |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for name in sorted(GAMES):
        for players, options in engine_configurations(GAMES[name]):
            *playouts, cut = random_games(name, players, options, seconds)
            iterations = cpu_and_wall_rate(partial(arena.ismcts_iterations_per_second, name, players, options, seconds))
            note = f"{cut} random games cut off at {RANDOM_GAME_CAP} actions; " if cut else ""
            if name == "pixies" and players == 2:
                note += (f"budgets: games/s >= {PLAYOUTS_BUDGET} wall {verdict(playouts[0] >= PLAYOUTS_BUDGET)} "
                        f"CPU {verdict(playouts[1] >= PLAYOUTS_BUDGET)}; it/s >= {ISMCTS_BUDGET} wall "
                        f"{verdict(iterations[0] >= ISMCTS_BUDGET)} CPU {verdict(iterations[1] >= ISMCTS_BUDGET)}")
            opts = " ".join(f"{k}={v}" for k, v in options.items())
            searched = (f"{iterations[0]:.0f} | {iterations[1]:.0f}" if iterations[0] else
                        "n/a | n/a")   # one legal action at the opening: the search returns it unsearched
            if not iterations[0]:
                note += "the opening has one legal action, so nothing to search there"
            lines.append(f"| {name} {opts} | {players} | {playouts[0]:.0f} | {playouts[1]:.0f} | {searched} | {note} |")
    lines += ["", f"Bot move time over {moves} mid-game positions each, in this process (hardest level "
                  f"budget <= {MOVE_BUDGET_S:g} s a move):", "",
              "| game | players | level | wall p50 ms | wall p95 ms | wall max ms | CPU p50 ms | CPU max ms | |",
              "|---|---:|---|---:|---:|---:|---:|---:|---|"]
    for name in sorted(GAMES):
        rules = GAMES[name]
        players, options = rules.configurations()[0]
        positions = engines.sample_positions(name, players, options, moves)
        for level in rules.levels:
            walls, cpus = timed_moves(name, level, positions)
            mark = ""
            if level == rules.levels[-1]:
                mark = f"wall {verdict(max(walls) <= MOVE_BUDGET_S)}, CPU {verdict(max(cpus) <= MOVE_BUDGET_S)}"
            lines.append(f"| {name} | {players} | {level} | {1000 * statistics.median(walls):.1f} | "
                         f"{1000 * arena.p95(walls):.1f} | {1000 * max(walls):.1f} | "
                         f"{1000 * statistics.median(cpus):.1f} | {1000 * max(cpus):.1f} | {mark} |")
    lines += ["", f"Load average after the engine measurements: {load_average()}."]
    return lines


def side_by_side_section(reference: Path, seconds: float, rounds: int) -> list[str]:
    """This checkout's random games per CPU second beside `reference`'s, interleaved in one run."""
    started = load_average()
    rows = engines.side_by_side(reference, seconds, rounds, sorted(GAMES))
    pixies = next(r for r in rows if r["game"] == "pixies" and r["players"] == 2)
    ratio = pixies["here_rate"] / pixies["reference_rate"]
    slower = [f"{r['game']} {r['players']}p" for r in rows
              if r["reference_rate"] and r["here_rate"] < r["reference_rate"] * SIDE_BY_SIDE_NOISE]
    return [f"## Random games per CPU second, side by side with {reference.name} (bench/engines.py --against)", "",
            f"Each checkout in its own worker process, asked in turn for {seconds:g} s of CPU, {rounds} times per "
            "configuration, who goes first swapped every round; both play the same seeded games, each moving the "
            "way its own playouts do (`advance` here, `_do` there). Rates are per CPU second of the worker, which "
            f"the neighbours' load does not inflate. Load average at the start: {started}.", "",
            *engines.side_by_side_lines(rows, reference.name), "",
            f"Pixies, 2 players: {ratio:.2f}x {reference.name}'s rate (target >= {SIDE_BY_SIDE_TARGET:g}x: "
            f"{verdict(ratio >= SIDE_BY_SIDE_TARGET)}). No engine slower than {reference.name} (below "
            f"{SIDE_BY_SIDE_NOISE:g}x of its rate, the measurement's noise on a shared machine): "
            f"{verdict(not slower)}{' (' + ', '.join(slower) + ')' if slower else ''}.", "",
            f"Load average after: {load_average()}."]


# -- the report ---------------------------------------------------------------------------------------
def run_section(title: str, make: Callable[[], list[str]], failures: list[str]) -> list[str]:
    """One section's lines, printed as soon as they are ready; a failure is reported in its place."""
    started = time.perf_counter()
    try:
        lines = make()
    except Exception:
        failures.append(title)
        lines = [f"## {title}: FAILED", "", "```", traceback.format_exc().rstrip(), "```"]
    lines += ["", f"_({title}: {time.perf_counter() - started:.0f} s)_", ""]
    print("\n".join(lines), flush=True)
    return lines


def update_report(old: list[str], sections: dict[str, list[str]], note: str, order: list[str]) -> list[str]:
    """`old` (a RESULTS.md) with each of `sections` in place of the section of the same key (whose
    lines end with run_section's "_(key: N s)_"), a new one where `order` puts it, and `note`
    under the head's command line."""
    first = next((i for i, line in enumerate(old) if line.startswith("## ")), len(old))
    head, blocks, current = old[:first], [], []
    for line in old[first:]:
        if current or line:                  # a section starts at its title, after a blank line
            current.append(line)
        found = re.fullmatch(r"_\(([\w-]+): \d+ s\)_", line)
        if found:
            blocks.append((found.group(1), current))
            current = []
    kept = dict(blocks)
    keys = list(kept)
    for key in sections:
        if key not in kept:
            before = [k for k in order[:order.index(key)] if k in keys]
            keys.insert(keys.index(before[-1]) + 1 if before else 0, key)
    body: list[str] = []
    for key in keys:
        body += (sections[key][:-1] if key in sections else kept[key]) + [""]
    at = next((i + 1 for i, line in enumerate(head) if line.startswith("- command:")), len(head))
    return [*head[:at], note, *head[at:], *body, *current]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs of every section")
    parser.add_argument("--games", type=int,
                        help="arena games per match, ladder games per rung and Flanx races per pairing "
                        "(default 400; 12 with --quick)")
    parser.add_argument("--arena-minutes", type=float,
                        help="wall-clock cap per arena match; the games played are reported (default: none)")
    parser.add_argument("--flanx-search-races", type=int,
                        help="Flanx races per pairing with a costly level (bench/flanx.py SLOW; default 100; "
                             "2 with --quick)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes to share flanx-people's races, the ladders' games and the calibration's "
                        "reviews and playouts among "
                             "(the figures do not change)")
    parser.add_argument("--soak-minutes", type=float, help="simulated minutes of the soak (default 10; 1 with --quick)")
    parser.add_argument("--soak-wall-seconds", type=float,
                        help="seconds of the real-pace soak on the wall clock (default 300; 30 with --quick)")
    parser.add_argument("--against", type=Path, default=Path("/tmp/a2a26a6"),
                        help="playouts-side-by-side's reference checkout (`git worktree add /tmp/a2a26a6 a2a26a6`)")
    keys = ("frames", "big-screens", "idle", "startup", "window", "memory", "table-memory", "engines",
            "playouts-side-by-side", "arena", "review", "calibration", "flanx-people", "flanx-first-timer",
            *(f"ladder-{name}" for name in ladder.LADDER_GAMES), "move-times")
    parser.add_argument("--skip", nargs="*", default=[], choices=keys)
    parser.add_argument("--only", nargs="*", choices=keys, help="run just these sections")
    parser.add_argument("--update", action="store_true",
                        help="put the sections run in place of the same sections of --out, keeping the others")
    parser.add_argument("--out", type=Path, default=BENCH / "RESULTS.md")
    args = parser.parse_args(argv)
    if (args.only or args.skip) and not args.update and args.out.exists():
        parser.error(f"--only/--skip without --update would replace {args.out} with just these sections; add "
                     "--update to put them in place of the same sections there, or --out to write another file")
    quick = args.quick
    sections = {
        "frames": lambda: frames_section(90 if quick else 300),
        "big-screens": lambda: big_screens_section(90 if quick else 300),
        "idle": lambda: idle_section(3.0 if quick else 10.0),
        "startup": lambda: startup_section(2 if quick else 5),
        "window": lambda: window_section(3 if quick else 10),
        "memory": lambda: memory_section(args.soak_minutes or (1.0 if quick else 10.0),
                                         args.soak_wall_seconds or (30.0 if quick else 300.0)),
        "table-memory": lambda: table_memory_section(5.0 if quick else 15.0),
        "engines": lambda: engines_section(0.5 if quick else 2.0, 4 if quick else 12),
        "playouts-side-by-side": lambda: side_by_side_section(args.against.resolve(), 0.2 if quick else 0.5,
                                                              2 if quick else 6),
        "arena": lambda: arena_section(args.games or (12 if quick else 400),
                                       args.arena_minutes or (1.0 if quick else None)),
        "review": lambda: review_section(1 if quick else 3),
        "calibration": lambda: calibration.section(built_count=6 if quick else calibration.BUILT,
                                                   expert_games=1 if quick else None,
                                                   playouts=8 if quick else None, jobs=args.jobs),
        "flanx-people": lambda: flanx.section(args.games or (12 if quick else 400),
                                              args.flanx_search_races or (2 if quick else 100),
                                              50 if quick else 2000, load_average, args.jobs),
        "flanx-first-timer": lambda: flanx.first_timer_section(args.games or (12 if quick else 400), load_average,
                                                               args.jobs),
        **{f"ladder-{name}": partial(ladder.game_section, name, args.games or (12 if quick else 400), args.jobs,
                                     load_average) for name in ladder.LADDER_GAMES},
        "move-times": lambda: ladder.move_time_section(4 if quick else 12, MOVE_BUDGET_S, load_average),
    }
    started_load = load_average()
    command = f"`python bench/run.py {' '.join(argv if argv is not None else sys.argv[1:])}`".replace(" `", "`")
    head = ["# Parlour performance", "", *machine_lines(), f"- command: {command}", ""]
    print("\n".join(head), flush=True)
    report, failures, done = list(head), [], {}
    for key, make in sections.items():
        if key not in args.skip and (not args.only or key in args.only):
            done[key] = run_section(key, make, failures)
            report += done[key]
    report.append(f"Load average at the end: {load_average()}.")
    if args.update and args.out.exists():
        note = (f"- updated {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC: {', '.join(done)} with "
                f"{command}, on {cpu_model()}, {os.cpu_count()} cores, load average at the start {started_load}")
        report = update_report(args.out.read_text(encoding="utf-8").splitlines(), done, note, list(sections))
    args.out.write_text("\n".join(report) + "\n", encoding="utf-8")
    print(f"\nwritten to {args.out}" + (f"; FAILED sections: {', '.join(failures)}" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""Engine and bot speed for every registered game: the figures DESIGN.md budgets.

    python bench/engines.py [--seconds 2] [--moves 20]
    python bench/engines.py --against /tmp/a2a26a6 [--seconds 0.5] [--rounds 6]

Prints, per game and player count: random full games per second (engine speed), the shared
ISMCTS's iterations per second, and each bot level's move time p50 / p95 over positions
taken from random games.

With --against (the root of another checkout: `git worktree add /tmp/a2a26a6 a2a26a6`), it
measures instead random games per CPU second of this checkout and that one side by side, in
one run: a worker process per checkout (bench/playout_worker.py), asked in turn for `--seconds`
of CPU each, `--rounds` times per configuration, the order swapped every round; it prints both
rates and their ratio.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import GAMES  # noqa: E402
from game.ai import bot  # noqa: E402
from game.arena import ismcts_iterations_per_second, p95, random_playouts_per_second  # noqa: E402
from game.core import play_randomly  # noqa: E402


def sample_positions(name: str, players: int, options: dict, count: int) -> list:
    """Mid-game states from random games, each with a single seat to move."""
    rng, game, positions = random.Random(3), GAMES[name], []
    seed = 0
    while len(positions) < count:
        state = game.new(players, seed=seed, **options)
        seed += 1
        play_randomly(state, rng, rng.randrange(1, 40))
        if not state.is_over():
            positions.append(state)
    return positions


def move_times(name: str, level: str, positions: list) -> list[float]:
    player, rng, times = bot(name, level), random.Random(9), []
    for state in positions:
        view = state.view(state.to_move()[0])
        start = time.perf_counter()
        player.choose(view, rng)
        times.append(time.perf_counter() - start)
    return times


HERE = Path(__file__).resolve().parent.parent
WORKER = Path(__file__).resolve().parent / "playout_worker.py"


def configurations(name: str) -> list[tuple[int, dict]]:
    """The game's first configuration and its other option-free ones."""
    configs = GAMES[name].configurations()
    return configs[:1] + [c for c in configs[1:] if not c[1]]


class Worker:
    """A bench/playout_worker.py process measuring the checkout at `root`."""

    def __init__(self, root: Path) -> None:
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        self.process = subprocess.Popen([sys.executable, str(WORKER), str(root)], cwd=root, env=env, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, name: str, players: int, options: dict, seconds: float) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps([name, players, options, seconds]) + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            raise RuntimeError(f"the playout worker for {name} ended without an answer")
        return json.loads(answer)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def side_by_side(reference: Path, seconds: float, rounds: int, games: list[str]) -> list[dict[str, Any]]:
    """Per configuration: random games per CPU second here and in `reference`, measured in turn
    (`rounds` times `seconds` of CPU each, who goes first swapped every round)."""
    if not (reference / "game" / "__init__.py").is_file():
        raise SystemExit(f"{reference} is no Parlour checkout: make one with `git worktree add {reference} a2a26a6`")
    workers = {"here": Worker(HERE), "reference": Worker(reference)}
    rows = []
    try:
        for name in games:
            for players, options in configurations(name):
                totals = {side: {"games": 0, "cut": 0, "cpu": 0.0, "error": ""} for side in workers}
                for turn in range(rounds):
                    for side in (("here", "reference") if turn % 2 == 0 else ("reference", "here")):
                        answer = workers[side].ask(name, players, options, seconds)
                        if "error" in answer:
                            totals[side]["error"] = answer["error"]
                            continue
                        for key in ("games", "cut", "cpu"):
                            totals[side][key] += answer[key]
                rates = {side: t["games"] / t["cpu"] if t["cpu"] and not t["error"] else None
                         for side, t in totals.items()}
                rows.append({"game": name, "players": players, "options": options, **{
                    f"{side}_rate": rate for side, rate in rates.items()},
                    "cut": max(t["cut"] for t in totals.values()),
                    "errors": {side: t["error"] for side, t in totals.items() if t["error"]}})
    finally:
        for worker in workers.values():
            worker.close()
    return rows


def side_by_side_lines(rows: list[dict[str, Any]], reference: str) -> list[str]:
    """The side-by-side rates as a markdown table: both figures and here / reference."""
    lines = [f"| game | players | here, games per CPU s | {reference}, games per CPU s | ratio |",
             "|---|---:|---:|---:|---:|"]
    for row in rows:
        opts = " ".join(f"{k}={v}" for k, v in row["options"].items())
        here, there = row["here_rate"], row["reference_rate"]
        ratio = f"{here / there:.2f}x" if here and there else "-"
        note = "; ".join(f"{side}: {error}" for side, error in row["errors"].items())
        lines.append(f"| {row['game']}{' ' + opts if opts else ''} | {row['players']} | {here or 0:.0f} | "
                     f"{f'{there:.0f}' if there else 'n/a'} | {ratio}{f' ({note})' if note else ''} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per speed measurement")
    parser.add_argument("--moves", type=int, default=12, help="positions per bot level")
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--against", type=Path, help="another checkout's root: random games per CPU second "
                        "here and there, side by side")
    parser.add_argument("--rounds", type=int, default=6, help="with --against: turns per configuration")
    args = parser.parse_args(argv)
    if args.against:
        rows = side_by_side(args.against.resolve(), args.seconds, args.rounds, args.games)
        print("\n".join(side_by_side_lines(rows, args.against.name)))
        return 0
    print(f"{'game':<8} {'players':>7} {'random games/s':>15} {'ISMCTS it/s':>12}")
    for name in args.games:
        game = GAMES[name]
        for players, options in configurations(name):
            playouts = random_playouts_per_second(name, players, options, args.seconds)
            iterations = ismcts_iterations_per_second(name, players, options, args.seconds)
            print(f"{name:<8} {players:>7} {playouts:>15.0f} {iterations:>12.0f}")
    print()
    print(f"{'game':<8} {'level':<8} {'move p50 ms':>12} {'move p95 ms':>12}")
    for name in args.games:
        game = GAMES[name]
        players, options = game.configurations()[0]
        positions = sample_positions(name, players, options, args.moves)
        for level in game.levels:
            times = move_times(name, level, positions)
            print(f"{name:<8} {level:<8} {1000 * statistics.median(times):>12.1f} {1000 * p95(times):>12.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

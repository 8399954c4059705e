"""Engine and bot speed for every registered game: the figures DESIGN.md budgets.

    python bench/engines.py [--seconds 2] [--moves 20]

Prints, per game and player count: random full games per second (engine speed), the shared
ISMCTS's iterations per second, and each bot level's move time p50 / p95 over positions
taken from random games.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per speed measurement")
    parser.add_argument("--moves", type=int, default=12, help="positions per bot level")
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    args = parser.parse_args(argv)
    print(f"{'game':<8} {'players':>7} {'random games/s':>15} {'ISMCTS it/s':>12}")
    for name in args.games:
        game = GAMES[name]
        for players, options in game.configurations()[:1] + [c for c in game.configurations()[1:] if not c[1]]:
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

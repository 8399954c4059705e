"""The all-bot Flixo team, measured with the arena over many settings; prints one table.

    python -m game.flixo.measure --games 400 --bots hard
    python -m game.flixo.measure --games 100 --players 3 --levels 1

Each row is `game.arena.run` (seats rotated, seeded) for one setting: 3x3 displays for 3-5
people, 3x4 for 2.  "score (wins)" is the rulebook's score, which only a winning team gets;
"score (all)" is what the arena reports (the team's total, also when it lost).
"""
from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from game.arena import mean_ci, run


def measure(players: int, level: int, games: int, bots: str, seed: int, jobs: int) -> dict[str, Any]:
    start = time.perf_counter()
    records = run("flixo", players, {"level": level}, [bots], games, seed, jobs)
    seconds = time.perf_counter() - start
    wins = [1.0 if r.winners else 0.0 for r in records]
    win, ci = mean_ci(wins)
    won_scores = [r.scores[0] for r in records if r.winners]
    times = [t for r in records for ts in r.move_times.values() for t in ts]
    return {"players": players, "level": level, "games": games, "win": win, "ci": ci,
            "score_wins": statistics.fmean(won_scores) if won_scores else float("nan"),
            "score_all": statistics.fmean(r.scores[0] for r in records),
            "actions": statistics.fmean(r.actions for r in records),
            "move_ms": 1000 * statistics.fmean(times), "seconds": seconds}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.flixo.measure", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--bots", default="hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="*", default=[3, 2, 4, 5])
    parser.add_argument("--levels", type=int, nargs="*", default=[1, 0, 3])
    args = parser.parse_args(argv)
    print(f"Flixo all-bot team ({args.bots}), {args.games} games per setting, seed {args.seed}")
    print(f"{'players':>7} {'level':>5} {'display':>7} {'wins':>15} {'score (wins)':>12} {'score (all)':>11} "
          f"{'actions':>7} {'move ms':>7}", flush=True)
    for level in args.levels:
        for players in args.players:
            row = measure(players, level, args.games, args.bots, args.seed, args.jobs)
            display = "3x4" if players == 2 else "3x3"
            print(f"{players:>7} {level:>5} {display:>7} {100 * row['win']:>7.1f}% ±{100 * row['ci']:>4.1f}  "
                  f"{row['score_wins']:>12.1f} {row['score_all']:>11.1f} {row['actions']:>7.0f} "
                  f"{row['move_ms']:>7.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

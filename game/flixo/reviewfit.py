"""Measures the Flixo review's estimate (game.flixo.review.MEAN_FINAL): the mean final value of
every position of games the Sharp team played to the end, and how far that estimate is from the
final values of other games.

    python -m game.flixo.reviewfit --games 300 --seed 1

A tool, run from source (the frozen app leaves it out, packaging/parlour.spec's TOOLS).
"""
from __future__ import annotations

import argparse
import random
import statistics

from game.flixo import GAME
from game.flixo.bots import make_bot
from game.flixo.review import MEAN_FINAL, final_value


def played(games: int, seed: int) -> list[float]:
    """The final value seen from every position of `games` Sharp games, 2-5 people, levels 1-3."""
    values: list[float] = []
    rng = random.Random(seed)
    for k in range(games):
        players = 2 + k % 4
        level = (1, 2, 3)[k // 4 % 3]
        state = GAME.new(players, seed * 100_003 + k, level=level)
        team = make_bot("hard")
        positions = 0
        while not state.is_over():
            seat = state.current
            state.advance(seat, team.choose(state.view(seat), rng))
            positions += 1
        values += [final_value(state)] * positions
    return values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.flixo.reviewfit", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    mean = statistics.fmean(played(args.games, args.seed))
    print(f"MEAN_FINAL = {mean:.4f}   (in use: {MEAN_FINAL})")
    check = played(max(20, args.games // 3), args.seed + 1)
    error = statistics.fmean(abs(value - mean) for value in check)
    print(f"held-out games: mean final value {statistics.fmean(check):.1f}, mean distance from the estimate "
          f"{error:.1f} points over {len(check)} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

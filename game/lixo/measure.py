"""How eagerly each LIXO? bot level bids early in a game, measured over seeded arena games.

    python -m game.lixo.measure --bots normal,easy,hard --games 200 --untimed
    python -m game.lixo.measure --bots normal --games 200 --untimed --jobs 2

Seats are rotated as in `game.arena` (game i turns the line-up by i), every game is seeded, and
with --untimed each level searches its own number of iterations without its clock, so two runs
give the same figures. Per level, over all its seats:
- "early bids": the share of the first EARLY bins of a game on which the seat raised at least once;
- "silent": the share of its seats that raised on none of the first EARLY bins;
- "1-card wins": the share of the first EARLY bins the level won with a single card;
- "score": its mean final score.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from game import GAMES
from game.ai import bot
from game.arena import mean_ci, seat_bots, untimed
from game.lixo import Raise
from game.lixo.state import LixoState

#: the bins at the start of a game whose bidding is measured
EARLY = 7


@dataclass
class SeatRecord:
    level: str
    early_bins_bid: int          # of the first EARLY bins, how many this seat raised on
    early_single_wins: int       # of those, how many it won with one card
    score: float


def bins_dealt_with(state: LixoState) -> int:
    return sum(len(w) for w in state.won) + len(state.dead)


def play(names: list[str], players: int, seed: int, index: int, budget: dict[str, Any] | None) -> list[SeatRecord]:
    """One seeded game; what each seat did on the first EARLY bins."""
    lineup = seat_bots(names, players, index)
    if budget and budget.get("untimed"):
        bots = [untimed(bot("lixo", name)) for name in lineup]
    else:
        bots = [bot("lixo", name, **(budget or {})) for name in lineup]
    rngs = [random.Random(seed * 7919 + index * 101 + s) for s in range(players)]
    state = GAMES["lixo"].new(players, seed=seed * 1_000_003 + index)
    assert isinstance(state, LixoState)
    bid_on: list[set[int]] = [set() for _ in range(players)]
    single = [0] * players
    while not state.is_over():
        seat = state.to_move()[0]
        number = bins_dealt_with(state)
        action = bots[seat].choose(state.view(seat), rngs[seat])
        if isinstance(action, Raise) and number < EARLY:
            bid_on[seat].add(number)
        won_before = [len(w) for w in state.won]
        totals = state.totals[:]          # a bin is won on a pass: the winner's total stands
        state.apply(seat, action)
        for s in range(players):
            if len(state.won[s]) > won_before[s] and number < EARLY:
                single[s] += totals[s] == 1
    scores = state.scores()
    return [SeatRecord(lineup[s], len(bid_on[s]), single[s], scores[s]) for s in range(players)]


def _play_many(args: tuple[list[str], int, int, list[int], dict[str, Any] | None]) -> list[SeatRecord]:
    names, players, seed, indices, budget = args
    return [record for i in indices for record in play(names, players, seed, i, budget)]


def run(names: list[str], players: int, games: int, seed: int, jobs: int,
        budget: dict[str, Any] | None) -> list[SeatRecord]:
    work = [(names, players, seed, list(range(j, games, jobs)), budget) for j in range(jobs)]
    if jobs == 1:
        return _play_many(work[0])
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return [record for part in pool.map(_play_many, work) for record in part]


def summarise(records: list[SeatRecord]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for level in dict.fromkeys(r.level for r in records):
        mine = [r for r in records if r.level == level]
        share, ci = mean_ci([r.early_bins_bid / EARLY for r in mine])
        rows.append({"level": level, "seats": len(mine), "early": share, "ci": ci,
                     "silent": statistics.fmean(r.early_bins_bid == 0 for r in mine),
                     "single": statistics.fmean(r.early_single_wins / EARLY for r in mine),
                     "score": statistics.fmean(r.score for r in mine)})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.lixo.measure", description=__doc__.split("\n")[0])
    parser.add_argument("--bots", default="normal,easy,hard",
                        help="comma-separated levels, one per seat or one for all")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--untimed", action="store_true", help="each level keeps its own iterations, without its clock")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    records = run(args.bots.split(","), args.players, args.games, args.seed, args.jobs,
                  {"untimed": True} if args.untimed else None)
    print(f"LIXO?, {args.players} players, bots {args.bots}: "
          f"{args.games} games in {time.perf_counter() - start:.0f} s; "
          f"the first {EARLY} bins of each game")
    print(f"{'level':<8} {'seats':>5} {'early bids':>14} {'silent':>7} {'1-card wins':>11} {'score':>6}")
    for row in summarise(records):
        print(f"{row['level']:<8} {row['seats']:>5} {100 * row['early']:>6.1f}% ±{100 * row['ci']:>4.1f} "
              f"{100 * row['silent']:>6.1f}% {100 * row['single']:>10.1f}% {row['score']:>6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

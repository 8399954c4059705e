"""Clocked Flanx matches between bots: the real-time duel with the clock made explicit.

    python -m game.flanx.race --bots hard,easy --games 400 --seed 1
    python -m game.flanx.race --bots expert,hard --games 200 --clock levels
    python -m game.flanx.race --bots easy,easy,easy --variant toddler --games 200

Each bot has its own clock. With `--clock equal` (the default, a test of judgement alone)
every bot takes one time unit per action; with `--clock levels` it takes its level's
`seconds_per_card`. Each period is blurred by +-`jitter` so that equal clocks do not lock
into strict turns. At every step the bot whose clock is earliest acts on what it sees then.
A discard costs a period like a placement (the table's bot takes its time per card for
either). A bot with nothing to do (no card fits and no discard is allowed) waits and acts
right after the next action of a seat that can act. Game i gives the bots the seats rotated
by i (white alternates). Toddler is played in turns, so its clock changes nothing.

How each level fares, at equal clocks and at its own pace: bench/RESULTS.md (bench/run.py
races the line-ups it lists). At equal clocks a hand of three usually fits one or two cells and
many actions are discards of a hand that fits nowhere, so luck decides many races; the clock
(seconds_per_card) makes most of the difference between the levels, as in the real game.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass, field

from game.ai import bot
from game.flanx import GAME
from game.flanx.board import BOARD_SIZES
from game.flanx.bots import seconds_per_card
from game.flanx.rules import VARIANTS
from game.flanx.state import FlanxState

#: a game this long means a bot loops without progress: a bug, reported, not a result
MAX_ACTIONS = 5_000
#: how soon after an opponent's action a waiting bot looks again (the table: its next frame)
WAKE = 1e-6


@dataclass
class RaceResult:
    seats: list[str]
    winners: list[int]
    actions: int
    seconds: float          # simulated clock time at the end
    #: (seat, CPU seconds) of every decision, to check each level thinks well inside its clock
    thinking: list[tuple[int, float]] = field(default_factory=list, compare=False)


def periods(names: list[str], clock: str) -> list[float]:
    if clock == "equal":
        return [1.0] * len(names)
    if clock == "levels":
        return [seconds_per_card(n) for n in names]
    raise ValueError(f"--clock is equal or levels, not {clock!r}")


def play_race(names: list[str], seed: int, index: int, clock: str = "equal", jitter: float = 0.25,
              variant: str = "duel", board: str = "9x8") -> RaceResult:
    """One clocked game; `names` are the bot levels in seat order for game 0, rotated by `index`."""
    players = len(names)
    lineup = [names[(s + index) % players] for s in range(players)]
    bots = [bot("flanx", name) for name in lineup]
    rng = random.Random(seed * 7919 + index)
    bot_rngs = [random.Random(seed * 104_729 + index * 31 + s) for s in range(players)]
    state: FlanxState = GAME.new(players, seed=seed * 1_000_003 + index, variant=variant, board=board)
    period = periods(lineup, clock)
    clocks = [p * rng.uniform(1 - jitter, 1 + jitter) for p in period]
    actions = 0
    thinking: list[tuple[int, float]] = []
    while not state.is_over():
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"race {index} did not end in {MAX_ACTIONS} actions: {lineup}")
        movers = state.to_move()
        seat = min(range(players), key=lambda s: clocks[s])
        if seat in movers:
            started = time.process_time()
            action = bots[seat].choose(state.view(seat), bot_rngs[seat])
            thinking.append((seat, time.process_time() - started))
            state.apply(seat, action)
            actions += 1
            clocks[seat] += period[seat] * rng.uniform(1 - jitter, 1 + jitter)
        else:
            # Nothing to do: like the table's bot, whose clock runs on meanwhile, it acts the
            # moment an opponent's action gives it something to do, not a period later.
            clocks[seat] = min(clocks[s] for s in movers) + WAKE
    return RaceResult(lineup, state.winners(), actions, max(clocks), thinking)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarise(names: list[str], results: list[RaceResult]) -> str:
    """Per bot: wins / draws / losses over the seats it played, and the win rate with its 95% CI.

    A shared Toddler win counts as a win for each winner; a draw has no winner.
    """
    lines = [f"{'bot':<10}{'seats':>6}{'wins':>6}{'draws':>7}{'losses':>8}{'win rate':>10}   95% CI"]
    for name in dict.fromkeys(names):
        seats = wins = draws = 0
        for r in results:
            for s, who in enumerate(r.seats):
                if who == name:
                    seats += 1
                    wins += s in r.winners
                    draws += not r.winners
        low, high = wilson(wins, seats)
        lines.append(f"{name:<10}{seats:>6}{wins:>6}{draws:>7}{seats - wins - draws:>8}"
                     f"{wins / seats:>10.1%}   [{low:.1%}, {high:.1%}]")
    n = len(results)
    lines.append(f"{n} games, {sum(r.actions for r in results) / n:.1f} actions per game on average")
    for name in dict.fromkeys(names):
        times = sorted(t for r in results for s, t in r.thinking if r.seats[s] == name)
        if times:
            lines.append(f"{name} decides in {1000 * times[len(times) // 2]:.1f} ms (median), "
                         f"{1000 * times[int(0.95 * (len(times) - 1))]:.1f} ms (p95), "
                         f"{1000 * times[-1]:.1f} ms (max) CPU time over {len(times)} decisions")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bots", required=True, help="levels in seat order, e.g. hard,easy")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clock", default="equal", choices=("equal", "levels"))
    parser.add_argument("--jitter", type=float, default=0.25)
    parser.add_argument("--variant", default="duel", choices=VARIANTS)
    parser.add_argument("--board", default="9x8", choices=tuple(BOARD_SIZES))
    args = parser.parse_args(argv)
    names = args.bots.split(",")
    started = time.perf_counter()
    results = [play_race(names, args.seed, i, args.clock, args.jitter, args.variant, args.board)
               for i in range(args.games)]
    print(f"Flanx {args.variant} {args.board}, clock {args.clock}, jitter {args.jitter}, seed {args.seed}")
    print(summarise(names, results))
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

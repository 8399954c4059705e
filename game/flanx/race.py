"""Clocked Flanx matches between bots and human models: the real-time duel with the clock made explicit.

    python -m game.flanx.race --bots hard,easy --games 400 --seed 1
    python -m game.flanx.race --bots expert,hard --games 200 --clock levels
    python -m game.flanx.race --bots beginner,newcomer --games 400 --variant kids
    python -m game.flanx.race --bots hard,human:3-5 --games 100 --match never
    python -m game.flanx.race --bots easy,easy,easy --variant toddler --games 200

A seat is a bot level or a human model (`HumanModel`): "first-timer" (8-15 s a card: a person's
first duel), "newcomer" (5-9 s a card), "practised" (2.5-4 s a card) or "human:LOW-HIGH". A
human model thinks like Normal and takes a time per card (a discard too) drawn evenly from its
range, as a person needs several seconds to read the cards and find a cell.

Each seat has its own clock. With `--clock equal` (the default where only bots race, a test of
judgement alone) every bot takes one time unit per action; with `--clock levels` (always where
a human model races) it takes what the table's bot would (Game.seconds_per_action, with Match my
pace as `--match` says, following the human models' last actions as it follows a person's),
and a human model its drawn time. A bot's period is blurred by +-`jitter`, as the referee
blurs it (game.referee.bots.JITTER), so that equal clocks do not lock into strict turns. At
every step the seat whose clock is earliest acts on what it sees then. A seat with nothing to
do (no card fits and no discard is allowed) waits and acts right after the next action of a
seat that can act. Game i gives the seats rotated by i (white alternates). Toddler is played
in turns, so its clock changes nothing. A race in which only discards come for STALEMATE actions
is a draw.

How each level fares, at equal clocks, at its own pace and against the human models:
bench/RESULTS.md (bench/run.py races the line-ups it lists).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.ai import bot
from game.core import Bot
from game.core.stats import wilson
from game.flanx import GAME
from game.flanx.actions import Discard
from game.flanx.board import BOARD_SIZES
from game.flanx.pace import MATCH_CHOICES
from game.flanx.rules import VARIANTS
from game.flanx.state import FlanxState
from game.referee import Move
from game.referee.bots import JITTER, people_times

#: a game this long means a bot loops without progress: a bug, reported, not a result
MAX_ACTIONS = 5_000
#: this many actions in a row with no card laid: both sides only discard, each refusing to lay a
#: card that would let the other win (the rules allow a discard at any time); two people would
#: call it a draw, and so does the race (it counts among the draws)
STALEMATE = 400
#: how soon after an opponent's action a waiting seat looks again (the table: its next frame)
WAKE = 1e-6


@dataclass(frozen=True)
class HumanModel:
    """A person at the table as a race sees one: `judgement` (a bot level) and a time per card,
    discards included, drawn evenly from `low` to `high` seconds."""

    low: float
    high: float
    judgement: str = "normal"

    def seconds(self, rng: random.Random) -> float:
        return rng.uniform(self.low, self.high)


#: the human models by name
HUMANS = {"first-timer": HumanModel(8.0, 15.0), "newcomer": HumanModel(5.0, 9.0), "practised": HumanModel(2.5, 4.0)}


def human_model(name: str) -> HumanModel | None:
    """The human model a seat's name stands for ("newcomer", "human:3-6"), or None for a bot."""
    if name in HUMANS:
        return HUMANS[name]
    if not name.startswith("human:"):
        return None
    try:
        low, high = (float(part) for part in name[len("human:"):].split("-"))
    except ValueError:
        raise ValueError(f"a human model is human:LOW-HIGH in seconds, not {name!r}") from None
    if not 0 < low <= high:
        raise ValueError(f"a human model's seconds run from a positive low to a high, not {name!r}")
    return HumanModel(low, high)


@dataclass
class RaceResult:
    seats: list[str]
    winners: list[int]
    actions: int
    seconds: float          # simulated clock time of the last action
    #: (seat, CPU seconds) of every decision, to check each level thinks well inside its clock
    thinking: list[tuple[int, float]] = field(default_factory=list, compare=False)


class Racer:
    """One seat of a race: how it decides, and how long its next action takes."""

    def __init__(self, name: str, clock: str, options: dict[str, Any]) -> None:
        self.name = name
        self.human = human_model(name)
        self.bot: Bot = bot("flanx", self.human.judgement if self.human else name)
        if clock not in ("equal", "levels"):
            raise ValueError(f"--clock is equal or levels, not {clock!r}")
        if self.human is not None and clock == "equal":
            raise ValueError(f"{name} plays in seconds: race a human model with --clock levels")
        self.clock = clock
        self.options = options

    def period(self, rng: random.Random, moves: list[Move], people: list[int], jitter: float) -> float:
        if self.human is not None:
            return self.human.seconds(rng)
        if self.clock == "equal":
            base = 1.0
        else:
            base = GAME.seconds_per_action(self.name, self.options, people_times(moves, people))
        return base * rng.uniform(1 - jitter, 1 + jitter)


def play_race(names: list[str], seed: int, index: int, clock: str = "equal", jitter: float = JITTER,
              variant: str = "duel", board: str = "9x8", match: str = "never") -> RaceResult:
    """One clocked game; `names` are the seats (bot levels or human models) in order for game 0,
    rotated by `index`; `match` is the bots' Match my pace."""
    players = len(names)
    lineup = [names[(s + index) % players] for s in range(players)]
    options = {"variant": variant, "board": board, "match_my_pace": match}
    racers = [Racer(name, clock, options) for name in lineup]
    people = [s for s, racer in enumerate(racers) if racer.human is not None]
    rng = random.Random(seed * 7919 + index)
    bot_rngs = [random.Random(seed * 104_729 + index * 31 + s) for s in range(players)]
    state: FlanxState = GAME.new(players, seed=seed * 1_000_003 + index, variant=variant, board=board)
    moves: list[Move] = []
    clocks = [racer.period(rng, moves, people, jitter) for racer in racers]
    thinking: list[tuple[int, float]] = []
    laid = 0           # how many actions had been played when a card was last laid
    while not state.is_over():
        if len(moves) - laid >= STALEMATE:
            return RaceResult(lineup, [], len(moves), moves[-1].at, thinking)
        if len(moves) >= MAX_ACTIONS:
            raise RuntimeError(f"race {index} did not end in {MAX_ACTIONS} actions: {lineup}")
        movers = state.to_move()
        seat = min(range(players), key=lambda s: clocks[s])
        if seat in movers:
            started = time.process_time()
            action = racers[seat].bot.choose(state.view(seat), bot_rngs[seat])
            thinking.append((seat, time.process_time() - started))
            state.apply(seat, action)
            moves.append(Move(seat, action, clocks[seat]))
            if not isinstance(action, Discard):
                laid = len(moves)
            clocks[seat] += racers[seat].period(rng, moves, people, jitter)
        else:
            # Nothing to do: like the table's bot, whose clock runs on meanwhile, it acts the
            # moment an opponent's action gives it something to do, not a period later.
            clocks[seat] = min(clocks[s] for s in movers) + WAKE
    return RaceResult(lineup, state.winners(), len(moves), moves[-1].at if moves else 0.0, thinking)


def summarise(names: list[str], results: list[RaceResult]) -> str:
    """Per bot: wins / draws / losses over the seats it played, and the win rate with its 95% CI.

    A shared Toddler win counts as a win for each winner; a draw has no winner.
    """
    lines = [f"{'seat':<12}{'seats':>6}{'wins':>6}{'draws':>7}{'losses':>8}{'win rate':>10}   95% CI"]
    for name in dict.fromkeys(names):
        seats = wins = draws = 0
        for r in results:
            for s, who in enumerate(r.seats):
                if who == name:
                    seats += 1
                    wins += s in r.winners
                    draws += not r.winners
        low, high = wilson(wins, seats)
        lines.append(f"{name:<12}{seats:>6}{wins:>6}{draws:>7}{seats - wins - draws:>8}"
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
    parser.add_argument("--bots", required=True,
                        help="seats in order: bot levels or human models, e.g. hard,easy or beginner,newcomer")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clock", choices=("equal", "levels"),
                        help="equal (bots only: one unit per action) or levels; levels where a human model races")
    parser.add_argument("--jitter", type=float, default=JITTER)
    parser.add_argument("--variant", default="duel", choices=VARIANTS)
    parser.add_argument("--board", default="9x8", choices=tuple(BOARD_SIZES))
    parser.add_argument("--match", default=GAME.options["match_my_pace"], choices=MATCH_CHOICES,
                        help="the bots' Match my pace, following the human models (default: as a new game)")
    args = parser.parse_args(argv)
    names = args.bots.split(",")
    try:
        humans = [name for name in names if human_model(name) is not None]
    except ValueError as exc:
        parser.error(str(exc))
    clock = args.clock or ("levels" if humans else "equal")
    if humans and clock == "equal":
        parser.error("a human model plays in seconds: race it with --clock levels")
    started = time.perf_counter()
    results = [play_race(names, args.seed, i, clock, args.jitter, args.variant, args.board, args.match)
               for i in range(args.games)]
    print(f"Flanx {args.variant} {args.board}, clock {clock}, jitter {args.jitter}, match my pace "
          f"{args.match}, seed {args.seed}")
    print(summarise(names, results))
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

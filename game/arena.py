"""The arena: bots play each other, seats rotated, and the results come with error bars.

    python -m game.arena pixies --players 2 --bots hard,greedy1 --games 400 --seed 1 --jobs 2
    python -m game.arena flixo --players 3 --bots hard --games 400 --option level=1
    python -m game.arena pixies --speed
    python -m game.arena pixies --bots expert,hard --untimed   # each level's own iterations, no clock
    python -m game.arena lixo --ladder --games 400 --jobs 2    # each level against the level below


With one bot name, every seat plays it (Flixo's all-bot team). Game i rotates the seats by
i, so every bot sits in every seat equally often. A win shared by k seats gives each 1/k.

The ladder (--ladder) plays, untimed, each level against the level below it: head to head with
two players; with more, one seat of the higher level against the lower level in all the others.
A cooperative game's ladder is the all-bot team at each level the set-up screen offers. A game
declares where its ladder is played (`Game.ladder`, a game.core.ladder.Ladder: the player count
and the options of each table); one that declares none is climbed at its fewest players and its
default options. Each rung says whether it meets the issue's target (LADDER_*).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypedDict

from game import GAMES
from game.ai import ISMCTSBot, bot
from game.core import Bot, State, play_randomly
from game.core.ladder import Ladder
from game.core.stats import wilson

#: a game that reaches this many actions is a bug in a bot or an engine, not a result
MAX_ACTIONS = 50_000
#: random playouts for the speed figure stop here (random Flanx players can discard for ever)
RANDOM_GAME_CAP = 3_000
#: head to head, the higher level wins at least this share
LADDER_HEAD_TO_HEAD = 0.60
#: with more players, the higher level's share is at least this many times parity
LADDER_PARITY_FACTOR = 1.5
#: a cooperative team: the easiest to the hardest level gains at least this much win rate...
LADDER_TEAM_STEP = 0.15
#: ... where the hardest team wins less often than this (above it there is no room to gain)
LADDER_TEAM_CEILING = 0.90


@dataclass
class GameRecord:
    seats: list[str]                      # bot name per seat
    winners: list[int]
    scores: list[float]
    move_times: dict[str, list[float]] = field(default_factory=dict)
    actions: int = 0


def seat_bots(names: list[str], players: int, index: int) -> list[str]:
    """The bot for each seat in game `index`: the line-up rotated by the game number."""
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise ValueError(f"give one bot, or one per seat ({players}), not {len(names)}")
    return [names[(s + index) % players] for s in range(players)]


def untimed(made: Bot) -> Bot:
    """The bot with its wall-clock cap lifted, so a search runs its level's full budget of work
    (ISMCTS's iterations, Pixies' look-ahead's positions): strength measured this way does not
    depend on how busy the machine is. A search with a clock alone keeps it."""
    made.lift_clock()
    return made


def play_game(game_name: str, players: int, options: dict[str, Any], names: list[str], seed: int,
              index: int = 0, budget: dict[str, Any] | None = None) -> GameRecord:
    """One full game between bots; deterministic for a given seed when budgets are iterations.

    `budget` may be {"untimed": True}: every level keeps its own iterations, without the clock."""
    game = GAMES[game_name]
    lineup = seat_bots(names, players, index)
    if budget and budget.get("untimed"):
        bots = [untimed(bot(game_name, name)) for name in lineup]
    else:
        bots = [bot(game_name, name, **(budget or {})) for name in lineup]
    rngs = [random.Random(seed * 7919 + index * 101 + s) for s in range(players)]
    state: State = game.new(players, seed=seed * 1_000_003 + index, **options)
    record = GameRecord(seats=lineup, winners=[], scores=[])
    while not state.is_over():
        seat = state.to_move()[0]
        start = time.perf_counter()
        action = bots[seat].choose(state.view(seat), rngs[seat])
        record.move_times.setdefault(lineup[seat], []).append(time.perf_counter() - start)
        state.apply(seat, action)
        record.actions += 1
        if record.actions >= MAX_ACTIONS:
            raise RuntimeError(f"{game_name} game {index} passed {MAX_ACTIONS} actions")
    record.winners = state.winners()
    record.scores = state.scores()
    return record


#: one worker's games: (game, players, options, line-up, seed, game numbers, budget)
Chunk = tuple[str, int, dict[str, Any], list[str], int, list[int], dict[str, Any] | None]


def _play_many(args: Chunk) -> list[GameRecord]:
    game_name, players, options, names, seed, indices, budget = args
    return [play_game(game_name, players, options, names, seed, i, budget) for i in indices]


def run(game_name: str, players: int, options: dict[str, Any], names: list[str], games: int, seed: int,
        jobs: int = 1, budget: dict[str, Any] | None = None) -> list[GameRecord]:
    chunks = [list(range(j, games, jobs)) for j in range(jobs)]
    work = [(game_name, players, options, names, seed, chunk, budget) for chunk in chunks if chunk]
    if jobs == 1:
        return _play_many(work[0])
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return [rec for part in pool.map(_play_many, work) for rec in part]


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(n)


class Summary(TypedDict):
    """One bot's line of the arena's table (`summarise`)."""
    bot: str
    seats: float          # its mean number of seats per game
    win: float            # win share per game, a shared win split
    ci: float             # the half-width of `win`'s 95% confidence interval
    score: float
    move_ms: float
    move_p95_ms: float


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def summarise(records: list[GameRecord]) -> list[Summary]:
    """One row per bot name: win share per game (all its seats together), scores, move times."""
    rows: list[Summary] = []
    for name in dict.fromkeys(n for r in records for n in r.seats):
        shares: list[float] = []
        scores: list[float] = []
        for r in records:
            mine = [s for s, n in enumerate(r.seats) if n == name]
            shares.append(sum(1 / len(r.winners) for s in mine if s in r.winners) if r.winners else 0.0)
            scores.extend(r.scores[s] for s in mine)
        times = [t for r in records for t in r.move_times.get(name, [])]
        win, ci = mean_ci(shares)
        rows.append({
            "bot": name, "seats": sum(r.seats.count(name) for r in records) / len(records),
            "win": win, "ci": ci, "score": statistics.fmean(scores),
            "move_ms": 1000 * statistics.fmean(times) if times else 0.0,
            "move_p95_ms": 1000 * p95(times) if times else 0.0,
        })
    return rows


def print_table(game_name: str, players: int, options: dict[str, Any], records: list[GameRecord],
                seconds: float) -> None:
    opts = " ".join(f"{k}={v}" for k, v in options.items())
    print(f"{GAMES[game_name].title}, {players} players {opts}: {len(records)} games, "
          f"{len(records) / seconds:.1f} games/s, mean {statistics.fmean(r.actions for r in records):.0f} actions/game")
    print(f"{'bot':<10} {'seats':>5} {'wins':>16} {'mean score':>10} {'move ms':>8} {'p95 ms':>8}")
    for row in summarise(records):
        print(f"{row['bot']:<10} {row['seats']:>5.1f} {100 * row['win']:>8.1f}% ±{100 * row['ci']:>4.1f}  "
              f"{row['score']:>10.2f} {row['move_ms']:>8.1f} {row['move_p95_ms']:>8.1f}")


# -- the ladder ---------------------------------------------------------------------------------------
@dataclass
class Rung:
    """One step of a ladder. Against the level below: `share` is the higher level's win share and
    `score` its mean score. A cooperative team: `share` is the team's win rate, `score` its mean total."""
    label: str
    games: int
    share: float
    parity: float
    low: float
    high: float
    score: float
    target: str
    met: bool


def rung_against(records: list[GameRecord], higher: str, lower: str) -> Rung:
    """The higher level's rung from games of one `higher` seat against `lower` in the others."""
    players = len(records[0].seats)
    row = next(r for r in summarise(records) if r["bot"] == higher)
    parity = 1 / players
    need = LADDER_HEAD_TO_HEAD if players == 2 else LADDER_PARITY_FACTOR * parity
    low, high = wilson(row["win"] * len(records), len(records))
    return Rung(f"{higher} > {lower}", len(records), row["win"], parity, low, high, row["score"],
                f">= {100 * need:.1f}%", row["win"] >= need)


def team_rungs(teams: dict[str, list[GameRecord]], lower_is_better: bool) -> list[Rung]:
    """Each team level's rung: its win rate and mean total better than the level before it, and
    the last at least LADDER_TEAM_STEP above the first where it wins under LADDER_TEAM_CEILING."""
    rungs: list[Rung] = []
    for level, records in teams.items():
        wins = sum(1 for r in records if r.winners)
        share, low_high = wins / len(records), wilson(wins, len(records))
        score = statistics.fmean(r.scores[0] for r in records)
        target, met = "", True
        if rungs:
            before = rungs[-1]
            better = score < before.score if lower_is_better else score > before.score
            target, met = f"better than {before.label.split()[0]}", share > before.share and better
        rungs.append(Rung(f"{level} team", len(records), share, float("nan"), *low_high, score, target, met))
    first, last = rungs[0], rungs[-1]
    if len(rungs) > 1 and last.share < LADDER_TEAM_CEILING:
        gained = last.share - first.share >= LADDER_TEAM_STEP
        last.target += f"; +{100 * LADDER_TEAM_STEP:.0f} points on {first.label.split()[0]}"
        last.met = last.met and gained
    return rungs


def declared_ladder(game_name: str) -> Ladder:
    """Where `game_name`'s ladder is played: as the game declares it, else at its fewest players."""
    return GAMES[game_name].ladder or Ladder()


def ladder_games() -> list[str]:
    """The games that declare a ladder, in the order of game.GAMES (bench/run.py measures these)."""
    return [name for name, game in GAMES.items() if game.ladder is not None]


def ladder_levels(game_name: str) -> tuple[str, ...]:
    """The levels a ladder climbs: a cooperative team's are those a person may choose (no random)."""
    game = GAMES[game_name]
    return tuple(level for level in game.levels if not (game.cooperative and level == "random"))


def ladder_players(game_name: str, players: int | None = None) -> int:
    game = GAMES[game_name]
    if game.max_players < 2:
        raise ValueError(f"{game.title} is played alone: it has no ladder")
    return players or declared_ladder(game_name).players or game.min_players


def ladder(game_name: str, games: int, seed: int = 1, jobs: int = 1, players: int | None = None,
           settings: tuple[dict[str, Any], ...] | None = None) -> Iterator[tuple[dict[str, Any], list[Rung]]]:
    """The ladder's rungs, one setting at a time, every game untimed (the same figures on a busy
    machine)."""
    game, players = GAMES[game_name], ladder_players(game_name, players)
    chosen: tuple[dict[str, Any], ...] = settings or declared_ladder(game_name).settings
    if any(game.is_realtime(game.check_options(players, options)) for options in chosen):
        raise ValueError(f"{game.title} is raced in real time: its ladder is game.flanx.race's")
    levels, untimed_budget = ladder_levels(game_name), {"untimed": True}
    for options in chosen:
        if game.cooperative:
            teams = {level: run(game_name, players, options, [level], games, seed, jobs, untimed_budget)
                     for level in levels}
            yield options, team_rungs(teams, game.lower_is_better)
            continue
        rungs = []
        for lower, higher in zip(levels, levels[1:]):
            lineup = [higher] + [lower] * (players - 1)
            rungs.append(rung_against(run(game_name, players, options, lineup, games, seed, jobs, untimed_budget),
                                      higher, lower))
        yield options, rungs


def ladder_lines(game_name: str, players: int, options: dict[str, Any], rungs: list[Rung]) -> list[str]:
    """The ladder table as the command prints it."""
    game = GAMES[game_name]
    opts = "".join(f" {k}={v}" for k, v in options.items())
    what = "the all-bot team at each level" if game.cooperative else (
        "each level against the level below" if players == 2 else
        "each level in one seat against the level below in the others")
    lines = [f"{game.title}, {players} players{opts}: {what} (untimed, seats rotated)",
             f"{'rung':<18} {'games':>5} {'win share':>9} {'parity':>7} {'95% interval':>16} "
             f"{'mean ' + ('total' if game.cooperative else 'score'):>10}  target"]
    for rung in rungs:
        parity = "" if math.isnan(rung.parity) else f"{100 * rung.parity:.1f}%"
        verdict = ("met" if rung.met else "NOT MET") if rung.target else ""
        lines.append(f"{rung.label:<18} {rung.games:>5} {100 * rung.share:>8.1f}% {parity:>7} "
                     f"[{100 * rung.low:5.1f}%, {100 * rung.high:5.1f}%] {rung.score:>10.2f}  "
                     f"{rung.target} {verdict}".rstrip())
    return lines


def random_playouts_per_second(game_name: str, players: int, options: dict[str, Any], seconds: float = 2.0) -> float:
    """Full games of uniformly random legal actions per second, engine speed alone.

    A random Flanx player may discard for ever, so a game is cut off after RANDOM_GAME_CAP
    actions; a cut game still counts as one game played (its actions were all carried out).
    """
    game, rng = GAMES[game_name], random.Random(1)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_randomly(game.new(players, seed=done, **options), rng, RANDOM_GAME_CAP, checked=False)
        done += 1
    return done / (time.perf_counter() - start)


def ismcts_iterations_per_second(game_name: str, players: int, options: dict[str, Any], seconds: float = 2.0) -> float:
    """Iterations per second of the shared ISMCTS with the game's own knowledge, from the opening."""
    game = GAMES[game_name]
    state = game.new(players, seed=11, **options)
    seat = state.to_move()[0]
    search = ISMCTSBot(game.knowledge(), seconds=seconds)
    start = time.perf_counter()
    search.choose(state.view(seat), random.Random(2))
    return search.last_iterations / (time.perf_counter() - start)


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--players", type=int)
    parser.add_argument("--bots", default="hard,random", help="comma-separated levels, one per seat or one for all")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--iterations", type=int, help="fix the search budget (deterministic runs)")
    parser.add_argument("--untimed", action="store_true",
                        help="each level keeps its own iterations, without its wall-clock cap (load-independent)")
    parser.add_argument("--speed", action="store_true", help="print playouts/s and ISMCTS iterations/s")
    parser.add_argument("--ladder", action="store_true",
                        help="each level against the level below (untimed); a team game: each level's team")
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    options = parse_options(args.option)
    if args.ladder:
        try:
            players = ladder_players(args.game, args.players)
            for setting, rungs in ladder(args.game, args.games, args.seed, args.jobs, players,
                                         (options,) if options else None):
                print("\n".join(ladder_lines(args.game, players, setting, rungs)), flush=True)
        except ValueError as problem:
            parser.error(str(problem))
        return 0
    players = args.players or game.min_players
    if args.speed:
        print(f"{game.title}, {players} players: {random_playouts_per_second(args.game, players, options):.0f} "
              f"random games/s, {ismcts_iterations_per_second(args.game, players, options):.0f} ISMCTS iterations/s")
        return 0
    budget = {"iterations": args.iterations} if args.iterations else None
    if args.untimed:
        budget = {"untimed": True}
    start = time.perf_counter()
    records = run(args.game, players, options, args.bots.split(","), args.games, args.seed, args.jobs, budget)
    print_table(args.game, players, options, records, time.perf_counter() - start)
    return 0


if __name__ == "__main__":
    sys.exit(main())

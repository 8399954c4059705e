"""bench/run.py's bot-strength sections: the issue's arena match-ups (game.arena; Flanx's real-time
duel raced through game.flanx.race) and the whole-game review (game.ai.review) in this process and
through the bot worker process, one decision at a time, as the review screen runs it."""
from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from game import GAMES, arena
from game.ai import bot
from game.core.stats import wilson
from machine import load_average, verdict

#: the issue's match-ups: (game, players, options, bots); one bot name means every seat plays it
ARENA_MATCHES = (
    ("pixies", 2, {}, ["hard", "greedy1"]),
    ("pixies", 2, {}, ["hard", "random"]),
    ("pixies", 2, {}, ["expert", "hard"]),
    ("lixo", 3, {}, ["hard", "greedy1", "greedy1"]),
    ("lixo", 3, {}, ["hard", "random", "random"]),
    ("flixo", 3, {"level": 1}, ["hard"]),
)
#: Flanx's real-time duel is raced on explicit clocks (game.flanx.race)
RACE_MATCHES = (["hard", "easy"], ["expert", "hard"])
#: the review of one whole game, on this machine (the issue's budget)
REVIEW_BUDGET_S = 20.0
#: the games the review is timed on: (game, players); every seat plays Hard at REVIEW_PLAY_ITERATIONS
REVIEW_GAMES = (("pixies", 2), ("lixo", 3), ("flanx", 2))
REVIEW_PLAY_ITERATIONS = 200


# -- bot strength -------------------------------------------------------------------------------------
def capped_games(play: Callable[[int], object], games: int, minutes: float | None) -> list:
    """play(i) for game i = 0, 1, ... until `games` games or `minutes` of wall time."""
    deadline = None if minutes is None else time.monotonic() + 60 * minutes
    played = []
    for index in range(games):
        if deadline is not None and time.monotonic() > deadline:
            break
        played.append(play(index))
    return played


def arena_section(games: int, minutes: float | None) -> list[str]:
    cap = f", at most {minutes:g} min per match" if minutes else ""
    lines = [f"## Bot strength (game.arena: up to {games} games per match{cap}, seats rotated, seed 1)", "",
             "Each bot plays at its level's own budget (iterations with a wall-clock cap), so on a loaded "
             "machine the searching bots get fewer iterations than on an idle one.", "",
             "| game | players | line-up | games | bot | win share | 95% CI | mean score | move p95 ms |",
             "|---|---:|---|---:|---|---:|---:|---:|---:|"]
    for game_name, players, options, names in ARENA_MATCHES:
        if game_name not in GAMES:
            continue
        records = capped_games(partial(arena.play_game, game_name, players, options, names, 1), games, minutes)
        opts = " ".join(f"{k}={v}" for k, v in options.items())
        for row in arena.summarise(records) if records else []:
            lines.append(f"| {game_name} {opts} | {players} | {','.join(names)} | {len(records)} | {row['bot']} | "
                         f"{100 * row['win']:.1f}% | ±{100 * row['ci']:.1f} | {row['score']:.2f} | "
                         f"{row['move_p95_ms']:.0f} |")
    lines += race_lines(games, minutes)
    return lines


def race_lines(games: int, minutes: float | None) -> list[str]:
    try:
        from game.flanx import race
    except ImportError:
        return ["", "Flanx: game/flanx/race.py is not there; no race run."]
    lines = ["", "Flanx duel 9x8 (game.flanx.race, equal clocks, seed 1):", "",
             "| line-up | games | bot | seats | wins | draws | win rate | 95% Wilson CI |",
             "|---|---:|---|---:|---:|---:|---:|---|"]
    for names in RACE_MATCHES:
        results = capped_games(partial(race.play_race, names, 1), games, minutes)
        for name in dict.fromkeys(names):
            seats = [(s, r) for r in results for s, who in enumerate(r.seats) if who == name]
            wins = sum(s in r.winners for s, r in seats)
            draws = sum(not r.winners for _, r in seats)
            low, high = wilson(wins, len(seats))
            lines.append(f"| {','.join(names)} | {len(results)} | {name} | {len(seats)} | {wins} | {draws} | "
                         f"{wins / max(1, len(seats)):.1%} | [{low:.1%}, {high:.1%}] |")
    return lines


# -- the review ---------------------------------------------------------------------------------------
def reviewed_game(name: str, players: int, seed: int):
    """(game, record, seats, options) of a game in which every seat played Hard (a fixed number
    of iterations, so the same seed gives the same game), the person in seat 0."""
    from game.referee import HUMAN, Referee
    rules = GAMES[name]
    options = rules.check_options(players, {})
    seats = [HUMAN] + ["hard"] * (players - 1)
    referee = Referee.new(rules, players, seed, seats, options, bots=False)
    bots = [bot(name, "hard", iterations=REVIEW_PLAY_ITERATIONS) for _ in seats]
    dice = random.Random(seed)
    while not referee.is_over():
        seat = referee.to_move()[0]
        referee.submit(seat, bots[seat].choose(referee.view(seat), dice))
    return rules, referee.record(), seats, options


def worker_review_seconds(name: str, decisions: list) -> float:
    """Wall seconds to judge `decisions` in a bot worker process, one job after the other as the
    review screen sends them (the worker already started, as the app's is)."""
    from game.ai.review import Budget
    from scenes.kit.botworker import BotWorker
    worker = BotWorker("process")
    try:
        worker.review(name, decisions[0], Budget(samples=1, replies=0), seed=0).future.result()   # warm
        started = time.perf_counter()
        for decision in decisions:
            job = worker.review(name, decision, Budget(), seed=decision.number)
            while not job.done():
                time.sleep(0.002)
            job.result()
        return time.perf_counter() - started
    finally:
        worker.close()


def review_section(games: int) -> list[str]:
    from game.ai.review import person_decisions, review_game
    lines = [f"## Whole-game review (game.ai.review, its default budget; {games} games each)", "",
             f"Each game is played by Hard in every seat ({REVIEW_PLAY_ITERATIONS} iterations a move, seeds 0..), "
             "then every decision of seat 0 is judged: in this process (CPU and wall), and through a bot "
             "worker process one decision after the other, as the review screen does.", "",
             "| game | players | decisions (mean) | CPU s p50 | CPU s max | wall s max | worker wall s p50 | "
             f"worker wall s max | <= {REVIEW_BUDGET_S:g} s |", "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for name, players in REVIEW_GAMES:
        if name not in GAMES:
            continue
        counts, cpus, walls, workers = [], [], [], []
        for seed in range(games):
            rules, record, seats, options = reviewed_game(name, players, seed)
            cpu, wall = time.process_time(), time.perf_counter()
            judged = review_game(rules, record, seats, options)
            cpus.append(time.process_time() - cpu)
            walls.append(time.perf_counter() - wall)
            counts.append(len(judged))
            workers.append(worker_review_seconds(name, person_decisions(rules, record, seats, options)))
        lines.append(f"| {name} | {players} | {statistics.mean(counts):.0f} | {statistics.median(cpus):.2f} | "
                     f"{max(cpus):.2f} | {max(walls):.2f} | {statistics.median(workers):.2f} | {max(workers):.2f} | "
                     f"{verdict(max(workers) <= REVIEW_BUDGET_S)} |")
    lines += ["", f"Load average after the review: {load_average()}."]
    return lines

"""Is the review (game.ai.review) calibrated? Issue 37's measures, per game:

a. built games with one known terrible move of the person's (bench/terrible_<name>.py's
   `built_games`, on bench/builtgame.py's `plant`): the whole game reviewed at the review's own
   budget, the planted decision is among `costliest(judged, 3)` in >= 90 % of them;
b. Expert's own games (its level in every seat, untimed), every decision of seat 0 judged:
   <= 3 % of them are `flagged`;
c. LIXO? and Pixies (PLAYED_OUT): the planted decision's stated cost against its cost played
   out: the person's final margin (the review's `_points`) over full games of bots in every seat,
   after the best move and after the chosen one, on determinized samples drawn as the review
   draws its own (so the same first ones); the ratio of the means within 25 % of 1, and the
   median relative error beside the played-out cost's own relative standard error;
d. where the review's noise counts its model of the rivals (`review_model_noise`), that model's
   spread measured on Expert's own decisions and on the planted ones;
e. where the game's terrible module has a PROFILE, whole games played by the review's playout
   policy beside games of the bots (LIXO?: how often they raise, the cards they lose, how far
   apart the scores end).

    python bench/run.py --only calibration --update [--jobs 2]
    python bench/calibration.py [--games lixo pixies] [--built 30] [--jobs 2]

A game without its bench/terrible_<name>.py is reported as such and not measured. Every decision's noise (the
paired standard error of its cost) is printed beside its cost: a decision is flagged only when
its cost is worth telling and more than twice its noise.
"""
from __future__ import annotations

import argparse
import importlib
import multiprocessing
import random
import statistics
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [path for path in (str(BENCH), str(BENCH.parent)) if path not in sys.path]

from builtgame import MOVE_SECONDS, margins_apart  # noqa: E402
from game import GAMES  # noqa: E402
from game.ai import bot  # noqa: E402
from game.ai.review import (  # noqa: E402
    Budget,
    Decision,
    _paired,
    _sampled,
    costliest,
    flagged,
    judge,
    person_decisions,
    review_game,
)
from game.arena import untimed  # noqa: E402
from game.referee import HUMAN, Referee  # noqa: E402

#: built games per game, and the share of them whose planted decision must rank among the 3 costliest
BUILT, RANK_TARGET, TOP = 30, 0.90, 3
#: Expert's own games judged per game (seeds 1..), and the share of its decisions that may be flagged
EXPERT_GAMES, FLAG_TARGET = 4, 0.03
#: the games whose stated cost is checked against full playouts, the level playing every seat there
#: (LIXO?'s Expert takes seconds a game: Hard, a tenth of it), and how many determinized samples
#: each planted position is played out on (the review's own first among them)
PLAYED_OUT = {"lixo": "hard", "pixies": "expert"}
PLAYOUTS = {"lixo": 32, "pixies": 64}
#: the stated cost agrees with the played-out one within this share
AGREE = 0.25


def terrible(name: str) -> ModuleType | None:
    """bench/terrible_<name>.py, or None when the game has none yet."""
    try:
        return importlib.import_module(f"terrible_{name}")
    except ModuleNotFoundError as missing:
        if missing.name != f"terrible_{name}":
            raise
        return None


def _action(name: str, data: dict[str, Any]) -> Any:
    return GAMES[name].action_from_dict(data)


# -- the jobs (each runs in a worker process; plain data in and out) -----------------------------
def review_planted(job: tuple[str, dict[str, Any], list[str], dict[str, Any], int, int]) -> dict[str, Any]:
    """(a) One built game reviewed whole: the planted decision's cost, noise, rank and moves."""
    name, record, seats, options, seat, number = job
    game = GAMES[name]
    judged = review_game(game, record, seats, options, seat)
    top = [j.number for j in costliest(judged, TOP)]
    planted = next(j for j in judged if j.number == number)
    others = [j for j in judged if j.number != number and flagged(j)]
    # (c) compares the chosen move with the review's best other one: where the review rates the
    # planted move best, with its runner-up (a signed difference), so no position says 0 = 0
    values = dict(planted.values)
    alternative = next(action for action, _ in planted.values if action != planted.chosen)
    costliest_other = max(others, key=lambda j: j.cost, default=None)
    return {"number": number, "cost": planted.cost, "noise": planted.noise, "flagged": flagged(planted),
            "rank": top.index(number) if number in top else None, "decisions": len(judged),
            "other_flagged": len(others), "unit": planted.unit,
            "best": alternative.to_dict(), "chosen": planted.chosen.to_dict(),
            "stated": values[alternative] - values[planted.chosen],
            "other": None if costliest_other is None else (costliest_other.cost, costliest_other.noise)}


#: built games are asked for in chunks of this many (seeds 1, 2, ...), so that jobs share them and
#: the same games come out whatever the number of jobs
CHUNK = 5


def build_chunk(job: tuple[str, int, int]) -> list[tuple[dict[str, Any], list[str], dict[str, Any], int, int]]:
    """(a) `count` built games of `name` from bench/terrible_<name>.py, seed `seed`, as plain data."""
    name, count, seed = job
    module = terrible(name)
    assert module is not None
    return [(b.record, b.seats, b.options, b.seat, b.number) for b in module.built_games(count, seed=seed)]


def bot_record(name: str, players: int, options: dict[str, Any], seed: int, level: str) -> tuple[dict, list[str]]:
    """A whole game of untimed bots at `level` in every seat (seat 0 recorded as the person's),
    played as bench/builtgame.py plays its games."""
    game = GAMES[name]
    seats = [HUMAN] + [level] * (players - 1)
    referee = Referee.new(game, players, seed, seats, options, bots=False)
    bots = [untimed(bot(name, level)) for _ in range(players)]
    rngs = [random.Random(seed * 7919 + s) for s in range(players)]
    while not referee.is_over():
        mover = referee.to_move()[0]
        action = bots[mover].choose(referee.view(mover), rngs[mover])
        referee.clock += MOVE_SECONDS
        referee.submit(mover, action)
        referee.settle()
    return referee.record(), list(referee.seats)


def expert_decisions(job: tuple[str, int, dict[str, Any], int]) -> tuple[Any, Any, dict, list[str], list[Decision]]:
    """Expert's game `seed` (its level in every seat): the game, its review knowledge, the record,
    the seats and every decision of seat 0."""
    name, players, options, seed = job
    game = GAMES[name]
    record, seats = bot_record(name, players, options, seed, game.levels[-1])
    return game, game.review_knowledge(), record, seats, person_decisions(game, record, seats, options, 0)


def judge_expert_game(job: tuple[str, int, dict[str, Any], int]) -> list[tuple[int, float, float, bool, str, str]]:
    """(b) Expert's game `seed`: every decision of seat 0 as (number, cost, noise, flagged, chosen, best)."""
    game, knowledge, _, _, decisions = expert_decisions(job)
    judged = [judge(game, decision, Budget(), seed=decision.number, knowledge=knowledge) for decision in decisions]
    return [(j.number, j.cost, j.noise, flagged(j), str(j.chosen), str(j.best)) for j in judged]


#: (d) Expert's own decisions whose stated cost is played out, to measure the review's model spread
#: where its knowledge assumes one (`review_model_noise`), and the samples each is played out on
SPREAD_DECISIONS, SPREAD_PLAYOUTS = 40, 16


def expert_alternatives(job: tuple[str, int, dict[str, Any], int]) -> list[tuple[Any, ...]]:
    """(d) Expert's game `seed`: each decision of seat 0 with another candidate, as (record, seats,
    number, the review's best other candidate, the chosen one, its stated cost against it and
    that cost's standard error), both read off the review's first samples."""
    game, knowledge, record, seats, decisions = expert_decisions(job)
    out = []
    for decision in decisions:
        _, sampled = _sampled(game, decision.view, 0, Budget(), decision.number, knowledge, decision.chosen)
        others = sorted((a for a in sampled if a != decision.chosen), key=lambda a: -statistics.fmean(sampled[a]))
        if not others:
            continue
        other = others[0]
        stated, error = _paired(sampled[other], sampled[decision.chosen])
        out.append((record, seats, decision.number, other.to_dict(), decision.chosen.to_dict(), stated, error))
    return out


def play_out_alternative(job: tuple[str, dict[str, Any], list[str], dict[str, Any], int, dict, dict]) -> list[float]:
    """(d) One of Expert's decisions played out as (c) plays the planted ones, on SPREAD_PLAYOUTS samples."""
    name, record, seats, options, number, other, chosen = job
    game = GAMES[name]
    decision = next(d for d in person_decisions(game, record, seats, options, 0) if d.number == number)
    rng = random.Random(decision.number)
    worlds = [decision.view.determinize(rng) for _ in range(SPREAD_PLAYOUTS)]
    return margins_apart(game, worlds, 0, _action(name, other), _action(name, chosen), PLAYED_OUT[name])


def play_out(job: tuple[str, dict[str, Any], list[str], dict[str, Any], int, int, dict, dict, int]) -> list[float]:
    """(c) The planted position played out `playouts` times after the best move and after the
    chosen one, bots at PLAYED_OUT's level in every seat, each pair on the same determinized
    sample with the same dice (the review draws its samples the same way, so its are the first):
    per sample, the person's final margin after the best move minus after the chosen one."""
    name, record, seats, options, seat, number, best, chosen, playouts = job
    game = GAMES[name]
    decision = next(d for d in person_decisions(game, record, seats, options, seat) if d.number == number)
    rng = random.Random(decision.number)
    worlds = [decision.view.determinize(rng) for _ in range(playouts)]
    return margins_apart(game, worlds, seat, _action(name, best), _action(name, chosen), PLAYED_OUT[name])


def _run(function: Callable[[Any], Any], jobs: Iterable[Any], processes: int) -> list[Any]:
    jobs = list(jobs)
    if processes <= 1 or len(jobs) <= 1:
        return [function(job) for job in jobs]
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        return pool.map(function, jobs, chunksize=1)


# -- the report ---------------------------------------------------------------------------------------
def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f} %" if whole else "-"


def _ok(met: bool) -> str:
    return "met" if met else "**not met**"


def section(games: Iterable[str] | None = None, built_count: int = BUILT, expert_games: int | None = None,
            playouts: int | None = None, jobs: int = 1) -> list[str]:
    """The calibration section's markdown lines."""
    names = sorted(games or GAMES)
    modules = {name: terrible(name) for name in names}
    chunks = [(name, min(CHUNK, built_count - start), 1 + start // CHUNK)
              for name in names if modules[name] is not None for start in range(0, built_count, CHUNK)]
    built: dict[str, list[tuple[dict[str, Any], list[str], dict[str, Any], int, int]]] = {}
    for (name, _, _), games in zip(chunks, _run(build_chunk, chunks, jobs)):
        built.setdefault(name, []).extend(games)
    review_jobs = [(name, *b) for name in built for b in built[name]]
    expert_jobs = []
    # each game's own number of Expert's games (its terrible module's EXPERT_GAMES, else EXPERT_GAMES)
    counts = {name: expert_games or getattr(modules[name], "EXPERT_GAMES", EXPERT_GAMES) for name in built}
    for name in built:                  # a game without its built games waits for them (say so, run quick)
        players, options = expert_table(name, modules[name])
        expert_jobs += [(name, players, options, seed) for seed in range(1, counts[name] + 1)]
    reviewed = iter(_run(review_planted, review_jobs, jobs))
    planted = {name: [next(reviewed) for _ in built[name]] for name in built}
    judged = iter(_run(judge_expert_game, expert_jobs, jobs))
    experts = {name: [next(judged) for _ in range(counts[name])] for name in built}
    play_jobs = [(name, *b, p["best"], p["chosen"], playouts or PLAYOUTS[name])
                 for name in built if name in PLAYED_OUT for b, p in zip(built[name], planted[name])]
    played_iter = iter(_run(play_out, play_jobs, jobs))
    played = {name: [next(played_iter) for _ in built[name]] for name in built if name in PLAYED_OUT}
    spreads = {name: _expert_spread(name, modules[name], counts[name], jobs) for name in played
               if getattr(GAMES[name].review_knowledge(), "review_model_noise", 0.0)}
    profiles = {name: _profile(name, modules[name], jobs) for name in played if hasattr(modules[name], "PROFILE")}

    samples = playouts or ", ".join(f"{g} {n}" for g, n in sorted(PLAYOUTS.items()))
    lines = ["## The review's calibration (bench/calibration.py)", "",
             f"a. Built games (bench/terrible_<game>.py on bench/builtgame.py): bots in every seat, the person's seat "
             f"plays one terrible move; the whole game reviewed at the review's own budget. Target: the planted "
             f"decision among the {TOP} costliest (`costliest`) in >= {RANK_TARGET:.0%} of the games.",
             "b. Expert's own games (its level in every seat, untimed, seeds 1.. "
             f"{', '.join(f'{n} of {name}' for name, n in sorted(counts.items()))}), every decision of "
             f"seat 0 judged. Target: <= {FLAG_TARGET:.0%} flagged (cost >= the unit's negligible amount and > 2 x its "
             "noise).",
             f"c. {', '.join(sorted(PLAYED_OUT))}: the planted decision's stated cost against the same decision played "
             "out (against the review's best move; where it rates the planted move best, its runner-up) "
             f"({samples} determinized samples drawn as the review draws its own, so the same first ones; "
             "after the best move and the chosen "
             f"one, {', '.join(f'{level} in every seat of {g}' for g, level in sorted(PLAYED_OUT.items()))}; the "
             f"person's final margin as the review counts it). Target: the ratio of the means within {AGREE:.0%} of 1; "
             "the median relative error is given beside the played-out cost's own median relative standard error "
             "(a position's played-out cost is itself a noisy measure).",
             "Costs are in the review's unit (points; share: of the chance to win); noise is the paired standard "
             "error of the cost.", "",
             "| game | a. built | planted among 3 costliest | planted cost (mean) | its noise (mean) | a. target | "
             "b. decisions | flagged | b. target | c. stated mean | played-out mean (s.e.) | ratio | median rel. error "
             "| c. target |", "|---|---:|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---|"]
    details: list[str] = []
    for name in names:
        if modules[name] is None:
            lines.append(f"| {name} | no bench/terrible_{name}.py yet: not measured | | | | | | | | | | | | |")
            continue
        rows = planted[name]
        hits = sum(r["rank"] is not None for r in rows)
        met = bool(rows) and hits >= RANK_TARGET * len(rows)
        a = (f"{len(rows)} | {hits} ({_pct(hits, len(rows))}) | {statistics.fmean(r['cost'] for r in rows):.2f} | "
             f"{statistics.fmean(r['noise'] for r in rows):.2f} | {_ok(met)}")
        c = "| | | | |"
        if name in played:
            c, extra = _played_cells(rows, played[name], GAMES[name].review_knowledge())
            details += [f"### {name}: the planted decisions", "", *profiles.get(name, []), *spreads.get(name, []),
                        *extra, ""]
        lines.append(f"| {name} | {a} | {_expert_cells(experts[name])} {c}")
        details += _expert_details(name, experts[name])
    return [*lines, "", *details]


def expert_table(name: str, module: ModuleType | None) -> tuple[int, dict[str, Any]]:
    """Players and options of Expert's games: the terrible module's table, else the game's first."""
    players, options = GAMES[name].configurations()[0]
    if hasattr(module, "EXPERT_GAME"):       # (players, level, options): the level is the game's hardest
        players, _level, options = module.EXPERT_GAME
    return getattr(module, "PLAYERS", players), getattr(module, "OPTIONS", options)


def _expert_cells(games: list[list[tuple[int, float, float, bool, str, str]]]) -> str:
    decisions = [d for game in games for d in game]
    marked = sum(d[3] for d in decisions)
    return (f"{len(decisions)} | {marked} ({_pct(marked, len(decisions))}) | "
            f"{_ok(bool(decisions) and marked <= FLAG_TARGET * len(decisions))} |")


def _expert_details(name: str, games: list[list[tuple[int, float, float, bool, str, str]]]) -> list[str]:
    marked = [(seed, d) for seed, game in enumerate(games, 1) for d in game if d[3]]
    if not marked:
        return []
    return [f"{name}: Expert's flagged decisions (seed, move: chosen -> best, cost +- noise): "
            + "; ".join(f"{seed}, {d[0]}: {d[4]} -> {d[5]}, {d[1]:.2f} +- {d[2]:.2f}" for seed, d in marked), ""]


def _played_cells(rows: list[dict[str, Any]], played: list[list[float]], knowledge: Any) -> tuple[str, list[str]]:
    """The (c) cells, the review's model spread, and a table of every planted position."""
    stated = [r["stated"] for r in rows]
    means = [statistics.fmean(p) for p in played]
    errors = [statistics.stdev(p) / len(p) ** 0.5 for p in played]
    mean_played = statistics.fmean(means)
    ratio = statistics.fmean(stated) / mean_played if mean_played else float("inf")
    relative = statistics.median(abs(s - m) / abs(m) if m else float("inf") for s, m in zip(stated, means))
    own = statistics.median(e / abs(m) if m else float("inf") for m, e in zip(means, errors))
    pooled = (sum(e * e for e in errors) ** 0.5) / len(errors)
    met = abs(ratio - 1) <= AGREE
    cells = (f"{statistics.fmean(stated):.2f} | {mean_played:.2f} ({pooled:.2f}) | {ratio:.2f} | {relative:.0%} "
             f"(played-out s.e. {own:.0%}) | {_ok(met)} |")
    assumed = float(getattr(knowledge, "review_model_noise", 0.0))
    spread = model_spread(stated, means, [r["noise"] for r in rows], errors, assumed)
    table = [f"Model spread on the planted decisions: {spread:.2f} points "
             f"(the review's noise assumes {assumed:.2f}).", "",
             "| position (move) | stated cost +- noise | stated against the best other move | played-out cost +- s.e. "
             "| rank | decisions | other flagged | costliest other +- noise |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r, m, e in zip(rows, means, errors):
        other = "-" if r["other"] is None else f"{r['other'][0]:.2f} +- {r['other'][1]:.2f}"
        rank = "-" if r["rank"] is None else str(r["rank"] + 1)
        table.append(f"| {r['number']} | {r['cost']:.2f} +- {r['noise']:.2f} | {r['stated']:.2f} | {m:.2f} +- {e:.2f} "
                     f"| {rank} | {r['decisions']} | {r['other_flagged']} | {other} |")
    return cells, table


def _expert_spread(name: str, module: ModuleType | None, games: int, jobs: int) -> list[str]:
    """(d) The review's model spread on Expert's own decisions (SPREAD_DECISIONS of them, spread
    evenly over its games), in a line."""
    players, options = expert_table(name, module)
    found = [d for game in _run(expert_alternatives, [(name, players, options, seed) for seed in range(1, games + 1)],
                                jobs) for d in game]
    chosen = found[::max(1, len(found) // SPREAD_DECISIONS)][:SPREAD_DECISIONS]
    played = _run(play_out_alternative, [(name, record, seats, options, number, other, mine)
                                         for record, seats, number, other, mine, _, _ in chosen], jobs)
    means = [statistics.fmean(p) for p in played]
    errors = [statistics.stdev(p) / len(p) ** 0.5 for p in played]
    spread = model_spread([d[5] for d in chosen], means, [d[6] for d in chosen], errors, assumed=0.0)
    assumed = float(getattr(GAMES[name].review_knowledge(), "review_model_noise", 0.0))
    return [f"Model spread on Expert's own decisions: {spread:.2f} points ({len(chosen)} of its {len(found)} "
            f"decisions with another candidate, each against the review's best other move, played out by "
            f"{PLAYED_OUT[name]} in every seat on {SPREAD_PLAYOUTS} samples; the review's noise assumes "
            f"{assumed:.2f}).", ""]


def _profile(name: str, module: ModuleType | None, jobs: int) -> list[str]:
    """(e) The review's playouts' own games beside the bots' (the terrible module's PROFILE and
    `profile_game`: whole games from the deal, the same seeds for each), as a table."""
    assert module is not None
    rows = ["| every seat | games | raises among the bids | cards lost a seat | first's lead over the last |",
            "|---|---:|---:|---:|---:|"]
    for who, games in module.PROFILE.items():
        found = _run(module.profile_game, [(who, seed) for seed in range(1, games + 1)], jobs)
        share, lost, lead = (statistics.fmean(f[k] for f in found) for k in range(3))
        rows.append(f"| {who} | {games} | {100 * share:.0f} % | {lost:.1f} | {lead:.1f} |")
    return ["Whole games from the deal, by the review's playout policy and by the bots:", "", *rows, ""]


def model_spread(stated: list[float], played: list[float], noises: list[float], errors: list[float],
                 assumed: float) -> float:
    """How far the review's stated costs stray from the played-out ones beyond both sampling errors
    (a standard deviation, points): the spread of stated minus played out about its mean, less
    the review's sampling variance (its noise less the model noise it `assumed`) and the
    played-out costs' own.

    >>> model_spread([5.0, 1.0], [3.0, 3.0], [2.0, 2.0], [1.0, 1.0], assumed=1.0)     # 4 - (4 - 1) - 1
    0.0
    >>> round(model_spread([6.0, 0.0], [3.0, 3.0], [1.0, 1.0], [1.0, 1.0], assumed=1.0), 2)  # 9 - 0 - 1
    2.83
    """
    variance = statistics.pvariance([s - p for s, p in zip(stated, played)])
    sampling = statistics.fmean(max(0.0, n * n - assumed * assumed) for n in noises)
    return max(0.0, variance - sampling - statistics.fmean(e * e for e in errors)) ** 0.5


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", choices=sorted(GAMES))
    parser.add_argument("--built", type=int, default=BUILT)
    parser.add_argument("--expert-games", type=int, help="Expert's games judged per game (by default each game's own)")
    parser.add_argument("--playouts", type=int, help="determinized samples a planted position is played out on")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    print("\n".join(section(args.games, args.built, args.expert_games, args.playouts, args.jobs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

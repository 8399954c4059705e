"""The difficulty ladder of every game that has one, and each level's move time: issue 28's targets.

    python bench/run.py --only ladder-pixies ladder-lixo ladder-flixo move-times --update --games 400 --jobs 2

The ladder is game.arena's (`python -m game.arena GAME --ladder`): each level, untimed, against
the level below it (head to head with two players; one seat against the lower level in the
others with more), or a cooperative game's all-bot team at each level. The move times are
bench/engines.py's, each level at its own budget with its clock, over mid-game positions: the
hardest level must stay within the move budget.
"""
from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines  # noqa: E402
from game import GAMES  # noqa: E402
from game.arena import ladder, ladder_games, ladder_levels, ladder_players, p95  # noqa: E402

#: the games whose ladder is measured: those that declare one (Game.ladder), in game.GAMES's order
LADDER_GAMES = tuple(ladder_games())


def ladder_table(name: str, games: int, seed: int, jobs: int) -> list[str]:
    """The game's ladder as markdown tables, one per setting."""
    game, players = GAMES[name], ladder_players(name)
    lines = []
    for options, rungs in ladder(name, games, seed, jobs, players):
        opts = "".join(f" {k}={v}" for k, v in options.items())
        score = "mean total" if game.cooperative else "mean score"
        lines += [f"{game.title}, {players} players{opts}:", "",
                  f"| rung | games | win share | parity | 95% Wilson interval | {score} | target | |",
                  "|---|---:|---:|---:|---|---:|---|---|"]
        for rung in rungs:
            parity = "" if math.isnan(rung.parity) else f"{100 * rung.parity:.1f}%"
            verdict = ("met" if rung.met else "**NOT MET**") if rung.target else ""
            lines.append(f"| {rung.label} | {rung.games} | {100 * rung.share:.1f}% | {parity} | "
                         f"[{100 * rung.low:.1f}%, {100 * rung.high:.1f}%] | {rung.score:.2f} | {rung.target} | "
                         f"{verdict} |")
        lines.append("")
    return lines


def move_time_lines(names: tuple[str, ...], moves: int, budget_s: float) -> list[str]:
    """Each level's move time, at its own budget with its clock, over `moves` mid-game positions."""
    lines = [f"Move time per level over {moves} mid-game positions each (bench/engines.py's, each level "
             f"with its clock; the hardest <= {budget_s:g} s at p95):", "",
             "| game | players | level | p50 ms | p95 ms | max ms | |", "|---|---:|---|---:|---:|---:|---|"]
    for name in names:
        players = ladder_players(name)
        options = next((o for n, o in GAMES[name].configurations() if n == players), {})
        positions = engines.sample_positions(name, players, options, moves)
        levels = ladder_levels(name)
        for level in levels:
            times = engines.move_times(name, level, positions)
            mark = f"{'ok' if p95(times) <= budget_s else '**OVER**'}" if level == levels[-1] else ""
            lines.append(f"| {name} | {players} | {level} | {1000 * statistics.median(times):.1f} | "
                         f"{1000 * p95(times):.1f} | {1000 * max(times):.1f} | {mark} |")
    return lines


INTRO = ("Every game untimed: each searching level runs its own iterations without its clock, so the "
         "figures do not depend on the machine's load. Targets: head to head the higher level wins >= 60%; "
         "with more players its share is >= 1.5 x parity; a cooperative team's win rate and mean total "
         "improve at each level, and from the easiest to the hardest by >= 15 points of win rate where the "
         "hardest wins under 90%.")


def game_section(name: str, games: int, jobs: int, load: Callable[[], str]) -> list[str]:
    """One game's ladder: a section of its own, so each game's figures are measured and kept apart."""
    lines = [f"## Difficulty ladder, {GAMES[name].title} (python -m game.arena {name} --ladder --games {games} "
             f"--jobs {jobs}, seed 1)", "", INTRO, ""]
    lines += ladder_table(name, games, 1, jobs)
    return lines + [f"Load average after the ladder: {load()}."]


def move_time_section(moves: int, budget_s: float, load: Callable[[], str],
                      names: tuple[str, ...] = LADDER_GAMES) -> list[str]:
    """Each ladder level's move time at its own budget, with its clock."""
    lines = ["## Bot move time per level (bench/ladder.py)", ""]
    lines += move_time_lines(names, moves, budget_s)
    return lines + ["", f"Load average after the move times: {load()}."]

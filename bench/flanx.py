"""Flanx against people: the level ladder raced against the human models, and how honest the Hint is.

    python bench/flanx.py [--races 400] [--search-races 100] [--positions 2000] [--jobs 2]
    python bench/flanx.py --first-timer [--races 400]

`--first-timer` races only the first duel: the easiest levels against the first-timer model (a
person's first duel, 8-15 s a card), in the duel and in Kids (bench/run.py's flanx-first-timer).

The ladder (game.flanx.race): each level at the pace the table gives it, with Match my pace as
a new game starts it (on for the easiest two levels, following the human model's last
actions), against the newcomer and the practised model; then each level against the one below
it (bots follow no one: each at its own pace). `races` races per pairing, seats rotated, seed 1,
with 95% Wilson intervals; the duel, then Kids. The costly levels (SLOW: Expert in the duel, about
a CPU second a race; Hard and Expert in Kids, which think on the full engine, several CPU seconds
a race) race `search_races` times. With `jobs` above 1, the races of a pairing are shared among
that many processes; each race has its own seed, so the figures are the same.

The Hint: over `positions` random duel positions, the share of the Hint's suggestions (Hard's
move) that open a winning cell for the opponent when another legal action would not, for the
search as it was before the Hint was made honest (`honest=False`) and as it is.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from multiprocessing.pool import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot  # noqa: E402
from game.core.stats import wilson  # noqa: E402
from game.flanx import GAME  # noqa: E402
from game.flanx.bots import SEARCH_BUDGETS, RolloutBot  # noqa: E402
from game.flanx.judgement import opened_cells  # noqa: E402
from game.flanx.pace import EASY_LEVELS, MATCH_FACTOR, MATCH_WINDOW, PACE_BOUNDS, SECONDS_PER_CARD  # noqa: E402
from game.flanx.race import HUMANS, RaceResult, play_race  # noqa: E402
from game.flanx.state import FlanxState  # noqa: E402

#: the levels a person may choose, weakest first
LADDER = tuple(level for level in GAME.levels if level != "random")
#: per variant, the levels whose races cost the most CPU, which race `search_races` times
SLOW = {"duel": ("expert",), "kids": ("hard", "expert")}
#: the human models the ladder races every level against (the first-timer has its own section)
LADDER_MODELS = ("newcomer", "practised")
#: a first duel: the levels a newcomer meets first, against the first-timer model
FIRST_DUEL_LEVELS = ("beginner", "easy")
FIRST_TIMER = "first-timer"
#: the first duel must be one a newcomer wins: Beginner loses to the first-timer this often
FIRST_TIMER_TARGETS = {("beginner", FIRST_TIMER): ("first-timer", 0.60)}
#: the issue's figures: (level, opponent) -> (whose win rate, at least)
TARGETS = {("beginner", "newcomer"): ("newcomer", 0.60), ("hard", "newcomer"): ("hard", 0.90),
           ("hard", "practised"): ("hard", 0.60)}
#: the issue's least time per card for the slowest level
SLOWEST = 6.0
#: the level Kids suggests must lose to the newcomer as often as the easiest duel level
KIDS_TARGETS = {(GAME.suggested_level(2, {"variant": "kids"}), "newcomer"): ("newcomer", 0.60)}
#: the bots whose play leads to the Hint's random positions: a person's mistakes and a bot's care
POSITION_PLAYERS = ("easy", "normal")
#: a random position is taken after this many actions at most
POSITION_DEPTH = 40


@dataclass
class Pairing:
    """`races` races of `first` against `second`, and how each fared."""

    first: str
    second: str
    results: list[RaceResult]

    def wins(self, name: str) -> int:
        return sum(1 for r in self.results for s in r.winners if r.seats[s] == name)

    @property
    def draws(self) -> int:
        return sum(1 for r in self.results if not r.winners)

    def rate(self, name: str) -> str:
        n = len(self.results)
        low, high = wilson(self.wins(name), n)
        return f"{self.wins(name) / max(1, n):.1%} [{low:.1%}, {high:.1%}]"

    def share(self, name: str) -> float:
        return self.wins(name) / max(1, len(self.results))

    def mean_seconds(self) -> float:
        return sum(r.seconds for r in self.results) / max(1, len(self.results))


def race_pairing(first: str, second: str, races: int, variant: str, pool: Pool | None = None) -> Pairing:
    race = partial(play_race, [first, second], 1, clock="levels", variant=variant, match=GAME.options["match_my_pace"])
    results = pool.map(race, range(races), chunksize=4) if pool else [race(i) for i in range(races)]
    return Pairing(first, second, results)


def pace_text(level: str) -> str:
    """The pace a new game gives `level` against a person, in words."""
    if level in EASY_LEVELS:
        low, high = PACE_BOUNDS[level]
        return (f"{MATCH_FACTOR:g} x the person's median of {MATCH_WINDOW} ({low:g}-{high:g} s; "
                f"{SECONDS_PER_CARD[level]:g} s alone)")
    return f"{SECONDS_PER_CARD[level]:g} s"


def slowest_line() -> str:
    """The slowest level's time per card, following a person or not, against the issue's 6 s."""
    level = LADDER[0]
    least = min(SECONDS_PER_CARD[level], PACE_BOUNDS[level][0] if level in EASY_LEVELS else SECONDS_PER_CARD[level])
    return (f"The slowest level, {level}, takes at least {least:g} s a card (its own {SECONDS_PER_CARD[level]:g} s, "
            f"never under {PACE_BOUNDS[level][0]:g} s when it follows a person): at least {SLOWEST:g} s "
            f"{'ok' if least >= SLOWEST else '**NOT MET**'}.")


def verdict(pairing: Pairing, targets: dict) -> str:
    target = targets.get((pairing.first, pairing.second))
    if target is None:
        return ""
    who, least = target
    met = pairing.share(who) >= least
    return f"{who} >= {least:.0%}: {'ok' if met else '**NOT MET**'}"


def ladder_lines(variant: str, races: int, search_races: int, targets: dict, pool: Pool | None = None) -> list[str]:
    """The ladder of one variant: each level against each human model, then against the level
    below; `search_races` races where a SLOW level plays."""
    lines = ["| level | time per card | against | races | level wins | draws | opponent wins | "
             "level's win rate [95% CI] | opponent's win rate [95% CI] | mean game s | target |",
             "|---|---|---|---:|---:|---:|---:|---|---|---:|---|"]
    for level in LADDER:
        count = search_races if level in SLOW[variant] else races
        for model in LADDER_MODELS:
            p = race_pairing(level, model, count, variant, pool)
            lines.append(f"| {level} | {pace_text(level)} | {model} | {count} | {p.wins(level)} | {p.draws} | "
                         f"{p.wins(model)} | {p.rate(level)} | {p.rate(model)} | {p.mean_seconds():.0f} | "
                         f"{verdict(p, targets)} |")
    lines += ["", "Each level against the one below it (both bots, each at its own time per card):", "",
              "| level | against | races | level wins | draws | lower level wins | level's win rate [95% CI] | "
              "lower level's [95% CI] | beats it |", "|---|---|---:|---:|---:|---:|---|---|---|"]
    for lower, level in zip(LADDER, LADDER[1:]):
        count = search_races if level in SLOW[variant] else races
        p = race_pairing(level, lower, count, variant, pool)
        beats = "yes" if p.wins(level) > p.wins(lower) else "**no**"
        lines.append(f"| {level} | {lower} | {count} | {p.wins(level)} | {p.draws} | {p.wins(lower)} | "
                     f"{p.rate(level)} | {p.rate(lower)} | {beats} |")
    return lines


def first_timer_section(races: int, load: Callable[[], str] = lambda: "", jobs: int = 1) -> list[str]:
    """The first duel: each of FIRST_DUEL_LEVELS against the first-timer, in the duel and in Kids."""
    model = HUMANS[FIRST_TIMER]
    lines = ["## Flanx: a first duel (bench/flanx.py --first-timer: game.flanx.race)", "",
             f"The first-timer model: {model.low:g}-{model.high:g} s a card, drawn evenly per card, discards included "
             f"(judgement: {model.judgement}). Bots at the pace a new game gives them (Match my pace "
             f"{GAME.options['match_my_pace']}: Beginner's first cards slower still, then {MATCH_FACTOR:g} x the "
             "person's median with no low ceiling). Seats rotated, seed 1; a draw is neither side's win.", "",
             "| variant | level | time per card | races | level wins | draws | first-timer wins | "
             "level's win rate [95% CI] | first-timer's [95% CI] | mean game s | target |",
             "|---|---|---|---:|---:|---:|---:|---|---|---:|---|"]
    pool = Pool(jobs) if jobs > 1 else None
    try:
        for variant in ("duel", "kids"):
            for level in FIRST_DUEL_LEVELS:
                p = race_pairing(level, FIRST_TIMER, races, variant, pool)
                lines.append(f"| {variant} | {level} | {pace_text(level)} | {races} | {p.wins(level)} | {p.draws} | "
                             f"{p.wins(FIRST_TIMER)} | {p.rate(level)} | {p.rate(FIRST_TIMER)} | "
                             f"{p.mean_seconds():.0f} | {verdict(p, FIRST_TIMER_TARGETS)} |")
    finally:
        if pool is not None:
            pool.close()
    note = load()
    return lines + (["", f"Load average after: {note}."] if note else [])


# -- the Hint -----------------------------------------------------------------------------------
def hint_positions(count: int, seed: int = 1) -> list[tuple[FlanxState, int]]:
    """`count` duel positions, each with a seat that may act: from games between Easy and Normal
    (a random line-up), stopped after a random number of actions, games that ended skipped."""
    rng = random.Random(seed)
    players = {level: bot("flanx", level) for level in POSITION_PLAYERS}
    out: list[tuple[FlanxState, int]] = []
    game = 0
    while len(out) < count:
        state = GAME.new(2, seed=seed * 1_000_003 + game)
        game += 1
        lineup = [rng.choice(POSITION_PLAYERS) for _ in range(2)]
        for _ in range(rng.randrange(POSITION_DEPTH)):
            if state.is_over():
                break
            seat = rng.choice(state.to_move())
            state.apply(seat, players[lineup[seat]].choose(state.view(seat), rng))
        if not state.is_over():
            out.append((state, rng.choice(state.to_move())))
    return out


def hint_at(honest: bool, numbered: tuple[int, tuple[FlanxState, int]]) -> tuple[bool, bool]:
    """At the `k`th position: could an opening be avoided there, and did the hint open one?"""
    k, (state, seat) = numbered
    view = state.view(seat)
    opening = [bool(opened_cells(view, seat, a)) for a in view.legal_actions()]
    avoidable = any(opening) and not all(opening)
    action = RolloutBot(SEARCH_BUDGETS["hard"]["iterations"], honest=honest).choose(view, random.Random(k))
    return avoidable, avoidable and bool(opened_cells(view, seat, action))


def hint_honesty(positions: list[tuple[FlanxState, int]], honest: bool, pool: Pool | None = None) -> dict[str, int]:
    """Over `positions`: how many hints were asked, in how many positions some legal action opens
    a winning cell for the opponent and another does not, and how many hints opened one there."""
    ask = partial(hint_at, honest)
    found = pool.map(ask, enumerate(positions), chunksize=50) if pool else [ask(p) for p in enumerate(positions)]
    return {"hints": len(found), "avoidable": sum(a for a, _ in found), "opened": sum(o for _, o in found)}


def hint_lines(count: int, pool: Pool | None = None) -> list[str]:
    positions = hint_positions(count)
    lines = ["| Hint | positions | where an opening could be avoided | hints that opened one there | "
             "share of all hints | share where avoidable |", "|---|---:|---:|---:|---:|---:|"]
    for honest, label in ((False, "Hard's search as before"), (True, "the Hint now (honest)")):
        found = hint_honesty(positions, honest, pool)
        lines.append(f"| {label} | {found['hints']} | {found['avoidable']} | {found['opened']} | "
                     f"{found['opened'] / found['hints']:.2%} | {found['opened'] / max(1, found['avoidable']):.1%} |")
    return lines


def section(races: int, search_races: int, positions: int,
            load: Callable[[], str] = lambda: "", jobs: int = 1) -> list[str]:
    """The report: the duel's ladder, Kids', the Hint; races shared among `jobs` processes."""
    if jobs > 1:
        with Pool(jobs) as pool:
            return _report(races, search_races, positions, load, pool)
    return _report(races, search_races, positions, load, None)


def _report(races: int, search_races: int, positions: int, load: Callable[[], str],
            pool: Pool | None) -> list[str]:
    models = ", ".join(f"{name} {HUMANS[name].low:g}-{HUMANS[name].high:g} s a card (judgement: "
                       f"{HUMANS[name].judgement})" for name in LADDER_MODELS)
    lines = ["## Flanx against people (bench/flanx.py: game.flanx.race with the human models)", "",
             f"Human models: {models}, drawn evenly per card, discards included. Bots at the pace the table gives "
             f"them, Match my pace as a new game starts it ({GAME.options['match_my_pace']}). Seats rotated, seed 1; "
             "a draw is neither side's win.", "", slowest_line(), "", "### The duel, 9x8", "",
             f"{' and '.join(SLOW['duel']).capitalize()}, costly to run, {search_races} races a pairing.", "",
             *ladder_lines("duel", races, search_races, TARGETS, pool), "", "### Kids, 9x8", "",
             f"Kids suggests {GAME.suggested_level(2, {'variant': 'kids'})}. {' and '.join(SLOW['kids']).capitalize()} "
             f"play out on the full engine here: {search_races} races a pairing.", "",
             *ladder_lines("kids", races, search_races, KIDS_TARGETS, pool), "",
             f"### Honest hints: {positions} random duel positions", "",
             f"Positions from games between {' and '.join(POSITION_PLAYERS)} (random line-ups), after 0-"
             f"{POSITION_DEPTH - 1} actions, seed 1. An opening: after the suggested action, the opponent could "
             "win at once (behind a card, or on its edge) from a cell it could not before, with a card it holds "
             "in hand, deck or pile; avoidable: another legal action opens none.", "",
             *hint_lines(positions, pool)]
    note = load()
    return lines + (["", f"Load average after: {note}."] if note else [])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--races", type=int, default=400)
    parser.add_argument("--search-races", type=int, default=100, help="races a pairing with a costly level")
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1, help="processes to share the races among")
    parser.add_argument("--first-timer", action="store_true", help="race only the first duel (see above)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.first_timer:
        print("\n".join(first_timer_section(args.races, jobs=args.jobs)))
    else:
        print("\n".join(section(args.races, args.search_races, args.positions, jobs=args.jobs)))
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

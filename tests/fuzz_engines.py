"""The fuzz command's "engines" section: moves that are not legal, fed to every game's referee.

Every game is played forward by random legal moves; at each position a handful of bad moves is
tried first: a legal move with one field changed (a float equal to the right whole number, a
bool for a number, a number far out of range, None, a text, a tuple one longer or empty), a
legal move sent by a seat whose turn it is not, and things that are no move at all. Each must be
refused with IllegalAction and leave the game exactly as it was (its saved form compared before
and after). A bad move that is accepted, an error of another kind, or a change after a refusal
is a crash; a refusal that takes longer than a second is a hang.

    >>> [type(v).__name__ for v in variants(3)][:4]
    ['float', 'bool', 'int', 'int']
"""
from __future__ import annotations

import dataclasses
import json
import random
import traceback
from collections.abc import Iterator
from typing import Any

from fuzzkit import Counts, Hang, time_limit
from game import GAMES
from game.core import IllegalAction
from game.referee import HUMAN, Referee, SyncThinker
from game.referee.exact import find_exact

#: bad moves tried at each position before the game goes on by a legal one
TRIES_PER_POSITION = 6


def variants(value: Any) -> list[Any]:
    """Values that look like `value` to a careless `==` or are plainly wrong for its field."""
    if isinstance(value, bool):
        return [int(value), None, "yes"]
    if isinstance(value, int):
        return [float(value), bool(value), value + 1000, -value - 1, None, str(value)]
    if isinstance(value, tuple):
        inner = [value[:i] + (v,) + value[i + 1:] for i, item in enumerate(value) for v in variants(item)[:2]]
        return [list(value), value + value[:1], (), *inner]
    if value is None:
        return [0, -1, ()]
    if isinstance(value, str):
        return [value * 1000, None, 0]
    return [None]


def mutants(action: Any) -> Iterator[Any]:
    """`action` with one field changed in every way `variants` knows."""
    if not dataclasses.is_dataclass(action):
        return
    for field in dataclasses.fields(action):
        for value in variants(getattr(action, field.name)):
            yield dataclasses.replace(action, **{field.name: value})


def snapshot(referee: Referee) -> str:
    return json.dumps(referee.state.to_dict(), sort_keys=True)


def bad_moves(referee: Referee, rng: random.Random) -> list[tuple[int, Any]]:
    """(seat, move) pairs none of which the rules allow at this position."""
    movers = referee.to_move()
    seat = rng.choice(movers)
    legal = referee.state.legal_actions(seat)
    found = [(seat, m) for action in legal[:8] for m in mutants(action) if find_exact(m, legal) is None]
    idle = [s for s in range(referee.state.players) if s not in movers]
    if idle and legal:
        found.append((rng.choice(idle), rng.choice(legal)))
    nobody = referee.state.players                  # a seat past the last one
    found += [(seat, None), (seat, {"kind": "pass"}), (seat, "Raise"), (nobody, legal[0] if legal else None)]
    rng.shuffle(found)
    return found[:TRIES_PER_POSITION]


def fuzz_engine(name: str, count: int, seed: int) -> Counts:
    """`count` bad moves tried against game `name`, at positions of random games."""
    game, rng, counts = GAMES[name], random.Random(seed), Counts()
    referee = None
    while counts.fuzzed < count:
        if referee is None or referee.is_over():
            players = rng.choice(sorted({game.min_players, game.max_players}))
            options = game.check_options(players, {})
            state = game.new(players, rng.randrange(1 << 30), **options)
            referee = Referee(game, state, [HUMAN] * players, options, thinker=SyncThinker(), bots=False)
        for seat, move in bad_moves(referee, rng)[: count - counts.fuzzed]:
            counts.fuzzed += 1
            before = snapshot(referee)
            where = f"{name} move {len(referee.moves)}: seat {seat} {move!r}"
            try:
                with time_limit(1.0):
                    referee.submit(seat, move)
            except IllegalAction:
                if snapshot(referee) == before:
                    counts.refused += 1
                else:
                    counts.crashed += 1
                    counts.problems.append(f"{where}: refused but the game changed")
                continue
            except Hang:
                counts.hung += 1
                counts.problems.append(f"{where}: took over a second")
                continue
            except Exception:
                counts.crashed += 1
                counts.problems.append(f"{where}: {traceback.format_exc(limit=-1).strip().splitlines()[-1]}")
                continue
            counts.crashed += 1
            counts.problems.append(f"{where}: accepted")
            referee = None                              # the game can no longer be trusted: a new one
            break
        if referee is not None and not referee.is_over():
            seat = rng.choice(referee.to_move())
            referee.submit(seat, rng.choice(referee.state.legal_actions(seat)))
    return counts


def fuzz_engines(count: int, seed: int) -> Counts:
    """`count` bad moves per game, every registered game."""
    total = Counts()
    for name in sorted(GAMES):
        total.add(fuzz_engine(name, count, seed))
    return total

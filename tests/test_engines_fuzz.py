"""Moves the rules refuse, fed to every game's referee (tests/fuzz_engines.py, the fuzz
command's "engines" section, on fewer moves): each is refused with IllegalAction and the game is
left exactly as it was."""
from __future__ import annotations

import dataclasses

import pytest

from fuzz_engines import fuzz_engine, mutants
from game import GAMES
from game.pixies.actions import Take
from game.referee.exact import same

MOVES_PER_GAME = 400


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_refused_move_leaves_the_game_as_it_was(name):
    counts = fuzz_engine(name, MOVES_PER_GAME, seed=2)
    assert counts.fuzzed == MOVES_PER_GAME == counts.refused, "\n".join(counts.problems[:20])
    assert counts.crashed == counts.hung == 0


def test_the_mutants_include_the_lookalikes_a_careless_comparison_lets_through():
    action = next(a for a in GAMES["pixies"].new(2, 1).legal_actions(0) if isinstance(a, Take))
    changed = list(mutants(action))
    field = dataclasses.fields(action)[0].name
    value = getattr(action, field)
    assert dataclasses.replace(action, **{field: float(value)}) in changed      # equal by ==, not by type
    assert not any(same(m, action) for m in changed)                           # each is another move

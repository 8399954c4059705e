"""The monkey test: thousands of random but plausible input events into the real app loop,
over every registered scene and table, with the engines' invariants checked after every frame.

The driver is tests/monkey.py. Bots think in-process (PARLOUR_SYNC_BOTS=1, set by conftest) on
a small fixed search budget, so the normal run stays short; the slow run sends 20,000 events.
A crash the monkey finds gets a scripted regression test in tests/test_monkey_regressions.py.
"""
from __future__ import annotations

import pytest

from scenes import tables
from scenes.menu import GameChoice
from tests.monkey import Monkey


def monkey_run(app, seed: int, events: int):
    monkey = Monkey(app, seed)
    with monkey.bounded_bots(), monkey.seeded_deals():
        report = monkey.run(events)
    # the loop still runs after all that: one more plain frame goes through
    monkey.step()
    return report


def games_offered() -> set[str]:
    return {rules.name for rules in GameChoice.games() if rules.name in tables.TABLES}


def test_monkey_3000_events_reach_every_game_without_a_crash(app):
    # the tour takes each game in turn: six in the menu (the tests' High card among them) need
    # more events than the five real ones did
    report = monkey_run(app, seed=1, events=3000)
    assert report.events >= 3000
    assert not app.errors
    # the tour took it to every game offered by New game, and the clicks reached the tables
    assert games_offered() <= set(report.tables), report.tables
    assert report.gestures["drag card"] > 0 and report.gestures["resize"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12])
def test_monkey_20000_events(app, seed):
    report = monkey_run(app, seed=seed, events=20_000)
    assert not app.errors
    assert games_offered() <= set(report.tables), report.tables


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2, 10))
def test_monkey_other_seeds(app, seed):
    report = monkey_run(app, seed=seed, events=3000)
    assert not app.errors and report.events >= 3000

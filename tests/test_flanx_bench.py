"""bench/flanx.py, whose figures fill bench/RESULTS.md: races and hints shared among processes
give the figures one process gives, and a target missed is said so."""
from __future__ import annotations

import multiprocessing

import pytest

from bench_helpers import bench_module
from game.flanx.race import RaceResult


@pytest.fixture(scope="module")
def bench():
    """bench/flanx.py as bench/run.py imports it (a spawned worker imports it so too)."""
    yield from bench_module("flanx")


@pytest.fixture(scope="module")
def pool(bench):
    # spawned, not forked: a test process may have threads running (autosave, bot workers)
    with multiprocessing.get_context("spawn").Pool(2) as shared:
        yield shared


def outcomes(pairing) -> list[tuple]:
    return [(r.seats, r.winners, r.actions, r.seconds) for r in pairing.results]


def test_races_shared_among_processes_are_the_races_one_process_runs(bench, pool):
    alone = bench.race_pairing("beginner", "newcomer", 6, "duel")
    shared = bench.race_pairing("beginner", "newcomer", 6, "duel", pool)
    assert outcomes(shared) == outcomes(alone)
    assert [r.seats for r in alone.results][:2] == [["beginner", "newcomer"], ["newcomer", "beginner"]]


def test_hints_judged_among_processes_count_as_in_one(bench, pool):
    positions = bench.hint_positions(6)
    for honest in (False, True):
        assert bench.hint_honesty(positions, honest, pool) == bench.hint_honesty(positions, honest)


def test_a_target_missed_is_marked_and_one_met_is_ok(bench):
    def pairing(newcomer_wins: int) -> object:
        results = [RaceResult(["beginner", "newcomer"], [1 if i < newcomer_wins else 0], 20, 90.0) for i in range(10)]
        return bench.Pairing("beginner", "newcomer", results)
    assert pairing(6).share("newcomer") == 0.6
    assert bench.verdict(pairing(6), bench.TARGETS) == "newcomer >= 60%: ok"
    assert bench.verdict(pairing(5), bench.TARGETS) == "newcomer >= 60%: **NOT MET**"
    assert bench.verdict(bench.Pairing("easy", "newcomer", []), bench.TARGETS) == "", "no target, no verdict"


def test_the_slowest_level_is_checked_against_six_seconds(bench):
    assert bench.slowest_line().startswith("The slowest level, beginner, takes at least 6 s a card")
    assert bench.slowest_line().endswith("at least 6 s ok.")

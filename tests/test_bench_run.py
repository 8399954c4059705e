"""bench/run.py keeps bench/RESULTS.md whole: a run of some sections replaces only those."""
from __future__ import annotations

import pytest

from bench_helpers import bench_module


@pytest.fixture(scope="module")
def bench_run():
    yield from bench_module("run")


@pytest.mark.parametrize("choice", [["--only", "review"], ["--skip", "arena"]])
def test_a_partial_run_without_update_refuses_to_replace_the_report(bench_run, tmp_path, capsys, choice):
    report = tmp_path / "RESULTS.md"
    report.write_text("# Parlour performance\n\n## Whole-game review\n", encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        bench_run.main([*choice, "--out", str(report)])
    assert stopped.value.code == 2
    assert "--update" in capsys.readouterr().err
    assert report.read_text(encoding="utf-8") == "# Parlour performance\n\n## Whole-game review\n"


def test_update_puts_a_section_in_place_of_the_same_section_keeping_the_others(bench_run):
    old = ["# Parlour performance", "", "- command: `python bench/run.py`", "",
           "## Frame times", "slow", "", "_(frames: 3 s)_", "",
           "## Whole-game review", "long", "", "_(review: 9 s)_", ""]
    section = ["## Whole-game review", "short", "", "_(review: 5 s)_", ""]
    new = bench_run.update_report(old, {"review": section}, "- updated now", ["frames", "review"])
    assert new[:4] == ["# Parlour performance", "", "- command: `python bench/run.py`", "- updated now"]
    assert "slow" in new and "_(frames: 3 s)_" in new
    assert "short" in new and "_(review: 5 s)_" in new and "long" not in new

"""bench/window.py: the start-up ratio against AisleRiot, its targets, and the CI check on the
app's own figure (the X11 measuring itself runs in CI, under Xvfb)."""
from __future__ import annotations

import shutil

import pytest

from bench_helpers import bench_module


@pytest.fixture(scope="module")
def window():
    yield from bench_module("window")


def test_the_ratio_is_of_the_drawn_medians_and_each_parlour_has_its_own_target(window):
    results = {"Parlour from source": [(0.20, 0.30), (0.25, 0.40), (0.30, 0.50)],
               "Parlour frozen": [(0.10, 0.20), (0.10, 0.30), (0.10, 0.40)],
               "AisleRiot": [(0.25, 0.30), (0.30, 0.30), (0.35, 0.30)]}
    lines, ratios = window.report(results, markdown=True)
    assert ratios == {"Parlour from source": pytest.approx(0.40 / 0.30), "Parlour frozen": pytest.approx(1.0)}
    source, frozen, aisleriot = lines[2:]
    assert "| 250 | 400 | 300-500 | 1.33 | <= 1.3 (OVER) |" in source
    assert "| 1.00 | <= 1 (ok) |" in frozen
    assert aisleriot.endswith("| 1.00 | reference |")


def test_without_aisleriot_only_the_apps_own_figures_are_printed(window):
    lines, ratios = window.report({"Parlour from source": [(0.5, 0.6)]}, markdown=False)
    assert ratios == {} and "600" in lines[1] and "-" in lines[1]


def test_aisleriot_is_timed_only_where_it_is_installed(window):
    names = set(window.contenders(None))
    assert ("AisleRiot" in names) == (shutil.which(window.AISLERIOT) is not None)
    assert "Parlour frozen" in window.contenders("dist/Parlour/parlour")


def test_a_persons_start_and_the_first_start_are_timed_apart_and_only_the_first_has_no_target(window):
    assert window.FIRST_START in window.contenders(None)
    results = {"Parlour from source": [(0.1, 0.2)], window.FIRST_START: [(0.5, 0.6)], "AisleRiot": [(0.2, 0.2)]}
    lines, ratios = window.report(results, markdown=True)
    assert ratios == {"Parlour from source": pytest.approx(1.0)}
    assert lines[3].startswith(f"| {window.FIRST_START} |") and lines[3].endswith("| 3.00 | - |")

"""bench/calibration.py: the review's calibration section, run small on Pixies (its built games,
Expert's own game, the played-out check), and a game without its terrible-move module reported
as such rather than crashing the section."""
from __future__ import annotations

import pytest

from bench_helpers import bench_module


@pytest.fixture(scope="module")
def calibration():
    yield from bench_module("calibration")


def test_a_small_pixies_calibration_reports_every_measure(calibration):
    lines = calibration.section(["pixies"], built_count=2, expert_games=1, playouts=2)
    row = next(line for line in lines if line.startswith("| pixies |"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[1] == "2" and cells[2].endswith("%)")          # a: two built games, the share ranked
    assert int(cells[6]) > 10 and cells[7].endswith("%)")       # b: Expert's decisions and the share flagged
    assert float(cells[9]) >= 0 and "played-out s.e." in cells[12]
    planted = lines[lines.index("### pixies: the planted decisions") + 4:]
    assert planted[0].startswith("| ") and "+-" in planted[0]   # every planted position, noise beside cost


def test_a_game_without_its_terrible_moves_is_reported_not_measured(calibration, monkeypatch):
    assert calibration.terrible("no_such_game") is None
    monkeypatch.setattr(calibration, "terrible", lambda name: None)
    lines = calibration.section(["lixo", "pixies"], built_count=1, expert_games=1, playouts=1)
    assert "| lixo | no bench/terrible_lixo.py yet: not measured |" in "\n".join(lines)
    assert "| pixies | no bench/terrible_pixies.py yet: not measured |" in "\n".join(lines)

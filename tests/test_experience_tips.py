"""The first-game tip: shown once per game on the person's first turn, pointing at the status
line by default, dismissed by a click or an action, and remembered in the settings."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from experience_helpers import settings_kept
from game import GAMES
from saves import settings
from scenes.kit import botworker, palette
from scenes.kit.table import TableScene
from table_helpers import open_table


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


@pytest.fixture(autouse=True)
def no_tip_seen(app):
    """Every test here starts as a person who has seen no tip; the settings are put back after."""
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, tips_seen=()))
        yield


def open_pixies(app, cls=TableScene):
    seed = next(s for s in range(50) if GAMES["pixies"].new(2, s).to_move() == [0])
    return open_table(app, GAMES["pixies"].new(2, seed), ["human", "random"], cls=cls, settle_frames=1)


def test_the_tip_points_at_the_status_line_on_the_first_turn(app):
    table = open_pixies(app)
    assert table.tip.shown is not None
    text, rect = table.tip.shown
    assert text.startswith("Your turn") and rect == table.hud.status.rect
    app.apply_settings(dataclasses.replace(app.settings, reduced_motion=True))   # a steady ring, no fade
    app.step()
    ring_left = rect.inflate(12, 12).left
    assert tuple(app.window.get_at((ring_left + 1, rect.centery)))[:3] == palette.GLOW


def test_a_click_dismisses_it_and_it_is_remembered(app, click):
    table = open_pixies(app)
    click((640, 500))
    assert table.tip.shown is None
    assert "pixies" in app.settings.tips_seen and "pixies" in settings.load().tips_seen
    app.scenes.pop()
    again = open_pixies(app)
    assert again.tip.shown is None                      # once per game, not once per table


def test_acting_dismisses_it(app):
    table = open_pixies(app)
    table.act(table.view.legal_actions()[0])
    assert table.tip.shown is None and "pixies" in app.settings.tips_seen


def test_escape_leaves_it_for_after_the_pause(app, press):
    table = open_pixies(app)
    press(pygame.K_ESCAPE)
    assert table.tip.shown is not None


def test_a_table_may_point_at_its_own_thing_or_at_nothing(app):
    class Pointing(TableScene):
        def first_tip(self):
            return "Drag one of these cards to your grid", pygame.Rect(500, 300, 200, 120)

    class Quiet(TableScene):
        def first_tip(self):
            return None
    app.apply_settings(dataclasses.replace(app.settings, reduced_motion=True))
    table = open_pixies(app, Pointing)
    assert table.tip.shown == ("Drag one of these cards to your grid", pygame.Rect(500, 300, 200, 120))
    app.step()
    assert tuple(app.window.get_at((500 - 6 + 1, 360)))[:3] == palette.GLOW
    app.scenes.pop()
    assert open_pixies(app, Quiet).tip.shown is None
    assert "pixies" not in app.settings.tips_seen


def test_a_bad_tips_seen_in_the_settings_file_is_reset(app):
    from saves import jsonfile, notices
    good = settings.save(settings.Settings())
    data = jsonfile.read_json(good)
    data["tips_seen"] = ["pixies", 3]
    jsonfile.write_atomic(good, data)
    assert settings.load().tips_seen == ()
    assert any("tips_seen" in message for message in [str(m) for m in notices.take()])

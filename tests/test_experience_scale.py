"""Text size (Settings.ui_scale): every new UIManager uses it, and widget scenes on the stack
build themselves again at once when it changes."""
from __future__ import annotations

import dataclasses

import pytest

from experience_helpers import settings_kept
from scenes import tables


@pytest.fixture(autouse=True)
def keep_settings():
    with settings_kept():
        yield


def text_width(button) -> int:
    return button.font.size(button.text)[0]


def test_a_larger_text_size_rebuilds_the_menu_and_the_settings_with_larger_text(app):
    menu = app.scenes.top
    before = text_width(menu.buttons["New game"])
    old_ui = menu.ui
    settings_scene = tables.other_scene_class("settings")(app)
    app.scenes.push(settings_scene)
    app.step()
    back_before = text_width(back_button(settings_scene))
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=150))
    app.step()
    assert menu.ui is not old_ui
    assert text_width(menu.buttons["New game"]) >= before * 1.4
    assert text_width(back_button(settings_scene)) >= back_before * 1.4


def back_button(scene):
    return next(b for b in scene.ui.get_sprite_group().sprites() if getattr(b, "text", None) == "Back")


def test_new_scenes_take_the_text_size_too(app):
    stats_scene = tables.other_scene_class("stats")
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=200))
    big = stats_scene(app)                      # built at 200%, never on the stack
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=100))
    small = stats_scene(app)
    assert text_width(back_button(big)) >= 1.8 * text_width(back_button(small))

"""Crashes the monkey test (tests/monkey.py) found, each replayed as the shortest scripted
sequence of real input events that raised, through the real loop (App.step)."""
from __future__ import annotations

import dataclasses

from scenes import tables


def test_reduced_motion_switched_on_during_a_fade(app, click):
    """Monkey seed 6: Settings opened (a 0.2 s cross-fade starts) and Reduced motion clicked on
    before the fade ended: the next frame divided the fade's alpha by the new fade time, 0."""
    before = app.settings
    app.apply_settings(dataclasses.replace(before, reduced_motion=False))
    try:
        click(app.scenes.top.buttons["Settings"])
        settings = app.scenes.top
        assert isinstance(settings, tables.other_scene_class("settings"))
        assert app.scenes.fading          # still within the fade: 3 frames of 1/60 s
        click(settings.switches["reduced_motion"])
        assert app.settings.reduced_motion
        app.step()
        assert not app.scenes.fading and not app.errors
    finally:
        app.apply_settings(before)        # the saved settings outlive this test

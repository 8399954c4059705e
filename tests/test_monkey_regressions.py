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


def test_a_closed_overlay_is_freed(app):
    """bench/soak.py: the app grew by ~23 MB per finished game. The keyboard-focus ring kept
    each overlay's default button in a WeakKeyDictionary keyed by the scene, and the button's
    command (a bound method of the scene) kept the key alive: every result screen, pause
    menu and dialog, with the table under it, stayed in memory for good."""
    import gc
    import weakref

    from scenes.dialog import ConfirmDialog

    dialog = ConfirmDialog(app, "Restart?", "A new deal.", on_yes=app.scenes.pop, yes="Restart", no="Cancel")
    app.scenes.push(dialog)
    app.step()
    gone = weakref.ref(dialog)
    del dialog
    app.scenes.unwind()
    app.step()
    gc.collect()
    assert gone() is None

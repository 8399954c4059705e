"""Crashes the monkey test (tests/monkey.py) found, each replayed as the shortest scripted
sequence of real input events that raised, through the real loop (App.step)."""
from __future__ import annotations

import dataclasses

import pygame

from game import GAMES
from scenes import tables
from table_helpers import open_table, referee_of


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

    from scenes.kit.dialog import ConfirmDialog

    dialog = ConfirmDialog(app, "Restart?", "A new deal.", on_yes=app.scenes.pop, yes="Restart", no="Cancel")
    app.scenes.push(dialog)
    app.step()
    gone = weakref.ref(dialog)
    del dialog
    app.scenes.unwind()
    app.step()
    gc.collect()
    assert gone() is None


def test_undo_of_the_answer_that_took_a_trick_at_high_card(app, drag, press):
    """Monkey seed 3: the person answered the bot's lead at the High card table and pressed Ctrl+Z
    at once. The undo point kept High card's to_dict(), which shared its lists with the live
    state: the answer and the trick taken had changed it, and the referee could not load it back
    (now a rule of the contract suite: to_dict shares nothing with the state)."""
    table = open_table(app, GAMES["highcard"].new(2, seed=1), ["easy", "human"], settle_frames=1)
    referee = referee_of(table)
    for _ in range(200):
        if table.my_turn() and not table.queue.busy:
            break
        app.step(dt=0.05)
    before = referee.state.to_dict()
    sprite = table.picture.sprite(table.view.mine[0])
    drag((round(sprite.x), round(sprite.y)), table.trick_rect().center)
    assert referee.state.to_dict()["trick"] == [] and table.moves == 2       # the trick was taken
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert referee.state.to_dict() == before and app.scenes.top.hud.message_text == "Undone"

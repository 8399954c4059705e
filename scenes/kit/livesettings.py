"""Carrying out a change of settings at once, wherever the player is: sounds, music, motion,
colour-blind symbols, the size of text and the language (the app calls `carry_out` from
`apply_settings`).

    carry_out(app, old, new)

A new text size needs new pygame_gui managers (the theme's fonts are loaded per manager):
every widget scene on the stack gets one and builds itself again. Other scenes (the tables)
take the new size the next time they open. A new language takes the same path (widgets hold
their words, said when they were built, and measured for them); the tables say their words as
they draw, and lay out again for the new words' widths.
"""
from __future__ import annotations

from typing import Any

from saves.settings import Settings
from scenes.kit import lang, tween
from scenes.kit.cards import set_colour_blind
from scenes.kit.scene import WidgetScene
from scenes.kit.sounds import apply_volume


def carry_out(app: Any, old: Settings, new: Settings) -> None:
    apply_volume(new)
    app.music.apply(new.music, new.volume_master)
    tween.set_motion(speed=new.animation_speed, reduced=new.reduced_motion)
    set_colour_blind(new.colour_blind)
    if new.language != old.language:
        relanguage(app, new.language)
    elif new.ui_scale != old.ui_scale:
        rescale(app)


def rescale(app: Any) -> None:
    """Widget scenes build themselves again with the settings' text size."""
    for scene in app.scenes.stack:
        if isinstance(scene, WidgetScene):
            scene.ui = app.make_ui_manager()
            scene.rebuild()


def relanguage(app: Any, code: str) -> None:
    """Every scene on the stack in the language `code` ("" the system's) from the next frame on."""
    lang.use(code or lang.system_language())
    rescale(app)
    for scene in app.scenes.stack:
        if not isinstance(scene, WidgetScene):
            scene.ui.set_locale(lang.current().code)   # pygame_gui's own words (its dialogs)
            scene.resize(app.size)

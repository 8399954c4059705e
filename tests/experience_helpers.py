"""Shared by the tests/test_experience_*.py files: settings put back after a test changes them."""
from __future__ import annotations

import contextlib

from saves import settings
from scenes.kit import tween
from scenes.kit.cards import set_colour_blind


@contextlib.contextmanager
def settings_kept():
    """The settings file and the kit's live state (motion, symbols) as they were before."""
    kept = settings.load()
    try:
        yield kept
    finally:
        settings.save(kept)
        tween.set_motion(speed=kept.animation_speed, reduced=kept.reduced_motion)
        set_colour_blind(kept.colour_blind)

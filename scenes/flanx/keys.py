"""Flanx's keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut
from scenes.kit.lang import N_

KEYS = Keys({"flanx": N_("Flanx (the duel, Kids and Toddler)")}, (
    Shortcut("discard", "flanx", (pygame.K_x,), "X", N_("discard hand"),
             N_("Discard your hand and take new cards (in Kids and Toddler, when no card fits).")),
))

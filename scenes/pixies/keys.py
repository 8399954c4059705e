"""Pixies's keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut
from scenes.kit.lang import N_

KEYS = Keys({"pixies": "Pixies"}, (
    Shortcut("keep_new", "pixies", (pygame.K_1,), "1", N_("keep the new card"),
             N_("A card dropped on its twin: the new card stays face up, the old one goes under it.")),
    Shortcut("keep_old", "pixies", (pygame.K_2,), "2", N_("keep the old card"),
             N_("A card dropped on its twin: the old card stays face up, the new one goes under it.")),
))

"""Zen's keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut
from scenes.kit.lang import N_

KEYS = Keys({"zen": "Zen", "zen-editor": N_("Zen form editor")}, (
    Shortcut("white", "zen", (pygame.K_w,), "W", N_("white deck"), N_("Draw from the white deck.")),
    Shortcut("black", "zen", (pygame.K_b,), "B", N_("black deck"), N_("Draw from the black deck.")),
    Shortcut("end", "zen", (pygame.K_e,), "E", N_("end round"),
             N_("End the round; when it asks for the discard order, E again confirms it.")),
    Shortcut("remove", "zen-editor", (pygame.K_DELETE, pygame.K_BACKSPACE), "Delete", N_("take off"),
             N_("Take the card in the ring (or under the pointer) off the grid.")),
))

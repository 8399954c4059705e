"""High card's one shortcut: play the lowest card in your hand (scenes.kit.keys reads it through
KEYS in this package's __init__, as it reads every game's)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut

KEYS = Keys({"highcard": "High card"}, (
    Shortcut("lowest", "highcard", (pygame.K_1,), "1", "lowest card", "Play the lowest card in your hand."),
))

"""Flixo's keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut

KEYS = Keys({"flixo": "Flixo"}, (
    Shortcut("draw", "flixo", (pygame.K_d,), "D", "draw", "Turn over the top card of the draw pile."),
    Shortcut("take", "flixo", (pygame.K_t,), "T", "take the discard",
             "Pick up the top card of the discard pile; the ring then moves over your cards."),
))

"""Flixo's keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut
from scenes.kit.lang import N_

KEYS = Keys({"flixo": "Flixo"}, (
    Shortcut("draw", "flixo", (pygame.K_d,), "D", N_("draw"), N_("Turn over the top card of the draw pile.")),
    Shortcut("take", "flixo", (pygame.K_t,), "T", N_("take the discard"),
             N_("Pick up the top card of the discard pile; the ring then moves over your cards.")),
))

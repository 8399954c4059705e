"""LIXO?'s keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut
from scenes.kit.lang import N_

KEYS = Keys({"lixo": "LIXO?"}, (
    Shortcut("bid", "lixo", (pygame.K_b,), "B", N_("bid"),
             N_("Bid the cards you have chosen (Enter does too while the ring is hidden).")),
    Shortcut("pass", "lixo", (pygame.K_p,), "P", N_("pass"), N_("Pass: your chosen cards go back to your hand.")),
))

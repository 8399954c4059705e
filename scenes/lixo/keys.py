"""LIXO?'s keyboard shortcuts (scenes.kit.keys reads them through KEYS in this package's __init__)."""
from __future__ import annotations

import pygame

from scenes.kit.keys import Keys, Shortcut

KEYS = Keys({"lixo": "LIXO?"}, (
    Shortcut("bid", "lixo", (pygame.K_b,), "B", "bid",
             "Bid the cards you have chosen (Enter does too while the ring is hidden)."),
    Shortcut("pass", "lixo", (pygame.K_p,), "P", "pass", "Pass: your chosen cards go back to your hand."),
))

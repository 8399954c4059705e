"""The first-game tip: the first time a person plays a game, a ring and an arrow point at what
to do first, with one sentence, until they click, press a key or act.

The table says what and where (`TableScene.first_tip() -> (text, rect) | None`); this module
decides when, draws it, and remembers the games whose tip was seen in the settings
(`Settings.tips_seen`), so it shows once per game, not once per table opened.

    tip = FirstTip("pixies")
    tip.offer(app, table.first_tip)        # on the person's first turn: shows it if not seen
    tip.draw(screen, reduced_motion=False)
    tip.dismiss(app)                       # a click or an action: gone, and remembered
"""
from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

import pygame

from scenes.kit import palette
from scenes.kit.bubble import Bubble, draw_bubble, place_bubble

Tip = tuple[str, pygame.Rect]

RING_GAP = 6
PULSE_SECONDS = 1.2


class FirstTip:
    def __init__(self, game_name: str) -> None:
        self.game_name = game_name
        self.shown: Tip | None = None
        self.offered = False
        self._make: Callable[[], Tip | None] | None = None
        #: the bubble as last drawn (tests read where it went)
        self.bubble: Bubble | None = None

    def offer(self, app: Any, make: Callable[[], Tip | None]) -> None:
        """Show the tip `make()` gives, once, unless this game's tip was seen before."""
        if self.offered:
            return
        self.offered = True
        if self.game_name in app.settings.tips_seen:
            return
        self._make = make
        self.shown = make()

    def relocate(self) -> None:
        """The window changed: ask the table again where the tip points."""
        if self.shown is not None and self._make is not None:
            self.shown = self._make()

    def dismiss(self, app: Any) -> None:
        if self.shown is None:
            return
        self.shown = None
        seen = tuple(sorted(set(app.settings.tips_seen) | {self.game_name}))
        app.apply_settings(dataclasses.replace(app.settings, tips_seen=seen))

    def next_wake(self, reduced_motion: bool = False) -> float | None:
        """0 while the tip shows and its ring pulses, else None (scenes.kit.wake)."""
        return 0.0 if self.shown is not None and not reduced_motion else None

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False, scale: int = 100,
             screen: pygame.Rect | None = None) -> None:
        """The ring (pulsing, unless motion is reduced) and the bubble, measured at text size `scale`
        and kept inside `screen` (the table's play area; the window by default)."""
        if self.shown is None:
            return
        text, target = self.shown
        if reduced_motion:
            strength = 1.0
        else:
            strength = 0.65 + 0.35 * math.sin(pygame.time.get_ticks() / 1000 * 2 * math.pi / PULSE_SECONDS)
        ring = target.inflate(2 * RING_GAP, 2 * RING_GAP)
        colour = palette.mix(palette.FELT_DARK, palette.GLOW, strength)
        pygame.draw.rect(surface, colour, ring, width=4, border_radius=10)
        self.bubble = place_bubble(text, ring, screen or surface.get_rect(), scale=scale)
        draw_bubble(surface, self.bubble)

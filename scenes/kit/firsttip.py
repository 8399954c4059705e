"""The first-game tip: the first time a person plays a game, a ring and an arrow point at what
to do first, with one sentence, until they click, press a key or act.

The table says what and where (`TableScene.first_tip() -> (text, rect) | None`); this module
decides when, draws it, and remembers the games whose tip was seen in the settings
(`Settings.tips_seen`), so it shows once per game, not once per table opened.

    >>> tip = FirstTip("pixies")
    >>> tip.offer(app, table.first_tip)        # on the person's first turn: shows it if not seen
    >>> tip.draw(screen, reduced_motion=False)
    >>> tip.dismiss(app)                       # a click or an action: gone, and remembered
"""
from __future__ import annotations

import dataclasses
import math
from typing import Callable, Optional

import pygame

from scenes.kit import palette
from scenes.kit.theme import font

Tip = tuple[str, pygame.Rect]

TEXT_SIZE = 20
BUBBLE_WIDTH = 380
PAD = 14
RING_GAP = 6
#: gap between the bubble and what it points at, where the arrow runs
ARROW_ROOM = 56
PULSE_SECONDS = 1.2


class FirstTip:
    def __init__(self, game_name: str) -> None:
        self.game_name = game_name
        self.shown: Optional[Tip] = None
        self.offered = False
        self._make: Optional[Callable[[], Optional[Tip]]] = None

    def offer(self, app, make: Callable[[], Optional[Tip]]) -> None:
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

    def dismiss(self, app) -> None:
        if self.shown is None:
            return
        self.shown = None
        seen = tuple(sorted(set(app.settings.tips_seen) | {self.game_name}))
        app.apply_settings(dataclasses.replace(app.settings, tips_seen=seen))

    def next_wake(self, reduced_motion: bool = False) -> Optional[float]:
        """0 while the tip shows and its ring pulses, else None (scenes.kit.wake)."""
        return 0.0 if self.shown is not None and not reduced_motion else None

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False) -> None:
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
        bubble = bubble_rect(text, ring, surface.get_rect())
        draw_arrow(surface, bubble, ring)
        draw_bubble(surface, text, bubble)


def wrap(text: str, width: int) -> list[str]:
    face = font(TEXT_SIZE)
    lines: list[str] = []
    for word in text.split():
        if lines and face.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def bubble_rect(text: str, ring: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    """Below what it points at when there is room, else above; inside the window."""
    lines = wrap(text, BUBBLE_WIDTH - 2 * PAD)
    height = len(lines) * font(TEXT_SIZE).get_linesize() + 2 * PAD
    bubble = pygame.Rect(0, 0, BUBBLE_WIDTH, height)
    bubble.centerx = ring.centerx
    if ring.bottom + ARROW_ROOM + height <= screen.bottom:
        bubble.top = ring.bottom + ARROW_ROOM
    else:
        bubble.bottom = ring.top - ARROW_ROOM
    return bubble.clamp(screen)


def draw_bubble(surface: pygame.Surface, text: str, bubble: pygame.Rect) -> None:
    pygame.draw.rect(surface, palette.PANEL, bubble, border_radius=12)
    pygame.draw.rect(surface, palette.GLOW, bubble, width=2, border_radius=12)
    face = font(TEXT_SIZE)
    y = bubble.top + PAD
    for line in wrap(text, bubble.width - 2 * PAD):
        surface.blit(face.render(line, True, palette.TEXT), (bubble.left + PAD, y))
        y += face.get_linesize()


def draw_arrow(surface: pygame.Surface, bubble: pygame.Rect, ring: pygame.Rect) -> None:
    """From the bubble's edge to the ring's nearest edge, with a head at the ring."""
    below = bubble.top >= ring.bottom
    start = (bubble.centerx, bubble.top if below else bubble.bottom)
    end_x = max(ring.left + 12, min(ring.right - 12, start[0]))
    end = (end_x, ring.bottom + 4 if below else ring.top - 4)
    pygame.draw.line(surface, palette.GLOW, start, end, 4)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = [end] + [(end[0] - 16 * math.cos(angle + side), end[1] - 16 * math.sin(angle + side))
                    for side in (0.45, -0.45)]
    pygame.draw.polygon(surface, palette.GLOW, head)

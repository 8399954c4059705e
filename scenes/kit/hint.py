"""The hint, shown one way at every table: the suggested card and its target glow, and the reason
shows in a bubble measured to fit at the player's text size, placed where it covers neither what
it points at nor the cells where the player acts. A click, or the player's move, takes it away.

    table.hint = HintShown(action, "Hint: take green 3 to space 3. It validates your 3.",
                           targets=[card_rect, space_rect])
    table.hint.draw(surface, play_area, avoid=my_cells, scale=150)
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.kit import palette
from scenes.kit.bubble import Bubble, draw_bubble, place_bubble

RING_GAP = 5
PULSE_SECONDS = 1.2


@dataclass
class HintShown:
    action: Any
    text: str
    #: the card to play, then where it goes (any may be missing)
    targets: list[pygame.Rect] = field(default_factory=list)
    #: the bubble as last placed (tests read where it went)
    bubble: Bubble | None = None
    #: what the bubble was placed for: the text size, the play area, the targets and what to keep clear
    placed_for: tuple | None = None
    #: the words may get shorter to keep clear of everything (a hint: its rings show the move); a
    #: lesson's coach shortens only to keep clear of what it talks about
    terse: bool = True

    def draw(self, surface: pygame.Surface, screen: pygame.Rect, avoid: Sequence[pygame.Rect],
             scale: int, named: Sequence[pygame.Rect] = ()) -> None:
        """The rings and the bubble; the bubble keeps clear of the rings and of `named` (what its
        words talk about) above all, and of `avoid` where it can."""
        strength = 0.7 + 0.3 * math.sin(pygame.time.get_ticks() / 1000 * 2 * math.pi / PULSE_SECONDS)
        colour = palette.mix(palette.FELT_DARK, palette.GLOW, strength)
        for rect in self.targets:
            pygame.draw.rect(surface, colour, rect.inflate(2 * RING_GAP, 2 * RING_GAP), width=4, border_radius=10)
        # the bubble keeps clear of the rings as drawn, not only of the cards inside them
        rings = [rect.inflate(2 * RING_GAP, 2 * RING_GAP) for rect in self.targets]
        pointed = rings[-1] if rings else None
        others = rings[:-1]
        # placed again only when what it must fit or keep clear of moved: the ring pulses every
        # frame, and a crowded table's closer look (place_bubble) costs milliseconds
        key = (self.text, scale, tuple(screen), tuple(map(tuple, self.targets)), tuple(map(tuple, avoid)),
               tuple(map(tuple, named)))
        if self.bubble is None or key != self.placed_for:
            self.bubble = place_bubble(self.text, pointed, screen, avoid, scale, [*named, *others], self.terse)
            self.placed_for = key
        # a panel the table asks the person to read (a question, a score board) that leaves no
        # room even for the shortest words: the rings alone speak, the panel stays readable
        if not self.bubble.rect.collidelistall(list(named)):
            draw_bubble(surface, self.bubble)

    def covered_panel(self, named: Sequence[pygame.Rect]) -> bool:
        """Would the bubble as placed cover one of `named` (so it is not drawn)?"""
        return self.bubble is not None and bool(self.bubble.rect.collidelistall(list(named)))

"""A short celebration of a win: the table's own cards tumble down the window, bounce once and
are gone, in about three seconds. The result screen plays it behind its panel; with reduced
motion it does not play at all (the caller decides).

    cascade = Cascade(table.cards, window_size)
    cascade.update(dt); cascade.draw(surface)      # while cascade.running
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from scenes.kit.cards import CardLayer

#: cards that fall, at most, and how long the whole cascade lasts
CARDS = 14
SECONDS = 3.2
GRAVITY = 1800.0      # pixels per second per second
BOUNCE = 0.45         # the share of its speed a card keeps when it bounces off the bottom


@dataclass
class Faller:
    image: pygame.Surface
    x: float
    y: float
    vx: float
    vy: float
    spin: float
    angle: float = 0.0
    delay: float = 0.0
    bounced: bool = False


class Cascade:
    def __init__(self, cards: CardLayer, size: tuple[int, int], seed: int | None = None) -> None:
        rng = random.Random(seed)
        faces = [sprite for sprite in cards if sprite.visible and sprite.face_up]
        rng.shuffle(faces)
        w, h = size
        self.size = size
        self.left = SECONDS
        self.fallers = []
        for i, sprite in enumerate(faces[:CARDS]):
            image = sprite.base_image()
            self.fallers.append(Faller(image, rng.uniform(0.1, 0.9) * w, -image.get_height(),
                                       rng.uniform(-120, 120), rng.uniform(0, 200), rng.uniform(-220, 220),
                                       delay=i * SECONDS / (3 * CARDS)))

    @property
    def running(self) -> bool:
        return self.left > 0 and bool(self.fallers)

    def update(self, dt: float) -> None:
        self.left -= dt
        floor = self.size[1]
        for f in self.fallers:
            if f.delay > 0:
                f.delay -= dt
                continue
            f.vy += GRAVITY * dt
            f.x += f.vx * dt
            f.y += f.vy * dt
            f.angle += f.spin * dt
            if not f.bounced and f.y + f.image.get_height() / 2 >= floor:
                f.bounced = True
                f.y = floor - f.image.get_height() / 2
                f.vy = -f.vy * BOUNCE

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.fallers:
            if f.delay > 0:
                continue
            turned = pygame.transform.rotate(f.image, f.angle)
            surface.blit(turned, turned.get_rect(center=(round(f.x), round(f.y))))

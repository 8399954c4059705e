"""DemoTable: 60 cards, 10 of them always moving, for frame-time measurements and for a look.

50 cards rest in a grid (drag one onto another cell to swap them); 10 more keep flying between
random places, flipping now and then. Its faces come from `paint_demo_face`, a small
procedural painter that also shows how a game writes one.

    app.scenes.push(DemoTable(app))      # bench/frames.py measures this scene
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from scenes.kit import palette
from scenes.kit.cards import CardLayer, CardSprite
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_felt
from scenes.kit.layout import Grid, fit_card_size, frac_rect
from scenes.kit.scene import Scene
from scenes.kit.still import StillLayer, targets_key, widget_area
from scenes.kit.symbols import draw_symbol
from scenes.kit.theme import font
from scenes.kit.tween import AnimationQueue, Parallel, Sequence, Wait, flip, move

COLOURS = tuple(palette.LIXO)
#: the shape in each card's middle, one per colour
SHAPES = dict(zip(COLOURS, ("square", "triangle", "cross", "star", "circle")))
RESTING = 50
MOVING = 10
COLS, ROWS = 10, 5


def paint_demo_face(surface: pygame.Surface, card_id: tuple[str, int], face_rect: pygame.Rect) -> None:
    """Card ids are (colour name, number): a number in two corners, the colour's shape in the middle."""
    colour_name, number = card_id
    colour = palette.LIXO[colour_name]
    shape = SHAPES[colour_name]
    w, h = face_rect.size
    pip = max(6, int(w * 0.16))
    index_font = font(max(8, int(h * 0.15)), bold=True)
    label = index_font.render(str(number), True, colour)
    corner = pygame.Rect(face_rect.x + int(w * 0.06), face_rect.y + int(h * 0.04),
                         label.get_width(), label.get_height())
    surface.blit(label, corner)
    draw_symbol(surface, shape, pygame.Rect(corner.centerx - pip // 2, corner.bottom, pip, pip), colour)
    # the opposite corner, upside down, as on a printed card
    turned = pygame.Surface(face_rect.size, pygame.SRCALPHA)
    turned.blit(label, corner.move(-face_rect.x, -face_rect.y))
    draw_symbol(turned, shape,
                pygame.Rect(corner.centerx - face_rect.x - pip // 2, corner.bottom - face_rect.y, pip, pip), colour)
    surface.blit(pygame.transform.rotate(turned, 180), face_rect.topleft)
    centre = int(w * 0.5)
    draw_symbol(surface, shape, pygame.Rect(0, 0, centre, centre).move(face_rect.centerx - centre // 2,
                                                                        face_rect.centery - centre // 2), colour)


class DemoTable(Scene):
    name = "demo"

    def __init__(self, app: Any, seed: int = 1) -> None:
        super().__init__(app)
        self.rng = random.Random(seed)
        self.cards = CardLayer()
        self.still = StillLayer()
        self.queue = AnimationQueue()
        self.grid = Grid(pygame.Rect(0, 0, 1, 1), COLS, ROWS)
        self.card_size = (60, 84)
        ids = [(COLOURS[i % len(COLOURS)], i // len(COLOURS) % 10 + 1) for i in range(RESTING + MOVING)]
        self.resting = [self.cards.add(CardSprite(c, paint_demo_face)) for c in ids[:RESTING]]
        self.moving = [self.cards.add(CardSprite(c, paint_demo_face, face_up=i % 2 == 0))
                       for i, c in enumerate(ids[RESTING:])]
        self.cells = {card: i for i, card in enumerate(self.resting)}
        self.flights: list = []
        self.drag = DragAndDrop(self.cards, can_pick=lambda c: c in self.cells, targets=self._targets,
                                on_drop=self._swap, queue=self.queue)
        self.relayout(app.size)

    def relayout(self, size: tuple[int, int]) -> None:
        area = frac_rect(size, 0.03, 0.04, 0.94, 0.92)
        self.grid = Grid(area, COLS, ROWS)
        self.card_size = fit_card_size(area, COLS, ROWS, gap=0.25)
        self.grid.place_at({i: card for card, i in self.cells.items()}, self.card_size)
        self.flights = []
        for card in self.moving:
            card.size = self.card_size
            card.pos = self._random_spot()
            self.flights.append(self._flight(card))

    def _random_spot(self) -> tuple[float, float]:
        w, h = self.app.size
        cw, ch = self.card_size
        return self.rng.uniform(cw, w - cw), self.rng.uniform(ch, h - ch)

    def _flight(self, card: CardSprite) -> Sequence:
        """Fly to a random spot (flipping one time in three), rest a moment: forever."""
        x, y = self._random_spot()
        hop = move(card, x, y, angle=self.rng.uniform(-10, 10), duration=self.rng.uniform(0.5, 1.2))
        parts = [hop, flip(card)] if self.rng.random() < 0.34 else [hop]
        return Sequence(Parallel(*parts), Wait(self.rng.uniform(0.05, 0.3)))

    def _targets(self, card: CardSprite) -> dict[int, pygame.Rect]:
        return {i: self.grid.cell_rect(i, self.card_size) for i in range(RESTING) if i != self.cells[card]}

    def _swap(self, card: CardSprite, cell: int) -> bool:
        other = next(c for c, i in self.cells.items() if i == cell)
        self.cells[other], self.cells[card] = self.cells[card], cell
        card.set_home(*self.grid.cell_centre(cell, self.card_size))
        other.set_home(*self.grid.cell_centre(self.cells[other], self.card_size))
        self.queue.play(move(other, *other.home[:2]))
        return True

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.drag.cancel()
        self.queue.finish_all()
        self.relayout(size)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.ui.process_events(event):
            self.drag.handle(event)

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        self.drag.update(dt)
        for i, flight in enumerate(self.flights):
            if flight.update(dt):
                self.flights[i] = self._flight(self.moving[i])
        self.ui.update(dt)

    def next_wake(self) -> float:
        """Its flying cards never rest."""
        return 0.0

    def paint_still(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        self.drag.draw_targets(surface)         # the legal places glow under the cards

    def draw(self, surface: pygame.Surface) -> None:
        alone = self.still.alone(self, surface)
        self.still.draw(surface, (targets_key(self.drag),), self.paint_still, self.cards, self.ui.draw_ui,
                        alone, widget_area(self.ui) if alone else ())

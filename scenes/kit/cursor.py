"""The card cursor: every card playable from the keyboard, at every table.

The arrow keys show a ring over the things the player may act on now and move it to the nearest
one in that direction: the cards the table's DragAndDrop lets them pick up, and the table's own
keyboard targets (a draw pile, a Bid button: `TableScene.cursor_targets()`). Enter or Space picks
the card up (it lifts and its legal targets glow, as with the mouse); the arrows then move over
those targets, the card hovering over the one in focus; Enter or Space drops it there, animated
exactly like a mouse drop, and Esc puts it back. On a table target, Enter or Space runs it.
A mouse click hides the ring; an arrow key shows it again.

    cursor = CardCursor(table.drag, extra=table.cursor_targets)
    cursor.handle(event)      # True when the key (or click) was the cursor's
    cursor.draw(surface)
"""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from scenes.kit import palette
from scenes.kit.cards import CardSprite
from scenes.kit.drag import DragAndDrop
from scenes.kit.keys import BY_PLACE
from scenes.kit.tween import Tween, ease_out, scaled

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
RING = 6
#: how far above its target a carried card hovers, in card heights
HOVER = 0.18

#: a table's own keyboard target: where it is, and what Enter does there
Extra = Callable[[], dict[Hashable, tuple[pygame.Rect, Callable[[], object]]]]


def nearest(origin: pygame.Rect, rects: dict[Hashable, pygame.Rect], direction: tuple[int, int]) -> Hashable | None:
    """The key of the rect nearest to `origin` in `direction`: straight ahead counts most, a step
    aside twice as much as a step ahead; None when nothing lies that way.

    >>> here = pygame.Rect(0, 0, 10, 10)
    >>> rects = {"right": pygame.Rect(40, 0, 10, 10), "far": pygame.Rect(90, 0, 10, 10),
    ...          "below": pygame.Rect(0, 40, 10, 10)}
    >>> nearest(here, rects, (1, 0)), nearest(here, rects, (0, 1)), nearest(here, rects, (-1, 0))
    ('right', 'below', None)
    """
    best, best_score = None, math.inf
    cx, cy = origin.center
    for key, rect in rects.items():
        dx, dy = rect.centerx - cx, rect.centery - cy
        ahead = dx * direction[0] + dy * direction[1]
        aside = abs(dx * direction[1]) + abs(dy * direction[0])
        if ahead <= 0:
            continue
        score = ahead + 2 * aside
        if score < best_score:
            best, best_score = key, score
    return best


class CardCursor:
    def __init__(self, drag: DragAndDrop, extra: Extra | None = None,
                 skip: Callable[[Hashable], bool] = lambda target: False) -> None:
        self.drag = drag
        self.extra = extra or (lambda: {})
        #: targets the ring passes over (the form editor's "anywhere off the grid")
        self.skip = skip
        self.visible = False
        self.focus: Hashable | None = None
        #: where the ring last was: after a drop (its card gone from the places) the next arrow
        #: goes on from there rather than from the top left
        self.last: pygame.Rect | None = None

    @property
    def carrying(self) -> CardSprite | None:
        return self.drag.selected

    def places(self) -> dict[Hashable, pygame.Rect]:
        """What the ring may rest on now, and where each is."""
        card = self.carrying
        if card is not None:
            return {target: rect for target, rect in self.drag.legal.items() if not self.skip(target)}
        rects: dict[Hashable, pygame.Rect] = {sprite: sprite.rect for sprite in self.drag.cards
                                              if sprite.visible and self.drag.can_pick(sprite)}
        rects.update({key: rect for key, (rect, _) in self.extra().items()})
        return rects

    def focus_rect(self) -> pygame.Rect | None:
        return self.places().get(self.focus) if self.focus is not None else None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if BY_PLACE["app"]["tab"].matches(event):
            self.visible = False            # the buttons' ring takes over (scenes.kit.focus)
            return False
        table = BY_PLACE["table"]
        if table["move"].matches(event):
            self.move(ARROWS[event.key])
            return True
        if table["pick"].matches(event) and self.visible and self.focus_rect() is not None:
            self.confirm()
            return True
        if table["back"].matches(event) and self.carrying is not None:
            card = self.carrying
            self.drag.put_back()
            self.focus = card if self.visible else None
            return True
        return False

    def landing(self, places: dict[Hashable, pygame.Rect]) -> Hashable:
        """Where the first arrow puts the ring: next to where it last was, else the top left."""
        if self.last is not None:
            last = self.last
            return min(places, key=lambda k: _distance(places[k], last))
        return min(places, key=lambda k: (places[k].centery, places[k].centerx))

    def step(self, places: dict[Hashable, pygame.Rect], direction: tuple[int, int]) -> Hashable | None:
        """Where an arrow in `direction` puts the ring over `places` now (it does not move it)."""
        if not places:
            return None
        current = places.get(self.focus) if self.focus is not None else None
        if not self.visible or current is None:
            return self.landing(places)
        ahead = nearest(current, places, direction)
        return self.focus if ahead is None else ahead       # a key may be 0: never `or`

    def move(self, direction: tuple[int, int]) -> None:
        self.focus = self.step(self.places(), direction)
        self.visible = True
        rect = self.focus_rect()
        if rect is not None:
            self.last = pygame.Rect(rect)
        self._carry_over()

    def confirm(self) -> None:
        card = self.carrying
        rect = self.focus_rect()
        if rect is not None:
            self.last = pygame.Rect(rect)
        if card is not None:
            self.drag.drop_on(self.focus)
            self.focus = None
            return
        extra = self.extra()
        if self.focus in extra:
            extra[self.focus][1]()
            return
        if isinstance(self.focus, CardSprite) and self.drag.select(self.focus):
            places = self.places()
            self.focus = min(places, key=lambda k: _distance(places[k], card_rect(self.focus))) if places else None
            self._carry_over()

    def pick(self, card: CardSprite) -> None:
        """Pick `card` up as Enter with the ring on it would (a shortcut naming a card: T takes
        the discard): the ring shows on the nearest of its targets."""
        self.visible, self.focus = True, card
        self.confirm()

    def hide(self) -> None:
        """The ring goes (a mouse click, a new situation); a carried card stays carried."""
        self.visible = False

    def _carry_over(self) -> None:
        """The carried card hovers over the target in focus, as a dragged card would."""
        card, rect = self.carrying, self.focus_rect()
        if card is None or rect is None:
            return
        x, y = rect.centerx, rect.centery - card.size[1] * HOVER
        self.drag.queue.play(Tween(card, scaled(0.12), ease_out, x=float(x), y=float(y)))

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.focus_rect() if self.visible else None
        if rect is None:
            return
        pygame.draw.rect(surface, palette.GLOW, rect.inflate(2 * RING, 2 * RING), width=3, border_radius=10)


def card_rect(focus: Hashable) -> pygame.Rect:
    return focus.rect if isinstance(focus, CardSprite) else pygame.Rect(0, 0, 0, 0)


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return math.hypot(a.centerx - b.centerx, a.centery - b.centery)

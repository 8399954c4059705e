"""Drag and drop (and click-click) of cards onto legal targets.

The table says, through three callbacks, what may move where; this module does the feel:

- `can_pick(card) -> bool`: may the player pick this card up now? (hover highlights those)
- `targets(card) -> {target_id: pygame.Rect}`: where this card may legally go. A target is any
  hashable id the table chooses (a slot number, another card's id, "discard") with its rect on
  screen: an empty slot or the rect of a card it would cover. These glow while the card is held.
- `on_drop(card, target_id) -> bool | None`: the player dropped it there. Apply the action; return
  False if the engine refused, and the card flies back with a small shake.
- `on_miss(card, pos)` (optional): the player let the card go at `pos`, on no legal target, and it
  flies home; the table may say why it may not go there.

Hovering a pickable card highlights it and raises its shadow a little.
Pressing a pickable card lifts it (bigger shadow, slightly larger); it follows the pointer,
tilting with its horizontal speed. Released over a legal target (the pointer inside its rect, or
the card mostly over it) it snaps in: its `home` becomes the target's centre before `on_drop` is
called, so the table's layout may move it on from there. Released anywhere else it flies home.
A press and release without moving selects the card instead (click-click): the next click on a
legal target drops it there; a click anywhere else (or the right button) puts it back.

    drag = DragAndDrop(layer, can_pick=lambda c: c.card_id in hand,
                       targets=lambda c: {slot: rects[slot] for slot in legal_slots(c)},
                       on_drop=lambda c, slot: table.try_play(c, slot), queue=queue)
    # in the scene:
    if not drag.handle(event): ...          # True when the event was about a card
    drag.update(dt)
    drag.draw_targets(screen); layer.draw(screen)
    drag.next_wake()                         # 0 while a card is dragged, else None

With a queue given, a press first finishes every running animation (input is never blocked).
With `sounds` given (a table's `self.sounds`), a drop goes "place" and a return "slide".
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

import pygame

from scenes.kit import palette
from scenes.kit.cards import CardLayer, CardSprite, glow_ring
from scenes.kit.sounds import Sounds
from scenes.kit.tween import MOTION, Animation, AnimationQueue, Sequence, Tween, ease_out, move_home, scaled, shake

#: how far (pixels) the pointer must travel before a press becomes a drag
DRAG_THRESHOLD = 6
LIFT_SCALE = 1.06
HOVER_LIFT = 0.35         # the shadow of a card under the pointer that may be picked up
MAX_TILT = 14.0           # degrees
TILT_PER_SPEED = 0.012    # degrees per pixel/second of horizontal speed


class DragAndDrop:
    def __init__(self, cards: CardLayer, *, can_pick: Callable[[CardSprite], bool],
                 targets: Callable[[CardSprite], Mapping[Any, pygame.Rect]],
                 on_drop: Callable[[CardSprite, Any], bool | None],
                 queue: AnimationQueue | None = None, sounds: Sounds | None = None,
                 on_miss: Callable[[CardSprite, tuple[int, int]], None] | None = None) -> None:
        self.cards = cards
        self.on_miss = on_miss
        self.can_pick = can_pick
        self.targets = targets
        self.on_drop = on_drop
        self.queue = queue if queue is not None else AnimationQueue()
        self.sounds = sounds
        self.held: CardSprite | None = None       # pressed, maybe dragging
        self.selected: CardSprite | None = None   # click-click: waiting for a target click
        self.hovered: CardSprite | None = None
        self.legal: dict[Hashable, pygame.Rect] = {}
        self.dragging = False
        self._press_pos = (0, 0)
        self._grab = (0.0, 0.0)
        self._dx = 0.0
        self._speed = 0.0
        self._saved_highlight: dict[int, tuple | None] = {}
        self._lifting: Animation | None = None

    # -- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Feed every pygame event; True when it was used for a card."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.selected is not None:
            self._put_back(self.selected)
            return True
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        self.queue.finish_all()
        if self.selected is not None:
            target = self._target_under(self.selected, pos)
            picked = self.selected
            if target is not None:
                self._drop(picked, target)
                return True
            if picked.contains(pos):       # pressed again: it may become a drag
                self._begin_hold(picked, pos)
                return True
            self._put_back(picked)
            self._missed(picked, pos)
        card = self.cards.card_at(pos)
        if card is None or not self.can_pick(card):
            return False
        self._begin_hold(card, pos)
        return True

    def _begin_hold(self, card: CardSprite, pos: tuple[int, int]) -> None:
        self.held = card
        self.dragging = False
        self._press_pos = pos
        self._grab = (card.x - pos[0], card.y - pos[1])
        self._dx = self._speed = 0.0
        self.cards.raise_to_top(card)
        if self._lifting is not None:
            self._lifting.finish()
        if card is not self.selected:
            self.legal = dict(self.targets(card))
            self._set_highlight(card, palette.GLOW)
            self.queue.play(Tween(card, scaled(0.08), ease_out, scale=LIFT_SCALE, lift=1.0))

    def _motion(self, pos: tuple[int, int]) -> bool:
        card = self.held
        if card is None:
            self._hover(pos)
            return False
        moved = max(abs(pos[0] - self._press_pos[0]), abs(pos[1] - self._press_pos[1]))
        if not self.dragging and moved >= DRAG_THRESHOLD:
            self.dragging = True
            self.selected = None
        if self.dragging:
            new_x = pos[0] + self._grab[0]
            self._dx += new_x - card.x
            card.x, card.y = new_x, pos[1] + self._grab[1]
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        card = self.held
        if card is None:
            return False
        self.held = None
        if not self.dragging:
            if self.selected is card:
                self._put_back(card)
            else:
                self.selected = card     # click-click: wait for the target
            return True
        self.dragging = False
        target = self._target_under(card, pos)
        if target is None:
            self._put_back(card)
            self._missed(card, pos)
        else:
            self._drop(card, target)
        return True

    def _missed(self, card: CardSprite, pos: tuple[int, int]) -> None:
        if self.on_miss is not None:
            self.on_miss(card, pos)

    # -- outcomes ----------------------------------------------------------------------------
    def _drop(self, card: CardSprite, target: Hashable) -> None:
        old_home = card.home
        rect = self.legal[target]
        card.set_home(rect.centerx, rect.centery, 0.0)
        self._let_go(card)
        if self.on_drop(card, target) is False:
            card.home = old_home
            self.queue.play(Sequence(move_home(card), shake(card)))
            self._play("slide")
        else:
            self.queue.play(move_home(card))
            self._play("place")

    def _put_back(self, card: CardSprite) -> None:
        self._let_go(card)
        self.queue.play(move_home(card))
        self._play("slide")

    def _play(self, sound: str) -> None:
        if self.sounds is not None:
            self.sounds.play(sound)

    def _let_go(self, card: CardSprite) -> None:
        if self.held is card:
            self.held = None
            self.dragging = False
        if self.selected is card:
            self.selected = None
        self.legal = {}
        self._restore_highlight(card)

    # -- the same moves without a pointer (the keyboard's card cursor) --------------------------------
    def select(self, card: CardSprite) -> bool:
        """Pick `card` up as a click would (its legal targets glow); False if it may not be picked."""
        self.queue.finish_all()
        if self.selected is not None:
            self._put_back(self.selected)
        if not self.can_pick(card):
            return False
        self._begin_hold(card, (round(card.x), round(card.y)))
        self.held, self.selected = None, card
        return True

    def drop_on(self, target: Hashable) -> bool:
        """Drop the selected card on `target` exactly as a click there would; False if there is no
        selected card or `target` is not one of its legal targets."""
        card = self.selected
        if card is None or target not in self.legal:
            return False
        self._drop(card, target)
        return True

    def put_back(self) -> None:
        """The selected card goes home."""
        if self.selected is not None:
            self._put_back(self.selected)

    def cancel(self) -> None:
        """Put back whatever is held or selected (the scene is leaving, the state changed)."""
        for card in dict.fromkeys(c for c in (self.held, self.selected) if c is not None):
            self._put_back(card)

    def _target_under(self, card: CardSprite, pos: tuple[int, int]) -> Hashable | None:
        """The legal target under the pointer, else the one the card mostly covers."""
        for target, rect in self.legal.items():
            if rect.collidepoint(pos):
                return target
        best, best_area = None, 0.5 * card.size[0] * card.size[1]
        for target, rect in self.legal.items():
            overlap = rect.clip(card.rect)
            if overlap.width * overlap.height > best_area:
                best, best_area = target, overlap.width * overlap.height
        return best

    # -- hover and highlight -----------------------------------------------------------------
    def _hover(self, pos: tuple[int, int]) -> None:
        card = self.cards.card_at(pos)
        if card is not None and (card is self.selected or not self.can_pick(card)):
            card = None
        if card is self.hovered:
            return
        if self.hovered is not None and self.hovered is not self.selected:
            self._hover_lift(self.hovered, 0.0)
            self._restore_highlight(self.hovered)
        self.hovered = card
        if card is not None:
            self._set_highlight(card, palette.HOVER)
            self._hover_lift(card, HOVER_LIFT)

    def _hover_lift(self, card: CardSprite, lift: float) -> None:
        """Raise (or lower) the shadow a little: "this one can be picked up"."""
        if self._lifting is not None:
            self._lifting.finish()
        self._lifting = self.queue.play(Tween(card, scaled(0.08), ease_out, lift=lift))

    def _set_highlight(self, card: CardSprite, colour: tuple) -> None:
        self._saved_highlight.setdefault(id(card), card.highlight)
        card.highlight = colour

    def _restore_highlight(self, card: CardSprite) -> None:
        if id(card) in self._saved_highlight:
            card.highlight = self._saved_highlight.pop(id(card))
        if self.hovered is card:
            self.hovered = None

    # -- per frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Tilt the dragged card with its horizontal speed (none with reduced motion)."""
        card = self.held
        if card is None or not self.dragging or dt <= 0:
            return
        self._speed = 0.6 * self._speed + 0.4 * (self._dx / dt)
        self._dx = 0.0
        tilt = 0.0 if MOTION.reduced else max(-MAX_TILT, min(MAX_TILT, -self._speed * TILT_PER_SPEED))
        card.angle += (tilt - card.angle) * min(1.0, dt * 14)

    def next_wake(self) -> float | None:
        """0 while a card is dragged (its tilt settles between pointer moves), else None: a held
        or selected card changes only with input (scenes.kit.wake)."""
        return 0.0 if self.held is not None and self.dragging else None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """Glow every legal target of the held or selected card; call before drawing the cards."""
        if self.held is None and self.selected is None:
            return
        for rect in self.legal.values():
            halo = glow_ring(rect.size, palette.GLOW)
            surface.blit(halo, halo.get_rect(center=rect.center))

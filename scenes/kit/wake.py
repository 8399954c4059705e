"""When must the loop draw again? Each scene answers with `next_wake()`; this module holds the
words for the answer and the parts every scene shares.

An answer is how many seconds from now the picture changes by itself:

- `0.0` (NOW): something moves; draw the next frame at 60 FPS;
- a number of seconds: nothing moves, but a timer changes the picture then (a clock's next
  second, a message that goes, a bot's pause);
- `None` (IDLE): only input changes anything; the loop waits for an event and draws nothing.

    >>> soonest(None, 2.5, 0.4)                       # the earliest of several answers
    0.4
    >>> soonest(IDLE, IDLE) is IDLE                     # nobody has a timer: wait for input
    True

A scene's pygame_gui widgets answer through `WidgetWatch().next_wake(scene.ui)`.

Work that ends on another thread (a bot's move in the worker, a save that failed) calls
`wake_loop()`, which posts a WAKE event: the waiting loop takes it as input and runs a frame.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame
import pygame_gui

Wake = float | None

NOW = 0.0
IDLE: Wake = None
#: a timer's wake lands this much after its moment, so the update it wakes has crossed it
#: (pygame_gui compares its accumulators with ">")
PAST = 0.002

#: posted by `wake_loop` from any thread: "something changed, run a frame"
WAKE = pygame.event.custom_type()


def soonest(*waits: Wake) -> Wake:
    """The earliest of `waits` (None, IDLE, when none of them has a time)."""
    times = [w for w in waits if w is not None]
    return max(0.0, min(times)) if times else None


def wake_loop() -> None:
    """Make the waiting loop run a frame now. Safe from any thread; a no-op once pygame is down."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass


# -- pygame_gui ------------------------------------------------------------------------------------

class WidgetWatch:
    """How soon a pygame_gui manager's widgets change by themselves.

    pygame_gui animates a few things in `UIManager.update` with no event to say so: a focused
    text field's cursor blinks, a tool tip appears after the pointer rests on a button, a
    button's colours blend where the theme gives transitions, a scrolled box glides to its
    place, a resized widget is redrawn sharply a moment later. Their timers are read where
    pygame_gui keeps them; anything else that moves shows as widgets that came, went or moved
    since the last frame, which asks for one more frame. A widget whose picture changed in
    place (new text, hover) was drawn so in that frame already and asks for nothing more.
    """

    def __init__(self) -> None:
        self._last: tuple | None = None

    def next_wake(self, ui: pygame_gui.UIManager) -> Wake:
        elements = ui.get_sprite_group().sprites()
        places = tuple(_place(element) for element in elements)
        moved, self._last = places != self._last, places
        if moved:
            return NOW
        return soonest(*(_element_wake(element) for element in elements))


def _place(element: Any) -> tuple:
    """Which widget the group blits, where, and which part of it shows."""
    _image, rect, area, _flags = element.blit_data
    return (id(element), tuple(rect) if rect is not None else None,
            tuple(area) if area is not None else None, element.visible)


def _element_wake(element: Any) -> Wake:
    shape = getattr(element, "drawable_shape", None)
    if shape is not None and any(state.transition is not None for state in shape.states.values()):
        return NOW
    if getattr(element, "held", False):            # scroll and slider arrows act while held
        return NOW
    if getattr(element, "active_text_effect", None) is not None or getattr(element, "active_text_chunk_effects", None):
        return NOW
    return soonest(*_rebuild_waits((element, shape)), _blink_wake(element), _tool_tip_wake(element))


def _rebuild_waits(parts: Iterable) -> list[Wake]:
    """A widget (or its shape) that changed size is drawn again sharply after a countdown."""
    return [max(0.0, part.full_rebuild_countdown) + PAST for part in parts
            if part is not None and getattr(part, "should_trigger_full_rebuild", False)]


def _blink_wake(element: Any) -> Wake:
    """A text field's cursor: after `cursor_blink_delay_after_moving` s of rest it blinks on and
    off every `blink_cursor_time` s while focused (and goes off once when focus leaves)."""
    if not hasattr(element, "blink_cursor_time_acc") or not (element.is_focused or element.cursor_on):
        return None
    resting = element.cursor_blink_delay_after_moving - element.cursor_blink_delay_after_moving_acc
    if resting >= 0:
        return resting + PAST
    return max(0.0, element.blink_cursor_time - element.blink_cursor_time_acc)


def _tool_tip_wake(element: Any) -> Wake:
    """A hovered widget with a tool tip shows it once hovered for `tool_tip_delay` s."""
    if not getattr(element, "hovered", False) or getattr(element, "tool_tip_text", None) is None \
            or getattr(element, "tool_tip", None) is not None:
        return None
    return max(0.0, element.tool_tip_delay - element.hover_time) + PAST

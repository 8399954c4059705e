"""One "◀ value ▶" row of a set-up screen (the game's set-up, a hosted table's lobby): a label
between two arrows, brought up to date in place as the value steps.

    >>> stepped([1, 2, 3], 2, +5), stepped([1, 2, 3], 9, -1)
    (3, 1)
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from scenes.kit.dialog import make_button

#: where a row goes: a panel, or a scrolling box inside one
RowBox = pygame_gui.elements.UIPanel | pygame_gui.elements.UIScrollingContainer
#: what a Stepper shows now: (text, can step back, can step on)
Looks = Callable[[], tuple[str, bool, bool]]


def centred_label(ui: pygame_gui.UIManager, rect: pygame.Rect, text: str,
                  container: RowBox) -> pygame_gui.elements.UILabel:
    """A label centred in `rect` (the theme aligns labels left, which suits the row names)."""
    label = pygame_gui.elements.UILabel(pygame.Rect(rect.x, rect.y, -1, rect.height), text, manager=ui,
                                        container=container)
    label.set_relative_position((rect.centerx - label.rect.width // 2, rect.y))
    return label


def stepped(values: list, current: Any, by: int) -> Any:
    """The value `by` places from `current` in `values`, stopping at either end."""
    index = values.index(current) if current in values else 0
    return values[max(0, min(len(values) - 1, index + by))]


class Stepper:
    """One "◀ value ▶" row. `looks()` says what it shows now: (text, can step back, can step on);
    `show()` brings the widgets up to date in place, which costs far less than a new layout."""

    def __init__(self, ui: pygame_gui.UIManager, panel: RowBox, rect: pygame.Rect, step: Callable[[int], object],
                 looks: Looks, arrow: int = 44, width: int = 230) -> None:
        x = rect.right - width
        self.value_rect = pygame.Rect(x + arrow, rect.y, width - 2 * arrow, rect.height)
        self.looks = looks
        text, _, _ = looks()
        self.back = make_button(ui, pygame.Rect(x, rect.y, arrow, rect.height), "◀", functools.partial(step, -1),
                                container=panel)
        self.value = centred_label(ui, self.value_rect, text, panel)
        self.on = make_button(ui, pygame.Rect(rect.right - arrow, rect.y, arrow, rect.height), "▶",
                              functools.partial(step, +1), container=panel)
        self.show()

    def show(self) -> None:
        text, back, on = self.looks()
        if self.value.text != text:
            self.value.set_text(text)
            self.value.set_relative_position((self.value_rect.centerx - self.value.rect.width // 2, self.value_rect.y))
        for button, allowed in ((self.back, back), (self.on, on)):
            if button.is_enabled != allowed:
                button.enable() if allowed else button.disable()



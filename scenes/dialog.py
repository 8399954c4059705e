"""Overlays: a panel of widgets over the dimmed, still scene below. Dialogs are the simplest.

`Overlay` lays out a centred panel with a title, an optional text and a column (or row) of
buttons; the pause menu and the result screen are overlays too. Escape does what the overlay's
`on_escape` says (close it, by default).
"""
from __future__ import annotations

import html
from typing import Callable

import pygame
import pygame_gui

from scenes.scene import WidgetScene

#: how dark the scene under an overlay gets (0-255)
DIM_ALPHA = 150
PANEL_MARGIN = 24
BUTTON_HEIGHT = 46
BUTTON_GAP = 10


class Overlay(WidgetScene):
    """A centred panel over the scene below. Subclasses give `panel_width`, `panel_height`
    and fill the panel in `fill(panel)`; `button_column` and `text_box` help with that."""

    overlay = True
    name = "overlay"
    panel_width = 520

    def __init__(self, app) -> None:
        self._dim: pygame.Surface | None = None
        self.panel: pygame_gui.elements.UIPanel | None = None
        super().__init__(app)

    def panel_height(self) -> int:
        raise NotImplementedError

    def fill(self, panel: pygame_gui.elements.UIPanel) -> None:
        raise NotImplementedError

    def on_escape(self) -> None:
        self.app.scenes.pop()

    def build(self, size: tuple[int, int]) -> None:
        width = min(self.panel_width, size[0] - 2 * PANEL_MARGIN)
        height = min(self.panel_height(), size[1] - 2 * PANEL_MARGIN)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (size[0] // 2, size[1] // 2)
        self.panel = pygame_gui.elements.UIPanel(rect, manager=self.ui)
        self.fill(self.panel)

    # -- helpers for fill() ------------------------------------------------------------------
    def inner_width(self) -> int:
        return self.panel.get_container().get_rect().width - 2 * PANEL_MARGIN

    def title_label(self, text: str, top: int = PANEL_MARGIN) -> int:
        """A title across the panel at `top`; returns the y below it."""
        pygame_gui.elements.UILabel(pygame.Rect(PANEL_MARGIN, top, self.inner_width(), 40), text,
                                    manager=self.ui, container=self.panel, object_id="#heading")
        return top + 48

    def text_box(self, text: str, top: int, height: int) -> int:
        """Wrapped plain text (newlines kept) across the panel at `top`; returns the y below it."""
        pygame_gui.elements.UITextBox(html.escape(text).replace("\n", "<br>"), pygame.Rect(PANEL_MARGIN, top, self.inner_width(), height),
                                      manager=self.ui, container=self.panel)
        return top + height + BUTTON_GAP

    def button_column(self, top: int, buttons: list[tuple[str, Callable | None]]) -> list:
        """One full-width button per (label, command); a None command makes it disabled."""
        made = []
        for i, (label, command) in enumerate(buttons):
            rect = pygame.Rect(PANEL_MARGIN, top + i * (BUTTON_HEIGHT + BUTTON_GAP), self.inner_width(), BUTTON_HEIGHT)
            made.append(make_button(self.ui, rect, label, command, container=self.panel))
        return made

    def button_row(self, top: int, buttons: list[tuple[str, Callable | None]]) -> list:
        """Buttons side by side across the panel, equally wide."""
        count = len(buttons)
        width = (self.inner_width() - (count - 1) * BUTTON_GAP) // count
        made = []
        for i, (label, command) in enumerate(buttons):
            rect = pygame.Rect(PANEL_MARGIN + i * (width + BUTTON_GAP), top, width, BUTTON_HEIGHT)
            made.append(make_button(self.ui, rect, label, command, container=self.panel))
        return made

    @staticmethod
    def column_height(count: int) -> int:
        return count * BUTTON_HEIGHT + (count - 1) * BUTTON_GAP

    # -- the frame ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != surface.get_size():
            self._dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, DIM_ALPHA))
        surface.blit(self._dim, (0, 0))
        super().draw(surface)


def make_button(ui, rect: pygame.Rect, label: str, command: Callable | None, container=None,
                object_id: str | None = None) -> pygame_gui.elements.UIButton:
    """A button that runs `command` when clicked, or a disabled one when `command` is None."""
    # pygame_gui passes an argument to one-parameter commands: wrap so any callable is safe here
    button = pygame_gui.elements.UIButton(rect, label, manager=ui, container=container, object_id=object_id,
                                          command=None if command is None else (lambda: command()))
    if command is None:
        button.disable()
    return button


class MessageDialog(Overlay):
    """A message with one button (OK) that closes it and then calls `on_close`."""

    name = "message"

    def __init__(self, app, title: str, text: str, on_close: Callable[[], None] | None = None,
                 button: str = "OK") -> None:
        self.title, self.text, self.on_close, self.button = title, text, on_close, button
        super().__init__(app)

    def panel_height(self) -> int:
        return 2 * PANEL_MARGIN + 48 + 150 + BUTTON_GAP + BUTTON_HEIGHT

    def fill(self, panel) -> None:
        y = self.title_label(self.title)
        y = self.text_box(self.text, y, 150)
        self.buttons = self.button_row(y, [(self.button, self.close_dialog)])

    def close_dialog(self) -> None:
        self.app.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    def on_escape(self) -> None:
        self.close_dialog()


class ConfirmDialog(Overlay):
    """A question with two answers; each closes the dialog, then calls its callback."""

    name = "confirm"

    def __init__(self, app, title: str, text: str, on_yes: Callable[[], None],
                 on_no: Callable[[], None] | None = None, yes: str = "Yes", no: str = "No") -> None:
        self.title, self.text = title, text
        self.on_yes, self.on_no, self.yes, self.no = on_yes, on_no, yes, no
        #: set by the app on the "quit?" question, so a second window close quits at once
        self.about_quitting = False
        super().__init__(app)

    def panel_height(self) -> int:
        return 2 * PANEL_MARGIN + 48 + 90 + BUTTON_GAP + BUTTON_HEIGHT

    def fill(self, panel) -> None:
        y = self.title_label(self.title)
        y = self.text_box(self.text, y, 90)
        self.buttons = self.button_row(y, [(self.no, self.answer_no), (self.yes, self.answer_yes)])

    def answer_yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def answer_no(self) -> None:
        self.app.scenes.pop()
        if self.on_no is not None:
            self.on_no()

    def on_escape(self) -> None:
        self.answer_no()

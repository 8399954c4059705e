"""Overlays: a panel of widgets over the dimmed, still scene below. Dialogs are the simplest.

`Overlay` lays out a centred panel with a title, an optional text and a column (or row) of
buttons; the pause menu and the result screen are overlays too. Escape does what the overlay's
`on_escape` says (close it, by default).
"""
from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface

from scenes.kit import theme
from scenes.kit.lang import _
from scenes.kit.scene import WidgetScene
from scenes.kit.theme import PANEL_FRAME

#: how dark the scene under an overlay gets (0-255)
DIM_ALPHA = 150
PANEL_MARGIN = 24
BUTTON_HEIGHT = 46
BUTTON_GAP = 10
#: a title line's label, and the space below the title, at 100 %
TITLE_HEIGHT = 40
TITLE_GAP = 8
#: what a text box adds around its lines: padding, border and shadow (13 each), and some air
TEXT_BOX_FRAME = 2 * 13 + 6
#: room a button's text leaves at its sides
BUTTON_PADDING = 24


class Overlay(WidgetScene):
    """A centred panel over the scene below. Subclasses give `panel_width` (at 100 % text) and
    fill the panel in `fill(panel)` with `title_label`, `text_box`, `button_column` and
    `button_row`. The panel is as tall as what was put in it, and as wide as `panel_width`
    grown with the text size; inside a window too small for that, text boxes give up height
    (they scroll) before the text size itself gives way."""

    overlay = True
    name = "overlay"
    panel_width = 520

    def __init__(self, app: Any) -> None:
        self._dim: pygame.Surface | None = None
        self.panel: pygame_gui.elements.UIPanel | None = None
        self._bottom = 0
        self._squeeze = 0
        self._text_heights: dict[tuple, int] = {}
        #: True while fill() only measures: make no widgets then, only ask for room
        self.measuring = False
        self._width, self._widest = self.panel_width, 0
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        """Lay the content out from the top; `panel` is None while only measuring."""
        raise NotImplementedError

    def on_escape(self) -> None:
        self.app.scenes.pop()

    def build(self, size: tuple[int, int]) -> None:
        """Fill the panel only measuring (no widgets made: they are slow to draw), then for real
        in a panel as tall as that needs, with text boxes squeezed by what the window lacks; and
        as wide as its `panel_width` grown with the text, or wider where the content asks."""
        room = size[1] - 2 * PANEL_MARGIN
        width = min(self.scaled(self.panel_width), size[0] - 2 * PANEL_MARGIN)
        self._measure(width)
        wider = min(self._widest + PANEL_FRAME + 2 * PANEL_MARGIN, size[0] - 2 * PANEL_MARGIN)
        if wider > width:
            width = wider
            self._measure(width)
        needed = self._bottom + PANEL_MARGIN
        self._squeeze, self.measuring = max(0, needed - room), False
        rect = pygame.Rect(0, 0, width, min(room, needed))
        rect.center = (size[0] // 2, size[1] // 2)
        self.panel = pygame_gui.elements.UIPanel(rect, manager=self.ui)
        self._fill_panel(width)
        self.fit(self._bottom + PANEL_MARGIN, room)
        self.fit(self._widest, self.inner_width())

    def _measure(self, width: int) -> None:
        self._squeeze, self._widest, self.measuring, self.panel = 0, 0, True, None
        self._fill_panel(width)
        self.ui.clear_and_reset()      # in case a subclass made widgets all the same

    def _fill_panel(self, width: int) -> None:
        self._width, self._bottom = width, 0
        self.fill(self.panel)

    # -- helpers for fill() ------------------------------------------------------------------
    def inner_width(self) -> int:
        return self._width - PANEL_FRAME - 2 * PANEL_MARGIN

    def need_width(self, inner: int) -> None:
        """Ask for the inside of the panel to be at least `inner` wide (as far as the window
        lets it: a text size it cannot fit at all gives way)."""
        self._widest = max(self._widest, inner)

    def below(self, bottom: int) -> int:
        """Note that the panel's content reaches down to `bottom`; returns it."""
        self._bottom = max(self._bottom, bottom)
        return bottom

    def title_label(self, text: str, top: int = PANEL_MARGIN) -> int:
        """A title across the panel at `top`, wrapped onto more lines when it is too long for one;
        returns the y below it."""
        font = theme.widget_font(self.ui, "label", "#heading")
        self.need_width(max(font.size(word)[0] for word in text.split()))
        lines = theme.wrap(text, font, self.inner_width())
        height = self.grown(TITLE_HEIGHT, "label", "#heading")
        step = theme.line_height(self.ui, "label", "#heading") + 2
        for i, line in enumerate([] if self.measuring else lines):
            pygame_gui.elements.UILabel(pygame.Rect(PANEL_MARGIN, top + i * step, self.inner_width(), height), line,
                                        manager=self.ui, container=self.panel, object_id="#heading")
        return self.below(top + (len(lines) - 1) * step + height + TITLE_GAP)

    def text_box(self, text: str, top: int) -> int:
        """Wrapped plain text (newlines kept) across the panel at `top`, as tall as its lines need
        (less, scrolling, where the window is too short); returns the y below it."""
        wanted = self.text_height(text)
        given = max(min(wanted, theme.line_height(self.ui, "text_box") + TEXT_BOX_FRAME), wanted - self._squeeze)
        self._squeeze -= wanted - given
        if not self.measuring:
            pygame_gui.elements.UITextBox(html.escape(text).replace("\n", "<br>"),
                                          pygame.Rect(PANEL_MARGIN, top, self.inner_width(), given),
                                          manager=self.ui, container=self.panel)
        return self.below(top + given + BUTTON_GAP)

    def text_height(self, text: str) -> int:
        """How tall a text box across the panel must be to show `text` without a scroll bar.
        pygame_gui wraps and spaces lines its own way, so a box is laid out off screen and asked
        (a box cannot be resized without changing how it looks); the answer is kept per text."""
        font = theme.widget_font(self.ui, "text_box")
        line = theme.line_height(self.ui, "text_box")
        lines = sum(len(theme.wrap(part, font, self.inner_width() - 40)) + 1 for part in text.split("\n"))
        key = (text, self.inner_width(), self.text_scale)
        if key not in self._text_heights:
            markup, probe_height = html.escape(text).replace("\n", "<br>"), 2 * line * lines + TEXT_BOX_FRAME
            while True:
                probe = pygame_gui.elements.UITextBox(markup, pygame.Rect(0, 0, self.inner_width(), probe_height),
                                                      manager=self.ui)
                layout = probe.text_box_layout
                assert layout is not None, "a text box lays its text out as it is made"
                rows = layout.layout_rows
                probe.kill()
                if probe.scroll_bar is None:
                    break
                probe_height *= 2
            self._text_heights[key] = max((row.bottom for row in rows), default=0) + TEXT_BOX_FRAME
        return self._text_heights[key]

    def button_height(self) -> int:
        return self.grown(BUTTON_HEIGHT, "button")

    def button_column(self, top: int, buttons: list[tuple[str, Callable | None]]) -> list:
        """One full-width button per (label, command); a None command makes it disabled."""
        made, height = [], self.button_height()
        self.need_width(max(self.text_size(label, "button")[0] for label, _ in buttons) + BUTTON_PADDING)
        for i, (label, command) in enumerate([] if self.measuring else buttons):
            rect = pygame.Rect(PANEL_MARGIN, top + i * (height + BUTTON_GAP), self.inner_width(), height)
            made.append(make_button(self.ui, rect, label, command, container=self.panel))
        self.below(top + len(buttons) * (height + BUTTON_GAP) - BUTTON_GAP)
        return made

    def button_row(self, top: int, buttons: list[tuple[str, Callable | None]]) -> list:
        """Buttons side by side across the panel, equally wide; one above the other when their
        labels are too long to stand side by side."""
        count = len(buttons)
        width = (self.inner_width() - (count - 1) * BUTTON_GAP) // count
        if any(self.text_size(label, "button")[0] + BUTTON_PADDING > width for label, _ in buttons):
            return self.button_column(top, buttons)
        made, height = [], self.button_height()
        for i, (label, command) in enumerate([] if self.measuring else buttons):
            rect = pygame.Rect(PANEL_MARGIN + i * (width + BUTTON_GAP), top, width, height)
            made.append(make_button(self.ui, rect, label, command, container=self.panel))
        self.below(top + height)
        return made

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
        self.draw_under_panel(surface)
        super().draw(surface)

    def draw_under_panel(self, surface: pygame.Surface) -> None:
        """Anything between the dimmed scene below and the panel (the result screen's cascade)."""


def make_button(ui: pygame_gui.UIManager, rect: pygame.Rect, label: str, command: Callable | None,
                container: IContainerLikeInterface | None = None,
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

    def __init__(self, app: Any, title: str, text: str, on_close: Callable[[], None] | None = None,
                 button: str | None = None) -> None:
        self.title, self.text, self.on_close, self.button = title, text, on_close, button
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        y = self.title_label(self.title)
        y = self.text_box(self.text, y)
        self.buttons = self.button_row(y, [(self.button or _("OK"), self.close_dialog)])

    def close_dialog(self) -> None:
        self.app.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    def on_escape(self) -> None:
        self.close_dialog()


class ConfirmDialog(Overlay):
    """A question with two answers; each closes the dialog, then calls its callback."""

    name = "confirm"

    def __init__(self, app: Any, title: str, text: str, on_yes: Callable[[], object],
                 on_no: Callable[[], None] | None = None, yes: str | None = None, no: str | None = None) -> None:
        self.title, self.text = title, text
        self.on_yes, self.on_no, self.yes, self.no = on_yes, on_no, yes, no
        #: set by the app on the "quit?" question, so a second window close quits at once
        self.about_quitting = False
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        y = self.title_label(self.title)
        y = self.text_box(self.text, y)
        answers: list[tuple[str, Callable | None]] = [(self.no or _("No"), self.answer_no),
                                                      (self.yes or _("Yes"), self.answer_yes)]
        self.buttons = self.button_row(y, answers)

    def answer_yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def answer_no(self) -> None:
        self.app.scenes.pop()
        if self.on_no is not None:
            self.on_no()

    def on_escape(self) -> None:
        self.answer_no()

"""The table HUD: a status line, the scores, Hint and Menu buttons, and a passing message.

It sits in a band along the top of the window (`BAND` pixels high); tables lay their cards out
below it (`TableScene.play_area`). Widgets are pygame_gui, styled by the theme's "#hud_*" ids.

    >>> hud = Hud(ui, (1280, 720))
    >>> hud.set_status("Your turn: take a card")
    >>> hud.set_scores("You 12   Bot 2 (hard) 9")
    >>> hud.show_message("Space 4 is taken", seconds=3)
    >>> hud.update(dt)                       # counts the message down
    >>> hud.pressed(event)                   # "hint", "menu" or None for a UI_BUTTON_PRESSED
"""
from __future__ import annotations

from typing import Optional

import pygame
import pygame_gui

BAND = 48
_BUTTON_W = 110
_PAD = 8
MESSAGE_SECONDS = 3.0


class Hud:
    def __init__(self, ui: pygame_gui.UIManager, size: tuple[int, int]) -> None:
        self.ui = ui
        self.status = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 10, 10), "", manager=ui, object_id="#hud_status")
        self.scores = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 10, 10), "", manager=ui, object_id="#hud_scores")
        self.hint_button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 10, 10), "Hint (H)", manager=ui,
                                                        tool_tip_text="What would a strong bot play?")
        self.menu_button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 10, 10), "Menu (Esc)", manager=ui)
        self.message = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 10, 10), "", manager=ui,
                                                   object_id="#hud_message")
        self.message.hide()
        self.message_left = 0.0
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        buttons_x = w - 2 * (_BUTTON_W + _PAD)
        self.menu_button.set_relative_position((w - _BUTTON_W - _PAD, _PAD))
        self.menu_button.set_dimensions((_BUTTON_W, BAND - 2 * _PAD))
        self.hint_button.set_relative_position((buttons_x, _PAD))
        self.hint_button.set_dimensions((_BUTTON_W, BAND - 2 * _PAD))
        half = (buttons_x - 3 * _PAD) // 2
        self.status.set_relative_position((2 * _PAD, 0))
        self.status.set_dimensions((half, BAND))
        self.scores.set_relative_position((2 * _PAD + half, 0))
        self.scores.set_dimensions((half, BAND))
        msg_w = min(w - 4 * _PAD, 720)
        self.message.set_relative_position(((w - msg_w) // 2, h - BAND - 3 * _PAD))
        self.message.set_dimensions((msg_w, BAND))

    def set_status(self, text: str) -> None:
        if self.status.text != text:
            self.status.set_text(text)

    def set_scores(self, text: str) -> None:
        if self.scores.text != text:
            self.scores.set_text(text)

    def show_message(self, text: str, seconds: float = MESSAGE_SECONDS) -> None:
        self.message.set_text(text)
        self.message.show()
        self.message_left = seconds

    @property
    def message_text(self) -> Optional[str]:
        return self.message.text if self.message.visible else None

    def update(self, dt: float) -> None:
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message.hide()

    def pressed(self, event: pygame.event.Event) -> Optional[str]:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        if event.ui_element is self.hint_button:
            return "hint"
        if event.ui_element is self.menu_button:
            return "menu"
        return None

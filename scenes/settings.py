"""The Settings scene: every saved setting, each change saved and carried out at once.

The scene builds a new Settings from what the widgets show and hands it to
`app.apply_settings`, which saves it and changes the window where needed; sounds, tweens
and card painters read `app.settings` when they next play or draw.
"""
from __future__ import annotations

import dataclasses

import pygame
import pygame_gui

from saves.settings import RANGES, Settings
from scenes.dialog import make_button
from scenes.kit import palette, theme
from scenes.kit.felt import draw_felt
from scenes.scene import WidgetScene

WINDOW_SIZES = ((960, 600), (1280, 720), (1600, 900), (1920, 1080))
LEVEL_NAMES = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "expert": "Expert"}
ROW = 52
LABEL_WIDTH = 300
CONTROL_WIDTH = 360

#: (field, label, slider step, how to show the value) for the sliders
SLIDERS = (
    ("ui_scale", "Text and button size", 10, lambda v: f"{v:.0f}%"),
    ("volume_master", "Master volume", 0.05, lambda v: f"{100 * v:.0f}%"),
    ("volume_effects", "Effects volume", 0.05, lambda v: f"{100 * v:.0f}%"),
    ("animation_speed", "Animation speed", 0.25, lambda v: f"{v:.2f}x"),
)
#: (field, label, what "on" means) for the switches
SWITCHES = (
    ("fullscreen", "Full screen (F11)", "On"),
    ("reduced_motion", "Reduced motion", "On: no tilt, shorter slides"),
    ("colour_blind", "Colour-blind symbols", "On: every colour also has its symbol"),
    ("music", "Music", "On: gentle generated music"),
    ("confirm_quit", "Ask before quitting", "On"),
)


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} x {size[1]}"


class SettingsScene(WidgetScene):
    """One row per setting: a label and its control. Back (or Esc) returns."""

    name = "settings"

    def __init__(self, app) -> None:
        self.sliders: dict[str, pygame_gui.elements.UIHorizontalSlider] = {}
        self.values: dict[str, pygame_gui.elements.UILabel] = {}
        self.switches: dict[str, pygame_gui.elements.UIButton] = {}
        self.window_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.level_menu: pygame_gui.elements.UIDropDownMenu | None = None
        super().__init__(app)

    # -- layout ----------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        s = self.app.settings
        left = max(24, (size[0] - LABEL_WIDTH - CONTROL_WIDTH - 90) // 2)
        x = left + LABEL_WIDTH
        rows = len(SLIDERS) + len(SWITCHES) + 2
        y = max(96, (size[1] - rows * ROW - 80) // 2 + 40)
        sizes = [size_label(w) for w in WINDOW_SIZES]
        current = size_label(tuple(s.window_size))
        if current not in sizes:
            sizes.append(current)
        self._label("Window size", left, y)
        self.window_menu = pygame_gui.elements.UIDropDownMenu(sizes, current, pygame.Rect(x, y, CONTROL_WIDTH, 40),
                                                              manager=self.ui)
        y += ROW
        for field, label, step, shown in SLIDERS:
            self._label(label, left, y)
            low, high = RANGES[field]
            slider = pygame_gui.elements.UIHorizontalSlider(pygame.Rect(x, y, CONTROL_WIDTH, 36),
                                                            getattr(s, field), (low, high), manager=self.ui,
                                                            click_increment=step)
            self.sliders[field] = slider
            self.values[field] = pygame_gui.elements.UILabel(pygame.Rect(x + CONTROL_WIDTH + 8, y, 82, 36),
                                                             shown(getattr(s, field)), manager=self.ui)
            y += ROW
        for field, label, meaning in SWITCHES:
            self._label(label, left, y)
            on = getattr(s, field)
            self.switches[field] = make_button(self.ui, pygame.Rect(x, y, CONTROL_WIDTH, 40),
                                               meaning if on else "Off", lambda f=field: self.toggle(f))
            y += ROW
        self._label("Default bot difficulty", left, y)
        names = [LEVEL_NAMES[level] for level in LEVEL_NAMES]
        self.level_menu = pygame_gui.elements.UIDropDownMenu(names, LEVEL_NAMES.get(s.default_level, "Normal"),
                                                             pygame.Rect(x, y, CONTROL_WIDTH, 40), manager=self.ui)
        make_button(self.ui, pygame.Rect(24, size[1] - 64, 160, 44), "Back", self.app.scenes.pop)

    def _label(self, text: str, x: int, y: int) -> None:
        pygame_gui.elements.UILabel(pygame.Rect(x, y, LABEL_WIDTH - 12, 40), text, manager=self.ui,
                                    object_id="#setting_label")

    # -- changes ---------------------------------------------------------------------------
    def change(self, **fields) -> None:
        self.app.apply_settings(dataclasses.replace(self.app.settings, **fields))

    def toggle(self, field: str) -> None:
        self.change(**{field: not getattr(self.app.settings, field)})
        self.rebuild()

    def slid(self, field: str) -> None:
        step = next(step for f, _, step, _ in SLIDERS if f == field)
        raw = self.sliders[field].get_current_value()
        value = round(raw / step) * step
        value = int(value) if isinstance(getattr(Settings, field), int) else round(value, 2)
        if value != getattr(self.app.settings, field):
            self.change(**{field: value})
            shown = next(s for f, _, _, s in SLIDERS if f == field)
            self.values[field].set_text(shown(value))
            if field == "ui_scale":
                self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        super().handle(event)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for field, slider in self.sliders.items():
                if event.ui_element is slider:
                    self.slid(field)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.window_menu:
                width, height = (int(side) for side in event.text.split(" x "))
                self.change(window_size=(width, height), fullscreen=False)
                self.rebuild()
            elif event.ui_element is self.level_menu:
                level = next(key for key, name in LEVEL_NAMES.items() if name == event.text)
                self.change(default_level=level)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        title = theme.font(40, bold=True).render("Settings", True, palette.GLOW)
        surface.blit(title, (24, 24))
        super().draw(surface)

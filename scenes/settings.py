"""The Settings scene: every saved setting, each change saved and carried out at once.

The scene builds a new Settings from what the widgets show and hands it to
`app.apply_settings`, which saves it and changes the window where needed; sounds, tweens
and card painters read `app.settings` when they next play or draw.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface

from saves.settings import LANGUAGE_CODES, RANGES, Settings
from scenes import tables
from scenes.kit import lang, palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import N_, _
from scenes.kit.scene import HEADER_TOP, TITLE_SIZE, WidgetScene

WINDOW_SIZES = ((960, 600), (1280, 720), (1600, 900), (1920, 1080))
LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "expert": N_("Expert")}
#: how long each bot move stays still at a table, in words (scenes.kit.table.BOT_PACE)
PACE_NAMES = {"relaxed": N_("Relaxed: time to look"), "normal": N_("Normal"), "brisk": N_("Brisk")}
ROW = 52
LABEL_WIDTH = 300
CONTROL_WIDTH = 360

#: (field, label, slider step, how to show the value) for the sliders
SLIDERS = (
    ("ui_scale", N_("Text and button size"), 10, lambda v: lang.percent(v / 100)),
    ("volume_master", N_("Master volume"), 0.05, lambda v: lang.percent(round(v, 2))),
    ("volume_effects", N_("Effects volume"), 0.05, lambda v: lang.percent(round(v, 2))),
    ("animation_speed", N_("Animation speed"), 0.25, lambda v: _("{speed}x").format(speed=lang.number(v))),
)
#: (field, label, what "on" means) for the switches
SWITCHES = (
    ("fullscreen", N_("Full screen (F11)"), N_("On")),
    ("reduced_motion", N_("Reduced motion"), N_("On: no tilt, shorter slides")),
    ("colour_blind", N_("Colour-blind symbols"), N_("On: every colour also has its symbol")),
    ("music", N_("Music"), N_("On: gentle generated music")),
    ("confirm_quit", N_("Ask before quitting"), N_("On")),
)


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} x {size[1]}"


def language_choice(code: str) -> str:
    """The Settings choice of language `code`: its own name, or for "" the system's, in words.

    >>> lang.use("de"); language_choice("ru"), language_choice("")[:6]
    ('Русский', 'System')
    >>> lang.use("en")
    """
    if code:
        return lang.LANGUAGES[code]
    return _("System ({language})").format(language=lang.LANGUAGES[lang.system_language()])


class SettingsScene(WidgetScene):
    """One row per setting: a label and its control. Back (or Esc) returns."""

    escape_goes_back = True

    name = "settings"

    def __init__(self, app: Any) -> None:
        self.sliders: dict[str, pygame_gui.elements.UIHorizontalSlider] = {}
        self.values: dict[str, pygame_gui.elements.UILabel] = {}
        self.switches: dict[str, pygame_gui.elements.UIButton] = {}
        self.window_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.level_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.pace_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.language_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.port_entry: pygame_gui.elements.UITextEntryLine | None = None
        super().__init__(app)

    # -- layout ----------------------------------------------------------------------------
    def metrics(self, size: tuple[int, int]) -> tuple[int, int, int, int]:
        """(label width, control width, row height, control height), grown with the text size
        but never wider than the window allows; the labels always fit their text."""
        scale = self.text_scale / 100
        label, control = round(LABEL_WIDTH * scale), round(CONTROL_WIDTH * scale)
        spare = self.controls_right(size) - 24
        if label + control > spare:
            shrink = spare / (label + control)
            label, control = int(label * shrink), int(control * shrink)
        widest = max(self.text_size(text)[0] for text, _place in self.rows()) + 12
        if label < widest:    # the control gives the labels the room they need
            label, control = widest, control - (widest - label)
        self.fit(2 * widest, label + control)
        height = round(40 * scale)
        return label, control, height + 12, height

    @staticmethod
    def controls_right(size: tuple[int, int]) -> int:
        """Where every control ends, at any text size: the text-size slider's right arrow stays
        under the pointer while each click makes the page grow (the labels grow leftwards)."""
        return (size[0] + LABEL_WIDTH + CONTROL_WIDTH - 100) // 2

    def content_top(self) -> int:
        """Where the rows begin: under the title as it is at the largest text size, so the
        text-size row (the first) stays where it is as the title grows."""
        heading = theme.widget_font(self.ui, "label", "#heading").get_point_size() * 100 / self.text_scale
        largest = theme.font(max(TITLE_SIZE, round(heading * RANGES["ui_scale"][1] / 100)), bold=True)
        return max(HEADER_TOP, 28 + largest.get_linesize() + 21) - 6

    def build(self, size: tuple[int, int]) -> None:
        label_w, control_w, row, height = self.metrics(size)
        rows = len(self.rows())
        back = self.bottom_button_rect(24, size, _("Back"))
        top = min(self.content_top(), back.top - 16 - 3 * row)
        visible = pygame.Rect(0, top, size[0], back.top - 16 - top)
        box = pygame_gui.elements.UIScrollingContainer(visible, manager=self.ui, allow_scroll_x=False)
        box.set_scrollable_area_dimensions((size[0] - 30, max(visible.height, rows * row + 8)))
        x = self.controls_right(size) - control_w
        left, y = x - label_w, 4
        for text, place in self.rows():
            pygame_gui.elements.UILabel(pygame.Rect(left, y, label_w - 12, height), text, manager=self.ui,
                                        container=box, object_id="#setting_label")
            place(pygame.Rect(x, y, control_w, height), box)
            y += row
        make_button(self.ui, back, _("Back"), self.app.scenes.pop)
        keys = pygame.Rect(back.right + 16, back.top, self.button_width(_("Keys"), back.width), back.height)
        self.keys_button = make_button(self.ui, keys, _("Keys"), self.show_keys)

    def show_keys(self) -> None:
        """The Keys page: every keyboard shortcut."""
        self.app.scenes.push(tables.registered_scene("keys")(self.app))

    def rows(self) -> list[tuple[str, Callable]]:
        """(label, a function placing the control in a rect of a container) per setting, in order."""
        sliders = [(_(label), lambda r, c, f=field, st=step, sh=shown: self._slider(f, st, sh, r, c))
                   for field, label, step, shown in SLIDERS]
        # the text size first: the one row that moves the page, so nothing above it moves it;
        # the language next, where a person who cannot read the rest finds it
        out: list[tuple[str, Callable]] = [sliders[0], (_("Language"), self._language_menu),
                                           (_("Window size"), self._window_menu), *sliders[1:]]
        out += [(_(label), lambda r, c, f=field, m=meaning: self._switch(f, _(m), r, c))
                for field, label, meaning in SWITCHES]
        out.append((_("Default bot difficulty"), self._level_menu))
        out.append((_("Bot pace"), self._pace_menu))
        out.append((_("Port for hosting"), self._port_entry))
        return out

    def _language_menu(self, rect: pygame.Rect, box: IContainerLikeInterface) -> None:
        """Each language named in itself, so a person finds their own whatever the screen speaks;
        first the system's choice, which says the language it is now."""
        names: list[str | tuple[str, str]] = [(language_choice(code), code or "system") for code in LANGUAGE_CODES]
        chosen = language_choice(self.app.settings.language)
        self.language_menu = pygame_gui.elements.UIDropDownMenu(names, (chosen, self.app.settings.language or "system"),
                                                                rect, manager=self.ui, container=box)

    def _window_menu(self, rect: pygame.Rect, box: IContainerLikeInterface) -> None:
        sizes: list[str | tuple[str, str]] = [size_label(w) for w in WINDOW_SIZES]
        current = size_label(tuple(self.app.settings.window_size))
        if current not in sizes:
            sizes.append(current)
        self.window_menu = pygame_gui.elements.UIDropDownMenu(sizes, current, rect, manager=self.ui, container=box)

    def _slider(self, field: str, step: float, shown: Callable, rect: pygame.Rect,
                box: IContainerLikeInterface) -> None:
        low, high = RANGES[field]
        value = getattr(self.app.settings, field)
        self.sliders[field] = pygame_gui.elements.UIHorizontalSlider(rect, value, (low, high), manager=self.ui,
                                                                     container=box, click_increment=step)
        # as wide as its widest value in this language ("200 %" in German) at this text size
        width = max(90, *(self.text_size(shown(v))[0] + 12 for v in (low, high, value)))
        self.values[field] = pygame_gui.elements.UILabel(pygame.Rect(rect.right + 8, rect.y, width, rect.height),
                                                         shown(value), manager=self.ui, container=box)

    def _switch(self, field: str, meaning: str, rect: pygame.Rect, box: IContainerLikeInterface) -> None:
        on = getattr(self.app.settings, field)
        text = meaning if on else _("Off")
        if self.text_size(text, "button")[0] + 24 > rect.width:   # large text: the rest in a tooltip
            text = _("On")
        self.switches[field] = make_button(self.ui, rect, text, lambda: self.toggle(field), container=box)
        if text != meaning and on:
            self.switches[field].set_tooltip(meaning)

    def _level_menu(self, rect: pygame.Rect, box: IContainerLikeInterface) -> None:
        names: list[str | tuple[str, str]] = [(_(name), level) for level, name in LEVEL_NAMES.items()]
        level = self.app.settings.default_level if self.app.settings.default_level in LEVEL_NAMES else "normal"
        self.level_menu = pygame_gui.elements.UIDropDownMenu(names, (_(LEVEL_NAMES[level]), level), rect,
                                                             manager=self.ui, container=box)

    def _pace_menu(self, rect: pygame.Rect, box: IContainerLikeInterface) -> None:
        pace = self.app.settings.bot_pace
        names: list[str | tuple[str, str]] = [(_(name), key) for key, name in PACE_NAMES.items()]
        self.pace_menu = pygame_gui.elements.UIDropDownMenu(names, (_(PACE_NAMES[pace]), pace), rect,
                                                            manager=self.ui, container=box)

    def _port_entry(self, rect: pygame.Rect, box: Any) -> None:
        """The TCP port a table hosted here listens on (friends type it after the address)."""
        self.port_entry = pygame_gui.elements.UITextEntryLine(rect, manager=self.ui, container=box,
                                                              initial_text=str(self.app.settings.host_port))
        self.port_entry.set_allowed_characters("numbers")
        self.port_entry.set_text_length_limit(5)

    def typed_port(self) -> None:
        """A whole port typed (1024 to 65535) is kept; anything else waits for more typing."""
        assert self.port_entry is not None
        text = self.port_entry.get_text()
        low, high = RANGES["host_port"]
        if text.isdigit() and low <= int(text) <= high and int(text) != self.app.settings.host_port:
            self.change(host_port=int(text))

    # -- changes ---------------------------------------------------------------------------
    def change(self, **fields: Any) -> None:
        self.app.apply_settings(dataclasses.replace(self.app.settings, **fields))

    def toggle(self, field: str) -> None:
        self.change(**{field: not getattr(self.app.settings, field)})
        self.rebuild()

    def slid(self, field: str) -> None:
        step = next(step for f, _label, step, _shown in SLIDERS if f == field)
        raw = self.sliders[field].get_current_value()
        value = round(raw / step) * step
        value = int(value) if isinstance(getattr(Settings, field), int) else round(value, 2)
        if value != getattr(self.app.settings, field):
            self.change(**{field: value})
            shown = next(s for f, _label, _step, s in SLIDERS if f == field)
            self.values[field].set_text(shown(value))
            if field == "ui_scale":
                self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED) \
                and event.ui_element is self.port_entry:
            self.typed_port()
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for field, slider in self.sliders.items():
                if event.ui_element is slider:
                    self.slid(field)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.window_menu:
                width, height = (int(side) for side in event.text.split(" x "))
                self.change(window_size=(width, height), fullscreen=False)
                self.rebuild()
            elif event.ui_element is self.level_menu:
                self.change(default_level=event.selected_option_id)
            elif event.ui_element is self.pace_menu:
                self.change(bot_pace=event.selected_option_id)
            elif event.ui_element is self.language_menu:
                code = "" if event.selected_option_id == "system" else event.selected_option_id
                self.change(language=code)   # every screen on the stack says its words again (livesettings)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        title = self.title_font().render(_("Settings"), True, palette.GLOW)
        surface.blit(title, (24, 24))
        super().draw(surface)

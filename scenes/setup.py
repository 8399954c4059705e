"""The set-up screen before a game: how many players, how strong each bot, the game's options.

One scene serves every game, driven by its Game's metadata: the player count runs from
`min_players` to `max_players`; each bot seat picks a level from `levels` (not "random", which
is there for tests and the arena); each option in `options` starts at its default. An option's
values come from the Game's `option_choices` ({option: [allowed values]}) when it gives them,
else from its type (On/Off for a flag, a stepper for a whole number). An option with neither
is shown as fixed, so nothing here invents a value the game would refuse.
"""
from __future__ import annotations

import functools

import pygame
import pygame_gui

from game import GAMES
from scenes.dialog import MessageDialog, make_button
from scenes.kit.felt import draw_felt
from scenes.scene import WidgetScene

HUMAN = "human"
#: levels a person may pick for a bot; "random" plays without thought and is for tests
HIDDEN_LEVELS = ("random",)
ROW_HEIGHT = 44
ROW_GAP = 8
PANEL_WIDTH = 440
STEPPER_WIDTH = 230


def option_label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def value_label(value) -> str:
    if isinstance(value, bool):
        return "On" if value else "Off"
    if value is None:
        return "Random"
    if isinstance(value, str):
        return value.replace("_", " ").capitalize()
    return str(value)


def centred_label(ui, rect: pygame.Rect, text: str, container) -> pygame_gui.elements.UILabel:
    """A label centred in `rect` (the theme aligns labels left, which suits the row names)."""
    label = pygame_gui.elements.UILabel(pygame.Rect(rect.x, rect.y, -1, rect.height), text, manager=ui,
                                        container=container)
    label.set_relative_position((rect.centerx - label.rect.width // 2, rect.y))
    return label


class Choice:
    """The values one setting may take, in order, and where the current one stands."""

    def __init__(self, values: list, current) -> None:
        self.values = values
        self.index = values.index(current) if current in values else 0

    @property
    def value(self):
        return self.values[self.index]

    def step(self, by: int) -> None:
        self.index = max(0, min(len(self.values) - 1, self.index + by))


def option_values(rules, name: str, default) -> list | None:
    """The values option `name` may take, or None when it cannot be changed from here."""
    choices = getattr(rules, "option_choices", {}).get(name)
    if choices:
        return list(choices)
    if isinstance(default, bool):
        return [False, True]
    if isinstance(default, int):
        return list(range(max(0, default - 10), default + 11))
    return None


class SetupScene(WidgetScene):
    """Players on the left, the game's options on the right, Back and Start below."""

    def __init__(self, app, game_name: str) -> None:
        self.rules = GAMES[game_name]
        self.name = f"setup-{game_name}"
        rules = self.rules
        self.players = Choice(list(range(rules.min_players, rules.max_players + 1)), rules.min_players)
        levels = [level for level in rules.levels if level not in HIDDEN_LEVELS]
        start = app.settings.default_level if app.settings.default_level in levels else levels[len(levels) // 2]
        self.levels = [Choice(levels, start) for _ in range(rules.max_players - 1)]
        self.options = {name: Choice(values, rules.options[name])
                        for name in rules.options if (values := option_values(rules, name, rules.options[name]))}
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        super().__init__(app)

    # -- what Start will ask for ------------------------------------------------------------------
    def seats(self) -> list[str]:
        return [HUMAN] + [choice.value for choice in self.levels[: self.players.value - 1]]

    def chosen_options(self) -> dict:
        return {**self.rules.options, **{name: choice.value for name, choice in self.options.items()}}

    def start(self) -> None:
        players = self.players.value
        try:
            options = self.rules.check_options(players, self.chosen_options())
        except ValueError as exc:
            self.app.scenes.push(MessageDialog(self.app, "These settings do not fit", str(exc)))
            return
        self.app.start_table(self.rules.name, players, options, self.seats())

    def change(self, choice: Choice, by: int) -> None:
        choice.step(by)
        self.rebuild()

    # -- layout ------------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        seat_rows = self.players.value
        option_rows = len(self.rules.options)
        columns = 2 if option_rows else 1
        panel_width = min(PANEL_WIDTH, (width - 80 - (columns - 1) * 24) // columns)
        rows = max(seat_rows + 1, option_rows)
        panel_height = 56 + rows * (ROW_HEIGHT + ROW_GAP)
        top = max(96, (height - panel_height - 90) // 2)
        left = (width - columns * panel_width - (columns - 1) * 24) // 2
        pygame_gui.elements.UILabel(pygame.Rect(left, top - 64, 600, 44), f"New game of {self.rules.title}",
                                    manager=self.ui, object_id="#heading")
        self.buttons = {}
        players_panel = self._panel(pygame.Rect(left, top, panel_width, panel_height), "Players")
        self._fill_players(players_panel)
        if option_rows:
            options_panel = self._panel(pygame.Rect(left + panel_width + 24, top, panel_width, panel_height), "Options")
            self._fill_options(options_panel)
        below = top + panel_height + 24
        self.buttons["back"] = make_button(self.ui, pygame.Rect(left, below, 160, 48), "Back", self.app.scenes.pop)
        right = left + columns * panel_width + (columns - 1) * 24
        self.buttons["start"] = make_button(self.ui, pygame.Rect(right - 240, below, 240, 54), "Start",
                                            self.start, object_id="#big_button")

    def _panel(self, rect: pygame.Rect, heading: str) -> pygame_gui.elements.UIPanel:
        panel = pygame_gui.elements.UIPanel(rect, manager=self.ui)
        pygame_gui.elements.UILabel(pygame.Rect(16, 10, rect.width - 32, 32), heading, manager=self.ui,
                                    container=panel, object_id="#hud_status")
        return panel

    def _row_rect(self, panel, index: int) -> pygame.Rect:
        width = panel.get_container().get_rect().width
        return pygame.Rect(16, 50 + index * (ROW_HEIGHT + ROW_GAP), width - 32, ROW_HEIGHT)

    def _fill_players(self, panel) -> None:
        self._row(panel, 0, "Players", self.players, "players")
        self._fixed_row(panel, 1, "Seat 1", "You")
        for seat in range(1, self.players.value):
            self._row(panel, seat + 1, f"Seat {seat + 1}: bot", self.levels[seat - 1], f"seat{seat}")

    def _fill_options(self, panel) -> None:
        for index, name in enumerate(self.rules.options):
            if name in self.options:
                self._row(panel, index, option_label(name), self.options[name], f"option-{name}")
            else:
                self._fixed_row(panel, index, option_label(name), value_label(self.rules.options[name]))

    def _fixed_row(self, panel, index: int, label: str, value: str) -> None:
        rect = self._row_rect(panel, index)
        pygame_gui.elements.UILabel(pygame.Rect(rect.x, rect.y, rect.width - STEPPER_WIDTH, rect.height), label,
                                    manager=self.ui, container=panel)
        centred_label(self.ui, pygame.Rect(rect.right - STEPPER_WIDTH + 44, rect.y, STEPPER_WIDTH - 88, rect.height),
                      value, panel)

    def _row(self, panel, index: int, label: str, choice: Choice, key: str) -> None:
        """A label, then ◀ value ▶: the arrows step through `choice` and stop at its ends."""
        rect = self._row_rect(panel, index)
        pygame_gui.elements.UILabel(pygame.Rect(rect.x, rect.y, rect.width - STEPPER_WIDTH, rect.height), label,
                                    manager=self.ui, container=panel)
        x = rect.right - STEPPER_WIDTH
        earlier = functools.partial(self.change, choice, -1) if choice.index > 0 else None
        later = functools.partial(self.change, choice, +1) if choice.index < len(choice.values) - 1 else None
        self.buttons[f"{key}-"] = make_button(self.ui, pygame.Rect(x, rect.y, 44, rect.height), "◀", earlier,
                                              container=panel)
        centred_label(self.ui, pygame.Rect(x + 44, rect.y, STEPPER_WIDTH - 88, rect.height),
                      value_label(choice.value), panel)
        self.buttons[f"{key}+"] = make_button(self.ui, pygame.Rect(rect.right - 44, rect.y, 44, rect.height), "▶",
                                              later, container=panel)

    # -- the frame ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        super().draw(surface)

"""The set-up screen before a game: how many players, how strong each bot, the game's options.

One scene serves every game, driven by its Game's traits: the player count runs from
`min_players` to `max_players`; each bot seat picks a level from `levels` (not "random", which
is there for tests and the arena), and the line under the panels says what the level does
(`Game.setup_note`: its `level_descriptions`, or what Match my pace makes it do; where the whole
does not fit, the words before its first comma). Options for which the game suggests a level
(`suggested_level`, e.g. a variant for children) move the bots to it until the person picks a
level themselves. Each option in `options` starts at its default. An option's values come from
the Game's `option_choices(players, chosen)` when it gives them, else On/Off for a flag. An
option with neither is shown but fixed, so nothing here invents a value the game would refuse.
When the chosen values do not fit (check_options says why), the reason is shown and Start waits.

The panels are as tall as the most seats the game takes, so a click that adds a seat leaves
every control where it was. The last choices for each game are remembered (Settings.last_setup)
and offered again the next time, as far as they still fit.

Seats for people (scenes.setuppeople): seat 1 is a person ("You", or another name kept in
saves.profiles), and every other seat a bot level or a person not seated elsewhere; "New player"
adds a name. Several people then share one table, which follows whoever is to move.

An option named "first" says who starts: -1 for a seat drawn at random, else the seat number
(seat 0 is the person at the screen). It is shown as "Who starts" and follows the player count.
"""
from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game import GAMES
from game.core import Game
from scenes.kit.declared import declared, load_entry
from scenes.kit.dialog import MessageDialog, make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import N_, _, say
from scenes.kit.scene import WidgetScene
from scenes.kit.stepper import Looks, RowBox, Stepper, centred_label, stepped
from scenes.kit.theme import PANEL_FRAME
from scenes.lesson.offer import LEARN, has_lesson, offer_lesson, open_lesson
from scenes.setuppeople import SeatPeople, person_named, shown_name

HUMAN = "human"
#: levels a person may pick for a bot; "random" plays without thought and is for tests
HIDDEN_LEVELS = ("random",)
#: the option that names the starting seat, -1 meaning "drawn at random"
STARTER = "first"
RANDOM_SEAT = -1
ROW_HEIGHT = 44
ROW_GAP = 8
PANEL_WIDTH = 440
STEPPER_WIDTH = 230
ARROW_WIDTH = 44
COLUMN_GAP = 24
#: the room kept between the panels and each side of the window
SIDE_MARGIN = 40
#: the width a scrolling box's bar takes from its rows
SCROLL_BAR = 24


def option_label(name: str, rules: Game | None = None) -> str:
    """An option's name on the set-up, in the person's language (the game's own words, Game.option_words)."""
    if name == STARTER:
        return _("Who starts")
    words = rules.option_words.get(name) if rules is not None else None
    return _(words) if words else name.replace("_", " ").capitalize()


def starter_label(seat: int) -> str:
    return {RANDOM_SEAT: _("Random"), 0: _("You")}.get(seat) or _("Seat {n}").format(n=seat + 1)


def value_label(value: object, rules: Game | None = None) -> str:
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if value is None:
        return _("Default")
    if isinstance(value, str):
        words = rules.option_words.get(value) if rules is not None else None
        return _(words) if words else value.replace("_", " ").capitalize()
    return str(value)


def allowed_values(rules: Game, players: int, chosen: dict) -> dict[str, list | None]:
    """For each option, the values the set-up screen may offer now (None: shown, not changed)."""
    choices = rules.option_choices(players, dict(chosen))
    allowed: dict[str, list | None] = {}
    for name, default in rules.options.items():
        if name == STARTER:
            allowed[name] = [RANDOM_SEAT, *range(players)]
        elif choices.get(name):
            allowed[name] = list(choices[name])
        elif isinstance(default, bool):
            allowed[name] = [False, True]
        else:
            allowed[name] = None
    return allowed


class SetupScene(SeatPeople, WidgetScene):
    """Players on the left, the game's options on the right, Back and Start below."""

    escape_goes_back = True
    #: the screen's title and each other seat's row name (a hosted table's differ: scenes.net.hosting)
    title_words = N_("New game of {game}")
    seat_words = N_("Seat {n}")
    start_words = N_("Start")
    #: a new game at this computer offers the game's lesson (a hosted table does not)
    offers_lesson = True

    def __init__(self, app: Any, game_name: str, players: int | None = None) -> None:
        """`players` seats to start with (the game's fewest by default)."""
        rules = self.rules = GAMES[game_name]
        self.name = f"setup-{game_name}"
        self.players = min(rules.max_players, max(rules.min_players, players or rules.min_players))
        self.bot_levels = [level for level in rules.levels if level not in HIDDEN_LEVELS]
        default = app.settings.default_level
        start = default if default in self.bot_levels else self.bot_levels[len(self.bot_levels) // 2]
        self.levels = [start] * (rules.max_players - 1)
        self.chosen = dict(rules.options)
        self.allowed: dict[str, list | None] = {}
        #: the bot seat whose level the line under the panels describes
        self.described = 0
        self.load_people()
        self.recall(app.settings.last_setup.get(game_name), explicit_players=players is not None)
        #: the levels the bots go back to where the options suggest none; None once the
        #: person has picked a level here (the options then move no bot)
        self.unpicked: list[str] | None = list(self.levels)
        self.refresh()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.steppers: list[Stepper] = []
        self._built_shape: tuple = ()
        super().__init__(app)

    def recall(self, last: dict | None, explicit_players: bool) -> None:
        """Take up the choices last made for this game, each only where it still fits."""
        if not isinstance(last, dict):
            return
        rules = self.rules
        players = last.get("players")
        if not explicit_players and type(players) is int and rules.min_players <= players <= rules.max_players:
            self.players = players
        levels = last.get("levels")
        if isinstance(levels, list):
            for bot, level in enumerate(levels[: len(self.levels)]):
                if level in self.bot_levels:
                    self.levels[bot] = level
        options = last.get("options")
        if isinstance(options, dict):
            for name, value in options.items():
                if name in rules.options and (rules.options[name] is None or type(value) is type(rules.options[name])):
                    self.chosen[name] = value
            try:
                rules.check_options(self.players, self.chosen)
            except (ValueError, TypeError):
                self.chosen = dict(rules.options)
        self.recall_people(last)

    def remember(self) -> None:
        """Keep these choices for the next time this game is set up."""
        last = dict(self.app.settings.last_setup)
        last[self.rules.name] = {"players": self.players, "levels": list(self.levels), "first": self.first,
                                 "people_seats": list(self.levels),
                                 "options": {k: v for k, v in self.chosen.items() if isinstance(v, (bool, int, str))}}
        self.app.apply_settings(dataclasses.replace(self.app.settings, last_setup=last))

    def shape(self) -> tuple:
        """What decides the rows on screen: the seats, and which options can be changed."""
        return self.players, tuple(values is None for values in self.allowed.values())

    def refresh(self) -> None:
        """Recompute what each option may be; a value no longer allowed moves to the first allowed."""
        for _round in range(len(self.chosen) + 1):   # one choice may narrow another: settle them
            self.allowed = allowed_values(self.rules, self.players, self.chosen)
            unfit = {name: values[0] for name, values in self.allowed.items()
                     if values and self.chosen[name] not in values}
            if not unfit:
                return
            self.chosen.update(unfit)

    # -- what Start will ask for ------------------------------------------------------------------
    def seats(self) -> list[str]:
        return [HUMAN] + [HUMAN if person_named(choice) else choice for choice in self.levels[: self.players - 1]]

    def problem(self) -> str | None:
        """Why the game would refuse these settings, or None when they fit."""
        try:
            self.rules.check_options(self.players, self.chosen)
        except ValueError as exc:
            return str(exc)
        return None

    def start(self) -> None:
        try:
            options = self.rules.check_options(self.players, self.chosen)
            self.rules.new(self.players, seed=0, **options)
        except ValueError as exc:
            self.app.scenes.push(MessageDialog(self.app, _("These settings do not fit"), str(exc)))
            return
        self.remember()
        self.seat_people()
        begin = functools.partial(self.app.start_table, self.rules.name, self.players, options, self.seats(),
                                  people=self.people() if self.offers_people else None)
        if self.offers_lesson and offer_lesson(self.app, self.rules.name, begin):
            return
        begin()

    def learn(self) -> None:
        open_lesson(self.app, self.rules.name, then=self.start)

    # -- the steppers ------------------------------------------------------------------------------
    def step_players(self, by: int) -> None:
        self.players = stepped(list(range(self.rules.min_players, self.rules.max_players + 1)), self.players, by)
        self.suggest_level()
        self.changed()

    def step_level(self, bot: int, by: int) -> None:
        self.levels[bot] = stepped(self.seat_choices(bot + 1), self.levels[bot], by)
        self.described = bot
        self.unpicked = None
        self.changed()

    def step_option(self, name: str, by: int) -> None:
        values = self.allowed[name]
        assert values is not None, f"{name} has values to step through"
        self.chosen[name] = stepped(values, self.chosen[name], by)
        self.suggest_level()
        self.changed()

    def suggest_level(self) -> None:
        """Until the person picks a level, the bots take the one the options suggest, or the one
        they had before."""
        if self.unpicked is None:
            return
        self.refresh()
        suggested = self.rules.suggested_level(self.players, dict(self.chosen))
        levels = [suggested] * len(self.levels) if suggested in self.bot_levels else list(self.unpicked)
        self.levels = [choice if person_named(choice) else level for choice, level in zip(self.levels, levels)]

    def changed(self) -> None:
        self.refresh()
        if self.shape() != self._built_shape:   # rows come or go: lay out again
            self.rebuild()
            return
        for stepper in self.steppers:
            stepper.show()
        self.show_problem()

    def level_note(self) -> str:
        """What the level of the bot last changed (or the first bot) does, in a few words."""
        bot = min(self.described, self.players - 2)
        if bot < 0:
            return ""
        level = self.levels[bot]
        if person_named(level) is not None:
            return ""
        words = say(self.rules.setup_note(level, dict(self.chosen)))
        if not words:
            return ""
        # large text in a small window: the words before the first comma (Flanx: the pace)
        for shown in (words, words.split(", ")[0]):
            note = f"{self.level_label(level)}: {shown}"
            if self.text_size(note, "label", "#hud_status")[0] <= self.problem_label.rect.width:
                return note
        return ""

    def people_note(self) -> str:
        """Who plays with what, where the game's table says (Flanx: "Ann: mouse · Ben: keys")."""
        entry = declared(self.rules.name, "PEOPLE_NOTE")
        names = [shown_name(name) if name else None for name in self.seated_names()]
        return (load_entry(entry)(names, dict(self.chosen)) or "") if entry else ""

    def show_problem(self) -> None:
        problem = self.problem()
        shown = problem or self.people_note() or self.level_note()
        if self.problem_label.text != shown:
            self.problem_label.set_text(shown)
        start = self.buttons["start"]
        if start.is_enabled == bool(problem):
            start.disable() if problem else start.enable()

    def level_label(self, level: str) -> str:
        return _(self.rules.level_names.get(level, level.capitalize()))

    # -- layout ------------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        self.measure()
        title_height = self.grown(44, "label", "#heading")
        problem_height = self.grown(26, "label", "#hud_status")
        start_height = self.grown(54, "button", "#big_button")
        panel_height, above, below_panels = self.heights(height, title_height, problem_height + start_height)
        left, panel_width, gap, right = self.widths(width, panel_height)
        top = max(above, (height - panel_height - below_panels) // 2)
        title = _(self.title_words).format(self.rules.title, game=self.rules.title)
        title_width = max(right - left, self.text_size(title, "label", "#heading")[0])
        self.fit(left + title_width, width)
        pygame_gui.elements.UILabel(pygame.Rect(left, top - title_height - 20, title_width, title_height),
                                    title, manager=self.ui, object_id="#heading")
        self.buttons, self.steppers = {}, []
        self._fill_players(self._panel(pygame.Rect(left, top, panel_width, panel_height), _("Players"),
                                       self.player_rows()))
        if self.rules.options:
            self._fill_options(self._panel(pygame.Rect(left + panel_width + gap, top, panel_width, panel_height),
                                           _("Options"), len(self.rules.options)))
        below = top + panel_height + self.row_gap * 2
        self.problem_label = pygame_gui.elements.UILabel(
            pygame.Rect(left, below, max(right, width - SIDE_MARGIN // 2) - left, problem_height), "",
            manager=self.ui, object_id="#hud_status")
        below += problem_height + self.row_gap + 2
        back_width = self.button_width(_("Back"), 160)
        start_width = self.button_width(_(self.start_words), 240, "#big_button")
        back_height = self.grown(48, "button")
        row_left, row_right, learn_width = self.button_row(left, right, width, back_width, start_width)
        low = below + (start_height - back_height) // 2 - 3
        self.buttons["back"] = make_button(self.ui, pygame.Rect(row_left, low, back_width, back_height), _("Back"),
                                           self.app.scenes.pop)
        if learn_width:
            self.buttons["learn"] = make_button(self.ui, pygame.Rect(row_left + back_width + 2 * self.row_gap, low,
                                                                     learn_width, back_height), _(LEARN), self.learn)
        self.buttons["start"] = make_button(self.ui, pygame.Rect(row_right - start_width, below - 3, start_width,
                                                                 start_height),
                                            _(self.start_words), self.start, object_id="#big_button")
        self.show_problem()
        self._built_shape = self.shape()

    def button_row(self, left: int, right: int, width: int, back: int, start: int) -> tuple[int, int, int]:
        """Where the row of Back, Learn to play and Start runs (left, right), and Learn to play's
        width (0: not offered here). The row is the panels' width, widened about their centre for
        Learn to play where the window has the room; where it has not, the main menu's remains."""
        learn = self.button_width(_(LEARN), 160) if self.offers_lesson and has_lesson(self.rules.name) else 0
        needed = back + learn + start + 4 * self.row_gap
        if not learn or right - left >= needed:
            return left, right, learn
        row_left = max(SIDE_MARGIN // 2, (left + right - needed) // 2)
        if row_left + needed > width - SIDE_MARGIN // 2:
            return left, right, 0
        return row_left, row_left + needed, learn

    def heights(self, height: int, title_height: int, below_height: int) -> tuple[int, int, int]:
        """(panel height, room above the panels, room below them) for a window `height` tall.
        Large text on a small window first takes the air out between things; then a panel
        with more rows than there is room for scrolls them (it keeps at least three in view)."""
        rows = max(self.player_rows(), len(self.rules.options))
        for tight in (False, True):
            self.row_gap = ROW_GAP // 2 if tight else ROW_GAP
            panel_height = self.panel_height(rows)
            above = title_height + (28 if tight else 52)
            below_panels = below_height + (20 if tight else 40)
            if above + panel_height + below_panels <= height:
                return panel_height, above, below_panels
        room = height - above - below_panels
        self.fit(self.panel_height(3), room)
        return max(room, self.panel_height(3)), above, below_panels

    def panel_height(self, rows: int) -> int:
        return self.rows_top + rows * (self.row_height + self.row_gap) + 6

    def widths(self, width: int, panel_height: int) -> tuple[int, int, int, int]:
        """(left, panel width, gap, right) of the panels across a window `width` wide."""
        columns = 2 if self.rules.options else 1
        scrolling = panel_height < self.panel_height(max(self.player_rows(), len(self.rules.options)))
        needed = 32 + PANEL_FRAME + self.label_width + self.stepper_width + (SCROLL_BAR if scrolling else 0)
        gap = COLUMN_GAP
        share = (width - 2 * SIDE_MARGIN - (columns - 1) * gap) // columns
        if needed > share:   # large text: the panels may come nearer each other and the sides
            gap = COLUMN_GAP // 2
            share = (width - SIDE_MARGIN // 2 - (columns - 1) * gap) // columns
        self.fit(needed, share)
        panel_width = min(max(PANEL_WIDTH, needed), share)
        left = (width - columns * panel_width - (columns - 1) * gap) // 2
        return left, panel_width, gap, left + columns * panel_width + (columns - 1) * gap

    def measure(self) -> None:
        """The sizes of a row at this text size: wide enough for every name and every value any
        row may show (so a step never needs a new layout), tall enough for the button text."""
        rules = self.rules
        names = [_("Players"), *(self.seat_label(seat) for seat in range(rules.max_players)),
                 *(option_label(name, rules) for name in rules.options)]
        values = [_("You"), *(str(count) for count in range(rules.min_players, rules.max_players + 1)),
                 *(shown_name(person.name) for person in self.profiles),
                  *(self.level_label(level) for level in self.bot_levels), *self.option_texts()]
        self.row_height = self.grown(ROW_HEIGHT, "button")
        self.arrow_width = max(ARROW_WIDTH, self.text_size("◀", "button")[0] + 20)
        self.value_width = max(STEPPER_WIDTH - 2 * ARROW_WIDTH,
                               max(self.text_size(text)[0] for text in values) + 8)
        self.stepper_width = 2 * self.arrow_width + self.value_width
        self.label_width = max(STEPPER_WIDTH // 2, max(self.text_size(text)[0] for text in names) + 8)
        self.rows_top = 18 + self.grown(32, "label", "#hud_status")

    def option_texts(self) -> list[str]:
        """What the option rows may show for the current player count and choices."""
        texts = []
        for name, values in self.allowed.items():
            texts += [starter_label(value) if name == STARTER else value_label(value, self.rules)
                      for value in (values or [self.chosen[name]])]
        if STARTER in self.rules.options:
            texts += [starter_label(seat) for seat in range(self.rules.max_players)]
        return texts

    def _panel(self, rect: pygame.Rect, heading: str, rows: int) -> RowBox:
        """A panel with its heading; returns where its rows go: the panel, or where they are more
        than it can show, a scrolling box inside it."""
        panel = self._last_panel = pygame_gui.elements.UIPanel(rect, manager=self.ui)
        pygame_gui.elements.UILabel(pygame.Rect(16, 10, rect.width - 32, self.rows_top - 18), heading, manager=self.ui,
                                    container=panel, object_id="#hud_status")
        if self.panel_height(rows) <= rect.height:
            return panel
        inside = panel.get_container().get_rect()
        box = pygame_gui.elements.UIScrollingContainer(
            pygame.Rect(0, self.rows_top, inside.width, inside.height - self.rows_top - 2), manager=self.ui,
            container=panel, allow_scroll_x=False)
        box.set_scrollable_area_dimensions((inside.width - SCROLL_BAR, rows * (self.row_height + self.row_gap)))
        return box

    def _row_rect(self, container: RowBox, index: int) -> pygame.Rect:
        scrolling = isinstance(container, pygame_gui.elements.UIScrollingContainer)
        width = container.get_container().get_rect().width
        top = 0 if scrolling else self.rows_top
        return pygame.Rect(16, top + index * (self.row_height + self.row_gap), width - 32, self.row_height)

    def _fill_players(self, panel: RowBox) -> None:
        rules = self.rules
        self._row(panel, 0, _("Players"), "players", self.step_players,
                  lambda: (str(self.players), self.players > rules.min_players, self.players < rules.max_players))
        if self.offers_people:
            self._row(panel, 1, self.seat_label(0), "seat0", self.step_first, self.first_state)
        else:
            self._fixed_row(panel, 1, self.seat_label(0), _("You"))
        for bot in range(self.players - 1):
            self._row(panel, bot + 2, self.seat_label(bot + 1), f"seat{bot + 1}",
                      functools.partial(self.step_level, bot), functools.partial(self.level_state, bot))
        if self.offers_people:      # beside the panel's heading: no row of its own, which may not fit
            inside = self._last_panel.get_container().get_rect()
            height = self.rows_top - 14
            # up to two thirds of the heading's row ("Neuer Spieler" at 200 % needs more than half)
            needed = self.button_width(_("New player"), self.stepper_width - self.arrow_width)
            self.fit(needed, inside.width * 2 // 3)
            width = min(inside.width * 2 // 3, needed)
            self.buttons["new-player"] = make_button(self.ui, pygame.Rect(inside.width - 16 - width, 6, width, height),
                                                     _("New player"), self.new_player, container=self._last_panel)

    def seat_label(self, seat: int) -> str:
        """A seat's row name: "Seat 2" (a hosted table's words may differ: scenes.net.hosting)."""
        return _(self.seat_words).format(seat + 1, n=seat + 1)

    def player_rows(self) -> int:
        """Players, and a row per seat the game may have."""
        return self.rules.max_players + 1

    def level_state(self, bot: int) -> tuple[str, bool, bool]:
        level, choices = self.levels[bot], self.seat_choices(bot + 1)
        return self.choice_label(level, self.level_label), level != choices[0], level != choices[-1]

    def option_state(self, name: str) -> tuple[str, bool, bool]:
        value, values = self.chosen[name], self.allowed[name]
        assert values is not None, f"{name} has values to show"
        shown = starter_label(value) if name == STARTER else value_label(value, self.rules)
        return shown, value != values[0], value != values[-1]

    def _fill_options(self, panel: RowBox) -> None:
        for index, name in enumerate(self.rules.options):
            if self.allowed[name] is None:
                shown = value_label(self.chosen[name], self.rules)
                self._fixed_row(panel, index, option_label(name, self.rules), shown)
            else:
                self._row(panel, index, option_label(name, self.rules), f"option-{name}",
                          functools.partial(self.step_option, name), functools.partial(self.option_state, name))

    def _fixed_row(self, panel: RowBox, index: int, label: str, value: str) -> None:
        rect = self._row_rect(panel, index)
        pygame_gui.elements.UILabel(pygame.Rect(rect.x, rect.y, rect.width - self.stepper_width, rect.height), label,
                                    manager=self.ui, container=panel)
        value_rect = pygame.Rect(rect.right - self.stepper_width + self.arrow_width, rect.y,
                                 self.value_width, rect.height)
        centred_label(self.ui, value_rect, value, panel)

    def _row(self, panel: RowBox, index: int, label: str, key: str, step: Callable[[int], object],
             state: Looks) -> None:
        """A label, then ◀ value ▶: `step(-1)` / `step(+1)`; an arrow at its end is disabled."""
        rect = self._row_rect(panel, index)
        pygame_gui.elements.UILabel(pygame.Rect(rect.x, rect.y, rect.width - self.stepper_width, rect.height), label,
                                    manager=self.ui, container=panel)
        stepper = Stepper(self.ui, panel, rect, step, state, self.arrow_width, self.stepper_width)
        self.steppers.append(stepper)
        self.buttons[f"{key}-"], self.buttons[f"{key}+"] = stepper.back, stepper.on

    # -- the frame ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        super().draw(surface)

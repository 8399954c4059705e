"""The menus through real clicks: the main menu, the game choice, the set-up screen, the pause
menu, the result screen and dialogs; and every one of them laid out inside any window size.

Tables here are the kit's TableScene base (a real table without cards of its own), registered
for Pixies, so these tests do not wait for any game's table to be built.
"""
from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from game import GAMES
from game.core import Game, play_randomly
from saves import store
from scenes import tables
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.kit.standings import headline_for, seat_names
from scenes.kit.table import TableScene
from scenes.menu import CAPTION_LINE, GameChoice, game_summary
from scenes.pause import PauseScene
from scenes.result import ResultScene
from scenes.setup import SetupScene

#: every test starts without saves
pytestmark = pytest.mark.usefixtures("no_saves_left")
SIZES = [(960, 600), (1280, 720), (1920, 1080)]




def settle(app, frames=16):
    for _ in range(frames):
        app.step()


def open_table(app, seats=("human", "easy")):
    app.start_table("pixies", len(seats), {}, list(seats))
    settle(app)
    return app.scenes.top


# -- the main menu ---------------------------------------------------------------------------------
def test_each_menu_entry_opens_its_scene_or_says_it_is_coming(app, click):
    menu = app.scenes.top
    assert set(menu.buttons) >= {"New game", "Quit"}
    for label in list(menu.buttons):
        button = menu.buttons[label]
        if label == "Quit":
            continue
        click(button)
        if not button.is_enabled:
            assert "coming soon" in label and app.scenes.top is menu
            continue
        if label == "Learn to play":
            from scenes.lesson.choice import LessonChoice
            assert isinstance(app.scenes.top, LessonChoice)
            app.scenes.unwind()
            settle(app)
            continue
        expected = GameChoice if label == "New game" else tables.other_scene_class(
            next(key for key, name in (("load", "Load game"), ("settings", "Settings"), ("rules", "Rules"),
                                       ("stats", "Statistics"), ("zen", "Zen puzzles")) if name == label))
        assert isinstance(app.scenes.top, expected), label
        app.scenes.unwind()
        settle(app)
    app.running = True
    click(menu.buttons["Quit"])
    assert not app.running


def test_continue_appears_with_an_unfinished_save_and_resumes_it(app, click, pixies_table):
    state = GAMES["pixies"].new(2, seed=5)
    store.autosave("pixies", {}, ["human", "human"], state)   # no bot, so nothing moves after loading
    app.scenes.top.enter()
    continue_button = app.scenes.top.buttons["Continue Pixies"]
    click(continue_button)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.view == state.view(table.link.seat)
    assert table.seats == ["human", "human"] and len(app.scenes.stack) == 2


def test_continue_says_so_while_the_saved_games_table_is_not_built(app, monkeypatch):
    monkeypatch.delitem(tables.TABLES, "pixies", raising=False)
    store.autosave("pixies", {}, ["human", "hard"], GAMES["pixies"].new(2, seed=5))
    app.scenes.top.enter()
    button = app.scenes.top.buttons["Continue Pixies: table coming soon"]
    assert not button.is_enabled


def test_a_save_spoiled_after_the_menu_read_it_gives_a_dialog_naming_the_file(app, click, pixies_table):
    path = store.autosave("pixies", {}, ["human", "hard"], GAMES["pixies"].new(2, seed=5))
    menu = app.scenes.top
    menu.enter()
    path.write_text("{ not json", encoding="utf-8")
    click(menu.buttons["Continue Pixies"])
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog) and path.name in dialog.text
    click(dialog.buttons[0])
    assert app.scenes.top is menu and "Continue Pixies" not in menu.buttons


# -- choosing a game and setting it up --------------------------------------------------------------
def test_the_game_choice_lists_every_game_and_opens_only_built_tables(app, click, pixies_table):
    click(app.scenes.top.buttons["New game"])
    choice = app.scenes.top
    games = {name for name, rules in GAMES.items() if rules.max_players > 1}
    assert set(choice.buttons) == games | {"back", "host", "join"}          # with friends: scenes.net
    for name, button in choice.buttons.items():
        if name in games:
            assert button.is_enabled == (name in tables.TABLES)
            assert button.is_enabled or button.text.endswith("table coming soon")
    click(choice.buttons["pixies"])
    assert isinstance(app.scenes.top, SetupScene) and app.scenes.top.rules.name == "pixies"


def test_each_game_is_described_by_its_player_count_and_rules_summary(app):
    for rules in GameChoice.games():
        summary = game_summary(rules.name)
        caption = GameChoice.caption(rules, 500)
        assert caption.get_height() >= CAPTION_LINE * (2 if summary else 1)
    assert game_summary("no-such-game") == ""


def test_the_set_up_screen_starts_the_table_it_shows(app, click, pixies_table):
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    settle(app)
    click(setup.buttons["players+"])
    assert setup.players == 3 and {"seat1+", "seat2+"} <= set(setup.buttons)
    before = setup.levels[1]
    click(setup.buttons["seat2+"])
    assert setup.levels[1] == setup.bot_levels[setup.bot_levels.index(before) + 1]
    click(setup.buttons["start"])
    table = app.scenes.top
    assert isinstance(table, TableScene) and app.scenes.stack[0].name == "menu" and len(app.scenes.stack) == 2
    assert (table.game_name, table.players, table.seats) == ("pixies", 3, ["human", setup.levels[0], setup.levels[1]])


def test_adding_a_seat_leaves_every_control_where_it_was(app, click):
    """Fast clicks on Players+ must all land on it: no row may move when a seat is added."""
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    settle(app)
    where = {key: button.rect.copy() for key, button in setup.buttons.items()}
    for players in range(3, 6):
        click(where["players+"].center)
        assert setup.players == players
    for key, rect in where.items():
        assert setup.buttons[key].rect == rect, key


def test_the_last_choices_are_offered_again_next_time(app, click, pixies_table):
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    settle(app)
    click(setup.buttons["players+"])
    click(setup.buttons["seat2+"])
    chosen = list(setup.levels)
    click(setup.buttons["start"])
    again = SetupScene(app, "pixies")
    assert again.players == 3 and again.levels == chosen


def test_the_set_up_screen_says_what_the_chosen_level_does(app, click):
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    settle(app)
    click(setup.buttons["seat1+"])
    level = setup.levels[0]
    assert setup.problem_label.text == f"{setup.level_label(level)}: {setup.rules.level_descriptions[level]}"


@pytest.mark.parametrize("game_name", [rules.name for rules in GameChoice.games()])
def test_every_stepper_of_every_game_can_be_clicked(app, click, game_name):
    setup = SetupScene(app, game_name)
    app.scenes.push(setup)
    settle(app, 2)
    assert "random" not in setup.bot_levels
    for key in list(setup.buttons):
        if key[-1] in "+-" and setup.buttons[key].is_enabled:
            click(setup.buttons[key])
            assert app.scenes.top is setup
            assert all(values is None or setup.chosen[name] in values for name, values in setup.allowed.items())


class Picky(Game):
    """A game whose options the set-up screen must respect: choices from a method, a flag,
    a fixed number, a starting seat, and a combination the game refuses."""

    name = "picky"
    title = "Picky"
    min_players = 2
    max_players = 4
    options = {"size": "small", "fast": False, "limit": 99, "first": -1}
    levels = ("random", "easy", "hard")

    def option_choices(self, players: int, chosen: dict) -> dict:
        return {"size": ["small", "large"] if chosen.get("fast") else ["small"]}

    def check_options(self, players, options):
        filled = super().check_options(players, options)
        if filled["size"] == "large" and players > 2:
            raise ValueError("Picky plays large only with 2 players")
        return filled


def test_options_follow_the_games_choices_and_an_unfit_set_up_cannot_start(app, click, monkeypatch):
    monkeypatch.setitem(GAMES, "picky", Picky())
    setup = SetupScene(app, "picky")
    app.scenes.push(setup)
    settle(app, 2)
    assert setup.allowed == {"size": ["small"], "fast": [False, True], "limit": None, "first": [-1, 0, 1]}
    assert "option-limit+" not in setup.buttons, "a number with no choices is shown, not changed"
    click(setup.buttons["option-fast+"])
    click(setup.buttons["option-size+"])
    assert setup.chosen["size"] == "large" and setup.buttons["start"].is_enabled
    click(setup.buttons["option-first+"])
    click(setup.buttons["option-first+"])
    assert setup.chosen["first"] == 1
    click(setup.buttons["players+"])
    assert setup.allowed["first"] == [-1, 0, 1, 2]
    assert setup.problem() == "Picky plays large only with 2 players"
    assert not setup.buttons["start"].is_enabled
    click(setup.buttons["players-"])
    click(setup.buttons["option-fast-"])
    assert setup.chosen["size"] == "small", "a value no longer offered falls back to one that is"


def test_escape_goes_back_from_the_choice_and_the_set_up(app, press):
    menu = app.scenes.top
    app.scenes.push(GameChoice(app))
    app.scenes.push(SetupScene(app, GameChoice.games()[0].name))
    press(pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, GameChoice)
    press(pygame.K_ESCAPE)
    assert app.scenes.top is menu


# -- pause and result ---------------------------------------------------------------------------------
def test_pause_resume_and_save_and_quit(app, click, press, pixies_table):
    table = open_table(app)
    press(pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and pause.table is table
    click(pause.buttons["resume"])
    assert app.scenes.top is table
    press(pygame.K_ESCAPE)
    click(app.scenes.top.buttons["save"])
    assert [scene.name for scene in app.scenes.stack] == ["menu"]
    saved = store.latest()
    assert saved.state.view(table.link.seat) == table.view and saved.seats == table.seats
    assert "Continue Pixies" in app.scenes.top.buttons


def test_pause_restart_asks_then_deals_a_new_game_with_the_same_seats(app, click, pixies_table):
    table = open_table(app, ("human", "hard", "easy"))
    app.scenes.push(PauseScene(app, table))
    click(app.scenes.top.buttons["restart"])
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmDialog)
    click(confirm.buttons[1])
    fresh = app.scenes.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert fresh.seats == ["human", "hard", "easy"] and len(app.scenes.stack) == 2


def test_pause_opens_the_rules_of_the_game_being_played(app, click, pixies_table):
    table = open_table(app)
    app.scenes.push(PauseScene(app, table))
    rules = app.scenes.top.buttons["rules"]
    if "rules" not in tables.OTHER_SCENES:
        assert not rules.is_enabled and "coming soon" in rules.text
        return
    click(rules)
    assert isinstance(app.scenes.top, tables.other_scene_class("rules"))


def test_the_result_screen_names_the_winner_and_plays_again(app, click, pixies_table):
    state = GAMES["pixies"].new(3, seed=2)
    play_randomly(state, random.Random(2), 10_000)
    seats = ["human", "easy", "hard"]
    app.start_table("pixies", 3, {}, seats, state)
    settle(app, 40)
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert result.result.headline == headline_for(state.winners(), seat_names(seats))
    assert [cells[-1] for _, cells in result.result.rows] == [str(int(s)) for s in state.scores()]
    table = result.table
    click(result.buttons["again"])
    again = app.scenes.top
    assert isinstance(again, TableScene) and again is not table and again.seats == seats
    assert not again.view.is_over()


def test_headlines_say_who_won_in_plain_words():
    names = seat_names(["human", "easy", "hard"])
    assert names == ["You", "Bot 2 (Easy)", "Bot 3 (Hard)"]
    assert headline_for([0], names) == "You win!"
    assert headline_for([0, 2], names) == "You share the win!"
    assert headline_for([1, 2], names) == "Bot 2 (Easy) and Bot 3 (Hard) win"
    assert headline_for([0, 1, 2], names) == "Everybody wins!"
    assert headline_for([], names) == "Nobody wins this time"


# -- layout at every window size ----------------------------------------------------------------------
def scenes_to_lay_out(app):
    yield app.scenes.top
    yield GameChoice(app)
    for rules in GameChoice.games():
        yield SetupScene(app, rules.name)
    yield MessageDialog(app, "A message", "Some words that wrap over more than one line of the panel. " * 3)
    yield ConfirmDialog(app, "Restart this game?", "It is dropped.", on_yes=lambda: None)


def widgets_of(scene):
    return [element for element in scene.ui.get_sprite_group().sprites()
            if isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel,
                                    pygame_gui.elements.UIPanel, pygame_gui.elements.UITextBox))]


def assert_laid_out_inside(scene, size):
    window = pygame.Rect((0, 0), size)
    buttons = []
    for element in widgets_of(scene):
        assert window.contains(element.rect), f"{scene.name}: {element} at {element.rect} outside {size}"
        if isinstance(element, pygame_gui.elements.UIButton):
            buttons.append(element)
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.rect.colliderect(b.rect), f"{scene.name}: {a.text!r} overlaps {b.text!r}"


@pytest.mark.parametrize("size", SIZES)
def test_a_resize_lays_every_menu_out_again_inside_the_window(app, size, pixies_table):
    """Every scene is built at 1280x720 and stacked; one resize must lay each out again."""
    laid_out = list(scenes_to_lay_out(app))
    for scene in laid_out[1:]:
        app.scenes.push(scene)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    assert app.size == size
    for scene in laid_out:
        assert_laid_out_inside(scene, size)


@pytest.mark.parametrize("size", SIZES)
def test_a_resize_lays_out_the_pause_menu_and_the_result_screen(app, size, pixies_table):
    table = open_table(app, ("human", "easy", "hard", "hard", "easy"))
    overlays = [PauseScene(app, table), ResultScene(app, table)]
    for overlay in overlays:
        app.scenes.push(overlay)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    for overlay in overlays:
        assert_laid_out_inside(overlay, size)

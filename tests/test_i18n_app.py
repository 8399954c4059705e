"""The screens speak the person's language: the main menu, the game choice, a table's HUD, the
pause menu, the result screen and the dialogs, driven through real events with German or Russian
in force, their drawn labels read back; and a count on screen takes Russian's three plural forms.

Every other scene test runs in English (the language in use unless a test chooses another).
"""
from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game import GAMES
from game.core import play_randomly
from scenes.kit import lang, palette, theme
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.kit.table import TableScene
from scenes.menu import GameChoice, MainMenu, players_text
from scenes.pause import PauseScene
from scenes.result import ResultScene

#: every test starts without saves
pytestmark = pytest.mark.usefixtures("no_saves_left")
#: a few words each screen must show, per language
WORDS = {
    "de": {"new": "Neues Spiel", "quit": "Beenden", "learn": "Spielen lernen", "choose": "Spiel wählen",
           "back": "Zurück", "paused": "Pause", "resume": "Weiterspielen", "restart": "Neu starten",
           "cancel": "Abbrechen", "again": "Nochmal spielen", "menu": "Zum Menü", "you": "Du",
           "your_turn": "Du bist dran", "ok": "OK", "keys": "Tasten", "quit_title": "Parlour beenden?",
           "keep": "Weiterspielen"},
    "ru": {"new": "Новая игра", "quit": "Выйти", "learn": "Учиться играть", "choose": "Выберите игру",
           "back": "Назад", "paused": "Пауза", "resume": "Продолжить", "restart": "Заново",
           "cancel": "Отмена", "again": "Ещё раз", "menu": "В меню", "you": "Вы",
           "your_turn": "Ваш ход", "ok": "ОК", "keys": "Клавиши", "quit_title": "Выйти из Parlour?",
           "keep": "Играть дальше"},
}


@pytest.fixture(params=["de", "ru"])
def speaking(request, monkeypatch):
    """German or Russian from the first frame on (before the app's menu is built), English after:
    the system's language, which the App follows when no language is chosen in Settings."""
    monkeypatch.setenv("LANGUAGE", request.param)
    lang.use(request.param)
    yield WORDS[request.param]
    lang.use("en")




def drawn(scene) -> list[str]:
    """Every text a scene's widgets show: labels, buttons, text boxes."""
    texts = []
    for element in scene.ui.get_sprite_group().sprites():
        text = getattr(element, "html_text", None) or getattr(element, "text", None)
        if isinstance(text, str) and text:
            texts.append(text)
    return texts


def settle(app, frames=16):
    for _ in range(frames):
        app.step()


def test_the_main_menu_and_the_game_choice_speak_the_language(speaking, app, click):
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    shown = drawn(menu)
    for word in ("new", "quit", "learn"):
        assert speaking[word] in shown, (speaking[word], shown)
    assert "New game" not in shown and "Quit" not in shown
    click(menu.buttons[speaking["new"]])
    choice = app.scenes.top
    assert isinstance(choice, GameChoice)
    shown = drawn(choice)
    assert speaking["choose"] in shown and speaking["back"] in shown and "Choose a game" not in shown


def test_a_table_and_its_pause_menu_speak_the_language(speaking, app, click, press, pixies_table):
    app.start_table("pixies", 2, {}, ["human", "easy"])
    settle(app)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.hud.status.text == speaking["your_turn"]
    press(pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    shown = drawn(pause)
    assert speaking["paused"] in shown and speaking["keys"] in shown
    assert pause.buttons["resume"].text == speaking["resume"]
    click(pause.buttons["restart"])
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmDialog)
    assert [button.text for button in confirm.buttons] == [speaking["cancel"], speaking["restart"]]
    assert "Restart this game?" not in drawn(confirm)
    click(confirm.buttons[0])
    assert app.scenes.top is pause


def test_the_quit_question_and_a_message_speak_the_language(speaking, app, click, pixies_table):
    app.start_table("pixies", 2, {}, ["human", "easy"])
    settle(app)
    table = app.scenes.top
    app.step([pygame.event.Event(pygame.QUIT)])          # the window's close button, a game on the table
    asked = app.scenes.top
    assert isinstance(asked, ConfirmDialog) and asked.about_quitting
    assert asked.title == speaking["quit_title"] and asked.title in drawn(asked)
    assert [button.text for button in asked.buttons] == [speaking["keep"], speaking["quit"]]
    click(asked.buttons[0])
    assert app.scenes.top is table
    app.scenes.push(MessageDialog(app, "-", "-"))          # a message's one button is the language's OK
    settle(app, 2)
    assert [button.text for button in app.scenes.top.buttons] == [speaking["ok"]]
    click(app.scenes.top.buttons[0])
    assert app.scenes.top is table


def test_the_result_screen_speaks_the_language(speaking, app, click, pixies_table):
    state = GAMES["pixies"].new(3, seed=2)
    play_randomly(state, random.Random(2), 10_000)
    app.start_table("pixies", 3, {}, ["human", "easy", "hard"], state)
    settle(app, 40)
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    shown = drawn(result)
    assert result.result.headline in shown
    english = {"You win!", "You share the win!", "Everybody wins!", "Nobody wins this time"}
    assert result.result.headline not in english and not result.result.headline.endswith(" wins")
    assert result.buttons["again"].text == speaking["again"] and result.buttons["menu"].text == speaking["menu"]
    assert any(text.endswith(speaking["you"]) for text in shown)        # the person's row: "★ Du" or "   Du"
    click(result.buttons["menu"])
    assert [scene.name for scene in app.scenes.stack] == ["menu"]


def test_the_players_count_takes_russian_plural_forms(app, click):
    lang.use("ru")
    try:
        game = lambda least, most: SimpleNamespace(min_players=least, max_players=most)  # noqa: E731
        assert [players_text(game(n, n)) for n in (2, 5, 21, 22)] == ["2 игрока", "5 игроков", "21 игрок", "22 игрока"]
        assert players_text(game(2, 4)) == "2–4 игрока" and players_text(game(2, 6)) == "2–6 игроков"
        assert players_text(game(1, 1)) == "в одиночку"
        # the game choice draws each game's count as its caption's first line
        app.scenes.top.rebuild()            # the menu was built in English: now in Russian
        click(app.scenes.top.buttons["Новая игра"])
        choice = app.scenes.top
        assert isinstance(choice, GameChoice) and choice.games()
        for rules in choice.games():
            said = players_text(rules)
            assert said.split()[-1] in {"игрок", "игрока", "игроков", "одиночку"}
            caption = GameChoice.caption(rules, 600, 15)
            line = theme.font(15).render(said, True, palette.TEXT_DIM)
            drawn_line = caption.subsurface(pygame.Rect((0, 0), line.get_size()))
            assert pygame.image.tobytes(drawn_line, "RGBA") == pygame.image.tobytes(line, "RGBA"), said
    finally:
        lang.use("en")
    lang.use("de")
    try:
        assert players_text(SimpleNamespace(min_players=2, max_players=4)) == "2–4 Spieler"
    finally:
        lang.use("en")


def test_english_stays_the_language_of_the_other_tests(app):
    assert lang.current().code == "en"
    assert "New game" in drawn(app.scenes.top)

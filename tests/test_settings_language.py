"""The language setting: Settings offers each language named in itself, and choosing one changes
the words of every screen at once (the Settings screen and the menu beneath it), is saved, and
is the language of the next start. Real clicks through the real scenes; the drawn labels' text."""
from __future__ import annotations

import dataclasses

import pygame_gui
import pytest

from experience_helpers import settings_kept
from saves import settings as saved_settings
from scenes.app import App
from scenes.kit import lang
from scenes.menu import MainMenu
from scenes.settings import SettingsScene, language_choice


@pytest.fixture(autouse=True)
def keep_settings():
    with settings_kept():
        yield


def words(scene) -> list[str]:
    """The text of every label and button the scene draws."""
    return [element.text for element in scene.ui.get_sprite_group().sprites()
            if isinstance(element, pygame_gui.elements.UILabel | pygame_gui.elements.UIButton) and element.text]


def button(scene, text: str):
    return next(element for element in scene.ui.get_sprite_group().sprites()
                if isinstance(element, pygame_gui.elements.UIButton) and element.text == text)


def open_settings(app, click) -> SettingsScene:
    click(button(app.scenes.top, lang._("Settings")))
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene


def choose(app, click, menu: pygame_gui.elements.UIDropDownMenu, text: str) -> None:
    """Open a drop-down with a click and click the option that says `text` (`app` steps the frames)."""
    click(menu.current_state.selected_option_button)
    options = menu.current_state.options_selection_list
    assert options is not None, "the drop-down opened"
    click(next(item["button_element"] for item in options.item_list if item["text"] == text))
    app.step()     # the list tells the drop-down, which tells the scene: a frame each
    app.step()


def test_settings_offers_each_language_in_its_own_words(app, click):
    scene = open_settings(app, click)
    assert scene.language_menu is not None
    offered = [text for text, _ in scene.language_menu.options_list]
    assert offered[1:] == ["English", "Deutsch", "Русский"]
    assert offered[0] == f"System ({lang.LANGUAGES[lang.system_language()]})"


def test_choosing_deutsch_changes_the_words_at_once_and_the_next_start_speaks_it(app, click):
    scene = open_settings(app, click)
    menu = app.scenes.stack[0]
    menu_ui = menu.ui
    assert "Language" in words(scene) and "Back" in words(scene)
    choose(app, click, scene.language_menu, "Deutsch")
    assert app.settings.language == "de" and lang.current().code == "de"
    scene = app.scenes.top            # the same screen, its words said again
    assert isinstance(scene, SettingsScene)
    shown = words(scene)
    assert {"Sprache", "Fenstergröße", "Zurück", "Tasten"} <= set(shown) and "Language" not in shown
    assert scene.language_menu.selected_option[0] == "Deutsch"
    assert scene.ui.get_locale() == "de"                  # pygame_gui's own words too
    assert menu.ui is not menu_ui and menu.ui.get_locale() == "de", "the menu beneath was built again"
    assert sorted(words(menu)) == sorted(words(MainMenu(app))), "the menu says what a German menu says"
    assert saved_settings.load().language == "de"

    click(button(scene, "Zurück"))
    assert app.scenes.top is menu
    for opened in reversed(app.scenes.stack):
        opened.close()
    lang.use("en")
    again = App(size=(1280, 720), fullscreen=False, recover=False)     # the next start
    again.start(MainMenu(again))
    again.step()
    assert again.settings.language == "de" and lang.current().code == "de"
    assert again.scenes.top.ui.get_locale() == "de"
    assert lang._("Settings") == "Einstellungen"


def test_the_menu_says_its_words_in_the_chosen_language(app, click):
    """The menu's own words (marked by the screens' translators) change with the setting."""
    scene = open_settings(app, click)
    choose(app, click, scene.language_menu, "Русский")
    assert lang._("Settings") in words(app.scenes.stack[0]) and lang._("Settings") == "Настройки"


def test_the_system_choice_follows_the_system(app, click, monkeypatch):
    app.apply_settings(dataclasses.replace(app.settings, language="ru"))
    monkeypatch.setenv("LANGUAGE", "de")
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.step()
    choose(app, click, scene.language_menu, language_choice(""))
    assert app.settings.language == "" and lang.current().code == "de"
    assert saved_settings.load().language == ""


def test_a_language_parlour_does_not_speak_is_refused_in_the_settings_file():
    with pytest.raises(ValueError):
        saved_settings.check("language", "fr")
    assert saved_settings.check("language", "ru") == "ru" and saved_settings.check("language", "") == ""


def test_the_command_line_speaks_a_language_for_one_run_without_changing_the_setting():
    from scenes import launch

    with pytest.raises(SystemExit):
        launch.parse_args(["--language", "fr"])           # only a language Parlour speaks
    app = launch.start(launch.parse_args(["--language", "ru", "--windowed"]))
    try:
        assert lang.current().code == "ru" and app.scenes.top.ui.get_locale() == "ru"
        assert app.settings.language == saved_settings.load().language == ""
    finally:
        for scene in reversed(app.scenes.stack):
            scene.close()


def test_a_table_beneath_the_settings_takes_the_new_language_too(app, click):
    """Settings opened from a table's pause menu: the table lays itself out again for the new
    words (they are said as it draws) and its widgets' own words follow."""
    app.start_table("pixies", 2, {}, ["human", "easy"])
    table = app.scenes.top
    app.scenes.push(SettingsScene(app))
    app.step()
    choose(app, click, app.scenes.top.language_menu, "Deutsch")
    assert table.ui.get_locale() == "de" and lang.current().code == "de"
    app.scenes.pop()
    app.step()
    assert app.scenes.top is table

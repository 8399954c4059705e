"""The in-app rules: every game has a text, found through its presentation like its table, every
picture a section names is drawn, every game has its tab, Esc goes back."""
import json
from pathlib import Path

import pygame
import pytest

import highcard
from game import GAMES
from scenes import tables
from scenes.kit.assets import asset_path
from scenes.rules import RulesScene, picture, rules_text


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_has_rules_and_every_named_picture_is_drawn(app, game):
    data = rules_text(game)
    assert data["sections"] and data["summary"]
    for section in data["sections"]:
        if section.get("picture"):
            art = picture(game, section["picture"], 560)
            assert isinstance(art, pygame.Surface), f"{game}: no picture {section['picture']!r}"
            assert 0 < art.get_width() <= 560 and art.get_height() > 0


def test_the_decisions_are_in_the_rules_text():
    text = {name: json.dumps(rules_text(name)) for name in GAMES}
    assert "multicoloured" in text["pixies"] and "ties share the victory" in text["pixies"]
    assert "Passing does not drop you out" in text["lixo"]
    assert "must take it" in text["flixo"] and "-5" in text["flixo"]
    assert "diagonal neighbours never need to fit" in text["flanx"]
    assert "renewed only once" in text["zen"]


def test_a_tab_click_shows_that_game_and_escape_goes_back(app, click):
    scene = RulesScene(app, game="pixies")
    app.scenes.push(scene)
    app.step()
    click(scene.tabs["lixo"])
    assert scene.game == "lixo"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)])
    assert app.scenes.top is not scene
    assert asset_path("rules", "lixo.json").exists()


def test_a_games_own_rules_file_is_found_through_its_presentation():
    assert tables.rules_path("highcard") == Path(highcard.__file__).with_name("rules.json")
    assert rules_text("highcard")["title"] == "High card"
    assert tables.rules_path("pixies") == asset_path("rules", "pixies.json")   # by default, the app's assets


def test_the_rules_scene_has_a_tab_for_every_game_and_shows_its_text(app, click):
    scene = RulesScene(app)
    app.scenes.push(scene)
    app.step()
    assert list(scene.tabs) == list(GAMES)
    click(scene.tabs["highcard"])
    assert scene.game == "highcard"
    for _ in range(20):                                    # the fade from the menu is over
        app.step()
    page = scene.page(min(scene.view.width, 900))          # High card's text, laid out
    left = scene.view.x + (scene.view.width - page.get_width()) // 2
    solid = [(x, y) for x in range(page.get_width()) for y in range(min(page.get_height(), scene.view.height))
             if page.get_at((x, y)).a == 255]
    assert len(solid) > 500
    assert all(app.window.get_at((left + x, scene.view.y + y))[:3] == page.get_at((x, y))[:3] for x, y in solid)


def test_scroll_for_more_shows_only_while_there_is_more_below(app):
    scene = RulesScene(app, game="pixies")
    app.scenes.push(scene)
    app.step()
    assert scene.more_below()                            # Pixies' rules are longer than the window
    for _ in range(200):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=78)])
        if not scene.more_below():
            break
    assert not scene.more_below() and scene.scroll > 0  # at the bottom the words are gone

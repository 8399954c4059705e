"""The in-app rules: every game has a text, every picture a section names is drawn, Esc goes back."""
import json

import pygame
import pytest

from game import GAMES
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

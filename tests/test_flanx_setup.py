"""The Flanx set-up screen through clicks: each level's pace in words, Kids moving the bot to a
level a child can beat until the person picks one, Match my pace, the game it starts."""
from __future__ import annotations

import dataclasses

import pygame_gui
import pytest

from experience_helpers import settings_kept
from game.flanx import GAME
from game.flanx.pace import SECONDS_PER_CARD, following_words, match_words
from scenes.lesson.script import load as load_lesson
from scenes.setup import SetupScene
from table_helpers import referee_of


def settle(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step()


@pytest.fixture
def setup(app):
    scene = SetupScene(app, "flanx")
    app.scenes.push(scene)
    settle(app)
    return scene


def step_to(click, setup, key: str, wanted) -> None:
    """Click the option's ▶ or ◀ until it shows `wanted`."""
    name = key.removeprefix("option-")
    for _ in range(8):
        if setup.chosen[name] == wanted:
            return
        values = setup.allowed[name]
        by = "+" if values.index(wanted) > values.index(setup.chosen[name]) else "-"
        click(setup.buttons[f"{key}{by}"])
    raise AssertionError(f"{name} never showed {wanted!r}")


def test_the_line_under_the_panels_gives_each_levels_pace(app, click, setup):
    while setup.levels[0] != setup.bot_levels[0]:
        click(setup.buttons["seat1-"])
    seen = []
    for level in setup.bot_levels:
        assert setup.levels[0] == level
        seen.append(setup.problem_label.text)
        assert setup.problem_label.text.startswith(
            f"{setup.level_label(level)}: about {SECONDS_PER_CARD[level]:g} s a card")
        if level != setup.bot_levels[-1]:
            click(setup.buttons["seat1+"])
    assert setup.bot_levels[0] == "beginner" and "Beginner: about 12 s a card" in seen[0]


def test_kids_moves_the_bot_to_a_level_a_child_can_beat_until_one_is_picked(app, click, setup):
    step_to(click, setup, "option-variant", "duel")
    before = list(setup.levels)
    step_to(click, setup, "option-variant", "kids")
    assert setup.levels[0] == GAME.suggested_level(2, {"variant": "kids"}) == "beginner"
    assert setup.problem_label.text.startswith("Beginner: about 12 s a card")
    step_to(click, setup, "option-variant", "duel")
    assert setup.levels == before, "the level from before comes back"
    step_to(click, setup, "option-variant", "kids")
    click(setup.buttons["seat1+"])
    picked = setup.levels[0]
    step_to(click, setup, "option-variant", "duel")
    step_to(click, setup, "option-variant", "kids")
    assert setup.levels[0] == picked, "a level the person picked stays"


def test_match_my_pace_is_an_option_and_the_game_starts_with_it(app, click, setup):
    step_to(click, setup, "option-variant", "duel")
    assert setup.chosen["match_my_pace"] == "easy levels"
    labels = [element.text for element in setup.ui.get_sprite_group().sprites()
              if isinstance(element, pygame_gui.elements.UILabel)]
    assert "Match my pace" in labels and "Easy levels" in labels
    step_to(click, setup, "option-match_my_pace", "never")
    step_to(click, setup, "option-variant", "toddler")
    assert setup.allowed["match_my_pace"] == ["never"]
    step_to(click, setup, "option-variant", "duel")
    step_to(click, setup, "option-match_my_pace", "always")
    click(setup.buttons["start"])
    table = app.scenes.top
    assert table.name == "flanx" and referee_of(table).options["match_my_pace"] == "always"


def test_the_line_says_what_match_my_pace_does_for_a_level_that_follows(app, click, setup):
    step_to(click, setup, "option-variant", "duel")
    while setup.levels[0] != "beginner":
        click(setup.buttons["seat1-"])
    assert setup.problem_label.text == f"Beginner: {str(following_words('beginner'))}"
    assert "a fifth longer than you (Match my pace)" in setup.problem_label.text
    step_to(click, setup, "option-match_my_pace", "never")
    assert "Match my pace" not in setup.problem_label.text
    assert setup.problem_label.text.startswith("Beginner: about 12 s a card")


def test_the_lessons_last_step_says_what_match_my_pace_does():
    last = load_lesson("flanx").steps[-1].say
    assert str(match_words(GAME.options["match_my_pace"])) in last


def test_at_the_largest_text_in_a_small_window_the_pace_still_shows(app, click):
    with settings_kept():
        app.resize((960, 600))
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=200))
        setup = SetupScene(app, "flanx")
        app.scenes.push(setup)
        settle(app)
        for level in setup.bot_levels:
            while setup.levels[0] != level:
                lower = setup.bot_levels.index(level) < setup.bot_levels.index(setup.levels[0])
                click(setup.buttons["seat1-" if lower else "seat1+"])
            note = setup.problem_label.text
            assert note.startswith(f"{setup.level_label(level)}: about {SECONDS_PER_CARD[level]:g} s a card")
            assert setup.text_size(note, "label", "#hud_status")[0] <= setup.problem_label.rect.width

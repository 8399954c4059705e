"""The long texts (rules pages, lessons, the Zen booklet) in German and Russian: every word people
read is in the `content` catalog, translated with the same {places}, and the real screens say them
in the language in use, switching while the app runs, and fitting where English fits."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pygame
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from game import GAMES
from game.zen import booklet
from lesson_moves import settle
from scenes.kit import lang, theme
from scenes.kit.assets import asset_path
from scenes.lesson.scene import LessonScene
from scenes.lesson.script import lesson_names, load, teaches
from scenes.rules import PARAGRAPH, RulesScene, rules_text

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("de", "ru")
#: a word each language's text of the first Pixies step has, and English has not
FIRST_WORD = {"de": "Willkommen", "ru": "Добро пожаловать"}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    lang.use("en")


def extracted() -> dict[str, list[str]]:
    """Every message the content mapping finds in the tree, with where it stands."""
    with open(asset_path("locale", "content.cfg"), encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config)
    found: dict[str, list[str]] = {}
    for _file, _line, message, comments, _context in extract_from_dir(str(ROOT), method_map, options_map):
        found.setdefault(message, []).extend(comments)
    return found


def catalog(code: str):
    with open(asset_path("locale", code, "LC_MESSAGES", "content.po"), "rb") as file:
        return read_po(file)


def places(text: str) -> list[str]:
    return sorted(re.findall(r"\{[^{}]*\}", text))


def test_the_extractor_finds_the_words_people_read_and_no_keys_or_moves():
    found = extracted()
    pixies = rules_text("pixies")
    assert pixies["summary"] in found and all(s["title"] in found and s["text"] in found for s in pixies["sections"])
    first = load("pixies").steps[0]
    assert first.say in found and load("lixo").finish in found and load("flanx").teaches in found
    assert all(form.name in found for form in booklet.forms())
    # a comment says where each comes from
    comments = found[pixies["sections"][0]["text"]]
    assert any(where.startswith("assets/rules/pixies.json: sections[") for where in comments)
    # never the keys, moves, card codes, seats, picture names or the games' own names
    for not_words in ("pixies", "Take", "human", "status", "cards", "parlour-lesson", "Pixies", "duel"):
        assert not_words not in found, not_words


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_content_word_is_translated_with_the_same_places(code):
    messages = {m.id: m for m in catalog(code) if m.id}
    for text in extracted():
        entry = messages.get(text)
        assert entry is not None, f"{code}: not in the catalog: {text[:60]}"
        assert entry.string and entry.string.strip() and not entry.fuzzy, f"{code}: untranslated: {text[:60]}"
        assert places(entry.string) == places(text), f"{code}: places differ in {text[:60]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_rules_page_shows_the_language_in_use_and_switches_with_it(app, click, code):
    scene = RulesScene(app, game="pixies")
    app.scenes.push(scene)
    for _ in range(20):                                    # the fade from the menu is over
        app.step()
    data = rules_text("pixies")
    width = min(scene.view.width, 900)
    english = scene.page(width).copy()
    lang.use(code)
    app.step()
    said = lang._(data["summary"])
    assert said != data["summary"] and (code != "ru" or not said.isascii())
    page = scene.page(width)
    assert page is not english                             # laid out again for the new language
    # the summary's first line as the page draws it: under the title, in the body font
    body = theme.font(scene.scaled(PARAGRAPH))
    title = theme.font(scene.scaled(30), bold=True).render(data["title"], True, (255, 255, 255))
    first = body.render(theme.wrap(said, body, width)[0], True, (255, 255, 255))
    top = title.get_height() + 8
    drawn = [(x, y) for x in range(first.get_width()) for y in range(first.get_height())
             if first.get_at((x, y)).a == 255]
    assert len(drawn) > 100
    assert all(page.get_at((x, top + y)).a == 255 for x, y in drawn)
    # and the window shows that page
    left = scene.view.x + (scene.view.width - page.get_width()) // 2
    assert all(app.window.get_at((left + x, scene.view.y + top + y))[:3] == page.get_at((x, top + y))[:3]
               for x, y in drawn[::7])
    assert scene.tabs["pixies"].text == GAMES["pixies"].title          # the game's name, as printed


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_rules_page_line_fits_the_page(app, code):
    lang.use(code)
    scene = RulesScene(app)
    app.scenes.push(scene)
    app.step()
    body = theme.font(scene.scaled(PARAGRAPH))
    for game in scene.games:
        if game not in ("flixo", "pixies", "flanx", "lixo", "zen"):
            continue
        data = rules_text(game)
        for section in data["sections"]:
            for line in theme.wrap(lang._(section["text"]), body, scene.view.width):
                assert body.size(line)[0] <= scene.view.width, f"{game} ({code}): {line}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_lessons_first_step_speaks_the_language_in_use(app, code):
    lang.use(code)
    lesson = load("pixies")
    scene = LessonScene(app, lesson, start=0)
    app.scenes.push(scene)
    settle(app, scene)
    app.step()
    assert scene.coach is not None
    assert scene.coach.text.startswith(FIRST_WORD[code]) and lesson.steps[0].say not in scene.coach.text
    assert scene.progress_text().startswith(lang._(lesson.title)) and lang._(lesson.title) != lesson.title


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", ["pixies", "flixo", "lixo", "flanx", "zen"])
def test_every_step_of_a_lesson_fits_the_play_area_at_200_percent_text(app, code, name):
    """German runs about a third longer than English: every translated step still fits."""
    from scenes.kit.bubble import measure, place_bubble
    lang.use(code)
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    scene = LessonScene(app, load(name), start=0)
    app.scenes.push(scene)
    settle(app, scene)
    area = scene.table.play_area(app.size)
    for number, step in enumerate(load(name).steps, 1):
        words = scene.coach_words(step)
        assert words.split("\n")[0] == lang._(step.say)
        bubble = place_bubble(words, None, area, scale=200)
        assert area.contains(bubble.rect), f"step {number} of {name} ({code}) is too long for the screen"
        lines, size, width, height = measure(words, 200, bubble.rect.width)
        assert width <= bubble.rect.width and height <= bubble.rect.height, f"step {number} of {name} ({code})"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_lessons_say_what_they_teach_in_the_language_in_use(app, click, code):
    from scenes.lesson.choice import CAPTION_SIZE, LessonChoice
    lang.use(code)
    choice = LessonChoice(app)
    app.scenes.push(choice)
    app.step()
    face = theme.font(choice.scaled(CAPTION_SIZE))
    for name, (caption, _where) in zip(lesson_names(), choice._captions):
        said = lang._(teaches(name))
        assert said != teaches(name) or name not in ("pixies", "flixo", "lixo", "flanx", "zen"), name
        expected = LessonChoice.caption(said, face, caption.get_width())
        assert pygame.image.tobytes(expected, "RGBA") == pygame.image.tobytes(caption, "RGBA"), name


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_booklet_form_name_fits_its_tile_on_one_line(app, code):
    """The tile shows a name's first line only: each translated name is short enough for it."""
    from scenes.zen.booklet import ZenBookletScene
    lang.use(code)
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    app.step()
    width = scene.tiles[0][0].width - 24
    bold = theme.font(17, bold=True)
    for form in booklet.forms():
        said = lang._(form.name)
        assert said != form.name or form.name in ("Hammer", "Koi"), f"{code}: {form.name}"
        assert theme.wrap(said, bold, width) == [said], f"{code}: {said} is cut on its tile"


def test_the_coach_says_its_words_again_when_the_language_changes(app):
    lesson = load("flanx")
    scene = LessonScene(app, lesson, start=0)
    app.scenes.push(scene)
    settle(app, scene)
    app.step()
    assert scene.coach is not None and scene.coach.text.startswith(lesson.steps[0].say)
    lang.use("ru")
    app.step()
    assert scene.coach is not None and scene.coach.text.startswith(lang._(lesson.steps[0].say))
    assert lang._(lesson.steps[0].say).startswith("Добро пожаловать")

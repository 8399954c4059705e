"""The lessons (issue 27): every lesson file loads and its moves are legal where they come; each
lesson is played to its end through the real lesson screen with real input (drags, clicks, keys
through the app's event queue), and a wrong move is refused with a word and changes nothing."""
from __future__ import annotations

import dataclasses
import json

import pygame
import pytest

from game import GAMES
from game.referee.exact import same
from lesson_moves import PERFORMERS, settle, wrong_move
from scenes.lesson import script
from scenes.lesson.scene import LessonDone, LessonMenu, LessonScene
from scenes.lesson.script import LessonError, load, parse

LESSONS = script.lesson_names()


def test_every_game_has_a_lesson_the_tests_own_too():
    assert set(LESSONS) == {"pixies", "lixo", "flixo", "flanx", "zen", "highcard"} == set(GAMES)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_file_loads_and_every_move_is_legal_where_it_comes(name):
    lesson = load(name)                      # load() plays it through: an illegal move raises
    assert lesson.steps and any(step.do is not None for step in lesson.steps)
    referee = script.rehearse(lesson)
    assert referee.moves, "the lesson plays moves"


def test_a_broken_lesson_is_refused_with_the_step_and_the_reason():
    data = json.loads(script.path("pixies").read_text())
    bad = dict(data, steps=[dict(data["steps"][1], do={"type": "Take", "card": 0, "space": 8, "face_up": True})])
    with pytest.raises(LessonError, match=r"step 1: the expected move .* is not legal"):
        script.rehearse(parse("pixies", bad, "pixies.json"), "pixies.json")
    with pytest.raises(LessonError, match="step 1: 'say'"):
        parse("pixies", dict(data, steps=[{"do": None}]), "pixies.json")
    with pytest.raises(LessonError, match="format"):
        parse("pixies", {"format": "other"}, "pixies.json")
    with pytest.raises(LessonError, match="step 2: unknown field"):
        parse("pixies", dict(data, steps=[data["steps"][0], {"say": "x", "shout": 1}]), "pixies.json")


def open_lesson_scene(app, name: str) -> LessonScene:
    scene = LessonScene(app, load(name), start=0)
    app.scenes.push(scene)
    settle(app, scene)
    return scene


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_is_played_to_its_end_through_the_real_screen(app, name, click, press, drag):
    scene = open_lesson_scene(app, name)
    perform = PERFORMERS[name]
    checked_wrong = False
    guard = 0
    while not scene.run.finished:
        guard += 1
        assert guard < 200, f"stuck at step {scene.run.index + 1}"
        step = scene.run.step
        assert step is not None and scene.coach is not None, "the coach speaks once the table is still"
        assert f"step {scene.run.index + 1} of {scene.run.steps}" in scene.progress_text()
        index = scene.run.index
        if step.do is None:
            press(pygame.K_RETURN)
        else:
            if not checked_wrong:
                checked_wrong = check_wrong_move(app, scene, click, press, drag)
            perform(app, scene, step.do, click=click, press=press, drag=drag)
        assert scene.run.index == index + 1, f"step {index + 1} did not go on"
        settle(app, scene)
    assert checked_wrong, "a wrong move was tried on some step"
    settle(app, scene)
    assert isinstance(app.scenes.top, LessonDone)
    assert name not in app.settings.lesson_steps


def check_wrong_move(app, scene: LessonScene, click, press, drag) -> bool:
    """Try a move that is not the step's: turned away with the step's word, nothing changed."""
    wrong = wrong_move(scene)
    if wrong is None:
        return False
    referee = scene.run.referee
    before = (referee.state.to_dict(), len(referee.moves), scene.run.index)
    PERFORMERS[scene.lesson.game](app, scene, wrong, click=click, press=press, drag=drag)
    settle(app, scene)
    assert (referee.state.to_dict(), len(referee.moves), scene.run.index) == before
    assert scene.run.wrong and scene.run.step.wrong in scene.run.wrong
    assert scene.run.wrong in scene.coach.text, "the coach says the gentle word"
    return True


def test_a_lesson_is_left_and_goes_on_from_that_step(app, press, click):
    scene = open_lesson_scene(app, "pixies")
    press(pygame.K_RETURN)                             # step 1 only talks
    settle(app, scene)
    assert scene.run.index == 1 and app.settings.lesson_steps == {"pixies": 1}
    press(pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, LessonMenu)
    click(menu.buttons["leave"])
    assert scene not in app.scenes.stack
    again = LessonScene(app, load("pixies"))
    app.scenes.push(again)
    settle(app, again)
    assert again.run.index == 1 and "step 2 of" in again.progress_text()
    assert same(again.run.step.do, load("pixies").steps[1].do)


def test_skip_lesson_puts_it_away(app, press, click):
    app.settings = dataclasses.replace(app.settings, lesson_steps={"pixies": 3})
    scene = LessonScene(app, load("pixies"))
    app.scenes.push(scene)
    settle(app, scene)
    assert scene.run.index == 3
    press(pygame.K_ESCAPE)
    menu = app.scenes.top
    click(menu.buttons["skip"])
    assert scene not in app.scenes.stack and "pixies" not in app.settings.lesson_steps


def test_the_lesson_is_offered_once_when_a_game_is_first_started(app, click):
    from scenes.setup import SetupScene
    app.settings = dataclasses.replace(app.settings, lessons_offered=())
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    app.step()
    assert "learn" in setup.buttons
    click(setup.buttons["start"])
    question = app.scenes.top
    assert "New to Pixies?" in question.title and "pixies" in app.settings.lessons_offered
    click(question.buttons[1])                         # Learn to play
    assert isinstance(app.scenes.top, LessonScene) and app.scenes.top.offered
    app.scenes.pop()
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    app.step()
    click(setup.buttons["start"])
    assert app.scenes.top.name == "pixies"            # its table: asked once only


def test_a_game_whose_name_asks_already_gets_one_question_mark(app, click):
    from scenes.setup import SetupScene
    app.settings = dataclasses.replace(app.settings, lessons_offered=())
    setup = SetupScene(app, "lixo")
    app.scenes.push(setup)
    app.step()
    click(setup.buttons["start"])
    assert app.scenes.top.title == "New to LIXO?"


def test_learn_to_play_in_the_main_menu(app, click):
    menu = app.scenes.top
    click(menu.buttons["Learn to play"])
    choice = app.scenes.top
    assert choice.name == "lessons" and set(LESSONS) <= set(choice.buttons)
    click(choice.buttons["pixies"])
    assert isinstance(app.scenes.top, LessonScene)


def test_learn_to_play_stands_out_and_each_lesson_says_what_it_teaches(app, click):
    menu = app.scenes.top
    learn, new = menu.buttons["Learn to play"], menu.buttons["New game"]
    assert learn.rect.height == new.rect.height                   # a big button, as tall as New game
    assert "#learn_button" in learn.get_object_ids()              # in a colour of its own
    assert learn.rect.height > menu.buttons["Quit"].rect.height
    click(learn)
    choice = app.scenes.top
    assert len(choice._captions) == len(LESSONS)
    for name in LESSONS:
        assert len(load(name).teaches.split()) >= 8, name
    for (caption, (x, y)), name in zip(choice._captions, LESSONS):
        button = choice.buttons[name].rect
        assert caption.get_width() > 100 and caption.get_bounding_rect().height > 10, name
        assert x >= button.right and button.top <= y + caption.get_height() // 2 <= button.bottom, name
    app.step()
    shot = app.window.copy()
    caption, (x, y) = choice._captions[0]
    drawn = caption.get_bounding_rect().move(x, y)
    assert len({shot.get_at((px, drawn.centery))[:3] for px in range(drawn.left, drawn.right)}) > 3


@pytest.mark.parametrize("scale", [100, 200])
def test_the_coach_fits_the_play_area_at_every_text_size(app, scale):
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    for name in LESSONS:
        scene = open_lesson_scene(app, name)
        app.step()
        bubble = scene.coach.bubble
        area = scene.table.play_area(app.size)
        assert bubble is not None and area.contains(bubble.rect), name
        app.scenes.pop()


@pytest.mark.parametrize("name", ["flanx", "lixo", "zen"])
def test_at_200_percent_the_coach_leaves_every_seats_area_clear_where_there_is_room(app, name):
    """At the last step that waits for a move, in the largest text, the bubble covers no seat's
    display or panel and no pile (the empty places count, not only the cards on them)."""
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    lesson = load(name)
    last = [n for n, step in enumerate(lesson.steps) if step.do is not None][-1]
    scene = LessonScene(app, lesson, start=last)
    app.scenes.push(scene)
    settle(app, scene)
    bubble = scene.coach.bubble
    areas = scene.table.table_areas()
    assert areas and bubble is not None
    assert not any(bubble.rect.colliderect(area) for area in areas), (bubble.rect, areas)


def cursor_to(press, cursor, wanted, rect_of) -> None:
    """Arrow keys until the card cursor's ring rests on `wanted` (a key of its places)."""
    for _ in range(30):
        if cursor.visible and cursor.focus == wanted:
            return
        here = cursor.focus_rect() if cursor.visible and cursor.focus is not None else None
        if here is None:
            press(pygame.K_RIGHT)
            continue
        there = rect_of(wanted)
        dx, dy = there.centerx - here.centerx, there.centery - here.centery
        if abs(dx) >= abs(dy):
            press(pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
        else:
            press(pygame.K_DOWN if dy > 0 else pygame.K_UP)
    raise AssertionError(f"the card cursor did not reach {wanted}")


def test_a_lesson_goes_on_and_plays_with_the_keyboard_alone(app, press):
    scene = open_lesson_scene(app, "pixies")
    press(pygame.K_RETURN)                              # step 1 talks: Enter goes on
    settle(app, scene)
    step = scene.run.step
    assert scene.run.index == 1 and step.do is not None
    table = scene.table
    sprite = table.picture.sprite(step.do.card)
    cursor = table.card_cursor()
    cursor_to(press, cursor, sprite, lambda key: key.rect)
    press(pygame.K_RETURN)                              # picks the card up
    assert cursor.carrying is sprite
    press(pygame.K_ESCAPE)                              # puts it back, and the lesson goes on
    assert cursor.carrying is None and app.scenes.top is scene
    cursor_to(press, cursor, sprite, lambda key: key.rect)
    press(pygame.K_RETURN)
    cursor_to(press, cursor, step.do.space, lambda key: table.target_rect(key))
    press(pygame.K_RETURN)                              # drops it on its space: the step is done
    assert scene.run.index == 2


def test_a_refused_reveal_puts_the_drawn_card_back(app, click, drag):
    from game.flixo.actions import Reveal, drawn
    lesson = load("flixo")
    at = next(n for n, step in enumerate(lesson.steps) if isinstance(step.do, Reveal))
    scene = LessonScene(app, lesson, start=at - 1)      # the draw before it
    app.scenes.push(scene)
    settle(app, scene)
    PERFORMERS["flixo"](app, scene, lesson.steps[at - 1].do, click=click, press=None, drag=drag)
    settle(app, scene)
    table, reveal = scene.table, scene.run.step.do
    view = table.view
    other = next(a for a in view.legal_actions() if isinstance(a, Reveal) and not same(a, reveal))
    drag(table.sprite_in(drawn(table.me)).rect.center, table.plan.discard.center)
    assert table.pending_reveal
    click(table.my_cell_rect(other.row, other.col).center)
    settle(app, scene)
    assert not table.pending_reveal and scene.run.index == at and scene.run.wrong
    assert table.sprite_in(drawn(table.me)).home[:2] == table.plan.drawn.center


@pytest.mark.parametrize("name", LESSONS)
def test_every_step_of_a_lesson_fits_the_play_area_at_200_percent_text(app, name):
    from scenes.kit.bubble import measure, place_bubble
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    scene = open_lesson_scene(app, name)
    area = scene.table.play_area(app.size)
    for number, step in enumerate(load(name).steps, 1):
        words = scene.coach_words(step)
        bubble = place_bubble(words, None, area, scale=200)
        assert area.contains(bubble.rect), f"step {number} of {name} is too long for the screen"
        lines, size, width, height = measure(words, 200, bubble.rect.width)
        assert width <= bubble.rect.width and height <= bubble.rect.height, f"step {number} of {name}"


def test_zen_offers_its_lesson_the_first_time_a_puzzle_is_started(app, click):
    from scenes.zen.booklet import ZenBookletScene
    app.settings = dataclasses.replace(app.settings, lessons_offered=())
    booklet = ZenBookletScene(app)
    app.scenes.push(booklet)
    app.step()
    booklet.play_random()
    question = app.scenes.top
    assert "New to" in question.title and "zen" in app.settings.lessons_offered
    click(question.buttons[0])                         # Just play
    assert app.scenes.top.name != "lesson" and app.scenes.top is not booklet


def test_lesson_progress_is_checked_as_settings_load():
    from saves import settings
    assert settings.check("lesson_steps", {"pixies": 4}) == {"pixies": 4}
    for bad in ({"pixies": 0}, {"pixies": "4"}, {"": 3}, [("pixies", 4)], {"pixies": 100}):
        with pytest.raises(ValueError, match="lesson_steps"):
            settings.check("lesson_steps", bad)
    assert settings.check("lessons_offered", ["zen", "pixies", "zen"]) == ("pixies", "zen")


@pytest.mark.parametrize("scale", [100, 200])
def test_the_pixies_coach_explains_the_score_with_the_scored_board_in_view(app, drag, click, scale):
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    lesson = load("pixies")
    last_move = max(n for n, step in enumerate(lesson.steps) if step.do is not None)
    scene = LessonScene(app, lesson, start=last_move)
    app.scenes.push(scene)
    settle(app, scene)
    PERFORMERS["pixies"](app, scene, scene.run.step.do, click=click, press=None, drag=drag)
    table = scene.table
    for _ in range(400):
        app.step(dt=0.1)
        if table.board is not None and table.board.revealed_all and scene.coach is not None:
            break
    assert table.board is not None and table.board.revealed_all, "the scored board is still in view"
    assert scene.coach is not None and "Validated cards score" in scene.coach.text
    app.step(dt=0.1)
    bubble = scene.coach.bubble
    assert bubble is not None and "The board shows your round." in " ".join(bubble.lines)   # shorter at 200 %
    covered = bubble.rect.clip(table.board_rect())
    assert covered.width * covered.height <= 0.15 * table.board_rect().width * table.board_rect().height
    click(table.board_rect().center)                          # closed by the person, as before
    for _ in range(40):
        app.step(dt=0.1)
    assert table.board is None


@pytest.mark.parametrize("scale", [100, 200])
def test_the_pixies_coach_keeps_clear_of_the_question_which_card_stays_face_up(app, drag, scale):
    """Issue 42: the coach covered the question it asks the person to answer."""
    from scenes.pixies.choice import choice_layout
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    lesson = load("pixies")
    case_2 = next(n for n, step in enumerate(lesson.steps) if step.say.startswith("Case 2"))
    scene = LessonScene(app, lesson, start=case_2)
    app.scenes.push(scene)
    settle(app, scene)
    table = scene.table
    action = scene.run.step.do
    drag(table.picture.sprite(action.card).rect.center, table.target_rect(action.space).center)
    for _ in range(5):
        app.step(dt=0.1)
    assert table.choice is not None and scene.coach is not None
    panel = choice_layout(table).panel
    bubble = scene.coach.bubble.rect
    assert scene.coach.targets and any(panel.contains(ring) for ring in scene.coach.targets)   # the card to keep
    if scale == 100:
        assert not bubble.colliderect(panel), (bubble, panel)
    shot = app.window.copy()
    drawn = bubble.clip(panel)
    if drawn.width and drawn.height:        # no room beside the panel: the bubble is not drawn over it
        assert scene.coach.covered_panel([panel])
        table.draw(shot)
        table.draw_top(shot)
        assert shot.get_at(drawn.center) == app.window.get_at(drawn.center)


def test_the_flanx_lesson_says_what_behind_and_flank_mean():
    said = [step.say for step in load("flanx").steps]
    behind = next(n for n, words in enumerate(said) if "behind one of the bot's cards" in words)
    assert "Behind a black card means on the cell right above it" in said[behind]
    assert any("(its flank)" in words for words in said[behind:])          # named where it is outlined

"""Every lesson step's bubble, measured (issue 42): each lesson is played to its end through the
real lesson screen at 100 % and 200 % text, and at every step the coach's bubble, as drawn, covers
neither the rings round what the step asks for nor a panel its words talk about (the question which
card stays face up, the scored board). Where no free place exists, the words get shorter or the
rings speak alone: the thing named is never covered."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from lesson_moves import PERFORMERS, settle
from scenes.kit.hint import RING_GAP
from scenes.lesson import script
from scenes.lesson.scene import LessonScene
from scenes.lesson.script import load


def covered(scene: LessonScene) -> list[str]:
    """What the bubble on screen now covers of what its words name (empty: nothing)."""
    coach = scene.coach
    assert coach is not None and coach.bubble is not None, "the coach has spoken and been drawn"
    bubble = coach.bubble.rect
    named = scene.named()
    if coach.covered_panel(named):
        return []        # not drawn: the panel stays readable and the rings speak alone
    found = [f"ring {n} at {tuple(rect)}" for n, rect in enumerate(coach.targets)
             if bubble.colliderect(rect.inflate(2 * RING_GAP, 2 * RING_GAP))]
    found += [f"panel at {tuple(rect)}" for rect in named if bubble.colliderect(rect)]
    return found


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("name", script.lesson_names())
def test_no_bubble_of_any_step_covers_what_its_words_name(app, name, scale, click, press, drag):
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    scene = LessonScene(app, load(name), start=0)
    app.scenes.push(scene)
    settle(app, scene)
    perform = PERFORMERS[name]
    problems = []
    for _ in range(200):
        if scene.run.finished:
            break
        step = scene.run.step
        assert step is not None
        app.step()           # the bubble is placed where it is drawn
        problems += [f"step {scene.run.index + 1}: {what}" for what in covered(scene)]
        index = scene.run.index
        if step.do is None:
            press(pygame.K_RETURN)
        else:
            perform(app, scene, step.do, click=click, press=press, drag=drag)
        assert scene.run.index == index + 1, f"step {index + 1} did not go on"
        settle(app, scene)
    assert scene.run.finished, "the lesson reached its end"
    assert not problems, f"{name} at {scale} %: " + "; ".join(problems)


def test_a_passing_message_over_the_persons_buttons_lets_their_click_through(app, click):
    """At 200 % text LIXO?'s long "you pass" message wrapped over the Bid and Pass buttons and took
    their clicks (the lesson stood still at its pass step); a passing message never takes a click."""
    from game import GAMES
    from game.lixo import Pass
    from table_helpers import open_table, referee_of
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    table = open_table(app, GAMES["lixo"].new(2, 7, first=0), ["human", "easy"], {"first": 0}, settle_frames=40)
    referee = referee_of(table)
    assert table.my_turn() and Pass() in referee.state.legal_actions(table.mine)
    table.hud.show_message("Beating the highest bid needs 2 more green cards; you have 1: you pass. " * 2)
    app.step()
    button = table.pass_button.rect
    assert table.hud.message.rect is not None and table.hud.message.rect.colliderect(button)
    before = len(referee.moves)
    click(button.center)
    assert len(referee.moves) > before and referee.moves[before].action == Pass()

"""A click is consumed by the screen it lands on (scenes.kit.clicks): neither the release of a press
that changed the screen nor the second click of a double click reaches the screen after it.
Every test drives real pygame mouse events through the app's loop."""
from __future__ import annotations

import pygame

from scenes.kit.clicks import DOUBLE_CLICK_SECONDS
from scenes.kit.scene import Scene
from tests.conftest import mouse


class Recorder(Scene):
    """A screen that writes down the mouse button events it is given and, when `opens` is set,
    puts that screen on top at a press (as the tables and the Zen booklet do)."""

    name = "recorder"

    def __init__(self, app, opens: Scene | None = None) -> None:
        super().__init__(app)
        self.opens = opens
        self.seen: list[str] = []

    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.seen.append(pygame.event.event_name(event.type))
            if event.type == pygame.MOUSEBUTTONDOWN and self.opens is not None:
                self.app.scenes.push(self.opens)
        return super().handle(event)


def click_at(app, pos):
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])


def test_the_release_of_a_press_that_opened_a_screen_stays_off_it(app):
    after = Recorder(app)
    before = Recorder(app, opens=after)
    app.scenes.push(before)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, (300, 300))])
    assert app.scenes.top is after
    app.step([mouse(pygame.MOUSEBUTTONUP, (300, 300))])
    assert before.seen == ["MouseButtonDown"] and after.seen == []


def test_a_double_click_that_opened_a_screen_does_not_click_it(app):
    after = Recorder(app)
    app.scenes.push(Recorder(app, opens=after))
    click_at(app, (300, 300))
    click_at(app, (302, 299))          # the second click of the double click, a frame later
    assert after.seen == []
    for _ in range(int(DOUBLE_CLICK_SECONDS * 60) + 2):
        app.step()
    click_at(app, (300, 300))          # a new click later on is the new screen's, whole
    assert after.seen == ["MouseButtonDown", "MouseButtonUp"]


def test_a_click_elsewhere_right_after_the_change_is_the_new_screens(app):
    after = Recorder(app)
    app.scenes.push(Recorder(app, opens=after))
    click_at(app, (300, 300))
    click_at(app, (700, 500))
    assert after.seen == ["MouseButtonDown", "MouseButtonUp"]


def test_a_double_click_on_zen_puzzles_opens_the_booklet_and_no_puzzle(app):
    """The newcomer's case: the menu's button acts at the release, the booklet's tiles at the
    press; a double click on "Zen puzzles" over where a tile will be opened only the booklet."""
    button = app.scenes.top.buttons["Zen puzzles"]
    for _ in range(2):
        click_at(app, (button.rect.centerx - 40, button.rect.centery))
    for _ in range(5):
        app.step()
    booklet = app.scenes.top
    assert booklet.name == "zen-booklet"
    assert booklet.tile_at((button.rect.centerx - 40, button.rect.centery)) is not None, "a tile lies there"

"""The app shell: the scene stack and its fades, the window (resize, fullscreen, quit), the loop's
recovery from a scene's exception, the save layer's notices, and the first-frame stamp."""
from __future__ import annotations

import pygame
import pytest

from saves import notices
from saves import settings as saved_settings
from saves.logfile import log_file
from scenes.app import FADE_SECONDS, MAX_ERRORS_IN_A_ROW, MIN_SIZE, App
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.kit.scene import Scene
from scenes.menu import MainMenu


class Plain(Scene):
    """A scene that fills the screen with one colour and records what the manager told it."""

    def __init__(self, app, colour=(200, 30, 30)) -> None:
        super().__init__(app)
        self.colour = colour
        self.calls: list[str] = []
        self.sizes: list[tuple[int, int]] = []

    def enter(self):
        self.calls.append("enter")

    def leave(self):
        self.calls.append("leave")

    def close(self):
        self.calls.append("close")

    def resize(self, size):
        super().resize(size)
        self.sizes.append(size)

    def draw(self, surface):
        surface.fill(self.colour)


class Broken(Plain):
    name = "broken"

    def update(self, dt):
        raise RuntimeError("the broken scene broke")


def settle(app, seconds=FADE_SECONDS + 0.05):
    for _ in range(int(seconds * 60) + 1):
        app.step()


# -- the scene stack ----------------------------------------------------------------------------
def test_push_pop_replace_keep_the_stack_and_tell_each_scene(app):
    menu = app.scenes.top
    a, b, c = Plain(app), Plain(app), Plain(app)
    app.scenes.push(a)
    assert app.scenes.stack == [menu, a] and a.calls == ["enter"]
    app.scenes.push(b)
    assert a.calls == ["enter", "leave"] and b.calls == ["enter"]
    app.scenes.replace(c)
    assert app.scenes.stack == [menu, a, c] and b.calls == ["enter", "leave", "close"]
    assert app.scenes.pop() is c and c.calls == ["enter", "leave", "close"]
    assert app.scenes.top is a and a.calls == ["enter", "leave", "enter"]


def test_unwind_returns_to_the_menu_and_closes_everything_above_it(app):
    menu = app.scenes.top
    a, b, table = Plain(app), Plain(app), Plain(app)
    app.scenes.push(a)
    app.scenes.push(b)
    app.scenes.unwind(then=table)
    assert app.scenes.stack == [menu, table]
    assert a.calls[-1] == "close" and b.calls[-1] == "close"
    app.scenes.unwind()
    assert app.scenes.stack == [menu]


def test_only_the_top_scene_gets_events_and_updates(app):
    below, above = Plain(app), Plain(app)
    seen = []
    below.handle = lambda event: seen.append(("below", event.type))
    above.handle = lambda event: seen.append(("above", event.type))
    app.scenes.push(below)
    app.scenes.push(above)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)])
    assert seen == [("above", pygame.KEYDOWN)]


def test_a_fade_runs_about_a_fifth_of_a_second_then_ends(app):
    settle(app)
    app.scenes.push(Plain(app, (0, 0, 255)))
    assert app.scenes.fading
    app.step(dt=FADE_SECONDS / 2)
    assert app.scenes.fading
    middle = app.window.get_at((5, 5))
    assert middle[2] < 250, "half way through, the old picture still shows"
    app.step(dt=FADE_SECONDS / 2 + 0.01)
    assert not app.scenes.fading
    assert tuple(app.window.get_at((5, 5)))[:3] == (0, 0, 255)


def test_a_transition_during_a_fade_finishes_the_fade_first(app):
    red, blue = Plain(app, (255, 0, 0)), Plain(app, (0, 0, 255))
    app.scenes.push(red)
    app.step(dt=0.05)
    assert app.scenes.fading
    app.scenes.push(blue)
    # the new fade starts from red as it is when finished, not from a half-faded menu
    assert tuple(app.scenes._fade_from.get_at((5, 5)))[:3] == (255, 0, 0)
    settle(app)
    assert tuple(app.window.get_at((5, 5)))[:3] == (0, 0, 255)


def test_reduced_motion_switches_fades_off(app):
    app.settings.reduced_motion = True
    app.scenes.push(Plain(app))
    assert not app.scenes.fading


def test_an_overlay_is_drawn_over_the_still_scene_below(app):
    settle(app)
    app.scenes.push(Plain(app, (250, 250, 250)))
    settle(app)
    app.scenes.push(MessageDialog(app, "Hello", "A message"))
    settle(app)
    corner = tuple(app.window.get_at((3, 3)))[:3]
    assert corner != (250, 250, 250) and corner[0] == corner[1] == corner[2] > 60, "dimmed white, not felt"


# -- the window ------------------------------------------------------------------------------------
def test_a_resize_below_the_minimum_is_clamped_and_every_scene_relaid(app):
    a = Plain(app)
    app.scenes.push(a)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(500, 400), w=500, h=400)])
    assert app.size == MIN_SIZE
    assert a.sizes[-1] == MIN_SIZE
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)])
    assert app.size == (1600, 900) and a.sizes[-1] == (1600, 900)


def test_f11_toggles_fullscreen_and_back_to_the_same_window_size(app, press):
    press(pygame.K_F11)
    assert app.fullscreen
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    press(pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720)


def test_the_window_size_comes_from_the_saved_settings():
    stored = saved_settings.load()
    stored.window_size = (1100, 650)
    saved_settings.save(stored)
    try:
        assert App().size == (1100, 650)
    finally:
        saved_settings.save(saved_settings.Settings())


# -- quitting --------------------------------------------------------------------------------------
def test_closing_the_window_quits_from_the_menu(app):
    app.running = True
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_closing_the_window_during_a_game_asks_first_and_a_second_close_quits(app):
    table = Plain(app)
    table.seats = ["human", "normal"]
    app.scenes.push(table)
    app.running = True
    app.step([pygame.event.Event(pygame.QUIT)])
    assert app.running and isinstance(app.scenes.top, ConfirmDialog)
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_run_remembers_the_window_size_and_stops_after_the_first_frame_when_asked(monkeypatch, capsys):
    monkeypatch.setenv("PARLOUR_FIRST_FRAME", "1")
    app = App(size=(1000, 640))
    app.start(MainMenu(app))
    app.run()
    assert capsys.readouterr().out.startswith("first-frame ")
    assert saved_settings.load().window_size == (1000, 640)
    saved_settings.save(saved_settings.Settings())


# -- recovery --------------------------------------------------------------------------------------
def test_an_exception_in_a_scene_is_logged_and_the_player_is_back_at_the_menu():
    app = App(size=(1280, 720), recover=True)
    app.start(MainMenu(app))
    broken = Broken(app)
    app.scenes.push(broken)
    app.step()
    assert isinstance(app.scenes.top, MessageDialog)
    assert isinstance(app.scenes.stack[0], MainMenu) and len(app.scenes.stack) == 2
    assert broken.calls[-1] == "close"
    assert "the broken scene broke" in app.scenes.top.text
    assert app.errors == ["broken: RuntimeError: the broken scene broke"]
    logged = log_file().read_text(encoding="utf-8")
    assert "Traceback" in logged and "RuntimeError: the broken scene broke" in logged
    app.step()
    pos = app.scenes.top.buttons[0].rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])
    assert app.scenes.stack and isinstance(app.scenes.top, MainMenu) and len(app.scenes.stack) == 1


class BrokenDrawing(Plain):
    name = "broken-drawing"

    def draw(self, surface):
        raise ValueError("cannot draw")


def test_a_scene_that_fails_to_draw_is_left_behind_without_drawing_it_again():
    app = App(size=(1280, 720), recover=True)
    app.start(MainMenu(app))
    app.scenes.push(BrokenDrawing(app))
    app.step()
    assert isinstance(app.scenes.top, MessageDialog) and "cannot draw" in app.scenes.top.text
    settle(app)
    assert app.errors == ["broken-drawing: ValueError: cannot draw"]


def test_without_recovery_the_exception_propagates(app):
    app.scenes.push(Broken(app))
    with pytest.raises(RuntimeError, match="broke"):
        app.step()


def test_errors_again_and_again_end_the_app_rather_than_loop(monkeypatch):
    app = App(size=(1280, 720), recover=True)
    app.start(MainMenu(app))
    monkeypatch.setattr(MainMenu, "draw", lambda self, surface: Broken.update(self, 0))
    for _ in range(MAX_ERRORS_IN_A_ROW - 1):
        app.step()
        assert isinstance(app.scenes.top, MessageDialog)
    with pytest.raises(RuntimeError):
        app.step()
    assert len(app.errors) == MAX_ERRORS_IN_A_ROW


def test_the_save_layers_notices_are_shown_to_the_player(app):
    notices.report("Could not load the save autosave-pixies.json: it is not a Parlour save.")
    app.step()
    assert isinstance(app.scenes.top, MessageDialog)
    assert "autosave-pixies.json" in app.scenes.top.text

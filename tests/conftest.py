"""Shared test set-up: headless SDL, a private PARLOUR_HOME, and a real App to drive scenes with.

Before anything imports pygame this sets SDL_VIDEODRIVER=dummy, SDL_AUDIODRIVER=dummy and
PYGAME_HIDE_SUPPORT_PROMPT=1, and points PARLOUR_HOME at a fresh folder for the whole session
(settings, saves and logs go there, never into the tester's own folders). PARLOUR_SYNC_BOTS=1
makes the tables' bots think inside the call instead of in a worker process.
PARLOUR_LOOPBACK_ONLY=1 keeps network play on 127.0.0.1: nothing is sent anywhere else.

Fixtures for scene tests:

    def test_my_scene(app, click, press, drag):
        scene = MyScene(app)
        app.scenes.push(scene)            # the main menu is already at the bottom of the stack
        app.step()                        # one loop iteration: events -> update(dt) -> draw -> flip
        click(scene.some_button)          # a pygame_gui element (its centre) or an (x, y) point
        press(pygame.K_ESCAPE)            # KEYDOWN then KEYUP
        drag((100, 500), (600, 300))      # button down, motion in steps, button up
        assert app.scenes.top is ...

- `app`: a headless App at 1280x720 with the main menu started, not running its loop. It
  re-raises an exception in a scene (recover=False), so a broken scene fails its test.
  `app.step(events, dt=1/60)` posts `events` to pygame's queue, then runs one iteration of the
  real loop, so injected events take exactly the path real input takes.
- `click(target, button=1)`, `press(key)`, `drag(start, end, steps=8)`: real pygame mouse and
  key events through `app.step`, followed by one more frame so pygame_gui's own events arrive.
- `language`: the test runs in English, German and Russian (name it before `app`).
- `mouse(kind, pos, button=1)`: one MOUSEBUTTONDOWN / MOUSEMOTION / MOUSEBUTTONUP event, to build
  your own sequences for `app.step`.
"""
from __future__ import annotations

import dataclasses
import os
import shutil
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
_HOME = tempfile.mkdtemp(prefix="parlour-tests-")
os.environ["PARLOUR_HOME"] = _HOME
# bots think inside submit() instead of in a worker process: no process per test, same moves
os.environ["PARLOUR_SYNC_BOTS"] = "1"
# network play stays on this computer: hosts bind to loopback, players connect to it, nothing is
# announced or looked for on the local network (scenes.net.lan)
os.environ["PARLOUR_LOOPBACK_ONLY"] = "1"
# the app follows the system's language where the settings name none: the tests' words are English
# on any tester's computer (a test of another language asks for it: the `language` fixture)
os.environ["LANGUAGE"] = "en"

import pygame  # noqa: E402
import pytest  # noqa: E402

# the tests' own small game joins game.GAMES as any game would (tests/highcard)
import highcard  # noqa: E402,F401


def pytest_sessionfinish(session, exitstatus) -> None:
    shutil.rmtree(_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def fresh_storage():
    """Each test starts with no write failing and not read-only (saves.storage is per process)."""
    from saves import storage
    storage.reset()


@pytest.fixture(autouse=True)
def no_finished_games_kept_by_earlier_tests():
    """Every game a test plays to the end is kept (saves.finished); the next test starts with none
    of them, so a screen that lists them shows only its own test's (some tests finish positions
    made by hand, which no save of a real game would hold)."""
    from saves import finished, store
    from saves.paths import saves_dir
    store.flush(5)
    shutil.rmtree(saves_dir() / finished.FOLDER, ignore_errors=True)


@pytest.fixture(autouse=True)
def log_kept():
    """An app a test builds on a home of its own logs there: afterwards the log goes where it went."""
    import logging
    log = logging.getLogger("parlour")
    before = list(log.handlers)
    yield
    for handler in list(log.handlers):
        if handler not in before:
            log.removeHandler(handler)
            handler.close()
    for handler in before:
        if handler not in log.handlers:
            log.addHandler(handler)


@pytest.fixture(autouse=True)
def english_again():
    """A test that spoke another language leaves the next one English (scenes.kit.lang is per process)."""
    yield
    lang = sys.modules.get("scenes.kit.lang")     # a test of the rules alone never loads it
    if lang is not None:
        lang.use("en")


@pytest.fixture(params=["en", "de", "ru"])
def language(request, monkeypatch):
    """The test runs once per language, as the system's: an App built after this fixture (name it
    before `app`) speaks it from its first screen, and so does every scene built in the test."""
    from scenes.kit import lang
    monkeypatch.setenv("LANGUAGE", request.param)
    lang.use(request.param)
    return request.param


@pytest.fixture
def app():
    from scenes.app import App
    from scenes.menu import MainMenu

    application = App(size=(1280, 720), fullscreen=False, recover=False)
    # each test sets up its games from the defaults, whatever an earlier test started
    # and has been offered every lesson (tests/test_lessons.py asks for the first-start offer itself)
    from game import GAMES
    application.settings = dataclasses.replace(application.settings, last_setup={},
                                               lessons_offered=tuple(sorted(GAMES)))
    application.start(MainMenu(application))
    application.step()
    yield application
    for scene in reversed(application.scenes.stack):
        scene.close()


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    """A mouse event as SDL makes it: kind is MOUSEBUTTONDOWN, MOUSEBUTTONUP or MOUSEMOTION."""
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        pressed = (1, 0, 0) if button == 1 else (0, 0, 0)
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=pressed, touch=False)
    return pygame.event.Event(kind, pos=pos, button=button, touch=False)


def _point(target) -> tuple[int, int]:
    return target.rect.center if hasattr(target, "rect") else target


@pytest.fixture(name="mouse")
def mouse_fixture():
    return mouse


@pytest.fixture
def click(app):
    def click(target, button: int = 1) -> None:
        pos = _point(target)
        app.step([mouse(pygame.MOUSEMOTION, pos, 0), mouse(pygame.MOUSEBUTTONDOWN, pos, button)])
        app.step([mouse(pygame.MOUSEBUTTONUP, pos, button)])
        app.step()
    return click


@pytest.fixture
def press(app):
    def press(key: int, mod: int = 0, unicode: str = "") -> None:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)])
        app.step()
    return press


@pytest.fixture
def drag(app):
    def drag(start, end, steps: int = 8) -> None:
        start, end = _point(start), _point(end)
        app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
        for i in range(1, steps + 1):
            t = i / steps
            point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            app.step([mouse(pygame.MOUSEMOTION, point)])
        app.step([mouse(pygame.MOUSEBUTTONUP, end)])
        app.step()
    return drag


@pytest.fixture
def brisk(app):
    """Bots at their briskest and animations at three times their speed, so a whole game played
    by real input fits in a test's time."""
    app.settings = dataclasses.replace(app.settings, bot_pace="brisk", animation_speed=3.0)
    return app


@pytest.fixture
def no_saves_left():
    """The test starts without saves (tests share the session's PARLOUR_HOME)."""
    from saves import store
    for info in store.list_saves():
        store.delete(info.path)
    yield


@pytest.fixture
def pixies_table(monkeypatch):
    """Pixies opens the kit's plain TableScene: a test of the menus that needs a table, not Pixies'."""
    from scenes import tables
    monkeypatch.setitem(tables.TABLES, "pixies", "scenes.kit.table:TableScene")

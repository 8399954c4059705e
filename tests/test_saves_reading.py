"""Saves that used to break start-up or the Load screen (issue #22, items 1, 4, 5 and 9): each
is refused and moved aside, or left alone and reported, and never listed where it cannot be
shown or deleted. The Load screen cases drive the real app through the menu's button."""
from __future__ import annotations

import errno
import json
import os
import signal
import time

import pygame
import pytest

from conftest import mouse
from game import GAMES
from saves import jsonfile, notices, paths, store
from scenes.app import App
from scenes.kit.dialog import MessageDialog
from scenes.load import LoadScene, heading
from scenes.menu import MainMenu
from test_saves_support import document, played, seats_for

GAME = sorted(GAMES)[0]


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    return tmp_path


def good_save(filename: str = "save-good.json", **changes):
    """A valid current-version save file of a real game, with `changes` to its fields."""
    doc = {**document(GAME, 2), **changes}
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / filename
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def open_load_screen(app, click) -> LoadScene:
    menu = app.scenes.top
    menu.rebuild()
    click(menu.buttons["Load game"])
    scene = next(s for s in reversed(app.scenes.stack) if isinstance(s, LoadScene))
    return scene


class Hang(BaseException):
    pass


def within(seconds: float, call):
    """`call()`, failing the test (instead of hanging it) if it takes longer than `seconds`."""
    def alarm(signum, frame):
        raise Hang()
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return call()
    except Hang:
        pytest.fail(f"took over {seconds} s")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# -- 1. long names and long strings ---------------------------------------------------------------
@pytest.mark.parametrize("length", [store.NAME_LENGTH + 1, 1_000_000, 9_000_000])
def test_a_save_with_an_over_long_name_is_refused_and_moved_aside_quickly(length):
    path = good_save(name=f"x{'n' * (length - 1)}")
    started = time.perf_counter()
    assert store.list_saves() == []
    assert time.perf_counter() - started < 2.0
    [message] = [str(m) for m in notices.take()]
    assert path.name in message and "moved aside" in message
    assert not path.exists() and path.with_name(path.name + ".corrupt").exists()


def test_a_name_of_the_longest_allowed_length_is_listed():
    path = good_save(name="n" * store.NAME_LENGTH)
    assert [info.path for info in store.list_saves()] == [path] and [str(m) for m in notices.take()] == []


def test_every_string_a_save_carries_has_a_limit_when_read():
    doc = document(GAME, 2)
    doc["app"] = "v" * (jsonfile.MAX_STRING + 1)
    path = good_save(**{"app": doc["app"]})
    with pytest.raises(store.SaveError, match="characters"):
        store.load(path)
    assert path.with_name(path.name + ".corrupt").exists()


def test_a_long_name_is_refused_when_saving_too():
    players, options, state = played(GAME)
    with pytest.raises(ValueError, match=str(store.NAME_LENGTH)):
        store.save_manual("n" * (store.NAME_LENGTH + 1), GAME, options, seats_for(GAME, players), state)


def test_the_load_screen_with_a_nine_million_character_name_opens_and_moves_it_aside(app, click):
    kept = good_save("save-kept.json")
    huge = good_save("save-huge.json", name="n" * 9_000_000)
    scene = open_load_screen(app, click)
    assert list(scene.rows) == [kept]
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog) and huge.name in dialog.text and "moved aside" in dialog.text


# -- 4. FIFOs -------------------------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_named_like_a_save_neither_hangs_listing_nor_loading():
    good = good_save()
    fifo = paths.saves_dir() / "save-p.json"
    os.mkfifo(fifo)
    assert [info.path for info in within(3, store.list_saves)] == [good]
    [message] = [str(m) for m in notices.take()]
    assert "save-p.json" in message and "not a regular file" in message
    with pytest.raises(store.SaveError, match="not a regular file") as caught:
        within(3, lambda: store.load(fifo))
    assert caught.value.moved_to is None and fifo.exists()
    within(3, store.list_saves)
    assert [str(m) for m in notices.take()] == []   # told once, not on every listing


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_the_app_starts_and_opens_the_load_screen_with_a_fifo_in_the_saves_folder():
    paths.saves_dir().mkdir(parents=True)
    os.mkfifo(paths.saves_dir() / "save-p.json")
    app = within(5, lambda: App(size=(1280, 720), recover=False))
    within(5, lambda: app.start(MainMenu(app)))
    app.step()
    assert "save-p.json" in app.scenes.top.text
    app.scenes.pop()
    scene = within(5, lambda: open_load_screen(app, lambda target: click_in(app, target)))
    assert scene.rows == {}


def click_in(app, target) -> None:
    """The conftest `click`, for an app this test built itself."""
    pos = target.rect.center
    app.step([mouse(pygame.MOUSEMOTION, pos, 0), mouse(pygame.MOUSEBUTTONDOWN, pos)])
    app.step([mouse(pygame.MOUSEBUTTONUP, pos)])
    app.step()


# -- 5. valid JSON that broke the Load screen every time ------------------------------------------
@pytest.mark.parametrize("created", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00",
                                     "9999-06-01T00:00:00+00:00", "yesterday", "", 1764470000])
def test_a_time_no_time_zone_can_show_is_an_unknown_time_and_the_game_loads(created):
    path = good_save(created=created)
    [info] = store.list_saves()
    assert info.path == path and info.created is None and [str(m) for m in notices.take()] == []
    assert store.load(path).created is None and store.latest().path == path
    assert "unknown time" in heading(info)


@pytest.mark.parametrize("created", ["1970-01-01T00:00:07+00:00", "1999-12-31T23:59:59+00:00",
                                     "9998-12-31T10:00:00+00:00"])
def test_a_clock_far_off_keeps_the_game_with_its_time(created):
    path = good_save(created=created)
    [info] = store.list_saves()
    assert info.path == path and info.created.isoformat() == created and [str(m) for m in notices.take()] == []
    assert store.latest(unfinished=True).path == path


@pytest.mark.parametrize("name", ["\ud800", "a\udfffb", "tab\there", "line\nbreak"])
def test_a_name_that_cannot_be_shown_is_refused_and_moved_aside(name):
    path = good_save(name=name)
    with pytest.raises(store.SaveError) as caught:
        store.load(path)
    assert caught.value.moved_to == path.with_name(path.name + ".corrupt")


@pytest.mark.parametrize("fields", [{"name": "\ud800"}, {"name": "n" * 81}])
def test_the_load_screen_opens_past_each_and_only_once(app, click, fields):
    kept = good_save("save-kept.json")
    bad = good_save("save-bad.json", **fields)
    scene = open_load_screen(app, click)
    assert list(scene.rows) == [kept] and bad.name in app.scenes.top.text
    click(app.scenes.top.buttons[0])
    app.scenes.pop()
    app.step()
    scene = open_load_screen(app, click)
    assert app.scenes.top is scene and list(scene.rows) == [kept]


def test_a_row_the_load_screen_cannot_draw_is_moved_aside_and_the_screen_opens(app, click, monkeypatch):
    kept = good_save("save-kept.json")
    bad = good_save("save-bad.json", name="cannot draw")
    import scenes.load as load_scene
    real = load_scene.heading

    def heading(info):
        if info.name == "cannot draw":
            raise OverflowError("date value out of range")
        return real(info)
    monkeypatch.setattr(load_scene, "heading", heading)
    scene = open_load_screen(app, click)
    assert list(scene.rows) == [kept] and scene.infos == [i for i in scene.infos if i.path == kept]
    assert bad.name in app.scenes.top.text and bad.with_name(bad.name + ".corrupt").exists()


# -- 9. links and unreadable saves ----------------------------------------------------------------
def test_a_linked_save_is_not_listed_because_it_could_not_be_deleted(tmp_path):
    outside = tmp_path / "elsewhere" / "real.json"
    outside.parent.mkdir()
    good = good_save()
    outside.write_bytes(good.read_bytes())
    link = paths.saves_dir() / "save-link.json"
    link.symlink_to(outside)
    assert [info.path for info in store.list_saves()] == [good]
    [message] = [str(m) for m in notices.take()]
    assert "save-link.json" in message and "a link" in message and "left as it is" in message
    with pytest.raises(ValueError, match="not a Parlour save slot"):
        store.delete(link)
    assert link.is_symlink() and outside.exists()


def unreadable(monkeypatch, path):
    """Make opening `path` fail as it does for a mode-000 file when not root (root reads anything)."""
    real = os.open

    def refusing(file, flags, *args, **kwargs):
        if os.fspath(file) == os.fspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(file))
        return real(file, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", refusing)


def test_an_unreadable_save_is_reported_once_and_left_as_it_is(monkeypatch):
    good = good_save()
    locked = good_save("save-locked.json")
    locked.chmod(0)
    unreadable(monkeypatch, locked)
    assert [info.path for info in store.list_saves()] == [good]
    [message] = [str(m) for m in notices.take()]
    assert "save-locked.json" in message and "Permission denied" in message and "left as it is" in message
    assert locked.exists() and not locked.with_name(locked.name + ".corrupt").exists()
    assert store.latest().path == good and [str(m) for m in notices.take()] == []


def test_an_unreadable_settings_file_gives_defaults_and_is_never_written_over(monkeypatch):
    from saves import settings, stats
    stats.record_result(GAME, "easy", won=True, score=3)
    before = stats.path().read_bytes()
    unreadable(monkeypatch, stats.path())
    assert stats.load().records == {}
    stats.record_result(GAME, "easy", won=True, score=3)
    assert stats.path().read_bytes() == before
    messages = [str(m) for m in notices.take()]
    assert any("stats.json" in m and "Permission denied" in m for m in messages)
    assert settings.load() == settings.Settings()

"""Storage trouble is told per kind (issue #36): with only the saves folder unwritable, the start
says the games are not kept and that settings and results are; settings and statistics that are
written meanwhile bring back no notice and clear nothing of the games' trouble; the menu line
names the games for as long as they are not saved, and goes once a game is saved again."""
from __future__ import annotations

import dataclasses
import errno
import os
from pathlib import Path

import pytest

from saves import notices, paths, settings, stats, storage, store
from scenes.app import App
from scenes.kit.dialog import MessageDialog
from scenes.menu import MainMenu
from test_saves_bad_home import close, menu_labels, refuse_writes, told
from test_saves_support import play_a_first_move, played

GAME = "pixies"


@pytest.fixture(autouse=True)
def no_pending_notices():
    [str(m) for m in notices.take()]
    yield
    [str(m) for m in notices.take()]


def spoil_the_saves_folder(monkeypatch, home: Path, how: str) -> None:
    folder = home / "saves"
    if how == "file":
        home.mkdir(parents=True, exist_ok=True)
        folder.write_text("a file where the saves folder should be")
    elif how == "link-loop":
        home.mkdir(parents=True, exist_ok=True)
        os.symlink(folder, folder)
    else:   # the folder's writes refused, as mode 555 does for anyone but root
        folder.mkdir(parents=True)
        refuse_writes(monkeypatch, folder, errno.EACCES)


def menu_text(app) -> str:
    return " ".join(label.text for label in menu_labels(app.scenes.top))


@pytest.mark.parametrize("how", ["unwritable", "file", "link-loop"])
def test_only_the_saves_folder_failing_is_told_once_truthfully_and_the_menu_keeps_saying_so(monkeypatch, tmp_path,
                                                                                            how):
    home = tmp_path / "home"
    spoil_the_saves_folder(monkeypatch, home, how)
    monkeypatch.setenv(paths.ENV, str(home))
    shown = told(monkeypatch)
    app = App(size=(1280, 720), recover=False)
    app.start(MainMenu(app))
    app.step()
    assert isinstance(app.scenes.top, MessageDialog)
    [first] = shown
    assert first.startswith("Parlour cannot save your games: ") and "Nothing" not in first
    assert "Parlour cannot save your finished games: " in first and "everything else is kept" in first
    assert "settings" not in first and "statistics" not in first and "the log" not in first
    app.scenes.pop()
    app.step()
    assert "Parlour cannot save your games and 1 other kind of file now" in menu_text(app)
    play_a_first_move(app, GAME)           # an autosave fails; the first-game tip writes the settings
    for scale in (110, 120, 130):
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale))
        stats.record_result(GAME, "easy", won=True)
        store.autosave_in_background(GAME, *_game_for_save())
        store.flush(5)
        app.step()
    assert shown == [first], shown                      # told once, whatever else was written since
    assert settings.load().ui_scale == 130 and stats.load().get(GAME, "easy").games == 3
    assert str(storage.problem()).startswith("Parlour cannot save your games and 1 other kind of file now")
    app.scenes.stack[:] = app.scenes.stack[:1]
    app.scenes.top.enter()
    app.step()
    assert "Parlour cannot save your games and 1 other kind of file now" in menu_text(app)
    close(app)


def test_the_menu_line_goes_once_the_games_are_saved_again(monkeypatch, tmp_path, app):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    paths.saves_dir().write_text("in the way")
    store.autosave_in_background(GAME, *_game_for_save())
    store.flush(5)
    problem = str(storage.problem())
    assert problem.startswith("Parlour cannot save your games now (") and "settings" not in problem
    settings.save(settings.Settings(ui_scale=150))      # works: says nothing about the games
    assert list(storage.failing()) == [storage.GAMES] and str(storage.problem()) == problem
    paths.saves_dir().unlink()
    store.autosave_in_background(GAME, *_game_for_save())
    store.flush(5)
    assert storage.problem() is None and len([str(m) for m in notices.take()]) == 1


def _game_for_save():
    _, options, state = played(GAME, moves=3)
    return options, ["human", "random"], state

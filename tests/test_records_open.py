"""Opening a shared file through the app: dropped on the window (a real SDL DROPFILE event), named
on the command line (`parlour FILE`, in this process and as a real process), picked in Finished
games > Open file; Save as file from Finished games and from the Review; a Zen form written from
the editor and opened again. A bad file leaves a dialog with the reason and changes nothing."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import GAMES
from game.referee import Referee
from game.zen.form import Form
from records_helpers import finished_game
from saves import finished, paths, records, store
from scenes import launch, sharing
from scenes.finished import FinishedScene
from scenes.kit.dialog import MessageDialog
from scenes.kit.filechooser import FileChooser
from scenes.replay import ReplayScene
from scenes.review import ReviewScene
from scenes.zen import editor as zen_editor
from scenes.zen import userforms
from scenes.zen.booklet import ZenBookletScene
from scenes.zen.editor import ZenEditor
from test_records import played

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path / "home"))


def exported(tmp_path: Path, name: str) -> tuple[Path, tuple]:
    options, seats, record = played(name)
    path = records.export(tmp_path / f"{name}{records.SUFFIX}", name, options, seats, record)
    return path, (name, options, tuple(seats), record)


def drop(app, path: Path) -> None:
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(path))])
    app.step()


def shown(scene) -> tuple:
    recorded = scene.recorded
    return recorded.game, recorded.options, recorded.seats, recorded.record


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_record_dropped_on_the_window_opens_at_watch_with_its_review(app, tmp_path, name):
    path, game = exported(tmp_path, name)
    drop(app, path)
    top = app.scenes.top
    assert isinstance(top, ReplayScene) and shown(top) == game and top.review is not None
    assert top.replay.finished and top.replay.position == 0


def test_a_bad_file_dropped_over_a_screen_says_why_and_changes_nothing(app, tmp_path):
    path, _ = exported(tmp_path, "lixo")
    drop(app, path)
    below = list(app.scenes.stack)
    doc = json.loads(path.read_text())
    path.write_text(json.dumps({**doc, "version": 7}))
    before = path.read_bytes()
    drop(app, path)
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog) and "written by a newer Parlour" in dialog.text
    assert app.scenes.stack[:-1] == below and path.read_bytes() == before
    drop(app, tmp_path / "nowhere.parlour")   # over the dialog: another dialog, the stack kept
    assert "there is no such file" in app.scenes.top.text and app.scenes.stack[:-2] == below


def test_parlour_file_opens_the_game_over_the_main_menu(tmp_path):
    path, game = exported(tmp_path, "pixies")
    app = launch.start(launch.parse_args([str(path), "--windowed"]))
    try:
        app.step()
        assert [scene.name for scene in app.scenes.stack] == ["menu", "replay"]
        assert shown(app.scenes.top) == game
    finally:
        for scene in reversed(app.scenes.stack):
            scene.close()


def test_parlour_file_as_a_process_opens_the_game_and_says_so_in_its_log(tmp_path):
    path, _ = exported(tmp_path, "flanx")     # a game the process has (the tests' High card is ours alone)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PARLOUR_FIRST_FRAME": "1",
           paths.ENV: str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-m", "scenes", str(path)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "first-frame" in done.stdout
    logs = "".join(log.read_text() for log in (tmp_path / "home").rglob("*.log"))
    assert f"opened the game record {path} (flanx)" in logs


def keep(name: str = "highcard") -> None:
    recorded = finished_game(name)
    state = Referee.replay(GAMES[name], recorded.record, list(recorded.seats), recorded.options).state
    finished.keep(recorded.game, recorded.options, list(recorded.seats), state, recorded.record)
    store.flush(5)


def pick(app, click, chooser: FileChooser, path: Path | None = None) -> None:
    """In the file chooser, click the file `path` in its list (if given), then OK."""
    dialog = chooser.dialog
    if path is not None:
        item = next(i for i in dialog.file_selection_list.item_list if i["text"] == path.name)
        click(item["button_element"])
    click(dialog.ok_button)
    app.step()     # the dialog's OK posts the path picked and its closing, for the next frame


def test_finished_games_save_a_game_as_a_file_and_open_one(app, click, tmp_path, monkeypatch):
    monkeypatch.setattr(sharing, "default_folder", lambda: tmp_path)
    monkeypatch.setattr("scenes.kit.filechooser.default_folder", lambda: tmp_path)
    keep()
    listed = FinishedScene(app)
    app.scenes.push(listed)
    app.step()
    saved = finished.load(listed.infos[0].path)
    click(listed.rows[listed.infos[0].path]["share"])
    chooser = app.scenes.top
    assert isinstance(chooser, FileChooser) and chooser.dialog.current_file_path.suffix == records.SUFFIX
    pick(app, click, chooser)
    written = next(tmp_path.glob(f"*{records.SUFFIX}"))
    assert isinstance(app.scenes.top, MessageDialog) and str(written) in app.scenes.top.text
    assert records.read(written).record == saved.record
    click(app.scenes.top.buttons[0])
    assert app.scenes.top is listed
    click(listed.open_file)
    pick(app, click, app.scenes.top, written)
    assert isinstance(app.scenes.top, ReplayScene) and app.scenes.top.recorded.record == saved.record
    assert app.scenes.stack[-2] is listed


def test_saving_over_a_file_asks_first(app, click, tmp_path, monkeypatch):
    monkeypatch.setattr(sharing, "default_folder", lambda: tmp_path)
    recorded = finished_game("highcard")
    target = tmp_path / sharing.file_name(recorded)
    target.write_text("mine")
    sharing.save_as(app, recorded)
    app.step()
    pick(app, click, app.scenes.top)
    assert app.scenes.top.name == "confirm" and target.read_text() == "mine"
    click(app.scenes.top.buttons[1])
    assert records.read(target).record == recorded.record


def test_the_review_saves_its_game_as_a_file(app, click, tmp_path, monkeypatch):
    monkeypatch.setattr(sharing, "default_folder", lambda: tmp_path)
    recorded = finished_game("highcard")
    review = ReviewScene(app, recorded)
    app.scenes.push(review)
    app.step()
    click(review.buttons["share"])
    pick(app, click, app.scenes.top)
    assert records.read(tmp_path / sharing.file_name(recorded)).record == recorded.record


def test_a_zen_form_goes_to_a_file_from_the_editor_and_comes_back_by_a_drop(app, click, tmp_path, monkeypatch):
    monkeypatch.setattr(zen_editor, "default_folder", lambda: tmp_path)
    form = Form("Little hammer", {(0, 0): 48, (1, 0): 52, (1, 1): 47, (2, 0): 49})
    editor = ZenEditor(app, form)
    app.scenes.push(editor)
    app.step()
    click(editor.buttons["export"])
    pick(app, click, app.scenes.top)
    path = tmp_path / f"little-hammer{userforms.SUFFIX}"
    assert app.scenes.top is editor and str(path) in editor.status.text
    assert userforms.load_all() == [], "writing a file is not keeping it among the player's forms"
    app.scenes.pop()
    drop(app, path)
    message = app.scenes.top
    assert isinstance(message, MessageDialog) and "Little hammer" in message.text
    opened = app.scenes.stack[-2]
    assert isinstance(opened, ZenEditor) and opened.current_form().cells == {
        (c + 1, r + 1): k for (c, r), k in form.cells.items()}
    assert [f.name for f in userforms.load_all()] == ["Little hammer"]


def test_the_booklet_opens_a_form_file(app, click, tmp_path, monkeypatch):
    monkeypatch.setattr(sharing, "default_folder", lambda: tmp_path)
    monkeypatch.setattr("scenes.kit.filechooser.default_folder", lambda: tmp_path)
    path = userforms.export(Form("Kite", {(0, 0): 31, (0, 1): 4, (1, 1): 21, (1, 2): 24}),
                            tmp_path / f"kite{userforms.SUFFIX}")
    booklet = ZenBookletScene(app)
    app.scenes.push(booklet)
    app.step()
    click(booklet.buttons["open"])
    pick(app, click, app.scenes.top, path)
    assert isinstance(app.scenes.stack[-2], ZenEditor) and [f.name for f in userforms.load_all()] == ["Kite"]

"""A home folder Parlour cannot write (issue #22, items 2, 3 and 9): the app starts, says once
that nothing is saved and why, shows it in the menu, and plays a move; every write (settings,
statistics, campaign, autosave, log) fails softly; temp files killed writers left are swept.

Tests run as root here, and root writes through file modes, so a read-only, full or unwritable
home is made two ways: by refusing the system calls that write under it (with the errno the
kernel gives: EROFS, ENOSPC, EACCES), which runs everywhere; and, where this process may mount
file systems, by a real tmpfs (read-only, or 200 KB and full).
"""
from __future__ import annotations

import contextlib
import dataclasses
import errno
import os
import subprocess
import time
from pathlib import Path

import pytest

from game import GAMES
from game.flixo.campaign import FlixoCampaigns
from game.zen.campaign import ZenResults
from saves import campaign, jsonfile, notices, paths, settings, stats, storage, store
from scenes.app import App
from scenes.kit.dialog import MessageDialog
from scenes.menu import MainMenu
from test_saves_support import play_a_first_move, played

GAME = "pixies"
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


@pytest.fixture(autouse=True)
def no_pending_notices():
    [str(m) for m in notices.take()]
    yield
    [str(m) for m in notices.take()]


def refuse_writes(monkeypatch, home: Path, code: int, existing_files_too: bool = True) -> None:
    """Every system call that would create, change or remove something under `home` fails with
    `code`, as on a read-only (EROFS), full (ENOSPC) or unwritable (EACCES) file system."""
    inside = os.path.realpath(home)

    def under(path) -> bool:
        return isinstance(path, (str, bytes, os.PathLike)) and \
            os.path.realpath(os.fsdecode(path)).startswith(inside)

    def refuse(path):
        raise OSError(code, os.strerror(code), os.fsdecode(path))

    monkeypatch.setattr(os, "open", refused_open(under, refuse, code))
    if code == errno.ENOSPC:
        refuse_filling(monkeypatch, inside, refuse)
    else:
        refuse_changing(monkeypatch, under, refuse)


def refused_open(under, refuse, code: int):
    """os.open that fails opening a file under home for writing with `code`; but a full disk still
    makes a file that is not there yet (empty: its writes fail) and opens one that is."""
    real_open = os.open

    def opening(path, flags, *args, **kwargs):
        if flags & WRITE_FLAGS and under(path) and (code != errno.ENOSPC or not os.path.exists(path)):
            if code == errno.ENOSPC:   # a full disk still makes the (empty) file, then fails the write
                return real_open(path, flags, *args, **kwargs)
            refuse(path)
        return real_open(path, flags, *args, **kwargs)
    return opening


def refuse_filling(monkeypatch, inside: str, refuse) -> None:
    """A full disk: writing to or syncing a file open under `inside` fails."""
    real_write, real_fsync = os.write, os.fsync

    def fd_under(fd) -> bool:
        with contextlib.suppress(OSError):
            return os.readlink(f"/proc/self/fd/{fd}").startswith(inside)
        return False

    def writing(fd, data):
        if fd_under(fd):
            refuse(inside)
        return real_write(fd, data)

    def syncing(fd):
        if fd_under(fd):
            refuse(inside)
        return real_fsync(fd)

    monkeypatch.setattr(os, "write", writing)
    monkeypatch.setattr(os, "fsync", syncing)


def refuse_changing(monkeypatch, under, refuse) -> None:
    """A read-only or unwritable home: making, removing, renaming or linking anything there fails."""
    for name in ("mkdir", "unlink", "rmdir"):
        real = getattr(os, name)
        monkeypatch.setattr(os, name,
                            lambda path, *a, _real=real, **k: refuse(path) if under(path) else _real(path, *a, **k))
    for name in ("replace", "rename", "link"):
        real = getattr(os, name)
        monkeypatch.setattr(os, name, lambda src, dst, *a, _real=real, **k:
                            refuse(dst) if under(dst) or under(src) else _real(src, dst, *a, **k))


def told(monkeypatch) -> list[str]:
    """Every message the app takes to show the player, in order."""
    shown: list[str] = []
    real_take = notices.take

    def take():
        messages = real_take()
        shown.extend(str(message) for message in messages)
        return messages
    monkeypatch.setattr(notices, "take", take)
    return shown


def start_and_play_a_move(monkeypatch, home: Path) -> tuple[App, list[str]]:
    """Start the app on `home` as `parlour` does, close the one notice, start a game and play a
    move (the first-game tip then writes the settings), let the autosave and a resize and the
    quit write too, and finish the game into the statistics. The app and what it told."""
    monkeypatch.setenv(paths.ENV, str(home))
    shown = told(monkeypatch)
    app = App(size=(1280, 720), recover=False)
    app.start(MainMenu(app))
    app.step()
    notice = app.scenes.top
    assert isinstance(notice, MessageDialog), "no notice that nothing is saved"
    app.scenes.pop()
    app.step()
    assert "Nothing is being saved" in " ".join(label.text for label in menu_labels(app.scenes.top))
    table = play_a_first_move(app, GAME)
    assert app.scenes.top is table and table.moves >= 1 and GAME in app.settings.tips_seen
    app.resize((1100, 700))
    app._remember_window()
    _, options, state = played(GAME, moves=100_000)
    stats.record_game(GAME, ["human", "random"], state, options)
    campaign.update(lambda progress: progress.section(ZenResults).result("heart", True, 9))
    app.step()
    return app, shown


def menu_labels(menu):
    import pygame_gui
    return [e for e in menu.ui.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UILabel)]


def close(app: App) -> None:
    for scene in reversed(app.scenes.stack):
        scene.close()


def with_files(home: Path) -> None:
    """A home that has been used: settings, statistics, campaign, a save."""
    with monkeypatched_home(home):
        settings.save(settings.Settings(ui_scale=120))
        stats.record_result(GAME, "easy", won=True, score=5)
        campaign.update(lambda progress: progress.section(ZenResults).result("heart", True, 9))


@contextlib.contextmanager
def monkeypatched_home(home: Path):
    previous = os.environ.get(paths.ENV)
    os.environ[paths.ENV] = str(home)
    try:
        yield
    finally:
        os.environ[paths.ENV] = previous


# -- simulated: the errno of each kind of trouble, under a home of files or none -------------------
@pytest.mark.parametrize("code, words", [(errno.EROFS, "Read-only file system"),
                                         (errno.ENOSPC, "No space left on device"),
                                         (errno.EACCES, "Permission denied")])
@pytest.mark.parametrize("used", [False, True], ids=["empty", "with-files"])
def test_the_app_starts_and_plays_with_one_notice_when_nothing_can_be_written(monkeypatch, tmp_path, code, words, used):
    home = tmp_path / "home"
    if used:
        with_files(home)
    before = contents(home)
    refuse_writes(monkeypatch, home, code)
    app, shown = start_and_play_a_move(monkeypatch, home)
    assert len(shown) == 1 and words in shown[0] and "Nothing can be saved" in shown[0], shown
    assert storage.problem() is not None and words in str(storage.problem())
    assert app.settings.window_size == (1100, 700)
    monkeypatch.undo()
    assert contents(home) == before
    close(app)


def contents(home: Path) -> dict:
    """Every file under `home` and its bytes (lock files are empty and may stay)."""
    if not home.is_dir():
        return {}
    return {p: p.read_bytes() for p in home.rglob("*") if p.is_file() and not p.name.endswith(".lock")}


def test_a_home_that_is_a_file_starts_and_plays_with_one_notice(monkeypatch, tmp_path):
    home = tmp_path / "home"
    home.write_text("not a folder")
    app, shown = start_and_play_a_move(monkeypatch, home)
    assert len(shown) == 1 and "is a file, not a folder" in shown[0]
    assert home.read_text() == "not a folder"
    close(app)


@pytest.mark.parametrize("kind", ["file", "read-only"])
def test_the_parlour_command_itself_tells_once(monkeypatch, tmp_path, kind):
    from scenes import app as app_module
    from scenes import launch
    home = tmp_path / "home"
    if kind == "file":
        home.write_text("not a folder")
    else:
        refuse_writes(monkeypatch, home, errno.EROFS)
    monkeypatch.setenv(paths.ENV, str(home))
    monkeypatch.setenv(app_module.FIRST_FRAME_ENV, "1")
    shown = told(monkeypatch)
    assert launch.main([]) == 0
    assert len(shown) == 1 and "Nothing can be saved" in shown[0], shown


def test_a_disk_that_fills_during_play_is_told_once_per_kind_and_play_goes_on(monkeypatch, tmp_path, app):
    """Not full at the start: the first failing write of each kind tells, later ones of that kind
    are quiet; a kind that works again is told again when it next fails, and a write of one
    kind that works clears no other kind's trouble."""
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    shown = told(monkeypatch)
    with monkeypatch.context() as full:
        refuse_writes(full, tmp_path, errno.ENOSPC)
        for scale in (110, 120):
            app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale))
            stats.record_result(GAME, "easy", won=True)
            store.autosave_in_background(GAME, *_game_for_save())
            store.flush(5)
        app.step()
        assert len(shown) == 3, shown
        assert [kind for kind in (storage.SETTINGS, storage.STATISTICS, storage.GAMES)
                if any(f"could not save {kind} (No space left on device)" in m for m in shown)] == \
            [storage.SETTINGS, storage.STATISTICS, storage.GAMES]
        assert isinstance(app.scenes.top, MessageDialog)
    stats.record_result(GAME, "easy", won=True)       # statistics work again; settings, games still fail
    assert stats.load().get(GAME, "easy").games == 1
    assert str(storage.problem()) == ("Parlour cannot save your settings and 1 other kind of file now "
                                     "(No space left on device).")
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=130))
    store.autosave_in_background(GAME, *_game_for_save())
    store.flush(5)
    assert storage.problem() is None
    with monkeypatch.context() as full:
        refuse_writes(full, tmp_path, errno.ENOSPC)
        campaign.update(lambda progress: progress.section(ZenResults).result("heart", True, 9))
        stats.record_result(GAME, "easy", won=True)
    app.step()
    assert len(shown) == 5 and "campaign" in shown[3] and "statistics" in shown[4]


def _game_for_save():
    rules = GAMES[GAME]
    return rules.check_options(2, {}), ["human", "random"], rules.new(2, 1)


def test_a_failed_write_keeps_what_it_would_have_written_in_the_answer(monkeypatch, tmp_path):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    stats.record_result(GAME, "easy", won=True, score=4)
    refuse_writes(monkeypatch, tmp_path, errno.EROFS)
    record = stats.record_result(GAME, "easy", won=True, score=6)
    assert record.games == 2 and record.best == 6      # shown on the result screen all the same
    run = campaign.update(lambda progress: progress.section(FlixoCampaigns).result("level2-3x4-3p", 6, True, 12))
    assert run.flixos == 7
    assert settings.save(settings.Settings(ui_scale=150)) is None
    told = [str(m) for m in notices.take()]    # one notice per kind that failed, each naming it
    assert len(told) == 3 and [kind in message for kind, message in
                               zip((storage.STATISTICS, storage.CAMPAIGN, storage.SETTINGS), told)] == [True] * 3


def test_the_crash_handler_still_works_when_the_log_cannot_be_written(monkeypatch, tmp_path):
    home = tmp_path / "home"
    with_files(home)
    refuse_writes(monkeypatch, home, errno.EROFS)
    monkeypatch.setenv(paths.ENV, str(home))
    app = App(size=(1280, 720), recover=True)
    app.start(MainMenu(app))

    class Broken(MainMenu):
        name = "broken"

        def update(self, dt):
            raise RuntimeError("the broken scene broke")
    app.scenes.push(Broken(app))
    app.step()
    assert isinstance(app.scenes.top, MessageDialog)
    assert "could not be written to a log" in app.scenes.top.text
    close(app)


def test_the_log_fails_softly_and_once_when_its_file_cannot_be_written(monkeypatch, tmp_path):
    import logging

    from saves import logfile
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    logfile.log_file().mkdir(parents=True)     # a folder where the file should be: even root cannot open it
    log = logging.getLogger("parlour.test-log")
    log.propagate = False
    assert logfile.attach(log) == logfile.log_file()
    log.warning("one")
    log.warning("two")
    stats.record_result(GAME, "easy", won=True)   # a write that works: the log is still not told again
    log.warning("three")
    messages = [str(m) for m in notices.take()]
    assert len(messages) == 1 and "could not save the log" in messages[0]
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()


# -- 9. temp files killed writers left, in every folder Parlour writes -----------------------------
def test_the_start_sweeps_old_temp_files_from_every_folder_it_writes(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    folders = [tmp_path, tmp_path / "saves", tmp_path / "zen-forms", tmp_path / "logs"]
    old, young = [], []
    for folder in folders:
        folder.mkdir(exist_ok=True)
        for name, bucket, age in ((".stats.json.a1.tmp", old, 3600), (".x.json.b2.tmp", young, 1)):
            temp = folder / name
            temp.write_text("half a file")
            os.utime(temp, (time.time() - age, time.time() - age))
            bucket.append(temp)
    keep = tmp_path / "saves" / "save-keep.json"
    keep.write_text("{}")
    storage.start()
    assert not any(p.exists() for p in old)
    assert all(p.exists() for p in young) and keep.exists()   # young ones may be a live writer's


# -- real file systems, where this process may mount them (root here and in CI) --------------------
@contextlib.contextmanager
def tmpfs(where: Path, size: str = "200k", read_only: bool = False, fill: callable = None):
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                             capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        if fill:
            fill(where)
        if read_only:
            subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill_up(where: Path) -> None:
    with contextlib.suppress(OSError), open(where / "ballast", "wb") as out:
        while True:
            out.write(b"\0" * 4096)
            out.flush()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="mounting needs root")
@pytest.mark.parametrize("case", ["read-only-empty", "read-only-with-files", "full"])
def test_on_a_real_file_system(monkeypatch, tmp_path, case):
    fill = {"read-only-empty": None, "read-only-with-files": with_files, "full": fill_up}[case]
    with tmpfs(tmp_path / "mnt", read_only=case.startswith("read-only"), fill=fill) as home:
        app, shown = start_and_play_a_move(monkeypatch, home)
        words = "No space left on device" if case == "full" else "Read-only file system"
        assert len(shown) == 1 and words in shown[0], shown
        if case == "read-only-with-files":
            with monkeypatched_home(home):
                assert settings.load().ui_scale == 120 and stats.load().get(GAME, "easy").games == 1
        close(app)
        if case == "full":
            assert not [p for p in home.rglob("*.tmp")], "a failed write left its temp file"


def test_a_save_folder_left_unlistable_lists_nothing_and_says_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    paths.saves_dir().write_text("a file")
    assert store.list_saves() == [] and store.latest() is None and [str(m) for m in notices.take()] == []
    assert jsonfile.sweep_temps(tmp_path) == 0

"""Two Parlour windows on one home (issue #22, item 8): statistics and campaign records are
read, changed and written under a lock, so none is lost; a second window says Parlour is
already open and, if the player goes on, writes no save slot and no settings."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.flanx.campaign import FlanxBests
from game.zen.campaign import ZenResults
from saves import campaign, instance, notices, paths, settings, stats, storage, store
from scenes.app import App
from scenes.kit.dialog import ConfirmDialog
from scenes.menu import MainMenu
from test_saves_support import play_a_first_move, played, seats_for

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")
RECORDS = 300   # per process: 600 in all, as in the tight loop


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    return tmp_path


def in_children(target, count: int = 2) -> None:
    """Run `target(number)` in `count` forked processes at once; each must exit 0."""
    pids = []
    for number in range(count):
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                target(number)
                code = 0
            finally:
                os._exit(code)
        pids.append(pid)
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0, "a writer failed"


def test_two_processes_recording_statistics_at_once_lose_no_game():
    def record(number: int) -> None:
        for i in range(RECORDS):
            stats.record_result("pixies", "easy", won=(i + number) % 2 == 0, score=i)
        assert [str(m) for m in notices.take()] == []
    in_children(record)
    record_kept = stats.load().get("pixies", "easy")
    assert record_kept.games == 2 * RECORDS and record_kept.wins == RECORDS
    assert record_kept.total == 2 * sum(range(RECORDS))


def test_two_processes_recording_campaign_results_at_once_lose_no_record():
    def record(number: int) -> None:
        for _ in range(RECORDS):
            campaign.update(lambda progress: progress.section(ZenResults).result("heart", solved=True,
                                                                                 rounds=5 + number))
            campaign.update(lambda progress: progress.section(FlanxBests).result("hard", won=False, seconds=30.0))
        assert [str(m) for m in notices.take()] == []
    in_children(record)
    progress = campaign.load()
    assert progress.section(ZenResults)["heart"].played == 2 * RECORDS
    assert progress.section(FlanxBests)["base"]["hard"].played == 2 * RECORDS


HOLDER = """
import sys
sys.path[:0] = [{root!r}]
from saves import instance
assert instance.claim()
print("holding", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def other_window():
    """Another process that holds this home as a first window would, until the test ends."""
    root = Path(__file__).resolve().parent.parent
    holder = subprocess.Popen([sys.executable, "-c", HOLDER.format(root=str(root))], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, env=os.environ.copy())
    assert holder.stdout.readline().strip() == b"holding"
    yield holder
    holder.stdin.close()
    holder.wait(10)
    holder.stdout.close()


def second_window():
    app = App(size=(1280, 720), recover=False)
    app.start(MainMenu(app))
    app.step()
    return app


def test_a_second_window_says_parlour_is_already_open_and_quit_quits(other_window):
    app = second_window()
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Parlour is already open"
    app.running = True
    dialog.answer_yes()   # "Quit"
    assert app.running is False
    close(app)


def test_a_second_window_that_goes_on_plays_but_saves_no_game_and_no_settings(other_window, parlour_home):
    players, options, state = played("pixies", moves=4)
    first = store.autosave("pixies", options, seats_for("pixies", players), state)
    kept = first.read_bytes()
    settings.save(settings.Settings(ui_scale=120))
    settings_before = settings.path().read_bytes()
    app = second_window()
    dialog = app.scenes.top
    assert dialog.buttons[0].text == "Continue without saving"
    dialog.answer_no()
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MainMenu) and str(menu.saving_off).startswith("This window saves no games or settings")
    assert "another window" in str(menu.saving_off)
    play_a_first_move(app)
    assert first.read_bytes() == kept and settings.path().read_bytes() == settings_before
    with pytest.raises(store.ReadOnly, match="another window"):
        store.autosave("pixies", options, seats_for("pixies", players), state)
    stats.record_result("pixies", "easy", won=True)
    assert stats.load().get("pixies", "easy").games == 1   # results still count
    assert [str(m) for m in notices.take()] == []
    close(app)


def test_a_first_window_that_was_killed_leaves_the_home_free(tmp_path):
    pid = os.fork()
    if pid == 0:
        instance.claim()
        time.sleep(60)
        os._exit(0)
    lock = tmp_path / instance.FILE
    for _ in range(200):
        if lock.exists():
            break
        time.sleep(0.01)
    time.sleep(0.1)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    assert instance.claim() and storage.read_only() is None


def close(app: App) -> None:
    for scene in reversed(app.scenes.stack):
        scene.close()

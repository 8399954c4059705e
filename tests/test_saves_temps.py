"""Temp files of killed writes (issue #36): a temp file whose writer is gone (its process no
longer runs, or nobody holds its lock) is removed at the start whatever its age; a live writer's,
in this process or in another, is never touched."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from saves import jsonfile, paths, storage

pytestmark = pytest.mark.skipif(jsonfile.fcntl is None, reason="writers are told apart by flock")

#: a writer in another process: creates its temp file as jsonfile does, holds it, then waits
HOLDER = """
import os, sys, time
sys.path.insert(0, {root!r})
from saves import jsonfile
import tempfile
fd, name = tempfile.mkstemp(prefix=".stats.json." + str(os.getpid()) + ".", suffix=".tmp", dir={folder!r})
jsonfile._hold(fd)
os.write(fd, b"half a fi")
print(name, flush=True)
time.sleep(120)
"""


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def a_dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


def temp_of(folder: Path, pid: int, age: float = 0.0) -> Path:
    temp = folder / f".autosave-pixies.json.{pid}.ab12_cd3{jsonfile.TEMP_SUFFIX}"
    temp.write_text('{"half')
    if age:
        os.utime(temp, (time.time() - age, time.time() - age))
    return temp


def another_writer(folder: Path) -> tuple[subprocess.Popen, Path]:
    root = str(Path(__file__).resolve().parent.parent)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER.format(root=root, folder=str(folder))],
                              stdout=subprocess.PIPE, text=True)
    return holder, Path(holder.stdout.readline().strip())


def test_a_killed_writers_temp_file_goes_at_the_start_however_young(parlour_home):
    saves = paths.saves_dir()
    saves.mkdir()
    dead = [temp_of(saves, a_dead_pid()), temp_of(parlour_home, a_dead_pid(), age=1)]
    storage.start()
    assert not any(temp.exists() for temp in dead)


def test_another_live_writers_temp_file_is_kept_and_goes_once_it_is_killed(parlour_home):
    holder, temp = another_writer(parlour_home)
    try:
        os.utime(temp, (time.time() - 3600, time.time() - 3600))   # old, but its writer holds it
        storage.start()
        assert temp.exists()
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    storage.start()
    assert not temp.exists()


def test_a_temp_file_whose_lock_nobody_holds_goes_though_its_pid_runs(parlour_home):
    """The killed writer's number now names another process (here: this one, which holds no
    lock on it): nobody holds its lock, so it is a leftover."""
    leftover = temp_of(parlour_home, os.getpid(), age=jsonfile.FRESH_SECONDS + 1)
    (parlour_home / "saves").mkdir()
    fresh = temp_of(parlour_home / "saves", os.getpid())
    storage.start()
    assert not leftover.exists() and fresh.exists()     # a fresh one may not have taken its lock yet


def test_this_processs_own_write_in_flight_is_never_swept(parlour_home, monkeypatch):
    seen = []
    real_replace = jsonfile._replace

    def sweeping_meanwhile(temp, path, tries=10):
        os.utime(temp, (time.time() - 3600, time.time() - 3600))
        seen.append(jsonfile.sweep_temps(Path(temp).parent))
        return real_replace(temp, path, tries)
    monkeypatch.setattr(jsonfile, "_replace", sweeping_meanwhile)
    target = parlour_home / "x.json"
    jsonfile.write_atomic(target, {"a": 1})
    assert seen == [0] and jsonfile.read_json(target) == {"a": 1}

"""Whether Parlour can keep what it writes, and one notice for the player when it cannot.

Every write of the save layer (save slots, settings, statistics, campaign, the log) reports
here how it went, and none of them stops the game:

    storage.start()                      # the app's start: sweep, then try the home folder
    storage.failed("your settings", exc)  # a write failed: the first failure is told once
    storage.worked("your settings")       # a write worked: the disk takes files again
    storage.problem()                     # why nothing is kept now, for the menu; or None

While writing fails, later failures are not told again (a full disk would otherwise raise a
notice on every move); once any write works again, the next failure is told.

A second window on the same home (see `saves.instance`) is `read_only`: it writes no save
slot and no settings, which the first window owns; statistics and campaign records, which
merge under a lock, are still kept.
"""
from __future__ import annotations

import os
import tempfile
import threading

from saves import jsonfile, notices
from saves.paths import config_dir, home, saves_dir

_lock = threading.Lock()
#: what is failing now (a kind of write -> why), oldest first
_failing: dict[str, str] = {}
#: why this window writes no save slots and no settings, or None
_read_only: str | None = None


def start() -> None:
    """A new start of the app: forget earlier troubles, remove the temp files killed writers
    left in every folder Parlour writes, then check that the home folder takes a file."""
    reset()
    sweep()
    problem = probe()
    if problem:
        _fail("anything", problem, f"Nothing can be saved: {problem}. You can play, but no game, "
                                   "setting or result is kept.")


def reset() -> None:
    """Nothing failing, not read-only, and messages told once may be told again."""
    global _read_only
    with _lock:
        _failing.clear()
        _read_only = None
    notices.forget()


def sweep() -> int:
    """Remove old temp files from every folder Parlour writes (the home folder, each folder in
    it, the settings folder); how many were removed."""
    folders = [home(), config_dir()]
    try:
        folders += [entry for entry in home().iterdir() if entry.is_dir() and not entry.is_symlink()]
    except OSError:   # no home folder yet, or not a folder: nothing to sweep there
        pass
    return sum(jsonfile.sweep_temps(folder) for folder in dict.fromkeys(folders) if folder.is_dir())


def probe() -> str | None:
    """Why no file can be written in the home folder and the saves folder, or None if one can."""
    for folder in dict.fromkeys((home(), config_dir(), saves_dir())):
        if folder.exists() and not folder.is_dir():
            return f"{folder} is a file, not a folder"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=".probe.", suffix=jsonfile.TEMP_SUFFIX, dir=folder)
            try:   # ENOSPC shows at the write; an fsync would cost the start a disk flush
                os.write(fd, b"parlour")
            finally:
                os.close(fd)
                os.unlink(name)
        except OSError as exc:
            return f"{folder} cannot be written ({reason(exc)})"
    return None


def reason(exc: BaseException) -> str:
    """An OSError in the words the system uses ("No space left on device"), without the path."""
    if isinstance(exc, jsonfile.Unreadable):
        return str(exc)
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def failed(what: str, exc: BaseException, note: str = "") -> None:
    """Writing `what` ("your settings", "your game autosave-pixies.json"...) failed with `exc`;
    `note` adds what was kept nonetheless."""
    why = f"{what} could not be saved ({reason(exc)})"
    _fail(what, why, f"Parlour {why}{'; ' + note if note else ''}. Play goes on; while saving keeps "
                     "failing you will not be told again.")


def _fail(what: str, why: str, message: str) -> None:
    with _lock:
        first = not _failing
        _failing.setdefault(what, why)
    if first:
        notices.report(message)


def worked(what: str) -> None:
    """Writing `what` worked, so the disk takes files again: nothing counts as failing, and the
    next failure is told anew."""
    with _lock:
        _failing.clear()


def problem() -> str | None:
    """What this window does not keep now and why, in a sentence for the menu; None when all is well."""
    with _lock:
        if _failing:
            return f"Nothing is being saved: {next(iter(_failing.values()))}."
        if _read_only:
            return f"This window saves no games or settings: {_read_only}."
        return None


def set_read_only(why: str) -> None:
    """From now on this window writes no save slot and no settings (another window owns them)."""
    global _read_only
    with _lock:
        _read_only = why


def read_only() -> str | None:
    """Why this window writes no save slot and no settings, or None."""
    return _read_only

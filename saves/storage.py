"""Whether Parlour can keep what it writes, told to the player per kind of thing it keeps.

Every write of the save layer reports here how it went, under its kind (`GAMES`, `SETTINGS`,
`STATISTICS`, `CAMPAIGN`, `FINISHED`, the log...), and none of them stops the game:

    storage.start()                                # the app's start: sweep, then try each folder
    storage.failed(storage.SETTINGS, exc)          # a write failed: told once for that kind
    storage.worked(storage.SETTINGS)               # a write worked: that kind is kept again
    storage.problem()                              # what is not kept now and why, for the menu

Each kind is told once when it starts failing, and not again until a write of that same kind
has worked: a settings write that works says nothing about the games, so it neither clears
their trouble nor lets their notice come back. `problem()` names every kind still failing, so
the menu keeps saying so until the last of them works again.

A second window on the same home (see `saves.instance`) is `read_only`: it writes no save
slot and no settings, which the first window owns; statistics and campaign records, which
merge under a lock, are still kept.
"""
from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from game.core.text import N_, TN, T, Text
from saves import jsonfile, notices
from saves.paths import config_dir, home, log_dir, saves_dir

#: the kinds of thing Parlour keeps, as the player is told of them
# each kind's words, said only as what Parlour cannot save ("Parlour cannot save {kind}"): a
# translator gives the form that fits there (Russian's accusative)
GAMES = N_("your games")
SETTINGS = N_("your settings")
STATISTICS = N_("your statistics")
CAMPAIGN = N_("your campaign progress")
FINISHED = N_("your finished games")
LOG = N_("the log")
#: the folder of the finished games in the saves folder (saves.finished)
FINISHED_FOLDER = "finished"
#: where each kind is written, for the check at the start
FOLDERS: dict[str, Callable[[], Path]] = {
    GAMES: saves_dir, FINISHED: lambda: saves_dir() / FINISHED_FOLDER, SETTINGS: config_dir,
    STATISTICS: home, CAMPAIGN: home, LOG: log_dir,
}

_lock = threading.Lock()
#: what is failing now (a kind -> why), oldest first
_failing: dict[str, str] = {}
#: why this window writes no save slots and no settings, or None
_read_only: Text | str | None = None


def start() -> None:
    """A new start of the app: forget earlier troubles, remove the temp files killed writers
    left in every folder Parlour writes, then check that each kind's folder takes a file. Kinds
    that cannot be kept are told in one notice that names them, and the kinds that are kept."""
    reset()
    sweep()
    troubles = {kind: why for kind, why in probe_kinds().items() if why}
    if not troubles:
        return
    with _lock:
        _failing.update(troubles)
    if all(kind in troubles for kind in FOLDERS):
        notices.report(T("Nothing can be saved: {why}. You can play, but no game, setting or result is kept.",
                         why=next(iter(troubles.values()))))
        return
    notices.report(notices.Paragraph.of([
        *(T("Parlour cannot save {kind}: {why}.", kind=T(kind), why=why) for kind, why in troubles.items()),
        T("You can play; everything else is kept.")]))


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
    return next((why for why in probe_kinds().values() if why), None)


def probe_kinds() -> dict[str, str | None]:
    """Each kind (FOLDERS) -> why its folder takes no file now, or None when it does."""
    tried: dict[Path, str | None] = {}
    found: dict[str, str | None] = {}
    for kind, where in FOLDERS.items():
        folder = where()
        if folder not in tried:
            tried[folder] = _try_folder(folder)
        found[kind] = tried[folder]
    return found


def _try_folder(folder: Path) -> str | None:
    for above in (folder, *folder.parents):     # the nearest thing that is there must be a folder
        if above.exists():
            if not above.is_dir():
                return f"{above} is a file, not a folder"
            break
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


def failed(kind: str, exc: BaseException, note: Text | str = "") -> None:
    """Writing something of `kind` (GAMES, SETTINGS... "the log") failed with `exc`; `note` adds
    which file, or what was kept nonetheless. Told once, until a write of `kind` works again."""
    why = reason(exc)
    with _lock:
        first = kind not in _failing
        _failing.setdefault(kind, why)
    if first and note:
        notices.report(T("Parlour could not save {kind} ({why}); {note}. Play goes on; you will not be told again "
                         "until it can be saved again.", kind=T(kind), why=why, note=note))
    elif first:
        notices.report(T("Parlour could not save {kind} ({why}). Play goes on; you will not be told again until it "
                         "can be saved again.", kind=T(kind), why=why))


def worked(kind: str) -> None:
    """Writing something of `kind` worked: that kind is kept again, and its next failure is told
    anew. Other kinds' troubles stay as they are."""
    with _lock:
        _failing.pop(kind, None)


def failing() -> dict[str, str]:
    """Each kind that cannot be kept now -> why, oldest first."""
    with _lock:
        return dict(_failing)


def problem() -> Text | None:
    """What this window does not keep now and why, in a sentence for the menu (the first kind
    that fails, and how many more); None when all is well."""
    with _lock:
        troubles = dict(_failing)
        read_only = _read_only
    if troubles:
        kind, why = next(iter(troubles.items()))
        if all(kind in troubles for kind in FOLDERS):
            return T("Nothing is being saved: {why}.", why=why)
        if len(troubles) == 1:
            return T("Parlour cannot save {kind} now ({why}).", kind=T(kind), why=why)
        return TN("Parlour cannot save {kind} and {n} other kind of file now ({why}).",
                  "Parlour cannot save {kind} and {n} other kinds of files now ({why}).", len(troubles) - 1,
                  kind=T(kind), why=why)
    if read_only:
        return T("This window saves no games or settings: {why}.", why=read_only)
    return None


def set_read_only(why: Text | str) -> None:
    """From now on this window writes no save slot and no settings (another window owns them)."""
    global _read_only
    with _lock:
        _read_only = why


def read_only() -> Text | str | None:
    """Why this window writes no save slot and no settings, or None."""
    return _read_only

"""Finished games, kept to be watched and reviewed later: the last KEEP of each game.

Each is a save of kind "finished" (saves.store: the record with its position), one file per game
played under `<saves>/finished/<game>/`, named by the time it ended, so the names sort oldest
first. Keeping one more removes the oldest beyond KEEP. A read-only window keeps none.

    finished.keep("pixies", options, seats, state, record)     # at the end of a game (background write)
    for info in finished.list_games():                         # newest first, each with its preview
        saved = finished.load(info.path)                       # in full: its moves replayed and checked
"""
from __future__ import annotations

import contextlib
import datetime as dt
import os
import stat
from pathlib import Path
from typing import Any

from game import GAMES
from game.core import State
from game.core.text import T
from saves import notices, storage, store, writer
from saves.paths import saves_dir

#: finished games kept per game
KEEP = 50
FOLDER = storage.FINISHED_FOLDER


def folder(game: str) -> Path:
    return saves_dir() / FOLDER / game


def keep(game: str, options: dict[str, Any], seats: list[str], state: State, record: dict[str, Any]) -> Path | None:
    """Keep a game that has just ended (written in the background); where it goes, or None in a
    read-only window. The oldest kept games of `game` beyond KEEP go."""
    if storage.read_only():
        return None
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S-%f")
    path = folder(game) / f"{stamp}.json"
    writer.WRITER.submit(path, store.encode("finished", "", game, options, seats, state, record=record),
                         storage.FINISHED)
    for old in [f for f in _files(game) if f != path][:-(KEEP - 1)]:
        with contextlib.suppress(OSError):    # one more old game kept is no harm; the next keep tries again
            old.unlink()
    return path


def _files(game: str) -> list[Path]:
    """The kept games of `game`, oldest first: regular files named like them (anything else there
    is left alone)."""
    try:
        entries = list(os.scandir(folder(game)))
    except OSError:
        return []
    files = []
    for entry in entries:
        if entry.name.endswith(".json") and not entry.name.startswith("."):
            with contextlib.suppress(OSError):
                if stat.S_ISREG(os.lstat(entry.path).st_mode):
                    files.append(Path(entry.path))
    return sorted(files)


def list_games(game: str | None = None) -> list[store.SaveInfo]:
    """The kept games (of `game`, or of every game), newest first. A file that is no good is
    moved aside and reported, like a bad save."""
    store.flush(store.READ_WAIT)        # a game that just ended is listed
    infos = []
    for name in [game] if game is not None else list(GAMES):
        for path in _files(name):
            try:
                saved = store.load(path, replay=False)
                if saved.kind != "finished" or saved.game != name:
                    raise store.set_aside(path, T("it is not a finished game of this folder"))
            except store.SaveError as exc:
                notices.report(exc.words, once=exc.moved_to is None)
                continue
            try:
                shown = store.preview(saved.game, saved.state, saved.seats)
            except Exception as exc:  # the engine failed on a position it accepted, as in store._load_all
                notices.report(store.set_aside(path, f"it could not be shown ({type(exc).__name__})").words)
                continue
            infos.append(store.info_of(saved, shown))
    return store.sort_newest_first(infos)


def load(path: Path) -> store.SavedGame:
    """A kept game in full, its moves replayed to its position (store.load); SaveError if bad."""
    return store.load(path)

"""Save slots: one autosave per kind of game, plus named manual saves. One JSON file each.

    path = store.autosave("pixies", {}, ["human", "normal"], state)
    store.load(path).state == state       # True

A save is a game record (saves.migrate, version 4): where the game started and every move since,
with the position as a check. Loading checks everything before a scene sees it (saves.checks
says what, and what the replay check does and does not promise): the size (at most
`SAVE_BYTES`: the longest real game is a few KB), the format and version, every field, the
position, that the moves replay from the deal to that very position, and that a position no
deal proves can be played on. The save's time is information only: one that cannot be shown is
"unknown time", and the game loads.
Any failure raises `SaveError`, whose message names the file and says why, and moves the file
aside as `<name>.corrupt`; other saves and the app carry on. A file that cannot be read now (no
permission) is not corrupt: it is reported and left as it is. Only regular files are listed:
a link or a FIFO named like a save is reported once and left alone, as Delete would refuse it.

The menu and the Load screen list the saves often: each file's check and preview are kept
(`listed`) and used again while its size, time and inode stay the same, so an unchanged save is
not read, let alone replayed, at every visit.

A second window on the same home (saves.storage.read_only) writes no save slot: the first
window's autosaves stay its own.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import os
import re
import stat
from pathlib import Path
from typing import Any

from game import GAMES
from game.core import State
from game.core.text import T, Text
from saves import checks, jsonfile, migrate, notices, storage, writer
from saves.appinfo import app_version
from saves.checks import HUMAN, KINDS, NAME_LENGTH, YEARS, SavedGame
from saves.paths import saves_dir

__all__ = ["HUMAN", "KINDS", "NAME_LENGTH", "YEARS", "SavedGame", "SaveError", "SaveInfo", "Preview"]

AUTOSAVE_PREFIX = "autosave-"
MANUAL_PREFIX = "save-"
#: seconds listing or deleting waits for background autosaves to reach the disk
READ_WAIT = 2.0
#: the largest save file loaded: the longest real game is a few KB; a larger file is refused
#: at once, unread, rather than cost seconds of parsing and replay at every listing
SAVE_BYTES = 1024 * 1024
#: what SaveError says of a file that cannot be read (it is not moved aside)
LEFT = T("It was left as it is.")


class SaveError(Exception):
    """A save that cannot be loaded. `path` is the file; `moved_to` where it went, if moved aside;
    `left` says why it was not (it cannot be read, or cannot be moved). `words`: all that as a
    Text, for the screen to say in the player's language (str() is its English)."""

    def __init__(self, path: Path, reason: Text | str, moved_to: Path | None = None, left: Text | None = None) -> None:
        name = Path(path).name
        if moved_to is not None:
            words = T("Could not load the save {file}: {reason}. It was moved aside as {moved}.", file=name,
                      reason=reason, moved=moved_to.name)
        elif left is not None:
            words = T("Could not load the save {file}: {reason}. {then}", file=name, reason=reason, then=left)
        else:
            words = T("Could not load the save {file}: {reason}.", file=name, reason=reason)
        super().__init__(str(words))
        self.words = words
        self.path = Path(path)
        self.reason = str(reason)          # its English, for logs and tests (`words` for the screen)
        self.moved_to = moved_to


@dataclasses.dataclass(frozen=True)
class Preview:
    """What the Load screen shows of a save without opening the table."""
    scores: tuple[float, ...]
    over: bool
    text: str


@dataclasses.dataclass(frozen=True)
class SaveInfo:
    game: str
    title: str
    #: when it was saved (UTC); None: unknown (a time that cannot be shown)
    created: dt.datetime | None
    seats: tuple[str, ...]
    path: Path
    preview: Preview
    kind: str
    name: str
    #: the record starts from a deal; False: an old save's position, played but not counted
    dealt: bool = True

    @property
    def players(self) -> list[str]:
        return [seat_label(seat) for seat in self.seats]


# -- writing ---------------------------------------------------------------------------------
def autosave(game: str, options: dict[str, Any], seats: list[str], state: State, table: dict[str, Any] | None = None,
             record: dict[str, Any] | None = None) -> Path:
    """Write the one autosave slot of `game` now, durably (10-30 ms: two fsyncs). `table` is what
    the table keeps beside the position (JSON data; see SavedGame.table); `record` the game's
    record (Referee.record()), which must lead to `state`; without one the game starts here."""
    payload = encode("autosave", "", game, options, seats, state, table, record)
    _refuse_if_read_only()
    flush()  # an older background autosave must not land after this one
    return _written(_autosave_path(game), payload)


def _written(path: Path, payload: bytes) -> Path:
    """Write a save slot now; OSError to the caller (who says so), else the games are kept again."""
    written = jsonfile.write_bytes_atomic(path, payload)
    storage.worked(storage.GAMES)
    return written


class ReadOnly(OSError):
    """This window saves no games (saves.storage.read_only says why)."""


def _refuse_if_read_only() -> None:
    why = storage.read_only()
    if why:
        raise ReadOnly(why)


def autosave_in_background(game: str, options: dict[str, Any], seats: list[str], state: State,
                           table: dict[str, Any] | None = None, record: dict[str, Any] | None = None) -> Path:
    """Autosave for the frame loop: snapshot `state` now (under 1 ms), write it on a background
    thread. Only the newest of several quick autosaves is written; `flush()` waits for the disk.
    A read-only window (a second one on the same home) writes nothing."""
    path = _autosave_path(game)
    payload = encode("autosave", "", game, options, seats, state, table, record)
    if not storage.read_only():
        writer.WRITER.submit(path, payload)
    return path


def flush(timeout: float | None = None) -> bool:
    """Wait until background autosaves are on disk (also done at exit); False on timeout."""
    return writer.WRITER.flush(timeout)


def _autosave_path(game: str) -> Path:
    return saves_dir() / f"{AUTOSAVE_PREFIX}{game}.json"


def save_manual(name: str, game: str, options: dict[str, Any], seats: list[str], state: State,
                table: dict[str, Any] | None = None, record: dict[str, Any] | None = None) -> Path:
    """Write a named save; saving again under the same name replaces it. ValueError for a name
    longer than NAME_LENGTH, ReadOnly (an OSError) in a read-only window."""
    name = name.strip() or "Unnamed"
    if len(name) > NAME_LENGTH:
        raise ValueError(f"a save's name has at most {NAME_LENGTH} characters")
    payload = encode("manual", name, game, options, seats, state, table, record)
    _refuse_if_read_only()
    return _written(_manual_path(name), payload)


def encode(kind: str, name: str, game: str, options: dict[str, Any], seats: list[str], state: State,
           table: dict[str, Any] | None = None, record: dict[str, Any] | None = None) -> bytes:
    """A save file's bytes (kind: one of KINDS). Without a `record` the game starts at `state`,
    a position no deal proves: it loads, but its result is not counted (saves.checks)."""
    if game not in GAMES:
        raise ValueError(f"no game called {game!r}")
    if len(seats) != state.players:
        raise ValueError(f"{len(seats)} seats for a {state.players}-player game")
    position = state.to_dict()
    if record is not None and not checks.dealt(record) and record.get("start", {}).get(checks.UNPROVEN) is not True:
        # a game begun at a position (not dealt): written, it is what an old save is (saves.checks)
        record = {**record, "start": {**record["start"], checks.UNPROVEN: True}}
    doc = {
        "format": migrate.FORMAT, "version": migrate.CURRENT, "kind": kind, "name": name,
        "game": game, "options": dict(options), "seats": list(seats), "state": position,
        "record": record if record is not None else {"start": checks.position_start(state), "moves": []},
        "table": dict(table or {}), "created": dt.datetime.now(dt.UTC).isoformat(), "app": app_version(),
    }
    return jsonfile.encode(doc)


def _manual_path(name: str) -> Path:
    """The file for `name`: its slug, with a number added if another name has that slug."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:48] or "save"
    for number in range(1, 1000):
        path = saves_dir() / f"{MANUAL_PREFIX}{slug}{'' if number == 1 else f'-{number}'}.json"
        if not path.exists() or _stored_name(path) == name:
            return path
    raise ValueError(f"too many saves named like {name!r}")


def _stored_name(path: Path) -> str | None:
    """The name inside an existing save, or None if it cannot be read (then it is left alone)."""
    try:
        doc = jsonfile.read_json(path)
    except (OSError, jsonfile.BadFile):
        return None
    return doc.get("name") if isinstance(doc, dict) else None


# -- reading ---------------------------------------------------------------------------------
def load(path: Path | str, replay: bool = True) -> SavedGame:
    """The save in `path`, validated and restored. SaveError (the file moved aside) if it is bad.
    With replay=False its moves are not played again (a long list only shows each game; opening
    one loads it again in full). A file over SAVE_BYTES is refused unread."""
    path = Path(path)
    try:
        return checks.parse(path, jsonfile.read_json(path, SAVE_BYTES), replay)
    except FileNotFoundError:
        raise SaveError(path, T("the file no longer exists")) from None
    except jsonfile.Unreadable as exc:
        raise SaveError(path, f"the file {exc.reason}", left=LEFT) from None
    except jsonfile.BadFile as exc:
        raise set_aside(path, f"the file {exc.reason}") from exc.__cause__
    except checks.Invalid as exc:
        raise set_aside(path, exc.why) from exc.__cause__


def set_aside(path: Path, reason: Text | str) -> SaveError:
    """Move a save that cannot be used aside (a bad file, or one the Load screen could not
    show); the SaveError that says so, for the caller to raise or report."""
    path = Path(path)
    try:
        return SaveError(path, reason, jsonfile.move_aside(path))
    except OSError as exc:
        return SaveError(path, reason,
                         left=T("It could not be moved aside ({why}) and was left as it is.", why=storage.reason(exc)))


# -- listing ---------------------------------------------------------------------------------
def _save_files() -> list[Path]:
    """The save slots: regular files named like saves. A link or a FIFO is not one (Delete
    would refuse it, and a FIFO would hang a read): it is reported once and left alone."""
    flush(READ_WAIT)  # show the game as it is now, not one autosave behind
    folder = saves_dir()
    try:
        names = sorted(entry.name for entry in os.scandir(folder) if entry.name.endswith(".json"))
    except OSError:   # no saves folder (yet), or one that cannot be read: no saves to list
        return []
    jsonfile.sweep_temps(folder)
    slots = []
    for name in names:
        path = folder / name
        if name.startswith("."):
            continue
        try:
            mode = path.lstat().st_mode
        except OSError:   # gone since the folder was read
            continue
        if stat.S_ISREG(mode):
            slots.append(path)
        else:
            notices.report(T("{file} in the saves folder is a link, not a save Parlour wrote; it was left as it is "
                             "and is not listed.", file=name) if stat.S_ISLNK(mode) else
                           T("{file} in the saves folder is not a regular file, not a save Parlour wrote; it was left "
                             "as it is and is not listed.", file=name), once=True)
    return slots


#: path -> (the file's size, time and inode when it was checked, the save, its preview)
_listed: dict[Path, tuple[tuple[int, int, int], SavedGame, Preview]] = {}


def _load_all() -> list[tuple[SavedGame, Preview]]:
    """Every good save with its preview; bad ones are moved aside and reported through `notices`,
    unreadable ones reported once and left. A file unchanged since it was last checked (the same
    size, time and inode) is not read again: its check and preview are kept in `_listed`."""
    good = []
    paths = _save_files()
    for gone in set(_listed) - set(paths):
        del _listed[gone]
    for path in paths:
        listed = listed_save(path)
        if listed is not None:
            good.append(listed)
    return good


def listed_save(path: Path) -> tuple[SavedGame, Preview] | None:
    """The save in `path` and its preview, from `_listed` while the file is unchanged; None (the
    file reported, and moved aside if bad) when it cannot be used. Shared: never change them."""
    try:
        info = os.stat(path)
    except OSError:   # gone since the folder was read
        _listed.pop(path, None)
        return None
    key = (info.st_size, info.st_mtime_ns, info.st_ino)
    known = _listed.get(path)
    if known is not None and known[0] == key:
        return known[1], known[2]
    _listed.pop(path, None)
    try:
        saved = load(path)
    except SaveError as exc:
        notices.report(exc.words, once=exc.moved_to is None)
        return None
    try:
        shown = preview(saved.game, saved.state, saved.seats)
    except Exception as exc:  # the engine failed on a position it accepted: it cannot be shown
        notices.report(set_aside(path, f"it could not be shown ({type(exc).__name__}: {checks.short(exc)})").words)
        return None
    _listed[path] = (key, saved, shown)
    return saved, shown


def _newest_first(created: dt.datetime | None) -> dt.datetime:
    """A sort key: an unknown time sorts as the oldest."""
    return created or dt.datetime.min.replace(tzinfo=dt.UTC)


def latest(unfinished: bool = False) -> SavedGame | None:
    """The most recent save of any kind (for Continue); with `unfinished`, only games not over.
    A save of unknown time is found all the same, as the oldest."""
    saves = [saved for saved, shown in _load_all() if not (unfinished and shown.over)]
    return max(saves, key=lambda s: _newest_first(s.created), default=None)


def list_saves() -> list[SaveInfo]:
    """Every good save, newest first (those of unknown time last). Bad files are skipped, moved
    aside and reported."""
    return sort_newest_first([info_of(saved, shown) for saved, shown in _load_all()])


def sort_newest_first(infos: list[SaveInfo]) -> list[SaveInfo]:
    return sorted(infos, key=lambda info: _newest_first(info.created), reverse=True)


def info_of(saved: SavedGame, shown: Preview) -> SaveInfo:
    return SaveInfo(game=saved.game, title=GAMES[saved.game].title, created=saved.created,
                    seats=tuple(saved.seats), path=saved.path, preview=shown, kind=saved.kind, name=saved.name,
                    dealt=saved.dealt)


def preview(game: str, state: State, seats: list[str]) -> Preview:
    """Scores and who holds them, through the public contract only."""
    scores = tuple(state.scores())
    if GAMES[game].cooperative:
        parts = [f"Team {_number(scores[0])}"]
    else:
        parts = [f"{seat_label(seat)} {_number(score)}" for seat, score in zip(seats, scores)]
    over = state.is_over()
    return Preview(scores=scores, over=over, text=("Finished: " if over else "") + ", ".join(parts))


def seat_label(seat: str) -> str:
    return "You" if seat == HUMAN else f"Bot ({seat})"


def _number(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


def delete(path: Path | str) -> None:
    """Remove a save file (only a file inside the saves folder, not a link); a file already
    gone is fine."""
    path = Path(path)
    if path.is_symlink() or path.resolve().parent != saves_dir().resolve():
        raise ValueError(f"{path} is not a Parlour save slot")
    flush(READ_WAIT)  # else a background autosave still in flight would bring the file back
    path.unlink(missing_ok=True)

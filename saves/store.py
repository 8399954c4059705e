"""Save slots: one autosave per kind of game, plus named manual saves. One JSON file each.

    path = store.autosave("pixies", {}, ["human", "normal"], state)
    store.load(path).state == state       # True

A save is a game record (migrate.py, version 3): where the game started and every move since,
with the position as a check. Loading checks everything before a scene sees it: the format and
version (older versions migrate, see `migrate`), the types of every field, the game's own
`from_dict` and `State.check()`, then that the moves replay from the start to that very
position (a score or a card changed by hand is caught there), then that the Load screen can
show it (its name, its time, its preview).
Any failure raises `SaveError`, whose message names the file, and moves the file aside as
`<name>.corrupt`; other saves and the app carry on. A file that cannot be read now (no
permission) is not corrupt: it is reported and left as it is. Only regular files are listed:
a link or a FIFO named like a save is reported once and left alone, as Delete would refuse it.

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
from game.core import Game, State
from game.referee import Referee
from saves import jsonfile, migrate, notices, storage, writer
from saves.appinfo import app_version
from saves.paths import saves_dir

AUTOSAVE_PREFIX = "autosave-"
MANUAL_PREFIX = "save-"
HUMAN = "human"
#: seconds listing or deleting waits for background autosaves to reach the disk
READ_WAIT = 2.0
#: the longest name a manual save may have (the Load screen shows it on one or two lines)
NAME_LENGTH = 80
#: the earliest and latest year a save's time may have: within them every time zone can show it
YEARS = (2000, 9998)
#: what SaveError says of a file that cannot be read (it is not moved aside)
LEFT = "It was left as it is."
#: the kinds of saved game: the one autosave slot per game, a named save, a finished game kept
KINDS = ("autosave", "manual", "finished")


class SaveError(Exception):
    """A save that cannot be loaded. `path` is the file; `moved_to` where it went, if moved aside;
    `left` says why it was not (it cannot be read, or cannot be moved)."""

    def __init__(self, path: Path, reason: str, moved_to: Path | None = None, left: str = "") -> None:
        message = f"Could not load the save {Path(path).name}: {reason}."
        if moved_to is not None:
            message += f" It was moved aside as {moved_to.name}."
        elif left:
            message += f" {left}"
        super().__init__(message)
        self.path = Path(path)
        self.reason = reason
        self.moved_to = moved_to


@dataclasses.dataclass
class SavedGame:
    game: str
    options: dict
    seats: list[str]
    state: State
    created: dt.datetime
    path: Path
    kind: str = "autosave"
    name: str = ""
    #: what the table keeps beside the position (the Flanx clock); {} when it keeps nothing
    table: dict = dataclasses.field(default_factory=dict)
    #: the game's record (Referee.record()): its start and every move, which lead to `state`
    record: dict = dataclasses.field(default_factory=dict)


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
    created: dt.datetime
    seats: tuple[str, ...]
    path: Path
    preview: Preview
    kind: str
    name: str

    @property
    def players(self) -> list[str]:
        return [seat_label(seat) for seat in self.seats]


# -- writing ---------------------------------------------------------------------------------
def autosave(game: str, options: dict, seats: list[str], state: State, table: dict | None = None,
             record: dict | None = None) -> Path:
    """Write the one autosave slot of `game` now, durably (10-30 ms: two fsyncs). `table` is what
    the table keeps beside the position (JSON data; see SavedGame.table); `record` the game's
    record (Referee.record()), which must lead to `state`; without one the game starts here."""
    payload = encode("autosave", "", game, options, seats, state, table, record)
    _refuse_if_read_only()
    flush()  # an older background autosave must not land after this one
    return jsonfile.write_bytes_atomic(_autosave_path(game), payload)


class ReadOnly(OSError):
    """This window saves no games (saves.storage.read_only says why)."""


def _refuse_if_read_only() -> None:
    why = storage.read_only()
    if why:
        raise ReadOnly(why)


def autosave_in_background(game: str, options: dict, seats: list[str], state: State,
                           table: dict | None = None, record: dict | None = None) -> Path:
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


def save_manual(name: str, game: str, options: dict, seats: list[str], state: State,
                table: dict | None = None, record: dict | None = None) -> Path:
    """Write a named save; saving again under the same name replaces it. ValueError for a name
    longer than NAME_LENGTH, ReadOnly (an OSError) in a read-only window."""
    name = name.strip() or "Unnamed"
    if len(name) > NAME_LENGTH:
        raise ValueError(f"a save's name has at most {NAME_LENGTH} characters")
    payload = encode("manual", name, game, options, seats, state, table, record)
    _refuse_if_read_only()
    return jsonfile.write_bytes_atomic(_manual_path(name), payload)


def encode(kind: str, name: str, game: str, options: dict, seats: list[str], state: State,
           table: dict | None = None, record: dict | None = None) -> bytes:
    """A save file's bytes (kind: one of KINDS). Without a `record` the game starts at `state`."""
    if game not in GAMES:
        raise ValueError(f"no game called {game!r}")
    if len(seats) != state.players:
        raise ValueError(f"{len(seats)} seats for a {state.players}-player game")
    position = state.to_dict()
    doc = {
        "format": migrate.FORMAT, "version": migrate.CURRENT, "kind": kind, "name": name,
        "game": game, "options": dict(options), "seats": list(seats), "state": position,
        "record": record if record is not None else {"start": {"state": position}, "moves": []},
        "table": dict(table or {}), "created": dt.datetime.now(dt.timezone.utc).isoformat(), "app": app_version(),
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
    one loads it again in full)."""
    path = Path(path)
    try:
        return _parse(path, jsonfile.read_json(path), replay)
    except FileNotFoundError:
        raise SaveError(path, "the file no longer exists") from None
    except jsonfile.Unreadable as exc:
        raise SaveError(path, f"the file {exc.reason}", left=LEFT) from None
    except jsonfile.BadFile as exc:
        raise set_aside(path, f"the file {exc.reason}") from exc.__cause__
    except _Invalid as exc:
        raise set_aside(path, str(exc)) from exc.__cause__


def set_aside(path: Path, reason: str) -> SaveError:
    """Move a save that cannot be used aside (a bad file, or one the Load screen could not
    show); the SaveError that says so, for the caller to raise or report."""
    path = Path(path)
    try:
        return SaveError(path, reason, jsonfile.move_aside(path))
    except OSError as exc:
        return SaveError(path, reason,
                         left=f"It could not be moved aside ({storage.reason(exc)}) and was left as it is.")


class _Invalid(Exception):
    """A readable JSON document that is not a valid save; the message says why."""


def _parse(path: Path, doc: Any, replay: bool = True) -> SavedGame:
    if not isinstance(doc, dict) or doc.get("format") != migrate.FORMAT:
        raise _Invalid("it is not a Parlour save")
    try:
        doc = migrate.to_current(doc)
    except ValueError as exc:
        raise _Invalid(str(exc)) from None
    game = _field(doc, "game", str)
    if game not in GAMES:
        raise _Invalid(f"it is a game this Parlour does not have ({game[:40]!r})")
    rules = GAMES[game]
    kind = _field(doc, "kind", str)
    if kind not in KINDS:
        raise _Invalid(f"its kind {kind[:20]!r} is not one of {', '.join(KINDS)}")
    seats = _seats(rules, _field(doc, "seats", list))
    state = _restore(rules, _field(doc, "state", dict), len(seats))
    options = _options(rules, len(seats), _field(doc, "options", dict))
    record = _field(doc, "record", dict)
    if replay:
        _replays(rules, record, seats, options, state)
    table = doc.get("table", {})      # saves from before the table kept anything have none
    if type(table) is not dict:
        raise _Invalid("its 'table' is not a dict")
    return SavedGame(game=game, options=options, seats=seats, state=state,
                     created=_created(_field(doc, "created", str)), path=path,
                     kind=kind, name=_name(_field(doc, "name", str)), table=table, record=record)


def _name(name: str) -> str:
    if len(name) > NAME_LENGTH:
        raise _Invalid(f"its name has {len(name):,} characters (the limit is {NAME_LENGTH})")
    if not name.isprintable():
        raise _Invalid("its name holds characters that cannot be shown")
    return name


def _field(doc: dict, key: str, kind: type) -> Any:
    value = doc.get(key)
    if type(value) is not kind:
        raise _Invalid(f"its {key!r} is not a {kind.__name__}")
    return value


def _seats(rules: Game, seats: list) -> list[str]:
    allowed = (HUMAN, *rules.levels)
    for seat in seats:
        if seat not in allowed:
            raise _Invalid(f"a seat is {str(seat)[:20]!r}, not one of {', '.join(allowed)}")
    return list(seats)


def _options(rules: Game, players: int, options: dict) -> dict:
    try:
        return rules.check_options(players, options)
    except ValueError as exc:
        raise _Invalid(f"its table does not fit the game ({exc})") from None


def _restore(rules: Game, data: dict, players: int) -> State:
    """The game's own from_dict and check(); whatever they raise becomes _Invalid (see the tests)."""
    try:
        state = rules.from_dict(data)
        state.check()
    except (ValueError, KeyError, TypeError) as exc:
        raise _Invalid(f"the {rules.title} position is not valid ({_short(exc)})") from exc
    except Exception as exc:  # an engine bug must not stop the app; tests report these separately
        raise _Invalid(f"the {rules.title} position could not be read ({type(exc).__name__}: {_short(exc)})") from exc
    if state.players != players:
        raise _Invalid(f"it has {players} seats for a {state.players}-player position")
    return state


def _replays(rules: Game, record: dict, seats: list[str], options: dict, state: State) -> None:
    """The record's moves, played again from its start, must lead to the saved position: else
    the position (or a move) was changed after the game wrote it."""
    start = record.get("start")
    if type(start) is not dict or type(record.get("moves")) is not list:
        raise _Invalid("its record has no start or no list of moves")
    if "state" in start:
        if type(start["state"]) is not dict:
            raise _Invalid("its record starts from no position")
        _restore(rules, start["state"], len(seats))
    elif "seed" not in start:
        raise _Invalid("its record starts nowhere (neither a deal nor a position)")
    elif start.get("options") != options or start.get("players") != len(seats):
        raise _Invalid("its record was dealt for another table")
    try:
        replayed = Referee.replay(rules, record, seats, options, bots=False).state
    except ValueError as exc:
        raise _Invalid(f"its moves do not replay: {_short(exc)}") from None
    except Exception as exc:  # an engine bug must not stop the app, as in _restore
        raise _Invalid(f"its moves could not be replayed ({type(exc).__name__}: {_short(exc)})") from exc
    if replayed != state:
        raise _Invalid("its moves do not lead to its position: it was changed after it was saved")


def _short(exc: BaseException) -> str:
    text = str(exc)
    return text if len(text) <= 120 else text[:117] + "..."


def _created(text: str) -> dt.datetime:
    """The save's time, in UTC; _Invalid if it is no date or one that some time zone could not
    show (the year 1 or 9999 overflows once moved by a time zone)."""
    created: dt.datetime | None
    try:
        created = dt.datetime.fromisoformat(text)
    except ValueError:
        raise _Invalid(f"its time {text[:40]!r} is not a date") from None
    if created.tzinfo is None:
        created = created.replace(tzinfo=dt.timezone.utc)
    try:
        created = created.astimezone(dt.timezone.utc)
    except OverflowError:
        created = None
    if created is None or not YEARS[0] <= created.year <= YEARS[1]:
        raise _Invalid(f"its time {text[:40]!r} is not between the years {YEARS[0]} and {YEARS[1]}")
    return created


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
            kind = "a link" if stat.S_ISLNK(mode) else "not a regular file"
            notices.report(f"{name} in the saves folder is {kind}, not a save Parlour wrote; "
                           "it was left as it is and is not listed.", once=True)
    return slots


def _load_all() -> list[tuple[SavedGame, Preview]]:
    """Every good save with its preview; bad ones are moved aside and reported through `notices`,
    unreadable ones reported once and left."""
    good = []
    for path in _save_files():
        try:
            saved = load(path)
        except SaveError as exc:
            notices.report(str(exc), once=exc.moved_to is None)
            continue
        try:
            good.append((saved, preview(saved.game, saved.state, saved.seats)))
        except Exception as exc:  # the engine failed on a position it accepted: it cannot be shown
            notices.report(str(set_aside(path, f"it could not be shown ({type(exc).__name__}: {_short(exc)})")))
    return good


def latest(unfinished: bool = False) -> SavedGame | None:
    """The most recent save of any kind (for Continue); with `unfinished`, only games not over."""
    saves = [saved for saved, shown in _load_all() if not (unfinished and shown.over)]
    return max(saves, key=lambda s: s.created, default=None)


def list_saves() -> list[SaveInfo]:
    """Every good save, newest first. Bad files are skipped, moved aside and reported."""
    infos = [_info(saved, shown) for saved, shown in _load_all()]
    return sorted(infos, key=lambda info: info.created, reverse=True)


def _info(saved: SavedGame, shown: Preview) -> SaveInfo:
    return SaveInfo(game=saved.game, title=GAMES[saved.game].title, created=saved.created,
                    seats=tuple(saved.seats), path=saved.path, preview=shown, kind=saved.kind, name=saved.name)


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

"""Game records you can share: one finished game in one small JSON file (`.parlour`).

    path = records.export(Path("game.parlour"), "lixo", options, seats, record)   # record: Referee.record()
    shared = records.read(path)          # SharedGame(game, options, seats, record), its moves replayed

The file holds what makes the game again and nothing else: the game, its options, who sat
where, the deal's seed and every move (docs/RECORDS.md shows one):

    {"format": "parlour-record", "version": 1, "game": "lixo", "options": {...},
     "seats": ["human", "easy"], "seed": 2, "moves": [[seat, action, seconds], ...],
     "app": "0.1.0", "created": "2026-12-04T23:30:00+00:00"}

Opening one checks everything before a screen sees it, and says why a file is refused
(`ShareError.reason`): larger than `MAX_BYTES`, not JSON, not this format, a newer version, a
game this copy lacks, seats or options that do not fit the game, moves the rules refuse, or a
game that does not reach its end. The file itself is never changed or moved: it is someone's.

A record says what was played, not that it was played by the people named (saves.checks says
the same of saves): a game written move by legal move by hand opens like a real one.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import os
from pathlib import Path
from typing import Any

from game import GAMES
from game.referee import Referee
from saves import checks, jsonfile
from saves.appinfo import app_version

FORMAT = "parlour-record"
VERSION = 1
SUFFIX = ".parlour"
#: the largest file opened: a long real game is a few KB, so anything near this is not one
MAX_BYTES = 1024 * 1024


class ShareError(Exception):
    """A file that cannot be opened or written as a shared game or form; `reason` says why,
    worded to follow "it" ("is not valid JSON", "was written by a newer Parlour")."""

    def __init__(self, path: Path | None, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path.name if path else 'The file'}: {reason}.")


@dataclasses.dataclass(frozen=True)
class SharedGame:
    """A game read from a record file: what scenes.kit.replay.Recorded is made of."""
    game: str
    options: dict[str, Any]
    seats: tuple[str, ...]
    record: dict[str, Any]


# -- writing -----------------------------------------------------------------------------------
def encode(game: str, options: dict[str, Any], seats: list[str] | tuple[str, ...], record: dict[str, Any]) -> bytes:
    """The bytes of a record file for a finished game; ShareError when it cannot be shared (it
    began at an older save's position, which no seed makes again, or it did not end). The file
    is read back before it is handed out, so what is written always opens."""
    start = record.get("start", {})
    if not checks.dealt(record):
        raise ShareError(None, "it began at a position from an older save, which no seed deals again")
    doc = {"format": FORMAT, "version": VERSION, "game": game, "options": dict(options), "seats": list(seats),
           "seed": start["seed"], "moves": [list(move) for move in record["moves"]], "app": app_version(),
           "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
    parse(doc)
    return jsonfile.encode(doc)


def export(path: Path | str, game: str, options: dict[str, Any], seats: list[str] | tuple[str, ...],
           record: dict[str, Any]) -> Path:
    """Write the record file at `path` (atomically); ShareError if the game cannot be shared,
    OSError if the file cannot be written."""
    return jsonfile.write_bytes_atomic(Path(path), encode(game, options, seats, record))


# -- reading -----------------------------------------------------------------------------------
def read_document(path: Path | str) -> dict[str, Any]:
    """The JSON object in a shared file (a game record or a Zen form), bounded by MAX_BYTES;
    ShareError saying why it cannot be one."""
    path = Path(path)
    try:
        size = os.stat(path).st_size
    except FileNotFoundError:
        raise ShareError(path, "there is no such file") from None
    except OSError as exc:
        raise ShareError(path, f"it cannot be read ({exc.strerror or exc})") from None
    if size > MAX_BYTES:
        raise ShareError(path, f"it is {size / 2**20:.1f} MB, larger than any game record or form "
                               f"(at most {MAX_BYTES // 2**20} MB; a long game is a few KB)")
    try:
        doc = jsonfile.read_json(path, MAX_BYTES)
    except FileNotFoundError:
        raise ShareError(path, "there is no such file") from None
    except (jsonfile.BadFile, jsonfile.Unreadable) as exc:
        raise ShareError(path, f"it {exc.reason}") from None
    if not isinstance(doc, dict):
        raise ShareError(path, "it is not a Parlour game record or Zen form")
    return doc


def check_version(doc: dict[str, Any], version: int, what: str, path: Path | None = None) -> None:
    """A document's version must be one this copy reads: ShareError for a newer or a broken one."""
    found = doc.get("version")
    if type(found) is not int or found < 1:
        raise ShareError(path, f"it has no valid {what} version")
    if found > version:
        raise ShareError(path, f"it was written by a newer Parlour ({what} version {found}; this copy reads "
                               f"up to version {version}): update Parlour to open it")


def read(path: Path | str) -> SharedGame:
    """The game in the record file at `path`, checked and replayed to its end; ShareError if not."""
    path = Path(path)
    return parse(read_document(path), path)


def parse(doc: dict[str, Any], path: Path | None = None) -> SharedGame:
    """A record file's document checked: its format and version, the game, seats, options and
    seed, and its moves replayed from the deal to the game's end. ShareError saying why not."""
    if doc.get("format") != FORMAT:
        raise ShareError(path, "it is not a Parlour game record")
    check_version(doc, VERSION, "record format", path)
    try:
        name = checks.field(doc, "game", str)
        if name not in GAMES:
            raise checks.Invalid(f"it is a game of {name[:40]!r}, which this copy of Parlour does not have")
        rules = GAMES[name]
        seats = checks._seats(rules, checks.field(doc, "seats", list))
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise checks.Invalid(f"it has {len(seats)} seats; {rules.title} is played by "
                                 f"{rules.min_players} to {rules.max_players}")
        options = checks._options(rules, len(seats), checks.field(doc, "options", dict))
        seed = checks.field(doc, "seed", int)
        moves = checks.field(doc, "moves", list)
    except checks.Invalid as exc:
        raise ShareError(path, str(exc)) from None
    if not 0 <= seed < jsonfile.MAX_INT:
        raise ShareError(path, "its seed is out of range")
    record = {"start": {"seed": seed, "players": len(seats), "options": options}, "moves": moves}
    try:
        Referee.start_state(rules, record["start"])
    except ValueError as exc:
        raise ShareError(path, f"its table does not fit the game: {checks.short(exc)}") from None
    try:
        referee = Referee.replay(rules, record, seats, options, bots=False)
    except ValueError as exc:
        raise ShareError(path, f"its moves break the rules of {rules.title}: {checks.short(exc)}") from None
    except Exception as exc:  # an engine bug must not stop the app (as saves.checks does)
        raise ShareError(path, f"its moves could not be replayed ({type(exc).__name__}: {checks.short(exc)})") from None
    if not referee.is_over():
        raise ShareError(path, f"its {len(moves)} moves stop before the end of the game")
    return SharedGame(name, options, tuple(seats), record)

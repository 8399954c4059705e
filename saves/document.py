"""The small JSON documents beside the saves (settings, campaign, statistics): each is
{"format": ..., "version": N, ...} and is read so that a bad file never stops the app, and
written so that a failed write never stops it either (`write_softly`, `update`).

Statistics and campaign records are read, changed and written back by every window that
finishes a game; `update` does that under a lock file, so two windows on one home never
write over each other's records.
"""
from __future__ import annotations

import dataclasses
import math
import typing
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import filelock

from game.core.text import T
from saves import jsonfile, notices, storage

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Answer = TypeVar("Answer")
D = TypeVar("D")
R = TypeVar("R", bound="DataclassInstance")
#: seconds `update` waits for other windows' read-modify-writes: each takes a few ms, but its
#: two fsyncs can take seconds on a busy disk, and a record given up on is lost
LOCK_WAIT = 15.0
#: how often a waiting `update` tries the lock: a writer that let go and takes it straight
#: back would otherwise win every time against a slower poll
LOCK_POLL = 0.005


def read(path: Path, fmt: str, version: int, what: str, strict: bool = False) -> dict[str, Any] | None:
    """The document in `path`, or None when there is none or it is unusable.

    An unusable one (not JSON, another format, a newer version) is moved aside and reported,
    so the caller starts afresh with defaults without losing the file. One that cannot be read
    at all (no permission) is left as it is and reported once; with `strict` it raises
    jsonfile.Unreadable instead, so an `update` never writes over a file it could not read.
    """
    try:
        doc = jsonfile.read_json(path)
        problem = None
    except FileNotFoundError:
        return None
    except jsonfile.Unreadable as exc:
        if strict:
            raise
        notices.report(T("Your file {file} {problem}: Parlour uses defaults and left the file as it is.",
                         file=exc.path.name, problem=exc.reason), once=True)
        return None
    except jsonfile.BadFile as exc:
        problem = exc.reason
    if problem is None:
        problem = _format_problem(doc, fmt, version, what)
    if problem is None:
        assert isinstance(doc, dict), "_format_problem finds no problem only in a dict"
        return doc
    try:
        moved = jsonfile.move_aside(path)
    except OSError as exc:
        notices.report(T("Your file {file} {problem}: Parlour started from defaults; the file could not be moved "
                         "aside ({why}) and was left as it is.", file=path.name, problem=problem,
                         why=storage.reason(exc)))
        return None
    if moved:
        notices.report(T("Your file {file} {problem}: Parlour started from defaults and moved it aside as {moved}.",
                         file=path.name, problem=problem, moved=moved.name))
    else:
        notices.report(T("Your file {file} {problem}: Parlour started from defaults.", file=path.name,
                         problem=problem))
    return None


def _format_problem(doc: object, fmt: str, version: int, what: str) -> str | None:
    if not isinstance(doc, dict) or doc.get("format") != fmt:
        return f"is not a Parlour {what} file"
    found = doc.get("version")
    if type(found) is not int or found < 1:
        return "has no valid format version"
    if found > version:
        return f"was written by a newer Parlour (format version {found})"
    return None


def write(path: Path, fmt: str, version: int, body: dict[str, Any]) -> Path:
    """Write the document atomically; OSError if it cannot be written (see `write_softly`)."""
    return jsonfile.write_atomic(path, {"format": fmt, "version": version, **body})


def write_softly(path: Path, fmt: str, version: int, body: dict[str, Any], what: str) -> Path | None:
    """`write`, but a failure is told to the player once (saves.storage) and None returned."""
    try:
        written = write(path, fmt, version, body)
    except OSError as exc:
        storage.failed(what, exc)
        return None
    storage.worked(what)
    return written


def update(path: Path, what: str, load: Callable[[bool], D], write: Callable[[D], object],
           change: Callable[[D], Answer]) -> Answer:
    """`load(True)` the document, `change` it, `write` it back, all under a lock file, so another
    window doing the same waits rather than writes over this change.

    `load(strict)` raises OSError for a file it cannot read only when `strict` (so a file that
    could not be read is never written over); `write` raises OSError when it fails. A failure is
    told once (saves.storage) and `change`'s answer is still returned, from `load(False)`.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with filelock.FileLock(path.with_name(f".{path.name}.lock")).acquire(LOCK_WAIT, LOCK_POLL):
            current = load(True)
            answer = change(current)
            write(current)
    except OSError as exc:   # filelock.Timeout is one too
        storage.failed(what, exc)
        return change(load(False))
    storage.worked(what)
    return answer


def keep_aside(path: Path, what: str, wrong: list[str]) -> bool:
    """Some entries of a readable document were bad: keep the whole file aside and say which.

    True when it was kept aside (or is gone): the caller then writes the good entries back, so
    nothing valid is lost and nothing is deleted. False when it could not be moved: then it
    must stay as it is, and the caller uses the good entries without writing them.
    """
    entries = f"{', '.join(wrong[:8])}{' ...' if len(wrong) > 8 else ''}"
    try:
        moved = jsonfile.move_aside(path)
    except OSError as exc:
        notices.report(T("Some entries in your file {file} were not valid and were reset: {entries}. The file could "
                         "not be kept aside ({why}) and was left as it is.", file=path.name, entries=entries,
                         why=storage.reason(exc)))
        return False
    if moved:
        notices.report(T("Some entries in your file {file} were not valid and were reset: {entries}. The original "
                         "was kept as {moved}.", file=path.name, entries=entries, moved=moved.name))
    else:
        notices.report(T("Some entries in your file {file} were not valid and were reset: {entries}.",
                         file=path.name, entries=entries))
    return True


def record_from(cls: type[R], data: object) -> R:
    """An instance of the dataclass `cls` from a JSON table; ValueError on a wrong type.

    Fields may be int (a count, never negative), float, bool, str, or any of these or None;
    a missing field takes its default.
    """
    if not isinstance(data, dict):
        raise ValueError(f"{cls.__name__} is not a table")
    hints = typing.get_type_hints(cls)
    values = {}
    for field in dataclasses.fields(cls):
        if field.name in data:
            values[field.name] = _typed(field.name, data[field.name], hints[field.name])
    return cls(**values)


def _typed(name: str, value: object, hint: object) -> object:
    allowed = typing.get_args(hint) or (hint,)
    if value is None and type(None) in allowed:
        return None
    if type(value) is bool:
        if bool in allowed:
            return value
    elif type(value) is int and int in allowed:
        if value >= 0:
            return value
    elif isinstance(value, (int, float)) and float in allowed and math.isfinite(value):
        return float(value)
    elif type(value) is str and str in allowed:
        return value
    raise ValueError(f"{name} is {str(value)[:20]!r}")


def as_table(record: DataclassInstance) -> dict[str, Any]:
    return dataclasses.asdict(record)

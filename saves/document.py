"""The small JSON documents beside the saves (settings, campaign, statistics): each is
{"format": ..., "version": N, ...} and is read so that a bad file never stops the app.
"""
from __future__ import annotations

import dataclasses
import math
import typing
from pathlib import Path

from saves import jsonfile, notices


def read(path: Path, fmt: str, version: int, what: str) -> dict | None:
    """The document in `path`, or None when there is none or it is unusable.

    An unusable one (not JSON, another format, a newer version) is moved aside and reported,
    so the caller starts afresh with defaults without losing the file.
    """
    try:
        doc = jsonfile.read_json(path)
        problem = None
    except FileNotFoundError:
        return None
    except jsonfile.BadFile as exc:
        problem = exc.reason
    if problem is None:
        problem = _format_problem(doc, fmt, version, what)
    if problem is None:
        return doc
    moved = jsonfile.move_aside(path)
    where = f" and moved it aside as {moved.name}" if moved else ""
    notices.report(f"Your {what} file {path.name} {problem}: Parlour started from defaults{where}.")
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


def write(path: Path, fmt: str, version: int, body: dict) -> Path:
    return jsonfile.write_atomic(path, {"format": fmt, "version": version, **body})


def keep_aside(path: Path, what: str, wrong: list[str]) -> None:
    """Some entries of a readable document were bad: keep the whole file aside and say which.

    The caller then writes the good entries back, so nothing valid is lost and nothing is deleted.
    """
    moved = jsonfile.move_aside(path)
    kept = f" The original was kept as {moved.name}." if moved else ""
    notices.report(f"Some entries in your {what} file {path.name} were not valid and were reset: "
                   f"{', '.join(wrong[:8])}{' ...' if len(wrong) > 8 else ''}.{kept}")


def record_from(cls: type, data: object) -> object:
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
    elif type(value) in (int, float) and float in allowed and math.isfinite(value):
        return float(value)
    elif type(value) is str and str in allowed:
        return value
    raise ValueError(f"{name} is {str(value)[:20]!r}")


def as_table(record: object) -> dict:
    return dataclasses.asdict(record)

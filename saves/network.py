"""What play with friends keeps on disk: each hosted table, so the host can open it again later
with the same players, and the tokens that give a player their seat back.

A hosted table is one file, saves/hosted/<id>.json, written after every move in the background:
the game's record (its start and every move: Referee.record), who sits where and their tokens
(scenes.net.seating), the join code and the clock. It is no save slot: the Load screen lists
only the folder above, and a hosted game goes on through the host, never at one computer.
Opening it replays the record, so a file whose moves do not replay is refused.

A player keeps, per join code and name, the token the host gave them (tickets.json beside the
settings), so joining that table again with the same code takes the same seat, even after a
restart (the name tells apart two players who join one table from the same computer).
"""
from __future__ import annotations

import datetime as dt
import time
from pathlib import Path
from typing import Any

from game.core.text import T
from saves import document, jsonfile, notices, storage, writer
from saves.appinfo import app_version
from saves.paths import config_dir, saves_dir

HOSTED_FORMAT = "parlour-hosted"
HOSTED_VERSION = 1
TICKETS_FORMAT = "parlour-tickets"
TICKETS_VERSION = 1
#: tickets kept, newest first: a player joins only so many tables
KEEP_TICKETS = 20
#: hosted tables kept: older ones are removed when a new one is written
KEEP_HOSTED = 20


def hosted_dir() -> Path:
    return saves_dir() / "hosted"


def hosted_path(table_id: str) -> Path:
    if not table_id.isalnum():
        raise ValueError(f"{table_id!r} is not a table id")
    return hosted_dir() / f"{table_id}.json"


def save_hosted(table_id: str, body: dict[str, Any]) -> Path:
    """Write the hosted table in the background (the newest write of a file wins)."""
    path = hosted_path(table_id)
    doc = {"format": HOSTED_FORMAT, "version": HOSTED_VERSION, "id": table_id, **body,
           "created": dt.datetime.now(dt.UTC).isoformat(), "app": app_version()}
    if not storage.read_only():
        writer.WRITER.submit(path, jsonfile.encode(doc))
    return path


def flush(timeout: float) -> bool:
    """Wait until the hosted tables handed to the background writer are on disk."""
    return writer.WRITER.flush(timeout)


def load_hosted(path: Path) -> dict[str, Any]:
    """The hosted table in `path`: ValueError saying why it cannot be opened (a bad file is also
    moved aside). The game inside is checked by whoever replays it."""
    try:
        doc = jsonfile.read_json(path)
    except FileNotFoundError:
        raise ValueError(f"{Path(path).name} is gone") from None
    except jsonfile.Unreadable as exc:
        raise ValueError(str(exc)) from None
    except jsonfile.BadFile as exc:
        raise ValueError(_aside(path, exc.reason)) from None
    if not isinstance(doc, dict) or doc.get("format") != HOSTED_FORMAT:
        raise ValueError(_aside(path, "is not a hosted table"))
    if doc.get("version") != HOSTED_VERSION:
        raise ValueError(f"{Path(path).name} was written by another Parlour (version {doc.get('version')!r})")
    for key, kind in (("id", str), ("game", str), ("code", str), ("options", dict), ("seating", dict),
                      ("record", dict), ("clock", (int, float)), ("over", bool), ("created", str)):
        if not isinstance(doc.get(key), kind):
            raise ValueError(_aside(path, f"has no valid {key!r}"))
    return doc


def _aside(path: Path, reason: str) -> str:
    try:
        moved = jsonfile.move_aside(path)
        return f"{Path(path).name} {reason}; it was moved aside as {moved.name if moved else 'nothing'}"
    except OSError:
        return f"{Path(path).name} {reason}"


def hosted_tables() -> list[dict[str, Any]]:
    """Every hosted table that can be opened, the game not over, newest first; a bad file is
    reported once and moved aside."""
    writer.WRITER.flush(2.0)
    try:
        paths = sorted(hosted_dir().glob("*.json"))
    except OSError:
        return []
    tables = []
    for path in paths:
        try:
            doc = load_hosted(path)
        except ValueError as exc:
            notices.report(T("A hosted table could not be opened: {why}.", why=str(exc)), once=True)
            continue
        if not doc["over"]:
            tables.append({**doc, "path": path})
    return sorted(tables, key=lambda doc: doc["created"], reverse=True)


def forget_old_tables() -> None:
    """Keep the KEEP_HOSTED most recently written hosted tables; older ones are removed."""
    try:
        paths = sorted(hosted_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for path in paths[KEEP_HOSTED:]:
            path.unlink(missing_ok=True)
    except OSError:
        pass


# -- a player's tickets ----------------------------------------------------------------------------------
def _tickets_path() -> Path:
    return config_dir() / "tickets.json"


def _tickets(strict: bool = False) -> dict[str, Any]:
    doc = document.read(_tickets_path(), TICKETS_FORMAT, TICKETS_VERSION, "seat tickets", strict)
    tickets = doc.get("tickets") if doc else None
    name = doc.get("name") if doc else None
    good = {code: t for code, t in (tickets or {}).items()
            if isinstance(t, dict) and isinstance(t.get("token"), str) and isinstance(t.get("at"), (int, float))}
    return {"tickets": good, "name": name if isinstance(name, str) else ""}


def _key(code: str, name: str) -> str:
    return f"{code.upper()}/{name.casefold()}"


def ticket(code: str, name: str) -> str | None:
    """The token `name` was given at the table with join code `code`, if any."""
    found = _tickets()["tickets"].get(_key(code, name))
    return found["token"] if found else None


def last_name() -> str:
    """The name this player last joined a table with ("" the first time)."""
    name = _tickets()["name"]
    return name if isinstance(name, str) else ""


def remember(code: str, token: str, name: str) -> None:
    """Keep the token for `code` and `name`, and the name, for the next time (a failed write is
    told once)."""
    def change(doc: dict[str, Any]) -> Any:
        doc["tickets"][_key(code, name)] = {"token": token, "at": time.time()}
        newest = sorted(doc["tickets"].items(), key=lambda item: item[1]["at"], reverse=True)
        doc["tickets"] = dict(newest[:KEEP_TICKETS])
        doc["name"] = name

    def write(doc: dict[str, Any]) -> None:
        document.write(_tickets_path(), TICKETS_FORMAT, TICKETS_VERSION, doc)

    if storage.read_only():
        return
    document.update(_tickets_path(), "your seat tickets", _tickets, write, change)

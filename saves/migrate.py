"""Older save formats, and how each becomes the next one. `CURRENT` is what `store` writes.

Version 1 (Parlour 0.0.x) kept one slot per game and described the table as a list of
players; the game's options were called its "variant", and the time was epoch seconds:

    {"format": "parlour-save", "version": 1, "game": "pixies",
     "variant": {...}, "players": [{"name": "You", "bot": null}, {"name": "Bot 2", "bot": "normal"}],
     "state": {...}, "saved": 1764470000.5, "app": "0.0.9"}

Version 2 names the seats ("human" or a bot level), keeps the options under their own name,
tells autosaves from named manual saves, and stamps an ISO 8601 UTC time:

    {"format": "parlour-save", "version": 2, "kind": "autosave", "name": "", "game": "pixies",
     "options": {...}, "seats": ["human", "normal"], "state": {...},
     "created": "2026-11-30T04:40:12.123456+00:00", "app": "0.1.0"}

Version 3 is a game record: beside the position it holds where the game started (the seed
and options of a new deal, or a position) and every move since, each with its clock time;
loading plays the moves again and must arrive at the position (saves.store):

    {..., "state": {...}, "record": {"start": {"seed": 812, "players": 2, "options": {}},
                                     "moves": [[1, {"type": "Take", ...}, 0.0], ...]}, ...}

A version 2 save has no history: it starts from its own position, with no moves yet, and gains
its history from then on.

Version 4 holds that a record starts from a deal: a start that is a position is marked
`"unproven": true` (saves.checks), and only a game from an earlier version has one. A version 3
record that starts from a position (a version 2 game played on, or a game begun at a position)
gains the mark; a version 4 save whose record starts from an unmarked position was edited, and
is refused. A marked game loads and plays, but is not counted (saves.checks says why):

    {..., "version": 4, "record": {"start": {"state": {...}, "unproven": true}, "moves": [...]}, ...}

Each step checks the shape it reads and raises ValueError when the document is not that version.
"""
from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable
from typing import Any

FORMAT = "parlour-save"
CURRENT = 4


def to_current(doc: dict[str, Any]) -> dict[str, Any]:
    """`doc` (any known version) as a current-version document; ValueError if it cannot be."""
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise ValueError(f"has no valid format version ({version!r})")
    if version > CURRENT:
        raise ValueError(f"was written by a newer Parlour (format version {version}; this one reads up to {CURRENT})")
    while version < CURRENT:
        doc = _STEPS[version](doc)
        version = doc["version"]
    return doc


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    players = doc.get("players")
    if not isinstance(players, list) or not players:
        raise ValueError("version 1 save has no list of players")
    seats = [_v1_seat(player) for player in players]
    variant = doc.get("variant", {})
    if not isinstance(variant, dict):
        raise ValueError("version 1 save has a variant that is not a table of options")
    saved = doc.get("saved")
    if (isinstance(saved, bool) or not isinstance(saved, (int, float)) or not math.isfinite(saved)
            or not 0 <= saved < 2**40):
        raise ValueError(f"version 1 save has no valid time ({saved!r})")
    created = dt.datetime.fromtimestamp(saved, dt.UTC).isoformat()
    return {
        "format": FORMAT, "version": 2, "kind": "autosave", "name": "",
        "game": doc.get("game"), "options": variant, "seats": seats, "state": doc.get("state"),
        "created": created, "app": doc.get("app", ""),
    }


def _v1_seat(player: Any) -> str:
    if not isinstance(player, dict):
        raise ValueError("version 1 save has a player that is not a table")
    bot = player.get("bot")
    if bot is None:
        return "human"
    if not isinstance(bot, str):
        raise ValueError(f"version 1 save has a bot level that is not a name ({bot!r})")
    return bot


def _v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    return {**doc, "version": 3, "record": {"start": {"state": doc.get("state")}, "moves": []}}


def _v3_to_v4(doc: dict[str, Any]) -> dict[str, Any]:
    record = doc.get("record")
    start = record.get("start") if isinstance(record, dict) else None
    if isinstance(record, dict) and isinstance(start, dict) and "seed" not in start and "state" in start:
        record = {**record, "start": {**start, "unproven": True}}
    return {**doc, "version": 4, "record": record}


_STEPS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}

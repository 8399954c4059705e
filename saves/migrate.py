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

Each step checks the shape it reads and raises ValueError when the document is not that version.
"""
from __future__ import annotations

import datetime as dt
import math
from typing import Any, Callable

FORMAT = "parlour-save"
CURRENT = 3


def to_current(doc: dict) -> dict:
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


def _v1_to_v2(doc: dict) -> dict:
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
    created = dt.datetime.fromtimestamp(saved, dt.timezone.utc).isoformat()
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


def _v2_to_v3(doc: dict) -> dict:
    return {**doc, "version": 3, "record": {"start": {"state": doc.get("state")}, "moves": []}}


_STEPS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2, 2: _v2_to_v3}

"""What each game's presentation declares, read through game.GAMES: the kit and the app loop over
the games, and a game adds to them by declaring, in its own package, never by an edit here.

Every game names the module that holds its pixels (`Game.presentation`, by default
`scenes.<name>`, the game's package of scenes). Its `__init__` declares, as plain data, what the
app reads (scenes.tables: the table, the rules) and what the kit reads:

- `KEYS`: "module:Name" of its key shortcuts, a scenes.kit.keys.Keys (the places they work in,
  with the Keys page's heading of each, and the shortcuts);
- `SYMBOLS`: its colour names -> the shape the cards print beside each colour, so colour is never
  the only cue (scenes.kit.symbols); `SHAPES` (optional): "module:Name" of a dict of its own
  shapes, name -> function(surface, colour, side), for shapes the kit does not draw;
- `LESSON`: the path of its lesson (scenes.lesson.script), a JSON file beside its own files.

A presentation is imported when a declaration of its game is first asked for.

    >>> declared("pixies", "TABLE")
    'scenes.pixies.table:PixiesTable'
    >>> declared("pixies", "NOTHING_OF_THE_SORT", "none") + " " + str(declared("no such game", "TABLE"))
    'none None'
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from game import GAMES


def presentation(game_name: str) -> ModuleType | None:
    """The module holding `game_name`'s pixels, or None when the game has none."""
    game = GAMES[game_name]
    module_name = game.presentation or f"scenes.{game.name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as missing:
        if missing.name is not None and module_name.startswith(missing.name):
            return None
        raise


def declared(game_name: str, attribute: str, default: Any = None) -> Any:
    """What `game_name`'s presentation declares as `attribute` (`default` when it declares
    nothing, has no presentation, or is no game)."""
    if game_name not in GAMES:
        return default
    return getattr(presentation(game_name), attribute, default)


def load_entry(entry: str) -> Any:
    """Import "package.module:Name" and return the object it names."""
    module_name, _, name = entry.partition(":")
    return getattr(importlib.import_module(module_name), name)


def every(attribute: str) -> dict[str, Any]:
    """game name -> what it declares as `attribute`, for every game that declares it, in the
    order of game.GAMES."""
    found = {name: declared(name, attribute) for name in GAMES}
    return {name: value for name, value in found.items() if value is not None}

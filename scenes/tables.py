"""Where the app finds each game's table and the other engineers' scenes: a registry of names.

Entries are "module:ClassName" strings, imported only when first used, so the menu starts
fast and a half-built table cannot break the app before anyone opens it. A game whose name
is missing from TABLES shows "table coming soon" in the menu; nothing stands in for it.

A table class is constructed as

    TableClass(app, game_name, players, options, seats, state=None)

- app: the running App (scenes.app.App);
- game_name: a key of game.GAMES ("pixies", ...);
- players: the number of seats, within the Game's min_players..max_players;
- options: the Game's options with every default filled in (Game.check_options);
- seats: one entry per seat, "human" or a bot level from Game.levels ("easy", "hard"...);
  seat 0 is the person at the screen;
- state: None for a new game; a State from a save to resume it exactly as it was.

A table exposes those five as attributes of the same names (game_name, players, options,
seats, state), which the pause menu, the result screen and saves use.

An OTHER_SCENES class is constructed as SceneClass(app); the "rules" scene also accepts a
keyword game=<game name> to open at that game's rules (the pause menu passes it).
"""
from __future__ import annotations

import importlib

#: game name -> the table scene that plays it
TABLES: dict[str, str] = {
    "zen": "scenes.zen.puzzle:ZenPuzzle",
    "pixies": "scenes.pixies.table:PixiesTable",
    "lixo": "scenes.lixo.table:LixoTable",
    "flixo": "scenes.flixo.table:FlixoTable",
    "flanx": "scenes.flanx.table:FlanxTable",
}

#: "settings", "rules", "stats", "zen", "load" -> the scene that shows it
OTHER_SCENES: dict[str, str] = {
    "zen": "scenes.zen.booklet:ZenBookletScene",
    "stats": "scenes.stats:StatisticsScene",
    "load": "scenes.load:LoadScene",
    "rules": "scenes.rules:RulesScene",
    "settings": "scenes.settings:SettingsScene",
}


def load_class(entry: str) -> type:
    """Import "package.module:ClassName" and return the class."""
    module_name, _, class_name = entry.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def table_class(game_name: str) -> type | None:
    """The table scene class of `game_name`, or None while that table does not exist."""
    entry = TABLES.get(game_name)
    return load_class(entry) if entry else None


def other_scene_class(key: str) -> type | None:
    """The scene class registered under `key` in OTHER_SCENES, or None while there is none."""
    entry = OTHER_SCENES.get(key)
    return load_class(entry) if entry else None

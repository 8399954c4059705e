"""Where the app finds each game's pixels: a loop over game.GAMES, nothing to register by hand.

Every game declares the module that holds its presentation (`Game.presentation`, by default
`scenes.<name>`, the game's package of scenes). That module's `__init__` says, as plain data:

- `TABLE`: "module:ClassName" of the game's table scene, a TableScene constructed as
  `TableClass(app, link)` with the person's Link (scenes.kit.match.open_match);
- `RULE_PICTURE`: "module:function" drawing the pictures of its in-app rules,
  `function(kind, width) -> pygame.Surface | None`;
- `RULES` (optional): the path of its rules text (a summary and titled sections, as JSON), for a
  game that ships it beside its own files; by default assets/rules/<name>.json;
- `prepare_options` (optional): a function `(players, options) -> options` giving the options a
  NEW game really starts with (Flixo's campaign adds its next Flixo there).

What the kit reads from a presentation (keys, symbols, the lesson) is listed in
scenes.kit.declared. Entries are imported only when first used, so the menu starts fast and a
half-built table cannot break the app before anyone opens it. A game whose presentation has no TABLE shows
"table coming soon" in the menu; nothing stands in for it.

An OTHER_SCENES class is constructed as SceneClass(app); the "rules" scene also accepts a
keyword game=<game name> to open at that game's rules (the pause menu passes it).

GAME_SCREENS are the screens a game leads to: the card kit (scenes.kit) knows no app screen, so a
table opens its pause menu and its result screen through `App.game_screen(key)`, which looks here.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping
from pathlib import Path

from game import GAMES
from scenes.kit.assets import asset_path
from scenes.kit.declared import load_entry, presentation

#: "settings", "rules", "keys", "stats", "zen", "load", "finished" -> the scene that shows it
OTHER_SCENES: dict[str, str] = {
    "zen": "scenes.zen.booklet:ZenBookletScene",
    "stats": "scenes.stats:StatisticsScene",
    "load": "scenes.load:LoadScene",
    "finished": "scenes.finished:FinishedScene",
    "rules": "scenes.rules:RulesScene",
    "settings": "scenes.settings:SettingsScene",
    "keys": "scenes.keys:KeysScene",
}

#: the screens a game leads to: "pause" and "result" are built as Class(app, table) with the
#: TableScene they cover; "review" and "replay" as Class(app, recorded, ...) with a finished
#: game's scenes.kit.replay.Recorded
GAME_SCREENS: dict[str, str] = {
    "pause": "scenes.pause:PauseScene",
    "result": "scenes.result:ResultScene",
    "review": "scenes.review:ReviewScene",
    "replay": "scenes.replay:ReplayScene",
}


class _Tables(MutableMapping):
    """game name -> "module:ClassName" of its table, read from each game's presentation. A test
    may put in or take out an entry (monkeypatch.setitem / delitem) without touching a game."""

    def __init__(self) -> None:
        self._put: dict[str, str] = {}
        self._taken: set[str] = set()

    def _entry(self, name: str) -> str | None:
        if name in self._taken:
            return None
        if name in self._put:
            return self._put[name]
        module = presentation(name) if name in GAMES else None
        return getattr(module, "TABLE", None)

    def __getitem__(self, name: str) -> str:
        entry = self._entry(name)
        if entry is None:
            raise KeyError(name)
        return entry

    def __setitem__(self, name: str, entry: str) -> None:
        self._put[name] = entry
        self._taken.discard(name)

    def __delitem__(self, name: str) -> None:
        self._put.pop(name, None)
        self._taken.add(name)

    def __iter__(self) -> Iterator[str]:
        return (name for name in [*GAMES, *self._put] if self._entry(name) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)


TABLES: MutableMapping[str, str] = _Tables()


#: "module:Name" -> the object it names
load_class = load_entry


def table_class(game_name: str) -> type | None:
    """The table scene class of `game_name`, or None while that table does not exist."""
    entry = TABLES.get(game_name)
    return load_class(entry) if entry else None


def registered_table(game_name: str) -> type:
    """The table scene class of `game_name`, for a caller that counts on it being there."""
    found = table_class(game_name)
    if found is None:
        raise LookupError(f"scenes.tables registers no table for {game_name!r}")
    return found


def rule_picture(game_name: str) -> Callable | None:
    """The function drawing `game_name`'s rule pictures, or None."""
    module = presentation(game_name)
    entry = getattr(module, "RULE_PICTURE", None)
    return load_class(entry) if entry else None


def rules_path(game_name: str) -> Path:
    """Where `game_name`'s rules text lies (the file may not exist yet: no text for it then)."""
    module = presentation(game_name) if game_name in GAMES else None
    entry = getattr(module, "RULES", None)
    return Path(entry) if entry is not None else asset_path("rules", f"{game_name}.json")


def prepare_options(game_name: str, players: int, options: dict) -> dict:
    """The options a new game of `game_name` starts with (its presentation may add to them)."""
    prepare = getattr(presentation(game_name), "prepare_options", None)
    return prepare(players, options) if prepare is not None else options


def other_scene_class(key: str) -> type | None:
    """The scene class registered under `key` in OTHER_SCENES, or None while there is none."""
    entry = OTHER_SCENES.get(key)
    return load_class(entry) if entry else None


def registered_scene(key: str) -> type:
    """The scene class registered under `key`, for a caller that counts on it being there."""
    found = other_scene_class(key)
    if found is None:
        raise LookupError(f"scenes.tables registers no scene {key!r}")
    return found


def game_screen(key: str) -> type:
    """The screen class registered under `key` in GAME_SCREENS ("pause", "result", "review", "replay")."""
    entry = GAME_SCREENS.get(key)
    if entry is None:
        raise LookupError(f"scenes.tables registers no game screen {key!r}")
    return load_class(entry)

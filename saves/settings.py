"""The player's settings: one JSON file in the user config folder.

    s = settings.load(); s.ui_scale = 150; settings.save(s)

Every field is checked on load: a missing one takes its default; a wrong one takes its default,
the file is kept aside as settings.json.corrupt and the good fields are written back; a file that
is not a settings file at all is moved aside. Either way `notices` tells the player.
Unknown fields (from a newer Parlour) are ignored. Saving never stops the app: a failed write
is told once (saves.storage), and a second window on the same home saves no settings.
"""
from __future__ import annotations

import dataclasses
import math
from pathlib import Path
from typing import Any

from game.core import Game
from saves import document, storage
from saves.paths import config_dir

FORMAT = "parlour-settings"
VERSION = 1
FILE = "settings.json"


@dataclasses.dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: int = 100  # percent of the normal size of text and widgets
    volume_master: float = 0.8  # 0.0 silent .. 1.0 full
    volume_effects: float = 1.0
    animation_speed: float = 1.0  # a multiplier of tween speed: 2.0 plays animations twice as fast
    reduced_motion: bool = False  # no tilts, squashes or long flights: cards move short and plain
    colour_blind: bool = False  # ColorADD symbols and patterns beside every colour
    default_level: str = "normal"  # the bot level a new game starts with
    confirm_quit: bool = True
    music: bool = False  # off until asked for: generated music is a taste, not a default
    tips_seen: tuple[str, ...] = ()  # games whose first-game tip the player has seen (names)
    bot_pace: str = "normal"  # how long each bot move stays still: "relaxed", "normal" or "brisk"
    # per game, the set-up last started: {"pixies": {"players": 3, "levels": [...], "options": {...}}}
    last_setup: dict[str, Any] = dataclasses.field(default_factory=dict)
    lessons_offered: tuple[str, ...] = ()  # games whose lesson was offered on their first start
    # per game, the steps of its lesson done so far, to go on from there: {"flixo": 4}
    lesson_steps: dict[str, Any] = dataclasses.field(default_factory=dict)
    host_port: int = 8765  # where a table hosted from the app listens for friends (TCP)
    language: str = ""  # "" follows the system's language; else one Parlour speaks ("en", "de", "ru")


#: the range of each number, inclusive; window sizes are checked per side
RANGES: dict[str, tuple[float, float]] = {
    "ui_scale": (100, 200),
    "volume_master": (0.0, 1.0),
    "volume_effects": (0.0, 1.0),
    "animation_speed": (0.25, 4.0),
    "window_size": (320, 16384),
    "host_port": (1024, 65535),
}
LEVELS: tuple[str, ...] = Game.levels
#: the words a setting that holds one word may take
#: the languages Parlour speaks (scenes.kit.lang.LANGUAGES names them); "" follows the system's
LANGUAGE_CODES: tuple[str, ...] = ("", "en", "de", "ru")
WORDS: dict[str, tuple[str, ...]] = {"default_level": LEVELS, "bot_pace": ("relaxed", "normal", "brisk"),
                                     "language": LANGUAGE_CODES}
#: settings that hold a set of names (kept sorted, without repeats)
NAME_SETS = frozenset({"tips_seen", "lessons_offered"})
#: the longest name such a setting may hold
NAME_LENGTH = 40


def path() -> Path:
    return config_dir() / FILE


def load() -> Settings:
    """The saved settings, each bad or missing field replaced by its default."""
    doc = document.read(path(), FORMAT, VERSION, "settings")
    if doc is None:
        return Settings()
    values, wrong = {}, []
    for field in dataclasses.fields(Settings):
        if field.name not in doc:
            continue
        try:
            values[field.name] = check(field.name, doc[field.name])
        except ValueError:
            wrong.append(field.name)
    settings = Settings(**values)
    if wrong and document.keep_aside(path(), "settings", wrong):
        save(settings)
    return settings


def save(settings: Settings) -> Path | None:
    """Write `settings` atomically; ValueError (and nothing written) if a field is out of range.
    None when nothing was written: the write failed (told once) or this window is read-only."""
    body = {}
    for field in dataclasses.fields(Settings):
        value = check(field.name, getattr(settings, field.name))
        body[field.name] = list(value) if isinstance(value, tuple) else value
    if storage.read_only():
        return None
    return document.write_softly(path(), FORMAT, VERSION, body, storage.SETTINGS)


def check(name: str, value: Any) -> Any:
    """`value` as the type of setting `name`; ValueError if it is the wrong type or out of range."""
    if name == "last_setup":
        return _setups(value)
    if name == "lesson_steps":
        return _steps(value)
    default = getattr(Settings, name)
    if name in NAME_SETS:
        return _names(name, value)
    if isinstance(default, bool):
        if type(value) is not bool:
            raise ValueError(f"{name} must be true or false")
        return value
    if isinstance(default, tuple):
        if not isinstance(value, (list, tuple)) or len(value) != 2:
            raise ValueError(f"{name} must be a width and a height")
        return tuple(_number(name, side, int) for side in value)
    if isinstance(default, str):
        if value not in WORDS[name]:
            raise ValueError(f"{name} must be one of {', '.join(WORDS[name])}")
        return value
    return _number(name, value, type(default))


def _setups(value: Any) -> dict[str, Any]:
    """Per game name, the last set-up: players, bot levels and option values (plain, small data).
    The set-up screen checks each choice against the game again before it takes it up."""
    if not isinstance(value, dict) or len(value) > 32:
        raise ValueError("last_setup must be a table of games")
    out = {}
    for game, setup in value.items():
        if (type(game) is not str or not 0 < len(game) <= NAME_LENGTH or not isinstance(setup, dict)
                or type(setup.get("players")) is not int or not isinstance(setup.get("levels"), list)
                or not isinstance(setup.get("options"), dict)):
            raise ValueError(f"last_setup of {game!r} is not a set-up")
        levels = setup["levels"]
        options = setup["options"]
        if len(levels) > 16 or not all(type(v) is str and len(v) <= NAME_LENGTH for v in levels):
            raise ValueError(f"last_setup of {game!r} has odd levels")
        if len(options) > 16 or not all(type(k) is str and len(k) <= NAME_LENGTH and type(v) in (bool, int, str)
                                        and (type(v) is not str or len(v) <= NAME_LENGTH) for k, v in options.items()):
            raise ValueError(f"last_setup of {game!r} has odd options")
        out[game] = {"players": setup["players"], "levels": list(levels), "options": dict(options)}
    return out


def _steps(value: Any) -> dict[str, Any]:
    """Per game name, how many steps of its lesson are done: a whole number from 1 to 99."""
    if not isinstance(value, dict) or len(value) > 32 or not all(
            type(game) is str and 0 < len(game) <= NAME_LENGTH and type(done) is int and 0 < done < 100
            for game, done in value.items()):
        raise ValueError("lesson_steps must be a table of games and step counts")
    return dict(value)


def _names(name: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not all(type(v) is str and 0 < len(v) <= NAME_LENGTH for v in value):
        raise ValueError(f"{name} must be a list of names")
    return tuple(sorted(set(value)))


def _number(name: str, value: Any, kind: type) -> int | float:
    allowed = (int,) if kind is int else (int, float)
    if type(value) not in allowed or not math.isfinite(value):
        raise ValueError(f"{name} must be a {'whole ' if kind is int else ''}number")
    low, high = RANGES[name]
    if not low <= value <= high:
        raise ValueError(f"{name} must be between {low} and {high}")
    return int(value) if kind is int else float(value)

"""How a game's difficulty ladder is played: each bot level against the level below it, or a
cooperative game's all-bot team at each level (game.arena --ladder).

A game declares its ladder (`Game.ladder`) beside its rules, and the arena and the bench
(bench/run.py's ladder-<game> sections) climb every declared one; nothing shared lists games.

    >>> Ladder(players=3, settings=({"level": 2}, {"level": 3})).players
    3
    >>> Ladder().settings
    ({},)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Ladder:
    #: the player count the ladder is played at; 0: the game's fewest
    players: int = 0
    #: the options of each table the ladder is played at, one ladder each (Flixo's harder levels)
    settings: tuple[dict[str, Any], ...] = ({},)

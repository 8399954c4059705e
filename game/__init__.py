"""Parlour's rules and bots. Pure Python: nothing here imports pygame, scenes or saves.

`GAMES` maps each game's name to its `Game`. A game package registers itself by being
listed in `_GAME_MODULES`; each module exposes `GAME`.
"""
from __future__ import annotations

import importlib

from game.core import Game

_GAME_MODULES: tuple[str, ...] = ("pixies", "lixo", "flanx", "flixo", "zen")

GAMES: dict[str, Game] = {}
for _module in _GAME_MODULES:
    _game = importlib.import_module(f"game.{_module}").GAME
    GAMES[_game.name] = _game

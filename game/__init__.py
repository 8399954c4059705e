"""Parlour's rules and bots. Pure Python: nothing here imports pygame, scenes or saves.

`GAMES` maps each game's name to its `Game`. A game is registered by listing its package
in `_GAME_MODULES`; the package `game.<name>` exposes `GAME`, whose `name` is `<name>`.
A game's package is imported the first time it is looked up, so starting the app (whose
first screen needs no rules engine) does not pay for all five.
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping

from game.core import Game

_GAME_MODULES: tuple[str, ...] = ("pixies", "lixo", "flanx", "flixo", "zen")


class _Registry(MutableMapping):
    """A mapping name -> Game that imports each listed game's package on first use.

    A Game can also be registered at run time (`GAMES[name] = game`), as tests do.
    """

    def __init__(self, names: tuple[str, ...]) -> None:
        self._names = list(names)
        self._games: dict[str, Game] = {}

    def __getitem__(self, name: str) -> Game:
        game = self._games.get(name)
        if game is None:
            if name not in self._names:
                raise KeyError(name)
            game = importlib.import_module(f"game.{name}").GAME
            if game.name != name:
                raise ImportError(f"game.{name} registers a game named {game.name!r}")
            self._games[name] = game
        return game

    def __setitem__(self, name: str, game: Game) -> None:
        if name not in self._names:
            self._names.append(name)
        self._games[name] = game

    def __delitem__(self, name: str) -> None:
        self._names.remove(name)
        self._games.pop(name, None)

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self._names)})"


GAMES: MutableMapping[str, Game] = _Registry(_GAME_MODULES)

"""Parlour's rules and bots. Pure Python: nothing here imports pygame, scenes or saves.

`GAMES` maps each game's name to its `Game`. Every package under game/ is a game (its
`__init__` defines `GAME`, whose `name` is the package's name) except the framework every game
shares: the contract (core), the shared bots (ai) and the referee. So adding a game is adding
its package; nothing here lists games. A game's package is imported the first time it is
looked up, so starting the app (whose first screen needs no rules engine) does not pay for all.

    >>> from game import GAMES
    >>> {"flanx", "flixo", "lixo", "pixies", "zen"} <= set(GAMES)
    True
    >>> GAMES["pixies"].title
    'Pixies'

A Game can also be registered at run time (`GAMES[name] = game`), as the tests' own small game is.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, MutableMapping

from game.core import Game

#: the packages under game/ that are no game: what the games stand on
FRAMEWORK = frozenset({"core", "ai", "referee"})


def _game_packages() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and m.name not in FRAMEWORK)


class _Registry(MutableMapping[str, Game]):
    """A mapping name -> Game that imports each game's package on first use."""

    def __init__(self, names: list[str]) -> None:
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


GAMES: MutableMapping[str, Game] = _Registry(_game_packages())

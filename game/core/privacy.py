"""What a game's seats keep from each other, read from its Views: a seat keeps something private
where its View shows a card face up that another seat's View, at the same moment, shows as a
back (a LIXO? hand). Several people at one computer then pass it with a hand-over screen
between turns; where no seat ever sees more than another (Pixies, Flixo) one table serves all.

    >>> from game import GAMES
    >>> seen_privately([GAMES["lixo"].new(3, seed=1).view(s) for s in range(3)])
    True
    >>> seen_privately([GAMES["pixies"].new(2, seed=1).view(s) for s in range(2)])
    False

`Game.keeps_private(options)` is what a table asks; it is `derived` here by playing a few
random games and comparing every seat's View at each position, and a game may declare it
instead (the contract suite checks a declaration against the Views).
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any, Protocol

from game.core.zones import Zones


class View(Protocol):
    """What is read of a seat's View here (game.core.contract.View, which imports this module)."""

    def zones(self) -> Zones: ...


class Game(Protocol):
    """What is asked of a Game here (game.core.contract.Game)."""

    name: str
    min_players: int
    max_players: int

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]: ...

    def new(self, players: int, seed: int, **options: Any) -> Any: ...

#: the random games `derived` plays, and how many moves of each it looks at
GAMES_PLAYED = 3
MOVES_LOOKED_AT = 60


def seen_privately(views: Sequence[View]) -> bool:
    """Does one of `views` (every seat's, at one moment) show a card face up where another shows
    a back in the same place?"""
    tables = [view.zones() for view in views]
    for mine in tables:
        for other in tables:
            for zone, cards in mine.items():
                theirs = other.get(zone, [])
                if any(card is not None and (i >= len(theirs) or theirs[i] is None) for i, card in enumerate(cards)):
                    return True
    return False


def derived(game: Game, options: dict[str, Any]) -> bool:
    """Do seats of `game` played with `options` keep something private? Seen in a few random
    games at every count of players its options allow (found once per game and options)."""
    return _derived(game, repr(sorted(options.items())), dict(options))


@cache
def _derived_key(name: str, key: str) -> list[bool]:
    return []


def _derived(game: Game, key: str, chosen: dict[str, Any]) -> bool:
    found = _derived_key(game.name, key)
    if not found:
        found.append(_looked_at(game, chosen))
    return found[0]


def _looked_at(game: Game, chosen: dict[str, Any]) -> bool:
    for players in range(max(2, game.min_players), game.max_players + 1):
        try:
            filled = game.check_options(players, chosen)
        except ValueError:
            continue
        for seed in range(GAMES_PLAYED):
            if _game_shows_private(game, players, seed, filled):
                return True
    return False


def _game_shows_private(game: Game, players: int, seed: int, options: dict[str, Any]) -> bool:
    try:
        state = game.new(players, seed, **options)
    except ValueError:                 # these options do not play with this many players
        return False
    rng = random.Random(seed)
    for _ in range(MOVES_LOOKED_AT):
        if seen_privately([state.view(seat) for seat in range(players)]):
            return True
        movers = state.to_move()
        if state.is_over() or not movers:
            return False
        seat = movers[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return False

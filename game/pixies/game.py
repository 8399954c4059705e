"""The Pixies Game: metadata, new games, loading, and the bots' entry points."""
from __future__ import annotations

from typing import Any

from game.core import Bot, Game, Knowledge
from game.pixies.actions import Take
from game.pixies.state import PixiesState


class PixiesGame(Game):
    name = "pixies"
    title = "Pixies"
    min_players = 2
    max_players = 5
    options: dict[str, Any] = {}
    actions = (Take,)

    def new(self, players: int, seed: int, **options: Any) -> PixiesState:
        self.check_options(players, options)
        return PixiesState.new_game(players, seed)

    def from_dict(self, data: dict) -> PixiesState:
        if not isinstance(data, dict):
            raise ValueError("a Pixies state is a dict")
        return PixiesState.from_dict(data)

"""The Flanx Game: one entry in game.GAMES with a `variant` and a `board` option."""
from __future__ import annotations

import random
from typing import Any

from game.core import Bot, Game, Knowledge
from game.flanx.board import BOARD_SIZES, DEFAULT_BOARD
from game.flanx.rules import PLAYERS, VARIANTS, Discard, FlanxState, Place


class FlanxGame(Game):
    name = "flanx"
    title = "Flanx"
    min_players = 2
    max_players = 4
    options: dict[str, Any] = {"variant": "duel", "board": DEFAULT_BOARD}
    actions = (Place, Discard)

    def option_choices(self, players: int = 2) -> dict[str, tuple[str, ...]]:
        """The values the set-up screen offers for each option: 3-4 players only play Toddler."""
        variants = tuple(v for v in VARIANTS if PLAYERS[v][0] <= players <= PLAYERS[v][1])
        return {"variant": variants, "board": tuple(BOARD_SIZES)}

    def check_options(self, players: int, options: dict) -> dict:
        if "variant" not in options and players > PLAYERS["duel"][1]:
            options = {**options, "variant": "toddler"}   # the one variant for 3-4 players
        filled = super().check_options(players, options)
        for key, allowed in self.option_choices(PLAYERS["duel"][0]).items():   # every value
            if filled[key] not in allowed:
                raise ValueError(f"Flanx {key} must be one of {', '.join(allowed)}, not {filled[key]!r}")
        low, high = PLAYERS[filled["variant"]]
        if not low <= players <= high:
            raise ValueError(f"Flanx {filled['variant']} takes {low}-{high} players, not {players}")
        return filled

    def players_for(self, variant: str) -> tuple[int, int]:
        """The smallest and largest number of players a variant takes."""
        return PLAYERS[variant]

    def new(self, players: int, seed: int, **options: Any) -> FlanxState:
        filled = self.check_options(players, options)
        state = FlanxState(filled["variant"], filled["board"], players, random.Random(seed))
        state.set_up()
        return state

    def from_dict(self, data: dict) -> FlanxState:
        return FlanxState.from_dict(data)

    def configurations(self) -> list[tuple[int, dict]]:
        # one per variant (the board sizes differ only in geometry, pinned by the rule tests)
        return [(2, {"variant": "duel"}), (2, {"variant": "kids"}), (3, {"variant": "toddler"})]

    def knowledge(self) -> Knowledge:
        from game.flanx.bots import FlanxKnowledge
        return FlanxKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        """Flanx's own bots for every level (the search budget does not apply to them)."""
        from game.flanx.bots import make_bot
        return make_bot(level)

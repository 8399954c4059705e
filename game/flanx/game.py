"""The Flanx Game: its traits, new games, loading, and the way to its bots and words.

    >>> from game.flanx import GAME
    >>> GAME.is_realtime({"variant": "duel"}), GAME.is_realtime({"variant": "toddler"})
    (True, False)
    >>> GAME.option_choices(3, {})["variant"]
    ('toddler',)
"""
from __future__ import annotations

import random
from typing import Any, Optional

from game.core import Action, Bot, Game, Knowledge, View
from game.flanx.actions import Discard, FlanxEnded, Place
from game.flanx.board import BOARD_SIZES, DEFAULT_BOARD
from game.flanx.bots import LEVELS, explain, make_bot, seconds_per_card
from game.flanx.cards import DECK_NAMES, deck_of
from game.flanx.judgement import FlanxKnowledge
from game.flanx.rules import PLAYERS, VARIANTS
from game.flanx.state import FlanxState, FlanxView

#: the variants played in real time, everybody at once; the others go in turns
REALTIME = ("duel", "kids")


class FlanxGame(Game):
    name = "flanx"
    title = "Flanx"
    min_players = 2
    max_players = 4
    options: dict[str, Any] = {"variant": "duel", "board": DEFAULT_BOARD}
    actions = (Place, Discard)
    events = (FlanxEnded,)
    levels = LEVELS
    level_descriptions = {
        "random": "lays any card anywhere it may go, slowly",
        "easy": "lays a card that fits, slowly",
        "normal": "takes a win it sees and looks a little ahead",
        "hard": "tries each card many times over before laying it, quickly",
        "expert": "looks furthest ahead and plays the quickest",
    }
    seat_colours = DECK_NAMES

    def option_choices(self, players: int, chosen: Optional[dict[str, Any]] = None) -> dict[str, tuple]:
        """The variants that take `players` players (3-4 play only Toddler), and the table sizes."""
        variants = tuple(v for v in VARIANTS if PLAYERS[v][0] <= players <= PLAYERS[v][1])
        return {"variant": variants, "board": tuple(BOARD_SIZES)}

    def check_options(self, players: int, options: dict) -> dict:
        if "variant" not in options and players > PLAYERS["duel"][1]:
            options = {**options, "variant": "toddler"}   # the one variant for 3-4 players
        filled = super().check_options(players, options)
        allowed = {"variant": VARIANTS, "board": tuple(BOARD_SIZES)}
        for key, values in allowed.items():
            if filled[key] not in values:
                raise ValueError(f"Flanx {key} must be one of {', '.join(values)}, not {filled[key]!r}")
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

    def _read_view(self, data: dict) -> FlanxView:
        return FlanxView.from_dict(data)

    def configurations(self) -> list[tuple[int, dict]]:
        # one per variant (the board sizes differ only in geometry, pinned by the rule tests)
        return [(2, {"variant": "duel"}), (2, {"variant": "kids"}), (3, {"variant": "toddler"})]

    def knowledge(self) -> Knowledge:
        return FlanxKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return make_bot(level, **budget)

    def is_realtime(self, options: dict[str, Any]) -> bool:
        return options.get("variant", self.options["variant"]) in REALTIME

    def seconds_per_action(self, level: str, options: dict[str, Any]) -> float:
        return seconds_per_card(level)

    def explain(self, view: View, action: Action) -> str:
        return explain(view, action)

    def narrate(self, action: Action) -> str:
        if isinstance(action, Place):
            return f"laid a {DECK_NAMES[deck_of(action.card)]} card on column {action.col + 1}, row {action.row + 1}"
        return "discarded the hand"

"""Flixo, the game: options, set-up choices, saving, and the team's bots.

    >>> from game.flixo import GAME
    >>> state = GAME.new(3, seed=1)                       # level 1, 3x3 displays, 6 Flixos
    >>> state.flixos, len(state.draw), len(state.box)
    (6, 8, 6)
"""
from __future__ import annotations

from typing import Any

from game.core import Game
from game.flixo.actions import ACTIONS
from game.flixo.cards import (
    CAMPAIGN_LEVELS, DISPLAYS, LEVELS, TWO_PLAYER_DISPLAY, level_values, max_flixos, number_sets, table_flixos,
)
from game.flixo.state import FlixoState
from game.flixo.table import OVER, PUBLIC_FIELDS, TURN_LIMIT


class FlixoGame(Game):
    name = "flixo"
    title = "Flixo"
    min_players = 2
    max_players = 5
    #: display None: 3x3 for 3-5 people, 3x4 for 2; flixos None: the level's table
    options = {"level": 1, "display": None, "flixos": None, "turn_limit": TURN_LIMIT}
    actions = ACTIONS
    #: the team's difficulty: Relaxed = easy, Normal = normal, Sharp = hard (see bots.py)
    levels = ("random", "easy", "normal", "hard")
    level_names = {"easy": "Relaxed", "normal": "Normal", "hard": "Sharp"}

    # -- options ----------------------------------------------------------------------------------
    def displays_for(self, players: int) -> list[str]:
        return [TWO_PLAYER_DISPLAY] if players == 2 else list(DISPLAYS)

    def levels_for(self, players: int, display: str) -> list[int]:
        """Levels whose cards leave a discard pile: no level 4 for 5 people with 3x4 displays."""
        return [lv for lv in LEVELS if self._draw_pile_size(players, lv, display) >= 0]

    def flixo_choices(self, players: int, level: int, display: str) -> list[int]:
        """Levels 0 and 1 play the table's count; the campaign levels add one per win up to all."""
        start = table_flixos(players, level, display)
        if level not in CAMPAIGN_LEVELS:
            return [start]
        return list(range(start, max_flixos(level) + 1))

    def option_choices(self, players: int, level: int = 1, display: str | None = None) -> dict[str, list]:
        """The values the set-up screen may offer, given what is chosen so far."""
        display = display or self.displays_for(players)[0]
        return {"display": self.displays_for(players), "level": self.levels_for(players, display),
                "flixos": self.flixo_choices(players, level, display)}

    def _draw_pile_size(self, players: int, level: int, display: str) -> int:
        rows, cols = DISPLAYS[display]
        return number_sets(players, display) * len(level_values(level)) - rows * cols * players - 1

    def resolve(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Options filled in and checked; ValueError names what is wrong."""
        opts = self.check_options(players, options)
        display = opts["display"] or self.displays_for(players)[0]
        if display not in self.displays_for(players):
            raise ValueError(f"{players} people play with {' or '.join(self.displays_for(players))} displays")
        level = opts["level"]
        if level not in self.levels_for(players, display):
            raise ValueError(f"no level {level!r} for {players} people with {display} displays")
        flixos = opts["flixos"] if opts["flixos"] is not None else table_flixos(players, level, display)
        if flixos not in self.flixo_choices(players, level, display):
            raise ValueError(f"level {level} does not play against {flixos!r} Flixos")
        limit = opts["turn_limit"]
        if not isinstance(limit, int) or limit < 1:
            raise ValueError("turn_limit must be a positive number of turns")
        return {"level": level, "display": display, "flixos": flixos, "turn_limit": limit}

    def configurations(self) -> list[tuple[int, dict]]:
        """Every player count once, every level, both display sizes, a campaign step."""
        return [(2, {"level": 0}), (3, {}), (4, {"level": 3, "display": "3x4", "flixos": 11}),
                (5, {"level": 4}), (3, {"level": 2, "display": "3x4", "flixos": 9})]

    # -- games -------------------------------------------------------------------------------------
    def new(self, players: int, seed: int, **options: Any) -> FlixoState:
        return FlixoState.deal(players, seed, **self.resolve(players, options))

    def from_dict(self, data: dict) -> FlixoState:
        if not isinstance(data, dict):
            raise ValueError("a Flixo state is a dict")
        missing = [k for k in (*PUBLIC_FIELDS, "draw", "box", "flixo_pile") if k not in data]
        if missing:
            raise ValueError(f"a Flixo state needs {', '.join(missing)}")
        players = data["players"]
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError("bad player count")
        self.resolve(players, {k: data[k] for k in ("level", "display", "flixos", "turn_limit")})
        state = FlixoState.__new__(FlixoState)
        for name in PUBLIC_FIELDS + ("draw", "box", "flixo_pile"):
            setattr(state, name, data[name])
        _check_types(state)
        state.check()
        return state

    # -- the team ----------------------------------------------------------------------------------
    def knowledge(self):
        from game.flixo.bots import FlixoKnowledge
        return FlixoKnowledge()

    def make_bot(self, level: str, **budget: Any):
        from game.flixo.bots import make_bot
        return make_bot(self, level, **budget)


def _check_types(state: FlixoState) -> None:
    """Refuse a saved state whose fields are not the shapes the rules expect."""
    def ints(values) -> bool:
        return isinstance(values, list) and all(isinstance(v, int) for v in values)

    if not (isinstance(state.slots, list) and len(state.slots) == state.players and all(ints(d) for d in state.slots)):
        raise ValueError("bad displays")
    for name in ("rows", "cols"):
        if not ints(getattr(state, name)) or len(getattr(state, name)) != state.players:
            raise ValueError(f"bad {name}")
    if not all(ints(getattr(state, n)) for n in ("discard", "removed", "draw", "box", "flixo_pile")):
        raise ValueError("bad piles")
    if not state.discard:
        raise ValueError("the discard pile is never empty")
    if not all(isinstance(getattr(state, n), int) for n in ("drawn", "current", "rewards", "final_turns", "turns",
                                                             "flixo_waiting")):
        raise ValueError("bad counters")
    if state.phase not in ("turn", "drawn", "reward", OVER) or not isinstance(state.outcome, str):
        raise ValueError("bad phase")
    if not 0 <= state.current < state.players:
        raise ValueError("bad seat to move")
    if any(not 0 <= slot & 127 < 84 or slot >= 512 for d in state.slots for slot in d):
        raise ValueError("bad card in a display")

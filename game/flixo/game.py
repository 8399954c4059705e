"""The Flixo Game: its traits, the set-up choices, new games, loading, and the way to its team
of bots and their words.

    >>> from game.flixo import GAME
    >>> state = GAME.new(3, seed=1)                       # level 1, 3x3 displays, 6 Flixos
    >>> state.flixos, len(state.draw), len(state.box)
    (6, 8, 6)
    >>> GAME.option_choices(4, {"level": 2, "display": "3x4"})["flixos"]     # a campaign level
    (8, 9, 10, 11, 12)
"""
from __future__ import annotations

from typing import Any

from game.core import Action, Bot, Game, Knowledge, State, View, Zone
from game.core.ladder import Ladder
from game.core.text import N_, Text
from game.core.words import level_words
from game.flixo import bots, review, words
from game.flixo.actions import ACTIONS, EVENTS, cell
from game.flixo.campaign import FlixoCampaigns
from game.flixo.cards import (
    CAMPAIGN_LEVELS,
    DISPLAYS,
    LEVELS,
    TWO_PLAYER_DISPLAY,
    level_values,
    max_flixos,
    number_sets,
    table_flixos,
)
from game.flixo.display import CARD, UP
from game.flixo.state import TURN_LIMIT, FlixoPublic, FlixoState, FlixoView


class FlixoGame(Game):
    name = "flixo"
    title = "Flixo"
    min_players = 2
    max_players = 5
    #: display None: 3x3 for 3-5 people, 3x4 for 2; flixos None: the level's table
    options = {"level": 1, "display": None, "flixos": None, "turn_limit": TURN_LIMIT}
    actions = ACTIONS
    events = EVENTS
    levels = bots.LEVELS
    level_names = {"easy": N_("Relaxed"), "normal": N_("Normal"), "hard": N_("Sharp")}
    option_words = {"level": N_("Level"), "display": N_("Display"), "flixos": N_("Flixos"),
                    "turn_limit": N_("Turn limit")}
    level_descriptions = {
        "random": level_words("random"),
        "easy": level_words("easy", N_("for its own display and heedless of hidden Flixos")),
        "normal": level_words("normal", N_("minding hidden Flixos and a little the next teammate")),
        "hard": level_words("hard", N_("hidden Flixos and the whole team")),
    }
    cooperative = True
    lower_is_better = True
    #: the all-bot team of three at each of the harder levels
    ladder = Ladder(players=3, settings=({"level": 2}, {"level": 3}, {"level": 4}))
    campaign = (FlixoCampaigns,)

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

    def option_choices(self, players: int, chosen: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
        """The displays, levels and Flixo counts the set-up screen may offer, given the display
        and level chosen so far (the levels depend on the display, the counts on both)."""
        displays = self.displays_for(players)
        display = chosen["display"] if chosen.get("display") in displays else displays[0]
        levels = self.levels_for(players, display)
        level = chosen["level"] if chosen.get("level") in levels else 1
        return {"display": tuple(displays), "level": tuple(levels),
                "flixos": tuple(self.flixo_choices(players, level, display))}

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

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        """Every player count once, every level, both display sizes, a campaign step."""
        return [(2, {"level": 0}), (3, {}), (4, {"level": 3, "display": "3x4", "flixos": 11}),
                (5, {"level": 4}), (3, {"level": 2, "display": "3x4", "flixos": 9})]

    # -- games -------------------------------------------------------------------------------------
    def new(self, players: int, seed: int, **options: Any) -> FlixoState:
        return FlixoState.deal(players, seed, **self.resolve(players, options))

    def from_dict(self, data: dict[str, Any]) -> FlixoState:
        if not isinstance(data, dict):
            raise ValueError("a Flixo state is a dict")
        players = data.get("players")
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError("bad player count")
        try:
            self.resolve(players, {k: data[k] for k in ("level", "display", "flixos", "turn_limit")})
        except KeyError as missing:
            raise ValueError(f"a Flixo state needs {missing}") from None
        return FlixoState.from_dict(data)

    def open_zones(self, state: State) -> dict[Zone, list[int]]:
        """The displays' face-down cards, which nobody knows while playing."""
        assert isinstance(state, FlixoState)
        return {cell(seat, index // state.cols[seat], index % state.cols[seat]): [slot & CARD]
                for seat, display in enumerate(state.slots) for index, slot in enumerate(display) if not slot & UP}

    def _read_view(self, data: dict[str, Any]) -> FlixoView:
        view = FlixoView.from_dict(data)
        self.resolve(view.players, {"level": view.level, "display": view.display, "flixos": view.flixos,
                                    "turn_limit": view.turn_limit})
        return view

    # -- the team ----------------------------------------------------------------------------------
    def knowledge(self) -> Knowledge[Any]:
        return bots.FlixoKnowledge()

    def review_knowledge(self) -> Knowledge[Any]:
        """The team's expected final total, Sharp answering (game.flixo.review)."""
        return review.FlixoReviewKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return bots.make_bot(level, **budget)

    def explain(self, view: View, action: Action) -> Text:
        assert isinstance(view, FlixoPublic)
        return words.explain(view, action)

    def bot_says(self, view: View, action: Action) -> Text | None:
        assert isinstance(view, FlixoPublic)
        return words.intention(view, action)

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        return words.narrate(action, actor)

    def action_words(self, action: Action) -> Text:
        return words.action_words(action)

"""The Flanx Game: its traits, new games, loading, and the way to its bots and words.

    >>> from game.flanx import GAME
    >>> GAME.is_realtime({"variant": "duel"}), GAME.is_realtime({"variant": "toddler"})
    (True, False)
    >>> GAME.option_choices(3, {})["variant"]
    ('toddler',)
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.core import Action, Bot, Game, Knowledge, View
from game.core.text import N_, T, Text
from game.flanx import narration
from game.flanx.actions import Discard, FlanxEnded, Place
from game.flanx.board import BOARD_SIZES, DEFAULT_BOARD
from game.flanx.bots import make_bot
from game.flanx.campaign import FlanxBests
from game.flanx.cards import PLAYER_WORDS
from game.flanx.hints import explain
from game.flanx.judgement import FlanxKnowledge
from game.flanx.pace import (
    LEVELS,
    MATCH_CHOICES,
    SECONDS_PER_CARD,
    following_words,
    follows,
    seconds_per_card,
)
from game.flanx.review import FlanxReviewKnowledge
from game.flanx.rules import PLAYERS, VARIANTS
from game.flanx.state import FlanxState, FlanxView

#: the variants played in real time, everybody at once; the others go in turns
REALTIME = ("duel", "kids")
#: the level a child can beat, which Kids suggests
KIDS_LEVEL = "beginner"
#: what each level does beside its pace, for the set-up screen (which shows at least the pace,
#: the words before the first comma)
_DOES = {
    "random": N_("about {seconds} s a card, lays any card anywhere it may go"),
    "beginner": N_("about {seconds} s a card, lays any card that fits"),
    "easy": N_("about {seconds} s a card, takes a win it sees"),
    "normal": N_("about {seconds} s a card, takes a win and looks a little ahead"),
    "hard": N_("about {seconds} s a card, tries each card many times over"),
    "expert": N_("about {seconds} s a card, looks furthest ahead"),
}


class FlanxGame(Game):
    name = "flanx"
    title = "Flanx"
    min_players = 2
    max_players = 4
    #: match_my_pace: which bot levels follow the person's own pace (game.flanx.pace)
    options: dict[str, Any] = {"variant": "duel", "board": DEFAULT_BOARD, "match_my_pace": MATCH_CHOICES[0]}
    actions = (Place, Discard)
    events = (FlanxEnded,)
    levels = LEVELS
    level_descriptions = {level: T(does, seconds=SECONDS_PER_CARD[level]) for level, does in _DOES.items()}
    seat_colours = PLAYER_WORDS
    option_words = {"variant": N_("Variant"), "board": N_("Board"), "match_my_pace": N_("Match my pace"),
                    "duel": N_("Duel"), "kids": N_("Kids"), "toddler": N_("Toddler"),
                    "easy levels": N_("Easy levels"), "always": N_("Always"), "never": N_("Never")}
    campaign = (FlanxBests,)

    def option_choices(self, players: int, chosen: dict[str, Any] | None = None) -> dict[str, tuple[Any, ...]]:
        """The variants that take `players` players (3-4 play only Toddler), the table sizes, and
        Match my pace where the bots play on a clock (Toddler goes in turns: never)."""
        variants = tuple(v for v in VARIANTS if PLAYERS[v][0] <= players <= PLAYERS[v][1])
        variant = (chosen or {}).get("variant")
        realtime = (variant if variant in variants else variants[0]) in REALTIME
        return {"variant": variants, "board": tuple(BOARD_SIZES),
                "match_my_pace": MATCH_CHOICES if realtime else ("never",)}

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        if "variant" not in options and players > PLAYERS["duel"][1]:
            options = {**options, "variant": "toddler"}   # the one variant for 3-4 players
        filled = super().check_options(players, options)
        allowed = {"variant": VARIANTS, "board": tuple(BOARD_SIZES), "match_my_pace": MATCH_CHOICES}
        for key, values in allowed.items():
            if filled[key] not in values:
                raise ValueError(f"Flanx {key} must be one of {', '.join(values)}, not {filled[key]!r}")
        low, high = PLAYERS[filled["variant"]]
        if not low <= players <= high:
            raise ValueError(f"Flanx {filled['variant']} takes {low}-{high} players, not {players}")
        return filled

    def new(self, players: int, seed: int, **options: Any) -> FlanxState:
        filled = self.check_options(players, options)
        state = FlanxState(filled["variant"], filled["board"], players, random.Random(seed))
        state.set_up()
        return state

    def from_dict(self, data: dict[str, Any]) -> FlanxState:
        return FlanxState.from_dict(data)

    def _read_view(self, data: dict[str, Any]) -> FlanxView:
        return FlanxView.from_dict(data)

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        # one per variant (the board sizes differ only in geometry, pinned by the rule tests)
        return [(2, {"variant": "duel"}), (2, {"variant": "kids"}), (3, {"variant": "toddler"})]

    def knowledge(self) -> Knowledge[Any]:
        return FlanxKnowledge()

    def review_knowledge(self) -> Knowledge[Any]:
        """The chance to win, the race played to its end (game.flanx.review)."""
        return FlanxReviewKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return make_bot(level, **budget)

    def is_realtime(self, options: dict[str, Any]) -> bool:
        return options.get("variant", self.options["variant"]) in REALTIME

    def seconds_per_action(self, level: str, options: dict[str, Any], recent: Sequence[float] = ()) -> float:
        return seconds_per_card(level, options.get("match_my_pace", self.options["match_my_pace"]), recent)

    def setup_note(self, level: str, options: dict[str, Any]) -> Text | str:
        """Where the bot follows the person's pace, what Match my pace does (its own time per card
        would mislead); else the level's description."""
        match = options.get("match_my_pace", self.options["match_my_pace"])
        if level in SECONDS_PER_CARD and self.is_realtime(options) and follows(level, match):
            return following_words(level)
        return T(_DOES[level], seconds=SECONDS_PER_CARD[level]) if level in _DOES else ""

    def suggested_level(self, players: int, options: dict[str, Any]) -> str | None:
        return KIDS_LEVEL if options.get("variant") == "kids" else None

    def stats_variant(self, options: dict[str, Any]) -> str:
        variant: str = options.get("variant", self.options["variant"])
        return variant

    def explain(self, view: View, action: Action) -> Text:
        return explain(view, action)

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        return narration.narrate(action, actor)

    def action_words(self, action: Action) -> Text:
        return narration.action_words(action)

"""The LIXO? Game: its traits, new games, loading, and the way to its bots and words."""
from __future__ import annotations

from typing import Any

from game.core import Action, Bot, Game, Knowledge, View
from game.core.ladder import Ladder
from game.core.text import N_, T, Text
from game.lixo import bots, narration
from game.lixo.actions import ActiveChanged, Pass, Raise
from game.lixo.cards import MAX_PLAYERS, MIN_PLAYERS
from game.lixo.review import LixoReviewKnowledge
from game.lixo.state import LixoState, LixoView


class LixoGame(Game):
    name = "lixo"
    title = "LIXO?"
    #: three players: one seat of the higher level against two of the lower
    ladder = Ladder(players=3)
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    #: first: the first active player, -1 for a random one (the human may choose to start)
    options: dict[str, Any] = {"first": -1}
    actions = (Raise, Pass)
    events = (ActiveChanged,)
    levels = bots.LEVELS
    level_descriptions = {
        "random": N_("plays at random, bidding or passing"),
        "easy": N_("plays what looks good now, takes the lead whenever it can"),
        "normal": N_("looks a little ahead, keeps its cards for the bins to come"),
        "hard": N_("weighs what may still come, foresees the answers to a bid"),
        "expert": N_("looks furthest ahead, knows who is rich in each colour"),
    }

    def option_choices(self, players: int, chosen: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"first": (-1, *range(players))}

    def new(self, players: int, seed: int, **options: Any) -> LixoState:
        first = self.check_options(players, options)["first"]
        if type(first) is not int or not -1 <= first < players:
            raise ValueError(f"first must be -1 (random) or a seat 0-{players - 1}, not {first!r}")
        return LixoState.new_game(players, seed, first)

    def from_dict(self, data: dict[str, Any]) -> LixoState:
        if not isinstance(data, dict):
            raise ValueError("a LIXO? state is a dict")
        try:
            return LixoState.from_dict(data)
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"not a LIXO? state: {exc!r}") from None

    def _read_view(self, data: dict[str, Any]) -> LixoView:
        return LixoView.from_dict(data)

    def knowledge(self) -> Knowledge[Any]:
        return bots.LixoKnowledge()

    def review_knowledge(self) -> Knowledge[Any]:
        return LixoReviewKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return bots.make_bot(level, **budget)

    def setup_note(self, level: str, options: dict[str, Any]) -> Text:
        words = self.level_descriptions.get(level, "")
        return words if isinstance(words, Text) else T(words)

    def explain(self, view: View, action: Action) -> Text:
        assert isinstance(view, LixoView)
        return bots.explain(view, action)

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        return narration.narrate(action, actor)

    def action_words(self, action: Action) -> Text:
        return narration.action_words(action)

"""The Pixies Game: its traits, new games, loading, and the way to its bots and words."""
from __future__ import annotations

from typing import Any

from game.core import Action, Bot, Game, Knowledge, View
from game.core.ladder import Ladder
from game.core.text import N_, Text
from game.core.words import level_words
from game.pixies import bots, words
from game.pixies.actions import RoundScored, Take
from game.pixies.review import PixiesReviewKnowledge
from game.pixies.state import PixiesState, PixiesView


class PixiesGame(Game):
    name = "pixies"
    title = "Pixies"
    #: two players head to head, the fewest
    ladder = Ladder()
    min_players = 2
    max_players = 5
    options: dict[str, Any] = {}
    actions = (Take,)
    events = (RoundScored,)
    levels = bots.LEVELS
    #: the last pick of a market deals the next one: a moment to undo it before the cards come
    undo_grace = 1.5
    level_descriptions = {
        "random": level_words("random", N_("any card anywhere it may go")),
        "easy": level_words("easy", N_("the card that scores most")),
        "normal": level_words("normal", N_("counts what its open spaces may still bring")),
        "hard": level_words("hard", N_("and what you would take next")),
        "expert": level_words("expert", N_("plays the whole turn out and keeps cards from you")),
    }

    def new(self, players: int, seed: int, **options: Any) -> PixiesState:
        self.check_options(players, options)
        return PixiesState.new_game(players, seed)

    def from_dict(self, data: dict[str, Any]) -> PixiesState:
        if not isinstance(data, dict):
            raise ValueError("a Pixies state is a dict")
        return PixiesState.from_dict(data)

    def _read_view(self, data: dict[str, Any]) -> PixiesView:
        return PixiesView.from_dict(data)

    def knowledge(self) -> Knowledge[Any]:
        return bots.PixiesKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return bots.make_bot(level, **budget)

    def review_knowledge(self) -> Knowledge[Any]:
        return PixiesReviewKnowledge()

    def review_words(self, view: View, chosen: Action, best: Action, cost: Text) -> Text:
        assert isinstance(chosen, Take) and isinstance(best, Take)
        return words.review_words(view, chosen, best, cost)

    def explain(self, view: View, action: Action) -> Text:
        assert isinstance(action, Take)
        return words.explain(view, action)

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        assert isinstance(action, Take)
        return words.narrate(action, actor)

    def action_words(self, action: Action) -> Text:
        assert isinstance(action, Take)
        return words.action_words(action)

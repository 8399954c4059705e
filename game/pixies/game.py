"""The Pixies Game: its traits, new games, loading, and the way to its bots and words."""
from __future__ import annotations

from typing import Any

from game.core import Action, Bot, Game, Knowledge, View
from game.core.ladder import Ladder
from game.core.words import level_words
from game.pixies import bots
from game.pixies.actions import RoundScored, Take
from game.pixies.cards import spoken
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
        "random": level_words("random", "any card anywhere it may go"),
        "easy": level_words("easy", "the card that scores most"),
        "normal": level_words("normal", "counts what its open spaces may still bring"),
        "hard": level_words("hard", "and what you would take next"),
        "expert": level_words("expert", "plays the whole turn out and keeps cards from you"),
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
        return bots.ExpertKnowledge()

    def review_words(self, view: View, chosen: Action, best: Action, cost: str) -> str:
        assert isinstance(chosen, Take) and isinstance(best, Take)
        return bots.review_words(view, chosen, best, cost)

    def explain(self, view: View, action: Action) -> str:
        assert isinstance(action, Take)
        return bots.explain(view, action)

    def narrate(self, action: Action) -> str:
        assert isinstance(action, Take)
        if action.face_up:
            return f"took {spoken(action.card)} to space {action.space + 1}"
        if action.space < 0:
            return f"took {spoken(action.card)} and discarded it"
        return f"took {spoken(action.card)} to space {action.space + 1}, face down"

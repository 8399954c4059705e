"""The Pixies Game: metadata, new games, loading, and the bots' entry points."""
from __future__ import annotations

from typing import Any

from game.ai import GreedyBot, ISMCTSBot, RandomBot
from game.core import Bot, Game, Knowledge
from game.pixies.actions import Take
from game.pixies.knowledge import ExpertKnowledge, ImmediateScore, PixiesKnowledge
from game.pixies.state import PixiesState

#: the searching levels' budgets: iterations, with a wall-clock cap (DESIGN.md: <= 1 s a move)
SEARCH_BUDGETS = {
    "normal": {"iterations": 60, "seconds": 0.2},
    "hard": {"iterations": 400, "seconds": 0.6},
    "expert": {"iterations": 1200, "seconds": 0.95},
}


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

    def knowledge(self) -> Knowledge:
        return PixiesKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        """random; easy and greedy1 (the arena's yardstick): one-ply greed on the score right after
        placing; normal, hard: the shared ISMCTS over PixiesKnowledge; expert: the same search over
        ExpertKnowledge's fitted evaluation. A given budget
        (iterations and/or seconds) replaces a searching level's own; other levels ignore it."""
        if level == "random":
            return RandomBot()
        if level in ("easy", "greedy1"):
            return GreedyBot(ImmediateScore(), max_chain=1)
        if level in SEARCH_BUDGETS:
            knowledge = ExpertKnowledge() if level == "expert" else self.knowledge()
            return ISMCTSBot(knowledge, **(budget or SEARCH_BUDGETS[level]))
        raise ValueError(f"{self.title} has no bot level {level!r}")

"""Computer players for every game.

    >>> from game.ai import bot
    >>> b = bot("pixies", "hard", seconds=0.5)

Levels: "random", "easy", "normal", "hard", "expert" (a game may add its own, e.g. the
arena's one-ply "greedy1"). A game tunes its levels in `Game.make_bot`; `default_bot`
is what a game gets when it does not.
"""
from __future__ import annotations

from typing import Any

from game.ai.bots import GreedyBot, ISMCTSBot, RandomBot
from game.core import Bot, Game

#: iterations of the shared ISMCTS per level when a game does not say otherwise
DEFAULT_ITERATIONS = {"normal": 300, "hard": 1500, "expert": 4000}
#: wall-clock cap per move for the searching levels (DESIGN.md: hardest level <= 1 s)
DEFAULT_SECONDS = {"normal": 0.25, "hard": 0.6, "expert": 0.95}


def default_bot(game: Game, level: str, **budget: Any) -> Bot:
    """random: RandomBot; easy: GreedyBot; normal/hard/expert: ISMCTS with growing budgets.

    `budget` may hold `iterations` and/or `seconds`; giving only iterations makes the
    search deterministic for a seeded rng (tests, the arena's reproducible runs).
    """
    if level == "random":
        return RandomBot()
    knowledge = game.knowledge()
    if level in ("easy", "greedy"):
        return GreedyBot(knowledge)
    if level in DEFAULT_ITERATIONS:
        if not budget:
            budget = {"iterations": DEFAULT_ITERATIONS[level], "seconds": DEFAULT_SECONDS[level]}
        return ISMCTSBot(knowledge, **budget)
    raise ValueError(f"{game.title} has no bot level {level!r}")


def bot(game: str, level: str, **budget: Any) -> Bot:
    """The bot for `level` in game `game` (a name in game.GAMES)."""
    from game import GAMES
    if game not in GAMES:
        raise ValueError(f"no game {game!r}; there are {', '.join(sorted(GAMES))}")
    made = GAMES[game].make_bot(level, **budget)
    made.name = level
    return made


__all__ = ["bot", "default_bot", "RandomBot", "GreedyBot", "ISMCTSBot", "DEFAULT_ITERATIONS", "DEFAULT_SECONDS"]

"""The engine contract and what every game shares."""
from game.core.contract import (
    Action, Bot, Event, Game, IllegalAction, Knowledge, State, View, play_randomly, rank_values,
)
from game.core.events import GameOver, RoundEnded, ScoreChanged
from game.core.rng import rng_copy, rng_from_json, rng_to_json

__all__ = [
    "Action", "Bot", "Event", "Game", "IllegalAction", "Knowledge", "State", "View",
    "play_randomly", "rank_values", "GameOver", "RoundEnded", "ScoreChanged", "rng_copy", "rng_from_json", "rng_to_json",
]

"""The engine contract and what every game shares: the motion vocabulary, seeded randomness."""
from game.core.contract import (
    Action,
    Bot,
    Event,
    Game,
    IllegalAction,
    Knowledge,
    State,
    View,
    plain,
    play_randomly,
    rank_values,
)
from game.core.events import (
    Acted,
    CardFlipped,
    CardMoved,
    GameOver,
    RoundEnded,
    ScoreChanged,
    SeatSaid,
    TableReset,
    TurnBegan,
    carry,
    event_from_dict,
)
from game.core.rng import rng_copy, rng_from_json, rng_to_json, shuffle
from game.core.zones import Zone, Zones

__all__ = [
    "Action", "Bot", "Event", "Game", "IllegalAction", "Knowledge", "State", "View", "plain",
    "play_randomly", "rank_values", "Acted", "CardFlipped", "CardMoved", "GameOver", "RoundEnded",
    "ScoreChanged", "SeatSaid", "TableReset", "TurnBegan", "Zone", "Zones", "carry", "event_from_dict", "rng_copy",
    "rng_from_json", "rng_to_json", "shuffle",
]

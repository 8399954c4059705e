"""The Flixo campaigns (saves.campaign keeps them): after a win the next game of a campaign level
(game.flixo.cards.CAMPAIGN_LEVELS) has one Flixo more, until a win against the most there can be.
Each campaign is kept under `campaign_key(level, display, players)`.

    >>> runs = FlixoCampaigns()
    >>> key = campaign_key(level=2, display="3x4", players=3)
    >>> key
    'level2-3x4-3p'
    >>> runs.next_flixos(key, start=6)
    6
    >>> runs.result(key, flixos=6, won=True, most=8)
    FlixoRun(flixos=7, wins=1, completed=False)
"""
from __future__ import annotations

import dataclasses

from game.core.campaign import Section


@dataclasses.dataclass
class FlixoRun:
    flixos: int  # how many Flixos the next game of this campaign has
    wins: int = 0
    completed: bool = False  # won against the most Flixos this campaign allows


def campaign_key(level: int, display: str, players: int) -> str:
    """The name of one Flixo campaign: the set-up screen reads it, the result screen records it."""
    return f"level{level}-{display}-{players}p"


class FlixoCampaigns(Section[FlixoRun]):
    """Campaign key -> where that campaign stands. (The Statistics page shows no table of it.)"""

    name, record = "flixo", FlixoRun

    def next_flixos(self, key: str, start: int) -> int:
        """How many Flixos the next game of campaign `key` has (`start` when it is new)."""
        run = self.get(key)
        return start if run is None else run.flixos

    def result(self, key: str, flixos: int, won: bool, most: int) -> FlixoRun:
        """Record a game against `flixos` Flixos; a win moves the campaign one Flixo on."""
        run = self.setdefault(key, FlixoRun(flixos=flixos))
        if won:
            run.wins += 1
            run.completed = run.completed or flixos >= most
            run.flixos = min(flixos + 1, most)
        else:
            run.flixos = flixos
        return run

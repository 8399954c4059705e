"""Events shared by several games. A game adds its own beside its rules."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Event


@dataclass(frozen=True)
class ScoreChanged(Event):
    seat: int
    score: float


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    scores: tuple


@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple
    scores: tuple

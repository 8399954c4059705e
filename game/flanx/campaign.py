"""Flanx best times kept between games (saves.campaign keeps them): per variant and bot level,
the games played and won and the quickest win in seconds.

    >>> bests = FlanxBests()
    >>> bests.result("hard", won=True, seconds=48.25, variant="duel")
    FlanxBest(played=1, wins=1, best_seconds=48.25)
    >>> bests.rows()
    [('duel', 'hard', '1', '1', '48.2 s')]
"""
from __future__ import annotations

import dataclasses

from game.core.campaign import Section
from game.core.text import N_


@dataclasses.dataclass
class FlanxBest:
    played: int = 0
    wins: int = 0
    best_seconds: float | None = None


class FlanxBests(Section[dict[str, FlanxBest]]):
    """Variant -> bot level -> the best against it."""

    name, record, depth = "flanx", FlanxBest, 2
    title = N_("Flanx best times")
    columns = (N_("Variant"), N_("Bot"), N_("Played"), N_("Won"), N_("Best time"))
    empty = N_("No Flanx game won yet.")

    def result(self, difficulty: str, won: bool, seconds: float, variant: str = "base") -> FlanxBest:
        """Record one game against a bot of `difficulty` that took `seconds`."""
        best: FlanxBest = self.entry(variant, difficulty)
        best.played += 1
        if won:
            best.wins += 1
            if best.best_seconds is None or seconds < best.best_seconds:
                best.best_seconds = float(seconds)
        return best

    def rows(self) -> list[tuple[str, ...]]:
        rows: list[tuple[str, ...]] = []
        for variant, table in sorted(self.items()):
            for level, best in sorted(table.items()):
                time_text = "-" if best.best_seconds is None else f"{best.best_seconds:.1f} s"
                rows.append((variant, level, str(best.played), str(best.wins), time_text))
        return rows

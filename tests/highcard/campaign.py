"""High card's records kept between games (saves.campaign keeps them beside every game's): per
bot level, the games played and won and the most tricks taken in one game.

    >>> records = HighCardRecords()
    >>> records.result("easy", won=True, tricks=4)
    HighCardRecord(played=1, wins=1, most_tricks=4)
    >>> records.rows()
    [('easy', '1', '1', '4')]
"""
from __future__ import annotations

import dataclasses

from game.core.campaign import Section


@dataclasses.dataclass
class HighCardRecord:
    played: int = 0
    wins: int = 0
    most_tricks: int = 0


class HighCardRecords(Section[HighCardRecord]):
    """Bot level -> the record against it."""

    name, record = "highcard", HighCardRecord
    title, columns, empty = "High card", ("Bot", "Played", "Won", "Most tricks"), "No High card game played yet."

    def result(self, level: str, won: bool, tricks: int) -> HighCardRecord:
        """Record one game against a bot of `level` in which the person took `tricks` tricks."""
        record = self.entry(level)
        record.played += 1
        record.wins += won
        record.most_tricks = max(record.most_tricks, tricks)
        return record

    def rows(self) -> list[tuple[str, ...]]:
        return [(level, str(r.played), str(r.wins), str(r.most_tricks)) for level, r in sorted(self.items())]

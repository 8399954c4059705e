"""Zen results kept between games (saves.campaign keeps them): per form, how often it was played
and solved, and the fewest rounds a solution took.

    >>> results = ZenResults()
    >>> results.result("Compass", solved=True, rounds=9)
    ZenResult(played=1, solved=1, best_rounds=9)
    >>> results.result("Compass", solved=True, rounds=7).best_rounds
    7
    >>> results.rows()
    [('Compass', '2', '2', '7')]
"""
from __future__ import annotations

import dataclasses

from game.core.campaign import Section
from game.core.text import N_


@dataclasses.dataclass
class ZenResult:
    played: int = 0
    solved: int = 0
    best_rounds: int | None = None


class ZenResults(Section[ZenResult]):
    """Form name -> its results."""

    name, record = "zen", ZenResult
    title, columns, empty = "Flanx Zen", (N_("Form"), N_("Played"), N_("Solved"), N_("Best rounds")), \
        N_("No Zen puzzle tried yet.")

    def result(self, form: str, solved: bool, rounds: int) -> ZenResult:
        """Record one try at `form`: solved in `rounds` rounds, or not."""
        result: ZenResult = self.entry(form)
        result.played += 1
        if solved:
            result.solved += 1
            if result.best_rounds is None or rounds < result.best_rounds:
                result.best_rounds = rounds
        return result

    def rows(self) -> list[tuple[str, ...]]:
        return [(form, str(r.played), str(r.solved), "-" if r.best_rounds is None else str(r.best_rounds))
                for form, r in sorted(self.items())]

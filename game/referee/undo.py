"""The referee's undo book: where each person's last moves began, and whether taking one back is fair.

A point is made just before a person's move: the position then, what that person saw, and how
many moves the game had. Undo goes back to the last point (bot moves after it included), and only
when that hides nothing the person has learnt since (game.core.undo). A round's or the game's end
is a wall: the book starts afresh after it.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Action, Event, GameOver, RoundEnded, State, View
from game.core.text import T, Text
from game.core.undo import why_revealing

#: how many of a person's moves can be taken back one after another
DEPTH = 40


@dataclass
class UndoPoint:
    seat: int
    moves: int                 # how many moves had been played before this one
    state: dict[str, Any]      # State.to_dict() from just before it
    view: View                 # what the person saw then


class UndoBook:
    def __init__(self) -> None:
        self.points: list[UndoPoint] = []
        # (the point, moves then, the refusal)
        self._judged: tuple[UndoPoint | None, int, Text | None] = (None, -1, None)

    def before(self, state: State, seat: int, moves: int) -> None:
        """A person is about to play their move number `moves` (others' moves are not marked)."""
        self.points.append(UndoPoint(seat, moves, state.to_dict(), state.view(seat)))
        del self.points[:-DEPTH]

    def refused(self) -> None:
        """The move `before` was told of was refused: it never happened."""
        self.points.pop()

    def after(self, events: Sequence[Event]) -> None:
        if any(isinstance(event, (RoundEnded, GameOver)) for event in events):
            self.points.clear()

    def last(self, seat: int) -> UndoPoint | None:
        return next((p for p in reversed(self.points) if p.seat == seat), None)

    def refusal(self, state: State, seat: int, played: Sequence[tuple[int, Action]]) -> Text | None:
        """None when `seat` may take back its last move now, else a sentence saying why not.
        `played` is every (seat, action) of the game so far."""
        if state.is_over():
            return T("The game is over.")
        point = self.last(seat)
        if point is None:
            return T("Nothing to undo since the round began.")
        if self._judged[0] is not point or self._judged[1] != len(played):
            reason = why_revealing(point.view, played[point.moves:], state.view(seat))
            self._judged = (point, len(played), None if reason is None else T("No undo: {reason}.", reason=reason))
        return self._judged[2]

    def take(self, seat: int) -> UndoPoint:
        """The last point of `seat`, and every point after it, leave the book."""
        point = self.last(seat)
        assert point is not None
        del self.points[self.points.index(point):]
        return point

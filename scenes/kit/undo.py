"""The table's undo history: a snapshot before each of the person's moves, and every action since.

Undo takes the table back to before the person's last move (bot moves after it included),
and only when that hides nothing the person has learnt since (game.core.undo). A round's or
the game's end is a wall: the history starts afresh after it.

    >>> history = UndoHistory()
    >>> history.before(state, seat=0, me=0)          # the person is about to act
    >>> history.after(0, action, events)              # any seat's applied action
    >>> history.refusal(state, me=0)                  # None, or why undo would be unfair now
    >>> earlier = history.pop(game)                  # the State before the person's last move
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from game.core import Action, Event, Game, GameOver, RoundEnded, State, View
from game.core.undo import why_revealing

#: how many of the person's moves can be taken back one after another
DEPTH = 40


@dataclass
class UndoPoint:
    state: dict                    # State.to_dict() from just before the person's move
    view: View                     # what the person saw then
    since: list[tuple[int, Action]] = field(default_factory=list)   # that move and every one after


class UndoHistory:
    def __init__(self) -> None:
        self.points: list[UndoPoint] = []
        self._judged: tuple = (None, -1, None)   # (the point, how many actions since, the refusal)

    def before(self, state: State, seat: int, me: Optional[int]) -> None:
        """The person (`me`) is about to act for `seat`: remember the moment (others' moves don't)."""
        if me is not None and seat == me:
            self.points.append(UndoPoint(state.to_dict(), state.view(me)))
            del self.points[:-DEPTH]

    def forget_last(self, seat: int, me: Optional[int]) -> None:
        """The move `before` was told of was refused: it never happened."""
        if me is not None and seat == me and self.points:
            self.points.pop()

    def after(self, seat: int, action: Action, events: list[Event]) -> None:
        if any(isinstance(event, (RoundEnded, GameOver)) for event in events):
            self.points.clear()
        elif self.points:
            self.points[-1].since.append((seat, action))

    def refusal(self, state: State, me: int) -> Optional[str]:
        """None when undo is fair now, else a sentence for the person saying why not."""
        if state.is_over():
            return "The game is over."
        if not self.points:
            return "Nothing to undo since the round began."
        point = self.points[-1]
        if self._judged[0] is not point or self._judged[1] != len(point.since):
            reason = why_revealing(point.view, point.since, state.view(me))
            self._judged = (point, len(point.since), None if reason is None else f"No undo: {reason}.")
        return self._judged[2]

    def pop(self, game: Game) -> State:
        """The state before the person's last move; that move leaves the history."""
        point = self.points.pop()
        return game.from_dict(point.state)

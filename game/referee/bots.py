"""Computer players at the referee's table, and the thinker that runs their searches.

A bot seat asks a *thinker* for its move and hands the answer to the referee like anyone's move.
The thinker is anything with `submit(game_name, level, view, seed, seat=, budget=) -> job`, the
job having `done()`, `result()` and `cancel()`: the app passes its worker process (so frames keep
coming while a bot searches); tests and a headless host use `SyncThinker`, which thinks at once.

In turns, a bot starts thinking as soon as it is to move, and its move is played once every table
watching has finished showing the last one (the bot pace a person can follow). In a real-time
game each bot plays on its own clock: one action every `Game.seconds_per_action(level, options,
recent)` seconds, give or take a fifth, so it never ticks like a metronome; `recent` are the times
the people at the table took over their actions (`people_times`), so a game may have its bots
follow their pace. A move thought out on a position that has changed since is thought again. While
the clock stands still (`update(0)`: a table's countdown) a real-time bot does nothing, not even
play a move it had thought out before.
"""
from __future__ import annotations

import logging
import random
from collections.abc import Collection, Sequence
from typing import Any, Protocol

from game.ai import bot as make_bot
from game.core import Action, Game, View
from game.core.text import Text

log = logging.getLogger("parlour")

#: a real-time bot's time per action varies by this share either way
JITTER = 0.2
#: a thinker whose jobs fail this many times in a row is replaced by thinking in-process
RETRIES = 2


def people_times(moves: Sequence[Any], people: Collection[int]) -> list[float]:
    """The seconds each move of a seat in `people` took since that seat's move before, oldest
    first (`moves` have a `seat` and an `at`). A seat's first move is left out: it may follow a
    resumed save's start, which the moves do not tell.

        >>> from types import SimpleNamespace as Move
        >>> people_times([Move(seat=0, at=4.0), Move(seat=1, at=5.0), Move(seat=0, at=10.5)], {0})
        [6.5]
    """
    last: dict[int, float] = {}
    times = []
    for move in moves:
        if move.seat in people:
            if move.seat in last:
                times.append(move.at - last[move.seat])
            last[move.seat] = move.at
    return times


class DoneJob:
    """A move already thought out (or the error that stopped it)."""

    def __init__(self, view: View, action: Action | None = None, error: BaseException | None = None) -> None:
        self.view = view
        self.action = action
        self.error = error

    def done(self) -> bool:
        return True

    def result(self) -> Action:
        if self.error is not None:
            raise self.error
        assert self.action is not None
        return self.action

    def cancel(self) -> None:
        """Nothing runs: there is nothing to stop."""


class SyncThinker:
    """Thinks in this process, at once (tests, a headless host, a worker that keeps dying)."""

    def submit(self, game_name: str, level: str, view: View, seed: int, seat: int | None = None,
               budget: dict[str, Any] | None = None) -> DoneJob:
        return DoneJob(view, make_bot(game_name, level, **(budget or {})).choose(view, random.Random(seed)))


class BotsTable(Protocol):
    """What a bot seat asks of its referee (game.referee.referee.Referee), said here so that the
    two modules need not import each other. `thinker` and `thinker_failures` a bot seat changes:
    a thinker that keeps failing is replaced."""

    thinker: Any
    thinker_failures: int

    @property
    def game(self) -> Game: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def moves(self) -> Sequence[Any]: ...   # each with a `seat` and an `at` (people_times)
    @property
    def rng(self) -> random.Random: ...
    @property
    def realtime(self) -> bool: ...
    def people(self) -> list[int]: ...
    def is_over(self) -> bool: ...
    def to_move(self) -> list[int]: ...
    def watchers_busy(self) -> bool: ...
    def view(self, seat: int) -> View: ...
    def why_illegal(self, seat: Any, action: Any) -> Text | str | None: ...
    def say(self, seat: int, text: Text | str) -> None: ...
    def submit(self, seat: int, action: Action) -> object: ...


class BotSeat:
    """One computer player: when to think, and when its move goes to the referee."""

    def __init__(self, referee: BotsTable, seat: int, level: str) -> None:
        self.referee = referee
        self.seat = seat
        self.level = level
        self.job: Any = None
        self.planned_at = -1          # how many moves the game had when the job started
        self.timer = 0.0              # real time: seconds since this bot last acted
        self.period = self._next_period()

    def _next_period(self) -> float:
        referee = self.referee
        recent = people_times(referee.moves, referee.people())
        base = referee.game.seconds_per_action(self.level, referee.options, recent)
        return base * referee.rng.uniform(1 - JITTER, 1 + JITTER)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def update(self, dt: float) -> None:
        referee = self.referee
        if referee.is_over() or self.seat not in referee.to_move():
            self.cancel()
            return
        if referee.realtime:
            if dt <= 0:
                return              # play is stopped (a countdown): nothing is laid until it runs
            self.timer += dt
        if self.job is None:
            if not referee.realtime or self.timer >= self.period:
                self._think()
            return
        if not self.job.done() or (not referee.realtime and referee.watchers_busy()):
            return
        job, self.job = self.job, None
        action = self._answer(job)
        if action is None:
            return
        stale = self.planned_at != len(referee.moves) and referee.view(self.seat) != job.view
        if stale or referee.why_illegal(self.seat, action) is not None:
            return                      # thought out on an older position: think again
        words = referee.game.bot_says(job.view, action)
        if words:
            referee.say(self.seat, words)
        referee.submit(self.seat, action)
        self.timer = 0.0
        self.period = self._next_period()

    def _think(self) -> None:
        referee = self.referee
        self.planned_at = len(referee.moves)
        self.job = referee.thinker.submit(referee.game.name, self.level, referee.view(self.seat),
                                          referee.rng.randrange(2 ** 31), seat=self.seat)

    def _answer(self, job: Any) -> Action | None:
        """The job's move; None (and a new job next time) when the thinker failed."""
        referee = self.referee
        try:
            action: Action = job.result()
        except Exception:
            if isinstance(referee.thinker, SyncThinker):
                raise                             # the bot itself is broken: say so
            referee.thinker_failures += 1
            log.warning("a bot's thinker failed (%d in a row)", referee.thinker_failures, exc_info=True)
            if referee.thinker_failures > RETRIES:
                referee.thinker = SyncThinker()      # slower frames, but the game goes on
            return None
        referee.thinker_failures = 0
        return action

"""The course of a game: every seat's score after each move of its record, for the review's picture.

The record is played again with the referee (no bots) and the score each seat's View shows is read
before the first move and after every move, so `points[line][k]` is a line's score after `k` moves
(k = 0 .. the record's length). A cooperative game has one line, the team's total (every seat's
score is the team's); elsewhere each seat has its own line. The figures are read from the watching
seat's View, so nothing hidden from that seat is shown. Computed once for a finished game (the
review screen does it as it opens), never per frame.

    course = score_course(game, record, seats, options, seat=0)
    course.lines            # the seats drawn: (0, 1, 2), or (0,) for a team
    course.points[1][12]    # seat 1's score after 12 moves
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Game
from game.referee import Referee


@dataclass(frozen=True)
class Course:
    #: the seat each line belongs to (the first seat stands for the team in a cooperative game)
    lines: tuple[int, ...]
    #: per line, its score after 0, 1, ... len(moves) moves
    points: tuple[tuple[float, ...], ...]
    #: one line for all the seats together (a cooperative game)
    team: bool
    #: the lowest score is the best (Flixo's total)
    lower_is_better: bool

    @property
    def moves(self) -> int:
        """How many moves the course spans (each line has one point more)."""
        return len(self.points[0]) - 1 if self.points else 0

    def span(self) -> tuple[float, float]:
        """The lowest and the highest score of any line (equal when nothing ever changed).

        >>> Course((0, 1), ((0, 3, 5), (0, -2, 1)), False, False).span()
        (-2, 5)
        """
        values = [value for line in self.points for value in line]
        return (min(values), max(values)) if values else (0.0, 0.0)


def score_course(game: Game, record: dict[str, Any], seats: Sequence[str], options: dict[str, Any],
                 seat: int = 0) -> Course:
    """Every seat's score after each move of `record`, as seat `seat` saw it. ValueError when the
    record does not replay."""
    referee = Referee.replay(game, {"start": record["start"], "moves": []}, list(seats), dict(options), bots=False)
    team = game.cooperative
    lines = (seat,) if team else tuple(range(len(seats)))
    columns = [_scores(referee, seat, lines)]
    for mover, data, at in record["moves"]:
        referee.clock = float(at)
        referee.submit(mover, game.action_from_dict(data))
        columns.append(_scores(referee, seat, lines))
    points = tuple(tuple(column[i] for column in columns) for i in range(len(lines)))
    return Course(lines, points, team, game.lower_is_better)


def _scores(referee: Referee, seat: int, lines: tuple[int, ...]) -> list[float]:
    scores = referee.view(seat).scores()
    return [float(scores[line]) for line in lines]

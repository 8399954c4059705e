"""A lesson being played: its referee, the person's Link, which step it is at (no pygame).

The referee has no bots of its own: the run plays the script's opponents' moves itself, one at
a time, when the table has shown the last one (`play_due`). The person's Link has a gate: on a
step that waits for a move, only that move goes on to the referee; any other is turned away
with the step's gentle word (and the rules' reason, where the rules refuse it too), so nothing
changes and the table puts the card back.

    run = LessonRun(load("pixies"), start=3)    # resumed: the first 3 steps played again at once
    table = TableClass(app, run.link)
    run.play_due(busy=table.queue.busy)          # every frame
    run.go_on()                                   # Enter, on a step that waits for no move
"""
from __future__ import annotations

from game.core import Action
from game.referee import Move, Referee
from scenes.kit.lang import _
from scenes.lesson.script import Lesson, Step, expected

#: said when the person plays while the coach is still talking, or the others are playing
READ_FIRST = "First read what the coach says, then press Enter or Next to go on."
WAIT = "Wait a moment: the others are playing."


class LessonRun:
    def __init__(self, lesson: Lesson, start: int = 0) -> None:
        self.lesson = lesson
        self.referee: Referee = lesson.referee()
        start = max(0, min(start, len(lesson.steps)))
        #: what the person's seat was told of the steps played again on resuming (the move log's)
        self.told: list = []
        for step in lesson.steps[:start]:
            moves = ([(lesson.seat, step.do)] if step.do is not None else []) + list(step.then)
            for seat, move in moves:
                self.told += [event.for_seat(lesson.seat) for event in self.referee.submit(seat, move)]
        #: the step the coach is at (== len(steps) once every step is done)
        self.index = start
        #: the opponents' moves still to play after the last step
        self.pending: list[tuple[int, Action]] = []
        #: the gentle word for the last move turned away on this step (the bubble shows it)
        self.wrong: str | None = None
        self.link = self.referee.link(lesson.seat)
        self.link.gate = self.gate
        self.referee.listen(self._moved)

    @property
    def steps(self) -> int:
        return len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        """The step the coach shows now; None while the others play or once the lesson is done."""
        if self.pending or self.index >= self.steps:
            return None
        return self.lesson.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.index >= self.steps and not self.pending

    def gate(self, action: Action) -> str | None:
        step = self.step
        if step is None:
            word = WAIT
        elif step.do is None:
            word = READ_FIRST
        elif expected(step, action):
            return None
        else:
            rules = str(self.referee.why_illegal(self.lesson.seat, action) or "")
            wrong = _(step.wrong)      # the lesson's gentle word, in the person's language
            word = f"{rules[:1].upper()}{rules[1:]}. {wrong}" if rules else wrong
        self.wrong = word
        return word

    def _moved(self, referee: Referee, move: Move | None, events: list) -> None:
        step = self.step
        if move is not None and move.seat == self.lesson.seat and step is not None and step.do is not None:
            self._done()

    def _done(self) -> None:
        step = self.lesson.steps[self.index]
        self.pending = list(step.then)
        self.index += 1
        self.wrong = None

    def go_on(self) -> bool:
        """Enter / Next on a step that waits for no move: on to what comes after it."""
        step = self.step
        if step is None or step.do is not None:
            return False
        self._done()
        return True

    def play_due(self, busy: bool) -> bool:
        """Play the next scripted opponent's move once the table has shown the last (not `busy`)."""
        if busy or not self.pending:
            return False
        seat, move = self.pending[0]
        self.referee.submit(seat, move)     # still pending while it is told: not the person's step
        self.pending.pop(0)
        return True

    def close(self) -> None:
        self.link.close()

"""A lesson as data: a JSON file a game ships beside its own files, read and checked here (no pygame).

A game declares its lesson in its presentation (`LESSON`, the file's path: scenes.kit.declared),
as Pixies does with scenes/pixies/lesson.json; the lessons offered are those of the games in
game.GAMES that declare one.

A lesson is a fixed deal (a seed, the seats and options) and a list of steps. Each step is one
idea: the coach `say`s it, pointing at something on the table, and either waits for the person
to play the step's expected move (`do`), or for them to go on (Enter). After the step the
scripted opponents play their moves (`then`, [seat, action] each).

    {"format": "parlour-lesson", "version": 1, "game": "pixies", "title": "Learn Pixies",
     "teaches": "Taking cards to their spaces ...", "players": 2, "seats": ["human", "easy"], "options": {}, "seed": 11,
     "steps": [{"say": "Your hand ...", "point": "hand"},
               {"say": "Drag the 3 to space 3.", "do": {"type": "Take", ...},
                "wrong": "Space 3 is the one.", "then": [[1, {"type": "Take", ...}]]}],
     "finish": "You know the game.", "after": "duel"}

`point` names what the bubble points at when the step has no move to point at: "status",
"scores" or "log", or {"action": {...}} (the rects a hint for that move rings). `after` is
optional: "duel" offers a first game with the lesson's seats and options changed by
`after_options`.

`load(name)` reads a lesson and checks it all: the fields and their types, and, playing it
through on its own referee, that every expected move and every scripted move is legal where it
comes. A broken file raises LessonError naming the file, the step and what is wrong.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import GAMES
from game.core import Action, Game, IllegalAction
from game.core.text import N_
from game.referee import HUMAN, Referee
from game.referee.exact import same
from scenes.kit.declared import declared, every

FORMAT = "parlour-lesson"
VERSION = 1
#: what a step without a move may point at on any table
PLACES = ("status", "scores", "log")
#: the gentle word for a wrong move when the step has none of its own
WRONG = N_("Not that one this time: the glowing ring shows the move to make.")


class LessonError(ValueError):
    """A lesson file that cannot be used, and why."""


@dataclass(frozen=True)
class Step:
    say: str
    #: the person's move this step waits for (None: Enter goes on)
    do: Action | None = None
    #: what the bubble points at when there is no move: a place name or a move to ring
    point: Any = None
    wrong: str = WRONG
    #: the opponents' moves after this step, in order: (seat, action)
    then: tuple = ()


@dataclass(frozen=True)
class Lesson:
    name: str
    game: str
    title: str
    #: one line for the list of lessons: what this lesson teaches
    teaches: str
    players: int
    seats: tuple[str, ...]
    options: dict
    seed: int
    steps: tuple[Step, ...]
    finish: str
    after: str | None = None
    after_options: dict = field(default_factory=dict)

    @property
    def seat(self) -> int:
        return self.seats.index(HUMAN)

    def referee(self) -> Referee:
        """A fresh referee at the lesson's deal: nobody plays for the bots (the script does)."""
        game = GAMES[self.game]
        return Referee.new(game, self.players, self.seed, list(self.seats), self.options, bots=False)


def lesson_names() -> list[str]:
    """The games that have a lesson, in the order of game.GAMES."""
    return [name for name in every("LESSON") if has_lesson(name)]


def path(name: str) -> Path | None:
    """Where game `name`'s lesson lies, as it declares it; None where it declares none."""
    where = declared(name, "LESSON")
    return Path(where) if where is not None else None


def has_lesson(name: str) -> bool:
    where = path(name)
    return where is not None and where.is_file()


def teaches(name: str) -> str:
    """The line saying what the lesson of `name` teaches, read without playing the lesson
    through (the list of lessons shows it); nothing where the file cannot say (opening the
    lesson tells why)."""
    where = path(name)
    try:
        data = json.loads(where.read_text(encoding="utf-8")) if where is not None else None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return ""
    line = data.get("teaches") if isinstance(data, dict) else None
    return line if isinstance(line, str) else ""


def load(name: str) -> Lesson:
    """The lesson for game `name`, checked; LessonError when it is missing or broken."""
    where = path(name)
    if where is None:
        raise LessonError(f"{name!r} declares no lesson")
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LessonError(f"there is no lesson for {name!r} ({where.name} is missing)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LessonError(f"{where.name} cannot be read: {exc}") from None
    lesson = parse(name, data, where.name)
    rehearse(lesson, where.name)
    return lesson


def parse(name: str, data: Any, label: str) -> Lesson:
    """The lesson in `data` (a file's JSON), its fields checked; LessonError otherwise."""
    def fail(message: str) -> LessonError:
        return LessonError(f"{label}: {message}")
    game = _check_header(name, data, fail)
    for key, kind in (("title", str), ("teaches", str), ("finish", str), ("players", int), ("seed", int),
                      ("seats", list), ("options", dict), ("steps", list)):
        if type(data.get(key)) is not kind:
            raise fail(f"{key!r} must be a {kind.__name__}")
    seats = data["seats"]
    _check_seats(game, seats, data["players"], fail)
    after = data.get("after")
    if after not in (None, "duel"):
        raise fail(f"'after' must be 'duel' or absent, not {after!r}")
    if type(data.get("after_options", {})) is not dict:
        raise fail("'after_options' must be an object")
    if not data["steps"]:
        raise fail("a lesson needs at least one step")
    steps = tuple(_step(game, entry, data["players"], lambda message, n=n: fail(f"step {n}: {message}"))
                  for n, entry in enumerate(data["steps"], 1))
    return Lesson(name, name, data["title"], data["teaches"], data["players"], tuple(seats), data["options"],
                  data["seed"], steps, data["finish"], after, data.get("after_options", {}))


def _check_header(name: str, data: Any, fail: Callable[[str], LessonError]) -> Game:
    """The game of a lesson file whose format and version this Parlour reads and that is for `name`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise fail(f"not a lesson (its format must be {FORMAT!r})")
    if data.get("version") != VERSION:
        raise fail(f"version {data.get('version')!r}; this Parlour reads version {VERSION}")
    if data.get("game") != name or name not in GAMES:
        raise fail(f"the lesson is for {data.get('game')!r}, not {name!r}")
    return GAMES[name]


def _check_seats(game: Game, seats: list[Any], players: int, fail: Callable[[str], LessonError]) -> None:
    """One seat per player, exactly one of them the person's, the others bot levels of `game`."""
    if len(seats) != players or seats.count(HUMAN) != 1:
        raise fail("the seats must be one per player, exactly one of them 'human'")
    for level in seats:
        if level != HUMAN and level not in game.levels:
            raise fail(f"{level!r} is not a bot level of {game.title}")


def _step(game: Game, entry: Any, players: int, fail: Callable[..., LessonError]) -> Step:
    if not isinstance(entry, dict):
        raise fail("a step must be an object")
    unknown = set(entry) - {"say", "do", "point", "wrong", "then"}
    if unknown:
        raise fail(f"unknown field(s) {', '.join(sorted(unknown))}")
    if type(entry.get("say")) is not str or not entry["say"].strip():
        raise fail("'say' must be the coach's words")
    if type(entry.get("wrong", WRONG)) is not str:
        raise fail("'wrong' must be text")

    def action(data: Any, what: str) -> Action:
        try:
            return game.action_from_dict(data)
        except (TypeError, ValueError, KeyError) as exc:
            raise fail(f"{what} is not a {game.title} move ({exc})") from None
    do = action(entry["do"], "'do'") if entry.get("do") is not None else None
    point = entry.get("point")
    if isinstance(point, dict):
        if set(point) != {"action"}:
            raise fail("'point' as an object holds one 'action'")
        point = action(point["action"], "'point'")
    elif point is not None and point not in PLACES:
        raise fail(f"'point' must be one of {', '.join(PLACES)} or an action")
    then = []
    for move in entry.get("then", []):
        if not isinstance(move, list) or len(move) != 2 or type(move[0]) is not int or not 0 <= move[0] < players:
            raise fail("each of 'then' is [seat, move]")
        then.append((move[0], action(move[1], "a move in 'then'")))
    return Step(entry["say"], do, point, entry.get("wrong", WRONG), tuple(then))


def rehearse(lesson: Lesson, label: str = "") -> Referee:
    """Play `lesson` through on its own referee: LessonError at the first move that is not
    legal where it comes, or a step that waits for the person when it is not their turn."""
    referee = lesson.referee()
    for n, step in enumerate(lesson.steps, 1):
        if step.do is not None:
            reason = referee.why_illegal(lesson.seat, step.do)
            if reason is not None:
                raise LessonError(f"{label}: step {n}: the expected move {step.do} is not legal ({reason})")
            referee.submit(lesson.seat, step.do)
        for seat, move in step.then:
            try:
                referee.submit(seat, move)
            except IllegalAction as exc:
                raise LessonError(f"{label}: step {n}: seat {seat + 1}'s move {move} is not legal ({exc})") from None
    return referee


def expected(step: Step, action: Action) -> bool:
    """Is `action` the move `step` waits for (exactly, types and all)?"""
    return step.do is not None and same(action, step.do)

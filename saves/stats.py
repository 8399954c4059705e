"""Statistics per game, variant and bot difficulty: games, wins, draws, best and mean score, streaks.

    record = stats.record_result("pixies", "normal", won=True, score=57)
    stats.load().get("pixies", "normal").mean                                # 57.0
    stats.record_result("flanx", "beginner", won=True, variant="kids").wins  # 1

A game's variants are kept apart, as its Game names them for a set of options
(`Game.stats_variant`: Flanx's "duel", "kids", "toddler"; "" for a game of one kind).

Each person at this computer has figures of their own (game.referee.people): "You", the
computer's usual player, keeps `records`; every other named person theirs in `people`.

    stats.record_result("pixies", "easy", won=True, person="Ann")
    stats.load().of("Ann").get("pixies", "easy").wins                       # 1

A streak counts consecutive wins; a loss or a draw ends it. "Best" follows the game's own scoring:
in Flixo a lower total is better (its rulebook's rating bands), in the others a higher one.
Each result is added under a lock (document.update), so two windows lose no game; a write
that fails is told once and the game goes on.

File versions: 1 kept {game: {difficulty: record}}; 2 keeps {game: {variant: {difficulty:
record}}}. A version 1 file is read as version 2 with every game's records under the variant ""
(`UNSORTED`): they were counted before variants were kept apart, so a game with variants shows
them as rows of their own (the statistics screen's "Flanx, earlier"), never mixed into
one variant's figures. Version 3 adds {"people": {name: {game: {variant: {difficulty:
record}}}}} for the people other than "You"; a version 1 or 2 file has none. The next result
written saves the file as the newest version.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from game import GAMES
from game.core import State
from game.referee.people import YOU, checked_name
from saves import document, storage
from saves.paths import home
from saves.store import HUMAN

FORMAT = "parlour-stats"
VERSION = 3
#: the variant of records that were not told apart: a game of one kind, or a version 1 file's
UNSORTED = ""
FILE = "stats.json"
#: how a failed write names this file to the player
WHAT = storage.STATISTICS
#: the difficulty of a game of people only, several at this computer
TOGETHER = "together"
#: game -> variant -> difficulty -> record
Records = dict[str, dict[str, dict[str, "Record"]]]


@dataclasses.dataclass
class Record:
    games: int = 0
    wins: int = 0
    draws: int = 0
    best: float | None = None
    total: float = 0.0  # the sum of all recorded scores, for the mean
    scored: int = 0  # games that had a score
    streak: int = 0
    best_streak: int = 0

    @property
    def losses(self) -> int:
        return self.games - self.wins - self.draws

    @property
    def mean(self) -> float | None:
        return self.total / self.scored if self.scored else None

    def add(self, won: bool, draw: bool, score: float | None, lower_is_better: bool) -> None:
        self.games += 1
        self.wins += won
        self.draws += draw and not won
        self.streak = self.streak + 1 if won else 0
        self.best_streak = max(self.best_streak, self.streak)
        if score is not None:
            self.scored += 1
            self.total += score
            if self.best is None or (score < self.best if lower_is_better else score > self.best):
                self.best = float(score)


@dataclasses.dataclass
class Stats:
    #: the records of "You" (the computer's usual player): game -> variant -> difficulty -> record
    records: Records = dataclasses.field(default_factory=dict)
    #: every other person's, by name
    people: dict[str, Records] = dataclasses.field(default_factory=dict)

    def get(self, game: str, difficulty: str, variant: str = UNSORTED) -> Record:
        """The record of `game`'s `variant` against `difficulty` (an empty one if never played)."""
        return self.records.get(game, {}).get(variant, {}).get(difficulty, Record())

    def of(self, person: str) -> Stats:
        """One person's figures (as a Stats of their own, "You"'s being this one's `records`)."""
        return Stats(self.records) if person == YOU else Stats(self.people.get(person, {}))

    def names(self) -> list[str]:
        """Everyone with figures: "You" first, then the others by name."""
        return [YOU, *sorted(name for name in self.people if name != YOU)]

    def add(self, game: str, difficulty: str, won: bool, score: float | None = None,
            draw: bool = False, variant: str = UNSORTED, person: str = YOU) -> Record:
        records = self.records if person == YOU else self.people.setdefault(person, {})
        record = records.setdefault(game, {}).setdefault(variant, {}).setdefault(difficulty, Record())
        record.add(won, draw, score, game in GAMES and GAMES[game].lower_is_better)
        return record


def path() -> Path:
    return home() / FILE


def record_result(game: str, difficulty: str, won: bool, score: float | None = None,
                  draw: bool = False, variant: str = UNSORTED, person: str = YOU) -> Record:
    """Add one finished game of `person`'s to the statistics file and return its updated record."""
    record: Record = document.update(path(), WHAT, _load, _write,
                                     lambda statistics: statistics.add(game, difficulty, won, score, draw, variant,
                                                                       person))
    return record


def record_game(game: str, seats: list[str], state: State, options: dict[str, Any], seat: int | None = None,
                person: str = YOU) -> Record:
    """Record a finished game, played with `options`, for `person` at `seat` (by default the
    first "human" seat), under the variant those options play (Game.stats_variant).

    Judged through the engine contract: a win is being among `winners()`; a game that ended with
    no winner is a draw where there were opponents, and a loss in a cooperative or solo game.
    The difficulty is the bots' level ("mixed" for several, "solo" for none). A cooperative
    game's score counts only when the team won, as its rulebook scores only a win.
    """
    if not state.is_over():
        raise ValueError("only a finished game goes into the statistics")
    seat = seats.index(HUMAN) if seat is None else seat
    won = seat in state.winners()
    team = GAMES[game].cooperative or len(seats) == 1
    draw = not won and not state.winners() and not team
    score = state.scores()[seat] if won or not team else None
    return record_result(game, difficulty(seats), won, score, draw, GAMES[game].stats_variant(options), person)


def difficulty(seats: list[str]) -> str:
    """The bots' level ("mixed" for several); "solo" or TOGETHER (several people) for none.

    >>> difficulty(["human", "easy"]), difficulty(["human", "human"]), difficulty(["human"])
    ('easy', 'together', 'solo')
    """
    bots = sorted({seat for seat in seats if seat != HUMAN})
    if not bots:
        return TOGETHER if len(seats) > 1 else "solo"
    return bots[0] if len(bots) == 1 else "mixed"


def load() -> Stats:
    """The saved statistics; records that are not valid are reset (the file kept aside) and reported."""
    return _load(strict=False)


def _load(strict: bool) -> Stats:
    doc = document.read(path(), FORMAT, VERSION, "statistics", strict)
    if doc is None:
        return Stats()
    wrong: list[str] = []
    records = _read_records(doc.get("records", {}), doc["version"], wrong, "")
    people: dict[str, Records] = {}
    found = doc.get("people", {})
    if not isinstance(found, dict):
        found, wrong = {}, [*wrong, "people"]
    for name, table in found.items():
        if checked_name(name) and name != YOU:
            people[name] = _read_records(table, doc["version"], wrong, f"{name}: ")
        else:
            wrong.append(f"people.{name}")
    statistics = Stats(records, people)
    if wrong and document.keep_aside(path(), "statistics", wrong):
        save(statistics)
    return statistics


def _read_records(games: object, version: int, wrong: list[str], whose: str) -> Records:
    """One person's records as the file keeps them; what is not valid is named in `wrong`."""
    records: Records = {}
    if not isinstance(games, dict):
        wrong.append(f"{whose}records")
        return records
    for game, variants in games.items():
        if version == 1:
            variants = {UNSORTED: variants}
        if not isinstance(variants, dict):
            wrong.append(f"{whose}{game}")
            continue
        for variant, table in variants.items():
            where = whose + (f"{game}.{variant}" if variant else game)
            if not isinstance(table, dict):
                wrong.append(where)
                continue
            kept = records.setdefault(game, {}).setdefault(variant, {})
            for difficulty, data in table.items():
                try:
                    kept[difficulty] = _checked(document.record_from(Record, data))
                except (ValueError, TypeError):
                    wrong.append(f"{where}.{difficulty}")
    return records


def _checked(record: Record) -> Record:
    """A record whose counts agree with each other (so losses and the mean make sense)."""
    if record.wins + record.draws > record.games or record.scored > record.games:
        raise ValueError("counts do not add up")
    if record.streak > record.best_streak or record.best_streak > record.wins:
        raise ValueError("streaks do not add up")
    return record


def save(statistics: Stats) -> Path | None:
    """Write all of `statistics`; None (told once) when it cannot be written."""
    return document.write_softly(path(), FORMAT, VERSION, _body(statistics), WHAT)


def _write(statistics: Stats) -> Path:
    return document.write(path(), FORMAT, VERSION, _body(statistics))


def _body(statistics: Stats) -> dict[str, Any]:
    return {"records": _records_body(statistics.records),
            "people": {name: _records_body(records) for name, records in statistics.people.items()}}


def _records_body(records: Records) -> dict[str, Any]:
    return {game: {variant: {level: document.as_table(r) for level, r in table.items()}
                   for variant, table in variants.items()}
            for game, variants in records.items()}

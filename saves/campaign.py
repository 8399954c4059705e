"""Progress that outlives one game, every game's in one file (campaign.json): the sections each
game declares (`Game.campaign`, game.core.campaign.Section), by their names.

    from game.flixo.campaign import FlixoCampaigns
    flixos = campaign.load().section(FlixoCampaigns).next_flixos(key, start=6)
    run = campaign.update(lambda progress: progress.section(FlixoCampaigns).result(key, 6, won=True, most=12))

`update` reads, changes and writes back under a lock, so two windows lose no record; a write
that fails is told once and the game goes on. The file is read and written section by section
through the games' declarations (the Flixo campaigns, Zen's results, Flanx's best times...), so a
game brings its own sections and nothing here names one. A section no game declares here (a game
this copy does not have) is kept as it was read and written back unchanged.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game import GAMES
from game.core.campaign import Section
from saves import document, storage
from saves.paths import home

FORMAT = "parlour-campaign"
VERSION = 1
FILE = "campaign.json"
#: how a failed write names this file to the player
WHAT = storage.CAMPAIGN
T = TypeVar("T")
S = TypeVar("S", bound=Section[Any])


def declared() -> dict[str, type[Section[Any]]]:
    """Every game's campaign sections by name, in the order of game.GAMES."""
    kinds: dict[str, type[Section[Any]]] = {}
    for name, game in GAMES.items():
        for kind in game.campaign:
            if kind.name in kinds and kinds[kind.name] is not kind:
                raise ValueError(f"{name} declares a campaign section {kind.name!r} another game declares")
            kinds[kind.name] = kind
    return kinds


class Campaign:
    """The saved progress: each declared section (an empty one until something is recorded), and
    the sections of games not here, as they were read."""

    def __init__(self, sections: dict[str, Section[Any]] | None = None,
                 others: dict[str, object] | None = None) -> None:
        self.sections: dict[str, Section[Any]] = dict(sections or {})
        self.others: dict[str, object] = dict(others or {})

    def __eq__(self, other: object) -> bool:
        """The same records: a section missing on one side is the same as an empty one."""
        if not isinstance(other, Campaign):
            return NotImplemented
        names = set(self.sections) | set(other.sections)
        return self.others == other.others and all(self.sections.get(name, {}) == other.sections.get(name, {})
                                                   for name in names)

    def __repr__(self) -> str:
        return f"Campaign({self.sections!r}, others={self.others!r})"

    def section(self, kind: type[S]) -> S:
        """The section `kind` declares (a new, empty one when the file has none)."""
        found = self.sections.get(kind.name)
        if not isinstance(found, kind):
            found = self.sections[kind.name] = kind()
        return found


def path() -> Path:
    return home() / FILE


def update(change: Callable[[Campaign], T]) -> T:
    """Apply `change` to the saved progress and write it back; `change`'s answer (a FlixoRun...)."""
    return document.update(path(), WHAT, _load, _write, change)


def load() -> Campaign:
    """The saved progress; entries that are not valid are reset (the file kept aside) and reported."""
    return _load(strict=False)


def _load(strict: bool) -> Campaign:
    doc = document.read(path(), FORMAT, VERSION, "campaign progress", strict)
    if doc is None:
        return Campaign()
    wrong: list[str] = []
    kinds = declared()
    sections: dict[str, Section[Any]] = {}
    for name, kind in kinds.items():
        section = kind()
        section.update(_records(doc.get(name, {}), name, kind.record, kind.depth, wrong))
        sections[name] = section
    others = {name: table for name, table in doc.items() if name not in kinds and name not in ("format", "version")}
    progress = Campaign(sections, others)
    if wrong and document.keep_aside(path(), "campaign progress", wrong):
        save(progress)
    return progress


def _records(table: object, label: str, cls: type, depth: int, wrong: list[str]) -> dict[str, Any]:
    """The good entries of one table of records (`depth` keys deep); the names of the bad ones go
    into `wrong`."""
    if not isinstance(table, dict):
        wrong.append(label)
        return {}
    entries: dict[str, Any] = {}
    for key, data in table.items():
        if depth > 1:
            if isinstance(data, dict):
                entries[key] = _records(data, f"{label}.{key}", cls, depth - 1, wrong)
            else:
                wrong.append(f"{label}.{key}")
            continue
        try:
            entries[key] = document.record_from(cls, data)
        except (ValueError, TypeError):
            wrong.append(f"{label}.{key}")
    return entries


def save(progress: Campaign) -> Path | None:
    """Write all of `progress`; None (told once) when it cannot be written."""
    return document.write_softly(path(), FORMAT, VERSION, _body(progress), WHAT)


def _write(progress: Campaign) -> Path:
    return document.write(path(), FORMAT, VERSION, _body(progress))


def _body(progress: Campaign) -> dict[str, object]:
    body: dict[str, object] = dict(progress.others)
    for name, kind in declared().items():
        body[name] = _table(progress.section(kind), kind.depth)
    return body


def _table(entries: dict[str, Any], depth: int) -> dict[str, Any]:
    return {key: _table(value, depth - 1) if depth > 1 else document.as_table(value) for key, value in entries.items()}

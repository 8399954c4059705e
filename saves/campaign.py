"""Progress that outlives one game: the Flixo campaigns, Zen results, Flanx best times.

    key = campaign.flixo_key(level=2, display="3x4", players=3)       # "level2-3x4-3p"
    flixos = campaign.load().flixo_next(key, start=6)
    run = campaign.update(lambda progress: progress.flixo_result(key, flixos=flixos, won=True, most=12))

`update` reads, changes and writes back under a lock, so two windows lose no record; a write
that fails is told once and the game goes on.

- Flixo (rulebook, levels 2-4 and the 3x4 display): after a win the next game has one more Flixo,
  until a win against the most there can be. Each campaign is kept under `flixo_key(level,
  display, players)`; `start` and `most` come from the Flixo rules (game.flixo.cards).
- Zen: per form, the fewest rounds a solution took, and how often it was played and solved.
- Flanx: per variant and bot difficulty, the quickest win in seconds.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Callable, TypeVar

from saves import document, storage
from saves.paths import home

FORMAT = "parlour-campaign"
VERSION = 1
FILE = "campaign.json"
#: how a failed write names this file to the player
WHAT = storage.CAMPAIGN
T = TypeVar("T")


@dataclasses.dataclass
class FlixoRun:
    flixos: int  # how many Flixos the next game of this campaign has
    wins: int = 0
    completed: bool = False  # won against the most Flixos this campaign allows


@dataclasses.dataclass
class ZenResult:
    played: int = 0
    solved: int = 0
    best_rounds: int | None = None


@dataclasses.dataclass
class FlanxBest:
    played: int = 0
    wins: int = 0
    best_seconds: float | None = None


@dataclasses.dataclass
class Campaign:
    flixo: dict[str, FlixoRun] = dataclasses.field(default_factory=dict)
    zen: dict[str, ZenResult] = dataclasses.field(default_factory=dict)
    flanx: dict[str, dict[str, FlanxBest]] = dataclasses.field(default_factory=dict)

    def flixo_next(self, key: str, start: int) -> int:
        """How many Flixos the next game of campaign `key` has (`start` when it is new)."""
        run = self.flixo.get(key)
        return start if run is None else run.flixos

    def flixo_result(self, key: str, flixos: int, won: bool, most: int) -> FlixoRun:
        """Record a game against `flixos` Flixos; a win moves the campaign one Flixo on."""
        run = self.flixo.setdefault(key, FlixoRun(flixos=flixos))
        if won:
            run.wins += 1
            run.completed = run.completed or flixos >= most
            run.flixos = min(flixos + 1, most)
        else:
            run.flixos = flixos
        return run

    def zen_result(self, form: str, solved: bool, rounds: int) -> ZenResult:
        result = self.zen.setdefault(form, ZenResult())
        result.played += 1
        if solved:
            result.solved += 1
            if result.best_rounds is None or rounds < result.best_rounds:
                result.best_rounds = rounds
        return result

    def flanx_result(self, difficulty: str, won: bool, seconds: float, variant: str = "base") -> FlanxBest:
        best = self.flanx.setdefault(variant, {}).setdefault(difficulty, FlanxBest())
        best.played += 1
        if won:
            best.wins += 1
            if best.best_seconds is None or seconds < best.best_seconds:
                best.best_seconds = float(seconds)
        return best


def flixo_key(level: int, display: str, players: int) -> str:
    """The name of one Flixo campaign: the set-up screen reads it, the result screen records it."""
    return f"level{level}-{display}-{players}p"


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
    progress = Campaign(
        flixo=_section(doc.get("flixo", {}), "flixo", FlixoRun, wrong),
        zen=_section(doc.get("zen", {}), "zen", ZenResult, wrong),
        flanx=_flanx(doc.get("flanx", {}), wrong),
    )
    if wrong and document.keep_aside(path(), "campaign progress", wrong):
        save(progress)
    return progress


def _flanx(table: object, wrong: list[str]) -> dict[str, Any]:
    if not isinstance(table, dict):
        wrong.append("flanx")
        return {}
    variants = {}
    for variant, levels in table.items():
        if isinstance(levels, dict):
            variants[variant] = _section(levels, f"flanx.{variant}", FlanxBest, wrong)
        else:
            wrong.append(f"flanx.{variant}")
    return variants


def _section(table: object, label: str, cls: type, wrong: list[str]) -> dict[str, Any]:
    """The good entries of one table of records; the names of the bad ones go into `wrong`."""
    if not isinstance(table, dict):
        wrong.append(label)
        return {}
    entries: dict[str, object] = {}
    for key, data in table.items():
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


def _body(progress: Campaign) -> dict[str, Any]:
    return {
        "flixo": {k: document.as_table(v) for k, v in progress.flixo.items()},
        "zen": {k: document.as_table(v) for k, v in progress.zen.items()},
        "flanx": {variant: {k: document.as_table(v) for k, v in table.items()}
                  for variant, table in progress.flanx.items()},
    }

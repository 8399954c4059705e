"""A game's part of the progress kept between games: saves.campaign keeps every game's in one file.

A game declares its sections (`Game.campaign`), each a subclass of Section: its name in the file,
the dataclass of one record, how many keys lead to a record, and, for the Statistics page, a
table of it. A section is a dict of its records, and its own methods record a game and answer
the game's questions ("how many Flixos does the next game have?"). The file's reader and writer
(saves.campaign) know no game: they loop over the declared sections.

    >>> from dataclasses import dataclass
    >>> @dataclass
    ... class Best:
    ...     played: int = 0
    >>> class Bests(Section[Best]):
    ...     name, record = "example", Best
    >>> bests = Bests()
    >>> bests.entry("easy").played += 1
    >>> bests
    {'easy': Best(played=1)}
    >>> bests.rows()
    []
"""
from __future__ import annotations

from typing import Any, ClassVar, TypeVar

R = TypeVar("R")


class Section(dict[str, R]):
    """Records by key; with `depth` 2 each value is itself a dict of records (Flanx: variant, then
    bot level)."""

    #: the section's name in the file, unique among the games (the game's name, as a rule)
    name: ClassVar[str] = ""
    #: the dataclass of one record; its fields are JSON numbers, text, yes/no or None
    record: ClassVar[type[Any]] = object
    #: how many keys lead to a record
    depth: ClassVar[int] = 1
    #: the Statistics page's table of this section: its title ("": the page shows none), its
    #: column headings and what it says while there is no row
    title: ClassVar[str] = ""
    columns: ClassVar[tuple[str, ...]] = ()
    empty: ClassVar[str] = ""

    def entry(self, *keys: str) -> Any:
        """The record under `keys` (as many as `depth`), a new one with the record's defaults when
        there is none yet."""
        if len(keys) != self.depth:
            raise KeyError(f"a record of {self.name!r} lies under {self.depth} key(s), not {len(keys)}")
        table: dict[str, Any] = self
        for key in keys[:-1]:
            table = table.setdefault(key, {})
        return table.setdefault(keys[-1], self.record())

    def rows(self) -> list[tuple[str, ...]]:
        """The Statistics page's rows, one tuple of texts per record shown (none by default)."""
        return []


"""A Zen form: the target layout of a solo puzzle, a set of cells each naming one exact card.

Cells are (column, row) with rows growing downwards, as on screen. A form is valid when every
two orthogonally adjacent cells hold cards that fit (DECISIONS.md, Flanx fit), no card appears
twice, and the cells are connected.

    >>> from game.flanx.cards import card, face, WHITE, POINT, NOTCH, GREEN, PINK
    >>> a = card(WHITE, face(POINT, NOTCH, GREEN, PINK))
    >>> b = card(WHITE, face(NOTCH, POINT, PINK, GREEN))
    >>> Form("Pair", {(0, 0): a, (1, 0): b}).problems()
    []
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.text import T, Text
from game.flanx.board import ABOVE, BELOW, LEFT, RIGHT, misfit_reason, neighbour_fits
from game.flanx.cards import FACES, spoken

Cell = tuple[int, int]
STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))


def neighbours(cell: Cell) -> list[Cell]:
    """The four orthogonal neighbours of a cell (some may lie outside any form)."""
    c, r = cell
    return [(c + dc, r + dr) for dc, dr in STEPS]


def direction(cell: Cell, other: Cell) -> int:
    """Where the orthogonally adjacent `other` lies from `cell` (game.flanx.board's directions)."""
    dc, dr = other[0] - cell[0], other[1] - cell[1]
    return {(-1, 0): LEFT, (1, 0): RIGHT, (0, -1): ABOVE, (0, 1): BELOW}[(dc, dr)]


def pair_fits(cell: Cell, c1: int, other: Cell, c2: int) -> bool:
    """Whether card c1 on `cell` fits card c2 on the orthogonally adjacent `other`."""
    return neighbour_fits(c1, direction(cell, other), c2)


@dataclass(frozen=True)
class Form:
    name: str
    cells: dict[Cell, int]          # cell -> card
    level: int = 0                  # 1-4 in the booklet, 0 for user-made and random forms
    difficulty: float | None = None  # the policy's success rate, when measured
    home: dict[int, Cell] = field(init=False, repr=False, compare=False)
    #: each cell's form cells orthogonally next to it, worked out once (the policy asks often)
    links: dict[Cell, tuple[Cell, ...]] = field(init=False, repr=False, compare=False)
    #: the cells and their cards as one hashable value (caches key on it)
    layout: frozenset[tuple[Cell, int]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "home", {c: cell for cell, c in self.cells.items()})
        object.__setattr__(self, "links", {cell: tuple(n for n in neighbours(cell) if n in self.cells)
                                           for cell in self.cells})
        object.__setattr__(self, "layout", frozenset(self.cells.items()))

    # -- what the rules ask ------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.cells)

    def cell_of(self, card_: int) -> Cell | None:
        """The card's own cell in this form, None when the form does not use it."""
        return self.home.get(card_)

    def decks(self) -> tuple[int, ...]:
        """The deck colours the form uses (one-colour forms set the other deck aside)."""
        return tuple(sorted({c // FACES for c in self.cells.values()}))

    def linked(self, cell: Cell) -> tuple[Cell, ...]:
        """The form's cells orthogonally next to `cell`."""
        links = self.links.get(cell)
        return links if links is not None else tuple(n for n in neighbours(cell) if n in self.cells)

    def bounds(self) -> tuple[int, int, int, int]:
        """(min column, min row, columns, rows) of the smallest box around the form."""
        cols = [c for c, _ in self.cells]
        rows = [r for _, r in self.cells]
        return min(cols), min(rows), max(cols) - min(cols) + 1, max(rows) - min(rows) + 1

    # -- validity ----------------------------------------------------------------------------
    def problems(self) -> list[Text]:
        """Everything that makes this form unplayable, in words; empty when it is valid."""
        out = []
        if not self.cells:
            return [T("the form has no cells")]
        if len(self.home) != len(self.cells):
            out.append(T("a card is used on more than one cell"))
        strangers = [T("{cell} names no white or black card ({card})", cell=str(cell), card=c)
                     for cell, c in self.cells.items() if not 0 <= c < 2 * FACES]
        if strangers:
            return out + strangers
        for cell, c in self.cells.items():
            for other in self.linked(cell):
                if other > cell and not pair_fits(cell, c, other, self.cells[other]):
                    why = misfit_reason(c, direction(cell, other), self.cells[other])
                    out.append(T("{card} at {cell} does not fit the card at {other}: {why}",
                                 card=spoken(c), cell=str(cell), other=str(other), why=why))
        if not self.connected():
            out.append(T("the cells are not all connected"))
        return out

    def connected(self) -> bool:
        start = next(iter(self.cells))
        seen, todo = {start}, [start]
        while todo:
            for n in self.linked(todo.pop()):
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        return len(seen) == len(self.cells)

    # -- data --------------------------------------------------------------------------------
    def to_data(self) -> list[list[int]]:
        """The cells as [[column, row, card], ...], sorted: the booklet's and the saves' format."""
        return [[c, r, k] for (c, r), k in sorted(self.cells.items())]

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "level": self.level, "cells": self.to_data()}
        if self.difficulty is not None:
            data["difficulty"] = self.difficulty
        return data

    @classmethod
    def from_data(cls, name: str, cells: list[Any], level: int = 0,
                  difficulty: float | None = None) -> Form:
        """Read [[column, row, card], ...]; ValueError on malformed data or an invalid form."""
        try:
            mapping = {(int(c), int(r)): int(k) for c, r, k in cells}
        except (TypeError, ValueError):
            raise ValueError(f"form {name!r}: cells must be [column, row, card] triples") from None
        if len(mapping) != len(cells):
            raise ValueError(f"form {name!r}: a cell is listed twice")
        form = cls(str(name), mapping, int(level), difficulty)
        problems = form.problems()
        if problems:
            raise ValueError(f"form {name!r}: {problems[0]}")
        return form

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Form:
        return cls.from_data(data["name"], data["cells"], data.get("level", 0), data.get("difficulty"))

"""A card display: a rectangle of slots kept as one flat list, row by row.

A slot is one int: the card id (0..83) plus flag bits.  ``UP`` marks a face-up card, ``EYE``
a face-down card with an eye token (the whole team knows it).  In a view a face-down card
nobody knows is ``HIDDEN``: no card id at all.

    >>> slots = [5 | UP, 17 | UP, 9, 30 | UP]     # 2x2: the top row two face-up "4"s (ids 5 and 17)
    >>> full_lines(slots, 2, 2)
    ((0,), ())
    >>> close_up(slots, 2, 2, (0,), ())             # the bottom row is left: one face-down, one "5"
    ([9, 158], 1, 2)
    >>> kept_cells(2, 2, (0,), ())                  # (old cell, new cell) of each card left
    [(2, 0), (3, 1)]
"""
from __future__ import annotations

from game.flixo.cards import FIRST_FLIXO, VALUE

UP = 128
EYE = 256
HIDDEN = 127          # a face-down card in a view: unknown to everybody
CARD = 127            # mask: the card id inside a slot


def card_of(slot: int) -> int:
    return slot & CARD


def _same_face_up_number(line: list[int]) -> bool:
    first = line[0]
    if not first & UP:
        return False
    number = VALUE[first & CARD]
    for slot in line:
        if not slot & UP or VALUE[slot & CARD] != number:
            return False
    return True


def full_lines(slots: list[int], rows: int, cols: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The rows and columns to remove now: at least two cards, all face up, all one number.

    A single card never makes a line (DECISIONS.md: the "last row or column" rule in one sentence).
    """
    gone_rows = tuple(r for r in range(rows) if cols >= 2 and _same_face_up_number(slots[r * cols:(r + 1) * cols]))
    gone_cols = tuple(c for c in range(cols) if rows >= 2 and _same_face_up_number(slots[c::cols]))
    return gone_rows, gone_cols


def close_up(slots: list[int], rows: int, cols: int, gone_rows: tuple[int, ...],
             gone_cols: tuple[int, ...]) -> tuple[list[int], int, int]:
    """The display after removing those lines and sliding the rest together."""
    kept = kept_cells(rows, cols, gone_rows, gone_cols)
    if not kept:
        return [], 0, 0
    return [slots[old] for old, _ in kept], rows - len(gone_rows), cols - len(gone_cols)


def kept_cells(rows: int, cols: int, gone_rows: tuple[int, ...],
               gone_cols: tuple[int, ...]) -> list[tuple[int, int]]:
    """(old flat index, new flat index) of every card left once those lines go, row by row:
    the renumbering that `close_up` does."""
    keep_rows = [r for r in range(rows) if r not in gone_rows]
    keep_cols = [c for c in range(cols) if c not in gone_cols]
    return [(r * cols + c, i * len(keep_cols) + j) for i, r in enumerate(keep_rows) for j, c in enumerate(keep_cols)]


def cells_of(rows: int, cols: int, gone_rows: tuple[int, ...], gone_cols: tuple[int, ...]) -> list[int]:
    """Flat indices of every cell in those lines, each once, row by row."""
    return [r * cols + c for r in range(rows) for c in range(cols) if r in gone_rows or c in gone_cols]


def has_flixo(slots: list[int]) -> bool:
    """Whether a full (not redacted) display still holds a Flixo, face up or face down."""
    return any(slot & CARD >= FIRST_FLIXO for slot in slots)

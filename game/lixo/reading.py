"""Reading a saved LIXO? state back: each field's shape and range checked, ValueError otherwise
(game.lixo.state.LixoState.from_dict), so a file edited by hand or cut short is refused, never
half loaded.

    >>> whole_in(3, 0, 5), wholes_in([0, 2], 0, 5), count_rows([[1, 0], [0, 2]], 2, 2)
    (3, [0, 2], [[1, 0], [0, 2]])
    >>> whole_in(True, 0, 5)
    Traceback (most recent call last):
    ValueError: expected a whole number 0-5, got True
"""
from __future__ import annotations

from typing import Any

from game.lixo.cards import FULL_RUBBISH


def sized(value: Any, length: int) -> list[Any]:
    """`value` when it is a list of `length` items."""
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"expected a list of {length}, got {value!r:.60}")
    return value


def whole_in(value: Any, low: int, high: int) -> int:
    """`value` when it is a whole number low-high (a bool is not one)."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"expected a whole number {low}-{high}, got {value!r:.60}")
    return value


def wholes_in(value: Any, low: int, high: int) -> list[int]:
    """A copy of a list of whole numbers low-high (checked in bulk: the stack has 180)."""
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise ValueError(f"expected a list of whole numbers, got {value!r:.60}")
    if value and (min(value) < low or max(value) > high):
        raise ValueError(f"expected whole numbers {low}-{high}, got {value!r:.60}")
    return value[:]


def count_rows(value: Any, rows: int, width: int) -> list[list[int]]:
    """`rows` rows of `width` card counts each, no count above all the rubbish there is."""
    return [wholes_in(sized(row, width), 0, sum(FULL_RUBBISH)) for row in sized(value, rows)]

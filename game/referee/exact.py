"""Exact comparison of actions: a legal action's fields with their very types.

`Take(24.0, 3, True) == Take(24, 3, True)` is true in Python, and so is `1 == True`; an engine
fed the float would fail halfway through an action or write a state it cannot save. The referee
accepts an action only when it matches a legal one field by field, type by type.

    >>> same((1, 2), (1, 2)), same((1, 2.0), (1, 2)), same(True, 1)
    (True, False, False)
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any


def same(a: Any, b: Any) -> bool:
    """Equal, with equal types all the way down (tuples, lists and dataclasses compared inside)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if dataclasses.is_dataclass(a):
        return all(same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    return bool(a == b)


def find_exact(action: Any, legal: Sequence[Any]) -> Any | None:
    """The legal action `action` is exactly, or None."""
    for candidate in legal:
        if same(action, candidate):
            return candidate
    return None

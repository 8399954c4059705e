"""The Zen booklet: the forms that ship in assets/zen/booklet.json, in booklet order.

Each entry: {"name", "level", "cells": [[column, row, card], ...], "difficulty", "solved_seed"}.
`difficulty` is the policy's success rate over the file's "shuffles" seeded shuffles
(game/zen/policy.py) and `solved_seed` one shuffle seed on which the policy completes the form
(a test replays it). The file is rebuilt by `python -m game.zen.build_booklet`.

A player reads a success rate as how often the computer solves the form:

    >>> [str(solved_words(rate)) for rate in (1.0, 0.985, 0.4475, 0.0175)]
    ['every time', 'almost every time', '4 times in 10', '2 times in 100']
"""
from __future__ import annotations

import functools
import json
import sys
from pathlib import Path
from typing import Any

from game.core.text import TN, T, Text
from game.zen.form import Form


def booklet_path() -> Path:
    """assets/zen/booklet.json, from source or from inside a frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) / "assets" if bundle else Path(__file__).resolve().parents[2] / "assets"
    return root / "zen" / "booklet.json"


@functools.cache
def entries() -> tuple[dict[str, Any], ...]:
    """The raw booklet entries, as stored."""
    with open(booklet_path(), encoding="utf-8") as fh:
        return tuple(json.load(fh)["forms"])


@functools.cache
def forms() -> tuple[Form, ...]:
    """Every booklet form, validated, in booklet order (by level, then easiest first)."""
    return tuple(Form.from_dict(e) for e in entries())


def find(name: str) -> Form:
    """The booklet form called `name`; ValueError when there is none."""
    for form in forms():
        if form.name == name:
            return form
    raise ValueError(f"the booklet has no form called {name!r}")


def solved_words(rate: float) -> Text:
    """How often the computer solves a form, from its measured success `rate`, in words: tenths
    while they say something, hundredths below that.

    >>> str(solved_words(0.31)), str(solved_words(0.012)), str(solved_words(0.96))
    ('3 times in 10', '1 time in 100', 'almost every time')
    """
    if rate >= 1:
        return T("every time")
    if rate >= 0.95:
        return T("almost every time")
    if rate >= 0.095:
        return TN("{n} time in 10", "{n} times in 10", round(rate * 10))
    if rate > 0:
        return TN("{n} time in 100", "{n} times in 100", max(1, round(rate * 100)))
    return T("never")

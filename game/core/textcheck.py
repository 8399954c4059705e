"""Words from elsewhere (a host over the network) made a Text only when they are what a Text holds.

`Text.from_data` trusts its data; a player's end trusts nothing from its host, so words that
arrive (a refusal, a note, a bot's bubble, why the table closed) pass here first: an id, places
that are plain `{names}` (no format specs, which could ask for a string of any length), arguments
that are names, numbers or such words again, nested a few deep.

    >>> checked_text({"id": "{name} wins", "args": {"name": "Ann"}}).say()
    'Ann wins'
    >>> checked_text("Not your turn").say()
    'Not your turn'
    >>> checked_text({"id": "{name} wins", "args": {"name": [1]}})
    Traceback (most recent call last):
    ...
    ValueError: words with an argument of the wrong kind
    >>> checked_text({"id": "{name:>999999999}", "args": {"name": "Ann"}})
    Traceback (most recent call last):
    ...
    ValueError: words with a place that is not a plain {name}
"""
from __future__ import annotations

import string
from typing import Any

from game.core.text import Text

#: the longest id or argument string taken, and the most arguments
LONGEST, MOST_ARGS, DEEPEST = 1000, 16, 4


def checked_text(data: Any, depth: int = 0) -> Text:
    """The Text `Text.to_data` described (a plain string for older messages): ValueError unless
    every part of it is what a Text holds and every place in it can be filled."""
    if isinstance(data, str):         # no arguments: said as it is, never formatted
        if len(data) > LONGEST:
            raise ValueError("words too long")
        return Text(data)
    if depth > DEEPEST or not isinstance(data, dict) or type(data.get("id")) is not str \
            or not set(data) <= {"id", "args", "plural", "n"}:
        raise ValueError("not words: a text is a string, or an id and its arguments")
    _check_pattern(data["id"])
    args = data.get("args", {})
    if not isinstance(args, dict) or len(args) > MOST_ARGS:
        raise ValueError("words whose arguments are not a mapping")
    for value in args.values():
        if isinstance(value, dict):
            checked_text(value, depth + 1)
        elif isinstance(value, bool) or not isinstance(value, str | int | float) \
                or (isinstance(value, str) and len(value) > LONGEST) \
                or (isinstance(value, float) and not abs(value) < 1e15):
            raise ValueError("words with an argument of the wrong kind")
    if "plural" in data or "n" in data:
        if type(data.get("plural")) is not str or type(data.get("n")) is not int or not abs(data["n"]) < 10 ** 15:
            raise ValueError("words with a plural but no whole number")
        _check_pattern(data["plural"])
    text = Text.from_data(data)
    try:
        text.say()            # every place filled: words that cannot be said are not used
    except (KeyError, IndexError, ValueError) as exc:
        raise ValueError(f"words that cannot be said ({type(exc).__name__})") from None
    return text


def _check_pattern(pattern: str) -> None:
    if len(pattern) > LONGEST:
        raise ValueError("words too long")
    try:
        fields = list(string.Formatter().parse(pattern))
    except ValueError:
        raise ValueError("words with a broken place") from None
    for _, name, spec, conversion in fields:
        if name is not None and (not name.isidentifier() or spec or conversion):
            raise ValueError("words with a place that is not a plain {name}")

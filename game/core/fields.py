"""Reading a game's fields back from JSON data with their types checked exactly: a View sent
over the network is read with these (Game._read_view). Each reader takes a value and the field's
name and returns the value (lists copied), or raises ValueError naming the field.

    >>> read({"seat": 1, "hand": [3, 4], "over": False}, {"seat": whole, "hand": wholes, "over": flag})
    {'seat': 1, 'hand': [3, 4], 'over': False}
    >>> read({"seat": True}, {"seat": whole})
    Traceback (most recent call last):
    ...
    ValueError: seat is not a whole number (True)
    >>> read({}, {"seat": whole})
    Traceback (most recent call last):
    ...
    ValueError: seat is missing
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

Reader = Callable[[Any, str], Any]
T = TypeVar("T")


def _refuse(name: str, kind: str, value: Any) -> ValueError:
    return ValueError(f"{name} is not {kind} ({str(value)[:40]})")


def whole(value: Any, name: str) -> int:
    if type(value) is not int:
        raise _refuse(name, "a whole number", value)
    return value


def flag(value: Any, name: str) -> bool:
    if type(value) is not bool:
        raise _refuse(name, "true or false", value)
    return value


def text(value: Any, name: str) -> str:
    if type(value) is not str:
        raise _refuse(name, "a text", value)
    return value


def number(value: Any, name: str) -> float:
    if type(value) is not int and type(value) is not float:
        raise _refuse(name, "a number", value)
    return value


def list_of(reader: Reader) -> Reader:
    """A reader of a list whose every item `reader` reads."""
    def read_list(value: Any, name: str) -> list[Any]:
        if type(value) is not list:
            raise _refuse(name, "a list", value)
        return [reader(item, f"{name}[{i}]") for i, item in enumerate(value)]
    return read_list


def optional(reader: Reader) -> Reader:
    """A reader that also takes None."""
    def read_optional(value: Any, name: str) -> Any:
        return None if value is None else reader(value, name)
    return read_optional


wholes = list_of(whole)
rows = list_of(wholes)
flags = list_of(flag)


def read(data: dict[str, Any], spec: dict[str, Reader]) -> dict[str, Any]:
    """Each field of `spec` read from `data` by its reader; ValueError for one missing or wrong."""
    out = {}
    for name, reader in spec.items():
        if name not in data:
            raise ValueError(f"{name} is missing")
        out[name] = reader(data[name], name)
    return out


def build(cls: type[T], data: dict[str, Any], spec: dict[str, Reader]) -> T:
    """An instance of `cls`, made without its __init__ (a View is made from a State), holding each
    field of `spec` read from `data`."""
    made = cls.__new__(cls)
    for name, value in read(data, spec).items():
        setattr(made, name, value)
    return made


def tupled(value: Any) -> Any:
    """JSON data with every list made a tuple, all the way down (dicts kept as dicts).

    >>> tupled([["hand", 1], {"a": [2]}, None])
    (('hand', 1), {'a': (2,)}, None)
    """
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    if isinstance(value, dict):
        return {k: tupled(v) for k, v in value.items()}
    return value

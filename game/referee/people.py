"""People at this computer: a seat played by a person has a name and a colour.

A seat is a bot level or HUMAN (game.referee.referee); where several people share one computer
each person seat also has a `Person`, kept by the person's Link (`Link.people`, one entry per
seat, None for a bot). The table follows whichever person is to move (`Link.follow`); the
statistics count per person; a save keeps them beside its record.

    >>> ann = Person("Ann", (230, 120, 60))
    >>> Person.from_data(ann.to_data()) == ann
    True
    >>> Person.from_data({"name": "", "colour": [1, 2, 3]})
    Traceback (most recent call last):
    ...
    ValueError: a person's name is 1-20 printable characters
    >>> Person(YOU, COLOURS[0]).is_you
    True

`YOU` is the profile of the computer's usual player: the screens call that person "You" in
the person's language (a name the table does not translate would read "You's turn").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: the name of the computer's usual player's profile (the screens say "You" for it)
YOU = "You"
#: the longest name a person may have
NAME_LENGTH = 20
#: the colours people are given, in order (light enough for dark felt, apart from each other)
COLOURS: tuple[tuple[int, int, int], ...] = (
    (240, 196, 70), (90, 170, 250), (240, 110, 120), (120, 210, 130), (200, 140, 240), (250, 160, 70))


@dataclass(frozen=True)
class Person:
    name: str
    colour: tuple[int, int, int]

    @property
    def is_you(self) -> bool:
        return self.name == YOU

    def to_data(self) -> dict[str, Any]:
        return {"name": self.name, "colour": list(self.colour)}

    @classmethod
    def from_data(cls, data: object) -> Person:
        """The Person `to_data` wrote: ValueError when `data` is not one."""
        if not isinstance(data, dict):
            raise ValueError("a person is a JSON object")
        name, colour = data.get("name"), data.get("colour")
        if not checked_name(name):
            raise ValueError(f"a person's name is 1-{NAME_LENGTH} printable characters")
        if (not isinstance(colour, list) or len(colour) != 3
                or not all(type(c) is int and 0 <= c <= 255 for c in colour)):
            raise ValueError("a person's colour is three numbers 0-255")
        return cls(str(name), (colour[0], colour[1], colour[2]))


def checked_name(name: object) -> bool:
    """Is `name` one a person may have: 1-20 printable characters, not only spaces?

    >>> checked_name("Ann"), checked_name("  "), checked_name("x" * 21), checked_name(3)
    (True, False, False, False)
    """
    return (isinstance(name, str) and 0 < len(name) <= NAME_LENGTH and name.isprintable()
            and name.strip() == name and bool(name))


def people_from_data(data: object, seats: list[str], human: str) -> list[Person | None]:
    """The people a save kept for `seats` (one entry per seat, None for a bot or someone not at
    this computer); ValueError where they do not fit the seats (a person for a bot's seat, two
    seats with one name).

    >>> people_from_data([{"name": "Ann", "colour": [1, 2, 3]}, None], ["human", "easy"], "human")
    [Person(name='Ann', colour=(1, 2, 3)), None]
    """
    if not isinstance(data, list) or len(data) != len(seats):
        raise ValueError("one entry per seat")
    people = [None if entry is None else Person.from_data(entry) for entry in data]
    if any(person is not None and seat != human for person, seat in zip(people, seats)):
        raise ValueError("a person only in a person's seat")
    names = [person.name for person in people if person is not None]
    if len(set(names)) != len(names):
        raise ValueError("two seats with one name")
    return people

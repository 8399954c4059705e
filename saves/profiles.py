"""The people who play at this computer: a small profile each (a name and a colour), offered on
the set-up screen, most recently seated first. "You" (game.referee.people.YOU) is always there:
the computer's usual player, whose figures the statistics kept before people had names.

    profiles.load()                                   # [Person('You', ...), Person('Ann', ...)]
    profiles.seat([Person("Ben", COLOURS[1])])        # Ben first among the others from now on
    profiles.new_person(["You", "Ann"])               # a name and colour nobody has yet

The file (profiles.json beside the statistics) is checked on load like the other saves files:
an entry that is not a valid person is left out (the file kept aside) and the rest are kept.
"""
from __future__ import annotations

from pathlib import Path

from game.referee.people import COLOURS, YOU, Person
from saves import document, storage
from saves.paths import home

FORMAT = "parlour-people"
VERSION = 1
FILE = "profiles.json"
#: how a failed write names this file to the player: the people's names go with their statistics
WHAT = storage.STATISTICS
#: the most profiles kept (the oldest seated go first)
KEPT = 24


def path() -> Path:
    return home() / FILE


def you() -> Person:
    return Person(YOU, COLOURS[0])


def load() -> list[Person]:
    """Everyone who has played here, "You" first, then the others most recently seated first."""
    doc = document.read(path(), FORMAT, VERSION, "players' names")
    people = [you()]
    if doc is None:
        return people
    found = doc.get("people")
    wrong: list[str] = []
    if not isinstance(found, list):
        found, wrong = [], ["people"]
    for index, data in enumerate(found):
        try:
            person = Person.from_data(data)
        except ValueError:
            wrong.append(f"people[{index}]")
            continue
        if person.is_you:
            people[0] = person
        elif all(person.name != other.name for other in people):
            people.append(person)
    if wrong and document.keep_aside(path(), "players' names", wrong):
        _write(people)
    return people


def seat(seated: list[Person]) -> list[Person]:
    """`seated` sat down to play: they come first among the others next time (each with the
    colour they had now). Returns the profiles as now kept."""
    known = load()
    names = {person.name for person in seated}
    mine = next((person for person in seated if person.is_you), known[0])
    people = [mine, *(p for p in seated if not p.is_you), *(p for p in known[1:] if p.name not in names)]
    _write(people[:KEPT])
    return people[:KEPT]


def new_person(taken: list[str], base: str = "Player") -> Person:
    """A profile for someone new: "Player 2", "Player 3"... (the first name nobody has), with
    the first colour nobody at the table has.

    >>> new_person(["You", "Player 2"]).name
    'Player 3'
    """
    number = 2
    while f"{base} {number}" in taken:
        number += 1
    return Person(f"{base} {number}", COLOURS[(number - 1) % len(COLOURS)])


def _write(people: list[Person]) -> Path | None:
    return document.write_softly(path(), FORMAT, VERSION, {"people": [p.to_data() for p in people]}, WHAT)

"""The seats of a hosted table: how the host set each one up, who sits there, and their tokens.

The host sets each seat up as YOU (the host's own player), OPEN (for a friend) or a bot level.
A friend who joins takes the first open seat nobody holds and is given a token; the token gives
that seat back after a drop (and after the host opens a saved table again). Whoever is not
there or is away (silent on their turn too long: scenes.net.attendance), and every open seat
nobody took, is played by the stand-in bot once the game is on. The host may free a seat: its
person and token are forgotten and anyone may take it.

Names tell people apart: a second "Ann" becomes "Ann 2", and a name that reads as "You" or as
a bot's label ("Bot 3 (hard)", "B3") is replaced by the seat's "Player 2".

    >>> seating = Seating(["you", "open", "hard"], stand_in="normal", host_name="Bea")
    >>> seat, ann = seating.join("Ann", None)
    >>> seat, seating.join("Ann again", ann.token)[0]
    (1, 1)
    >>> seating.join("Cy", None)
    Traceback (most recent call last):
    ...
    scenes.net.seating.Refused: Every seat at this table is taken.
    >>> seating.free(1); [seating.join(name, None)[1].name for name in ("bea",)]
    ['bea 2']
    >>> fair_name("Bot 3 (hard)", [], 2), fair_name("you", [], 2), fair_name(" Ann ", ["ann", "Ann 2"], 2)
    ('Player 3', 'Player 3', 'Ann 3')
"""
from __future__ import annotations

import dataclasses
import hmac
import re
import secrets
from collections.abc import Iterable

from game.core.text import T, Text
from game.referee import HUMAN
from scenes.net.wire import BOT, MAX_NAME, OPEN, PERSON, SeatInfo, TableInfo, clean_name

YOU = "you"


class Refused(Exception):
    """A player who cannot sit at this table; `why` says why (words for the player's own language)."""

    def __init__(self, why: Text) -> None:
        super().__init__(str(why))
        self.why = why


@dataclasses.dataclass
class Person:
    name: str
    token: str
    here: bool = False


def new_token() -> str:
    return secrets.token_urlsafe(18)


#: names a table already uses for someone else: "You", a bot's ("Bot 3 (hard)", "B3"), "away"
_TAKEN_WORDS = re.compile(r"(you|me|bot|bots|b\s*\d+|bot\s*\d*\s*(\(.*\))?|.*\(\s*away.*)", re.IGNORECASE)


def fair_name(name: str, others: Iterable[str], seat: int) -> str:
    """`name` as the table shows it: cleaned, never one that reads as "You" or a bot (the seat's
    "Player N" instead), and numbered when `others` already have it ("Ann 2")."""
    base = clean_name(name)
    if not base or _TAKEN_WORDS.fullmatch(base):
        base = f"Player {seat + 1}"
    taken = {other.casefold() for other in others}
    fair, number = base, 1
    while fair.casefold() in taken:
        number += 1
        tail = f" {number}"
        fair = base[: MAX_NAME - len(tail)].rstrip() + tail
    return fair


class Seating:
    def __init__(self, plan: list[str], stand_in: str, host_name: str = "Host",
                 people: dict[int, Person] | None = None) -> None:
        self.plan = list(plan)
        self.stand_in = stand_in
        self.people: dict[int, Person] = dict(people or {})
        #: seats whose person is here but silent on their turn too long: the stand-in plays them
        self.away: set[int] = set()
        for seat, kind in enumerate(self.plan):
            if kind == YOU and seat not in self.people:
                self.people[seat] = Person(fair_name(host_name, [], seat) if clean_name(host_name) else "Host",
                                           new_token())

    @property
    def players(self) -> int:
        return len(self.plan)

    def you(self) -> int | None:
        """The host's own seat (None on a headless host)."""
        return self.plan.index(YOU) if YOU in self.plan else None

    def open_to_friends(self, seat: int) -> bool:
        return self.plan[seat] == OPEN

    def join(self, name: str, token: str | None) -> tuple[int, Person]:
        """The seat a player takes: theirs by `token`, else the first open seat nobody holds."""
        seat = self.holder(token)
        if seat is not None:
            person = self.people[seat]
            if clean_name(name) and clean_name(name) != person.name:
                person.name = fair_name(name, self._names_but(seat), seat)
            return seat, person
        for seat, kind in enumerate(self.plan):
            if kind == OPEN and seat not in self.people:
                person = self.people[seat] = Person(fair_name(name, self._names_but(seat), seat), new_token())
                return seat, person
        raise Refused(T("Every seat at this table is taken."))

    def holder(self, token: str | None) -> int | None:
        """The seat `token` gives back, or None."""
        if not token:
            return None
        for seat, person in self.people.items():
            if hmac.compare_digest(person.token.encode(), token.encode("utf-8", "replace")):
                return seat
        return None

    def free(self, seat: int) -> None:
        """Forget the seat's person and token: the seat is open to anyone (the host's stays)."""
        if self.plan[seat] == OPEN:
            self.people.pop(seat, None)
            self.away.discard(seat)

    def _names_but(self, seat: int) -> list[str]:
        return [person.name for other, person in self.people.items() if other != seat]

    def here(self, seat: int, present: bool) -> None:
        self.people[seat].here = present

    def present(self) -> list[int]:
        return [seat for seat, person in sorted(self.people.items()) if person.here]

    def full(self) -> bool:
        """Has every seat set up for a friend somebody there now?"""
        return all(seat in self.present() for seat, kind in enumerate(self.plan) if kind == OPEN)

    def level(self, seat: int) -> str:
        """The bot that plays `seat` while no person does: its own level, or the stand-in."""
        kind = self.plan[seat]
        return self.stand_in if kind in (OPEN, YOU) else kind

    def played_by(self) -> list[str]:
        """The referee's seats now: HUMAN where a person is here, else the bot's level."""
        here = self.present()
        return [HUMAN if seat in here and seat not in self.away else self.level(seat) for seat in range(self.players)]

    def info(self, game: str, options: dict, started: bool, over: bool) -> TableInfo:
        seats = []
        for seat, kind in enumerate(self.plan):
            person = self.people.get(seat)
            if person is not None:
                seats.append(SeatInfo(PERSON, person.name, self.level(seat), person.here, seat in self.away))
            else:
                seats.append(SeatInfo(OPEN if kind == OPEN else BOT, "", self.level(seat)))
        return TableInfo(game, self.players, dict(options), tuple(seats), self.stand_in, started, over)

    # -- saved with the game ---------------------------------------------------------------------------
    def to_data(self) -> dict:
        return {"plan": list(self.plan), "stand_in": self.stand_in,
                "people": [{"seat": seat, "name": p.name, "token": p.token} for seat, p in sorted(self.people.items())]}

    @classmethod
    def from_data(cls, data: dict, levels: tuple[str, ...]) -> Seating:
        """A saved seating (nobody here yet); ValueError when it does not fit a game of `levels`."""
        try:
            plan, stand_in = list(data["plan"]), data["stand_in"]
            people = {p["seat"]: Person(clean_name(p["name"]) or "Player", p["token"]) for p in data["people"]}
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the seats are not readable ({exc})") from None
        if any(kind not in (YOU, OPEN, *levels) for kind in plan) or stand_in not in levels or plan.count(YOU) > 1:
            raise ValueError("the seats do not fit the game")
        if any(type(seat) is not int or not 0 <= seat < len(plan) or plan[seat] not in (YOU, OPEN)
               or type(p.token) is not str or len(p.token) < 16 for seat, p in people.items()):
            raise ValueError("the players' seats do not fit the table")
        return cls(plan, stand_in, people=people)

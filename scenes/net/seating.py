"""The seats of a hosted table: how the host set each one up, who sits there, and their tokens.

The host sets each seat up as YOU (the host's own player), OPEN (for a friend) or a bot level.
A friend who joins takes the first open seat nobody holds and is given a token; the token gives
that seat back after a drop (and after the host opens a saved table again). Whoever is not
there, and every open seat nobody took, is played by the stand-in bot once the game is on.

    >>> seating = Seating(["you", "open", "hard"], stand_in="normal", host_name="Bea")
    >>> seat, ann = seating.join("Ann", None)
    >>> seat, seating.join("Ann again", ann.token)[0]
    (1, 1)
    >>> seating.join("Cy", None)
    Traceback (most recent call last):
    ...
    scenes.net.seating.Refused: every seat at this table is taken
"""
from __future__ import annotations

import dataclasses
import hmac
import secrets
from typing import Optional

from game.referee import HUMAN
from scenes.net.wire import BOT, OPEN, PERSON, SeatInfo, TableInfo, clean_name

YOU = "you"


class Refused(Exception):
    """A player who cannot sit at this table; the text says why."""


@dataclasses.dataclass
class Person:
    name: str
    token: str
    here: bool = False


def new_token() -> str:
    return secrets.token_urlsafe(18)


class Seating:
    def __init__(self, plan: list[str], stand_in: str, host_name: str = "Host",
                 people: Optional[dict[int, Person]] = None) -> None:
        self.plan = list(plan)
        self.stand_in = stand_in
        self.people: dict[int, Person] = dict(people or {})
        for seat, kind in enumerate(self.plan):
            if kind == YOU and seat not in self.people:
                self.people[seat] = Person(clean_name(host_name) or "Host", new_token())

    @property
    def players(self) -> int:
        return len(self.plan)

    def you(self) -> Optional[int]:
        """The host's own seat (None on a headless host)."""
        return self.plan.index(YOU) if YOU in self.plan else None

    def join(self, name: str, token: Optional[str]) -> tuple[int, Person]:
        """The seat a player takes: theirs by `token`, else the first open seat nobody holds."""
        if token:
            for seat, person in self.people.items():
                if hmac.compare_digest(person.token.encode(), token.encode()):
                    person.name = clean_name(name) or person.name
                    return seat, person
        for seat, kind in enumerate(self.plan):
            if kind == OPEN and seat not in self.people:
                person = self.people[seat] = Person(clean_name(name) or f"Player {seat + 1}", new_token())
                return seat, person
        raise Refused("every seat at this table is taken")

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
        return [HUMAN if seat in self.present() else self.level(seat) for seat in range(self.players)]

    def info(self, game: str, options: dict, started: bool, over: bool) -> TableInfo:
        seats = []
        for seat, kind in enumerate(self.plan):
            person = self.people.get(seat)
            if person is not None:
                seats.append(SeatInfo(PERSON, person.name, self.level(seat), person.here))
            else:
                seats.append(SeatInfo(OPEN if kind == OPEN else BOT, "", self.level(seat)))
        return TableInfo(game, self.players, dict(options), tuple(seats), self.stand_in, started, over)

    # -- saved with the game ---------------------------------------------------------------------------
    def to_data(self) -> dict:
        return {"plan": list(self.plan), "stand_in": self.stand_in,
                "people": [{"seat": seat, "name": p.name, "token": p.token} for seat, p in sorted(self.people.items())]}

    @classmethod
    def from_data(cls, data: dict, levels: tuple[str, ...]) -> "Seating":
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

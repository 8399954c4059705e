"""The messages between a table's host and its players: small JSON documents over a WebSocket.

Each message is one JSON object whose "t" names its kind. The player speaks first:

    {"t": "hello", "v": 3, "code": "K7QF3M", "name": "Ann", "token": null}

and the host answers "welcome" (the seat and a token that gives it back after a drop) or
"refused" (why, then the connection closes). From then on the host sends:

- "table": who sits where (TableInfo), whenever that changes;
- "start": the seat's View when the game begins, or when the player comes back to it;
- "update": after every move, the events as that seat may know them and its View, numbered;
  once the game is over, "start" and "update" also carry its record (Referee.record: the seed
  and every move, which tell every card, so only then);
- "result": the answer to an "act", None or the referee's reason (after the move's update);
- "error": a message it could not use (nothing changed); "closed": the table is closed;
- "note": words for everyone at the table ("Bob is away: a bot plays for them").

Words for people (why a player is refused, a note, why the table closed) travel as data, never
in the host's language: a message id and its arguments (game.core.text.Text.to_data), which
each player's screen says in its own language; a plain string (from an older host) is read too.

and the player sends "act" (an action), "shown" (its table has shown the updates up to a
number: turn-based bots wait for that, as at a table on one computer) and "ready" (its play
time runs: a real-time game's clock starts once every table is ready).

    >>> decode(encode("shown", seq=4), FROM_PLAYER)
    {'t': 'shown', 'seq': 4}
    >>> decode('{"t": "shown", "seq": 4.0}', FROM_PLAYER)
    Traceback (most recent call last):
    ...
    scenes.net.wire.BadMessage: the shown message's seq is not a whole number

This module knows no sockets and no pygame: the host, the player's end and the tests share it.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any

from game.core.text import Text
from saves import jsonfile
from scenes.kit.lang import _

#: 2: a seat says whether its person is away (silent on their turn: the stand-in plays)
#: 3: words for people are Text data (an id and its arguments), said in each player's language
VERSION = 3
#: the longest message a player may send, in characters (an action is a few dozen)
MAX_MESSAGE = 4096
#: what the host's WebSocket takes at all; beyond it the connection is closed (1009)
MAX_FRAME = 64 * 1024
#: what a player's end takes from its host (a View of the largest table is a few kilobytes)
MAX_HOST_FRAME = 4 * 1024 * 1024
#: the longest player's name
MAX_NAME = 24

NULL = type(None)
#: each kind of message a player may send, and the type of each of its fields
FROM_PLAYER: dict[str, dict[str, tuple]] = {
    "hello": {"v": (int,), "code": (str,), "name": (str,), "token": (str, NULL)},
    "act": {"id": (int,), "action": (dict,)},
    "shown": {"seq": (int,)},
    "ready": {},
}
#: each kind of message a host sends
FROM_HOST: dict[str, dict[str, tuple]] = {
    "welcome": {"v": (int,), "seat": (int,), "token": (str,), "table": (dict,)},
    "refused": {"why": (str, dict)},
    "table": {"table": (dict,)},
    "start": {"seat": (int,), "view": (dict,), "moves": (int,), "clock": (int, float), "running": (bool,),
              "seq": (int,)},
    "update": {"seq": (int,), "events": (list,), "view": (dict,), "moves": (int,), "clock": (int, float),
               "running": (bool,)},
    "result": {"id": (int,), "refusal": (str, dict, NULL)},
    "error": {"why": (str, dict)},
    "closed": {"why": (str, dict)},
    "note": {"text": (str, dict)},
}


class Refusal(ValueError):
    """A value that cannot be used, with words for the person (`why`, a Text; str() is its English)."""

    def __init__(self, why: Text) -> None:
        super().__init__(str(why))
        self.why = why


class BadMessage(ValueError):
    """A message that cannot be used; the text says why, for the sender to read."""


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"t": kind, **fields}, separators=(",", ":"), allow_nan=False)


def decode(text: Any, kinds: dict[str, dict[str, tuple]], limit: int = MAX_MESSAGE) -> dict:
    """The message in `text`, one of `kinds` with every field of its type: BadMessage if not."""
    if not isinstance(text, str):
        raise BadMessage("messages are JSON text, not binary")
    if len(text) > limit:
        raise BadMessage(f"the message is too long ({len(text):,} characters; the limit is {limit:,})")
    try:
        message = jsonfile.decode(text)
    except ValueError as exc:
        raise BadMessage(f"the message {exc}") from None
    if not isinstance(message, dict):
        raise BadMessage("a message is a JSON object")
    kind = message.get("t")
    fields = kinds.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise BadMessage(f"there is no {str(kind)[:20]!r} message")
    for name, types in fields.items():
        if name not in message:
            raise BadMessage(f"the {kind} message has no {name}")
        if type(message[name]) not in types:
            wanted = " or ".join("a whole number" if t is int else "nothing" if t is NULL else f"a {t.__name__}"
                                 for t in types)
            raise BadMessage(f"the {kind} message's {name} is not {wanted}")
    return message


def clean_name(name: str) -> str:
    """A player's name as others see it: printable, trimmed, at most MAX_NAME characters."""
    return "".join(c for c in name if c.isprintable()).strip()[:MAX_NAME].strip()


# -- who sits where ------------------------------------------------------------------------------------
PERSON, OPEN, BOT = "person", "open", "bot"


@dataclasses.dataclass(frozen=True)
class SeatInfo:
    """One seat as every player is told it.

    who: PERSON (someone has sat there), OPEN (waiting for a friend) or BOT.
    name: the person's name ("" for the others); here: that person is connected now; away:
    connected but silent on their turn too long, so the stand-in plays for them until they act.
    level: the bot's level, or for a person's or an open seat the stand-in's, who plays it
    while nobody is there once the game has started.
    """
    who: str
    name: str = ""
    level: str = ""
    here: bool = False
    away: bool = False

    def played_by(self, human: str) -> str:
        """Who plays this seat in the game now: `human` for a person here, else a bot level."""
        return human if self.who == PERSON and self.here and not self.away else self.level


@dataclasses.dataclass(frozen=True)
class TableInfo:
    game: str
    players: int
    options: dict
    seats: tuple[SeatInfo, ...]
    stand_in: str
    started: bool = False
    over: bool = False

    def to_dict(self) -> dict:
        return {**dataclasses.asdict(self), "seats": [dataclasses.asdict(seat) for seat in self.seats]}

    @classmethod
    def from_dict(cls, data: dict) -> TableInfo:
        """ValueError when `data` is not a table."""
        try:
            seats = tuple(SeatInfo(**seat) for seat in data["seats"])
            info = cls(data["game"], data["players"], dict(data["options"]), seats, data["stand_in"],
                       data["started"], data["over"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a table ({exc})") from None
        fields = ((info.game, str), (info.stand_in, str), (info.players, int), (info.options, dict),
                  (info.started, bool), (info.over, bool))
        if any(type(value) is not kind for value, kind in fields):
            raise ValueError("not a table (a field of the wrong type)")
        if not 1 <= info.players <= 16 or len(seats) != info.players or any(
                s.who not in (PERSON, OPEN, BOT) or type(s.name) is not str or type(s.level) is not str
                or type(s.here) is not bool or type(s.away) is not bool or len(s.name) > 4 * MAX_NAME for s in seats):
            raise ValueError("not a table (its seats do not add up)")
        return info

    def open_seats(self) -> int:
        return sum(1 for seat in self.seats if seat.who == OPEN)

    def names(self, me: int | None) -> list[str]:
        """Each seat's name at a table: "You", a person's name ("Ann (away)" while a bot plays
        for them), or "" where the table names a bot seat itself."""
        names = []
        for index, seat in enumerate(self.seats):
            if index == me:
                names.append(_("You"))
            elif seat.who == PERSON:
                away = self.started and (seat.away or not seat.here)
                names.append(_("{name} (away)").format(name=seat.name) if away else seat.name)
            else:
                names.append("")
        return names

"""The one motion vocabulary: what happens on a table, in words every table can animate.

A game's `apply` returns these events; a game adds its own only where nothing here fits (a
round's score board, a Flanx ending's outlined cells). The referee hands every seat its own
copy of each event, redacted by `Event.for_seat`, and the kit turns the card events into motion
the same way at every table.

A **zone** (game.core.zones) is a tuple naming a place on the table: `("deck",)`, `("hand", 1)`.
Each game lists its zones where it defines its actions; each table lays them out. `carry` says
what the card events do to a seat's `Zones`: the one meaning every table's picture follows.

    >>> moved = CardMoved(17, ("deck",), ("hand", 1), face_up=False, known_to=(1,))
    >>> moved.for_seat(1).card, moved.for_seat(0).card      # only seat 1 learns which card it is
    (17, None)
    >>> CardMoved(17, ("middle",), ("grid", 0, 4)).for_seat(0).card   # face up: everybody sees it
    17

Over the network an event travels as `to_dict()`'s JSON; `event_from_dict(game, data)` finds its
class among these and the game's own (`Game.events`) and rebuilds it:

    >>> from game import GAMES
    >>> event_from_dict(GAMES["pixies"], moved.for_seat(0).to_dict()) == moved.for_seat(0)
    True
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core.contract import Action, Event, Game
from game.core.text import Text
from game.core.zones import Zone, Zones


@dataclass(frozen=True)
class CardMoved(Event):
    """A card went from zone `src` to the top (end) of zone `dst`, lying face up or down there.

    card: its id, or None for a seat that may not know which card it is (it sees a back).
    known_to: the seats that learn which card it is; None for everybody (a card moved face up,
    or face down in plain sight), () for nobody (a card shuffled into a deck).
    """
    card: int | None
    src: Zone
    dst: Zone
    face_up: bool = True
    known_to: tuple[int, ...] | None = None

    def for_seat(self, seat: int) -> CardMoved:
        if self.card is None or self.known_to is None or seat in self.known_to:
            return self
        return dataclasses.replace(self, card=None, known_to=())


@dataclass(frozen=True)
class CardFlipped(Event):
    """The card on top of `zone` (or `card` there) was turned over where it lies."""
    card: int | None
    zone: Zone
    face_up: bool
    known_to: tuple[int, ...] | None = None

    def for_seat(self, seat: int) -> CardFlipped:
        if self.card is None or self.known_to is None or seat in self.known_to:
            return self
        return dataclasses.replace(self, card=None, known_to=())


@dataclass(frozen=True)
class Acted(Event):
    """`seat` played `action`: the referee puts this before the events the action caused.
    Every action is public once played (a card bid or placed is on the table for all to see)."""
    seat: int
    action: Action

    @classmethod
    def from_fields(cls, data: dict[str, Any], game: Game) -> Acted:
        if not isinstance(data.get("seat"), int) or not isinstance(data.get("action"), dict):
            raise ValueError("Acted needs a seat and an action")
        return cls(data["seat"], game.action_from_dict(data["action"]))


@dataclass(frozen=True)
class TableReset(Event):
    """The position changed other than by a move (a move was taken back): a table shows its
    seat's View afresh instead of animating."""
    reason: str


@dataclass(frozen=True)
class TurnBegan(Event):
    """`seat` is to move now (turn-based games)."""
    seat: int


@dataclass(frozen=True)
class SeatSaid(Event):
    """A seat said something at the table (a bot teammate's speech bubble): a Text, sent as its
    data (Text.to_data), so each player reads it in their own language.

    >>> from game import GAMES
    >>> from game.core.text import T
    >>> said = SeatSaid(1, T("drawing a fresh card"))
    >>> SeatSaid.from_fields(said.to_dict(), GAMES["flixo"]) == said
    True
    """
    seat: int
    text: Text | str

    def to_dict(self) -> dict[str, Any]:
        text = self.text.to_data() if isinstance(self.text, Text) else self.text
        return {"type": type(self).__name__, "seat": self.seat, "text": text}

    @classmethod
    def from_fields(cls, data: dict[str, Any], game: Game) -> SeatSaid:
        seat, text = data.get("seat"), data.get("text")
        if type(seat) is not int or not isinstance(text, str | dict):
            raise ValueError(f"SeatSaid: not a seat and words: {data!r}")
        return cls(seat, Text.from_data(text) if isinstance(text, dict) else text)


@dataclass(frozen=True)
class ScoreChanged(Event):
    seat: int
    score: float


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    scores: tuple[float, ...]


@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    scores: tuple[float, ...]


#: the events the kit animates for every game
MOTION = (CardMoved, CardFlipped)
#: every event here: with a game's own (Game.events), all that a game's events can be
COMMON = (CardMoved, CardFlipped, Acted, TableReset, TurnBegan, SeatSaid, ScoreChanged, RoundEnded, GameOver)


def carry(zones: Zones, events: Iterable[Event]) -> Zones:
    """`zones` (a seat's View's) after the card events among `events`, as that seat was told
    them; a new mapping, `zones` is left as it was. A moved card leaves its zone for the top of
    another; a turned card stays where it lies. A card named that its zone holds only as a back
    (None) comes to light there, in place of the topmost back; a card moved unnamed is the top
    one, and becomes a back. A kit table's picture moves its sprites by the same rules
    (scenes.kit.picture), so a table shown from the events and one built from the next View agree.
    ValueError for an event that moves a card its zone does not hold.

        >>> deal = [CardMoved(7, ("deck",), ("hand", 0), known_to=(0,)), CardMoved(3, ("deck",), ("middle",))]
        >>> carry({("deck",): [None, None, None]}, [event.for_seat(1) for event in deal])
        {('deck',): [None], ('hand', 0): [None], ('middle',): [3]}
        >>> carry({("hand", 0): [None]}, [CardFlipped(7, ("hand", 0), face_up=True)])
        {('hand', 0): [7]}
    """
    out: Zones = {zone: list(cards) for zone, cards in zones.items()}
    for event in events:
        if isinstance(event, CardMoved):
            here = out.setdefault(event.src, [])
            here.pop(_place_of(here, event.card, event.src))
            out.setdefault(event.dst, []).append(event.card)
        elif isinstance(event, CardFlipped):
            here = out.setdefault(event.zone, [])
            here[_place_of(here, event.card, event.zone)] = event.card
    return out


def _place_of(cards: list[int | None], card: int | None, zone: Zone) -> int:
    """Where in `cards` (a zone's) the card an event names lies: the topmost copy of it, else the
    topmost back; an unnamed card is the top one."""
    for wanted in ((card, None) if card is not None else ()):
        spots = [i for i, c in enumerate(cards) if c == wanted]
        if spots:
            return spots[-1]
    if card is None and cards:
        return len(cards) - 1
    raise ValueError(f"no card {card} in {zone}, and no card unknown there: {cards}")


def event_from_dict(game: Game, data: object) -> Event:
    """The event `Event.to_dict` wrote for `game`: one of COMMON or of `game.events`, by its
    class name. ValueError when `data` is not such an event."""
    if not isinstance(data, dict):
        raise ValueError(f"an event is a JSON object, not {type(data).__name__}")
    by_name: dict[object, type[Event]] = {cls.__name__: cls for cls in (*COMMON, *game.events)}
    cls = by_name.get(data.get("type"))
    if cls is None:
        raise ValueError(f"{game.title} has no event {str(data.get('type'))[:40]!r}")
    try:
        return cls.from_fields(data, game)
    except (TypeError, KeyError, IndexError) as exc:
        raise ValueError(f"a broken {cls.__name__} event ({exc})") from None

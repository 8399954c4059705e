"""The one motion vocabulary: what happens on a table, in words every table can animate.

A game's `apply` returns these events; a game adds its own only where nothing here fits (a
round's score board, a Flanx ending's outlined cells). The referee hands every seat its own
copy of each event, redacted by `Event.for_seat`, and the kit turns the card events into motion
the same way at every table.

A **zone** is a tuple naming a place on the table: a word the game chooses, then numbers (a
seat, a space, a row): `("deck",)`, `("middle",)`, `("hand", 1)`, `("grid", 0, 4)`. A zone holds
cards in order, the last on top (or at the right). Each game lists its zones where it defines
its actions; each table lays them out.

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
from dataclasses import dataclass
from typing import Any, Optional

from game.core.contract import Action, Event, Game

#: a place on the table: ("deck",), ("hand", seat), ("grid", seat, space)... Its items are Any,
#: not str then ints: the tables index into a zone by its word (zone[1] is a seat in a "hand"), a
#: length mypy cannot know from the type
Zone = tuple[Any, ...]


@dataclass(frozen=True)
class CardMoved(Event):
    """A card went from zone `src` to the top (end) of zone `dst`, lying face up or down there.

    card: its id, or None for a seat that may not know which card it is (it sees a back).
    known_to: the seats that learn which card it is; None for everybody (a card moved face up,
    or face down in plain sight), () for nobody (a card shuffled into a deck).
    """
    card: Optional[int]
    src: Zone
    dst: Zone
    face_up: bool = True
    known_to: Optional[tuple[int, ...]] = None

    def for_seat(self, seat: int) -> "CardMoved":
        if self.card is None or self.known_to is None or seat in self.known_to:
            return self
        return dataclasses.replace(self, card=None, known_to=())


@dataclass(frozen=True)
class CardFlipped(Event):
    """The card on top of `zone` (or `card` there) was turned over where it lies."""
    card: Optional[int]
    zone: Zone
    face_up: bool
    known_to: Optional[tuple[int, ...]] = None

    def for_seat(self, seat: int) -> "CardFlipped":
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
    def from_fields(cls, data: dict[str, Any], game: Game) -> "Acted":
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
    """A seat said something at the table (a bot teammate's speech bubble)."""
    seat: int
    text: str


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

"""RemoteLink: a seat's end of a table whose referee is on the host, with the Link's API, so a
table scene plays over the network exactly as it plays at one computer.

    link = client.link                 # made when the host starts the game (scenes.net.client)
    table = PixiesTable(app, link)     # any table: it only ever uses the calls below

- `view()` and `events()`: the updates the host sent, taken together, so the View a table
  reads always matches the events it has been given (the next update may already be here).
- `submit(action)`: sent, and answered by the host (None, or the referee's reason) after the
  move's own update has arrived, so a table animates its move at once, as at one computer.
- `busy`: the table tells the host when it has shown every update it took ("shown"), and turn-
  based bots wait for that: the bot pace, across computers.
- `update(dt)`: the first play time tells the host this table is ready (a real-time game's
  clock starts when every table is); bots and time run on the host, not here.
- A reconnection (scenes.net.client) or the host closing brings a TableReset: the table is
  built afresh from the View the host sent, saying why.
- `seats` and `names` follow the host: a player who drops is played by a bot until they return.
  This seat stays the person's own here even while the host's stand-in plays it (they were
  away): their next move takes it back.
- `trouble`: None, or why the host cannot be reached now, in words (the table offers to wait
  for it or to leave); `take_notes()`: what the host told everyone, for the table's HUD.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from game.core import Action, Event, Game, TableReset, View
from game.core.text import T, Text
from game.referee import HUMAN
from scenes.kit.lang import N_, _, say
from scenes.net.wire import TableInfo

NO_UNDO = N_("Moves cannot be taken back at a table with friends.")


class Connection(Protocol):
    """What a RemoteLink asks of its connection to the host (scenes.net.client.Client, which makes
    the link), said here so that the two modules need not import each other."""

    @property
    def table(self) -> TableInfo | None: ...   # the host's latest word on the seats
    @property
    def status(self) -> str: ...                  # "closed" once the table is gone for good
    def send(self, kind: str, **fields: Any) -> None: ...
    def ask(self, action: dict, timeout: float = ...) -> Text | None: ...
    def close(self) -> None: ...


class RemoteLink:
    #: a table with friends: no restart, no undo, the game kept by the host
    remote = True
    #: the result counts here (the host keeps the game; see Link.counted)
    counted = True
    #: no move waits for an undo's grace here (game.referee.grace): none is ever held
    pending = False

    def __init__(self, client: Connection, game: Game, seat: int, view: View, moves: int, clock: float,
                 running: bool, seq: int) -> None:
        self._client = client
        self.game = game
        self.seat = seat
        self.plays = True
        #: this computer hosts the table: leaving it closes it for everyone (scenes.net.lobby)
        self.hosting = False
        #: the Host, on the host's own computer: its menu can send a player away (scenes.net.players)
        self.host_controls: Any = None
        #: what else ends when the table is closed here (the host's server, on the host's computer)
        self.on_close: list[Callable[[], None]] = []
        #: what the table keeps for itself (the host keeps the game; nothing here is saved)
        self.kept: dict = {}
        #: the game's record, which the host sends once the game is over (Referee.record)
        self.ended_record: dict | None = None
        self._lock = threading.Lock()
        self._pending: list[tuple[list[Event], View, int, int]] = []
        self._view, self._moves, self._taken, self._reported = view, moves, seq, seq
        self._clock = (float(clock), time.monotonic(), running)
        self._busy = False
        self._ready_sent = False
        #: None, or what is wrong with the connection to the host now (scenes.net.client)
        self._trouble: Text | None = None
        self._closed_told = False
        self._notes: list[Text] = []

    # -- who and what ----------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.game_table().players

    @property
    def options(self) -> dict:
        return dict(self.game_table().options)

    @property
    def seats(self) -> list[str]:
        """Who plays each seat now: HUMAN for a person at the table, else the bot's level; this
        seat is the person's own (while they are away, their move brings them back)."""
        return [HUMAN if index == self.seat and self.plays else seat.played_by(HUMAN)
                for index, seat in enumerate(self.game_table().seats)]

    @property
    def names(self) -> list[str]:
        """"You", the other players' names, "" where a bot's seat is named by the table."""
        return self.game_table().names(self.seat)

    def game_table(self) -> Any:
        table = self._client.table
        assert table is not None
        return table

    @property
    def clock(self) -> float:
        """The host's clock: as it last said, run on here while it runs there."""
        at, when, running = self._clock
        return at + (time.monotonic() - when if running else 0.0)

    @property
    def moves_played(self) -> int:
        return self._moves

    def view(self) -> View:
        return self._view

    def record(self) -> dict:
        """The game as data (its start and every move), to watch it again or review it: the host
        sends it once the game is over, and not before (it tells every card)."""
        if self.ended_record is None:
            raise ValueError("the record of a game with friends comes once the game is over")
        return self.ended_record

    def bots_thinking(self) -> bool:
        """The bots think on the host; their moves arrive as updates, which wake the table."""
        return False

    def bots_due(self) -> float | None:
        return None

    # -- acting ----------------------------------------------------------------------------------------
    def submit(self, action: Action) -> str | None:
        """Play `action` for this seat: None when the host's referee took it, else why not (the
        host's words, said here in this player's language)."""
        refusal = self._client.ask(action.to_dict())
        return None if refusal is None else say(refusal)

    def events(self) -> list[Event]:
        """Every update since the last call, oldest first; the View moves on with them."""
        with self._lock:
            taken, self._pending = self._pending, []
        events: list[Event] = []
        for told, view, moves, seq in taken:
            events.extend(told)
            self._view, self._moves, self._taken = view, moves, seq
        return events

    @property
    def busy(self) -> bool:
        return self._busy

    @busy.setter
    def busy(self, value: bool) -> None:
        self._busy = value
        if not value and self._taken > self._reported:
            self._reported = self._taken
            self._client.send("shown", seq=self._taken)

    def update(self, dt: float) -> None:
        if dt > 0 and not self._ready_sent:
            self._ready_sent = True
            self._client.send("ready")

    def undo_refusal(self) -> str | None:
        return _(NO_UNDO)

    def undo(self) -> str | None:
        return _(NO_UNDO)

    def save(self) -> Any:
        """Nothing to write here: the host keeps the game (None, as where nothing saves)."""
        return None

    def close(self) -> None:
        """The table is gone: leave it (a bot plays this seat until the player comes back)."""
        self._client.close()
        for then in self.on_close:
            then()

    # -- the client's thread ---------------------------------------------------------------------------
    def receive(self, seq: int, events: list[Event], view: View, moves: int, clock: float, running: bool) -> None:
        with self._lock:
            self._pending.append((events, view, moves, seq))
            self._clock = (float(clock), time.monotonic(), running)

    def reset(self, view: View, moves: int, clock: float, running: bool, seq: int, why: Text | None = None) -> None:
        """The seat's View afresh (after a reconnection): the table is built again from it."""
        with self._lock:
            self._pending = [([TableReset(why or T("Back at the table"))], view, moves, seq)]
            self._reported = seq
            self._clock = (float(clock), time.monotonic(), running)
            self._ready_sent = False

    @property
    def lost_for_good(self) -> bool:
        """The table is closed: the host closed it, or could not be reached again in time."""
        return self._client.status == "closed"

    @property
    def trouble(self) -> str | None:
        """What is wrong with the connection to the host now, in this player's language (None: nothing)."""
        return None if self._trouble is None else say(self._trouble)

    @trouble.setter
    def trouble(self, words: Text | None) -> None:
        self._trouble = words

    def note(self, text: Text) -> None:
        """Something the host tells everyone at the table ("Bob is away: a bot plays for them")."""
        with self._lock:
            self._notes.append(text)

    def take_notes(self) -> list[str]:
        """The host's words since the last call, in this player's language (the table's HUD shows them)."""
        with self._lock:
            notes, self._notes = self._notes, []
        return [say(note) for note in notes]

    def host_closed(self, why: Text) -> None:
        """The host closed the table: the table says why, over the last View it was sent (once)."""
        if self._closed_told:
            return
        self._closed_told = True
        with self._lock:
            last = self._pending[-1] if self._pending else ([], self._view, self._moves, self._taken)
            self._pending.append(([TableReset(why)], last[1], last[2], last[3]))
            self._clock = (self.clock, time.monotonic(), False)

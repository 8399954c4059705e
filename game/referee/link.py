"""A Link: one seat's end of the table, all a client (a table scene, a remote player) may use.

A table holds a Link, never a State: it reads its seat's View, sends actions, and takes the
events that came since it last looked, redacted for its seat. This is the wire: over the network
the same calls travel as messages.

    link.view().legal_actions()      # what this seat may do now
    link.submit(action)              # None when accepted, else why the rules refused it
    link.events()                    # what happened since, oldest first, for this seat's eyes
    link.update(dt)                  # time passes at the table: bots think and play
    link.busy = queue.busy           # still showing earlier moves: turn-based bots wait
    link.record()                    # once the game is over: its start and every move, as data
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from game.core import Action, Event, Game, IllegalAction, View

if TYPE_CHECKING:
    from game.referee.referee import Referee


class Link:
    #: the referee is on this computer (a table with friends holds a scenes.net RemoteLink)
    remote = False

    def __init__(self, referee: "Referee", seat: int, plays: bool = True, sees_all: bool = False) -> None:
        self._referee = referee
        self.seat = seat
        #: False for a table that only watches (every seat a bot, or a replay)
        self.plays = plays
        #: the events come whole, every card in them named (a finished game watched with all cards open)
        self.sees_all = sees_all
        #: the client is still showing earlier events
        self.busy = False
        #: what the table keeps in its saves beside the record (JSON data), e.g. an open score board
        self.kept: dict[str, Any] = {}
        #: asked first about each move: None lets it on to the referee, else why it is turned
        #: away (a lesson waits for one move and turns the others away with a word of its own)
        self.gate: Optional[Callable[[Action], Optional[str]]] = None
        self._inbox: list[Event] = []

    # -- who and what ------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._referee.game

    @property
    def players(self) -> int:
        return self._referee.players

    @property
    def seats(self) -> list[str]:
        return list(self._referee.seats)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._referee.options)

    @property
    def names(self) -> Optional[list[str]]:
        """The players' own names, where a table has them (with friends); None: the table names
        its seats itself ("You", "Bot 2 (hard)")."""
        return None

    @property
    def clock(self) -> float:
        """Seconds of play so far (the real-time duel's clock)."""
        return self._referee.clock

    @property
    def moves_played(self) -> int:
        return len(self._referee.moves)

    def view(self) -> View:
        return self._referee.view(self.seat)

    def record(self) -> dict[str, Any]:
        """The whole game as data (Referee.record), to be watched and reviewed once it is over.
        ValueError before: its start is the deal's seed, which tells every hidden card."""
        if not self._referee.is_over():
            raise ValueError("a game's record is handed out once the game is over")
        return self._referee.record()

    def bots_thinking(self) -> bool:
        """Is a bot's search still running (its move may land at any moment)?"""
        return any(bot.job is not None and not bot.job.done() for bot in self._referee.bots.values())

    def bots_due(self) -> Optional[float]:
        """Seconds until a bot may act at this table without anything else happening: 0 when one
        is to move and has no search running yet, or its move is ready to be played; a real-time
        bot's wait on its own clock; None when every bot waits for others (or is thinking: a
        search that ends wakes the table itself)."""
        referee = self._referee
        if referee.is_over():
            return None
        due: list[float] = []
        for bot in referee.bots.values():
            if bot.seat not in referee.to_move():
                continue
            if bot.job is not None:
                if bot.job.done():
                    due.append(0.0)
            else:
                due.append(max(0.0, bot.period - bot.timer) if referee.realtime else 0.0)
        return min(due) if due else None

    # -- acting ------------------------------------------------------------------------------------
    def submit(self, action: Action) -> Optional[str]:
        """Play `action` for this seat: None when accepted, else the rules' reason (nothing changed)."""
        if not self.plays:
            return "You are watching this game."
        if self.gate is not None:
            refusal = self.gate(action)
            if refusal is not None:
                return refusal
        try:
            self._referee.submit(self.seat, action)
        except IllegalAction as refusal:
            return str(refusal)
        return None

    def events(self) -> list[Event]:
        """The events since the last call, oldest first, as this seat may see them."""
        taken, self._inbox = self._inbox, []
        return taken

    def deliver(self, events: list[Event]) -> None:
        """The referee's side: new events for this seat (the client is busy until it has shown them)."""
        self._inbox.extend(events if self.sees_all else (event.for_seat(self.seat) for event in events))
        self.busy = True

    def update(self, dt: float) -> None:
        self._referee.update(dt)

    # -- undo --------------------------------------------------------------------------------------
    def undo_refusal(self) -> Optional[str]:
        return self._referee.undo_refusal(self.seat) if self.plays else "You are watching this game."

    def undo(self) -> Optional[str]:
        """Take back this seat's last move (and the bots' after it): None when done, else why not."""
        return self._referee.undo(self.seat) if self.plays else "You are watching this game."

    def save(self) -> Any:
        """Write the game to disk now (Save and quit): where it went (None where nothing saves);
        OSError when it cannot be written."""
        return self._referee.on_save() if self._referee.on_save is not None else None

    def close(self) -> None:
        """The table is gone: bots stop thinking for it."""
        self._referee.unlink(self)

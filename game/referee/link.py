"""A Link: one seat's end of the table, all a client (a table scene, a remote player) may use.

A table holds a Link, never a State: it reads its seat's View, sends actions, and takes the
events that came since it last looked, redacted for its seat. This is the wire: over the network
the same calls travel as messages.

    >>> from game import GAMES
    >>> from game.referee import Referee
    >>> link = Referee.new(GAMES["pixies"], players=2, seed=7, seats=["random", "human"]).link(1)
    >>> action = link.view().legal_actions()[0]     # what this seat may do now
    >>> link.submit(action) is None                  # None when accepted, else why the rules refused it
    True
    >>> [type(event).__name__ for event in link.events()]   # since the last call, for this seat's eyes
    ['Acted', 'CardMoved']
    >>> link.update(0.1); link.moves_played          # time passes, but the bot waits: the table is busy
    1
    >>> link.busy = False                            # the table has shown every move
    >>> link.update(0.1); link.moves_played          # now the bot plays
    2
    >>> link.record()                                # once the game is over: its start and every move
    Traceback (most recent call last):
    ...
    ValueError: a game's record is handed out once the game is over
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from game.core import Action, Event, Game, IllegalAction, View
from game.core.text import T, Text
from game.referee.bots import BotSeat
from game.referee.grace import Held
from game.referee.people import Person

#: why a seat that only watches may not move or undo
WATCHING = T("You are watching this game.")

class LinkedTable(Protocol):
    """What a Link asks of its referee (game.referee.referee.Referee), said here so that the two
    modules need not import each other: the referee makes its links, a link calls back."""

    @property
    def game(self) -> Game: ...
    @property
    def players(self) -> int: ...
    @property
    def seats(self) -> Sequence[str]: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def clock(self) -> float: ...
    @property
    def start(self) -> dict[str, Any]: ...
    @property
    def held(self) -> Held | None: ...
    def settle(self) -> None: ...
    @property
    def moves(self) -> Sequence[Any]: ...
    @property
    def realtime(self) -> bool: ...
    @property
    def bots(self) -> Mapping[int, BotSeat]: ...
    @property
    def on_save(self) -> Callable[[], Any] | None: ...
    def view(self, seat: int) -> View: ...
    def to_move(self) -> list[int]: ...
    def is_over(self) -> bool: ...
    def record(self) -> dict[str, Any]: ...
    def submit(self, seat: int, action: Action) -> object: ...
    def update(self, dt: float) -> None: ...
    def undo_refusal(self, seat: int) -> Text | None: ...
    def undo(self, seat: int) -> Text | None: ...
    def unlink(self, link: Link) -> None: ...
    def link(self, seat: int, plays: bool = True, sees_all: bool = False) -> Link: ...


class Link:
    #: the referee is on this computer (a table with friends holds a scenes.net RemoteLink)
    remote = False

    def __init__(self, referee: LinkedTable, seat: int, plays: bool = True, sees_all: bool = False) -> None:
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
        self.gate: Callable[[Action], Text | str | None] | None = None
        #: the people at this computer by seat (None: a bot's seat); where there are several,
        #: one table serves them all and follows whoever is to move (`follow`)
        self.people: list[Person | None] = []
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
    def names(self) -> list[str] | None:
        """The players' own names, where a table has them (with friends, or people at this
        computer); "" where the table names the seat itself: a bot's, and the computer's usual
        player's ("You", in the person's language); None: the table names every seat itself."""
        if not self.people:
            return None
        return [person.name if person is not None and not person.is_you else "" for person in self.people]

    # -- several people at this computer -------------------------------------------------------------
    @property
    def together(self) -> bool:
        """Do several people share this computer's table (it follows whoever is to move)?"""
        return sum(person is not None for person in self.people) > 1

    def person_to_follow(self) -> int | None:
        """The seat of the person at this computer the table should follow now, where it is not
        this Link's: the first person to move. None while this seat may move, or no person may.

            >>> from game import GAMES
            >>> from game.referee import Referee
            >>> referee = Referee.new(GAMES["pixies"], 2, seed=7, seats=["human", "human"])
            >>> link = referee.link(0)
            >>> link.people = [Person("Ann", (1, 2, 3)), Person("Ben", (4, 5, 6))]
            >>> link.person_to_follow()                  # Ben begins this deal
            1
            >>> link.follow(1); link.seat, link.person_to_follow()
            (1, None)
            >>> link.submit(link.view().legal_actions()[0]), link.person_to_follow()
            (None, 0)
        """
        movers = self._referee.to_move()
        if not self.together or self.seat in movers:
            return None
        return next((seat for seat in movers if self.people[seat] is not None), None)

    def companion(self, seat: int) -> Link:
        """A Link of its own for another person at this computer (`people[seat]`), for a table
        that serves two people at once (each with their own input, in real time)."""
        if not 0 <= seat < len(self.people) or self.people[seat] is None or seat == self.seat:
            raise ValueError(f"seat {seat} is not another person at this computer")
        link = self._referee.link(seat)
        link.people, link.kept = self.people, self.kept
        return link

    def follow(self, seat: int) -> None:
        """From now on this Link is `seat`'s, another person at this computer. The events so far
        were for the seat before: they are dropped, and the table builds itself afresh."""
        if not 0 <= seat < len(self.people) or self.people[seat] is None:
            raise ValueError(f"seat {seat} is not played by a person at this computer")
        self.seat = seat
        self._inbox = []

    @property
    def clock(self) -> float:
        """Seconds of play so far (the real-time duel's clock)."""
        return self._referee.clock

    @property
    def counted(self) -> bool:
        """Does the result count in the statistics and the campaign? Not when the game was resumed
        from a save whose record starts at a position no deal proves (an old or edited file's:
        its start is marked "unproven", see saves.checks)."""
        return self._referee.start.get("unproven") is not True

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

    def bots_due(self) -> float | None:
        """Seconds until a bot may act at this table without anything else happening: 0 when one
        is to move and has no search running yet, or its move is ready to be played; a real-time
        bot's wait on its own clock; None when every bot waits for others (or is thinking: a
        search that ends wakes the table itself)."""
        referee = self._referee
        if referee.is_over():
            return None
        if referee.held is not None:            # the held move is played first, when its grace ends
            return max(0.0, referee.held.due - referee.clock)
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
    def submit(self, action: Action) -> Text | str | None:
        """Play `action` for this seat: None when accepted, else the rules' reason (nothing changed)."""
        if not self.plays:
            return WATCHING
        if self.gate is not None:
            refusal = self.gate(action)
            if refusal is not None:
                return refusal
        try:
            self._referee.submit(self.seat, action)
        except IllegalAction as refusal:
            return refusal.reason
        return None

    @property
    def pending(self) -> bool:
        """Is this seat's last move held for its grace (game.referee.grace): not played yet?"""
        held = self._referee.held
        return held is not None and held.seat == self.seat

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
    def undo_refusal(self) -> Text | str | None:
        if not self.plays:
            return WATCHING
        if self._another_acted():
            return T("No undo: someone else has played since.")
        return self._referee.undo_refusal(self.seat)

    def _another_acted(self) -> bool:
        """With several people at this computer, has another person moved since this seat's last
        move? Undo takes back only the move just made, by the person who made it."""
        if not self.together:
            return False
        for move in reversed(self._referee.moves):
            if move.seat == self.seat:
                return False
            if move.seat not in self._referee.bots:
                return True
        return False

    def undo(self) -> Text | str | None:
        """Take back this seat's last move (and the bots' after it): None when done, else why not."""
        refusal = self.undo_refusal()
        return refusal if refusal is not None else self._referee.undo(self.seat)

    def save(self) -> Any:
        """Write the game to disk now (Save and quit): where it went (None where nothing saves);
        OSError when it cannot be written."""
        self._referee.settle()
        return self._referee.on_save() if self._referee.on_save is not None else None

    def close(self) -> None:
        """The table is gone: bots stop thinking for it; a held move is played (and so saved)."""
        self._referee.settle()
        self._referee.unlink(self)

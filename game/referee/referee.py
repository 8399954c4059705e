"""The referee: the one owner of a game's State and the only caller of `apply`.

Seats talk to it: the person's table (through a `Link`), bots (`BotSeat`), and later a lesson
script, a replay or a remote player. It refuses an illegal action with the reason and leaves the
position as it was; it hands each watching seat its own View and its own stream of events,
redacted for that seat (an opponent's drawn card arrives as a back). Undo, autosave and the
statistics hook onto it (`listen`), never onto a table.

    >>> from game import GAMES
    >>> referee = Referee.new(GAMES["pixies"], players=2, seed=7, seats=["random", "human"])
    >>> link = referee.link(1)                       # seat 1's end: all a table holds
    >>> referee.to_move()
    [1]
    >>> link.submit(link.view().legal_actions()[0]) is None       # None: accepted
    True
    >>> [type(e).__name__ for e in link.events()]
    ['Acted', 'CardMoved']
    >>> move = referee.view(0).legal_actions()[0]                 # the bot's turn now, not ours
    >>> str(link.submit(move))                                    # why not: a Text, said in English here
    'it is not your turn'

The game is a record: where it started (a seed and options, or a position for games saved
before records existed) and every move since, each with the clock time it was played at.
`Referee.replay(game, ...)` plays a record again and gives the same position.
"""
from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Acted, Action, Event, Game, IllegalAction, SeatSaid, State, TableReset, View
from game.core.text import N_, T, Text
from game.referee.bots import BotSeat, SyncThinker
from game.referee.exact import find_exact
from game.referee.grace import Held, brings_to_light
from game.referee.link import Link
from game.referee.undo import UndoBook

#: a seat played by a person at this computer
HUMAN = "human"
#: the reason a table shows its View afresh after an undo (an id: the table says it)
UNDONE = N_("Undone")


@dataclass(frozen=True)
class Move:
    seat: int
    action: Action
    at: float            # the referee's clock when it was played (seconds since the start)


Listener = Callable[["Referee", Move | None, list[Event]], None]


class Referee:
    """Owns the State of one game. `seats` says who sits where: HUMAN or a bot level."""

    def __init__(self, game: Game, state: State, seats: Sequence[str], options: dict[str, Any], *,
                 start: dict[str, Any] | None = None, thinker: Any = None, rng: random.Random | None = None,
                 bots: bool = True) -> None:
        if len(seats) != state.players:
            raise ValueError(f"{len(seats)} seats for {state.players} players")
        self.game = game
        self._state = state
        self.seats = list(seats)
        self.options = dict(options)
        # a copy: a game's to_dict may hand out its own lists, which the moves to come would change
        self.start = start if start is not None else {"state": copy.deepcopy(state.to_dict())}
        self.moves: list[Move] = []
        self.clock = 0.0
        self.realtime = game.is_realtime(self.options)
        #: seeds the bots' searches and their real-time pace: not part of the rules, not saved
        self.rng = rng or random.Random()
        self.thinker = thinker or SyncThinker()
        self.thinker_failures = 0
        self._links: list[Link] = []
        self._listeners: list[Listener] = []
        self._views: dict[int, View] = {}
        self._undo = UndoBook()
        #: seconds a person's move that brings hidden cards to light waits before it is played, so
        #: it can still be undone (game.referee.grace); 0: played at once
        self.undo_grace = 0.0
        #: such a move while it waits
        self.held: Held | None = None
        #: writes the game to disk at once when asked (the app's autosave; None: nothing to do)
        self.on_save: Callable[[], Any] | None = None
        #: with bots=False nobody plays for the bots' seats: a replay steps through the record itself
        self.bots = {seat: BotSeat(self, seat, level) for seat, level in enumerate(self.seats)
                     if level != HUMAN and bots}

    @classmethod
    def new(cls, game: Game, players: int, seed: int, seats: Sequence[str], options: dict[str, Any] | None = None,
            **kwargs: Any) -> Referee:
        filled = game.check_options(players, dict(options or {}))
        state = game.new(players, seed, **filled)
        start = {"seed": seed, "players": players, "options": filled}
        return cls(game, state, seats, filled, start=start, **kwargs)

    # -- what every seat may know ----------------------------------------------------------------
    @property
    def players(self) -> int:
        return self._state.players

    @property
    def state(self) -> State:
        """The position, for the save layer and the statistics. Tables never see it: they hold a Link."""
        return self._state

    def view(self, seat: int) -> View:
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self._state.view(seat)
        return view

    def to_move(self) -> list[int]:
        """Nobody while a held move waits: it is played first."""
        return [] if self.held is not None else self._state.to_move()

    def people(self) -> list[int]:
        """The seats people play (HUMAN), not bots."""
        return [seat for seat, who in enumerate(self.seats) if who == HUMAN]

    def is_over(self) -> bool:
        return self._state.is_over()

    def scores(self) -> list[float]:
        return self._state.scores()

    def winners(self) -> list[int]:
        return self._state.winners()

    # -- moves -----------------------------------------------------------------------------------
    def why_illegal(self, seat: Any, action: Any) -> Text | str | None:
        """None when `seat` may play `action` now, else why not. Types are checked exactly: a
        float where the rules deal in whole numbers is refused, not half carried out."""
        if type(seat) is not int or not 0 <= seat < self.players:
            return T("there is no such seat")
        if type(action) not in self.game.actions:
            return T("that is not a {game} move", game=self.game.title)
        state = self._state
        if state.is_over():
            return T("the game is over")
        if seat not in state.to_move():
            return T("it is not your turn") if self.seats[seat] == HUMAN else T("it is not seat {n}'s turn", n=seat + 1)
        legal = state.legal_actions(seat)
        if find_exact(action, legal) is not None:
            return None
        if action in legal:
            return T("that move has a value of the wrong type")
        try:
            return state.why_illegal(seat, action) or T("that move is not allowed now")
        except (TypeError, ValueError, IndexError, KeyError, AttributeError):
            return T("that move is not allowed now")

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Play `action` for `seat`: IllegalAction (nothing changed) when the rules refuse it.
        Returns the events, unredacted; every watching seat receives its own copy. A person's move
        that would bring hidden cards to light waits `undo_grace` seconds first (no events yet)."""
        self.settle()
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        state = self._state
        exact = find_exact(action, state.legal_actions(seat))
        assert exact is not None, "why_illegal passed it"
        if self._holds(seat, exact):
            self.held = Held(seat, exact, self.clock + self.undo_grace)
            return []
        return self._play(seat, exact)

    def _holds(self, seat: int, action: Action) -> bool:
        return (self.undo_grace > 0 and not self.realtime and self.seats[seat] == HUMAN
                and any(who != HUMAN for who in self.seats) and brings_to_light(self._state, seat, action))

    def settle(self) -> None:
        """Play the held move now (its grace is over, another move comes, the game is saved)."""
        held, self.held = self.held, None
        if held is not None:
            self._play(held.seat, held.action)

    def _play(self, seat: int, action: Action) -> list[Event]:
        state = self._state
        if self.seats[seat] == HUMAN and not self.realtime:
            self._undo.before(state, seat, len(self.moves))
        events = state.apply(seat, action)
        move = Move(seat, action, self.clock)
        self.moves.append(move)
        self._undo.after(events)
        self._views.clear()
        told = [Acted(seat, action), *events]
        self._tell(move, told)
        return told

    def say(self, seat: int, text: Text | str) -> None:
        """`seat` says `text` at the table (no move: nothing changes, nothing is recorded)."""
        for link in self._links:
            link.deliver([SeatSaid(seat, text)])

    def _tell(self, move: Move | None, events: list[Event]) -> None:
        for link in self._links:
            link.deliver(events)
        for listener in list(self._listeners):
            listener(self, move, events)

    # -- undo ------------------------------------------------------------------------------------
    def undo_refusal(self, seat: int) -> Text | None:
        """None when `seat` may take back its last move now (and the bots' moves after it)."""
        if self.realtime:
            return T("No undo while everybody plays at once.")
        if self.held is not None and self.held.seat == seat:
            return None
        played = [(m.seat, m.action) for m in self.moves]
        return self._undo.refusal(self._state, seat, played)

    def undo(self, seat: int) -> Text | None:
        """Take back `seat`'s last move and everything after it, if that is fair; else why not."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            return refusal
        if self.held is not None:               # never played: it is simply not played
            self.held = None
            self._tell(None, [TableReset(UNDONE)])
            return None
        point = self._undo.take(seat)
        self._state = self.game.from_dict(point.state)
        del self.moves[point.moves:]
        self._views.clear()
        for bot in self.bots.values():
            bot.cancel()
        self._tell(None, [TableReset(UNDONE)])
        return None

    # -- time and bots ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Let `dt` seconds of play pass: the clock runs, bots think and play."""
        if not self.is_over():
            self.clock += dt
        if self.held is not None and self.clock >= self.held.due:
            self.settle()
        for bot in list(self.bots.values()):
            bot.update(dt)

    def watchers_busy(self) -> bool:
        """Is a table still showing earlier moves? In turns, bots wait for it (the bot pace)."""
        return any(link.busy for link in self._links)

    # -- seats and hooks -------------------------------------------------------------------------
    def link(self, seat: int, plays: bool = True, sees_all: bool = False) -> Link:
        """A new end of the table for `seat`: what a table (or a remote player) holds. A link that
        does not play watches from that seat; one that `sees_all` is told every card (a finished
        game watched with its cards open)."""
        link = Link(self, seat, plays, sees_all)
        self._links.append(link)
        return link

    def sit(self, seat: int, who: str) -> None:
        """From now on `who` plays `seat`: HUMAN (a person, through a Link) or a bot of that level.
        A table with friends hands a player who dropped out to a bot until they come back."""
        if who != HUMAN and who not in self.game.levels:
            raise ValueError(f"{self.game.title} has no bot level {who!r}")
        bot = self.bots.pop(seat, None)
        if bot is not None:
            bot.cancel()
        self.seats[seat] = who
        if who != HUMAN:
            self.bots[seat] = BotSeat(self, seat, who)

    def unlink(self, link: Link) -> None:
        if link in self._links:
            self._links.remove(link)
        if not self._links:
            for bot in self.bots.values():
                bot.cancel()

    def listen(self, listener: Listener) -> None:
        """Call `listener(referee, move, events)` after every move (move None: an undo)."""
        self._listeners.append(listener)

    # -- the record ------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game as data: where it started and every move since (JSON types)."""
        self.settle()
        return {"start": self.start,
                "moves": [[m.seat, m.action.to_dict(), round(m.at, 3)] for m in self.moves]}

    @staticmethod
    def start_state(game: Game, start: dict[str, Any]) -> State:
        """The position a record starts from (a new deal, or a saved position): ValueError if broken."""
        try:
            if "seed" in start:
                return game.new(start["players"], start["seed"], **start["options"])
            return game.from_dict(copy.deepcopy(start["state"]))    # a state may keep the lists it is given
        except (KeyError, TypeError, ValueError, IllegalAction) as exc:
            raise ValueError(f"the record's start is broken ({exc})") from None

    @classmethod
    def replay(cls, game: Game, record: dict[str, Any], seats: Sequence[str], options: dict[str, Any],
               **kwargs: Any) -> Referee:
        """Play `record` again from its start: ValueError when it does not replay."""
        try:
            start, moves = record["start"], record["moves"]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the record is broken ({exc})") from None
        referee = cls(game, cls.start_state(game, start), seats, options, start=start, **kwargs)
        for number, entry in enumerate(moves, 1):
            try:
                seat, data, at = entry
                action = game.action_from_dict(data)
                if type(at) not in (int, float) or not referee.clock <= at < 1e9:
                    raise ValueError(f"a time of {at!r}")
                referee.clock = float(at)
                referee.submit(seat, action)
            except (TypeError, ValueError, IllegalAction) as exc:
                raise ValueError(f"move {number} of the record does not replay ({exc})") from None
        return referee

    def rebuild(self, moves: Sequence[Move], reason: str = "") -> None:
        """The position after `moves` (a record's first moves, not necessarily this game's), played
        again from the start; every table shows it afresh (TableReset). A replay steps back and
        jumps with this. IllegalAction (nothing changed) when they do not replay."""
        state = self.start_state(self.game, self.start)
        for move in moves:
            state.apply(move.seat, move.action)
        self._state = state
        self.moves = list(moves)
        self.clock = moves[-1].at if moves else 0.0
        self._views.clear()
        self._undo = UndoBook()
        for bot in self.bots.values():
            bot.cancel()
        self._tell(None, [TableReset(reason)])

"""A replay: a game's record played again at its own table, one move at a time.

The replay is the host of a referee of its own (as open_match is for a game being played): built
from the record's start, with nobody playing for the bots, stepped through the record's moves.
The table it shows is the game's ordinary table on a Link that only watches, from the person's
seat: the table sees what that seat saw, event for event as in the game itself (a bot's words
included, said again from the same view). A finished game may be watched with its cards open:
the Link is then told every card and the table's picture turns up the cards the game lists as
hidden (Game.open_zones). No pygame here.

    replay = Replay(Recorded.from_saved(saved), start=0)    # start: after that many moves
    table = TableClass(app, replay.link)
    replay.forward(); replay.back(); replay.jump(12); replay.jump_round(+1)
    replay.playing = True
    replay.update(dt, busy=table.queue.busy)       # every frame: the next move at the game's pace

Stepping back, or jumping, builds the position again from the record (Referee.rebuild), and the
table shows it afresh (TableReset). A real-time game's moves carry their clock times: played,
the replay keeps that pace.
"""
from __future__ import annotations

from dataclasses import dataclass

from game import GAMES
from game.core import Event, RoundEnded, SeatSaid
from game.referee import HUMAN, Link, Move, Referee
from saves.store import SavedGame


@dataclass(frozen=True)
class Recorded:
    """A game to watch or review: which game, at which table, and its record (Referee.record())."""
    game: str
    options: dict
    seats: tuple[str, ...]
    record: dict

    @classmethod
    def from_saved(cls, saved: SavedGame) -> Recorded:
        """From a loaded save (saves.store.SavedGame), whose record was checked as it loaded."""
        return cls(saved.game, dict(saved.options), tuple(saved.seats), saved.record)

    @classmethod
    def from_link(cls, link: Link) -> Recorded:
        """The game a table has just played to the end."""
        return cls(link.game.name, link.options, tuple(link.seats), link.record())

    @property
    def seat(self) -> int:
        """Where the replay watches from: the person's seat (seat 0 in a game of bots)."""
        return self.seats.index(HUMAN) if HUMAN in self.seats else 0


class Replay:
    #: seconds between two moves played in turns, beyond the table's own motion and bot pace
    GAP = 0.4

    def __init__(self, recorded: Recorded, open_cards: bool = False, start: int = 0) -> None:
        self.recorded = recorded
        self.game = GAMES[recorded.game]
        game, record = self.game, recorded.record
        seats, options = list(recorded.seats), dict(recorded.options)
        self.referee = Referee.replay(game, {"start": record["start"], "moves": []}, seats, options, bots=False)
        self.moves: list[Move] = []
        #: each move's events as the referee told them (unredacted), the bot's words first
        self.told: list[list[Event]] = []
        #: the positions (moves played) where each round begins
        self.rounds = [0]
        probe = Referee.replay(game, {"start": record["start"], "moves": []}, seats, options, bots=False)
        for seat, data, at in record["moves"]:
            move = Move(seat, game.action_from_dict(data), float(at))
            said = self._words(probe, move)
            probe.clock = move.at
            events = probe.submit(move.seat, move.action)
            self.moves.append(move)
            self.told.append(said + events)
            if any(isinstance(event, RoundEnded) for event in events):
                self.rounds.append(len(self.moves))
        self.finished = probe.is_over()
        if self.rounds[-1] == len(self.moves) > 0:
            self.rounds.pop()            # the last round's end is no round's start
        self.playing = False
        self.time = 0.0                  # a real-time replay's clock
        self.waited = 0.0                # seconds since the last move, in turns
        if start:
            self.jump(start)
        self.link = self.referee.link(recorded.seat, plays=False, sees_all=open_cards)

    # -- where the replay stands -------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many of the record's moves have been played."""
        return len(self.referee.moves)

    @property
    def length(self) -> int:
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        return self.position >= self.length

    @property
    def realtime(self) -> bool:
        return self.referee.realtime

    def round_index(self) -> int:
        """The round under way (0-based), by the moves played."""
        return max(i for i, start in enumerate(self.rounds) if start <= self.position)

    @property
    def open_cards(self) -> bool:
        return self.link.sees_all

    def can_open_cards(self) -> bool:
        """A finished game of a game that says which cards were hidden may be watched with them open."""
        return self.finished and self.game.open_zones(self.referee.state) is not None

    def open_zones(self) -> dict | None:
        """The hidden cards by zone now, for a table watching with the cards open (else None)."""
        return self.game.open_zones(self.referee.state) if self.open_cards else None

    def reopen(self, open_cards: bool) -> Link:
        """A new Link for the table, with the cards open or not (the old one is closed)."""
        self.link.close()
        self.link = self.referee.link(self.recorded.seat, plays=False, sees_all=open_cards)
        return self.link

    def events_until_now(self) -> list[Event]:
        """Every event of the moves played so far, as the watching seat was told them (for the log)."""
        seat, whole = self.link.seat, self.link.sees_all
        return [event if whole else event.for_seat(seat) for told in self.told[:self.position] for event in told]

    # -- moving through the record ------------------------------------------------------------------
    def forward(self) -> bool:
        """Play the next move of the record (False at the end); a real-time replay's clock goes to
        that move's time."""
        if self.at_end:
            return False
        self._play()
        self.time = self.referee.clock
        return True

    def _play(self) -> None:
        move = self.moves[self.position]
        for said in self._words(self.referee, move):
            assert isinstance(said, SeatSaid)
            self.referee.say(said.seat, said.text)
        self.referee.clock = move.at
        self.referee.submit(move.seat, move.action)
        self.waited = 0.0

    def back(self) -> bool:
        """One move back (False at the start): the position is built again from the record."""
        if self.position == 0:
            return False
        self.jump(self.position - 1)
        return True

    def jump(self, position: int) -> None:
        """To the position after `position` moves, built from the record; the table shows it afresh."""
        position = max(0, min(self.length, position))
        self.referee.rebuild(self.moves[:position])
        self.time = self.moves[position - 1].at if position else 0.0
        self.waited = 0.0

    def jump_round(self, step: int) -> None:
        """To the start of the next round (step +1) or of this one (-1; the one before when this
        one has just begun); past the last round, the end of the game."""
        index = self.round_index()
        if step < 0:
            start = self.rounds[index]
            self.jump(start if self.position > start or index == 0 else self.rounds[index - 1])
        else:
            self.jump(self.rounds[index + 1] if index + 1 < len(self.rounds) else self.length)

    def update(self, dt: float, busy: bool) -> None:
        """Time passes while playing: in turns, the next move once the table has shown the last
        one and GAP has passed; in real time, every move whose clock time has come."""
        if not self.playing:
            return
        if self.at_end:
            self.playing = False
            return
        if self.realtime:
            self.time += dt
            while not self.at_end and self.moves[self.position].at <= self.time:
                self._play()
            return
        if busy:
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited >= self.GAP:
            self._play()

    def next_wake(self, busy: bool) -> float | None:
        """How soon `update` has something to do with no input (scenes.kit.wake): None while
        paused; in turns, once GAP has passed (the table wakes the loop while it animates, `busy`);
        in real time, when the next move's clock time comes; at the end, at once, to stop."""
        if not self.playing:
            return None
        if self.at_end:
            return 0.0
        if self.realtime:
            return max(0.0, self.moves[self.position].at - self.time)
        return None if busy else max(0.0, self.GAP - self.waited)

    def close(self) -> None:
        self.playing = False
        self.link.close()

    def _words(self, referee: Referee, move: Move) -> list[Event]:
        """What a bot said before this move in the game (Game.bot_says, from its own view then)."""
        if referee.seats[move.seat] == HUMAN:
            return []
        words = self.game.bot_says(referee.view(move.seat), move.action)
        return [SeatSaid(move.seat, words)] if words else []

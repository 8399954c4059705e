"""Opening a game at this computer: a referee with its bots in the worker process, autosave (the
game's record) after every move, the statistics and a kept copy of the record at the end, and
the Link the person's table holds.

    link = open_match("pixies", 2, {}, ["human", "hard"])            # a new game
    link = open_match(saved.game, saved.state.players, saved.options, saved.seats,
                      state=saved.state, kept=saved.table, record=saved.record)   # a save resumed
    table = PixiesTable(app, link)

The table never sees the referee: only its seat's Link (views, events, moves, undo, save).

Several people at this computer: `people` names each person's seat (game.referee.people.Person,
None for a bot's seat), and the one Link returned serves them all: it starts at the first person
to move and the table follows whoever is to move (`Link.follow`). The people are kept in the
save beside the record (the table's `kept["people"]`), so Continue seats them again.

    link = open_match("lixo", 3, {}, ["human", "human", "easy"],
                      people=[Person("Ann", (240, 196, 70)), Person("Ben", (90, 170, 250)), None])
    link.names, link.together        # ['Ann', 'Ben', ''], True
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from game import GAMES
from game.core import Event, State
from game.referee import HUMAN, Link, Move, Referee
from game.referee.people import COLOURS, YOU, Person, people_from_data
from saves import finished, stats, store
from scenes.kit.botworker import BotWorker, Job, shared_worker
from scenes.kit.wake import wake_loop


def open_match(game_name: str, players: int, options: dict, seats: list[str], state: State | None = None,
               kept: dict | None = None, seed: int | None = None, thinker: Any = None,
               record: dict | None = None, people: list[Person | None] | None = None) -> Link:
    """The Link of the person's seat (or of seat 0, watching, when every seat is a bot), for a
    new game (dealt from `seed`, or a random one) or for `state` resumed with what its table `kept`.
    A resumed game's `record` (a save's, checked when it was loaded) is played again, so the
    record and undo go on; without one the game's history starts at `state`. `people` (by seat)
    name the people at this computer; without them a resumed game's kept ones, else "You"."""
    game = GAMES[game_name]
    thinker = thinker or _Waking(shared_worker())
    kept = dict(kept or {})
    people = seated(seats, people, kept.pop("people", None))
    if state is not None and record:
        referee = Referee.replay(game, record, seats, options, thinker=thinker)
        if referee.state != state:
            raise ValueError(f"the record of this {game.title} game does not lead to its position")
        clock = kept.pop("clock", None)
        if type(clock) in (int, float) and referee.clock <= clock < 10 ** 7:
            referee.clock = float(clock)
    elif state is not None:    # begun here at a position: its saves mark it unproven (saves.store.encode)
        referee = Referee(game, state, seats, options, thinker=thinker)
        clock = kept.pop("clock", None)
        if type(clock) in (int, float) and 0 <= clock < 10 ** 7:
            referee.clock = float(clock)
    else:
        referee = Referee.new(game, players, random.randrange(2 ** 31) if seed is None else seed, seats, options,
                              thinker=thinker)
    referee.undo_grace = game.undo_grace
    me = seats.index(HUMAN) if HUMAN in seats else None
    link = referee.link(0 if me is None else me, plays=me is not None)
    link.kept = kept
    link.people = people if me is not None else []
    first = link.person_to_follow()
    if first is not None:
        link.follow(first)
    _Keeper(referee, link, game_name).attach()
    return link


def seated(seats: list[str], people: list[Person | None] | None, kept: object) -> list[Person | None]:
    """Each seat's person: `people` as given, else those a save kept (where they fit its seats),
    else "You" in the person's seat (or each person's: "You", "Player 2"...).

    >>> seated(["easy", "human"], None, None)
    [None, Person(name='You', colour=(240, 196, 70))]
    """
    if people is not None:
        if len(people) != len(seats) or any(p is not None and s != HUMAN for p, s in zip(people, seats)):
            raise ValueError("a person only in a person's seat")
        return list(people)
    if kept is not None:
        try:
            return people_from_data(kept, seats, HUMAN)
        except ValueError:
            pass                       # an edited save's: the seats are named afresh
    return default_people(seats)


def default_people(seats: list[str]) -> list[Person | None]:
    """ "You" in the first person's seat; no one at this computer in another (a save from before
    people were named, a test's table whose other people play elsewhere)."""
    first = seats.index(HUMAN) if HUMAN in seats else None
    return [Person(YOU, COLOURS[0]) if seat == first else None for seat in range(len(seats))]


class _Waking:
    """The bot worker, each search waking the app's loop when it ends (the loop sleeps meanwhile)."""

    def __init__(self, worker: BotWorker) -> None:
        self.worker = worker

    def submit(self, *args: Any, **kwargs: Any) -> Job:
        job = self.worker.submit(*args, **kwargs)
        job.when_done(wake_loop)
        return job


class _Keeper:
    """Autosave after every move (and on request), statistics once the game is over. A write
    that fails is told once by the save layer (saves.storage) and the game goes on."""

    def __init__(self, referee: Referee, link: Link, game_name: str) -> None:
        self.referee = referee
        self.link = link
        self.game_name = game_name
        # a save that was already finished was recorded when it finished
        self.recorded = referee.is_over()

    def attach(self) -> None:
        self.referee.listen(self.after_move)
        self.referee.on_save = self.save_now

    def kept(self) -> dict:
        kept = dict(self.link.kept)
        if self.link.people:
            kept["people"] = [None if person is None else person.to_data() for person in self.link.people]
        if self.referee.realtime:
            kept["clock"] = round(self.referee.clock, 2)
        return kept

    def after_move(self, referee: Referee, move: Move | None, events: list[Event]) -> None:
        store.autosave_in_background(self.game_name, referee.options, referee.seats, referee.state, self.kept(),
                                     referee.record())
        if referee.is_over() and not self.recorded:
            self.recorded = True
            self.record_stats()
            self.keep_record()

    def record_stats(self) -> None:
        """Once, for each person at this computer, when they played against bots or each other,
        in a game that counts (not an old or edited save's position, which no deal proves:
        saves.checks). A person alone at a table of people only (Zen) is not counted here."""
        seats = self.referee.seats
        if HUMAN not in seats or not self.link.counted:
            return
        if all(seat == HUMAN for seat in seats) and not self.link.together:
            return
        people = self.link.people or default_people(seats)
        for seat, person in enumerate(people):
            if person is not None:
                stats.record_game(self.game_name, seats, self.referee.state, self.referee.options, seat=seat,
                                  person=person.name)

    def keep_record(self) -> None:
        """A game the person played is kept, to be watched and reviewed (saves.finished)."""
        referee = self.referee
        if HUMAN in referee.seats:
            finished.keep(self.game_name, referee.options, referee.seats, referee.state, referee.record())

    def save_now(self) -> Path:
        """Write the save at once (Save and quit); OSError when it cannot be written."""
        referee = self.referee
        return store.autosave(self.game_name, referee.options, referee.seats, referee.state, self.kept(),
                              referee.record())

"""The host's keeping of its seats: who leaves, who is away, whose seat opens, and when.

Part of scenes.net.host's Host (a base class of it, run on the host's own thread like the rest):
before the start a player who leaves frees the seat at once; after it a dropped player's seat
waits for their token (for `hold` seconds, when set), played by the stand-in meanwhile; a player
silent on their turn for `away_after` seconds is played by the stand-in until they act again
(scenes.net.attendance); and the host may free any seat but its own.
"""
from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from game.core.text import T, Text
from game.referee import HUMAN, Referee
from scenes.net.attendance import Attendance
from scenes.net.peers import Peer
from scenes.net.seating import Seating
from scenes.net.wire import encode

log = logging.getLogger("parlour")

#: seconds between looks at who is away and whose held seat has waited long enough
WATCH = 0.25


class SeatKeeping:
    """What the Host keeps of its seats beyond the game (the Host sets these attributes)."""

    game: Any
    seating: Seating
    peers: dict[int, Peer]
    referee: Referee | None
    started: bool
    attendance: Attendance

    def _table_changed(self) -> None:
        raise NotImplementedError

    def _running(self) -> bool:
        raise NotImplementedError

    def _detach(self, peer: Peer) -> int | None:
        """The peer no longer plays its seat (its connection is ending): the seat, or None."""
        seat = peer.seat
        if seat is None or self.peers.get(seat) is not peer:
            return None
        del self.peers[seat]
        if self.referee is not None and peer.link is not None:
            self.referee.unlink(peer.link)
        peer.link = None
        return seat

    def _leave(self, peer: Peer) -> None:
        seat = self._detach(peer)
        if seat is None:
            return
        name = self.seating.people[seat].name
        if not self.started and self.seating.open_to_friends(seat):
            self.seating.free(seat)             # before the start a seat is only for who is there
            log.info("%s left seat %d: it is open again", name, seat + 1)
        else:
            self.seating.here(seat, False)
            self.attendance.dropped(seat, time.monotonic())
            log.info("%s left seat %d", name, seat + 1)
            if self.started and self.referee is not None:
                self.referee.sit(seat, self.seating.level(seat))
        self._table_changed()


    def _set_away_after(self, seconds: float | None) -> None:
        self.attendance.away_after = seconds if seconds is None or seconds > 0 else None
        if self.attendance.away_after is None:
            for seat in list(self.seating.away):
                self._back(seat)

    def _free_seat(self, seat: int) -> None:
        if not 0 <= seat < self.seating.players or seat == self.seating.you() or seat not in self.seating.people:
            return
        peer = self.peers.get(seat)
        name = self.seating.people[seat].name
        if peer is not None:
            self._detach(peer)
            peer.send(encode("closed", why=T("The host sent you away from this table.").to_data()))
            peer.drop(1000, "sent away by the host")
        self.seating.free(seat)
        self.attendance.returned(seat, time.monotonic())
        log.info("seat %d is open again (%s is no longer at it)", seat + 1, name)
        if self.started and self.referee is not None:
            self.referee.sit(seat, self.seating.level(seat))
        self._table_changed()

    def _back(self, seat: int) -> None:
        """The seat's person acts again: they play it, not the stand-in."""
        self.attendance.acted(seat, time.monotonic())
        if seat not in self.seating.away:
            return
        self.seating.away.discard(seat)
        name = self.seating.people[seat].name
        log.info("%s is back at seat %d", name, seat + 1)
        self._tell(seat, T("{name} is back.", name=name), T("You are back: you play your seat again."))
        if self.started and self.referee is not None and seat in self.peers:
            self.referee.sit(seat, HUMAN)
        self._table_changed()

    async def _watch(self) -> None:
        """Now and then: a player silent too long on their turn is played by the stand-in until
        they act again; a dropped player's seat held longer than `hold` opens to anyone."""
        while True:
            await asyncio.sleep(WATCH)
            try:
                self._look_around(time.monotonic())
            except Exception:            # a watch that fails must not end the table: say so, go on
                log.exception("the host could not check who is away")

    def _look_around(self, now: float) -> None:
        for seat in self.attendance.expired(now):
            if seat in self.seating.people and seat not in self.peers:
                self._free_seat(seat)
        referee = self.referee
        if not self.started or referee is None or referee.is_over() or not self._running():
            return
        people = [seat for seat in self.peers if seat not in self.seating.away]
        for seat in self.attendance.idle(people, referee.to_move(), now):
            self.seating.away.add(seat)
            name = self.seating.people[seat].name
            log.info("%s is away: a bot plays for them", name)
            self._tell(seat, T("{name} is away: a bot plays for them.", name=name),
                       T("You are away: a bot plays for you until you move."))
            referee.sit(seat, self.seating.level(seat))
            self._table_changed()

    def _tell(self, seat: int, others: Text, theirs: Text) -> None:
        """Words about `seat` for everyone at the table, `theirs` to its own player: sent as data,
        each player's screen says them in its own language."""
        for peer in self.peers.values():
            peer.send(encode("note", text=(theirs if peer.seat == seat else others).to_data()))

    def _set_stand_in(self, level: str) -> None:
        if level not in self.game.levels:
            return
        self.seating.stand_in = level
        if self.started and self.referee is not None:
            for seat, who in enumerate(self.seating.played_by()):
                if who != self.referee.seats[seat]:
                    self.referee.sit(seat, who)
        self._table_changed()

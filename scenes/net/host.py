"""Host: a table that players join over the network, its referee behind a WebSocket server.

The host's referee is the only place the game's State exists. Every player, the host's own
person included (who joins through the loopback address like anyone), is a seat that sends
actions and receives its own View and its own redacted events (scenes.net.wire):

    host = Host("pixies", {}, Seating(["you", "open", "hard"], stand_in="normal"))
    host.start()                      # listening: host.port, host.code; players join
    host.start_game()                 # from the lobby; bots fill open seats nobody took
    ...
    host.stop()

Everything runs on one thread of its own with an asyncio loop: the server, each player's
connection, and the referee, ticked for the bots and the real-time clock, so nothing here
waits for the pygame loop (a paused table) and nothing waits for one player (scenes.net.peers).
The host trusts nothing from a player: a message is read by scenes.net.wire, an action goes
through the referee (legality, whose turn, exact types), the seat is the connection's own, and
messages have a size and a rate limit. A player who drops is played by the stand-in bot until
their token brings them back. The game is written to saves/hosted after every move
(saves.network), so the host can open the table again later and the same players sit down.
"""
from __future__ import annotations

import asyncio
import logging
import random
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from game import GAMES
from game.core import IllegalAction
from game.core.text import T, Text
from game.referee import HUMAN, Move, Referee, SyncThinker
from saves import network
from scenes.net import lan
from scenes.net.attendance import Attendance
from scenes.net.door import BUSY, Door, clean_code, new_code, same_code
from scenes.net.peers import JoinGuard, Limits, Peer
from scenes.net.seating import Refused, Seating
from scenes.net.seatkeeping import SeatKeeping
from scenes.net.wire import FROM_PLAYER, MAX_FRAME, VERSION, BadMessage, TableInfo, decode, encode

log = logging.getLogger("parlour")

__all__ = ["Host", "new_code", "same_code"]

#: seconds between the referee's ticks while bots or the clock have something to do
TICK = 0.05
#: seconds a headless host waits for players to see the end before it closes
GRACE = 10.0
TOO_MANY = T("Too many messages: slow down (this one was not used).")
LIMITS = Limits()


class Host(SeatKeeping):
    def __init__(self, game_name: str, options: dict, seating: Seating, *, code: str | None = None,
                 table_id: str | None = None, record: dict | None = None, clock: float = 0.0,
                 thinker: Any = None, bind: str | None = None, port: int = lan.DEFAULT_PORT,
                 backend: Any = None, keep: bool = True, autostart: bool = False,
                 start_after: float | None = None, limits: Limits = LIMITS,
                 away_after: float | None = None, hold: float | None = None,
                 on_change: Callable[[], None] = lambda: None) -> None:
        """`away_after`: seconds a player may stay silent on their turn before the stand-in plays
        for them (None: never); `hold`: seconds a dropped player's seat waits for them once the
        game is on before it opens to anyone (None: until the host frees it). ValueError for a
        code that is not one (scenes.net.door.CODE_RULE) or options the game refuses."""
        self.game = GAMES[game_name]
        self.options = self.game.check_options(seating.players, dict(options))
        self.seating = seating
        self.code = new_code() if code is None else clean_code(code)
        self.table_id = table_id or secrets.token_hex(6)
        self.thinker = thinker or SyncThinker()
        self.bind = lan.check_bind(lan.default_bind() if bind is None else bind)
        self.port = port
        self.backend = backend
        self.keep = keep
        self.autostart, self.start_after = autostart, start_after
        self.limits = limits
        self.on_change = on_change
        self.referee: Referee | None = None
        if record is not None:        # a table opened again: its game replayed (ValueError if it does not)
            self.referee = self._make_referee(record)
            self.referee.clock = max(self.referee.clock, float(clock))
        else:                         # options the game would refuse are refused now, not at Start
            self.game.new(seating.players, seed=0, **self.options)
        self.started = False
        self.peers: dict[int, Peer] = {}
        self.connections = 0
        self.guard = JoinGuard(limits.wrong_codes, limits.wrong_per_second, limits.wrong_delay)
        self.door = Door(limits)
        self.attendance = Attendance(away_after, hold)
        self.info: TableInfo = self._table_info()
        #: set once the server has closed (stop(), or a headless game over)
        self.finished = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._bound = threading.Event()
        self._error: BaseException | None = None
        self._closing: asyncio.Event | None = None
        self._poke: asyncio.Event | None = None
        self._started_at = 0.0
        self._first_join = 0.0
        self._over_at: float | None = None
        self._announcer: lan.Announcer | None = None

    @property
    def own_token(self) -> str | None:
        """The token of the host's own seat, for the host's own player to join with."""
        seat = self.seating.you()
        return None if seat is None else self.seating.people[seat].token

    # -- the thread ------------------------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> int:
        """Listen (on a thread of its own); the port. OSError when the address cannot be used."""
        self._thread = threading.Thread(target=self._run, name="parlour-host", daemon=True)
        self._thread.start()
        if not self._bound.wait(timeout):
            raise OSError("the table's server did not start")
        if self._error is not None:
            raise self._error
        return self.port

    def _run(self) -> None:
        loop = self.loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._main())
        finally:
            loop.close()
            self.finished.set()

    def _call(self, fn: Callable, *args: Any) -> None:
        """Run `fn(*args)` on the host's thread (from any thread)."""
        if self.loop is not None and not self.finished.is_set():
            try:
                self.loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:            # the loop closed just now: nothing is left to do
                pass

    def start_game(self) -> None:
        self._call(self._start_game)

    def set_stand_in(self, level: str) -> None:
        self._call(self._set_stand_in, level)

    def set_away_after(self, seconds: float | None) -> None:
        """Seconds of silence on a player's turn before the stand-in plays for them (None: never)."""
        self._call(self._set_away_after, seconds)

    def free_seat(self, seat: int) -> None:
        """Send the seat's player away (if any) and open the seat to anyone; their token no longer
        brings them back. The host's own seat stays the host's."""
        self._call(self._free_seat, seat)

    def stop(self, why: Text | None = None, timeout: float = 10.0) -> None:
        self._call(self._close, why or T("The host closed the table."))
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    async def _main(self) -> None:
        self._closing, self._poke = asyncio.Event(), asyncio.Event()
        try:
            server = await serve(self._connection, self.bind, self.port, max_size=MAX_FRAME, compression=None,
                                 ping_interval=self.limits.ping_seconds, ping_timeout=self.limits.ping_seconds,
                                 open_timeout=self.limits.hello_seconds, close_timeout=1,
                                 process_request=self._admit, server_header=None)
        except OSError as exc:
            self._error = exc
            self._bound.set()
            return
        self.port = server.sockets[0].getsockname()[1]
        self._bound.set()
        if self.keep:
            network.forget_old_tables()
        self._announce()
        ticker, watcher = asyncio.ensure_future(self._tick()), asyncio.ensure_future(self._watch())
        await self._closing.wait()
        ticker.cancel()
        watcher.cancel()
        await asyncio.gather(ticker, watcher, return_exceptions=True)
        for _ in range(25):              # the players' last messages ("closed") go out first (half a second)
            if all(peer.outbox.empty() for peer in self.peers.values()):
                break
            await asyncio.sleep(0.02)
        server.close()
        await server.wait_closed()
        if self._announcer is not None:
            self._announcer.stop()
        network.flush(5.0)

    def _announce(self) -> None:
        if self.backend is None or lan.is_loopback(self.bind):
            return
        self._announcer = lan.Announcer(self.backend)
        you = self.seating.you()
        name = f"{self.game.title} at {self.seating.people[you].name}" if you is not None \
            else f"{self.game.title} table {self.code[:2]}"
        self._announcer.start(name, self.port, lan.lan_addresses(), self.game.name, self.game.title,
                              self.info.open_seats())

    def _close(self, why: Text) -> None:
        for peer in list(self.peers.values()):
            peer.send(encode("closed", why=why.to_data()))
        self._save()
        if self._closing is not None:
            self._closing.set()

    # -- connections -----------------------------------------------------------------------------------
    def _admit(self, connection: Any, request: Any) -> Any:
        """A last guard for the computer's sake: strangers are pushed out well before this (the
        Door), so only connections still closing could ever fill it."""
        if self.connections >= 4 * (self.seating.players + self.limits.strangers):
            return connection.respond(503, "This table has too many connections.\n")
        return None

    async def _connection(self, connection: Any) -> None:
        self.connections += 1
        peer = Peer(connection, self.limits)
        self.door.came(connection, peer.address)
        try:
            if await self._greet(peer):
                async for text in connection:
                    self._on_message(peer, text)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            self.door.left(connection)
            peer.stop()
            self._leave(peer)

    async def _greet(self, peer: Peer) -> bool:
        """The hello: the version, the join code, a seat. False (after "refused") if not."""
        try:
            async with asyncio.timeout(self.limits.hello_seconds):
                text = await peer.connection.recv()
            hello = decode(text, FROM_PLAYER)
            if hello["t"] != "hello":
                raise BadMessage("say hello first")
        except TimeoutError:
            return await self._refuse(peer, T("No hello came in time."))
        except BadMessage as exc:          # only a broken Parlour sends these: said as they are
            return await self._refuse(peer, Text(str(exc)))
        if hello["v"] != VERSION:       # sent as a plain string, the one answer an older Parlour can read
            return await self._refuse(peer, T("This table speaks version {host} and you {player}: update Parlour "
                                              "so both are the same.", host=VERSION, player=hello["v"]), plain=True)
        # the right code, or a seat's token, is let in at once, whatever strangers are doing
        if not same_code(hello["code"], self.code) and self.seating.holder(hello["token"]) is None:
            blocked = self.guard.blocked(peer.address)
            if not await self.door.wait_for_answer(self.guard, peer.connection, peer.address):
                self.door.left(peer.connection)
                await peer.connection.close(*BUSY)
                return False
            return await self._refuse(peer, T("Too many wrong join codes from your address: wait a minute.")
                                      if blocked else T("That is not this table's join code."), quiet=True)
        try:
            seat, person = self.seating.join(hello["name"], hello["token"])
        except Refused as exc:
            return await self._refuse(peer, exc.why)
        self.door.let_in(peer.connection)
        previous = self.peers.get(seat)
        if previous is not None:
            previous.send(encode("closed", why=T("You joined this table again from somewhere else.").to_data()))
            previous.drop(1000, "joined again elsewhere")
            self._detach(previous)
        peer.seat = seat
        self.peers[seat] = peer
        self.seating.here(seat, True)
        self.seating.away.discard(seat)
        self.attendance.returned(seat, time.monotonic())
        self._first_join = self._first_join or time.monotonic()
        peer.start()
        log.info("%s sat down at seat %d", person.name, seat + 1)
        self.info = self._table_info()
        peer.send(encode("welcome", v=VERSION, seat=seat, token=person.token, table=self.info.to_dict()))
        if self.started:
            self._seat_person(peer)
        self._table_changed()
        return True

    async def _refuse(self, peer: Peer, why: Text, quiet: bool = False, plain: bool = False) -> bool:
        """Say why not ("refused"); the handler then closes the connection. `quiet`: not written to
        the log one by one (wrong codes: a flood of them would fill it)."""
        if not quiet:
            log.info("refused a player from %s: %s", peer.address, why)
        try:
            async with asyncio.timeout(self.limits.send_seconds):
                await peer.connection.send(encode("refused", why=str(why) if plain else why.to_data()))
        except (TimeoutError, ConnectionClosed):
            pass
        return False

    # -- messages --------------------------------------------------------------------------------------
    def _on_message(self, peer: Peer, text: Any) -> None:
        """One message from a player. Past the rate, an action is refused (and answered, so the
        player's table does not wait); "shown" and "ready" still count, being cheaper to use than
        to refuse, and one lost would keep the bots waiting; too many past the rate drop the player."""
        over = not peer.bucket.take()
        if over:
            peer.refused += 1
            if peer.refused > self.limits.flood:
                peer.drop(1008, "too many messages")
                return
        try:
            message = decode(text, FROM_PLAYER)
        except BadMessage as exc:
            peer.send(encode("error", why=(TOO_MANY if over else Text(str(exc))).to_data()))
            return
        kind = message["t"]
        if kind == "act":
            if not over and peer.seat is not None:
                self._back(peer.seat)
            refusal = TOO_MANY if over else self._act(peer, message["action"])
            peer.send(encode("result", id=message["id"], refusal=None if refusal is None else refusal.to_data()))
        elif kind == "shown":
            peer.shown = max(peer.shown, min(message["seq"], peer.sent))
            self._poke_ticker()
        elif kind == "ready":
            peer.ready = True
            self._poke_ticker()
        else:
            peer.send(encode("error", why=T("You have already said hello.").to_data()))

    def _act(self, peer: Peer, data: dict) -> Text | None:
        """Play the action `data` for the peer's own seat: None, or why not (words, nothing changed)."""
        if not self.started or self.referee is None or peer.link is None or peer.seat is None:
            return T("The game has not started yet.")
        try:
            action = self.game.action_from_dict(data)
        except (ValueError, TypeError) as exc:
            return T("That is not a {game} action ({detail}).", game=self.game.title, detail=str(exc)[:80])
        try:
            self.referee.submit(peer.seat, action)
        except IllegalAction as refusal:
            return refusal.reason
        self._poke_ticker()
        return None

    # -- the game --------------------------------------------------------------------------------------
    def _make_referee(self, record: dict | None = None) -> Referee:
        seats = self.seating.played_by()
        if record is not None:
            referee = Referee.replay(self.game, record, seats, self.options, thinker=self.thinker)
        else:
            referee = Referee.new(self.game, self.seating.players, random.randrange(2 ** 31), seats, self.options,
                                  thinker=self.thinker)
        referee.listen(self._after_move)
        return referee

    def _start_game(self) -> None:
        if self.started:
            return
        if self.referee is None:
            self.referee = self._make_referee()
        self.started = True
        self._started_at = time.monotonic()
        self.attendance.turns(self.referee.to_move(), self._started_at)
        for seat in self.seating.people:                    # a saved table's players not here yet
            if seat not in self.peers and seat != self.seating.you():
                self.attendance.dropped(seat, self._started_at)
        for seat, who in enumerate(self.seating.played_by()):
            self.referee.sit(seat, who)
        for peer in self.peers.values():
            self._seat_person(peer)
        log.info("the game of %s has started", self.game.title)
        self._table_changed()
        self._save()

    def _seat_person(self, peer: Peer) -> None:
        """The peer's person plays their seat (again): a link of their own and their View."""
        referee = self.referee
        assert referee is not None and peer.seat is not None
        referee.sit(peer.seat, HUMAN)
        peer.link = referee.link(peer.seat)
        peer.ready = False
        ended = {"record": referee.record()} if referee.is_over() else {}
        peer.send(encode("start", seat=peer.seat, view=peer.link.view().to_dict(), moves=len(referee.moves),
                         clock=referee.clock, running=self._running(), seq=peer.sent, **ended))
        self._poke_ticker()

    def _after_move(self, referee: Referee, move: Move | None, events: list) -> None:
        """Every present player is sent the move's events as their seat may see them, and their View."""
        # once the game is over its record (seed and moves: every card) may go to everyone
        ended = {"record": referee.record()} if referee.is_over() else {}
        self.attendance.turns(referee.to_move(), time.monotonic())
        for peer in self.peers.values():
            if peer.link is None:
                continue
            told = peer.link.events()
            peer.send(encode("update", seq=peer.sent_update(), events=[e.to_dict() for e in told],
                             view=peer.link.view().to_dict(), moves=len(referee.moves), clock=referee.clock,
                             running=self._running(), **ended))
        if referee.is_over() and self._over_at is None:
            self._over_at = time.monotonic()
            log.info("the game of %s is over", self.game.title)
            self._table_changed()
        self._save()

    def _running(self) -> bool:
        """Does the game's clock run: started, not over, every table ready (or waited long enough)?"""
        if not self.started or self.referee is None or self.referee.is_over():
            return False
        waited = time.monotonic() - self._started_at >= self.limits.ready_seconds
        return waited or all(peer.ready for peer in self.peers.values())

    async def _tick(self) -> None:
        # asyncio.timeout, not wait_for: in Python 3.11 wait_for can lose a cancellation that
        # comes as its wait ends, and this task would then never stop
        last = time.monotonic()
        assert self._poke is not None and self._closing is not None
        while not self._closing.is_set():
            try:
                async with asyncio.timeout(self._next_tick()):
                    await self._poke.wait()
            except TimeoutError:
                pass
            self._poke.clear()
            now = time.monotonic()
            try:
                self._advance(now, now - last)
            except Exception:            # a bot or the engine failed: say so rather than hang the table
                log.exception("the hosted game stopped with an error")
                self._close(T("The host's game stopped with an error (the host's log says more)."))
            last = now

    def _poke_ticker(self) -> None:
        if self._poke is not None:
            self._poke.set()

    def _next_tick(self) -> float | None:
        """Seconds until the referee needs a tick, or None while only a message can change anything."""
        referee = self.referee
        if not self.started:
            return TICK if self.autostart and self.start_after is not None and self._first_join else None
        if referee is None or not self.peers:
            return None
        if referee.is_over():
            return 1.0 if self.autostart else None
        if referee.realtime or set(referee.to_move()) & set(referee.bots):
            return TICK
        return None

    def _advance(self, now: float, dt: float) -> None:
        if not self.started:
            waited = self.start_after is not None and self._first_join and now - self._first_join >= self.start_after
            if self.autostart and self.peers and (self.seating.full() or waited):
                self._start_game()
            return
        referee = self.referee
        if referee is None or not self.peers:
            return                      # nobody at the table: the bots do not play it out alone
        if referee.is_over():
            if self.autostart and self._over_at is not None and now - self._over_at >= GRACE:
                self._close(T("The game is over."))
            return
        for peer in self.peers.values():
            if peer.link is not None:
                peer.link.busy = peer.busy(now)
        referee.update(dt if self._running() else 0.0)

    # -- what everyone is told, and what is kept ---------------------------------------------------------
    def _table_info(self) -> TableInfo:
        over = self.referee is not None and self.referee.is_over()
        return self.seating.info(self.game.name, self.options, self.started, over)

    def _table_changed(self) -> None:
        self.info = self._table_info()
        message = encode("table", table=self.info.to_dict())
        for peer in self.peers.values():
            peer.send(message)
        if self.autostart and self.started and self.referee is not None and self.referee.is_over() \
                and not self.peers:
            self._close(T("The game is over."))
        self._poke_ticker()
        self.on_change()

    def _save(self) -> None:
        referee = self.referee
        if not self.keep or referee is None or not self.started:
            return
        network.save_hosted(self.table_id, {
            "game": self.game.name, "code": self.code, "options": self.options, "seating": self.seating.to_data(),
            "record": referee.record(), "clock": round(referee.clock, 3), "over": referee.is_over()})

    @classmethod
    def reopen(cls, doc: dict, **kwargs: Any) -> Host:
        """A hosted table saved by `_save` (saves.network.load_hosted), opened again at its lobby:
        the same code, seats and players' tokens. ValueError when it cannot be."""
        if doc["game"] not in GAMES:
            raise ValueError(f"this Parlour has no game {doc['game']!r}")
        game = GAMES[doc["game"]]
        seating = Seating.from_data(doc["seating"], game.levels)
        return cls(game.name, doc["options"], seating, code=doc["code"], table_id=doc["id"], record=doc["record"],
                   clock=doc["clock"], **kwargs)

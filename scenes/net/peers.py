"""One connected player as the host sees them, and the limits that keep one player from holding
up or flooding the others.

Nothing a player does may slow the rest of the table: each `Peer` has a bounded queue of
messages going out and its own task sending them, with a time limit on each send; a player
whose queue fills up (a computer that stopped reading) or whose send times out is dropped,
and comes back with their token and a fresh View. Messages coming in are counted against a
rate (`Bucket`). Wrong join codes are answered slowly and few at a time (`JoinGuard`), so that
guessing a code cannot pay, however many addresses the guesses come from.
"""
from __future__ import annotations

import asyncio
import collections
import dataclasses
import logging
import time
from typing import Any

from websockets.exceptions import ConnectionClosed

log = logging.getLogger("parlour")


@dataclasses.dataclass(frozen=True)
class Limits:
    """The host's limits (tests shorten the times)."""
    #: messages a player may send per second, and at once after a quiet spell (a table sends
    #: a few a second: its moves, and "shown" once it has shown each move)
    rate: float = 50.0
    burst: int = 100
    #: messages past the rate before the player is dropped
    flood: int = 500
    #: messages waiting to go out to one player before they are dropped as too slow
    outbox: int = 256
    #: seconds one message may take to go out
    send_seconds: float = 10.0
    #: seconds a new connection has to say hello (a real player's end says it at once)
    hello_seconds: float = 5.0
    #: seconds turn-based bots wait for a table still showing moves, at most
    busy_seconds: float = 6.0
    #: seconds a real-time game's clock waits for every table to be ready, at most
    ready_seconds: float = 10.0
    #: wrong join codes one address may try per minute before its guesses wait for that minute
    wrong_codes: int = 5
    #: wrong join codes answered per second across every address, and the seconds each waits at least
    wrong_per_second: float = 10.0
    wrong_delay: float = 1.0
    #: connections that have not been let in yet (no hello, or a wrong code waiting for its answer):
    #: at most this many from one address and in all; a newcomer past either pushes out the oldest
    strangers_per_address: int = 4
    strangers: int = 64
    #: seconds between keep-alive pings; a player silent for two of them is gone
    ping_seconds: float = 10.0


class Bucket:
    """A token bucket: `take()` is False when messages come faster than the rate allows."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class JoinGuard:
    """When to answer a wrong join code, so that guessing cannot pay.

    Per address: once an address has had `allowed` wrong codes within a minute, its next one is
    not answered before that minute is over (`address_ready`). In all: every answer waits at
    least `delay` seconds and takes a slot of its own in time, the slots at least 1/`per_second`
    apart whatever addresses the guesses come from (`slot`); a guess that would wait longer than
    `horizon` seconds for its slot gets none (`slot` says None: the host closes it unanswered).

    Its memory is bounded: at most `addresses` addresses are remembered, the one quiet longest
    forgotten first. Forgetting loosens nothing that matters: the limit in all holds whatever
    it remembers, and nothing here can fail for what it forgot.

    >>> guard = JoinGuard(2, per_second=10, delay=1, addresses=2)
    >>> [guard.address_ready("a", 0.0) for _ in range(3)]     # the third waits out the minute
    [0.0, 0.0, 60.0]
    >>> guard.address_ready("b", 0.0), guard.address_ready("c", 0.0), list(guard.wrong)   # "a" forgotten
    (0.0, 0.0, ['b', 'c'])
    >>> [round(guard.slot(0.0), 2) for _ in range(3)]          # one answer a tenth of a second at most
    [1.0, 1.1, 1.2]
    """

    def __init__(self, allowed: int, per_second: float = 10.0, delay: float = 1.0, addresses: int = 4096,
                 horizon: float = 30.0) -> None:
        self.allowed = max(1, allowed)
        # a hair more than 1/per_second: the answers reach the guessers a little unevenly
        self.spacing = 1.01 / per_second
        self.delay = delay
        self.addresses = addresses
        self.horizon = horizon
        #: each address's last `allowed` wrong codes (monotonic times), the longest quiet first
        self.wrong: collections.OrderedDict[str, collections.deque[float]] = collections.OrderedDict()
        self.next_slot = 0.0
        self.last_answer = -1e9

    def address_ready(self, address: str, now: float) -> float:
        """Count a wrong code from `address` at `now`: from when its address allows an answer."""
        times = self.wrong.pop(address, None)
        if times is None:
            times = collections.deque(maxlen=self.allowed)
        ready = now
        if len(times) == self.allowed and now - times[0] < 60.0:
            ready = times[0] + 60.0
        times.append(now)
        self.wrong[address] = times
        while len(self.wrong) > self.addresses:
            self.wrong.popitem(last=False)
        return ready

    def slot(self, now: float) -> float | None:
        """The time a wrong code counted at `now` may be answered, or None: too many are waiting."""
        at = max(now + self.delay, self.next_slot)
        if at - now > self.delay + self.horizon:
            return None
        self.next_slot = at + self.spacing
        return at

    def may_answer(self, now: float) -> float:
        """Seconds to wait still before an answer goes out (0: send it now, and it is counted)."""
        wait = self.last_answer + self.spacing - now
        if wait > 0:
            return wait
        self.last_answer = now
        return 0.0

    def blocked(self, address: str, now: float | None = None) -> bool:
        """Has `address` had its `allowed` wrong codes within the last minute?"""
        times = self.wrong.get(address)
        now = time.monotonic() if now is None else now
        return times is not None and len(times) == self.allowed and now - times[0] < 60.0


class Peer:
    """One connection, from its hello on; `seat` once it sits down."""

    def __init__(self, connection: Any, limits: Limits) -> None:
        self.connection = connection
        self.limits = limits
        self.address = str((connection.remote_address or ("?",))[0])
        self.seat: int | None = None
        self.link: Any = None
        self.bucket = Bucket(limits.rate, limits.burst)
        self.refused = 0
        self.outbox: asyncio.Queue[str] = asyncio.Queue(limits.outbox)
        self.pump: asyncio.Task | None = None
        #: the number of the last update sent, and of the last one its table has shown
        self.sent = 0
        self.shown = 0
        self.sent_at = 0.0
        self.ready = False
        self.gone = False

    def start(self) -> None:
        self.pump = asyncio.ensure_future(self._pump())

    def send(self, text: str) -> None:
        """Queue `text` for this player; a full queue means they stopped reading: drop them."""
        if self.gone:
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.drop(1008, "too slow: the table could not wait for this player")

    def sent_update(self) -> int:
        self.sent += 1
        self.sent_at = time.monotonic()
        return self.sent

    def busy(self, now: float) -> bool:
        """Is this player's table still showing moves (for at most `busy_seconds`)?"""
        return self.shown < self.sent and now - self.sent_at < self.limits.busy_seconds

    async def _pump(self) -> None:
        while True:
            text = await self.outbox.get()
            try:
                async with asyncio.timeout(self.limits.send_seconds):
                    await self.connection.send(text)
            except TimeoutError:
                self.drop(1008, "too slow: a message could not be sent in time")
                return
            except ConnectionClosed:
                self.gone = True
                return

    def drop(self, code: int, reason: str) -> None:
        """Close the connection (its handler then frees the seat for the stand-in bot)."""
        if self.gone:
            return
        self.gone = True
        log.info("dropping a player from %s: %s", self.address, reason)
        asyncio.ensure_future(self.connection.close(code, reason))

    def stop(self) -> None:
        if self.pump is not None:
            self.pump.cancel()

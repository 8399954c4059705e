"""One connected player as the host sees them, and the limits that keep one player from holding
up or flooding the others.

Nothing a player does may slow the rest of the table: each `Peer` has a bounded queue of
messages going out and its own task sending them, with a time limit on each send; a player
whose queue fills up (a computer that stopped reading) or whose send times out is dropped,
and comes back with their token and a fresh View. Messages coming in are counted against a
rate (`Bucket`); a wrong join code is counted per address (`JoinGuard`).
"""
from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from typing import Any, Optional

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
    #: seconds a new connection has to say hello
    hello_seconds: float = 10.0
    #: seconds turn-based bots wait for a table still showing moves, at most
    busy_seconds: float = 6.0
    #: seconds a real-time game's clock waits for every table to be ready, at most
    ready_seconds: float = 10.0
    #: wrong join codes one address may try per minute
    wrong_codes: int = 5
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
    """Counts wrong join codes per address over the last minute."""

    def __init__(self, allowed: int) -> None:
        self.allowed = allowed
        self.wrong: dict[str, list[float]] = {}

    def blocked(self, address: str) -> bool:
        now = time.monotonic()
        recent = [at for at in self.wrong.get(address, []) if now - at < 60]
        self.wrong[address] = recent
        return len(recent) >= self.allowed

    def failed(self, address: str) -> None:
        if len(self.wrong) > 1024:           # many addresses: forget those quiet for a minute
            self.wrong = {a: times for a, times in self.wrong.items() if time.monotonic() - times[-1] < 60}
        self.wrong.setdefault(address, []).append(time.monotonic())


class Peer:
    """One connection, from its hello on; `seat` once it sits down."""

    def __init__(self, connection: Any, limits: Limits) -> None:
        self.connection = connection
        self.limits = limits
        self.address = str((connection.remote_address or ("?",))[0])
        self.seat: Optional[int] = None
        self.link: Any = None
        self.bucket = Bucket(limits.rate, limits.burst)
        self.refused = 0
        self.outbox: asyncio.Queue[str] = asyncio.Queue(limits.outbox)
        self.pump: Optional[asyncio.Task] = None
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

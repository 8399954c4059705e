"""The door of a hosted table: join codes, and the connections that have not been let in yet.

A join code is CODE_LENGTH characters of one alphabet, CODE_LETTERS (no 0/O or 1/I to misread);
typed in any case, with spaces or dashes, it means the same (`clean_code`).

    >>> clean_code(" k7q-f3m "), same_code("k7q f3m", "K7QF3M")
    ('K7QF3M', True)
    >>> clean_code("ABC10")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scenes.net.wire.Refusal: a join code is 6 of the letters and digits ... (no 0, O, 1 or I)

A stranger is a connection that has not been let in: it has not said hello yet, or its wrong
code waits for its answer (scenes.net.peers.JoinGuard). Strangers hold nothing a player needs:
at most `strangers_per_address` from one address and `strangers` in all, and a newcomer past
either pushes the oldest such stranger out, so a connection with the right code always reaches
its hello; a stranger has `hello_seconds` to say it. Players who are let in are not strangers,
and nothing here counts them.
"""
from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import time
from typing import Any

from game.core.text import T
from scenes.net.peers import Limits
from scenes.net.wire import Refusal

log = logging.getLogger("parlour")

#: the letters of a join code: no 0/O or 1/I to misread
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
CODE_RULE = T("a join code is {n} of the letters and digits {letters} (no 0, O, 1 or I)", n=CODE_LENGTH,
              letters=CODE_LETTERS)
#: the close code and words for a stranger pushed out by newer ones (it is told nothing of its code)
BUSY = (1013, "the table is busy: try again in a moment")


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def typed_code(text: str) -> str:
    """A code as typed, in capitals, without the spaces and dashes people put in."""
    return "".join(c for c in text.upper() if c not in " -\t")


def clean_code(text: str) -> str:
    """The code `text` means; a Refusal (a ValueError: CODE_RULE) when it is not one."""
    code = typed_code(text)
    if len(code) != CODE_LENGTH or any(c not in CODE_LETTERS for c in code):
        raise Refusal(CODE_RULE)
    return code


def same_code(given: str, code: str) -> bool:
    """Join codes compare without case, spaces or dashes, in constant time."""
    return hmac.compare_digest(typed_code(given).encode("utf-8", "replace"), code.encode())


class Door:
    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        #: each stranger's connection and its address, the oldest first
        self.strangers: dict[Any, str] = {}
        self.pushed_out = 0

    def came(self, connection: Any, address: str) -> None:
        """A new connection: a stranger until `let_in` or `left`; the oldest stranger of its
        address, or of all, makes room for it when there are too many."""
        same = [other for other, where in self.strangers.items() if where == address]
        if len(same) >= self.limits.strangers_per_address:
            self._push_out(same[0])
        if len(self.strangers) >= self.limits.strangers:
            self._push_out(next(iter(self.strangers)))
        self.strangers[connection] = address

    def let_in(self, connection: Any) -> None:
        self.strangers.pop(connection, None)

    def left(self, connection: Any) -> None:
        self.strangers.pop(connection, None)

    def _push_out(self, connection: Any) -> None:
        self.strangers.pop(connection, None)
        self.pushed_out += 1
        if self.pushed_out == 1 or self.pushed_out % 100 == 0:
            log.info("too many connections that have not joined: %d pushed out so far", self.pushed_out)
        asyncio.ensure_future(_close_quietly(connection, *BUSY))

    async def wait_for_answer(self, guard: Any, connection: Any, address: str) -> bool:
        """A wrong code from `address`: wait until it may be answered (JoinGuard). False when it
        may not be at all (too many are waiting: it is then closed unanswered), or when the
        connection closed meanwhile (it has gone, and with it what it held)."""
        now = time.monotonic()
        ready = guard.address_ready(address, now)
        if ready > now and not await _still_open_after(connection, ready - now):
            return False
        now = time.monotonic()
        at = guard.slot(now)
        if at is None or not await _still_open_after(connection, at - now):
            return False
        while (wait := guard.may_answer(time.monotonic())) > 0:
            if not await _still_open_after(connection, wait):
                return False
        return True


async def _still_open_after(connection: Any, seconds: float) -> bool:
    """Wait `seconds`; False as soon as the connection closes."""
    try:
        async with asyncio.timeout(seconds):
            await connection.wait_closed()
    except TimeoutError:
        return True
    return False


async def _close_quietly(connection: Any, code: int, reason: str) -> None:
    try:
        await connection.close(code, reason)
    except Exception:                  # it went already: nothing is left to close
        pass

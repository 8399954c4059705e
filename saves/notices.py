"""Messages for the player about files Parlour could not use (moved aside, reset to defaults).

The save layer never shows anything itself: it reports here (and to the log), and the
app takes the pending messages and shows them on screen. A report can come from the saves'
background thread while the app's loop sleeps: `call_on_report(fn)` has `fn()` called after
each report, from the reporting thread, so the app can wake up.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable

_log = logging.getLogger("parlour.saves")
_lock = threading.Lock()
_pending: list[str] = []
#: messages told with once=True since the app started (see `forget`)
_told: set[str] = set()
_listener: list[Callable[[], None] | None] = [None]


def call_on_report(fn: Callable[[], None] | None) -> None:
    """After each report, call `fn()` (None: call nothing). One listener: the latest replaces it."""
    _listener[0] = fn


def report(message: str, once: bool = False) -> None:
    """Remember `message` for the player and write it to the log, then tell the listener. With
    `once`, a message already told since the app started is not told again: it is about a file
    left as it is, which every later read would otherwise report anew."""
    with _lock:
        if once and message in _told:
            return
        _told.add(message)
        _pending.append(message)
    _log.warning(message)
    if _listener[0] is not None:
        _listener[0]()


def take() -> list[str]:
    """All messages reported since the last call, oldest first; the queue is then empty."""
    with _lock:
        messages = list(_pending)
        _pending.clear()
    return messages


def forget() -> None:
    """A new start: messages told once may be told again."""
    with _lock:
        _told.clear()

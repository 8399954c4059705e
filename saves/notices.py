"""Messages for the player about files Parlour could not use (moved aside, reset to defaults).

The save layer never shows anything itself: it reports here (and to the log), and the
app takes the pending messages and shows them on screen.
"""
from __future__ import annotations

import logging
import threading

_log = logging.getLogger("parlour.saves")
_lock = threading.Lock()
_pending: list[str] = []


def report(message: str) -> None:
    """Remember `message` for the player and write it to the log."""
    _log.warning(message)
    with _lock:
        _pending.append(message)


def take() -> list[str]:
    """All messages reported since the last call, oldest first; the queue is then empty."""
    with _lock:
        messages = list(_pending)
        _pending.clear()
    return messages

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

from game.core.text import ENGLISH, Language, Text

_log = logging.getLogger("parlour.saves")
_lock = threading.Lock()
_pending: list[Text | str] = []
#: messages told with once=True since the app started (see `forget`)
_told: set[Text | str] = set()
_listener: list[Callable[[], None] | None] = [None]


class Paragraph(Text):
    """Several whole sentences told as one message (each its own Text, said one after another).

        >>> from game.core.text import T
        >>> str(Paragraph.of([T("Parlour cannot save {kind}: {why}.", kind=T("the log"), why="Disk full"),
        ...                   T("You can play; everything else is kept.")]))
        'Parlour cannot save the log: Disk full. You can play; everything else is kept.'
    """

    @classmethod
    def of(cls, sentences: list[Text]) -> Paragraph:
        return cls("", tuple((str(index), sentence) for index, sentence in enumerate(sentences)))

    def say(self, language: Language = ENGLISH) -> str:
        return " ".join(sentence.say(language) for _, sentence in self.args)


def call_on_report(fn: Callable[[], None] | None) -> None:
    """After each report, call `fn()` (None: call nothing). One listener: the latest replaces it."""
    _listener[0] = fn


def report(message: Text | str, once: bool = False) -> None:
    """Remember `message` for the player and write it to the log, then tell the listener. The
    message is a Text (game.core.text): the screen says it in the player's language. With
    `once`, a message already told since the app started is not told again: it is about a file
    left as it is, which every later read would otherwise report anew."""
    with _lock:
        if once and message in _told:
            return
        _told.add(message)
        _pending.append(message)
    _log.warning(str(message))
    if _listener[0] is not None:
        _listener[0]()


def take() -> list[Text | str]:
    """All messages reported since the last call, oldest first; the queue is then empty."""
    with _lock:
        messages = list(_pending)
        _pending.clear()
    return messages


def forget() -> None:
    """A new start: messages told once may be told again."""
    with _lock:
        _told.clear()

"""A key that would give a move away asks once: LIXO?'s Pass while a bid is possible, Flanx's
Discard while a card of the hand fits. The first press says what would be lost and which key
does it anyway; the same key again within ASK_SECONDS does it. A click on the button itself
is taken as meant: only the keyboard, where one stray Enter pressed it, asks.

    ask = AskOnce()
    if not playable or ask.confirmed("pass", app.clock):
        pass_()
    else:
        hud.show_message("You could still bid: press P again to pass.")
"""
from __future__ import annotations

import pygame

#: how long a first press waits for the second that confirms it
ASK_SECONDS = 4.0


def by_keyboard(event: pygame.event.Event) -> bool:
    """Was this button press made from the keyboard (Enter or Space on the Tab ring: scenes.kit.focus)?"""
    return bool(getattr(event, "by_keyboard", False))


class AskOnce:
    def __init__(self) -> None:
        #: (what was asked, until when a second press confirms it)
        self._asked: tuple[str, float] | None = None

    def confirmed(self, what: str, now: float) -> bool:
        """True when `what` was asked within ASK_SECONDS before `now` (the second press); else
        this press asks, and the caller says so."""
        asked = self._asked
        if asked is not None and asked[0] == what and now <= asked[1]:
            self._asked = None
            return True
        self._asked = (what, now + ASK_SECONDS)
        return False

    def forget(self) -> None:
        """Something else happened: the next press asks again."""
        self._asked = None

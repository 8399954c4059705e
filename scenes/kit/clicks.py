"""A click belongs to the screen it lands on: half a click never reaches the screen after it.

pygame_gui buttons act when the mouse button goes up, while the tables, the Zen booklet and the
lesson list act when it goes down. So a click that changes the screen could be finished by the
next one: the release of a press that opened a puzzle went to the puzzle, and the second click
of a double click on "Zen puzzles" (the first opened the booklet) started whichever puzzle lay
under the pointer. The app asks a `ClickKeeper` about every mouse button event before any scene
sees it:

- a release goes only to the screen that had its press; any other screen never hears of it;
- a press that follows a press which changed the screen, at about the same place and within a
  double click's time, is the second half of that double click: it and its release are dropped.

    keeper = ClickKeeper()
    if keeper.admit(top, event, now):   # before the scenes see `event`
        ...handle it...
    keeper.after(top_before, top_after, event, now)

Times are the loop's own seconds (the sum of the frames' dt), so a test stepping frames and a
real window judge a double click alike.
"""
from __future__ import annotations

from typing import Any

import pygame

#: the longest pause between the two clicks of a double click (pygame_gui's own is 0.5 s too)
DOUBLE_CLICK_SECONDS = 0.5
#: how far (pixels, each way) the pointer may move between the two clicks of a double click
DOUBLE_CLICK_SLOP = 6


class ClickKeeper:
    """Remembers which screen each mouse button's press went to, and which press changed screens."""

    def __init__(self) -> None:
        #: mouse button -> the scene its press went to (None: the press was dropped)
        self._pressed_on: dict[int, Any] = {}
        #: (when, where) of the last press that changed the top scene
        self._changed_by: tuple[float, tuple[int, int]] | None = None

    def admit(self, top: Any, event: pygame.event.Event, now: float) -> bool:
        """May `event` go to the top scene `top`? Only mouse button events are ever kept back."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self._second_half(event.pos, now):
                self._pressed_on[event.button] = None
                return False
            self._pressed_on[event.button] = top
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            owner = self._pressed_on.pop(event.button, top)
            return owner is top
        return True

    def after(self, before: Any, top: Any, event: pygame.event.Event, now: float) -> None:
        """`event` was handled: a press or release that put another scene on top is remembered,
        so the rest of its click (and a double click's second click) stays off the new scene."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or top is before:
            return
        self._changed_by = (now, tuple(event.pos))

    def _second_half(self, pos: tuple[int, int], now: float) -> bool:
        if self._changed_by is None:
            return False
        when, where = self._changed_by
        close = abs(pos[0] - where[0]) <= DOUBLE_CLICK_SLOP and abs(pos[1] - where[1]) <= DOUBLE_CLICK_SLOP
        if now - when <= DOUBLE_CLICK_SECONDS and close:
            self._changed_by = None   # one double click drops one click, not every one after
            return True
        return False

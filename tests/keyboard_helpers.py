"""Playing a table with key presses alone: find the arrow presses that bring the card cursor's
ring to a place (the way a person looks at the screen and presses arrows), press them, then
Enter. Every press goes through the app's event handling (the conftest `press` fixture).

    steer(press, cursor, lambda key: is_card(key, 12))    # the ring on card 12
    press(pygame.K_RETURN)
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable

import pygame

from scenes.kit.cards import CardSprite
from scenes.kit.cursor import ARROWS, CardCursor, nearest


class Gone(AssertionError):
    """The place the ring was going to is no longer there (in real time, another seat was quicker)."""


def is_card(key: Hashable, card) -> bool:
    return isinstance(key, CardSprite) and key.card_id == card


def route(cursor: CardCursor, goal: Hashable) -> list[int] | None:
    """The arrow keys that take the ring from where it is to `goal` (None: it cannot get there)."""
    places = cursor.places()
    if goal not in places:
        return None
    if cursor.visible and cursor.focus in places:
        start, first = cursor.focus, []
    else:
        start, first = cursor.landing(places), [pygame.K_DOWN]
    paths = {start: first}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if here == goal:
            return paths[here]
        for key, direction in ARROWS.items():
            there = nearest(places[here], places, direction)
            if there is not None and there not in paths:
                paths[there] = paths[here] + [key]
                todo.append(there)
    return None


def steer(press, cursor: CardCursor, wanted: Callable[[Hashable], bool]) -> Hashable:
    """Press the arrows that bring the ring onto the first place `wanted` accepts, looking again
    after each press (cards still sliding home move the places); that place."""
    for _ in range(40):
        goal = next((key for key in cursor.places() if wanted(key)), None)
        if goal is None:
            raise Gone(f"nothing the ring may rest on is wanted: {list(cursor.places())}")
        if cursor.visible and cursor.focus == goal:
            return goal
        keys = route(cursor, goal)
        assert keys, f"the arrows never reach {goal!r}"
        press(keys[0])
    raise AssertionError("the ring never settled on its goal")


def pick_and_drop(press, cursor: CardCursor, card_wanted, target_wanted) -> None:
    """Ring to a card, Enter (it lifts), ring to a glowing target, Enter (it drops)."""
    steer(press, cursor, card_wanted)
    press(pygame.K_RETURN)
    assert cursor.carrying is not None
    steer(press, cursor, target_wanted)
    press(pygame.K_RETURN)


def wait_until(app, ready: Callable[[], bool], frames: int = 4000, dt: float = 0.1) -> None:
    """Step the app until `ready()` (the bots play meanwhile)."""
    for _ in range(frames):
        if ready():
            return
        app.step(dt=dt)
    raise AssertionError("the table never got ready")


def tab_to(app, press, button) -> None:
    """Press Tab until the app's focus ring is on `button` (a button of the top scene)."""
    for _ in range(40):
        if app.focus.focused(app.scenes.top) is button:
            return
        press(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {button.text!r}")

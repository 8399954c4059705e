"""How the loop waits between frames: at most FPS frames a second while something moves, and no
frame at all while nothing does, until input comes or the next timer is due (scenes.kit.wake).

    pacer = Pacer()
    started = pacer.now()
    # ... one frame ...
    taken = pacer.wait(app.next_wake(), started)   # events it took off the queue, oldest first

`wait(NOW, started)` sleeps out the rest of the frame's 1/FPS. `wait(seconds or IDLE, ...)`
blocks until an event is queued or the time has come, whichever is first; either way the next
frame starts no sooner than 1/FPS after this one, so a storm of mouse motion costs no more
frames than an animation does.

The blocking is SDL's own SDL_WaitEventTimeout, which sleeps on the window system's connection
(idle CPU: bench/RESULTS.md). pygame-ce's `pygame.event.wait` instead polls every millisecond,
which alone costs more than the whole idle budget, so the pacer calls
SDL's function in the copy of SDL that pygame itself runs, and falls back to
`pygame.event.wait` where that copy cannot be found.
"""
from __future__ import annotations

import ctypes
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

FPS = 60
#: the longest one blocking call lasts; the wait goes on after it if nothing came, so Python's
#: signal handlers (Ctrl+C in a terminal) run at least this often
LONGEST_BLOCK = 0.5
SDL_INIT_VIDEO = 0x20

#: blocks up to the given seconds for input: (did input come, the events it took off the queue)
Waiter = Callable[[float], tuple[bool, list]]


class Pacer:
    """The real clock and the real event queue. Tests give the app a pacer of their own with the
    same three methods (a fake clock and an event script)."""

    def __init__(self) -> None:
        self._wait_for_input: Waiter | None = None

    def now(self) -> float:
        return time.perf_counter()

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)

    def wait(self, wake: float | None, started: float) -> list:
        """Wait for the next frame of a loop whose frame began at `started`; see the module."""
        slot = started + 1 / FPS
        taken: list = []
        if wake != 0:
            deadline = None if wake is None else max(slot, self.now() + wake)
            taken = self._block(deadline)
        self.sleep(slot - self.now())
        return taken

    def _block(self, deadline: float | None) -> list:
        """Until an event is queued (returned if it had to be taken off the queue) or `deadline`."""
        if self._wait_for_input is None:
            self._wait_for_input = sdl_waiter() or pygame_waiter
        while True:
            left = LONGEST_BLOCK if deadline is None else deadline - self.now()
            if left <= 0:
                return []
            came, taken = self._wait_for_input(min(left, LONGEST_BLOCK))
            if came:
                return taken


def pygame_waiter(seconds: float) -> tuple[bool, list]:
    """pygame's own wait, which takes the event it returns off the queue."""
    event = pygame.event.wait(max(1, round(seconds * 1000)))
    return (False, []) if event.type == pygame.NOEVENT else (True, [event])


def sdl_waiter() -> Waiter | None:
    """SDL_WaitEventTimeout of the SDL that pygame runs, as a Waiter; it leaves the event on the
    queue for `pygame.event.get`."""
    for candidate in _sdl_libraries():
        try:
            library = ctypes.CDLL(candidate)
            was_init, wait = library.SDL_WasInit, library.SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if not was_init(SDL_INIT_VIDEO):
            continue        # a second copy of SDL, not the one with pygame's window and queue
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int

        def waiter(seconds: float, wait: Any = wait) -> tuple[bool, list]:
            return bool(wait(None, max(1, round(seconds * 1000)))), []
        return waiter
    return None


def _sdl_libraries() -> Iterator[str]:
    """Where pygame's SDL may be: the copy this process loaded (Linux), else beside pygame (the
    wheels of macOS and Windows, and a frozen app), else by name (a loaded DLL on Windows)."""
    maps = Path("/proc/self/maps")
    if maps.exists():
        for line in maps.read_text().splitlines():
            path = line.split(maxsplit=5)[-1]
            if Path(path).name.startswith(("libSDL2-2", "libSDL2.so")):
                yield path
    package = Path(pygame.__file__).parent
    for pattern in ("libSDL2-2.0*.dylib", ".dylibs/libSDL2-2.0*.dylib", "SDL2.dll"):
        for found in sorted(package.glob(pattern)):
            yield str(found)
    if sys.platform == "win32":
        yield "SDL2"

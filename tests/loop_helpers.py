"""The real loop (`App.run`) on a fake clock: time jumps to the next frame's slot, the scene's
wake-up time or the next scripted event, whichever is first, so a test sees exactly which frames
the loop's rules (`next_wake`, scenes.pacing) would draw, in no real time.

    pacer = run_for(app, 30.0)                    # 30 s of a loop left alone
    pacer.frames_between(15.0, 30.0)              # when it drew in the second half
    run_for(app, 600.0, until=lambda: scene.done)  # or until something holds, at most 600 s
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.kit.sounds import opened_sounds
from scenes.pacing import FPS


class FakePacer:
    """The loop's clock and wait, with time that jumps instead of passing: `wait` moves the clock
    to the next frame's slot, the scene's wake-up time or the next scripted event, whichever is
    first, posts the events that are due, and stops the app at `end`."""

    def __init__(self, app, end: float, script=(), stalls: dict[int, float] | None = None,
                 until: Callable[[], bool] | None = None) -> None:
        self.app = app
        self.t = 0.0
        self.end = end
        #: stops the app early once it holds (after the frame that made it so)
        self.until = until
        self.script = sorted(script, key=lambda item: item[0])
        self.frames: list[float] = []
        self.steps: list[float] = []
        self.wakes: list = []
        real_frame = app._frame

        def counted(taken, dt):
            self.frames.append(self.t)
            self.steps.append(dt)
            real_frame(taken, dt)
            self.t += (stalls or {}).get(len(self.frames), 0.0)     # this frame's work took that long
        app._frame = counted

    def now(self) -> float:
        return self.t

    def wait(self, wake, started: float) -> list:
        self.wakes.append(wake)
        slot = started + 1 / FPS
        if wake != 0:
            deadline = math.inf if wake is None else max(slot, self.t + wake)
            coming = self.script[0][0] if self.script else math.inf
            self.t = max(self.t, min(deadline, coming, self.end))
        self.t = max(self.t, slot)
        while self.script and self.script[0][0] <= self.t:
            pygame.event.post(self.script.pop(0)[1])
        if self.t >= self.end or (self.until is not None and self.until()):
            self.app.quit()
        return []

    def frames_between(self, start: float, stop: float) -> list[float]:
        return [t for t in self.frames if start <= t < stop]


def run_for(app, seconds: float, script=(), stalls=None, until: Callable[[], bool] | None = None) -> FakePacer:
    pygame.event.clear()
    pacer = app.pacer = FakePacer(app, seconds, script, stalls, until)
    sounds = opened_sounds()
    if sounds is not None:             # its quiet time was counted on the clock before
        sounds.new_clock()
    app.run()
    return pacer

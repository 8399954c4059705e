"""Motion: tweens, card moves, flips, deals, pauses, and the AnimationQueue that plays them in order.

A Tween eases numeric attributes of any object (a CardSprite's x, y, angle, scale, squash,
lift) from wherever they are when it starts to the values given. Card helpers build the usual
moves: `move` (ease-out, 150-350 ms by distance), `flip` (squash to the edge, swap the face,
stretch back), `deal` (cards fly from a pile with a small stagger), `shake` (a refused drop).

The queue turns engine events into motion in order: each `add` is one step whose animations run
together; the next step starts when all of them end. Input is never blocked: when the player
acts while something plays, call `finish_all()` and everything jumps to its end at once.

    queue = AnimationQueue()
    queue.add(move(card, 400, 300), flip(card, face_up=True))   # one step: slide while flipping
    queue.pause(0.4)                                             # let a person follow a bot
    queue.add(*deal(hand, from_pos=(60, 60)), on_end=lambda: print("dealt"))
    queue.update(dt)            # every frame, in the scene's update
    queue.finish_all()          # the player acted: land everything now
    queue.busy                  # False: all landed
    queue.next_wake()           # None: nothing queued (a Wait would give its seconds left)

Global feel (set from the player's settings): `set_motion(speed=1.5, reduced=True)`; speed
divides every duration, reduced motion shortens slides and removes tilt.
"""
from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from scenes.kit.wake import Wake, soonest

Ease = Callable[[float], float]


# -- the global feel -------------------------------------------------------------------------

@dataclass
class Motion:
    speed: float = 1.0       # 2.0 plays everything twice as fast
    reduced: bool = False    # reduced motion: no tilt, shorter slides


MOTION = Motion()


def set_motion(speed: float | None = None, reduced: bool | None = None) -> None:
    if speed is not None:
        if speed <= 0:
            raise ValueError("animation speed must be positive")
        MOTION.speed = speed
    if reduced is not None:
        MOTION.reduced = reduced


def scaled(seconds: float) -> float:
    """A duration after the player's animation speed."""
    return seconds / MOTION.speed


def slide_duration(distance: float) -> float:
    """How long a card takes to travel `distance` pixels: 150 ms, up to 350 ms for long trips."""
    seconds = min(0.35, 0.15 + distance / 4000)
    if MOTION.reduced:
        seconds *= 0.6
    return scaled(seconds)


# -- easing: each maps 0..1 onto 0..1, monotone ----------------------------------------------

def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    """Fast start, gentle landing: arrivals."""
    return 1 - (1 - t) ** 3


def ease_in(t: float) -> float:
    return t ** 3


def ease_in_out(t: float) -> float:
    """Gentle at both ends: flips and lifts."""
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


# -- animations ------------------------------------------------------------------------------

class Animation:
    """Something that plays over time: `update(dt)` returns True once it has ended."""

    done = False
    #: once ended inside an update: the part of that update's dt it did not need
    leftover = 0.0
    #: it changes nothing but the cards' own fields when it starts / when it ends (a table's
    #: still picture is painted again when a queue step that may change more starts or ends)
    starts_quietly = False
    ends_quietly = False

    def update(self, dt: float) -> bool:
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end now (callbacks still run, once)."""
        raise NotImplementedError

    def next_wake(self) -> Wake:
        """Seconds until this animation changes the picture: 0 while it moves (the default),
        more while it only waits, None while it waits on something else (scenes.kit.wake)."""
        return 0.0


class Tween(Animation):
    """Ease attributes of `target` to the given values: `Tween(card, 0.2, x=400, y=300)`.

    Start values are read when the tween starts (after `delay`), so a tween queued behind
    others begins from wherever the earlier ones left the object.
    """

    def __init__(self, target: Any, duration: float, ease: Ease = ease_out, delay: float = 0.0,
                 on_end: Callable[[], None] | None = None, **to: float) -> None:
        self.target = target
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = max(0.0, delay)
        self.on_end = on_end
        self.to = to
        self.start: dict[str, float] | None = None
        self.elapsed = 0.0

    def _begin(self) -> None:
        self.start = {name: getattr(self.target, name) for name in self.to}

    def value_at(self, progress: float) -> dict[str, float]:
        """The attribute values at `progress` (0..1 of the duration), eased."""
        assert self.start is not None
        e = self.ease(min(1.0, max(0.0, progress)))
        return {name: self.start[name] + (end - self.start[name]) * e for name, end in self.to.items()}

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if self.start is None:
            self._begin()
        progress = 1.0 if self.duration == 0 else (self.elapsed - self.delay) / self.duration
        if progress >= 1.0:
            self.leftover = min(dt, self.elapsed - self.delay - self.duration)
            self.finish()
            return True
        for name, value in self.value_at(progress).items():
            setattr(self.target, name, value)
        return False

    def next_wake(self) -> float:
        """0 while it moves; a tween whose values are already at their ends is a timer (a
        highlight's time on screen), which matters only when it ends and runs `on_end`."""
        if self.start is None or any(self.start[name] != end for name, end in self.to.items()):
            return 0.0
        return max(0.0, self.delay + self.duration - self.elapsed)

    def finish(self) -> None:
        if self.done:
            return
        if self.start is None:
            self._begin()
        for name, end in self.to.items():
            setattr(self.target, name, end)
        self.done = True
        if self.on_end is not None:
            self.on_end()


class Wait(Animation):
    """Nothing happens for `seconds`: a pause so a person can follow a bot's move."""

    starts_quietly = ends_quietly = True

    def __init__(self, seconds: float) -> None:
        self.left = seconds

    def update(self, dt: float) -> bool:
        self.left -= dt
        if self.left <= 0:
            self.done = True
            self.leftover = min(dt, -self.left)
        return self.done

    def finish(self) -> None:
        self.done = True

    def next_wake(self) -> float:
        return max(0.0, self.left)


class Call(Animation):
    """Run `fn()` once, when reached (e.g. swap a card's face half-way through a flip)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn

    def update(self, dt: float) -> bool:
        self.finish()
        self.leftover = dt
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Sequence(Animation):
    """Animations one after another."""

    def __init__(self, *parts: Animation) -> None:
        self.parts = deque(parts)

    def update(self, dt: float) -> bool:
        while self.parts:
            part = self.parts[0]
            if not part.update(dt):
                return False
            self.parts.popleft()
            dt = part.leftover   # the next part starts when this one ended, not at the next frame
        self.done = True
        self.leftover = dt
        return True

    def finish(self) -> None:
        while self.parts:
            self.parts.popleft().finish()
        self.done = True

    def next_wake(self) -> Wake:
        return self.parts[0].next_wake() if self.parts else 0.0


class Parallel(Animation):
    """Animations together; ends when the last one does."""

    def __init__(self, *parts: Animation) -> None:
        self.parts = list(parts)

    def update(self, dt: float) -> bool:
        ended = [p for p in self.parts if p.update(dt)]
        self.parts = [p for p in self.parts if p not in ended]
        self.done = not self.parts
        if self.done:
            self.leftover = min((p.leftover for p in ended), default=dt)
        return self.done

    def finish(self) -> None:
        for part in self.parts:
            part.finish()
        self.parts = []
        self.done = True

    def next_wake(self) -> Wake:
        return soonest(*(part.next_wake() for part in self.parts)) if self.parts else 0.0


# -- card motions ----------------------------------------------------------------------------

def move(card: Any, x: float, y: float, angle: float | None = None, duration: float | None = None,
         ease: Ease = ease_out, delay: float = 0.0, on_end: Callable[[], None] | None = None) -> Tween:
    """Slide `card` to (x, y), eased out, timed by the distance unless `duration` is given."""
    to = {"x": float(x), "y": float(y)}
    if angle is not None:
        to["angle"] = 0.0 if MOTION.reduced else float(angle)
    if duration is None:
        duration = slide_duration(math.hypot(x - card.x, y - card.y))
    return Tween(card, duration, ease, delay=delay, on_end=on_end, **to)


def move_home(card: Any, delay: float = 0.0, on_end: Callable[[], None] | None = None) -> Tween:
    """Slide `card` back to `card.home` (its resting place), settling any lift."""
    x, y, angle = card.home
    tween = move(card, x, y, angle=angle, delay=delay, on_end=on_end)
    tween.to.update(scale=1.0, lift=0.0)
    return tween


def flip(card: Any, face_up: bool | None = None, duration: float = 0.24) -> Sequence:
    """Turn `card` over: squash to its edge, swap the face, stretch back (ease in-out)."""
    new_face = (not card.face_up) if face_up is None else face_up
    half = scaled(duration) / 2

    def swap() -> None:
        card.face_up = new_face
    return Sequence(Tween(card, half, ease_in_out, squash=0.0), Call(swap),
                    Tween(card, half, ease_in_out, squash=1.0))


def deal(cards: Iterable[Any], from_pos: tuple[float, float], stagger: float = 0.06,
         face_up: bool | None = None) -> list[Animation]:
    """Cards fly from a pile at `from_pos` to their homes one after another (one step).

    Every card jumps to the pile when the step starts; with `face_up` given, each turns over
    on the way.
    """
    animations: list[Animation] = []
    for i, card in enumerate(cards):
        def to_pile(card: Any = card) -> None:
            card.x, card.y = float(from_pos[0]), float(from_pos[1])
            card.angle = 0.0
        delay = scaled(stagger) * i
        flight: Animation = move_home(card, delay=delay)
        if face_up is not None and face_up != card.face_up:
            flight = Parallel(flight, Sequence(Wait(delay), flip(card, face_up)))
        animations.append(Sequence(Call(to_pile), flight))
    return animations


def shake(card: Any, amplitude: float | None = None, duration: float = 0.3) -> Sequence:
    """A small side-to-side shake around the card's home: "not there"."""
    x = card.home[0]
    a = amplitude if amplitude is not None else card.size[0] * 0.08
    if MOTION.reduced:
        a *= 0.4
    step = scaled(duration) / 5
    return Sequence(*(Tween(card, step, ease_in_out, x=x + a * s) for s in (1, -0.8, 0.5, -0.25)),
                    Tween(card, step, ease_out, x=x))


# -- the queue -------------------------------------------------------------------------------

class Step(Parallel):
    """One step of the queue: its animations run together; `on_end` runs when they all end."""

    def __init__(self, animations: Iterable[Animation], on_end: Callable[[], None] | None = None) -> None:
        super().__init__(*animations)
        self.on_end = on_end
        self._ended = False
        self.starts_quietly = all(part.starts_quietly for part in self.parts)
        self.ends_quietly = on_end is None and all(part.ends_quietly for part in self.parts)

    def _end(self) -> None:
        if not self._ended:
            self._ended = True
            if self.on_end is not None:
                self.on_end()

    def update(self, dt: float) -> bool:
        if super().update(dt):
            self._end()
        return self.done

    def finish(self) -> None:
        super().finish()
        self._end()


class AnimationQueue:
    """Steps played in order, plus free animations that play at once beside them."""

    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.free: list[Animation] = []
        #: how many times a step started or ended that may change more than the cards, or a free
        #: animation ended: a table's still picture is painted again when it changes
        #: (scenes.kit.still); a pause between moves changes nothing
        self.changes = 0
        self._started: Step | None = None

    def add(self, *animations: Animation, on_end: Callable[[], None] | None = None) -> Step:
        """Queue one step; its animations run in parallel. An empty step just calls `on_end`."""
        step = Step(animations, on_end)
        self.steps.append(step)
        return step

    def pause(self, seconds: float) -> Step:
        """A step that only waits (scaled by the animation speed)."""
        return self.add(Wait(scaled(seconds)))

    def call(self, fn: Callable[[], None]) -> Step:
        """A step that runs `fn` when everything queued before it has ended."""
        return self.add(Call(fn))

    def play(self, animation: Animation) -> Animation:
        """Start `animation` now, outside the order (a hover lift, a drag flying back)."""
        self.free.append(animation)
        return animation

    @property
    def busy(self) -> bool:
        return bool(self.steps or self.free)

    def next_wake(self) -> float | None:
        """Seconds until the queue changes the picture (0 while anything moves, the time left
        of a pause while it only waits), or None when it is empty (scenes.kit.wake)."""
        if not self.busy:
            return None
        playing = list(self.free) + list(self.steps)[:1]
        # soonest: an animation waiting on the person (None) beside one that moves
        return soonest(*(animation.next_wake() for animation in playing))

    def update(self, dt: float) -> None:
        for animation in list(self.free):   # a callback may start another free animation
            if animation.update(dt):
                self.free.remove(animation)
                self.changes += 1
        while self.steps:
            step = self.steps[0]
            self._start(step)
            if not step.update(dt):
                break
            self.steps.popleft()
            self.changes += not step.ends_quietly
            dt = step.leftover   # the next step starts when this one ended

    def finish_all(self) -> None:
        """Jump every animation to its end, in order, running every callback."""
        while self.free:
            self.free.pop(0).finish()
            self.changes += 1
        while self.steps:
            step = self.steps.popleft()
            self._start(step)
            step.finish()
            self.changes += not step.ends_quietly

    def _start(self, step: Step) -> None:
        if step is not self._started:
            self._started = step
            self.changes += not step.starts_quietly

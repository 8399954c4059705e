"""Gentle generated music: a slow pentatonic tune over a soft pad, looped on its own channel.

Off unless the player turns it on (Settings.music). It is synthesised without numpy, a few
milliseconds per frame (`update`), starting only once the app has been running a moment, so
neither the first frame nor the frame rate notices; then it loops on a reserved mixer channel
that effects never take. Where there is no audio device it stays silent.

    music = Music()
    music.apply(on=True, volume=0.8)     # from the settings: music on, master volume
    music.update(dt)                     # every frame (the app's loop)
    music.next_wake()                    # when it has work again (None: it needs no frames)
    music.playing                        # True once the piece is made, where there is sound
"""
from __future__ import annotations

import math
import random
import time
from array import array
from collections.abc import Generator, Iterator

import pygame

#: music plays at this share of the master volume: a background, under the effects
LEVEL = 0.45
#: seconds the app runs before any synthesis starts (the first frame comes first)
START_DELAY = 1.0
#: longest synthesis work per frame, in seconds
SLICE = 0.002
#: the piece: one note every BEAT seconds, BEATS of them, then it starts again seamlessly
BEAT = 0.75
BEATS = 16
NOTE_SECONDS = 2.6
ATTACK = 0.09
#: the tune walks over C major pentatonic (C4 .. E5), in Hz
SCALE = (261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.26)
#: the pad: C3, E3, G3 at whole Hz, so one second of it repeats without a seam
PAD = (131, 165, 196)
PAD_SWELL_SECONDS = 6.0   # divides the loop's 12 s, so the swell loops seamlessly too
CHUNK = 1024              # samples made between checks of the clock
MUSIC_CHANNEL = 0


def melody(seed: int = 7) -> list[int | None]:
    """BEATS scale steps (None: a rest), a gentle walk that ends near where it began."""
    rng = random.Random(seed)
    step = 2
    tune: list[int | None] = []
    for beat in range(BEATS):
        if beat % 4 == 3 and rng.random() < 0.7:
            tune.append(None)
            continue
        step = max(0, min(len(SCALE) - 1, step + rng.choice((-2, -1, -1, 1, 1, 2))))
        tune.append(step)
    return tune


def build(rate: int, channels: int) -> Iterator[bytes | None]:
    """Yield None now and then while working (so a caller can spread the work), finally the
    piece as the mixer's bytes: signed 16-bit, made at `rate` and each sample written twice."""
    wave = yield from synthesise(rate)
    samples = array("h")
    copies = 2 * channels
    for start in range(0, len(wave), CHUNK):
        values = [int(max(-1.0, min(1.0, s)) * 30000) for s in wave[start:start + CHUNK]]
        samples.extend([v for v in values for _ in range(copies)])
        yield None
    yield samples.tobytes()


def synthesise(rate: int) -> Generator[None, None, list[float]]:
    """The piece, mono samples in -1..1 at `rate`, exactly one loop long (`yield from` it)."""
    total = int(BEAT * BEATS * rate)
    out = [0.0] * total
    pad_second = [0.0] * rate
    for freq in PAD:
        step = 2 * math.pi * freq / rate
        for start in range(0, rate, CHUNK):
            end = min(rate, start + CHUNK)
            span = range(start, end)
            pad_second[start:end] = [p + 0.05 * math.sin(step * i) for p, i in zip(pad_second[start:end], span)]
            yield None
    for start in range(0, total, CHUNK):
        end = min(total, start + CHUNK)
        swell = [0.6 + 0.4 * math.sin(2 * math.pi * i / (PAD_SWELL_SECONDS * rate)) for i in range(start, end, 64)]
        out[start:end] = [pad_second[i % rate] * swell[(i - start) // 64] for i in range(start, end)]
        yield None
    notes: dict[int, list[float]] = {}
    for beat, degree in enumerate(melody()):
        if degree is None:
            continue
        if degree not in notes:
            notes[degree] = yield from _note(SCALE[degree], rate)
        offset = int(beat * BEAT * rate)
        note = notes[degree]
        for start in range(0, len(note), CHUNK):
            for i, sample in enumerate(note[start:start + CHUNK], offset + start):
                out[i % total] += sample            # a tail past the end rings on at the start
            yield None
    return out


def _note(freq: float, rate: int) -> Generator[None, None, list[float]]:
    """One soft bell-like note: a quick swell, then a long fade (returned by `yield from`)."""
    n = int(NOTE_SECONDS * rate)
    attack = int(ATTACK * rate)
    step = 2 * math.pi * freq / rate
    note: list[float] = []
    for start in range(0, n, CHUNK):
        for i in range(start, min(n, start + CHUNK)):
            envelope = i / attack if i < attack else math.exp(-3.2 * (i - attack) / (n - attack))
            note.append(0.22 * envelope * (math.sin(step * i) + 0.12 * math.sin(2 * step * i)))
        yield None
    return note


class Music:
    def __init__(self) -> None:
        self.wanted = False
        self.volume = 0.0
        self.silent = False
        self.playing = False
        self._sound: pygame.mixer.Sound | None = None
        self._work: Iterator | None = None
        self._waited = 0.0

    def apply(self, on: bool, volume: float) -> None:
        """Follow the settings: music on or off, at `volume` (the master volume)."""
        self.wanted = on
        self.volume = max(0.0, min(1.0, volume)) * LEVEL
        if self.playing and not on:
            pygame.mixer.Channel(MUSIC_CHANNEL).stop()
            self.playing = False
        elif self.playing:
            pygame.mixer.Channel(MUSIC_CHANNEL).set_volume(self.volume)

    def update(self, dt: float) -> None:
        """A slice of synthesis while the piece is being made; start it once it is ready."""
        self._waited += dt
        if not self.wanted or self.playing or self.silent or self._waited < START_DELAY:
            return
        if self._sound is None and not self._make(time.perf_counter() + SLICE):
            return
        self._play()

    @property
    def holds_mixer(self) -> bool:
        """The piece is being made or made for the open mixer: closing it would lose it."""
        return self._sound is not None or self._work is not None

    def next_wake(self) -> float | None:
        """When `update` has work: the start delay's end, then every frame while the piece is
        made (scenes.kit.wake); None once it plays, or when it is off or silent."""
        if not self.wanted or self.playing or self.silent:
            return None
        return max(0.0, START_DELAY - self._waited)

    def _make(self, deadline: float) -> bool:
        """Work on the piece until `deadline`; True when it is ready."""
        if self._work is None:
            if not _open_mixer():
                self.silent = True
                return False
            mixer = pygame.mixer.get_init()
            assert mixer is not None, "_open_mixer opened it"
            self._rate, _, self._channels = mixer
            # made at half the mixer's rate and each sample played twice: half the work, and a
            # soft tune has nothing up where that loses anything
            self._work = build(self._rate // 2, self._channels)
        for piece in self._work:
            if piece is not None:
                self._sound = pygame.mixer.Sound(buffer=piece)
                self._work = None
                return True
            if time.perf_counter() >= deadline:
                return False
        return False

    def _play(self) -> None:
        try:
            pygame.mixer.set_reserved(MUSIC_CHANNEL + 1)
            channel = pygame.mixer.Channel(MUSIC_CHANNEL)
            channel.set_volume(self.volume)
            assert self._sound is not None, "played once made"
            channel.play(self._sound, loops=-1)
        except pygame.error:      # the device went away: carry on without music
            self.silent = True
            return
        self.playing = True


def _open_mixer() -> bool:
    """The same mixer the effects use (scenes.kit.sounds); False where there is no sound."""
    if not pygame.mixer.get_init():
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2)
        except pygame.error:
            return False
    mixer = pygame.mixer.get_init()
    return mixer is not None and mixer[1] == -16


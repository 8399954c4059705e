"""Short table sounds synthesised at start-up (no files, no numpy): deal, slide, flip, place, win, lose.

    >>> sounds = shared_sounds()
    >>> sounds.set_volume(0.8)               # settings: master x effects
    >>> sounds.play("flip")

Where there is no audio device `pygame.mixer.init()` raises; the kit then stays silent and
`play` does nothing, so no caller needs to care.

An open mixer is not free: SDL's audio thread wakes about a hundred times a second to feed the
device, silence included, which alone was most of a resting table's CPU (bench/idle.py). So the
app's loop calls `rest(now, keep)` every frame and `next_wake(now)` when it waits: QUIET_CLOSE_S
after the last effect ends the mixer is closed (unless the music holds it), and the next `play`
opens it again from the samples kept here, so a table at rest wakes nothing at all.
"""
from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable

import pygame

from saves.settings import Settings

Wave = list[float]   # mono samples in -1..1

#: seconds of quiet after the last effect before the mixer and its audio thread are closed
QUIET_CLOSE_S = 3.0


def _envelope(n: int, attack: float, rate: int) -> list[float]:
    """Rise over `attack` seconds, then an exponential fall to silence by the end."""
    a = max(1, int(attack * rate))
    return [i / a if i < a else math.exp(-5.0 * (i - a) / max(1, n - a)) for i in range(n)]


def _noise(n: int, seed: int, smooth: float) -> Wave:
    """White noise through a one-pole low-pass (`smooth` near 1: darker)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for _ in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    peak = max(abs(s) for s in out) or 1.0
    return [s / peak for s in out]


def _tone(freq: float, seconds: float, rate: int, glide_to: float | None = None) -> Wave:
    n = int(seconds * rate)
    phase, out = 0.0, []
    for i in range(n):
        f = freq if glide_to is None else freq + (glide_to - freq) * i / n
        phase += 2 * math.pi * f / rate
        out.append(math.sin(phase) + 0.25 * math.sin(2 * phase))
    return [s / 1.25 for s in out]


def _shape(wave: Wave, attack: float, rate: int, gain: float) -> Wave:
    env = _envelope(len(wave), attack, rate)
    return [s * e * gain for s, e in zip(wave, env)]


def deal(rate: int) -> Wave:
    return _shape(_noise(int(0.07 * rate), 1, 0.35), 0.004, rate, 0.5)


def slide(rate: int) -> Wave:
    return _shape(_noise(int(0.16 * rate), 2, 0.75), 0.05, rate, 0.35)


def flip(rate: int) -> Wave:
    click = _shape(_noise(int(0.035 * rate), 3, 0.1), 0.001, rate, 0.55)
    snap = _shape(_tone(1800, 0.035, rate), 0.001, rate, 0.15)
    return [a + b for a, b in zip(click, snap)]


def place(rate: int) -> Wave:
    thump = _shape(_tone(150, 0.09, rate, glide_to=90), 0.002, rate, 0.6)
    tap = _shape(_noise(int(0.09 * rate), 4, 0.5), 0.001, rate, 0.25)
    return [a + b for a, b in zip(thump, tap)]


def _notes(freqs: list[float], each: float, rate: int, gain: float) -> Wave:
    out: Wave = []
    for f in freqs:
        out.extend(_shape(_tone(f, each, rate), 0.01, rate, gain))
    return out


def win(rate: int) -> Wave:
    return _notes([523.25, 659.25, 783.99, 1046.5], 0.12, rate, 0.4)   # C E G C, rising


def lose(rate: int) -> Wave:
    return _notes([392.0, 311.13, 261.63], 0.2, rate, 0.35)            # G Eb C, falling


SYNTHS: dict[str, Callable[[int], Wave]] = {
    "deal": deal, "slide": slide, "flip": flip, "place": place, "win": win, "lose": lose,
}


def _samples(wave: Wave, channels: int) -> bytes:
    samples = array("h")
    for s in wave:
        value = int(max(-1.0, min(1.0, s)) * 32000)
        samples.extend([value] * channels)
    return samples.tobytes()


class Sounds:
    """The table's sounds, or silence where the mixer cannot start."""

    def __init__(self, volume: float = 1.0) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume
        #: no mixer could be opened (no device, another sample format): play does nothing
        self.silent = False
        #: the synthesised samples for a mixer's (rate, channels), kept while the mixer is closed
        self._samples: dict[tuple[int, int], dict[str, bytes]] = {}
        #: seconds of sound started since the loop last called `rest`; None: nothing started
        self._started: float | None = None
        #: the loop's moment from which the mixer may be closed
        self._quiet_at = 0.0
        self._open()

    def _open(self) -> bool:
        """Open the mixer (if needed) and make its Sound objects; False where there is no sound."""
        if not pygame.mixer.get_init():
            try:
                pygame.mixer.init(frequency=44100, size=-16, channels=2)
            except pygame.error:
                self.silent = True
                return False
        mixer = pygame.mixer.get_init()
        if mixer is None:
            self.silent = True
            return False
        rate, size, channels = mixer
        if size != -16:   # our samples are signed 16-bit; another format would play as noise
            self.silent = True
            return False
        made = self._samples.get((rate, channels))
        if made is None:
            made = self._samples[(rate, channels)] = {name: _samples(synth(rate), channels)
                                                      for name, synth in SYNTHS.items()}
        self.sounds = {name: pygame.mixer.Sound(buffer=data) for name, data in made.items()}
        self._started = 0.0      # counts as a sound: the mixer stays open QUIET_CLOSE_S from now
        self.set_volume(self.volume)
        return True

    @property
    def open(self) -> bool:
        """The mixer is open for the effects (their Sound objects exist)."""
        return bool(self.sounds)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for sound in self.sounds.values():
            sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        if name not in SYNTHS:
            raise KeyError(f"no sound {name!r}; there are {', '.join(SYNTHS)}")
        if self.volume <= 0 or self.silent or (not self.sounds and not self._open()):
            return
        sound = self.sounds[name]
        try:
            sound.play()
        except pygame.error:   # the device went away mid-game (unplugged): carry on silent
            self.sounds.clear()
            self.silent = True
            return
        self._started = max(self._started or 0.0, sound.get_length())

    def next_wake(self, now: float) -> float | None:
        """When `rest` may close the mixer (scenes.kit.wake); None while it is closed."""
        if not self.sounds:
            return None
        if self._started is not None:
            return self._started + QUIET_CLOSE_S
        return max(0.0, self._quiet_at - now)

    def new_clock(self) -> None:
        """The loop's clock started again (a test swaps in a fake one): the quiet time counts from
        the next `rest`, not from a moment of the clock before."""
        self._quiet_at = 0.0

    def rest(self, now: float, keep: bool = False) -> None:
        """Close the mixer once QUIET_CLOSE_S have passed since the last effect ended, unless
        `keep` (the music holds it) or a channel still plays; the next `play` opens it again."""
        if self._started is not None:
            self._quiet_at = max(self._quiet_at, now + self._started + QUIET_CLOSE_S)
            self._started = None
        if not self.sounds or keep or now < self._quiet_at:
            return
        if pygame.mixer.get_init() and pygame.mixer.get_busy():
            self._quiet_at = now + QUIET_CLOSE_S
            return
        self.sounds.clear()
        pygame.mixer.quit()


_shared: list[Sounds] = []


def opened_sounds() -> Sounds | None:
    """The app's sounds if a table has made them (the menu never does)."""
    return _shared[0] if _shared else None


def shared_sounds() -> Sounds:
    """The app's one set of sounds, synthesised the first time it is asked for."""
    if not _shared:
        _shared.append(Sounds())
    return _shared[0]


def effects_volume(settings: Settings) -> float:
    """How loud effects play for saves.settings.Settings: master x effects."""
    return settings.volume_master * settings.volume_effects


def apply_volume(settings: Settings) -> None:
    """The settings changed: the sounds follow at once, if they exist yet (a table that makes
    them later sets its volume on `enter`), without opening the mixer just for this."""
    if _shared:
        _shared[0].set_volume(effects_volume(settings))

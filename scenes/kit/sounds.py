"""Short table sounds synthesised at start-up (no files, no numpy): deal, slide, flip, place, win, lose.

    >>> sounds = shared_sounds()
    >>> sounds.set_volume(0.8)               # settings: master x effects
    >>> sounds.play("flip")

Where there is no audio device `pygame.mixer.init()` raises; the kit then stays silent and
`play` does nothing, so no caller needs to care.
"""
from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable

import pygame

from saves.settings import Settings

Wave = list[float]   # mono samples in -1..1


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


def _to_sound(wave: Wave, channels: int) -> pygame.mixer.Sound:
    samples = array("h")
    for s in wave:
        value = int(max(-1.0, min(1.0, s)) * 32000)
        samples.extend([value] * channels)
    return pygame.mixer.Sound(buffer=samples.tobytes())


class Sounds:
    """The table's sounds, or silence where the mixer cannot start."""

    def __init__(self, volume: float = 1.0) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume
        if not pygame.mixer.get_init():
            try:
                pygame.mixer.init(frequency=44100, size=-16, channels=2)
            except pygame.error:
                return
        mixer = pygame.mixer.get_init()
        if mixer is None:
            return
        rate, size, channels = mixer
        if size != -16:   # our samples are signed 16-bit; another format would play as noise
            return
        for name, synth in SYNTHS.items():
            self.sounds[name] = _to_sound(synth(rate), channels)
        self.set_volume(volume)

    @property
    def silent(self) -> bool:
        return not self.sounds

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for sound in self.sounds.values():
            sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        if name not in SYNTHS:
            raise KeyError(f"no sound {name!r}; there are {', '.join(SYNTHS)}")
        sound = self.sounds.get(name)
        if sound is not None and self.volume > 0:
            try:
                sound.play()
            except pygame.error:   # the device went away mid-game (unplugged): carry on silent
                self.sounds.clear()


_shared: list[Sounds] = []


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

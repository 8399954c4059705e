"""Synthesised table sounds: made without files or numpy, silent where there is no audio device."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit import sounds
from scenes.kit.sounds import SYNTHS, Sounds


@pytest.fixture(autouse=True)
def fresh_mixer():
    """These tests restart the mixer: forget the app's shared sounds made on the old one."""
    sounds._shared.clear()
    yield
    sounds._shared.clear()
    pygame.mixer.quit()


def test_every_sound_is_short_and_within_full_scale():
    for name, synth in SYNTHS.items():
        wave = synth(22050)
        assert 0.02 < len(wave) / 22050 < 0.8, name
        assert max(abs(s) for s in wave) <= 1.0, name
        assert max(abs(s) for s in wave) > 0.1, name     # audible


def test_sounds_are_made_for_the_mixer_and_play(monkeypatch):
    pygame.mixer.quit()
    s = Sounds(volume=0.5)
    assert not s.silent and set(s.sounds) == set(SYNTHS)
    rate, _, channels = pygame.mixer.get_init()
    assert s.sounds["win"].get_length() == pytest.approx(len(sounds.win(rate)) / rate, abs=0.01)
    assert s.sounds["flip"].get_volume() == pytest.approx(0.5, abs=0.01)
    s.set_volume(2.0)
    assert s.volume == 1.0
    s.play("deal")
    with pytest.raises(KeyError):
        s.play("fanfare")


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    pygame.mixer.quit()

    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    s = Sounds()
    assert s.silent
    s.play("win")                                      # does nothing, quietly


def test_a_quiet_mixer_closes_and_the_next_sound_opens_it_again():
    pygame.mixer.quit()
    s = Sounds(volume=0.5)
    s.play("win")
    length = s.sounds["win"].get_length()
    assert s.next_wake(0.0) == pytest.approx(length + sounds.QUIET_CLOSE_S)
    s.rest(0.0)
    s.rest(length + sounds.QUIET_CLOSE_S / 2)
    assert s.open and pygame.mixer.get_init()
    pygame.mixer.stop()          # the sound plays in real time; the test's clock is its own
    s.rest(length + sounds.QUIET_CLOSE_S + 0.01)
    assert not s.open and pygame.mixer.get_init() is None and s.next_wake(100.0) is None
    s.play("flip")
    assert s.open and pygame.mixer.get_init() and s.sounds["flip"].get_volume() == pytest.approx(0.5, abs=0.01)


def test_the_mixer_stays_open_while_the_music_holds_it():
    pygame.mixer.quit()
    s = Sounds()
    s.rest(0.0)
    s.rest(100.0, keep=True)
    assert s.open and pygame.mixer.get_init()

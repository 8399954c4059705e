"""Sound follows the settings live; the generated music is off by default, starts and stops with
the setting, loops seamlessly on its own channel and stays silent without an audio device."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from experience_helpers import settings_kept
from saves.settings import Settings
from scenes.kit import music as music_module
from scenes.kit.music import BEAT, BEATS, MUSIC_CHANNEL, Music, build, melody
from scenes.kit.sounds import shared_sounds


@pytest.fixture(autouse=True)
def keep_settings():
    with settings_kept():
        yield


def change(app, **fields):
    app.apply_settings(dataclasses.replace(app.settings, **fields))


def run_until_playing(app, frames=4000):
    for _ in range(frames):
        if app.music.playing or app.music.silent:
            return
        app.step(dt=0.1)
    raise AssertionError("the music never started")


def test_music_is_off_by_default():
    assert Settings().music is False


def test_effects_volume_follows_master_times_effects_at_once(app):
    sounds = shared_sounds()
    change(app, volume_master=0.5, volume_effects=0.6)
    assert sounds.volume == pytest.approx(0.3)
    change(app, volume_master=0.0)
    assert sounds.volume == 0.0


def test_music_starts_when_turned_on_and_stops_when_turned_off(app):
    change(app, music=True, volume_master=0.5)
    app.step(dt=0.05)
    assert app.music._work is None and not app.music.playing      # nothing on the first frames
    run_until_playing(app)
    if app.music.silent:
        pytest.skip("no audio device here")
    channel = pygame.mixer.Channel(MUSIC_CHANNEL)
    assert channel.get_busy() and channel.get_volume() == pytest.approx(0.5 * music_module.LEVEL, abs=0.01)
    change(app, volume_master=1.0)
    assert channel.get_volume() == pytest.approx(music_module.LEVEL, abs=0.01)
    change(app, music=False)
    assert not app.music.playing and not channel.get_busy()


def test_the_piece_is_exactly_one_loop_long_and_soft():
    pieces = [p for p in build(11025, 2) if p is not None]
    assert len(pieces) == 1
    samples = int(BEAT * BEATS * 11025)
    assert len(pieces[0]) == samples * 2 * 2 * 2      # each sample twice, two channels, two bytes
    values = memoryview(pieces[0]).cast("h")
    assert 3000 < max(abs(v) for v in values[::97]) < 30000     # audible, never clipping


def test_the_tune_is_pentatonic_with_rests():
    tune = melody()
    assert len(tune) == BEATS and None in tune
    assert all(step is None or 0 <= step < len(music_module.SCALE) for step in tune)


def test_without_an_audio_device_the_music_is_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    quiet = Music()
    quiet.apply(True, 1.0)
    for _ in range(30):
        quiet.update(0.1)
    assert quiet.silent and not quiet.playing


def test_the_settings_music_switch_turns_the_music_on_and_off(app, click):
    from scenes import tables
    scene = tables.other_scene_class("settings")(app)
    app.scenes.push(scene)
    app.step()
    click(scene.switches["music"])
    assert app.settings.music and app.music.wanted
    click(scene.switches["music"])
    assert not app.settings.music and not app.music.wanted and not app.music.playing

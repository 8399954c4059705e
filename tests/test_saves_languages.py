"""What the save layer tells the player is said in the player's language: saves/ makes the
sentences (game.core.text, never the language), the screen says them."""
from __future__ import annotations

import errno
import json

import pytest

from saves import notices, paths, storage, store
from scenes.kit import lang


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    storage.reset()
    notices.take()
    yield
    lang.use("en")
    storage.reset()


def test_a_save_that_is_not_one_is_reported_in_each_language():
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave-x.json").write_text(json.dumps({"hello": "world"}))
    assert store.list_saves() == []
    [told] = notices.take()
    assert str(told) == ("Could not load the save autosave-x.json: it is not a Parlour save. It was moved aside as "
                         "autosave-x.json.corrupt.")
    lang.use("de")
    assert lang.say(told) == ("Der Spielstand autosave-x.json ließ sich nicht laden: es ist kein Parlour-Spielstand. "
                              "Er wurde als autosave-x.json.corrupt beiseitegelegt.")
    lang.use("ru")
    assert lang.say(told) == ("Не удалось загрузить сохранение autosave-x.json: это не сохранение Parlour. "
                              "Файл отложен в сторону как autosave-x.json.corrupt.")


def test_what_is_not_saved_is_said_with_the_languages_plurals():
    for kind in (storage.GAMES, storage.SETTINGS, storage.STATISTICS):
        storage.failed(kind, OSError(errno.ENOSPC, "No space left on device"))
    lang.use("ru")
    assert lang.say(storage.problem()) == ("Parlour сейчас не может сохранить ваши партии и ещё 2 вида файлов "
                                           "(No space left on device).")
    lang.use("de")
    assert lang.say(notices.take()[0]) == ("Parlour konnte deine Spiele nicht speichern (No space left on device). "
                                           "Das Spiel geht weiter; bis das Speichern wieder klappt, kommt kein "
                                           "weiterer Hinweis.")

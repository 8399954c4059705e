"""The Load and Finished-games lists in the person's language: dates and times as the language
writes them (Babel), the number of players with the language's plural, its own quotation marks."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pygame_gui
import pytest

from saves import finished, store
from scenes.finished import FinishedScene
from scenes.kit import lang
from scenes.load import details, heading

MOMENT = dt.datetime(2026, 12, 5, 14, 3, tzinfo=dt.UTC)


def info(seats: int, kind: str = "manual", name: str = "Before dinner") -> store.SaveInfo:
    return store.SaveInfo(game="pixies", title="Pixies", created=MOMENT, seats=("human",) + ("expert",) * (seats - 1),
                          path=Path("x.json"), preview=store.Preview((0.0,), False, "You 12"), kind=kind, name=name)


@pytest.mark.parametrize("code, date, players, quoted", [
    ("en", "Dec 5, 2026", "3 players", "\u201cBefore dinner\u201d"),
    ("de", "05.12.2026", "3 Spieler", "\u201eBefore dinner\u201c"),
    ("ru", "5 дек. 2026", "3 игрока", "«Before dinner»"),
])
def test_a_save_is_listed_as_the_language_writes_it(code, date, players, quoted):
    lang.use(code)
    local = MOMENT.astimezone()
    assert date.replace(" ", "") in heading(info(3)).replace(" ", "").replace("\u202f", "").replace("\xa0", "")
    assert local.strftime("%M") in heading(info(3)) and quoted in heading(info(3))
    assert details(info(3)).startswith(f"{players}: ")


def test_russian_says_each_number_of_players_with_its_own_form():
    lang.use("ru")
    assert [details(info(n)).split(":")[0] for n in (1, 2, 5)] == ["Соло", "2 игрока", "5 игроков"]
    assert heading(info(2, kind="autosave")).split("  \u00b7  ")[1] == "Автосохранение"


def test_the_finished_games_say_how_many_are_kept_in_the_language(language, app):
    assert not finished.list_games()
    scene = FinishedScene(app)
    shown = " ".join(element.text for element in scene.ui.get_sprite_group().sprites()
                     if isinstance(element, pygame_gui.elements.UILabel))
    expected = {"en": "the last 50 games", "de": "die letzten 50", "ru": "50 последних"}[language]
    assert expected in shown

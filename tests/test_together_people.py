"""The people model: profiles kept and checked on load, a Link that follows the person to move, a
companion Link for a second person at once, and what a save keeps of the people."""
from __future__ import annotations

import json

import pytest

from game import GAMES
from game.referee import HUMAN, Referee
from game.referee.people import COLOURS, YOU, Person, people_from_data
from saves import notices, profiles
from scenes.kit.match import seated
from together_helpers import ANN, BEN


def test_profiles_keep_you_first_and_the_last_seated_next():
    assert profiles.load()[0].name == YOU
    profiles.seat([Person(YOU, COLOURS[0]), ANN])
    profiles.seat([BEN])
    names = [p.name for p in profiles.load()]
    assert names[:3] == [YOU, "Ben", "Ann"]


def test_a_profiles_file_with_a_bad_entry_keeps_the_good_ones_and_says_so():
    profiles.path().write_text(json.dumps({"format": profiles.FORMAT, "version": 1, "people": [
        {"name": "Eve", "colour": [1, 2, 3]}, {"name": "", "colour": [1, 2, 3]}, {"name": "Max", "colour": "red"}]}))
    notices.take()
    loaded = [p.name for p in profiles.load()]
    assert loaded == [YOU, "Eve"]
    assert any("people[1]" in str(note) or "players' names" in str(note) for note in notices.take())
    assert [p.name for p in profiles.load()] == [YOU, "Eve"]          # the file was written again, clean


def test_a_save_keeps_people_only_where_they_fit_its_seats():
    data = [ANN.to_data(), None]
    assert people_from_data(data, [HUMAN, "easy"], HUMAN) == [ANN, None]
    with pytest.raises(ValueError):
        people_from_data(data, ["easy", HUMAN], HUMAN)               # a person in a bot's seat
    with pytest.raises(ValueError):
        people_from_data([ANN.to_data(), ANN.to_data()], [HUMAN, HUMAN], HUMAN)
    assert seated([HUMAN, "easy"], None, [{"name": "Ann"}, None]) == [Person(YOU, COLOURS[0]), None]


def test_a_companion_link_serves_a_second_person_at_once_and_follow_refuses_a_bot():
    referee = Referee.new(GAMES["pixies"], 3, seed=7, seats=[HUMAN, HUMAN, "easy"])
    link = referee.link(0)
    link.people = [ANN, BEN, None]
    other = link.companion(1)
    assert other.seat == 1 and other.names == ["Ann", "Ben", ""] and other.plays
    with pytest.raises(ValueError):
        link.companion(2)
    with pytest.raises(ValueError):
        link.follow(2)

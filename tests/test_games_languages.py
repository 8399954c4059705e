"""The games speak the person's language (issue 39): a Pixies and a Flixo game played through the
real table in German and in Russian. The move log's lines (the person's own moves told as "Du ..." /
"Вы ...", the bots' by name), the Hint and the review's sentences are said in that language, and
none of them is left in English."""
from __future__ import annotations

import random
import re

import pytest

from game import GAMES
from game.ai.review import Budget, costliest, judge, person_decisions, words
from game.core.text import Text
from game_configs import CONFIGS
from scenes.kit import botworker, lang
from table_helpers import open_table, referee_of, wait_for_hint

#: the person's own move begins so; a Russian line has Cyrillic in it
YOU = {"de": "Du ", "ru": "Вы "}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
#: words each language's sentences use, one of which every line of that kind shows
HINT_WORDS = {("pixies", "de"): "Nimm ", ("pixies", "ru"): "Возьмите ",
              ("flixo", "de"): ":", ("flixo", "ru"): ":"}
EXPERT = {"de": "Experte", "ru": "Эксперт"}


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


@pytest.fixture
def speaking():
    """Speak a language in the test (lang.use), and English again after it."""
    yield lang.use
    lang.use("en")


def play_some_moves(app, name: str, players: int, moves: int):
    """A seeded game at its real table, the person's moves chosen by an easy bot through the
    table's own `act`, until the log holds `moves` moves (the person's among them)."""
    game = GAMES[name]
    table = open_table(app, game.new(players, 11), ["human", *["easy"] * (players - 1)])
    chooser, rng = game.make_bot("easy"), random.Random(3)
    for _ in range(2000):
        acted = [e for e in table.log.entries if e.seat is not None]
        if len(acted) >= moves and any(e.seat == table.me for e in acted) and table.my_turn():
            break
        table.queue.finish_all()
        if table.my_turn():
            assert table.act(chooser.choose(table.link.view(), rng))
        app.step(dt=0.5)
    assert table.my_turn(), "the person is to move again"
    return table


@pytest.mark.parametrize("code", ["de", "ru"])
@pytest.mark.parametrize("name, players", [("pixies", 2), ("flixo", 3)])
def test_the_move_log_the_hint_and_the_review_speak_the_persons_language(app, speaking, name, players, code):
    speaking(code)
    table = play_some_moves(app, name, players, moves=6)
    referee = referee_of(table)
    lines = [(entry, entry.text) for entry in table.log.entries if entry.seat is not None]
    assert len(lines) >= 6
    for entry, line in lines:
        english = str(entry.words)
        assert line != english, f"left in English: {line!r}"
        if code == "ru":
            assert CYRILLIC.search(line), line
    mine = [line for entry, line in lines if entry.seat == table.me]
    theirs = [line for entry, line in lines if entry.seat != table.me]
    assert mine and all(line.startswith(YOU[code]) for line in mine), mine
    assert theirs and not any(line.startswith(YOU[code]) for line in theirs), theirs

    wait_for_hint(app, table)
    explained = GAMES[name].explain(table.view, table.hint.action)
    assert lang.say(explained) in table.hint.text and str(explained) not in table.hint.text
    assert HINT_WORDS[name, code] in table.hint.text

    record = referee.record()
    decisions = person_decisions(GAMES[name], record, referee.seats, referee.options)
    judged = [judge(GAMES[name], d, Budget(samples=3, replies=2), seed=d.number) for d in decisions]
    worst = (costliest(judged) or sorted(judged, key=lambda j: -j.cost))[0]
    sentence = words(GAMES[name], {d.number: d for d in decisions}[worst.number].view, worst)
    said = lang.say(sentence)
    assert said != str(sentence) and EXPERT[code] in said, said


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_every_game_narrates_each_move_as_a_whole_sentence_for_you_and_for_a_name(name, players, options):
    """Game.narrate: "You ..." (the base verb) for the reader, "{name} ..." for a seat named; the
    move as a phrase (action_words) for the review; every one a Text, said in German too."""
    game = GAMES[name]
    state = game.new(players, 5, **options)
    rng = random.Random(5)
    seen = 0
    german = lang.catalogs("de")
    while not state.is_over() and seen < 40:
        seat = state.to_move()[0]
        for action in state.legal_actions(seat)[:3]:
            you, named, phrase = game.narrate(action, None), game.narrate(action, "Ann"), game.action_words(action)
            assert all(isinstance(words, Text) for words in (you, named, phrase))
            assert str(you).startswith("You ") and str(named).startswith("Ann ")
            assert you.msgid != named.msgid, "one id for each subject"
            assert "{name}" not in you.msgid and "{name}" in named.msgid
            if name in ("flixo", "pixies"):
                assert you.say(german) != str(you) and phrase.say(german) != str(phrase)
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])
        seen += 1
    assert seen

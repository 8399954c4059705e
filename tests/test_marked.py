"""No words reach the screen unmarked: every string literal in scenes/ that a person reads goes
through a catalog (one test per file, so a failure names the file), and every game's words (why a
move is refused, the move log's narration, hints, bubbles, set-up notes, review sentences, level
names and descriptions) are Texts, or strings, whose ids the `games` catalog holds.

What the scenes/ test takes for words, and the short list of words that stay as they are
(the games' names, the app's), is in tests/marked_helpers.py.
"""
from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from assets.locale import catalogs
from game import GAMES
from game.ai.review import cost_words
from game.core import IllegalAction, State
from game.core.text import Text
from marked_helpers import EXCEPTIONS, looks_like_words, unmarked

ROOT = Path(__file__).resolve().parent.parent
SCENE_FILES = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "scenes").rglob("*.py"))
#: the contract's word methods and tables, one test each per game
WORD_SOURCES = ("why_illegal", "narrate", "explain", "bot_says", "setup_note", "review_words", "level_names",
                "level_descriptions")
STEPS = 40


@pytest.mark.parametrize("path", SCENE_FILES)
def test_the_words_a_scene_draws_are_marked(path: str) -> None:
    found = unmarked((ROOT / path).read_text(encoding="utf-8"))
    assert not found, (f"{path}: words not marked for translation (mark them with _() where drawn, N_() where "
                       f"defined; I18N.md): " + "; ".join(f"line {line}: {text!r}" for line, text in found[:12]))


def test_the_finder_tells_words_from_ids_logs_and_marked_strings() -> None:
    source = '''
"""A docstring is not drawn."""
import logging
log = logging.getLogger("parlour")
LABELS = {"load": N_("Load game"), "quit": "Quit now"}
class Scene:
    name = "settings"
    title = "Load a game"
    def build(self):
        make_button(self.ui, rect, _("Back"), object_id="#big_button")
        log.warning("the file %s could not be read", path)
        if event.text == "Some words":
            raise ValueError(f"not a level: {level}")
        return f"{count} players joined", ngettext("{n} card", "{n} cards", n), "Flixo"
'''
    assert [text for _, text in unmarked(source)] == ["Quit now", "Load a game", " players joined"]


def test_the_written_exceptions_stay_as_they_are_in_every_language() -> None:
    assert all(looks_like_words(word) or word == "LIXO?" for word in EXCEPTIONS), "each one would be caught"
    assert all(reason for reason in EXCEPTIONS.values())


# -- game/: the words of the rules and the bots --------------------------------------------------
@cache
def games_ids() -> frozenset[str]:
    """Every id the `games` catalog's code marks (singular ids of plural entries too)."""
    return frozenset(message.id[0] if isinstance(message.id, tuple) else message.id
                     for message in catalogs.extract("games") if message.id)


def unmarked_words(words: Any) -> list[str]:
    """The ids among `words` (a Text, a string, or None) that no catalog entry is made for; a Text's
    Texts inside are judged too (its names and numbers are not words)."""
    if words is None or words == "":
        return []
    if isinstance(words, Text):
        inside = [problem for _, value in words.args for problem in unmarked_words(value) if isinstance(value, Text)]
        return ([] if words.msgid in games_ids() else [words.msgid]) + inside
    return [] if words in games_ids() else [str(words)]


@cache
def game_words(name: str) -> dict[str, list[Any]]:
    """What one game says through each word method over a short random game (its first configuration)."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    rng = random.Random(7)
    state = game.new(players, seed=7, **options)
    said: dict[str, list[Any]] = {source: [] for source in WORD_SOURCES}
    said["level_names"] = list(game.level_names.values())
    said["level_descriptions"] = list(game.level_descriptions.values())
    said["setup_note"] = [game.setup_note(level, options) for level in game.levels]
    for step in range(STEPS):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = list(state.legal_actions(seat))
        action = rng.choice(legal)
        said["why_illegal"] += refusals(state, seat, legal)
        if step % 10 == 0:
            view = state.view(seat)
            said["explain"].append(game.explain(view, action))
            said["bot_says"].append(game.bot_says(view, action))
            said["review_words"].append(game.review_words(view, action, legal[0], cost_words(7.0, "points")))
        said["narrate"] += [game.narrate(action, None), game.narrate(action, "Ann")]
        state.apply(seat, action)
    return said


def refusals(state: State, seat: int, legal: list[Any]) -> list[Any]:
    """Why a seat not to move, and a thing that is no action, are refused (what IllegalAction carries)."""
    out = []
    idle = [other for other in range(state.players) if other not in state.to_move()]
    for who, what in ([(idle[0], legal[0])] if idle else []) + [(seat, "not an action")]:
        try:
            state.apply(who, what)
        except IllegalAction as refused:
            out.append(refused.reason)
    return out


#: the games of game/ (the tests' own small game, tests/highcard, never reaches a person)
REAL_GAMES = sorted(name for name, rules in GAMES.items() if type(rules).__module__.startswith("game."))


@pytest.mark.parametrize("source", WORD_SOURCES)
@pytest.mark.parametrize("name", REAL_GAMES)
def test_a_games_words_are_marked_where_they_are_made(name: str, source: str) -> None:
    words = game_words(name)[source]
    problems = sorted({problem for said in words for problem in unmarked_words(said)})
    assert not problems, (f"{name}.{source} gives words no catalog holds (return T(...)/TN(...) from game.core.text, "
                          f"or N_() a table's strings): {problems[:8]}")


def test_the_check_knows_a_marked_text_from_a_plain_string() -> None:
    marked = next(iter(games_ids()), None)
    if marked is not None:
        assert unmarked_words(Text(marked)) == [] and unmarked_words(marked) == []
    assert unmarked_words("a sentence made with an f-string") == ["a sentence made with an f-string"]
    assert unmarked_words(Text("{name} is nowhere in a catalog", (("name", Text("nor this")),))) == [
        "{name} is nowhere in a catalog", "nor this"]

"""Words a player knows (issue 42): a whole seeded game of each game played at its real table,
every headline (the HUD's status line) and every move-log line read as drawn, once with the
person alone with bots and once with a friend named "Ann" in the second seat (the person's own
moves are told as "You ..." in both, Ann's as "Ann ..."). Verbs agree with "You", counts agree
with their nouns, and no line shows an internal code ("5x2", "2+4", "3S", "column 6, row 5",
"NOTCH/NOTCH", bare scores)."""
from __future__ import annotations

import random
import re

import pytest

from game import GAMES
from game.referee import Link
from scenes.kit.standings import headline_for
from table_helpers import open_table, referee_of

#: (game, players, options): a turn-based game of each (Flanx's duel runs on the clock; its
#: children's variant shares every word of it)
WHOLE_GAMES = [("pixies", 2, {}), ("lixo", 3, {}), ("flixo", 3, {}), ("flanx", 3, {"variant": "toddler"})]
#: a third-person verb after "You" ("You is", "You bids", "You passes")
YOU_THIRD_PERSON = re.compile(r"\bYou (is|has|was|does|goes|[a-z]*[^s\s]s)\b")
#: one of something said in the plural, or many in the singular
ONE_PLURAL = re.compile(r"(?<![\d.-])\b1 ([a-z]+ )?(points|cards|spirals|crosses|bins|rounds)\b")
MANY_SINGULAR = re.compile(r"(?<![\d.-])\b([02-9]|\d\d+) ([a-z]+ )?(point|card|spiral|cross|round)\b(?![-\w])")
INTERNAL = [re.compile(pattern) for pattern in (
    r"\b\d[xS+]\d*\b(?! in all)", r"\bcolumn \d+, row \d+\b", r"[A-Z]{3,}/[A-Z]{3,}", r"\w\|\w",
    r"(Game over|ended): -?\d", r"\bUnrecycled\b", r"\brenews once\b", r"\bmulti \d", r"\bseat \d")]


def play_whole_game(app, name: str, players: int, options: dict) -> list[str]:
    """Every headline shown and every move-log line of one seeded game, the person's moves
    chosen by an easy bot through the table's own `act`."""
    game = GAMES[name]
    state = game.new(players, 7, **game.check_options(players, dict(options)))
    table = open_table(app, state, ["human", *["easy"] * (players - 1)], options)
    chooser, rng = game.make_bot("easy"), random.Random(3)
    lines = []
    for _ in range(5000):
        if referee_of(table).is_over():
            break
        lines.append(table.status_text())
        if table.my_turn():                 # the same moment in Review or Watch: the person only looks on
            table.link.plays = False
            lines.append(table.status_text())
            table.link.plays = True
        table.queue.finish_all()            # the motion and any round board: a patient reader
        if table.my_turn():
            assert table.act(chooser.choose(table.link.view(), rng))
        app.step(dt=0.5)
    assert referee_of(table).is_over(), f"{name}: the game did not end"
    for _ in range(20):
        app.step(dt=0.5)
    names = [table.seat_name(seat) for seat in range(players)]
    lines += [table.status_text(), headline_for(referee_of(table).winners(), names, table.me)]
    lines += [entry.text for entry in table.log.entries]
    app.scenes.pop()
    return lines


def faults(line: str) -> list[str]:
    found = [f"'You' with a third-person verb: {m.group(0)!r}" for m in YOU_THIRD_PERSON.finditer(line)]
    found += [f"a count and its noun disagree: {m.group(0)!r}" for m in ONE_PLURAL.finditer(line)]
    found += [f"a count and its noun disagree: {m.group(0)!r}" for m in MANY_SINGULAR.finditer(line)]
    found += [f"an internal code: {m.group(0)!r}" for pattern in INTERNAL for m in pattern.finditer(line)]
    return found


@pytest.mark.parametrize("who", ["You", "Ann"])
@pytest.mark.parametrize("name, players, options", WHOLE_GAMES)
def test_every_headline_and_log_line_of_a_whole_game_reads_right(app, monkeypatch, who, name, players, options):
    if who != "You":      # a table with a friend: the Link names every seat
        monkeypatch.setattr(Link, "names", property(
            lambda link: [who if seat == 1 else f"Bot {seat + 1}" if level != "human" else "Bea"
                          for seat, level in enumerate(link.seats)]))
    lines = play_whole_game(app, name, players, options)
    assert any(who in line for line in lines), "the person is named somewhere"
    final = next(line for line in reversed(lines) if line.startswith("Game over:"))
    assert who in final or (GAMES[name].cooperative and "the team" in final), final
    bad = {line: faults(line) for line in set(lines) if faults(line)}
    assert not bad, bad


def test_the_checks_catch_what_the_issue_saw():
    for line in ("You is bidding on the blue 5 bin", "You took yellow 5x2 to space 1", "Game over: 122, 115",
                 "Bot 2 laid a white card on column 6, row 5", "Unrecycled", "1 red points are still to come",
                 "You bids 2 cards", "Passing 3 card on"):
        assert faults(line), line
    for line in ("You are bidding on the blue 5 bin", "You pass", "Game over: You 122, Bot 2 115",
                 "Bid 2 cards in all: the green bin is worth 4 points", "You took the yellow 5 with 2 crosses"):
        assert not faults(line), (line, faults(line))

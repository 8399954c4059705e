"""Game records you can share (saves.records) and Zen form files (scenes.zen.userforms): every
game and a form round-trip through a file; each bad file is refused with its reason and left as
it is; the examples in docs/RECORDS.md are real files that open."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from game import GAMES
from game.ai import bot
from game.referee import HUMAN, Referee
from game.zen.form import Form
from saves import records
from saves.records import ShareError
from scenes.zen import userforms

DOC = Path(__file__).resolve().parent.parent / "docs" / "RECORDS.md"


def played(name: str, seed: int = 3) -> tuple[dict, list[str], dict]:
    """A game of `name` played to its end by its second-weakest bots, the person in seat 0:
    (options, seats, record)."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    options = game.check_options(players, options)
    level = game.levels[1]
    seats = [HUMAN] + [level] * (players - 1)
    referee = Referee.new(game, players, seed, seats, options, bots=False)
    player, rng = bot(name, level), random.Random(seed)
    while not referee.is_over():
        seat = referee.to_move()[0]
        referee.submit(seat, player.choose(referee.view(seat), rng))
    return options, seats, json.loads(json.dumps(referee.record()))


def doc_examples() -> dict[str, dict]:
    """The JSON examples in docs/RECORDS.md, by format."""
    blocks = re.findall(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return {doc["format"]: doc for doc in map(json.loads, blocks)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_round_trips_through_a_record_file(name, tmp_path):
    options, seats, record = played(name)
    path = records.export(tmp_path / f"{name}{records.SUFFIX}", name, options, seats, record)
    assert path.stat().st_size < 20_000, "a record is a small file"
    shared = records.read(path)
    assert (shared.game, shared.options, list(shared.seats), shared.record) == (name, options, seats, record)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert (doc["format"], doc["version"], doc["seed"]) == (records.FORMAT, records.VERSION, record["start"]["seed"])


def test_a_game_that_did_not_end_or_began_at_an_old_position_is_not_written(tmp_path):
    options, seats, record = played("lixo")
    with pytest.raises(ShareError, match="stop before the end"):
        records.encode("lixo", options, seats, {**record, "moves": record["moves"][:-1]})
    state = GAMES["lixo"].new(2, 1, **options)
    with pytest.raises(ShareError, match="older save"):
        records.encode("lixo", options, seats, {"start": {"state": state.to_dict(), "unproven": True}, "moves": []})


def write_doc(tmp_path: Path, doc: object) -> Path:
    path = tmp_path / "friend.parlour"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def good_doc() -> dict:
    options, seats, record = played("lixo")
    return json.loads(records.encode("lixo", options, seats, record))


def bad_moves(doc: dict) -> dict:
    """The first move played by the other seat: a move the rules refuse."""
    first = doc["moves"][0]
    return {**doc, "moves": [[1 - first[0], *first[1:]], *doc["moves"][1:]]}


BAD = {
    "not JSON": (lambda doc: "{this is not json", "is not valid JSON"),
    "wrong format": (lambda doc: {**doc, "format": "parlour-save"}, "is not a Parlour game record"),
    "not an object": (lambda doc: [1, 2, 3], "is not a Parlour game record"),
    "future version": (lambda doc: {**doc, "version": 2}, "written by a newer Parlour"),
    "broken version": (lambda doc: {**doc, "version": "one"}, "no valid record format version"),
    "missing game": (lambda doc: {**doc, "game": "bridge"}, "this copy of Parlour does not have"),
    "bad seat": (lambda doc: {**doc, "seats": ["human", "grandmaster"]}, "not one of"),
    "bad options": (lambda doc: {**doc, "options": {"first": 7}}, "does not fit the game"),
    "refused move": (bad_moves, "break the rules of LIXO?"),
    "unfinished": (lambda doc: {**doc, "moves": doc["moves"][:10]}, "stop before the end"),
    "no seed": (lambda doc: {k: v for k, v in doc.items() if k != "seed"}, "'seed' is not a int"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_each_bad_record_is_refused_with_its_reason_and_left_as_it_is(case, tmp_path):
    change, reason = BAD[case]
    changed = change(good_doc())
    path = tmp_path / "friend.parlour"
    path.write_text(changed if isinstance(changed, str) else json.dumps(changed), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(ShareError) as refused:
        records.read(path)
    assert reason in refused.value.reason
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["friend.parlour"]


def test_a_file_over_a_megabyte_is_refused_unread(tmp_path):
    path = tmp_path / "huge.parlour"
    doc = good_doc()
    path.write_text(json.dumps({**doc, "app": "x" * 900} | {f"pad{i}": "y" * 900 for i in range(1200)}))
    assert path.stat().st_size > records.MAX_BYTES
    with pytest.raises(ShareError, match="larger than any game record"):
        records.read(path)
    with pytest.raises(ShareError, match="no such file"):
        records.read(tmp_path / "gone.parlour")


def test_the_record_example_in_the_docs_opens_and_replays_to_its_end(tmp_path):
    example = doc_examples()[records.FORMAT]
    shared = records.read(write_doc(tmp_path, example))
    assert (shared.game, shared.record["moves"]) == (example["game"], example["moves"])
    assert Referee.replay(GAMES[shared.game], shared.record, list(shared.seats), shared.options).is_over()


# -- Zen forms ---------------------------------------------------------------------------------
def test_a_zen_form_round_trips_through_its_file_and_joins_the_players_forms(tmp_path):
    form = Form("Kite", {(0, 0): 48, (1, 0): 52, (1, 1): 47, (2, 0): 49})
    path = userforms.export(form, tmp_path / f"kite{userforms.SUFFIX}")
    read = userforms.from_document(records.read_document(path), path)
    assert (read.name, read.cells) == (form.name, form.cells)
    kept = userforms.take_in(read)
    assert kept.name == "Kite" and any(f.cells == form.cells for f in userforms.load_all())
    other = userforms.take_in(Form("kite", {(0, 0): 31, (0, 1): 4, (1, 1): 21, (1, 2): 24}))
    assert other.name == "kite (2)", "one of the player's forms already has that name and other cards"
    assert userforms.take_in(read).name == "Kite", "the same form again is the same form"
    for name in ("Kite", "kite (2)"):
        userforms.delete(name)


def test_the_zen_example_in_the_docs_is_a_form_that_can_be_played(tmp_path):
    example = doc_examples()[userforms.FORMAT]
    path = write_doc(tmp_path, example)
    form = userforms.from_document(records.read_document(path), path)
    assert form.name == example["name"] and userforms.form_problem(form) is None


@pytest.mark.parametrize("change, reason", [
    (lambda doc: {**doc, "version": 9}, "written by a newer Parlour"),
    (lambda doc: {**doc, "cells": [[0, 0, 48]]}, "at least two cards"),
    (lambda doc: {**doc, "cells": [[0, 0, 48], [5, 5, 52]]}, "not all connected"),
    (lambda doc: {**doc, "cells": "none"}, "no name or no cells"),
    (lambda doc: {**doc, "format": "parlour-record"}, "is not a Parlour Zen form"),
])
def test_a_bad_zen_form_file_is_refused_with_its_reason(change, reason, tmp_path):
    path = write_doc(tmp_path, change(doc_examples()[userforms.FORMAT]))
    with pytest.raises(ShareError) as refused:
        userforms.from_document(records.read_document(path), path)
    assert reason in refused.value.reason


def test_the_desktop_entry_opens_both_file_types_that_the_mime_file_declares():
    linux = Path(__file__).resolve().parent.parent / "packaging" / "linux"
    entry = dict(line.split("=", 1) for line in (linux / "parlour.desktop").read_text().splitlines() if "=" in line)
    assert entry["Exec"].endswith(" %f")
    declared = re.findall(r'<mime-type type="([^"]+)">.*?<glob pattern="\*([^"]+)"/>',
                          (linux / "parlour-mime.xml").read_text(), re.S)
    assert sorted(declared) == sorted([("application/x-parlour-record", records.SUFFIX),
                                       ("application/x-parlour-zen", userforms.SUFFIX)])
    assert set(entry["MimeType"].strip(";").split(";")) == {kind for kind, _ in declared}
    assert "parlour-mime.xml" in (linux / "install-desktop.sh").read_text()

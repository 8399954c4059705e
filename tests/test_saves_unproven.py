"""A record must start from a deal (issue #36): the two routes by which edited files got past the
replay check, an oversized save, and the listing that reads an unchanged save only once.

- A record restarted at an edited position (`"start": {"state": ...}`, no moves) is refused.
- A file relabelled as version 2 (no record) loads, as an old save does, but is marked on the Load
  screen and its result counts in neither the statistics nor the campaign.
"""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.flixo.campaign import FlixoCampaigns, campaign_key
from game.referee import SyncThinker
from saves import notices, paths, stats, store
from scenes.kit.match import open_match
from scenes.load import NOT_COUNTED, details
from test_saves_support import recorded, seats_for

GAME = "pixies"


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    yield tmp_path
    [str(m) for m in notices.take()]


def a_save(moves: int = 30) -> dict:
    players, options, state, record = recorded(GAME, moves=moves, seed=8)
    path = store.autosave(GAME, options, seats_for(GAME, players), state, record=record)
    doc = json.loads(path.read_text())
    path.unlink()
    return doc


def with_edited_scores(doc: dict) -> dict:
    state = doc["state"]
    state["totals"][0] += 40
    state["history"] = [[row[0] + 40 if i == 0 else row[0], *row[1:]] for i, row in enumerate(state["history"])]
    GAMES[GAME].from_dict(state).check()            # the position alone looks fine
    return doc


def write(doc: dict, name: str = "autosave-pixies.json"):
    path = paths.saves_dir() / name
    path.write_text(json.dumps(doc))
    return path


def test_a_record_restarted_at_an_edited_position_is_refused():
    doc = with_edited_scores(a_save())
    doc["record"] = {"start": {"state": doc["state"]}, "moves": []}
    with pytest.raises(store.SaveError, match="starts from a position, not from a deal") as refused:
        store.load(write(doc))
    assert refused.value.moved_to is not None


def test_a_file_relabelled_as_version_2_loads_marked_and_does_not_count():
    doc = with_edited_scores(a_save())
    doc = {key: value for key, value in doc.items() if key not in ("record", "table")} | {"version": 2}
    path = write(doc)
    saved = store.load(path)
    assert saved.state.scores()[0] >= 40 and not saved.dealt
    [info] = store.list_saves()
    assert not info.dealt and NOT_COUNTED in details(info)
    link = open_match(saved.game, saved.state.players, saved.options, saved.seats, state=saved.state,
                      kept=saved.table, record=saved.record, thinker=SyncThinker())
    assert not link.counted
    play_out(link)
    assert stats.load().get(GAME, saved.seats[1]).games == 0    # the edited game's result is not counted
    again = store.load(store.autosave(GAME, saved.options, saved.seats, link._referee.state,
                                      record=link._referee.record()))
    assert not again.dealt                                     # and stays marked once saved again


def test_a_dealt_save_is_not_marked_and_counts():
    path = write(a_save())
    saved = store.load(path)
    [info] = store.list_saves()
    assert saved.dealt and info.dealt and NOT_COUNTED not in details(info)
    link = open_match(saved.game, saved.state.players, saved.options, saved.seats, state=saved.state,
                      kept=saved.table, record=saved.record, thinker=SyncThinker())
    assert link.counted
    play_out(link)
    assert stats.load().get(GAME, saved.seats[1]).games == 1


def test_a_game_begun_here_at_a_position_counts_live_and_its_save_is_marked():
    players, options, state, _ = recorded(GAME, moves=5)
    link = open_match(GAME, players, GAMES[GAME].check_options(players, options), seats_for(GAME, players),
                      state=state, thinker=SyncThinker())
    assert link.counted
    saved = store.load(link.save())
    assert not saved.dealt and saved.record["start"]["unproven"] is True


def play_out(link) -> None:
    referee, rng = link._referee, random.Random(3)
    while not referee.is_over():
        if referee.held is not None:        # a person's pick waiting for its moment to undo
            referee.settle()
            continue
        seat = referee.to_move()[0]
        referee.submit(seat, rng.choice(referee.view(seat).legal_actions()))
    store.flush(5)


# -- the size limit, and the listing's cache ---------------------------------------------------
def test_a_save_over_the_size_limit_is_refused_at_once_with_a_reason(monkeypatch):
    doc = a_save()
    doc["padding"] = ["x" * 900] * (store.SAVE_BYTES // 900 + 10)
    path = write(doc)
    read = []
    monkeypatch.setattr(store.checks, "parse", lambda *args: read.append(args))
    with pytest.raises(store.SaveError, match="too large") as refused:
        store.load(path)
    assert read == [] and f"{store.SAVE_BYTES:,}" in refused.value.reason and refused.value.moved_to


def test_the_listing_checks_an_unchanged_save_once_and_a_changed_one_again(monkeypatch):
    path = write(a_save(), "save-kept.json")
    other = write(a_save(moves=4), "save-other.json")
    parsed = []
    real = store.checks.parse
    monkeypatch.setattr(store.checks, "parse", lambda *args: parsed.append(args[0]) or real(*args))
    for _ in range(3):
        assert {info.path for info in store.list_saves()} == {path, other}
        store.latest(unfinished=True)
    assert sorted(parsed) == sorted([path, other])
    write(a_save(moves=6), "save-kept.json")               # changed: checked again, the other not
    assert {info.path for info in store.list_saves()} == {path, other}
    assert parsed[2:] == [path]
    other.unlink()
    assert [info.path for info in store.list_saves()] == [path] and len(parsed) == 3
    assert set(store._listed) == {path}


def test_a_save_spoiled_since_it_was_listed_is_caught_when_it_is_opened():
    path = write(a_save())
    [info] = store.list_saves()
    path.write_text(path.read_text()[:-20])
    with pytest.raises(store.SaveError):
        store.load(info.path)
    assert store.list_saves() == []


# -- the campaign: a Flixo game resumed from a marked save is not counted --------------------------
@pytest.mark.parametrize("marked", [False, True])
def test_a_flixo_campaign_win_counts_only_when_the_game_counts(app, click, drag, marked):
    from saves import campaign
    from scenes import tables
    from test_flixo_helpers import build
    from test_flixo_table import draw_and_reveal, settle, state_of
    state = build([[["F1^", "F2^", "5"]], [["F3^"], ["F4^"], ["6"]]], discard=["7^"], draw=["10"], level=2)
    options = GAMES["flixo"].check_options(2, {k: getattr(state, k) for k in ("level", "display", "flixos",
                                                                               "turn_limit")})
    record = {"start": {"state": state.to_dict(), "unproven": True}, "moves": []} if marked else None
    link = open_match("flixo", 2, options, ["human", "hard"], state=state, record=record, thinker=SyncThinker())
    table = tables.table_class("flixo")(app, link)
    app.scenes.push(table)
    settle(app)
    assert link.counted is not marked
    draw_and_reveal(app, table, click, drag, 0, 2)
    assert state_of(table).won()
    key = campaign_key(2, state.display, 2)
    assert campaign.load().section(FlixoCampaigns).next_flixos(key, start=4) == (4 if marked else 5)

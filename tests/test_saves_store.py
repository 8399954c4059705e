"""Save slots: round trips for every registered game, listing, Continue, bad files, migration."""
from __future__ import annotations

import datetime as dt
import json

import pytest

from game import GAMES
from saves import appinfo, migrate, notices, paths, store
from test_saves_support import DATA, document, played, recorded, seats_for

ALL_GAMES = sorted(GAMES)
FIRST = ALL_GAMES[0]


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    return tmp_path


def autosaved(game: str, moves: int = 12, seed: int = 3):
    players, options, state = played(game, moves, seed)
    return store.autosave(game, options, seats_for(game, players), state), state


def write_doc(doc: object, name: str = "autosave-x.json"):
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(doc))
    return path


# -- round trips -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ALL_GAMES)
def test_an_autosave_resumes_exactly_as_it_was(game):
    players, options, state = played(game)
    before = dt.datetime.now(dt.UTC)
    path = store.autosave(game, options, seats_for(game, players), state)
    saved = store.load(path)
    assert saved.state == state and saved.state.to_dict() == state.to_dict()
    assert (saved.game, saved.seats, saved.kind, saved.path) == (game, seats_for(game, players), "autosave", path)
    assert saved.options == GAMES[game].check_options(players, options)
    assert before <= saved.created <= dt.datetime.now(dt.UTC)
    assert json.loads(path.read_text())["app"] == appinfo.app_version() != "unknown"


@pytest.mark.parametrize("game", ALL_GAMES)
def test_a_resumed_game_has_the_same_future(game):
    """The random generator travels in the save: the same actions give the same game."""
    players, options, state = played(game, moves=6)
    resumed = store.load(store.autosave(game, options, seats_for(game, players), state)).state
    for _ in range(20):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[-1]
        assert resumed.legal_actions(seat) == state.legal_actions(seat)
        assert resumed.apply(seat, action) == state.apply(seat, action)
    assert resumed == state


def test_what_the_table_keeps_travels_with_the_save_and_old_saves_keep_nothing():
    players, options, state = played(FIRST)
    kept = {"elapsed": 42.5}
    path = store.autosave(FIRST, options, seats_for(FIRST, players), state, kept)
    assert store.load(path).table == kept
    manual = store.save_manual("Clock", FIRST, options, seats_for(FIRST, players), state, kept)
    assert store.load(manual).table == kept
    doc = json.loads(path.read_text())
    del doc["table"]                       # a save written before tables kept anything
    assert store.load(write_doc(doc, "autosave-old.json")).table == {}


def test_one_autosave_slot_per_game():
    for moves in (3, 9):
        path, state = autosaved(FIRST, moves)
    assert [p.name for p in paths.saves_dir().iterdir()] == [f"autosave-{FIRST}.json"]
    assert store.load(path).state == state


def test_manual_saves_keep_their_names_and_replace_only_themselves():
    players, options, state = played(FIRST)
    seats = seats_for(FIRST, players)
    first = store.save_manual("Sunday game", FIRST, options, seats, state)
    again = store.save_manual("Sunday game", FIRST, options, seats, state)
    other = store.save_manual("sunday  GAME!", FIRST, options, seats, state)
    unnamed = store.save_manual("   ", FIRST, options, seats, state)
    assert first == again != other
    assert first.name == "save-sunday-game.json" and other.name == "save-sunday-game-2.json"
    assert [store.load(p).name for p in (first, other, unnamed)] == ["Sunday game", "sunday  GAME!", "Unnamed"]
    assert all(store.load(p).kind == "manual" for p in (first, other, unnamed))


def test_a_manual_save_never_overwrites_an_unreadable_file_of_the_same_name():
    players, options, state = played(FIRST)
    spoiled = write_doc(None, "save-sunday-game.json")
    spoiled.write_text("half a save")
    path = store.save_manual("Sunday game", FIRST, options, seats_for(FIRST, players), state)
    assert path.name == "save-sunday-game-2.json" and spoiled.read_text() == "half a save"


def test_writing_refuses_a_table_that_does_not_fit():
    players, options, state = played(FIRST)
    with pytest.raises(ValueError):
        store.autosave(FIRST, options, ["human"] * (players + 1), state)
    with pytest.raises(ValueError):
        store.autosave("chess", options, seats_for(FIRST, players), state)
    assert not paths.saves_dir().exists() or not any(paths.saves_dir().iterdir())


# -- listing, Continue, delete ---------------------------------------------------------------
def test_latest_is_the_most_recent_save_of_any_kind():
    assert store.latest() is None
    players, options, state = played(FIRST, moves=4)
    seats = seats_for(FIRST, players)
    store.autosave(FIRST, options, seats, state)
    manual = store.save_manual("later", FIRST, options, seats, state)
    assert store.latest().path == manual
    auto = store.autosave(FIRST, options, seats, state)
    assert store.latest().path == auto


def test_latest_unfinished_skips_finished_games():
    players, options, running = played(FIRST, moves=4)
    _, _, finished = played(FIRST, moves=100_000)
    assert finished.is_over()
    seats = seats_for(FIRST, players)
    store.save_manual("running", FIRST, options, seats, running)
    store.autosave(FIRST, options, seats, finished)
    assert store.latest().state.is_over()
    assert store.latest(unfinished=True).name == "running"


def test_list_saves_newest_first_with_players_and_a_preview():
    players, options, state = played(FIRST)
    seats = seats_for(FIRST, players)
    store.save_manual("older", FIRST, options, seats, state)
    store.autosave(FIRST, options, seats, state)
    infos = store.list_saves()
    assert [(i.kind, i.name) for i in infos] == [("autosave", ""), ("manual", "older")]
    info = infos[0]
    assert (info.game, info.title, info.seats) == (FIRST, GAMES[FIRST].title, tuple(seats))
    assert info.players[0] == "You" and info.players[1] == f"Bot ({seats[1]})"
    assert info.preview.scores == tuple(state.scores()) and info.preview.over is False
    assert info.preview.text.startswith(f"You {store._number(state.scores()[0])}")


@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_preview_names_each_seat_with_its_score_or_the_team(game):
    players, options, state = played(game)
    seats = seats_for(game, players)
    text = store.preview(game, state, seats).text
    scores = [store._number(score) for score in state.scores()]
    shown = "Finished: " if state.is_over() else ""             # a short game may be over already
    if GAMES[game].cooperative:
        assert text == f"{shown}Team {scores[0]}" and len(set(scores)) == 1
    else:
        assert text == shown + ", ".join(f"{store.seat_label(seat)} {score}" for seat, score in zip(seats, scores))
    _, _, finished = played(game, moves=100_000)
    if finished.is_over():
        assert store.preview(game, finished, seats).text.startswith("Finished: ")


def test_delete_removes_only_save_slots(parlour_home):
    path, _ = autosaved(FIRST)
    outside = parlour_home / "settings.json"
    outside.write_text("{}")
    with pytest.raises(ValueError):
        store.delete(outside)
    store.delete(path)
    store.delete(path)
    assert not path.exists() and outside.exists() and store.list_saves() == []


# -- bad files ---------------------------------------------------------------------------------
def good_doc(**changes) -> dict:
    doc = document(FIRST, migrate.CURRENT)
    doc.update(changes)
    return {k: v for k, v in doc.items() if v is not KeyError}


BAD_DOCS = {
    "foreign JSON": ({"hello": "world"}, "not a Parlour save"),
    "a list": ([1, 2, 3], "not a Parlour save"),
    "future version": (good_doc(version=migrate.CURRENT + 1), "newer Parlour"),
    "version as text": (good_doc(version="2"), "no valid format version"),
    "unknown game": (good_doc(game="chess"), "does not have"),
    "no seats": (good_doc(seats=KeyError), "'seats' is not a list"),
    "seat not a level": (good_doc(seats=["human", "grandmaster"]), "grandmaster"),
    "seat count": (good_doc(seats=["human"] * (played(FIRST)[0] + 1)), "seats for a"),
    "unknown option": (good_doc(options={"turbo": True}), "does not fit the game"),
    "state not a table": (good_doc(state=[1, 2]), "'state' is not a dict"),
    "state empty": (good_doc(state={}), "position is not valid"),
    "bad kind": (good_doc(kind="cloud"), "is not one of autosave, manual, finished"),
    "table not a dict": (good_doc(table=[3.5]), "'table' is not a dict"),
}


@pytest.mark.parametrize("case", sorted(BAD_DOCS))
def test_a_bad_save_raises_save_error_naming_the_file_and_is_moved_aside(case):
    doc, words = BAD_DOCS[case]
    path = write_doc(doc, "autosave-broken.json")
    with pytest.raises(store.SaveError) as caught:
        store.load(path)
    message = str(caught.value)
    assert "autosave-broken.json" in message and words in message and "moved aside" in message
    assert caught.value.moved_to == path.with_name("autosave-broken.json.corrupt")
    assert not path.exists() and json.loads(caught.value.moved_to.read_text()) == doc


@pytest.mark.parametrize("content", [b"", b"{\"format\": \"parlour-sa", b"\x00\x01\x02", b"null"])
def test_corrupt_and_truncated_files_too(content):
    path = write_doc(None, "save-x.json")
    path.write_bytes(content)
    with pytest.raises(store.SaveError, match="save-x.json"):
        store.load(path)
    assert path.with_name("save-x.json.corrupt").read_bytes() == content


def test_an_oversized_file_is_refused_and_moved_aside():
    path = write_doc(None, "save-big.json")
    with open(path, "wb") as out:
        out.truncate(10 * 1024 * 1024 + 1)
    with pytest.raises(store.SaveError, match="too large"):
        store.load(path)
    assert path.with_name("save-big.json.corrupt").exists()


def test_a_missing_file_is_a_save_error_and_nothing_is_moved():
    with pytest.raises(store.SaveError, match="no longer exists") as caught:
        store.load(paths.saves_dir() / "save-gone.json")
    assert caught.value.moved_to is None


def test_listing_skips_and_reports_bad_files_and_keeps_the_good_ones():
    good, _ = autosaved(FIRST)
    write_doc({"format": "parlour-save", "version": 99}, "save-future.json")
    write_doc(None, "save-cut.json").write_text('{"format": "parl')
    write_doc(None, "save-cut.json.corrupt").write_text("an earlier bad file")
    infos = store.list_saves()
    assert [i.path for i in infos] == [good]
    messages = [str(m) for m in notices.take()]
    assert len(messages) == 2 and any("save-future.json" in m for m in messages)
    folder = paths.saves_dir()
    assert (folder / "save-cut.json.corrupt").read_text() == "an earlier bad file"
    assert (folder / "save-cut.json.1.corrupt").exists() and (folder / "save-future.json.corrupt").exists()
    assert store.latest().path == good and [str(m) for m in notices.take()] == []


def test_a_save_whose_preview_the_engine_cannot_give_is_moved_aside_like_any_bad_save(monkeypatch):
    players, options, state, record = recorded(FIRST)     # dealt: its position is not played on at load
    path = store.autosave(FIRST, options, seats_for(FIRST, players), state, record=record)

    def broken_scores(self):
        raise ZeroDivisionError("an engine bug")

    monkeypatch.setattr(type(state), "scores", broken_scores)
    assert store.list_saves() == []
    messages = [str(m) for m in notices.take()]
    assert len(messages) == 1 and "could not be shown" in messages[0] and "moved aside" in messages[0]
    assert not path.exists() and path.with_name(path.name + ".corrupt").exists()
    assert store.latest() is None and [str(m) for m in notices.take()] == []   # listed once, then never again


# -- migration ---------------------------------------------------------------------------------
VERSION_FILES = sorted(DATA.glob("save-v*-*.json"))


def test_there_is_a_test_file_for_every_format_version():
    versions = {int(p.name.split("-")[1][1:]) for p in VERSION_FILES}
    assert versions == set(range(1, migrate.CURRENT + 1))


@pytest.mark.parametrize("source", VERSION_FILES, ids=lambda p: p.name)
def test_every_format_version_loads_as_the_current_one(source):
    game = source.stem.split("-", 2)[2]
    if game not in GAMES:
        pytest.skip(f"{game} is not registered")
    path = write_doc(None, "save-old.json")
    path.write_bytes(source.read_bytes())
    original = json.loads(source.read_text())
    saved = store.load(path)
    assert saved.game == game and saved.seats[0] == "human" and len(saved.seats) == saved.state.players
    assert saved.created == dt.datetime(2026, 11, 30, 4, 30, tzinfo=dt.UTC)
    assert saved.state.to_dict() == original["state"]
    seat = saved.state.to_move()[0]
    saved.state.apply(seat, saved.state.legal_actions(seat)[0])
    if original["version"] == 1:
        assert saved.kind == "autosave"
        assert saved.options == GAMES[game].check_options(len(saved.seats), original["variant"])
        assert saved.seats == ["human" if p["bot"] is None else p["bot"] for p in original["players"]]


@pytest.mark.parametrize("broken", [
    {"players": "two"}, {"players": []}, {"players": [{"bot": 3}]}, {"players": ["You"]},
    {"variant": [1]}, {"saved": "noon"}, {"saved": -5}, {"saved": 1e300},
])
def test_a_broken_version_1_save_is_a_save_error(broken):
    doc = document(FIRST, 1)
    doc.update(broken)
    with pytest.raises(store.SaveError, match="version 1 save"):
        store.load(write_doc(doc))

"""Saves are game records: the moves travel with the position, loading replays them and refuses a
save whose position they do not reach, old saves gain a history, and a resumed game goes on
recording (and undoing). Finished games are kept, the last few of each game."""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.referee import HUMAN, Referee, SyncThinker
from saves import finished, notices, paths, store
from scenes.kit.match import open_match
from test_saves_support import document, seats_for

RECORDED_GAMES = ["pixies", "flixo", "highcard"]


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    return tmp_path


def a_game(name: str, moves: int = 20, seed: int = 4) -> Referee:
    """A game of `name` with the person in seat 0, `moves` random moves in."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    referee = Referee.new(game, players, seed, seats_for(name, players), options, thinker=SyncThinker())
    rng = random.Random(seed)
    for _ in range(moves):
        if referee.is_over():
            break
        seat = rng.choice(referee.to_move())
        referee.clock += 0.25
        referee.submit(seat, rng.choice(referee.view(seat).legal_actions()))
    return referee


def saved_doc(referee: Referee) -> dict:
    path = store.autosave(referee.game.name, referee.options, referee.seats, referee.state, record=referee.record())
    return json.loads(path.read_text())


def write(doc: dict):
    path = paths.saves_dir() / "autosave-tampered.json"
    path.write_text(json.dumps(doc))
    return path


@pytest.mark.parametrize("name", RECORDED_GAMES)
def test_a_save_holds_the_seed_the_options_and_every_move_and_loads_them_back(name):
    referee = a_game(name)
    doc = saved_doc(referee)
    assert doc["record"] == json.loads(json.dumps(referee.record()))
    assert doc["record"]["start"]["seed"] == 4 and len(doc["record"]["moves"]) == len(referee.moves) > 0
    loaded = store.load(store.autosave(name, referee.options, referee.seats, referee.state, record=referee.record()))
    assert loaded.state == referee.state and loaded.record == doc["record"]


def tampered_position(name: str, doc: dict) -> dict:
    """The same save with one number of its position changed where the game still accepts it:
    Pixies' and High card's scores, Flixo's turn count."""
    state = doc["state"]
    if name == "pixies":
        state["totals"][0] += 5
        state["history"] = [[row[0] + 5 if i == 0 else row[0], *row[1:]] for i, row in enumerate(state["history"])]
    elif name == "flixo":
        state["turns"] += 1
    else:
        state["taken"][0], state["taken"][1] = state["taken"][1], state["taken"][0]
    return doc


@pytest.mark.parametrize("name", RECORDED_GAMES)
def test_a_changed_position_is_refused_and_moved_aside(name):
    referee = a_game(name, moves=40)
    doc = tampered_position(name, saved_doc(referee))
    GAMES[name].from_dict(doc["state"]).check()           # the position alone looks fine
    path = write(doc)
    with pytest.raises(store.SaveError, match="do not lead to its position") as refused:
        store.load(path)
    assert refused.value.moved_to is not None and not path.exists()


def test_a_changed_move_is_refused_with_the_move_named():
    referee = a_game("pixies")
    doc = saved_doc(referee)
    legal = referee.view(referee.to_move()[0]).legal_actions()
    seat, action, at = doc["record"]["moves"][3]
    doc["record"]["moves"][3] = [seat, dict(action, space=(action["space"] + 4) % 9), at]
    with pytest.raises(store.SaveError, match="move 4 of the record does not replay|do not lead") as refused:
        store.load(write(doc))
    assert legal and refused.value.moved_to is not None


@pytest.mark.parametrize("broken, words", [
    ({"start": {}, "moves": []}, "starts nowhere"),
    ({"start": {"seed": 5, "players": 2, "options": {}}, "moves": []}, "do not lead to its position"),
    ({"moves": []}, "no start"),
    ({"start": {"state": [1], "unproven": True}, "moves": []}, "starts from no position"),
    ({"start": {"seed": 4, "players": 5, "options": {}}, "moves": []}, "dealt for another table"),
    ("a story", "'record' is not a dict"),
])
def test_a_broken_record_is_a_save_error(broken, words):
    doc = saved_doc(a_game("pixies", moves=3))
    doc["record"] = broken
    with pytest.raises(store.SaveError, match=words):
        store.load(write(doc))


def test_moves_out_of_time_order_are_refused():
    doc = saved_doc(a_game("pixies", moves=6))
    doc["record"]["moves"][2][2] = 99.0
    with pytest.raises(store.SaveError, match="move 4 of the record does not replay"):
        store.load(write(doc))


@pytest.mark.parametrize("name", ["pixies", "flixo"])
def test_an_old_position_only_save_loads_and_gains_a_history_from_then_on(name):
    doc = document(name, 2)
    path = paths.saves_dir() / "save-old.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    saved = store.load(path)
    assert saved.record == {"start": {"state": doc["state"], "unproven": True}, "moves": []} and not saved.dealt
    link = open_match(saved.game, saved.state.players, saved.options, saved.seats, state=saved.state,
                      kept=saved.table, record=saved.record, thinker=SyncThinker())
    referee = link._referee
    mover = referee.to_move()[0]
    referee.submit(mover, referee.view(mover).legal_actions()[0])
    again = store.load(link.save())
    assert again.record["start"] == {"state": doc["state"], "unproven": True} and len(again.record["moves"]) == 1
    assert not again.dealt and not link.counted     # marked still: an old save's position proves nothing
    assert again.state == referee.state


@pytest.mark.parametrize("name", RECORDED_GAMES)
def test_a_resumed_game_goes_on_recording_from_its_record(name):
    referee = a_game(name, moves=10)
    saved = store.load(store.autosave(name, referee.options, referee.seats, referee.state, record=referee.record()))
    link = open_match(name, saved.state.players, saved.options, saved.seats, state=saved.state, kept=saved.table,
                      record=saved.record, thinker=SyncThinker())
    assert link._referee.record() == json.loads(json.dumps(referee.record()))
    assert link.moves_played == len(referee.moves)


def test_undo_goes_on_after_a_resume():
    game = GAMES["pixies"]
    seed = next(s for s in range(40) if game.new(2, s).to_move() == [0])
    referee = Referee.new(game, 2, seed, [HUMAN, "easy"], {}, thinker=SyncThinker())
    link = referee.link(0)
    before = referee.state.to_dict()
    link.submit(link.view().legal_actions()[0])
    while referee.to_move() != [0]:                    # the bot answers
        link.busy = False
        link.update(0.1)
    assert len(referee.moves) == 2
    saved = store.load(store.autosave("pixies", {}, referee.seats, referee.state, record=referee.record()))
    resumed = open_match("pixies", 2, saved.options, saved.seats, state=saved.state, record=saved.record,
                         thinker=SyncThinker())
    assert resumed.undo() is None and resumed.moves_played == 0
    assert resumed._referee.state.to_dict() == before


def test_a_finished_game_is_kept_and_only_the_last_ones_of_each_game(monkeypatch):
    monkeypatch.setattr(finished, "KEEP", 3)
    kept = []
    for seed in range(5):
        referee = a_game("highcard", moves=40, seed=seed)
        assert referee.is_over()
        kept.append(finished.keep("highcard", referee.options, referee.seats, referee.state, referee.record()))
        store.flush(5)
    infos = finished.list_games()
    assert [info.path for info in infos] == kept[:-4:-1]
    whole = finished.load(infos[0].path)
    assert whole.kind == "finished" and whole.state.is_over() and whole.record["moves"]
    assert store.list_saves() == []               # kept games are no save slots


def test_a_match_keeps_the_persons_finished_game():
    link = open_match("highcard", 2, {}, [HUMAN, "easy"], seed=3, thinker=SyncThinker())
    while not link.view().is_over():
        if link.seat in link.view().to_move():
            link.submit(link.view().legal_actions()[0])
        link.busy = False
        link.update(0.1)
    infos = finished.list_games("highcard")
    assert len(infos) == 1 and infos[0].seats == (HUMAN, "easy")
    assert finished.load(infos[0].path).record == link.record()


def test_a_bad_kept_game_is_moved_aside_and_reported():
    referee = a_game("highcard", moves=40)
    path = finished.keep("highcard", referee.options, referee.seats, referee.state, referee.record())
    store.flush(5)
    doc = json.loads(path.read_text())
    doc["state"]["taken"] = [doc["state"]["taken"][1], doc["state"]["taken"][0]]
    path.write_text(json.dumps(doc))
    assert len(finished.list_games()) == 1            # the list does not replay every game...
    with pytest.raises(store.SaveError, match="do not lead to its position"):
        finished.load(path)                           # ...opening one does
    assert finished.list_games() == []


def test_a_seat_gets_the_record_only_once_the_game_is_over():
    """The record starts from the deal's seed: handed to a table while playing it would tell
    every hidden card."""
    link = open_match("highcard", 2, {}, [HUMAN, "easy"], seed=3, thinker=SyncThinker())
    with pytest.raises(ValueError, match="once the game is over"):
        link.record()

"""Any save that loads plays on (issue #36): fuzzed and hand-edited saves of every game, seeded,
are loaded as Continue and Load do; each one the loader accepts is then played to its end, a bot
of the game's first real level choosing the first move and random legal moves the rest, with no
exception. A position the rules cannot continue from must be refused at load, with a reason.

The edits are a player's with a text editor: a number of the position changed, two of its cards
swapped, the record restarted from the edited position (marked, as an old save's is, or not),
the file relabelled as version 2 (no record), Flanx's `reached` written in; and the fuzzer's
(tests/fuzz.py's mutations). A few hundred run by default; many more under `-m slow`.
"""
from __future__ import annotations

import json
import random
import traceback

import pytest

from fuzz import mutate_tree, nodes
from fuzzkit import Counts, Hang, time_limit
from game import GAMES
from game.ai import bot
from game.referee import Referee
from saves import notices, paths, store
from test_saves_support import seats_for

PER_GAME = 45
PER_GAME_SLOW = 1500
#: moves a probe plays at most after loading (every game ends long before)
MOVES = 3000
SECONDS_PER_SAVE = 10.0


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    yield tmp_path
    [str(m) for m in notices.take()]


def source_docs(game: str) -> list[dict]:
    """Saves of real games of `game`, in each of its configurations, a few moves in or near the end."""
    rules = GAMES[game]
    docs = []
    for number, (players, options) in enumerate(rules.configurations()[:4]):
        for moves in (3, 25, 400):
            referee = Referee.new(rules, players, 11 * number + moves, seats_for(game, players), options, bots=False)
            rng = random.Random(moves)
            for _ in range(moves):
                if referee.is_over():
                    break
                seat = referee.to_move()[0]
                referee.submit(seat, rng.choice(referee.view(seat).legal_actions()))
            path = store.autosave(game, referee.options, list(referee.seats), referee.state, record=referee.record())
            docs.append(json.loads(path.read_text()))
            path.unlink()
    return docs


def edit_position(rng: random.Random, state: dict) -> None:
    """One hand edit: a number one up or down, or two entries of a list swapped (hidden cards)."""
    places = [(c, k) for c, k in nodes(state) if type(c[k]) is int or (isinstance(c[k], list) and len(c[k]) > 1)]
    if not places:
        return
    container, key = rng.choice(places)
    value = container[key]
    if type(value) is int:
        container[key] = value + rng.choice((-1, 1, 5))
    else:
        i, j = rng.sample(range(len(value)), 2)
        value[i], value[j] = value[j], value[i]


def restarted(doc: dict, marked: bool) -> dict:
    """The record restarted from the (edited) position, with no moves."""
    start = {"state": doc["state"], **({"unproven": True} if marked else {})}
    return {**doc, "record": {"start": start, "moves": []}}


def relabelled(doc: dict) -> dict:
    """The file passed off as a version 2 save: no record, so it migrates from its position."""
    return {key: value for key, value in doc.items() if key not in ("record", "table")} | {"version": 2}


def flanx_reached(rng: random.Random, doc: dict) -> dict:
    """The issue's case: Flanx's `reached` written in, the record restarted from there."""
    doc["state"]["reached"] = rng.choice(([0], [1], [0, 1], [1, 1], [5]))
    return restarted(doc, marked=rng.random() < 0.7)


def edited(game: str, rng: random.Random, sources: list[dict]) -> tuple[str, bytes]:
    doc = json.loads(json.dumps(rng.choice(sources)))
    how = rng.choice(("number", "relabel", "restart", "restart-unmarked", "fuzz", "fuzz-relabel")
                     + (("reached",) * 2 if game == "flanx" else ()))
    if how == "fuzz":
        return how, mutate_tree(rng, doc)
    if how == "fuzz-relabel":
        return how, mutate_tree(rng, relabelled(doc))
    if how == "reached":
        return how, json.dumps(flanx_reached(rng, doc)).encode()
    for _ in range(rng.choice((1, 1, 2))):
        edit_position(rng, doc["state"])
    changed = {"number": doc, "relabel": relabelled(doc), "restart": restarted(doc, marked=True),
               "restart-unmarked": restarted(doc, marked=False)}[how]
    return how, json.dumps(changed).encode()


def play_to_the_end(saved: store.SavedGame, rng: random.Random) -> None:
    """Resume as the table does (the record replayed) and play on: a bot's move, then random ones."""
    rules = GAMES[saved.game]
    referee = Referee.replay(rules, saved.record, saved.seats, saved.options, bots=False)
    assert referee.state == saved.state
    store.preview(saved.game, saved.state, saved.seats)
    if not referee.is_over():
        seat = referee.to_move()[0]
        referee.submit(seat, bot(saved.game, rules.levels[1]).choose(referee.view(seat), rng))
    for _ in range(MOVES):
        if referee.is_over():
            break
        seat = referee.to_move()[0]
        referee.submit(seat, rng.choice(referee.view(seat).legal_actions()))
        for watcher in range(referee.players):
            referee.view(watcher)
    referee.scores(), referee.winners()


def probe(game: str, count: int, seed: int) -> tuple[Counts, dict[str, int]]:
    rng = random.Random(seed)
    sources = source_docs(game)
    counts, loaded_by_edit = Counts(), {}
    path = paths.saves_dir() / f"autosave-{game}.json"
    for number in range(count):
        how, raw = edited(game, rng, sources)
        path.write_bytes(raw)
        counts.fuzzed += 1
        try:
            with time_limit(SECONDS_PER_SAVE):
                try:
                    saved = store.load(path)
                except store.SaveError as exc:
                    assert exc.reason, "a refusal says why"
                    counts.refused += 1
                    continue
                play_to_the_end(saved, random.Random(number))
                counts.loaded += 1
                loaded_by_edit[how] = loaded_by_edit.get(how, 0) + 1
        except Hang:
            counts.hung += 1
            counts.problems.append(f"{game} #{number} ({how}): no end within {SECONDS_PER_SAVE} s")
        except Exception:   # what the probe is for: a save that loaded and then broke
            counts.crashed += 1
            counts.problems.append(f"{game} #{number} ({how}): {traceback.format_exc(limit=-3)}")
        for left in paths.saves_dir().glob("*.corrupt"):
            left.unlink()
    return counts, loaded_by_edit


def check(counts: Counts, loaded_by_edit: dict[str, int], game: str) -> None:
    assert not counts.problems, f"{len(counts.problems)} problems:\n" + "\n".join(counts.problems[:10])
    assert counts.fuzzed == counts.refused + counts.loaded
    # the edits reach both outcomes, and the edits that must load (marked ones) are played
    assert counts.loaded > 0 and counts.refused > 0
    assert loaded_by_edit.get("relabel", 0) + loaded_by_edit.get("restart", 0) > 0, loaded_by_edit
    assert "restart-unmarked" not in loaded_by_edit, "a current record restarted at a position loaded"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_edited_save_that_loads_plays_to_its_end(game):
    counts, loaded_by_edit = probe(game, PER_GAME, seed=36)
    check(counts, loaded_by_edit, game)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_many_more_edited_saves_play_to_their_end(game):
    counts, loaded_by_edit = probe(game, PER_GAME_SLOW, seed=3600)
    check(counts, loaded_by_edit, game)


def test_the_edited_flanx_reached_is_refused_at_load_with_a_reason():
    rules = GAMES["flanx"]
    players, options = next((p, o) for p, o in rules.configurations() if o.get("variant") == "toddler")
    referee = Referee.new(rules, players, 5, seats_for("flanx", players), options, bots=False)
    for _ in range(2):
        seat = referee.to_move()[0]
        referee.submit(seat, referee.view(seat).legal_actions()[0])
    doc = json.loads(store.autosave("flanx", referee.options, list(referee.seats), referee.state,
                                    record=referee.record()).read_text())
    doc["state"]["reached"] = [0]
    path = paths.saves_dir() / "autosave-flanx.json"
    for marked in (True, False):
        path.write_text(json.dumps(restarted(doc, marked)))
        with pytest.raises(store.SaveError) as refused:
            store.load(path)
        reason = refused.value.reason
        assert "reached the top edge with no card on it" in reason     # the position is checked first
        assert refused.value.moved_to is not None
        refused.value.moved_to.unlink()

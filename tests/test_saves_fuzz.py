"""Fuzzing the loader: thousands of mutated save files of every registered game.

Every mutant either loads (and is then a playable position) or raises SaveError; nothing else,
and no load may take longer than a second. Whatever an engine's from_dict or check() raised is
the SaveError's __cause__: the contract asks for ValueError, KeyError or TypeError, so anything
else (or a hang, or a loaded position that cannot be played) is reported with the game's name.
"""
from __future__ import annotations

import json
import random
import signal
import traceback

import pytest

from game import GAMES
from saves import notices, paths, store
from test_saves_support import played, seats_for

ALLOWED_CAUSES = (ValueError, KeyError, TypeError)
SECONDS_PER_LOAD = 1.0
MUTANTS_PER_GAME = 600


class Hang(BaseException):
    """Raised by the alarm: a BaseException, so no `except Exception` in the code under test eats it."""


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    yield tmp_path
    notices.take()


def source_doc(game: str, seed: int) -> dict:
    players, options, state = played(game, moves=seed * 7 % 40, seed=seed)
    path = store.autosave(game, options, seats_for(game, players), state)
    return json.loads(path.read_text())


# -- the mutations -----------------------------------------------------------------------------
def nodes(value, trail=()):
    """Every (container, key) pair in a JSON tree, so one can be replaced."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, child in items:
        yield value, key
        yield from nodes(child, trail + (key,))


def strange_value(rng: random.Random, original):
    choices = [
        None, True, False, 0, -1, 1, 2**31, 2**63, -(2**63), 10**18, 1e308, -1e-308, 0.5, "", "x",
        "é" * 50, [], {}, [None], {"": None}, [original, original], [[[[[]]]]], {"type": "Take"},
        "-1", str(original)[:40], 10**19, 2**64,
    ]
    if isinstance(original, int) and not isinstance(original, bool):
        choices += [original + 1, original - 1, -original, original * 1000]
    if isinstance(original, list) and original:
        choices += [original[:-1], original[1:], original + original[:1], list(reversed(original)),
                    rng.sample(original, len(original))]
    if isinstance(original, dict) and original:
        dropped = dict(original)
        dropped.pop(rng.choice(list(dropped)))
        choices.append(dropped)
    return rng.choice(choices)


def deep(depth: int):
    value: object = 0
    for _ in range(depth):
        value = [value]
    return value


def mutate_tree(rng: random.Random, doc: dict) -> bytes:
    doc = json.loads(json.dumps(doc))
    places = list(nodes(doc))
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        container, key = rng.choice(places)
        if rng.random() < 0.05:
            container[key] = deep(rng.choice((10, 60, 70, 900)))
        elif isinstance(container, dict) and rng.random() < 0.1:
            del container[key]
            places = list(nodes(doc))
        else:
            container[key] = strange_value(rng, container[key])
    return json.dumps(doc).encode()


def mutate_bytes(rng: random.Random, raw: bytes) -> bytes:
    data = bytearray(raw)
    kind = rng.randrange(5)
    if kind == 0:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == 1:
        del data[rng.randrange(len(data)):]
    elif kind == 2:
        at = rng.randrange(len(data))
        data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    elif kind == 3:
        digits = [i for i, b in enumerate(data) if chr(b).isdigit()]
        at = rng.choice(digits)
        data[at:at + 1] = b"9" * rng.choice((20, 400, 5000))
    else:
        data = bytearray(rng.choice([b"[]", b"{}", b"null", b"\"parlour-save\"", b"{\"format\": \"parlour-save\"}",
                                     b"\xef\xbb\xbf" + raw, raw + b"garbage", raw * 2]))
    return bytes(data)


def mutants(game: str, count: int, seed: int):
    rng = random.Random(seed)
    sources = [source_doc(game, s) for s in (1, 2, 3)]
    for _ in range(count):
        doc = rng.choice(sources)
        if rng.random() < 0.65:
            yield mutate_tree(rng, doc)
        else:
            yield mutate_bytes(rng, json.dumps(doc).encode())


# -- the check ---------------------------------------------------------------------------------
def _alarm(signum, frame):
    raise Hang()


def load_bounded(path):
    """store.load(path) under an alarm; returns ("ok", saved) or ("error", SaveError)."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, SECONDS_PER_LOAD)
    try:
        return "ok", store.load(path)
    except store.SaveError as exc:
        return "error", exc
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def playable(saved) -> None:
    """A position the loader accepted must answer the whole contract."""
    state = saved.state
    assert GAMES[saved.game].from_dict(json.loads(json.dumps(state.to_dict()))) == state
    state.scores(), state.winners(), state.is_over()
    for seat in range(state.players):
        state.view(seat).to_dict()
    if not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        assert actions, "a running game in which the seat to move has no legal action"
        state.clone().apply(seat, actions[0])


def fuzz(game: str, count: int, seed: int) -> list[str]:
    """Feed `count` mutants of `game` to the loader; the problems found, one line each."""
    problems = []
    slot = paths.saves_dir() / "save-fuzz.json"
    for number, content in enumerate(mutants(game, count, seed)):
        slot.parent.mkdir(parents=True, exist_ok=True)
        slot.write_bytes(content)
        try:
            outcome, result = load_bounded(slot)
        except Hang:
            problems.append(f"{game} mutant {number}: loading took over {SECONDS_PER_LOAD} s")
            continue
        except Exception as exc:
            problems.append(f"{game} mutant {number}: load raised {type(exc).__name__}: {exc}")
            continue
        if outcome == "error":
            cause = result.__cause__
            if cause is not None and not isinstance(cause, ALLOWED_CAUSES):
                where = traceback.extract_tb(cause.__traceback__)[-1]
                problems.append(f"{game} mutant {number}: from_dict/check raised {type(cause).__name__} "
                                f"at {where.filename}:{where.lineno}: {cause}")
        else:
            try:
                playable(result)
            except Exception as exc:
                where = traceback.extract_tb(exc.__traceback__)[-1]
                problems.append(f"{game} mutant {number}: loaded but not playable, {type(exc).__name__} "
                                f"at {where.filename}:{where.lineno}: {exc}")
        for moved in slot.parent.glob("*.corrupt"):
            moved.unlink()
    return problems


@pytest.mark.parametrize("game", sorted(GAMES))
def test_mutated_saves_raise_only_save_error_and_never_hang(game):
    problems = fuzz(game, MUTANTS_PER_GAME, seed=1)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:25])


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_twenty_thousand_mutants_per_game(game):
    problems = fuzz(game, 20_000, seed=2)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:25])


# -- the small documents: whatever is in them, loading gives usable values -------------------
def small_documents():
    from saves import campaign, settings, stats
    settings.save(settings.Settings(ui_scale=150, default_level="hard"))
    progress = campaign.Campaign()
    progress.flixo_result("level2", 6, True, 12)
    progress.zen_result("heart", True, 9)
    progress.flanx_result("hard", True, 41.5)
    campaign.save(progress)
    stats.record_result("pixies", "normal", True, 50)
    stats.record_result("flixo", "easy", False, 12, draw=False)
    return [(settings, settings.path()), (campaign, campaign.path()), (stats, stats.path())]


def test_mutated_settings_campaign_and_statistics_files_always_load():
    rng = random.Random(4)
    for module, path in small_documents():
        original = json.loads(path.read_text())
        for number in range(80):
            content = mutate_tree(rng, original) if rng.random() < 0.6 else mutate_bytes(rng, json.dumps(original).encode())
            path.write_bytes(content)
            loaded = module.load()  # must not raise: bad parts fall back to defaults
            module.save(loaded)     # and what came back is valid enough to be written again
            assert module.load() == loaded, f"{path.name} mutant {number} did not settle"
            for moved in path.parent.glob("*.corrupt"):
                moved.unlink()

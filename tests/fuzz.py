"""The fuzz command: feed Parlour garbage and count what happens to it.

    python tests/fuzz.py                         # every section, with the default numbers
    python tests/fuzz.py --count 2000 --seed 7   # more of each, another sequence
    python tests/fuzz.py --section saves

Each section fuzzes one thing and returns a `Counts`: how many inputs it fed (fuzzed), how many
were turned away with the proper error (refused), how many were accepted and then worked all the
way (loaded), how many raised anything else or were accepted and then failed (crashed), and how
many took longer than their time limit (hung). The command prints one row per section and exits
1 when anything crashed or hung. A section is a function `(count, seed) -> Counts` listed in
SECTIONS.

The "saves" section writes mutated save files of every registered game (changed JSON values,
flipped bytes, cut files, huge numbers and names, lone surrogates, impossible times) and, once
per run, files that are not saves at all (a FIFO, links, a folder). Each goes through what the
app does with it: `store.load`, then the listing (`store.list_saves`), then what the Load screen
draws of it (scenes.load's heading and details, rendered in the theme's font). The tests in
tests/test_saves_fuzz.py run this section on fewer files. The "engines" section
(tests/fuzz_engines.py) feeds every game's referee moves the rules refuse.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import random
import shutil
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]
    os.environ.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"})

import pygame  # noqa: E402

from fuzz_engines import fuzz_engines  # noqa: E402
from fuzzkit import Counts, Hang, time_limit  # noqa: E402
from game import GAMES  # noqa: E402
from saves import notices, paths, store  # noqa: E402
from scenes.kit import theme  # noqa: E402
from scenes.load import details, heading  # noqa: E402
from test_saves_support import played, recorded, seats_for  # noqa: E402

#: what an engine's from_dict or check() may raise for a bad position (the contract)
ALLOWED_CAUSES = (ValueError, KeyError, TypeError)
SECONDS_PER_FILE = 1.0


# -- the mutations -------------------------------------------------------------------------------
def source_doc(game: str, seed: int) -> dict:
    players, options, state, record = recorded(game, moves=seed * 7 % 40, seed=seed)
    path = store.autosave(game, options, seats_for(game, players), state, record=record)
    doc = json.loads(path.read_text())
    path.unlink()
    return doc


def nodes(value):
    """Every (container, key) pair in a JSON tree, so one can be replaced."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, child in items:
        yield value, key
        yield from nodes(child)


#: texts that broke the Load screen before it checked them (issue #22)
STRANGE_TEXTS = ("\ud800", "a\udfffb", "n" * 81, "n" * 1_000_001, "line\nbreak",
                 "0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00", "1999-12-31T23:59:59")


def strange_value(rng: random.Random, original):
    choices = [
        None, True, False, 0, -1, 1, 2**31, 2**63, -(2**63), 10**18, 1e308, -1e-308, 0.5, "", "x",
        "é" * 50, [], {}, [None], {"": None}, [original, original], [[[[[]]]]], {"type": "Take"},
        "-1", str(original)[:40], 10**19, 2**64, rng.choice(STRANGE_TEXTS),
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
    if rng.random() < 0.1:   # the fields the Load screen shows
        doc[rng.choice(("name", "created", "kind"))] = rng.choice(STRANGE_TEXTS)
        return json.dumps(doc).encode()
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


# -- what the app does with a file ---------------------------------------------------------------
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


def shown(path: Path) -> bool:
    """List the saves as the Load screen does and draw this one's lines; False if not listed."""
    pygame.font.init()
    for info in store.list_saves():
        if info.path == path:
            for text in (heading(info), details(info)):
                theme.font(15).render(text, True, (255, 255, 255))
            return True
    return False


def try_file(path: Path, label: str, counts: Counts) -> None:
    """Put one file through load, listing and drawing; count what happened."""
    counts.fuzzed += 1
    try:
        with time_limit(SECONDS_PER_FILE):
            try:
                saved = store.load(path)
            except store.SaveError as exc:
                _refused(exc, label, counts)
                return
            playable(saved)
            if shown(path):
                counts.loaded += 1
            else:
                counts.refused += 1
    except Hang:
        counts.hung += 1
        counts.problems.append(f"{label}: took over {SECONDS_PER_FILE} s")
    except Exception as exc:
        counts.crashed += 1
        counts.problems.append(f"{label}: {type(exc).__name__} at {_where(exc)}: {str(exc)[:200]}")
    finally:
        [str(m) for m in notices.take()]


def _refused(exc: store.SaveError, label: str, counts: Counts) -> None:
    cause = exc.__cause__
    if cause is not None and not isinstance(cause, ALLOWED_CAUSES):
        counts.crashed += 1
        counts.problems.append(f"{label}: from_dict/check raised {type(cause).__name__} at {_where(cause)}: {cause}")
    else:
        counts.refused += 1


def _where(exc: BaseException) -> str:
    last = traceback.extract_tb(exc.__traceback__)[-1]
    return f"{last.filename}:{last.lineno}"


def _clear(folder: Path) -> None:
    for entry in folder.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            entry.rmdir()
        else:
            entry.unlink()


def fuzz_game(game: str, count: int, seed: int) -> Counts:
    """`count` mutated saves of `game`, each alone in the saves folder."""
    counts = Counts()
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for number, content in enumerate(mutants(game, count, seed)):
        _clear(folder)
        slot = folder / "save-fuzz.json"
        slot.write_bytes(content)
        try_file(slot, f"{game} mutant {number} (seed {seed})", counts)
    _clear(folder)
    return counts


def not_saves(game: str) -> Counts:
    """Files named like saves that are not regular files: none may be listed, none may hang."""
    counts = Counts()
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    players, options, state = played(game)
    outside = Path(tempfile.mkdtemp(prefix="parlour-fuzz-outside-")) / "real.json"
    outside.write_bytes(store.autosave(game, options, seats_for(game, players), state).read_bytes())
    makers: dict[str, Callable[[Path], None]] = {
        "a link to a valid save": lambda path: path.symlink_to(outside),
        "a link to nothing": lambda path: path.symlink_to(outside.with_name("missing.json")),
        "a folder": lambda path: path.mkdir(),
    }
    if hasattr(os, "mkfifo"):
        makers["a FIFO"] = os.mkfifo
    for label, make in makers.items():
        _clear(folder)
        path = folder / "save-odd.json"
        make(path)
        try_file(path, f"{game}: {label}", counts)
    _clear(folder)
    outside.unlink()
    outside.parent.rmdir()
    return counts


def fuzz_saves(count: int, seed: int) -> Counts:
    """`count` mutated saves of each game, then the files that are not saves."""
    counts = Counts()
    with private_home():
        for game in sorted(GAMES):
            counts.add(fuzz_game(game, count, seed))
            counts.add(not_saves(game))
    return counts


@contextlib.contextmanager
def private_home():
    """A fresh PARLOUR_HOME for the run, so no player's files are touched; removed after."""
    previous = os.environ.get(paths.ENV)
    home = tempfile.mkdtemp(prefix="parlour-fuzz-")
    os.environ[paths.ENV] = home
    try:
        yield Path(home)
    finally:
        if previous is None:
            os.environ.pop(paths.ENV, None)
        else:
            os.environ[paths.ENV] = previous
        shutil.rmtree(home, ignore_errors=True)


#: name -> (what it fuzzes, the function)
SECTIONS: dict[str, tuple[str, Callable[[int, int], Counts]]] = {
    "saves": ("save files of every game", fuzz_saves),
    "engines": ("moves the rules refuse, every game", fuzz_engines),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1000, help="inputs per game in each section")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--section", choices=sorted(SECTIONS), action="append",
                        help="run only these sections (default: all)")
    args = parser.parse_args(argv)
    logging.getLogger("parlour").addHandler(logging.NullHandler())   # what is refused is counted, not logged
    print("| section | what | fuzzed | refused | loaded | crashed | hung |\n|---|---|---:|---:|---:|---:|---:|")
    failed = False
    problems = []
    for name in args.section or list(SECTIONS):
        what, run = SECTIONS[name]
        counts = run(args.count, args.seed)
        print(f"| {name} | {what} | {counts.fuzzed:,} | {counts.refused:,} | {counts.loaded:,} "
              f"| {counts.crashed:,} | {counts.hung:,} |", flush=True)
        failed = failed or counts.crashed > 0 or counts.hung > 0
        problems += counts.problems
    for line in problems[:50]:
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

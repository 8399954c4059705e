"""The layers hold: a table is a client of the referee and never holds a State.

The referee owns the one State; a table holds its seat's Link, which is the wire (over the network
the same calls are messages), so the walk below stops at a Link. Everything else a table scene
reaches through its attributes (sprites, the picture, layouts, the HUD, dialogs) must hold no State.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import GAMES
from game.core import State
from game.referee import Link
from scenes import tables
from table_helpers import open_table

ROOT = Path(__file__).resolve().parents[1]


def test_no_module_in_scenes_holds_a_state_or_applies_to_one():
    pattern = re.compile(r"self\.state\b|state\.apply\(")
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in sorted((ROOT / "scenes").rglob("*.py"))
             for number, line in enumerate(path.read_text().splitlines(), 1) if pattern.search(line)]
    assert found == []


def states_reachable(root: object) -> list[str]:
    """Paths to every State reachable from `root`'s data (not through functions, classes,
    modules, pygame's own objects, the app, or a Link)."""
    found: list[str] = []
    seen: set[int] = set()
    stack: list[tuple[object, str]] = [(value, f".{name}") for name, value in vars(root).items() if name != "app"]
    while stack:
        value, path = stack.pop()
        if id(value) in seen or isinstance(value, (str, bytes, int, float, bool, type(None), Link)):
            continue
        seen.add(id(value))
        if isinstance(value, State):
            found.append(path)
            continue
        module = type(value).__module__ or ""
        if callable(value) and not hasattr(value, "__dict__") or module.startswith(("pygame", "builtins.")):
            continue
        if isinstance(value, type) or type(value).__name__ in ("module", "function", "method",
                                                                "builtin_function_or_method"):
            continue
        if isinstance(value, dict):
            stack.extend((v, f"{path}[{k!r}]") for k, v in value.items())
            stack.extend((k, f"{path}.key") for k in value)
        elif isinstance(value, (list, tuple, set, frozenset)):
            stack.extend((v, f"{path}[{i}]") for i, v in enumerate(value))
        else:
            attributes = dict(getattr(value, "__dict__", {}))
            for cls in type(value).__mro__:
                for slot in getattr(cls, "__slots__", ()):
                    if hasattr(value, slot):
                        attributes[slot] = getattr(value, slot)
            stack.extend((v, f"{path}.{k}") for k, v in attributes.items())
    return found


@pytest.mark.parametrize("game_name", sorted(tables.TABLES))
def test_a_table_reaches_no_state(app, game_name):
    game = GAMES[game_name]
    players, options = game.configurations()[0]
    state = game.new(players, seed=3, **options)
    seats = ["human"] + [game.levels[1]] * (players - 1)
    table = open_table(app, state, seats, options, settle_frames=30)
    assert states_reachable(table) == []

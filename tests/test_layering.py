"""The layers hold: a table is a client of the referee and never holds a State.

The referee owns the one State; a table holds its seat's Link, which is the wire (over the network
the same calls are messages), so the walk below stops at a Link. Everything else a table scene
reaches through its attributes (sprites, the picture, layouts, the HUD, dialogs) must hold no State.
"""
from __future__ import annotations

import ast
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


PACKAGES = ("game", "saves", "scenes")
MAX_LINES = 500


def module_files() -> dict[str, Path]:
    """Dotted name -> file, for every module of the project's packages."""
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def imported_modules(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project's modules `name` imports anywhere in its file, functions included; imports
    under `if TYPE_CHECKING:` are left out (they never run). `from package import module` is an
    edge to the module, `from package import name` an edge to the package."""
    tree = ast.parse(path.read_text(), str(path))
    checking = ("TYPE_CHECKING", "typing.TYPE_CHECKING")
    checking_only = {id(node) for block in ast.walk(tree)
                     if isinstance(block, ast.If) and ast.unparse(block.test) in checking
                     for statement in block.body for node in ast.walk(statement)}
    found = set()
    for node in ast.walk(tree):
        if id(node) in checking_only:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                base = ".".join(here[:len(here) - node.level + 1] + ([node.module] if node.module else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in modules:   # `import a.b.c` where c is a name in a.b
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a list of modules, the first repeated at the end) per group of modules that
    import each other, directly or round about (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while not group or group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    cycles = []
    for group in groups:   # a shortest way from the group's first module back to itself
        start, members = group[0], set(group)
        paths = {start: [start]}
        frontier = [start]
        while start not in paths or len(paths[start]) == 1:
            reached = []
            for node in frontier:
                for nxt in sorted(graph[node] & members):
                    if nxt == start:
                        paths[start] = paths[node] + [start]
                        break
                    if nxt not in paths:
                        paths[nxt] = paths[node] + [nxt]
                        reached.append(nxt)
                if len(paths[start]) > 1:
                    break
            frontier = reached
        cycles.append(paths[start])
    return cycles


def test_the_cycle_finder_names_a_cycle_and_passes_a_tree():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}) == [["a", "b", "c", "a"]]
    assert import_cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []


def test_imports_in_functions_count_and_type_checking_ones_do_not(tmp_path):
    path = tmp_path / "a.py"
    path.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import p.c\n"
                    "def f():\n    from p import b\n    from . import d\n")
    modules = {name: tmp_path for name in ("p", "p.a", "p.b", "p.c", "p.d")}
    assert imported_modules("p.a", path, modules) == {"p.b", "p.d"}


def test_no_import_cycles_among_the_project_modules_function_level_imports_included():
    modules = module_files()
    graph = {name: imported_modules(name, path, modules) for name, path in modules.items()}
    assert [" -> ".join(cycle) for cycle in import_cycles(graph)] == []


def test_no_file_in_game_saves_or_scenes_is_over_500_lines():
    long = {str(path.relative_to(ROOT)): lines for path in module_files().values()
            if (lines := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}

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
#: where no file may be longer than MAX_LINES: the packages, their tests and their benchmarks
LONG_FILE_FOLDERS = (*PACKAGES, "tests", "bench")
MAX_LINES = 500


def module_files() -> dict[str, Path]:
    """Dotted name -> file, for every module of the project's packages."""
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def imported_names(name: str, path: Path) -> set[str]:
    """Every dotted name `name`'s file imports, anywhere in it: at the top, inside functions and
    under `if TYPE_CHECKING:` (a cycle of types is a cycle too: the two modules cannot be read,
    checked or moved apart). Relative imports are made absolute; `from a import b` gives "a.b"."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                base = ".".join(here[:len(here) - node.level + 1] + ([node.module] if node.module else []))
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def imported_modules(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project's modules `name` imports (imported_names). `from package import module` is an
    edge to the module, `from package import name` an edge to the package."""
    found = set()
    for target in imported_names(name, path):
        while target and target not in modules:   # `import a.b.c` where c is a name in a.b
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a list of modules, the first repeated at the end) per group of modules that
    import each other, directly or round about."""
    return [shortest_cycle(graph, group) for group in tangled_groups(graph)]


def tangled_groups(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each group of more than one module that import each other, sorted (Tarjan's strongly
    connected components)."""
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
    return groups


def shortest_cycle(graph: dict[str, set[str]], group: list[str]) -> list[str]:
    """A shortest way from the group's first module back to itself through the group (breadth
    first, so the cycle named is the one a reader can follow)."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    frontier = [start]
    while len(paths[start]) == 1:
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
    return paths[start]


def test_the_cycle_finder_names_a_cycle_and_passes_a_tree():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}) == [["a", "b", "c", "a"]]
    assert import_cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []


def test_imports_in_functions_and_type_checking_blocks_count(tmp_path):
    path = tmp_path / "a.py"
    path.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import p.c\n"
                    "def f():\n    from p import b\n    from . import d\n    import os.path\n")
    modules = {name: tmp_path for name in ("p", "p.a", "p.b", "p.c", "p.d")}
    assert imported_modules("p.a", path, modules) == {"p.b", "p.c", "p.d"}
    assert "os.path" in imported_names("p.a", path)


def import_graph() -> dict[str, set[str]]:
    modules = module_files()
    return {name: imported_modules(name, path, modules) for name, path in modules.items()}


def test_no_import_cycles_among_the_project_modules_type_only_and_function_level_imports_included():
    assert [" -> ".join(cycle) for cycle in import_cycles(import_graph())] == []


def leaks(package: str, forbidden: tuple[str, ...], allowed: tuple[str, ...] = ()) -> list[str]:
    """"module imports name" for every import in `package` of a name under `forbidden` (and not
    under `allowed`)."""
    def under(target: str, roots: tuple[str, ...]) -> bool:
        return any(target == root or target.startswith(root + ".") for root in roots)

    return sorted(f"{name} imports {target}" for name, path in module_files().items()
                  if under(name, (package,))
                  for target in imported_names(name, path)
                  if under(target, forbidden) and not under(target, allowed))


def test_the_kit_imports_nothing_from_the_scenes_above_it():
    """The card kit is the tables' floor: the app's screens stand on it, never the other way."""
    assert leaks("scenes.kit", ("scenes",), allowed=("scenes.kit",)) == []


def test_the_rules_know_no_pixels_no_screens_and_no_disk():
    assert leaks("game", ("pygame", "pygame_gui", "scenes", "saves")) == []


def test_the_saves_know_no_screens():
    assert leaks("saves", ("pygame", "pygame_gui", "scenes")) == []


def test_the_import_checks_see_a_leak(tmp_path):
    """The checks above read real import statements: a leak put into a copy is named."""
    path = tmp_path / "leak.py"
    path.write_text("def f():\n    from scenes.result import ResultScene\n    from . import palette\n")
    assert imported_names("scenes.kit.leak", path) == {"scenes.result.ResultScene", "scenes.kit.palette"}


def test_no_file_in_the_packages_their_tests_or_benchmarks_is_over_500_lines():
    long = {str(path.relative_to(ROOT)): lines for folder in LONG_FILE_FOLDERS
            for path in sorted((ROOT / folder).rglob("*.py"))
            if (lines := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}

"""A game declares its lesson, key shortcuts, campaign sections, ladder and colour symbols in its
own packages (game/<name>/ and its presentation, scenes/<name>/; the tests' High card in
tests/highcard/), and the shared registries (scenes.kit.keys, scenes.kit.symbols, the lesson
loader, saves.campaign, game.arena) are loops over game.GAMES that name no game: High card, with
all five, touches no file outside its package, and it appears in every registry while registered
and in none once it is taken out."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

import pytest

from game import GAMES, arena
from saves import campaign, paths
from scenes import stats
from scenes.keys import rows_by_place
from scenes.kit import declared, keys, symbols
from scenes.lesson import script

ROOT = Path(__file__).resolve().parents[1]
#: the shared modules a game's declarations reach through (none of them may name a game)
SHARED = (keys, symbols, declared, script, campaign, arena, stats)


@pytest.fixture
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def own_packages(name: str) -> tuple[str, ...]:
    """The packages of game `name`: its rules' (game.pixies; highcard) and its presentation's."""
    game = GAMES[name]
    rules = type(game).__module__
    rules_package = ".".join(rules.split(".")[:2]) if rules.startswith("game.") else rules.split(".")[0]
    return rules_package, game.presentation or f"scenes.{name}"


def is_own(name: str, module: str) -> bool:
    return any(module == package or module.startswith(package + ".") for package in own_packages(name))


def declarer(game: object, attribute: str) -> str:
    """The module of the class that sets `attribute` on `game` (the contract's own default: core)."""
    return next(cls.__module__ for cls in type(game).__mro__ if attribute in vars(cls))


def registered(name: str) -> dict[str, object]:
    """What game `name` declares, registry by registry, each with the module it comes from."""
    game = GAMES[name]
    found: dict[str, object] = {}
    entry = declared.declared(name, "KEYS")
    if entry is not None:
        found["keys"] = (entry.partition(":")[0], sorted(keys.game_keys(name).places))
    lesson = script.path(name)
    if lesson is not None:
        found["lesson"] = (declared.presentation(name).__name__, lesson)
    if game.campaign:
        found["campaign"] = [(kind.__module__, kind.name) for kind in game.campaign]
    if game.ladder is not None:
        found["ladder"] = (declarer(game, "ladder"), game.ladder)
    if symbols.family(name):
        found["symbols"] = (declared.presentation(name).__name__, sorted(symbols.family(name)))
    return found


def test_each_game_registers_from_its_own_packages_only():
    listing = {name: registered(name) for name in GAMES}
    assert set(listing["highcard"]) == {"keys", "lesson", "campaign", "ladder"}
    assert {kind for name in GAMES for kind in listing[name]} == {"keys", "lesson", "campaign", "ladder", "symbols"}
    for name, declarations in listing.items():
        for kind, what in declarations.items():
            modules = [module for module, _ in what] if isinstance(what, list) else [what[0]]
            assert all(is_own(name, module) for module in modules), (name, kind, what)
        lesson = declarations.get("lesson")
        if lesson is not None:
            home = Path(inspect.getfile(declared.presentation(name))).parent
            assert lesson[1].parent == home and lesson[1].is_file(), (name, lesson)


def game_names_in(module: ModuleType) -> set[str]:
    """The game names among `module`'s string constants (its docstrings and doctests aside), and
    the games whose packages it imports."""
    tree = ast.parse(Path(inspect.getfile(module)).read_text())
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    names = set(GAMES)
    found = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and id(node) not in docstrings
             and isinstance(node.value, str) and node.value in names}
    for node in ast.walk(tree):
        modules = ([alias.name for alias in node.names] if isinstance(node, ast.Import) else
                   [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        found |= {part for module_name in modules for part in module_name.split(".")[:2] if part in names}
    return found


@pytest.mark.parametrize("module", SHARED, ids=lambda m: m.__name__)
def test_the_shared_registries_name_no_game(module):
    assert game_names_in(module) == set()


def in_every_registry(name: str) -> dict[str, bool]:
    return {
        "keys page": any(heading == "High card" for heading, _ in rows_by_place()),
        "key places": name in keys.PLACES,
        "lessons": name in script.lesson_names(),
        "campaign": name in campaign.declared(),
        "statistics": any(table[0] == "High card" for table in stats.campaign_tables(campaign.Campaign())),
        "ladder": name in arena.ladder_games(),
    }


def test_high_card_is_in_every_registry_while_registered_and_in_none_once_taken_out(monkeypatch):
    assert all(in_every_registry("highcard").values()), in_every_registry("highcard")
    monkeypatch.delitem(GAMES, "highcard")
    assert not any(in_every_registry("highcard").values()), in_every_registry("highcard")
    assert "High card" not in [heading for heading, _ in rows_by_place()]


def test_high_cards_declarations_are_used(parlour_home):
    """Its ladder is climbed, its lesson loads and rehearses, its key is on the page, and its
    campaign section goes through the file and back under its own name."""
    [(options, rungs)] = list(arena.ladder("highcard", games=2))
    assert options == {} and [rung.label for rung in rungs] == ["easy > random"]
    assert script.load("highcard").title == "Learn High card"
    [(heading, shortcuts)] = [row for row in rows_by_place() if row[0] == "High card"]
    assert [s.name for s in shortcuts] == ["lowest"] and keys.BY_PLACE["highcard"]["lowest"].cap == "1"
    from highcard.campaign import HighCardRecord, HighCardRecords
    campaign.update(lambda progress: progress.section(HighCardRecords).result("easy", True, 4))
    assert campaign.load().section(HighCardRecords) == {"easy": HighCardRecord(1, 1, 4)}
    assert '"highcard"' in campaign.path().read_text()


def test_a_section_of_a_game_not_here_is_kept_as_it_was(monkeypatch, parlour_home):
    from highcard.campaign import HighCardRecords
    campaign.update(lambda progress: progress.section(HighCardRecords).result("easy", False, 2))
    with monkeypatch.context() as patched:
        patched.delitem(GAMES, "highcard")
        campaign.update(lambda progress: progress.section(GAMES["zen"].campaign[0]).result("Compass", True, 5))
    assert campaign.load().section(HighCardRecords)["easy"].most_tricks == 2

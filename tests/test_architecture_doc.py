"""docs/ARCHITECTURE.md stays true to the code: every file or folder it names exists, every
dotted name it gives (`game.referee.link.Link`) imports and has what it says, and every
`Class.member` it names belongs to a class the document gives in full (or a module it names
holds) and is there."""
from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"
#: a game whose packages stand in for `<name>` in the paths the document gives
EXAMPLE_GAME = "pixies"
PATH = re.compile(r"(?<![\w.])((?:game|scenes|saves|tests|bench|assets|docs)/[\w./<>-]*[\w>]/?)")
DOTTED = re.compile(r"^(?:game|scenes|saves)(?:\.\w+)+(?<!\.py)$")
MEMBER = re.compile(r"^([A-Z]\w*)\.(\w+)$")


def named_paths(text: str) -> set[str]:
    return {match.replace("<name>", EXAMPLE_GAME) for match in PATH.findall(text)}


def code_names(text: str) -> set[str]:
    """What the document writes as code (between backticks), without a call's parentheses."""
    return {name.split("(")[0] for name in re.findall(r"`([^`\n]+)`", text)}


def resolve(dotted: str) -> object:
    """The module or object `dotted` names: the longest importable module, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            found = getattr(found, attribute)
        return found
    raise ModuleNotFoundError(dotted)


def has_member(cls: type, member: str) -> bool:
    """A class attribute or method, or an attribute its own code sets on `self`."""
    return hasattr(cls, member) or any(f"self.{member} " in inspect.getsource(klass) or
                                       f"self.{member}:" in inspect.getsource(klass)
                                       for klass in cls.__mro__ if klass.__module__.split(".")[0] in
                                       ("game", "scenes", "saves"))


def test_every_path_the_document_names_exists():
    text = DOC.read_text(encoding="utf-8")
    paths = named_paths(text)
    assert len(paths) > 20, "the document names the files a newcomer should read"
    assert sorted(path for path in paths if not (ROOT / path).exists()) == []


def test_every_module_class_and_member_the_document_names_exists():
    names = code_names(DOC.read_text(encoding="utf-8"))
    dotted = {name for name in names if DOTTED.match(name)}
    assert len(dotted) > 20
    missing, classes = [], {}
    for name in sorted(dotted):
        try:
            found = resolve(name)
        except (ModuleNotFoundError, AttributeError):
            missing.append(name)
            continue
        if inspect.isclass(found):
            classes[found.__name__] = found
        elif inspect.ismodule(found):      # the classes of a module it names (`game.core.events`)
            classes.update({key: value for key, value in vars(found).items()
                            if inspect.isclass(value) and value.__module__ == found.__name__})
    members = [match.groups() for name in names if (match := MEMBER.match(name))]
    assert len(members) > 10
    missing += [f"{cls}.{member}" for cls, member in members
                if cls not in classes or not has_member(classes[cls], member)]
    assert missing == []


def test_the_checks_catch_a_name_that_is_not_there():
    text = "See `game/referee/nowhere.py` and `game.referee.link.Nobody`; `scenes/<name>/table.py`."
    assert named_paths(text) == {"game/referee/nowhere.py", f"scenes/{EXAMPLE_GAME}/table.py"}
    assert not (ROOT / "game/referee/nowhere.py").exists()
    try:
        resolve("game.referee.link.Nobody")
    except AttributeError:
        pass
    else:
        raise AssertionError("a missing class resolved")
    assert not has_member(resolve("game.referee.link.Link"), "no_such_member")

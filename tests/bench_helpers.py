"""Importing a bench/ script in a test, as bench/run.py and its spawned workers import it."""
from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parent.parent / "bench"


def bench_module(name: str) -> Iterator[ModuleType]:
    """A fixture's body: bench/`name`.py imported with bench/ on the path, and forgotten after."""
    sys.path.insert(0, str(BENCH))
    try:
        yield importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))
        sys.modules.pop(name, None)


def bench_script(name: str) -> ModuleType:
    """bench/`name`.py loaded as a module of its own (bench_`name`), for a helper that keeps using
    it: a script that imports nothing from bench/ beside it."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


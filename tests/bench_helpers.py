"""Importing a bench/ script in a test, as bench/run.py and its spawned workers import it."""
from __future__ import annotations

import importlib
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

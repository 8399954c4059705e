"""The version of Parlour that writes a file, stamped into every save as "app"."""
from __future__ import annotations

import functools
import importlib.metadata
import tomllib
from pathlib import Path


@functools.lru_cache(maxsize=1)
def app_version() -> str:
    """The installed package's version, else the one in the source tree's pyproject.toml."""
    try:
        return importlib.metadata.version("parlour")
    except importlib.metadata.PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"
    return version if isinstance(version, str) else "unknown"

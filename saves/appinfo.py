"""The version of Parlour that writes a file, stamped into every save as "app"."""
from __future__ import annotations

import functools
from pathlib import Path


@functools.lru_cache(maxsize=1)
def app_version() -> str:
    """The source tree's pyproject.toml version, else the installed package's.

    The menu shows it in its first frame, so the cheap file comes first: importlib.metadata
    brings the whole email package with it, which an installed copy alone pays for.
    """
    import tomllib
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
        if isinstance(version, str):
            return version
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        pass
    import importlib.metadata
    try:
        return importlib.metadata.version("parlour")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"

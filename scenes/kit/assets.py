"""Where the bundled files live: `asset_path("fonts", "DejaVuSans.ttf")`.

From source the assets folder sits at the repository root (beside scenes/); in a frozen
PyInstaller build it is unpacked under `sys._MEIPASS`, so every file the app ships is
found through this one function and never through the current directory.

    >>> asset_path("theme.json").name
    'theme.json'
"""
from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The assets folder: inside the frozen bundle when frozen, else beside scenes/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    """The path of a bundled file, e.g. `asset_path("fonts", "DejaVuSans.ttf")`."""
    return assets_root().joinpath(*parts)

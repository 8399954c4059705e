"""Where Parlour keeps what it remembers: never beside the code, never inside a frozen bundle.

By default the per-user folders platformdirs names for this system: `user_data_dir("parlour")`
for saves, campaign progress and statistics, `user_config_dir("parlour")` for settings.
The environment variable PARLOUR_HOME moves all of it into one folder (tests, portable installs):
then saves are in $PARLOUR_HOME/saves, the log in $PARLOUR_HOME/logs and settings.json in
$PARLOUR_HOME itself.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "parlour"
ENV = "PARLOUR_HOME"


def _portable() -> Path | None:
    value = os.environ.get(ENV, "").strip()
    return Path(value).expanduser() if value else None


def home() -> Path:
    """The root folder of everything Parlour remembers (saves, campaign, statistics)."""
    return _portable() or Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """The folder of the settings file: the same as home() when PARLOUR_HOME is set."""
    return _portable() or Path(platformdirs.user_config_dir(APP, appauthor=False))


def saves_dir() -> Path:
    """The save slots: one file per autosave (one per game) and per named manual save."""
    return home() / "saves"


def log_dir() -> Path:
    """The log file's folder: $PARLOUR_HOME/logs, else the OS's log folder for Parlour."""
    portable = _portable()
    return portable / "logs" if portable else Path(platformdirs.user_log_dir(APP, appauthor=False))

"""The log file (parlour.log in paths.log_dir()): where Parlour writes what went wrong. Writing the
log is like every other write: when the folder cannot be made or the file cannot be written,
that is told once (saves.storage), nothing is raised, and the app goes on without a log.
"""
from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path
from typing import Any

from saves import storage
from saves.paths import log_dir

WHAT = storage.LOG


def log_file() -> Path:
    return log_dir() / "parlour.log"


class SoftFileHandler(logging.FileHandler):
    """A FileHandler whose failure is told once (saves.storage) instead of printed per record.
    Once: every notice is logged too, and each would otherwise bring a notice about the log."""

    _inside = threading.local()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.told = False

    def emit(self, record: logging.LogRecord) -> None:
        if getattr(self._inside, "failing", False):
            return   # telling the player logs a warning too: that one must not come back here
        try:
            super().emit(record)
        except OSError:   # a delayed FileHandler opens its file outside its own error handling
            self.handleError(record)

    def handleError(self, record: logging.LogRecord) -> None:
        if self.told:
            return
        self.told = self._inside.failing = True
        try:
            storage.failed(WHAT, sys.exc_info()[1] or OSError("the log could not be written"))
        finally:
            self._inside.failing = False


def attach(log: logging.Logger) -> Path | None:
    """Send `log` to the log file, once per file (tests build many apps); the file, or None when
    it cannot be written (then the failure was told)."""
    path = log_file()
    for handler in log.handlers:
        if isinstance(handler, logging.FileHandler) and Path(handler.baseFilename) == path:
            return path
    for handler in list(log.handlers):
        log.removeHandler(handler)
    log.setLevel(logging.INFO)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        storage.failed(WHAT, exc)
        return None
    handler = SoftFileHandler(path, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    return path

"""A background writer, so an autosave after every action costs the frame almost nothing.

Writing a save durably means two fsyncs, 10-30 ms on an ordinary disk: longer than a frame.
The caller encodes the document at once (a snapshot of the state as it is now) and hands the
bytes over; one thread writes them with `jsonfile.write_bytes_atomic`. When a newer document
for the same file arrives before the older one was written, only the newer one is written.
`flush()` waits until everything handed over is on disk; it also runs when the program exits.
A write that fails is told once through `storage`, under its kind (games, or finished games),
until a write of that kind works again.
"""
from __future__ import annotations

import atexit
import os
import threading
from pathlib import Path

from game.core.text import T
from saves import jsonfile, storage


class Writer:
    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Start empty, with a fresh lock and no thread (a forked child inherits neither working)."""
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[bytes, str]] = {}
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, payload: bytes, kind: str = storage.GAMES) -> None:
        """Write `payload` to `path` soon, replacing any older payload for `path` not yet written;
        a failure is told under `kind` (saves.storage)."""
        with self._lock:
            self._pending[Path(path)] = (payload, kind)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="parlour-saves", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted payload is written; False if `timeout` ran out first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending)
                path = next(iter(self._pending))
                payload, kind = self._pending.pop(path)
                self._busy = True
            try:
                self._write(path, payload, kind)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    @staticmethod
    def _write(path: Path, payload: bytes, kind: str) -> None:
        try:
            jsonfile.write_bytes_atomic(path, payload)
        except OSError as exc:
            note = (T("the last good save of {file} is kept", file=path.name) if kind == storage.GAMES
                    else T("{file} is not kept", file=path.name))
            storage.failed(kind, exc, note=note)
        else:
            storage.worked(kind)


WRITER = Writer()
atexit.register(lambda: WRITER.flush(10.0))
if hasattr(os, "register_at_fork"):
    # the parent's pending writes are the parent's; its lock may even be held at the fork
    os.register_at_fork(after_in_child=WRITER.reset)

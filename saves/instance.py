"""One Parlour window per home folder: the first holds a lock on it for as long as it runs.

    instance.claim()       # True: this window owns the home; False: another window does

The lock is an OS file lock (filelock), so it goes with the process however the process ends,
kill -9 included, and a later start finds the home free. A home where no lock file can be made
(read-only, not a folder) is claimed without one: nothing can be written there anyway.
"""
from __future__ import annotations

from pathlib import Path

import filelock

from saves.paths import home

FILE = ".parlour.lock"
#: home folder -> the lock this process holds on it (a process claims each home once)
_held: dict[Path, filelock.BaseFileLock] = {}


def claim() -> bool:
    """Hold the current home for this process; False when another process holds it."""
    folder = home()
    if folder in _held:
        return True
    lock = filelock.FileLock(folder / FILE, timeout=0)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except filelock.Timeout:
        return False
    except OSError:
        return True
    _held[folder] = lock
    return True

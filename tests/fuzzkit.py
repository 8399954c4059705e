"""What the fuzz command counts, and the alarm that tells a hang (tests/fuzz.py's sections)."""
from __future__ import annotations

import contextlib
import dataclasses
import signal


@dataclasses.dataclass
class Counts:
    fuzzed: int = 0
    refused: int = 0
    loaded: int = 0
    crashed: int = 0
    hung: int = 0
    #: one line per crash or hang, saying which input and where
    problems: list[str] = dataclasses.field(default_factory=list)

    def add(self, other: Counts) -> None:
        for field in ("fuzzed", "refused", "loaded", "crashed", "hung"):
            setattr(self, field, getattr(self, field) + getattr(other, field))
        self.problems += other.problems


class Hang(BaseException):
    """Raised by the alarm: a BaseException, so no `except Exception` in the code under test eats it."""


@contextlib.contextmanager
def time_limit(seconds: float):
    def alarm(signum, frame):
        raise Hang()
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)

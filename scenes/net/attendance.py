"""Who is really at a hosted table: when each person last did something, and how long a dropped
person's seat has waited for them.

A person is *away* when it has been their turn (in a real-time game: when the clock has run)
for `away_after` seconds and they have not acted: the stand-in bot plays for them until they
act again. A person who dropped is *gone*: once the game is on, their seat waits `hold`
seconds for their token to bring them back, then opens to anyone.

    >>> seen = Attendance(away_after=60, hold=300)
    >>> seen.turns([1], now=0.0)                # seat 2's turn from second 0
    >>> seen.idle([0, 1], [1], now=59.0), seen.idle([0, 1], [1], now=61.0)
    ([], [1])
    >>> seen.acted(1, now=61.5); seen.idle([0, 1], [1], now=62.0)
    []
    >>> seen.dropped(0, now=10.0); seen.expired(now=309.0), seen.expired(now=311.0), seen.expired(now=400.0)
    ([], [0], [])
"""
from __future__ import annotations


class Attendance:
    def __init__(self, away_after: float | None = None, hold: float | None = None) -> None:
        self.away_after = away_after
        self.hold = hold
        #: each seat's person's last act, or when their turn came, if later (monotonic seconds)
        self.active: dict[int, float] = {}
        #: the seats whose turn it was at the last look
        self.waiting: set[int] = set()
        #: when each dropped person went
        self.gone: dict[int, float] = {}

    def turns(self, to_move: list[int], now: float) -> None:
        """The seats to move now: a seat whose turn has just come starts counting from `now`."""
        for seat in to_move:
            if seat not in self.waiting:
                self.active[seat] = max(self.active.get(seat, now), now)
        self.waiting = set(to_move)

    def acted(self, seat: int, now: float) -> None:
        self.active[seat] = now

    def idle(self, people: list[int], to_move: list[int], now: float) -> list[int]:
        """Of `people` (seats played by a person who is here), those silent on their turn too long."""
        if self.away_after is None:
            return []
        return [seat for seat in people if seat in to_move and now - self.active.get(seat, now) >= self.away_after]

    def dropped(self, seat: int, now: float) -> None:
        self.gone[seat] = now

    def returned(self, seat: int, now: float) -> None:
        """The seat's person is back (or the seat was freed): nothing is held, their time starts again."""
        self.gone.pop(seat, None)
        self.active[seat] = now

    def expired(self, now: float) -> list[int]:
        """The seats held for a dropped person longer than `hold` (each said once)."""
        if self.hold is None:
            return []
        late = [seat for seat, went in self.gone.items() if now - went >= self.hold]
        for seat in late:
            del self.gone[seat]
        return late

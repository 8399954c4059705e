"""Resident memory over a long session: bot-vs-bot games through the real tables, one after
another, sampling RSS from /proc; simulated (the animations fast-forwarded) or on the wall clock
(the bots and the animations at their real pace, as a person watching would see them).

    python bench/soak.py [--minutes 10] [--level normal] [--json]       # simulated minutes
    python bench/soak.py --wall-seconds 300 [--json]                     # real time, real pace

The app runs headless at 1280x720. Every registered game's table is opened in turn with bots
in every seat (thinking in the worker process, as in the real app); when a game ends and its
result screen is up, the next table opens over the main menu. Each frame advances the
animations by FRAME_DT (the loop's longest step), so ten minutes of play take a fraction of that
on the wall clock; "minutes" are simulated ones. While a bot thinks, the loop runs in real time
and the simulated clock stands still (a frame costs far less than a bot's move, so a clock that
ran on meanwhile would count minutes in which nothing is played). RSS (VmRSS) of this process and of the bot
worker is read at the start (menu open), at a quarter, at half time ("warm": the warm-up is the
first half, three or four games), at three quarters and at the end.

With --wall-seconds the loop runs as the app's does, on the wall clock: each frame advances by
the real time since the last (at most FRAME_DT), at most FPS frames a second, so the bots'
pacing, their thinking in the worker and the animations all take their real time; the samples
are taken at the same fractions of the wall time. At real pace a game takes a minute or more,
so five minutes would meet a new kind of table in the second half, whose first opening (its
code, its pictures, its fonts) is a warm-up, not growth; so the next table opens when the game
ends or after TABLE_SECONDS, whichever comes first, and every table is met in the first half.

Budget: <= 200 MB for app and worker together (DESIGN.md); app and worker together must not grow
over the second half: GROWTH_ALLOWED_MB is the noise allowed (the heap's fragmentation settles
over the first games: each table alone levels off after its first game, a mix of tables after a
few more).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import headless  # noqa: E402,F401  (dummy drivers and a private PARLOUR_HOME, before pygame)

# The app is imported inside functions here, as `parlour`'s light entry point does.

BUDGET_MB = 200.0
#: the loop's longest step (scenes.app.MAX_DT), read without importing the app
FRAME_DT = 0.1
WARM_UP_FRACTION = 0.5
#: when samples are taken, as fractions of the run (WARM_UP_FRACTION is the "warm" one)
CHECKPOINTS = {0.25: "quarter", WARM_UP_FRACTION: "warm", 0.75: "three quarters"}
GROWTH_ALLOWED_MB = 5.0
#: the wall-clock loop's frame rate, as the app's when something moves (scenes.app.FPS)
FPS = 60
#: on the wall clock, the longest a table stays open before the next one opens (its game unfinished)
TABLE_SECONDS = 25.0
#: how long the loop waits between frames while a bot thinks (real time, not simulated)
THINKING_POLL_S = 0.002


def rss_mb(pid: int | str = "self") -> float:
    """VmRSS of a process in MB (0 when it has gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children_rss_mb() -> float:
    """RSS of this process's children together: the bot worker (scenes/kit/botprocess.py)."""
    pids = []
    for task in Path("/proc/self/task").iterdir():
        try:
            pids += (task / "children").read_text().split()
        except OSError:
            continue
    return sum(rss_mb(pid) for pid in pids)


def bot_seats(game_name: str, level: str) -> tuple[int, dict, list[str]]:
    """(players, options, seats) for an all-bot game: the first configuration the game lists."""
    from game import GAMES
    rules = GAMES[game_name]
    players, options = rules.configurations()[0]
    seat_level = level if level in rules.levels else rules.levels[len(rules.levels) // 2]
    return players, rules.check_options(players, options), [seat_level] * players


class Soak:
    def __init__(self, level: str) -> None:
        from game import GAMES
        from scenes import tables
        from scenes.app import MAX_DT, App
        from scenes.kit import heap
        from scenes.menu import MainMenu
        assert MAX_DT == FRAME_DT, "FRAME_DT must follow scenes.app.MAX_DT"
        self.app = App(size=(1280, 720), fullscreen=False, recover=False)
        self.app.start(MainMenu(self.app))
        self.app.step()
        heap.settle_start_up()   # as App.run does after the first frame
        self.level = level
        self.games = [name for name in tables.TABLES if name in GAMES]
        self.opened = 0
        self.finished = 0
        #: when the current table opened (perf_counter seconds)
        self.opened_at = 0.0
        self.frames = 0
        #: seconds of play the frames advanced (simulated: FRAME_DT each; on the wall clock: real)
        self.played = 0.0
        self.table = None

    def open_next(self) -> None:
        name = self.games[self.opened % len(self.games)]
        players, options, seats = bot_seats(name, self.level)
        self.app.start_table(name, players, options, seats)
        self.table = self.app.scenes.top
        self.opened += 1
        self.opened_at = time.perf_counter()

    def next_table_due(self) -> bool:
        """Open the next table: none yet, or this one's game is over and its result is up."""
        table = self.table
        if table is None or (table.over_shown and table is not self.app.scenes.top):
            self.finished += table is not None
            self.open_next()
            return True
        return False

    def frame(self) -> None:
        table = self.table
        if self.next_table_due():
            pass
        elif table is self.app.scenes.top and table.link.bots_thinking():
            time.sleep(THINKING_POLL_S)
            self.app.step(dt=0.0)
            return
        self.app.step(dt=FRAME_DT)
        self.frames += 1
        self.played += FRAME_DT

    def frame_on_the_wall_clock(self, dt: float) -> None:
        """One frame of real time `dt` (the app's loop): the bots play and animate at their pace."""
        if not self.next_table_due() and time.perf_counter() - self.opened_at > TABLE_SECONDS:
            self.open_next()      # its game goes on in its autosave, as when a person leaves a table
        self.app.step(dt=min(dt, FRAME_DT))
        self.frames += 1
        self.played += min(dt, FRAME_DT)

    def sample(self, wall: float = 0.0) -> dict:
        return {"app_mb": round(rss_mb(), 1), "worker_mb": round(children_rss_mb(), 1),
                "sim_minutes": round(self.played / 60, 2), "wall_seconds": round(wall, 1),
                "games_finished": self.finished, "tables_opened": self.opened}


def soak(minutes: float, level: str = "normal") -> dict:
    """Run the simulated soak; returns the samples (start, quarter, warm, three quarters, end)
    and the verdicts."""
    run = Soak(level)
    samples = {"start": run.sample()}
    total = round(minutes * 60 / FRAME_DT)
    checkpoints = {round(total * fraction): name for fraction, name in CHECKPOINTS.items()}
    started = time.perf_counter()
    while run.frames < total:
        run.frame()
        if run.frames in checkpoints:
            samples[checkpoints[run.frames]] = run.sample(time.perf_counter() - started)
    samples["end"] = run.sample(time.perf_counter() - started)
    return verdicts(samples, level, "simulated", time.perf_counter() - started)


def soak_on_the_wall_clock(seconds: float, level: str = "normal") -> dict:
    """Run the soak for `seconds` of real time with the bots at their real pace; the samples at
    the same fractions of the wall time, and the verdicts."""
    run = Soak(level)
    samples = {"start": run.sample()}
    checkpoints = sorted(CHECKPOINTS.items())
    started = last = time.perf_counter()
    while (now := time.perf_counter()) - started < seconds:
        run.frame_on_the_wall_clock(now - last)
        last = now
        if checkpoints and now - started >= seconds * checkpoints[0][0]:
            samples[checkpoints.pop(0)[1]] = run.sample(now - started)
        time.sleep(max(0.0, 1 / FPS - (time.perf_counter() - now)))
    samples["end"] = run.sample(time.perf_counter() - started)
    return verdicts(samples, level, "wall clock", time.perf_counter() - started)


def verdicts(samples: dict, level: str, clock: str, wall: float) -> dict:
    """The samples with the peak and the second half's growth of app and worker together."""
    peak = max(s["app_mb"] + s["worker_mb"] for s in samples.values())
    end, warm = samples["end"], samples["warm"]
    growth = end["app_mb"] + end["worker_mb"] - warm["app_mb"] - warm["worker_mb"]
    return {"samples": samples, "level": level, "clock": clock, "wall_seconds": round(wall, 1),
            "end_total_mb": round(end["app_mb"] + end["worker_mb"], 1),
            "peak_total_mb": round(peak, 1), "growth_after_warm_up_mb": round(growth, 1),
            "app_growth_after_warm_up_mb": round(end["app_mb"] - warm["app_mb"], 1),
            "within_budget": peak <= BUDGET_MB, "grows": growth > GROWTH_ALLOWED_MB}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="simulated minutes of play")
    parser.add_argument("--wall-seconds", type=float,
                        help="run on the wall clock this long instead, bots and animations at their real pace")
    parser.add_argument("--quick", action="store_true", help="a 2-minute soak")
    parser.add_argument("--level", default="normal", help="the bots' level in every seat")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    args = parser.parse_args(argv)
    if args.wall_seconds:
        result = soak_on_the_wall_clock(args.wall_seconds, args.level)
    else:
        result = soak(2.0 if args.quick else args.minutes, args.level)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{'moment':15} {'wall s':>7} {'sim min':>8} {'app MB':>8} {'worker MB':>10} {'games':>6}")
    for moment, s in result["samples"].items():
        print(f"{moment:15} {s['wall_seconds']:7.1f} {s['sim_minutes']:8.1f} {s['app_mb']:8.1f} "
              f"{s['worker_mb']:10.1f} {s['games_finished']:6}")
    print(f"{result['clock']}: app + worker {result['end_total_mb']} MB at the end, peak {result['peak_total_mb']} MB "
          f"(budget <= {BUDGET_MB:g} MB: {'ok' if result['within_budget'] else 'OVER'}); growth over the second "
          f"half {result['growth_after_warm_up_mb']} MB ({'GROWS' if result['grows'] else 'flat'}); "
          f"{result['wall_seconds']} s wall")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The smoke test's hands: an App of its own at SIZE, the real loop stepped frame by frame, a
table opened and played by its bots, and the window photographed into the next numbered PNG.

Each part of the smoke test (scenes.smoke.screens, scenes.smoke.games) runs through `part`,
which prints its verdict and lets the other parts run after a failure.
"""
from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pygame

from game import GAMES
from scenes.app import App
from scenes.menu import MainMenu

#: moves the bots must make at each table before it is photographed
BOT_MOVES = 4
#: the longest the bots of one table may take for those moves
TABLE_SECONDS = 90.0
#: frame time used while bots play: long frames get through the tables' pauses after each move
PLAY_DT = 0.1
#: random moves allowed to finish a game for the end-screen picture (random Flanx play can stall)
FINISH_ACTIONS = 5_000
#: the longest the review of the kept game may take
REVIEW_SECONDS = 120.0
SIZE = (1280, 720)

S = TypeVar("S")


class Driver:
    def __init__(self, out: Path, language: str | None = None) -> None:
        self.out = out
        self.app = App(size=SIZE, fullscreen=False, recover=False, language=language)
        self.failures: list[str] = []
        self.shots = 0

    def part(self, name: str, action: Callable[[], None]) -> None:
        """Run one part; a failure is printed with its traceback and the other parts still run."""
        started = time.perf_counter()
        try:
            action()
            verdict = "ok"
        except Exception:
            traceback.print_exc()
            self.failures.append(name)
            verdict = "FAILED"
            self.app.scenes.reset(MainMenu(self.app))
        print(f"  {verdict:6} {name} ({time.perf_counter() - started:.1f} s)", flush=True)

    def top(self, kind: type[S]) -> S:
        """The scene on top, which the step before opened: a `kind`, or the part fails saying so."""
        scene = self.app.scenes.top
        if not isinstance(scene, kind):
            raise AssertionError(f"a {kind.__name__} should be on top, not {type(scene).__name__}")
        return scene

    def start_table(self, game_name: str, bots_only: bool) -> Any:
        rules = GAMES[game_name]
        players = min(rules.max_players, max(rules.min_players, 3))
        level = next(level for level in rules.levels if level != "random")
        seats = [level] * players if bots_only else ["human"] + [level] * (players - 1)
        self.app.start_table(game_name, players, rules.check_options(players, {}), seats)
        return self.app.scenes.top

    def play(self, table: Any, moves: int) -> None:
        """Run the real loop until the table's bots applied `moves` actions (or the game ended)."""
        deadline = time.monotonic() + TABLE_SECONDS
        while table.link.moves_played < moves and not table.view.is_over():
            if time.monotonic() > deadline:
                raise TimeoutError(f"{table.name}: {table.link.moves_played} of {moves} bot moves "
                                   f"in {TABLE_SECONDS:.0f} s")
            self.app.step(dt=PLAY_DT)

    def frames(self, count: int, dt: float) -> None:
        for _ in range(count):
            self.app.step(dt=dt)

    def shot(self, name: str) -> None:
        """Let fades and entrance animations finish, then save the window as the next PNG."""
        self.frames(20, dt=1 / 60)
        self.shots += 1
        pygame.image.save(self.app.window, str(self.out / f"{self.shots:02d}-{name}.png"))

    def judged(self, review: Any) -> None:
        """Run frames until `review` (a ReviewScene) has judged every decision (the worker judges
        off the frame); its failure, or taking longer than REVIEW_SECONDS, fails the part."""
        deadline = time.monotonic() + REVIEW_SECONDS
        while not review.done:
            if time.monotonic() > deadline:
                raise TimeoutError(f"the review was not done within {REVIEW_SECONDS:.0f} s")
            if review.job is not None and not review.job.done():
                time.sleep(0.002)       # as the app's loop sleeps while the worker judges: no frame
                continue
            self.app.step(dt=1 / 60)
        if review.failed:
            raise AssertionError(review.failed)

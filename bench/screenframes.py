"""Frame times of the screens around the tables (bench/frames.py measures the menu and the tables):
the game choice, a set-up, every scene registered in scenes.tables.OTHER_SCENES, a lesson, Watch
playing a finished game, and the review with its picture of the game.

    python bench/screenframes.py [--frames 300] [--size 3840x2160]

Each frame is one `App.step` (events -> update -> draw -> flip), as bench/frames.py counts it, so
"every scene within budget" is measured, not assumed, at every size the budgets name.
"""
from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator
from typing import Any

import frames
import headless  # noqa: F401  (dummy drivers and a private PARLOUR_HOME, before pygame)
from scenes import tables
from scenes.app import App
from scenes.lesson.scene import LessonScene
from scenes.lesson.script import load
from scenes.menu import GameChoice, MainMenu
from scenes.replay import ReplayScene
from scenes.review import ReviewScene
from scenes.setup import SetupScene
from scenes.smoke.reviews import SMOKE_BUDGET, finished_against_bots

#: the game the set-up, the lesson, Watch and the review are measured with
GAME = "pixies"
#: the longest the review's worker may take to judge the game before its frames are measured
REVIEW_SECONDS = 120.0

Row = tuple[str, tuple[list[float], list[float]]]


def screens(app: App) -> Iterator[tuple[str, Callable[[], Any]]]:
    """(label, make the scene) for every screen measured, in order."""
    yield "game choice", lambda: GameChoice(app)
    yield f"set-up ({GAME})", lambda: SetupScene(app, GAME)
    for key in tables.OTHER_SCENES:
        yield f"{key} screen", lambda key=key: tables.registered_scene(key)(app)
    yield f"lesson ({GAME})", lambda: LessonScene(app, load(GAME))


def measure(size: tuple[int, int], count: int) -> list[Row]:
    """(scene, (wall ms, CPU ms)) for each screen, then Watch playing and the review's picture."""
    app = App(size=size, fullscreen=False, recover=False)
    app.start(MainMenu(app))
    rows = []
    for label, make in screens(app):
        app.scenes.push(make())
        rows.append((label, frames.frame_times(app, count)))
        app.scenes.unwind()
    recorded = finished_against_bots(GAME)
    if recorded is not None:
        watch = ReplayScene(app, recorded)
        app.scenes.push(watch)
        watch.toggle_play()
        rows.append((f"Watch, playing ({GAME})", frames.frame_times(app, count)))
        app.scenes.unwind()
        review = ReviewScene(app, recorded, SMOKE_BUDGET)
        app.scenes.push(review)
        deadline = time.monotonic() + REVIEW_SECONDS
        while not review.done and time.monotonic() < deadline:
            app.step(dt=1 / 60)
            time.sleep(0.002)
        rows.append((f"review with its picture ({GAME})", frames.frame_times(app, count)))
        app.scenes.unwind()
    for scene in reversed(app.scenes.stack):
        scene.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", type=frames.parse_size, default=(1280, 720))
    args = parser.parse_args()
    budget = frames.budget_ms(args.size)
    print(f"{args.size[0]}x{args.size[1]}, SDL dummy driver; budget p95 <= {budget:g} ms")
    for label, (walls, cpus) in measure(args.size, args.frames):
        print(f"{label:36} wall p95 {frames.percentile(walls, 0.95):6.2f} ms   "
              f"CPU p95 {frames.percentile(cpus, 0.95):6.2f} ms   max {max(walls):6.2f} ms")


if __name__ == "__main__":
    main()

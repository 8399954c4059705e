"""`parlour`'s command line for the app: the window, or `--smoke-test` (scenes.smoke).

It sits apart from scenes.app so the smoke test can build an App without importing its own
caller."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from scenes.app import App
from scenes.menu import MainMenu

log = logging.getLogger("parlour")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="parlour", description="Four card games against the computer.",
                                     epilog="parlour serve GAME ... hosts a table for friends without a window "
                                            "(parlour serve --help).")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open every scene headless, play a few bot moves, write screenshots, exit")
    parser.add_argument("--out", type=Path, help="the smoke test's screenshot folder (default: a new temp folder)")
    parser.add_argument("--display", action="store_true",
                        help="let the smoke test use the real display instead of SDL's dummy driver")
    parser.add_argument("--windowed", action="store_true", help="start in a window even if fullscreen was saved")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.smoke_test:
        from scenes import smoke     # only for the smoke test: it loads every scene
        return smoke.run(args.out, headless=not args.display)
    try:   # the App attaches the log first thing, once it knows whether anything can be written
        app = App(fullscreen=False if args.windowed else None)
        app.start(MainMenu(app))
        app.run()
    except Exception:
        log.exception("Parlour stopped")   # what the player can send us; the traceback still prints
        raise
    return 0

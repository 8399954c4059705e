"""`parlour`'s command line for the app: the window (`parlour FILE` opens a shared game or Zen form
in it, scenes.sharing), or `--smoke-test` (scenes.smoke).

It sits apart from scenes.app so the smoke test can build an App without importing its own
caller."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from scenes.app import App
from scenes.kit.lang import LANGUAGES
from scenes.menu import MainMenu
from scenes.sharing import open_path

log = logging.getLogger("parlour")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="parlour", description="Four card games against the computer.",
                                     epilog="parlour serve GAME ... hosts a table for friends without a window "
                                            "(parlour serve --help).")
    parser.add_argument("file", nargs="?", type=Path,
                        help="a shared game record (.parlour) to watch, or a Zen form (.parlour-zen) to keep")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open every scene headless, play a few bot moves, write screenshots, exit")
    parser.add_argument("--out", type=Path, help="the smoke test's screenshot folder (default: a new temp folder)")
    parser.add_argument("--display", action="store_true",
                        help="let the smoke test use the real display instead of SDL's dummy driver")
    parser.add_argument("--language", choices=sorted(LANGUAGES), metavar="CODE",
                        help="speak this language for this run: en, de or ru (the setting stays as it is)")
    parser.add_argument("--windowed", action="store_true", help="start in a window even if fullscreen was saved")
    return parser.parse_args(argv)


def start(args: argparse.Namespace) -> App:
    """The app with its first screens: the main menu, and over it the file asked for, if any
    (its game at Watch, or a dialog saying why it cannot be opened)."""
    app = App(fullscreen=False if args.windowed else None, language=args.language)
    app.start(MainMenu(app))
    if args.file is not None:
        open_path(app, args.file)
    return app


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.smoke_test:
        from scenes import smoke  # only for the smoke test: it loads every scene
        return smoke.run(args.out, headless=not args.display, language=args.language)
    try:   # the App attaches the log first thing, once it knows whether anything can be written
        start(args).run()
    except Exception:
        log.exception("Parlour stopped")   # what the player can send us; the traceback still prints
        raise
    return 0

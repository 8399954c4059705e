"""`parlour`'s command line for the app: the window (`parlour FILE` opens a shared game or Zen form
in it, scenes.sharing), or `--smoke-test` (scenes.smoke).

It sits apart from scenes.app so the smoke test can build an App without importing its own
caller. It imports nothing of the app at the top: a start on the main menu first puts the menu
as last drawn on the window (scenes.firstframe), and only then builds the app, whose live menu
takes over that window.

    >>> parse_args(["--windowed"]).windowed
    True
"""
from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    from scenes.app import App
    from scenes.firstframe import Early


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    import argparse
    from pathlib import Path

    from scenes.kit.lang import LANGUAGES
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


def start(args: argparse.Namespace, early: Early | None = None) -> App:
    """The app with its first screens: the main menu, and over it the file asked for, if any
    (its game at Watch, or a dialog saying why it cannot be opened). `early` is the window
    scenes.firstframe opened with the kept menu on it, which the app takes over."""
    with _without_yaml():
        from scenes.app import App
    from scenes.menu import MainMenu
    app = App(fullscreen=False if args.windowed else None, language=args.language, early=early)
    app.start(MainMenu(app))
    if args.file is not None:
        from scenes.sharing import open_path  # records and Zen forms load only when a file is given
        open_path(app, args.file)
    return app


@contextlib.contextmanager
def _without_yaml() -> Iterator[None]:
    """pygame_gui reads its own words as JSON (it sets the i18n library's format itself), but that
    library imports PyYAML, where it is installed, to offer YAML: some 40 ms of every start for
    nothing. The frozen build leaves yaml out (packaging/parlour.spec); from source the app is
    imported without it the same way, and yaml stays importable for anything after."""
    blocked = "yaml" not in sys.modules
    if blocked:
        sys.modules["yaml"] = None  # type: ignore[assignment]  # an import of it raises ImportError
    try:
        yield
    finally:
        if blocked and sys.modules.get("yaml") is None:
            del sys.modules["yaml"]


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else list(argv)
    from scenes import firstframe
    early = firstframe.show(given)   # before the app is even imported: the menu on the window
    args = parse_args(given)
    if args.smoke_test:
        from scenes import smoke  # only for the smoke test: it loads every scene
        return smoke.run(args.out, headless=not args.display, language=args.language)
    try:   # the App attaches the log first thing, once it knows whether anything can be written
        start(args, early).run()
    except Exception:   # what the player can send us; the traceback still prints
        import logging
        logging.getLogger("parlour").exception("Parlour stopped")
        raise
    return 0

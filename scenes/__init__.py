"""Everything on screen: the app shell (app, menu, setup, pause, result, dialogs), the card kit
(scenes.kit) and one table scene per game. Built on pygame-ce and pygame_gui."""
import os
from collections.abc import Sequence

# before pygame is first imported anywhere in the app: its banner is noise in a desktop app
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: Sequence[str] | None = None) -> int:
    """`parlour`'s entry point. It imports the app only when called: the bots' worker process
    imports this package too (scenes/kit/botprocess.py), so a light package keeps pygame,
    pygame_gui and every scene out of the worker (about 12 MB).
    `parlour serve ...` hosts a table without a window, and without pygame (scenes.net.serve)."""
    import sys
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["serve"]:
        from scenes.net.serve import main as serve
        return serve(args[1:])
    from scenes.launch import main as run_app
    return run_app(args)

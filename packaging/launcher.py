"""Entry point of the frozen (PyInstaller) app: the same main() as `parlour`.

Started with scenes.kit.botprocess.WORKER_ARGUMENT, the executable is the bots' worker process
instead (scenes/kit/botworker.py starts it so: the frozen app has no Python of its own to run
it with), and nothing of the app is imported. On Windows the app declares itself DPI-aware
before the window opens, so the window is sharp rather than bitmap-stretched on high-DPI screens.
"""
import sys

WORKER_ARGUMENT = "--bot-worker"     # scenes.kit.botprocess.WORKER_ARGUMENT (tests/test_kit_botprocess.py)


def _declare_dpi_awareness() -> None:
    import ctypes
    try:
        ctypes.windll.shcore.SetProcessDpiAwareness(2)  # per-monitor aware (Windows 8.1+)
    except (AttributeError, OSError):
        ctypes.windll.user32.SetProcessDPIAware()        # system aware (Windows Vista+)


if __name__ == "__main__":
    if sys.argv[1:2] == [WORKER_ARGUMENT]:
        from scenes.kit.botprocess import main as work
        sys.exit(work())
    if sys.platform == "win32":
        _declare_dpi_awareness()
    from scenes import main  # `parlour serve` too, as from source
    sys.exit(main())

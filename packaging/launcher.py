"""Entry point of the frozen (PyInstaller) app: the same main() as `parlour`.

freeze_support lets the bots' worker processes start inside a frozen build; on Windows
the process declares itself DPI-aware before the window opens, so the window is sharp
rather than bitmap-stretched on high-DPI screens.
"""
import multiprocessing
import sys


def _declare_dpi_awareness() -> None:
    import ctypes
    try:
        ctypes.windll.shcore.SetProcessDpiAwareness(2)  # per-monitor aware (Windows 8.1+)
    except (AttributeError, OSError):
        ctypes.windll.user32.SetProcessDPIAware()        # system aware (Windows Vista+)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    if sys.platform == "win32":
        _declare_dpi_awareness()
    from scenes import main            # `parlour serve` too, as from source
    sys.exit(main())

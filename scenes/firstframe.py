"""The first frame first: the main menu, as this app last drew it, on the window before the app is built.

Building the live menu takes pygame_gui, the theme, the fonts, the saves and the catalogs: a few
hundred milliseconds in which a window would stay blank. So the app keeps the menu's first frame
(its exact pixels, as the window surface held them) in the cache folder, under a key made of
everything that frame was drawn from, and the next start puts those pixels on the window before
it imports anything but pygame's display (`bare_pygame`):

    early = firstframe.show(argv)    # scenes.launch: the menu on the window, or None (no such frame kept)
    ...                              # the app is built; it takes over the window (App(early=...))
    firstframe.keep(app)             # after the live menu's first frame: remember it (or check it)

The key (`key`) covers what the menu shows or is drawn at: the app's build (the executable when
frozen, else the source and asset files), the settings file byte for byte (window size, full
screen, language, text size...), --language and --windowed, the system's language variables
(and Windows' or macOS's own language setting),
the save files (the Continue button), whether the folders Parlour writes can be written (the
note that nothing is saved), and the window's size as opened. Any change gives another key, and
a start whose key has no frame kept draws the live menu first, as before. A second window on
the same home (whose first frame has a dialog on it) shows no early frame.

Input is not lost meanwhile: nothing takes events off SDL's queue until the app takes the window
over (which puts back all but the window's news of being shown), and the live menu's first frame
handles them in order, so a click on the early frame lands on the same button of the live menu.
(SDL on X11 drops a click read within 10 ms of the window's focus, as every early click is read:
SDL_MOUSE_FOCUS_CLICKTHROUGH keeps it.) After that first frame the live pixels are compared with the early ones (when
nothing is hovered or focused): a difference is logged and the kept frame replaced.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

FILE = "first-frame.bin"
MAGIC = b"parlour-first-frame 3"
#: the system's language variables (scenes.kit.lang.system_language reads these)
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: where the app's look comes from, from source: a change in any of these files is another key
SOURCE_FOLDERS = ("scenes", "saves", "game", "assets")


class Early:
    """The window the early frame opened (`size`, `fullscreen`); `shown` when it holds the kept
    menu's `pixels` and is mapped. (A plain class: dataclasses cost the start an import.)"""

    def __init__(self, window: Any, size: tuple[int, int], fullscreen: bool, key: str) -> None:
        self.window, self.size, self.fullscreen, self.key = window, size, fullscreen, key
        self.shown = False
        self.pixels: bytes | None = None


#: the key of this start when no frame was kept for it, so the live menu's first frame is kept
_wanted_key: str | None = None


def cache_path() -> Path:
    """$PARLOUR_HOME/cache/first-frame.bin, else in the system's cache folder for Parlour."""
    portable = os.environ.get("PARLOUR_HOME", "").strip()
    if portable:
        return Path(portable).expanduser() / "cache" / FILE
    import platformdirs
    return Path(platformdirs.user_cache_dir("parlour", appauthor=False)) / FILE


def early_options(argv: list[str]) -> tuple[str | None, bool] | None:
    """(--language, --windowed) when `argv` starts the window on the main menu alone; None for
    anything else (a file to open, the smoke test, help, an option this does not know)."""
    language, windowed, rest = None, False, list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--windowed":
            windowed = True
        elif arg == "--language" and rest:
            language = rest.pop(0)
        elif arg.startswith("--language="):
            language = arg.split("=", 1)[1]
        else:
            return None
    return language, windowed


def _stamp_files(digest: Any, folder: Path) -> None:
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for name in sorted(files):
            if name.endswith((".py", ".json", ".ttf", ".mo", ".toml")):
                stat = os.stat(os.path.join(root, name))
                digest.update(f"{root}/{name}:{stat.st_mtime_ns}:{stat.st_size};".encode())


def build_stamp(digest: Any) -> None:
    """The app's build into `digest`: the frozen executable, or every source and asset file."""
    if getattr(sys, "frozen", False):
        stat = os.stat(sys.executable)
        digest.update(f"frozen:{sys.executable}:{stat.st_mtime_ns}:{stat.st_size};".encode())
        return
    root = Path(__file__).resolve().parent.parent
    for folder in SOURCE_FOLDERS:
        _stamp_files(digest, root / folder)
    try:   # the version the menu's footer shows
        stat = os.stat(root / "pyproject.toml")
        digest.update(f"pyproject:{stat.st_mtime_ns}:{stat.st_size};".encode())
    except OSError:   # installed: a new version is new files, stamped above
        pass
    import pygame.version  # (scenes.firstframe.bare_pygame's, at the start)
    digest.update(f"pygame:{pygame.version.ver};".encode())
    pygame_gui = Path(pygame.__file__).parent.parent / "pygame_gui" / "__init__.py"
    if pygame_gui.exists():
        digest.update(f"pygame_gui:{pygame_gui.stat().st_mtime_ns};".encode())


def key(language: str | None, windowed: bool) -> str:
    """What the menu's first frame is drawn from, as a short hex digest (see the module's doc)."""
    try:   # hashlib would load OpenSSL first (some 10 ms of the start): BLAKE2 is built in
        from _blake2 import blake2b
    except ImportError:
        from hashlib import blake2b
    from saves import paths
    digest = blake2b(digest_size=16)
    build_stamp(digest)
    digest.update(f"args:{language}:{windowed};".encode())
    for name in LANGUAGE_VARIABLES:
        digest.update(f"{name}={os.environ.get(name)};".encode())
    digest.update(f"platform-language:{platform_language()};".encode())
    settings = paths.config_dir() / "settings.json"
    try:
        digest.update(b"settings:" + settings.read_bytes())
    except OSError:
        digest.update(b"settings:none")
    for folder in dict.fromkeys([paths.home(), paths.saves_dir(), paths.config_dir(), paths.log_dir()]):
        # a folder not made yet is made where the nearest one above it is
        there = next((above for above in (folder, *folder.parents) if above.exists()), folder)
        digest.update(f"{folder}:{os.access(there, os.W_OK)};".encode())
    try:
        with os.scandir(paths.saves_dir()) as entries:
            for entry in sorted(entries, key=lambda e: e.name):
                if entry.name.startswith(".") or entry.name.endswith(".tmp") or not entry.is_file():
                    continue
                stat = entry.stat()
                digest.update(f"save:{entry.name}:{stat.st_mtime_ns}:{stat.st_size};".encode())
    except FileNotFoundError:   # no saves folder yet is no save, as an empty one
        pass
    except OSError:
        digest.update(b"saves:unreadable")
    return digest.hexdigest()


def platform_language() -> str:
    """Windows' and macOS's own language setting, which decides where no variable names a language
    (scenes.kit.lang): Windows' UI language, or when macOS's global preferences last changed
    (asking macOS itself would cost the start a process)."""
    if sys.platform == "win32":
        import ctypes
        return str(ctypes.windll.kernel32.GetUserDefaultUILanguage())
    if sys.platform == "darwin":
        try:
            stat = (Path.home() / "Library" / "Preferences" / ".GlobalPreferences.plist").stat()
        except OSError:
            return "none"
        return f"{stat.st_mtime_ns}:{stat.st_size}"
    return ""


def home_taken() -> bool:
    """Another Parlour window holds this home's lock (saves.instance), so the first frame is that
    window's dialog over the menu: tried without taking the lock, where the OS lets it be tried."""
    from saves import paths
    instance = sys.modules.get("saves.instance")    # loaded only once an app of this process claimed a home
    if instance is not None and paths.home() in getattr(instance, "_held", {}):
        return False                                 # this very process holds it
    try:
        import fcntl
    except ImportError:
        return False
    try:
        fd = os.open(paths.home() / ".parlour.lock", os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)


def read_kept(path: Path, wanted: str | None = None) -> tuple[dict[str, str], bytes] | None:
    """The kept frame's header (key, size, full screen, pixel layout) and its pixels (the
    window's, then its icon's); None when
    there is none, it is damaged, or its key is not `wanted` (then its pixels are not even read)."""
    try:
        with open(path, "rb") as kept:
            fields = kept.readline(4096).rstrip(b"\n").split(b" ")
            if fields[:2] != MAGIC.split(b" ") or len(fields) % 2:
                return None
            header = {fields[i].decode(): fields[i + 1].decode() for i in range(2, len(fields), 2)}
            if wanted is not None and header.get("key") != wanted:
                return None
            return header, kept.read()
    except (OSError, UnicodeDecodeError):
        return None


def layout(surface: Any) -> str:
    """How a surface keeps its pixels: bits, pitch and masks, which must match to copy them."""
    masks = ",".join(str(m) for m in surface.get_masks())
    return f"{surface.get_bitsize()}/{surface.get_pitch()}/{masks}"


def show(argv: list[str]) -> Early | None:
    """Open the window and put the kept menu on it, when a frame is kept for this start's key.
    Returns what the App takes over, or None when nothing was opened."""
    global _wanted_key
    _wanted_key = None
    options = early_options(argv)
    if options is None or home_taken():
        return None
    language, windowed = options
    pygame, finish = bare_pygame()
    try:
        return _show(pygame, language, windowed)
    finally:
        if finish is not None:
            finish()


def bare_pygame() -> tuple[Any, Any]:
    """pygame as far as the early frame needs it (its display, constants, window and version),
    before its package's own start has run, and `finish`, which runs that start on the same
    package once the frame is up. That start imports some thirty modules the early frame never
    uses (fonts, sound, image codecs, dataclasses, inspect, platform: 20-30 ms of the start,
    bench/window.py); the extension modules imported here are the ones it then finds already
    loaded. `finish` is None where pygame was imported whole: already imported, or on Windows,
    where its start first tells Windows where its DLLs are."""
    if "pygame" in sys.modules or os.name == "nt":
        import pygame
        return pygame, None
    import importlib.util
    spec = importlib.util.find_spec("pygame")
    if spec is None or spec.loader is None:
        import pygame
        return pygame, None
    package = importlib.util.module_from_spec(spec)
    sys.modules["pygame"] = package
    # the one thing pygame's start does before its modules load, as it does it (the window's
    # class, which desktop entries match the window by)
    if "DISPLAY" in os.environ:
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0]))
    import pygame.constants
    import pygame.display
    import pygame.version
    import pygame.window  # noqa: F401  (a submodule, found as the package's attribute)
    loader = spec.loader
    return package, lambda: loader.exec_module(package)


def set_icon(pygame: Any, header: dict[str, str], pixels: bytes) -> None:
    """The window's icon from the kept frame's file (scenes.app.window_icon's pixels), before the
    window opens: else SDL's window would open with pygame's own icon, which pygame loads through
    its image codecs, a few milliseconds of the start."""
    try:
        side = int(header["icon"])
    except (KeyError, ValueError):
        return
    icon = pygame.surface.Surface((side, side), pygame.constants.SRCALPHA, 32)
    if header.get("iconlayout") == layout(icon) and len(pixels) == icon.get_pitch() * side:
        icon.get_buffer().write(pixels, 0)
        pygame.display.set_icon(icon)


def _show(pygame: Any, language: str | None, windowed: bool) -> Early | None:
    global _wanted_key
    this_key = key(language, windowed)
    _wanted_key = this_key
    kept = read_kept(cache_path(), this_key)
    if kept is None:
        return None
    header, pixels = kept
    try:
        size = (int(header["width"]), int(header["height"]))
        fullscreen = header["fullscreen"] == "1"
    except (KeyError, ValueError):   # a damaged file: the live menu comes first, and is kept
        return None
    # as scenes.app: every frame is drawn in memory and copied to the window, and a click that
    # focuses the window is a click (SDL would drop one read with the focus: every early click is)
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    pygame.display.init()
    frame_bytes = int(header.get("pitch", "0")) * size[1]
    set_icon(pygame, header, pixels[frame_bytes:])
    pixels = pixels[:frame_bytes]
    if fullscreen:
        window = pygame.display.set_mode((0, 0), pygame.constants.FULLSCREEN | pygame.constants.HIDDEN)
    else:
        window = pygame.display.set_mode(size, pygame.constants.RESIZABLE | pygame.constants.HIDDEN)
    pygame.display.set_caption("Parlour")
    early = Early(window, size, fullscreen, this_key)
    if window.get_size() == size and header.get("layout") == layout(window) and \
            len(pixels) == window.get_pitch() * size[1]:
        window.get_buffer().write(pixels, 0)
        early.shown, early.pixels = True, pixels
        pygame.display.flip()
        import warnings
        with warnings.catch_warnings():   # as scenes.app: pygame-ce would rather the app drew through Window
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.window.Window.from_display_module().show()
        pygame.display.flip()
        if os.environ.get("PARLOUR_FIRST_FRAME"):   # bench/startup.py times it (scenes.app prints the live one)
            # and the CPU this process used so far, the bootloader of a frozen build included
            import time
            print(f"early-frame {time.time():.6f} {time.process_time():.6f}", flush=True)
    return early


def keep(app: Any, early: Early | None) -> str:
    """After the live app's first frame: keep it for the next start when it is the menu alone,
    at rest (nothing hovered, no focus ring), or check it against the early frame shown.
    Returns what was done: "kept", "same", "replaced", or why not ("no key", "not the menu alone")."""
    global _wanted_key
    wanted, _wanted_key = _wanted_key, None
    if wanted is None:
        return "no key"
    stack = app.scenes.stack
    from scenes.menu import MainMenu
    if len(stack) != 1 or type(stack[0]) is not MainMenu or app.scenes.fading:
        return "not the menu alone"
    menu = stack[0]
    if menu.ui.get_hovering_any_element() or app.focus.focused(menu) is not None:
        return "not at rest"
    pixels = bytes(app.window.get_buffer().raw)
    if early is not None and early.shown:
        if early.pixels == pixels:
            return "same"
        import logging
        logging.getLogger("parlour").warning("the early first frame differed from the live menu's: kept again")
    width, height = app.window.get_size()
    icon = app.icon
    head = b" ".join([MAGIC, *(f"{k} {v}".encode() for k, v in (
        ("key", wanted), ("width", width), ("height", height), ("fullscreen", int(app.fullscreen)),
        ("layout", layout(app.window)), ("pitch", app.window.get_pitch()),
        ("icon", icon.get_width()), ("iconlayout", layout(icon))))])
    path = cache_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_name(f".{FILE}.{os.getpid()}.tmp")
        temp.write_bytes(head + b"\n" + pixels + bytes(icon.get_buffer().raw))
        os.replace(temp, path)
    except OSError as exc:   # a cache that cannot be written only costs the next start its speed
        import logging
        logging.getLogger("parlour").info("the first frame could not be kept: %s", exc)
        return "not written"
    return "replaced" if early is not None and early.shown else "kept"

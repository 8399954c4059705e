"""What a person sees at start-up: exec to the window mapped, and to its first drawn frame, in X11.

    python bench/window.py [--runs 10] [--frozen dist/Parlour/parlour] [--check-ratio 1.3] [--check-ms MS]
                           [--check-first-ms MS] [--check-kept-share 0.6] [--base DIR]

Each start is a fresh process on one Xvfb (DISPLAY, or one of its own). The watcher listens to
the root window's MapNotify events (libX11 through ctypes), so "mapped" is the moment the X
server mapped the program's first top-level window bigger than 200x200, and "drawn" the first
moment a snapshot of that window (XGetImage, every POLL_S) holds a pixel that is not black. The
program is then ended. Parlour from source (and the frozen build when given) is interleaved
with AisleRiot (/usr/games/sol) when it is installed, so they share the same load; the ratio
of the medians is the figure that counts on a busy machine. `--base DIR` times another
checkout of Parlour (say, the commit before a change) from source in the same rounds.

Parlour is timed as a person starts it: on a home of its own kept from start to start (the
round before the counted ones is its first start there), so its window opens with the menu as
last drawn (scenes.firstframe) while the app is built behind it. "Parlour from source, first
start" starts on an empty home every time (nothing kept, no saves, no settings): the live menu
is the first frame. Its bot worker, network and lessons are not started before the first frame.
"""
from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import idle

ROOT = Path(__file__).resolve().parent.parent
AISLERIOT = "/usr/games/sol"
POLL_S = 0.004
TIMEOUT_S = 30.0
MIN_SIDE = 200
#: the issue's targets: window drawn no later than AisleRiot's frozen, 1.3x from source
TARGET_FROZEN, TARGET_SOURCE = 1.0, 1.3
TARGETS = {"Parlour frozen": TARGET_FROZEN, "Parlour from source": TARGET_SOURCE}

MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF


class WindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormaps", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int)]


class Watcher:
    """One connection to the X server, listening for top-level windows being mapped."""

    def __init__(self, display: str) -> None:
        path = ctypes.util.find_library("X11")
        if path is None:
            sys.exit("bench/window.py needs libX11 (apt-get install libx11-6)")
        x = self.x = ctypes.CDLL(path)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(WindowAttributes)]
        x.XGetImage.restype = ctypes.POINTER(XImage)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XSetErrorHandler.restype = ctypes.c_void_p
        # a window that goes away between two calls is an X error, which must not end the bench
        self._handler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda *_: 0)
        x.XSetErrorHandler(self._handler)
        self.display = x.XOpenDisplay(display.encode())
        if not self.display:
            sys.exit(f"cannot open X display {display}")
        x.XSelectInput(self.display, x.XDefaultRootWindow(self.display), SUBSTRUCTURE_NOTIFY_MASK)
        x.XSync(self.display, 0)

    def drain(self) -> None:
        event = ctypes.create_string_buffer(192)
        while self.x.XPending(self.display):
            self.x.XNextEvent(self.display, event)

    def mapped(self) -> int | None:
        """A top-level window mapped since the last call, at least MIN_SIDE each way."""
        event = ctypes.create_string_buffer(192)
        while self.x.XPending(self.display):
            self.x.XNextEvent(self.display, event)
            if ctypes.c_int.from_buffer(event, 0).value != MAP_NOTIFY:
                continue
            window = ctypes.c_ulong.from_buffer(event, 40).value
            if ctypes.c_int.from_buffer(event, 48).value:     # override-redirect: a pop-up, not the window
                continue
            size = self.size(window)
            if size and min(size) >= MIN_SIDE:
                return window
        return None

    def size(self, window: int) -> tuple[int, int] | None:
        attributes = WindowAttributes()
        if not self.x.XGetWindowAttributes(self.display, window, ctypes.byref(attributes)):
            return None
        return attributes.width, attributes.height

    def drawn(self, window: int) -> bool:
        """Does the window show anything but black?"""
        size = self.size(window)
        if size is None:
            return False
        image = self.x.XGetImage(self.display, window, 0, 0, size[0], size[1], ALL_PLANES, Z_PIXMAP)
        if not image:
            return False
        try:
            content = image.contents
            pixels = ctypes.string_at(content.data, content.bytes_per_line * content.height)
        finally:
            self.x.XFree(image.contents.data)
            self.x.XFree(image)
        # the padding byte of a 32-bit pixel is 0 as well, so any byte not 0 is a colour
        return pixels.count(0) != len(pixels)


def one_start(command: list[str], env: dict, watcher: Watcher, cwd: str | None = None) -> tuple[float, float]:
    """(seconds from exec to the window mapped, to its first non-black picture)."""
    watcher.drain()
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window, mapped = None, 0.0
        while True:
            now = time.perf_counter()
            if now - started > TIMEOUT_S or child.poll() is not None:
                raise RuntimeError(f"{command[0]}: no window drawn within {TIMEOUT_S:g} s (exit {child.poll()})")
            newer = watcher.mapped()     # a program may map a window and then open another in its place
            if newer is not None:
                if window is None:
                    mapped = time.perf_counter() - started
                window = newer
            if window is not None and watcher.drawn(window):
                return mapped, time.perf_counter() - started
            time.sleep(POLL_S)
    finally:
        child.terminate()
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


#: the contender that starts on an empty home every time
FIRST_START = "Parlour from source, first start"


def contenders(frozen: str | None, base: str | None = None) -> dict[str, list[str]]:
    found = {"Parlour from source": [sys.executable, "-m", "scenes"], FIRST_START: [sys.executable, "-m", "scenes"]}
    if base:
        found[f"Parlour from source at {base}"] = [sys.executable, "-m", "scenes"]
    if frozen:
        found["Parlour frozen"] = [str(Path(frozen).resolve())]
    if Path(AISLERIOT).exists():
        found["AisleRiot"] = [AISLERIOT]
    return found


def measure(runs: int, frozen: str | None, base: str | None = None) -> dict[str, list[tuple[float, float]]]:
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_AUDIODRIVER": "dummy", "NO_AT_BRIDGE": "1",
           "GTK_A11Y": "none"}
    env.pop("SDL_VIDEODRIVER", None)
    # a person's Python keeps the bytecode it compiles (pip compiles an install's): the round before
    # the counted ones fills the cache, which a shell's PYTHONDONTWRITEBYTECODE would forbid
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env, server = idle.with_display(env)
    try:
        watcher = Watcher(env["DISPLAY"])
        commands = contenders(frozen, base)
        results: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        # a home per Parlour kept from start to start, as a person's is
        kept = {name: tempfile.mkdtemp(prefix="parlour-window-") for name in commands
                if name not in (FIRST_START, "AisleRiot")}
        for run in range(runs + 1):     # the first round fills the caches (bytecode, fonts, the kept menu)
            for name, command in commands.items():
                # AisleRiot and Parlour's first start on an empty home: no saved window size, no saves
                home = kept.get(name) or tempfile.mkdtemp(prefix="parlour-window-")
                timing = one_start(command, {**env, "PARLOUR_HOME": home, "HOME": home if name == "AisleRiot"
                                             else env.get("HOME", home)}, watcher,
                                   cwd=base if base and name.endswith(base) else str(ROOT))
                if name not in kept:
                    shutil.rmtree(home, ignore_errors=True)
                if run:
                    results[name].append(timing)
        for home in kept.values():
            shutil.rmtree(home, ignore_errors=True)
        return results
    finally:
        if server is not None:
            server.terminate()
            server.wait()


def report(results: dict[str, list[tuple[float, float]]], markdown: bool) -> tuple[list[str], dict[str, float]]:
    """The table, and each Parlour's drawn ratio to AisleRiot (when it ran)."""
    reference = results.get("AisleRiot")
    ref_drawn = statistics.median(d for _, d in reference) if reference else None
    lines = (["| program | starts | window mapped, median ms | window drawn, median ms | drawn min-max ms "
              "| drawn / AisleRiot | target |", "|---|---:|---:|---:|---:|---:|---|"] if markdown else
             [f"{'program':34} {'starts':>6} {'mapped ms':>10} {'drawn ms':>9} {'drawn min-max':>15} "
              f"{'/ AisleRiot':>11}  target"])
    ratios = {}
    for name, timings in results.items():
        mapped = statistics.median(m for m, _ in timings) * 1000
        drawn_all = [d * 1000 for _, d in timings]
        drawn = statistics.median(drawn_all)
        target = TARGETS.get(name)
        ratio = drawn / (ref_drawn * 1000) if ref_drawn else None
        if ratio is not None and target is not None:
            ratios[name] = ratio
        ratio_text = f"{ratio:.2f}" if ratio is not None else "-"
        target_text = (f"<= {target:g} ({'ok' if ratio <= target else 'OVER'})" if target and ratio is not None
                       else ("reference" if name == "AisleRiot" else "-"))
        spread = f"{min(drawn_all):.0f}-{max(drawn_all):.0f}"
        lines.append(f"| {name} | {len(timings)} | {mapped:.0f} | {drawn:.0f} | {spread} | {ratio_text} | "
                     f"{target_text} |" if markdown else
                     f"{name:34} {len(timings):6} {mapped:10.0f} {drawn:9.0f} {spread:>15} {ratio_text:>11}  "
                     f"{target_text}")
    return lines, ratios


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--frozen", help="the frozen app (dist/Parlour/parlour) to time as well")
    parser.add_argument("--base", help="another checkout of Parlour to time from source in the same rounds")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--check-ratio", type=float, metavar="R",
                        help="exit 1 if Parlour from source is drawn more than R times AisleRiot's time")
    parser.add_argument("--check-ms", type=float, metavar="MS",
                        help="exit 1 if Parlour from source is drawn later than MS ms (no AisleRiot needed)")
    parser.add_argument("--check-first-ms", type=float, metavar="MS",
                        help="exit 1 if Parlour's first start (nothing kept) is drawn later than MS ms")
    parser.add_argument("--check-kept-share", type=float, metavar="S",
                        help="exit 1 if a person's start (the menu as last drawn) is drawn later than S times "
                             "the first start's time, both under the same load: the kept menu must show first")
    args = parser.parse_args(argv)
    results = measure(args.runs, args.frozen, args.base)
    lines, ratios = report(results, args.markdown)
    print("\n".join(lines))
    print(f"{args.runs} interleaved starts each, Xvfb 1920x1080x24; load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")
    source = statistics.median(d for _, d in results["Parlour from source"]) * 1000
    if args.check_ms is not None and source > args.check_ms:
        print(f"FAILED: Parlour from source drew its window after {source:.0f} ms, above {args.check_ms:g} ms")
        return 1
    first = statistics.median(d for _, d in results[FIRST_START]) * 1000
    if args.check_first_ms is not None and first > args.check_first_ms:
        print(f"FAILED: Parlour's first start drew its window after {first:.0f} ms, above {args.check_first_ms:g} ms")
        return 1
    if args.check_kept_share is not None and source > args.check_kept_share * first:
        print(f"FAILED: a person's start drew its window after {source:.0f} ms, {source / first:.2f} of the first "
              f"start's {first:.0f} ms, above {args.check_kept_share:g}: the menu as last drawn did not show first")
        return 1
    ratio = ratios.get("Parlour from source")
    if args.check_ratio is not None and ratio is not None and ratio > args.check_ratio:
        print(f"FAILED: Parlour from source drew its window {ratio:.2f}x AisleRiot's time, above {args.check_ratio:g}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

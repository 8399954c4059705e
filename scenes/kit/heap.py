"""Memory that a closed scene or a finished search leaves behind goes back to the system.

Two causes, both found with bench/soak.py (simulated bot-vs-bot games through every table, in
which the app grew several times over and kept growing):

* A closed scene is cyclic garbage (pygame_gui managers and their elements point at each other,
  button callbacks are bound methods of the scene). Python's cycle collector only runs a full
  pass after many container allocations, while the scene's surfaces live outside its count, so
  tens of MB of dead card art, felt and text waited for it. `collect_closed_scenes` runs that
  pass once, on the frame after a scene left the stack.
* glibc's malloc serves blocks above M_MMAP_THRESHOLD with their own mmap, returned on free. But
  it raises that threshold (up to 32 MB) each time such a block is freed, so from then on
  full-screen surfaces (3.7 MB at 1280x720) come from the heap, and a heap that once held them
  stays large. Setting the threshold explicitly turns the raising off. Smaller blocks (card
  faces, text) still come and go inside the heap; `malloc_trim` hands its free pages back.

Neither imports pygame: the bot worker uses `fix_mmap_threshold` too.
"""
from __future__ import annotations

import ctypes
import gc
import sys

#: glibc's mallopt parameter number for the mmap threshold (malloc.h: M_MMAP_THRESHOLD = -3)
M_MMAP_THRESHOLD = -3
#: blocks from 128 KiB up (glibc's own starting value) get their own mapping, for good
MMAP_THRESHOLD_BYTES = 128 * 1024

_glibc: ctypes.CDLL | None | bool = False    # False: not looked up yet; None: there is none


def glibc() -> ctypes.CDLL | None:
    """The C library when it is glibc (it has mallopt and malloc_trim), else None: Windows and
    macOS have their own allocators, which give big blocks back by themselves."""
    global _glibc
    if _glibc is False:
        _glibc = None
        if sys.platform.startswith("linux"):
            try:
                # glibc's own name: ctypes.util.find_library would import shutil, tempfile and
                # subprocess (1 MB in the bot worker, which needs none of them)
                libc = ctypes.CDLL("libc.so.6")
                if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim"):
                    _glibc = libc
            except OSError:     # not glibc (musl, say): its malloc has no such knobs
                pass
    return _glibc if isinstance(_glibc, ctypes.CDLL) else None


def fix_mmap_threshold() -> bool:
    """Pin glibc's mmap threshold so big freed blocks go back to the system. True when done."""
    libc = glibc()
    return bool(libc and libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES))


def trim() -> bool:
    """Hand the heap's free pages back to the system (glibc's malloc_trim). True if any went."""
    libc = glibc()
    return bool(libc and libc.malloc_trim(0))


def settle_start_up() -> None:
    """Move everything made at start-up (modules, the theme, the menu) out of the collector's way,
    so the full passes that `collect_closed_scenes` asks for only walk what scenes made since."""
    gc.collect()
    gc.freeze()


def collect_closed_scenes() -> int:
    """One full cycle-collector pass, which frees scenes that have left the stack, then a trim.
    Returns the number of unreachable objects found."""
    found = gc.collect()
    trim()
    return found


__all__ = ["glibc", "fix_mmap_threshold", "trim", "settle_start_up", "collect_closed_scenes"]

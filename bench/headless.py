"""What every benchmark runs under: SDL's dummy drivers and a private PARLOUR_HOME.

Importing this module sets the running process up (do it before pygame is imported) and puts
the project on sys.path; `environment()` gives the same settings for a child process.
The benchmarks never touch the player's own saves.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

DRIVERS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def environment(**extra: str) -> dict[str, str]:
    """This process's environment with the dummy drivers and a new private PARLOUR_HOME."""
    return {**os.environ, **DRIVERS, "PARLOUR_HOME": tempfile.mkdtemp(prefix="parlour-bench-"), **extra}


os.environ.update({**DRIVERS, "PARLOUR_HOME": tempfile.mkdtemp(prefix="parlour-bench-")})
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

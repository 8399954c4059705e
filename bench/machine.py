"""What every bench report says about the machine it ran on, and the budget verdict its rows give
(bench/run.py and the sections it gathers from other modules, as bench/strength.py)."""
from __future__ import annotations

import datetime
import importlib.metadata
import os
import platform
from pathlib import Path


def verdict(ok: bool) -> str:
    return "ok" if ok else "**OVER**"


def load_average() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.1f} (1 min) / {five:.1f} (5 min) on {os.cpu_count()} cores"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine_lines() -> list[str]:
    import pygame
    return [f"- date: {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC",
            f"- machine: {cpu_model()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
            f"- Python {platform.python_version()}, pygame-ce {pygame.version.ver} (SDL "
            f"{'.'.join(map(str, pygame.get_sdl_version()))}), pygame_gui {importlib.metadata.version('pygame_gui')}",
            f"- load average at the start: {load_average()} (the machine is shared: wall times include waiting "
            "for the neighbours; CPU times do not)"]

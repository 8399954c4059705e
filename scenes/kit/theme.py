"""The look of widgets and text: the pygame_gui theme (assets/theme.json) and the bundled font.

pygame_gui must know our font files before it reads a theme that names them, and it looks for
fonts under each element type (not under "defaults"). So a UIManager is built in this order:

    >>> import pygame_gui
    >>> from scenes.kit import theme
    >>> ui = pygame_gui.UIManager((1280, 720))
    >>> theme.register_fonts(ui)                 # add_font_paths + preload the theme's sizes
    >>> ui.get_theme().load_theme(str(theme.theme_path()))

`new_ui_manager(size)` does exactly that. Object ids the theme styles for scenes to use:
"#title", "#heading", "#big_button", "#small_text", and the table HUD's "#hud_status",
"#hud_message", "#hud_scores".

For text drawn straight onto surfaces (card faces, the HUD), `font(size, bold)` returns a cached
pygame Font of the bundled DejaVu Sans; never pygame's default font (frozen apps crash on it).
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import pygame
import pygame_gui

from scenes.kit.assets import asset_path

FONT_NAME = "dejavu"
REGULAR = ("fonts", "DejaVuSans.ttf")
BOLD = ("fonts", "DejaVuSans-Bold.ttf")


def theme_path() -> Path:
    return asset_path("theme.json")


def register_fonts(ui_manager: pygame_gui.UIManager) -> None:
    """Tell `ui_manager` where DejaVu Sans lives and preload every size the theme uses."""
    ui_manager.add_font_paths(FONT_NAME, str(asset_path(*REGULAR)), str(asset_path(*BOLD)))
    ui_manager.preload_fonts(list(_theme_fonts()))


def new_ui_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A UIManager of `size` with our fonts registered and our theme loaded."""
    ui = pygame_gui.UIManager(size)
    register_fonts(ui)
    ui.get_theme().load_theme(str(theme_path()))
    return ui


def _theme_fonts() -> list[dict]:
    """The distinct (size, style) pairs theme.json asks for, in preload_fonts' format."""
    seen = set()
    for block in json.loads(theme_path().read_text(encoding="utf-8")).values():
        spec = block.get("font")
        if spec:
            style = "bold" if spec.get("bold") in ("1", 1, True, "true") else "regular"
            seen.add((int(spec["size"]), style))
    return [{"name": FONT_NAME, "point_size": size, "style": style} for size, style in sorted(seen)]


@functools.lru_cache(maxsize=None)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans at `size` pixels, made once per (size, bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path(*(BOLD if bold else REGULAR))), max(1, int(size)))

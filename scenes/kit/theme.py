"""The look of widgets and text: the pygame_gui theme (assets/theme.json) and the bundled font.

pygame_gui must know our font files before it reads a theme that names them, and it looks for
fonts under each element type (not under "defaults"). So a UIManager is built in this order:

    >>> import pygame_gui
    >>> from scenes.kit import theme
    >>> ui = pygame_gui.UIManager((1280, 720))
    >>> theme.register_fonts(ui)                 # add_font_paths + preload the theme's sizes
    >>> ui.get_theme().load_theme(str(theme.theme_path()))

`new_ui_manager(size, scale)` does exactly that, with every font grown by the player's text
size setting (`scale`, in percent). Object ids the theme styles for scenes to use:
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


def register_fonts(ui_manager: pygame_gui.UIManager, scale: int = 100) -> None:
    """Tell `ui_manager` where DejaVu Sans lives and preload every size the theme uses."""
    ui_manager.add_font_paths(FONT_NAME, str(asset_path(*REGULAR)), str(asset_path(*BOLD)))
    ui_manager.preload_fonts(_theme_fonts(theme_data(scale)))


def new_ui_manager(size: tuple[int, int], scale: int = 100) -> pygame_gui.UIManager:
    """A UIManager of `size` with our fonts registered and our theme loaded; `scale` is the
    player's "text size" setting in percent (every font of the theme grows by it)."""
    ui = pygame_gui.UIManager(size)
    register_fonts(ui, scale)
    ui.get_theme().load_theme(theme_data(scale))
    return ui


def theme_data(scale: int = 100) -> dict:
    """theme.json, with every font size multiplied by `scale` percent."""
    data = json.loads(theme_path().read_text(encoding="utf-8"))
    for block in data.values():
        spec = block.get("font")
        if spec:
            spec["size"] = str(max(6, round(int(spec["size"]) * scale / 100)))
    return data


def _theme_fonts(data: dict) -> list[dict]:
    """The distinct (size, style) pairs a theme asks for, in preload_fonts' format."""
    seen = set()
    for block in data.values():
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

"""The look of widgets and text: the pygame_gui theme (assets/theme.json) and the bundled font.

pygame_gui must know our font files before it reads a theme that names them, and it looks for
fonts under each element type (not under "defaults"). So a UIManager is built in this order,
once pygame is up (the app starts it first thing):

    >>> import pygame, pygame_gui
    >>> _ = pygame.init()
    >>> from scenes.kit import theme
    >>> ui = pygame_gui.UIManager((1280, 720))
    >>> theme.register_fonts(ui)                 # add_font_paths + preload the theme's sizes
    >>> ui.get_theme().load_theme(str(theme.theme_path()))

`new_ui_manager(size, scale)` does exactly that, with every font grown by the player's text
size setting (`scale`, in percent). Object ids the theme styles for scenes to use:
"#title", "#heading", "#big_button", "#small_text", and the table HUD's "#hud_status",
"#hud_message", "#hud_scores".

Layouts grow with the text size through three measures of a manager's fonts, so no scene keeps
magic numbers per size: `text_size(ui, text, element, object_id)` (what a widget's text needs),
`line_height(...)`, and `grown(ui, px, ...)`: a height laid out for the 100 % font, grown by as
much as that font's line grew (so at 100 % every layout is exactly as it was drawn).
`scaled(px, scale)` grows a width by the text size itself.

For text drawn straight onto surfaces (card faces, the HUD), `font(size, bold)` returns a cached
pygame Font of the bundled DejaVu Sans; never pygame's default font (frozen apps crash on it).
"""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Protocol

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IGUIFontInterface

from scenes.kit.assets import asset_path
from scenes.kit.lang import current

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
    # pygame_gui's own words (the file chooser's buttons) in the person's language too
    ui = pygame_gui.UIManager(size, starting_language=current().code)
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


#: what a panel's border and shadow take from its width or height, both sides together
#: (assets/theme.json: a 1 px border and a 4 px shadow on each side)
PANEL_FRAME = 10


class Measurer(Protocol):
    """A pygame Font or a pygame_gui widget font: how wide and high `text` is drawn."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def wrap(text: str, font: Measurer, width: int) -> list[str]:
    """Break `text` into lines no wider than `width` pixels (a word longer than that stands alone);
    `font` is a pygame Font or a pygame_gui widget font (anything with `size(text)`). Text that
    fits is kept as it is, spacing and all."""
    if text.strip() and font.size(text)[0] <= width:
        return [text]
    lines, line = [], ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def shortened(text: str, font: Measurer, width: int) -> str:
    """`text`, cut short with an ellipsis where it is wider than `width` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"


def scaled(px: float, scale: int) -> int:
    """`px` laid out for text at 100 %, at `scale` percent."""
    return round(px * scale / 100)


def widget_font(ui: pygame_gui.UIManager, element: str = "label", object_id: str | None = None) -> IGUIFontInterface:
    """The font `ui` gives a widget of type `element` ("label", "button", "text_box", ...) with
    `object_id`, as pygame_gui itself picks it."""
    looks = ui.get_theme()
    return looks.get_font(looks.build_all_combined_ids([None], [element], [None], [object_id]))


def text_size(ui: pygame_gui.UIManager, text: str, element: str = "label",
              object_id: str | None = None) -> tuple[int, int]:
    """The (width, height) pygame_gui needs to show `text` in such a widget without clipping."""
    return widget_font(ui, element, object_id).get_rect(text).size


def line_height(ui: pygame_gui.UIManager, element: str = "label", object_id: str | None = None) -> int:
    """The height of one line of text, accents and descenders included, in such a widget."""
    return text_size(ui, "Égy", element, object_id)[1]


def grown(ui: pygame_gui.UIManager, px: int, element: str = "label", object_id: str | None = None) -> int:
    """A height of `px` drawn for the 100 % font, grown by as much as the line of that widget's
    font grew in `ui`: the padding around the text stays as it was designed."""
    return px + max(0, line_height(ui, element, object_id) - _base_line_height(element, object_id))


@functools.cache
def _base_line_height(element: str, object_id: str | None) -> int:
    data = theme_data(100)
    spec = (data.get(object_id or "", {}).get("font") or data.get(element, {}).get("font")
            or data["label"]["font"])
    return font(int(spec["size"]), spec.get("bold") in ("1", 1, True, "true")).size("Égy")[1]


@functools.cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans at `size` pixels, made once per (size, bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path(*(BOLD if bold else REGULAR))), max(1, int(size)))


@functools.lru_cache(maxsize=1024)
def rendered(size: int, words: str, colour: tuple, bold: bool = False) -> pygame.Surface:
    """`words` rendered antialiased in `font(size, bold)`, made once while it stays in use: the
    tables draw the same words over their cards every frame, and at 3840x2160 rendering them
    again each time cost more than the blits. Shared: blit it, never draw on it."""
    return font(size, bold).render(words, True, colour)


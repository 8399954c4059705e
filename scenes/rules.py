"""The Rules scene: each game's rules in our own words, readable in a minute, with small pictures.

The text is data (a summary and titled sections, some naming a picture), found through the
game's presentation like its table: assets/rules/<game>.json unless it names its own file
(`RULES`, see scenes.tables). Pictures are drawn with each game's own card painter by the function its presentation
names (`RULE_PICTURE` in scenes/<game>/__init__.py, see scenes.tables: called as
function(kind, width) and returning a pygame Surface), so the rules show the very cards the
table uses.
"""
from __future__ import annotations

import json
from typing import Any

import pygame

from game import GAMES
from scenes import tables
from scenes.kit import palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_felt
from scenes.kit.keys import for_place, of_game
from scenes.kit.lang import _, current
from scenes.kit.scene import ScrolledPage
from scenes.kit.theme import wrap

MARGIN = 40
TAB_HEIGHT = 40
TOP = 24
PARAGRAPH = 19


def rules_text(game: str) -> dict:
    """The rules data of `game` (ValueError if there is none)."""
    path = tables.rules_path(game)
    if not path.exists():
        raise ValueError(f"no rules text for {game}")
    return json.loads(path.read_text(encoding="utf-8"))


def keys_section(game: str) -> dict:
    """The rules' last section, in the language in use: the game's own keys and every table's,
    from scenes.kit.keys."""
    own = of_game(game) + for_place("table")
    lines = [f"{_(shortcut.cap)}: {_(shortcut.what)}" for shortcut in own]
    lines.append(_("Every key is on the Keys page (Settings, or the pause menu)."))
    return {"title": _("Keys"), "text": "\n".join(lines)}


def picture(game: str, kind: str, width: int) -> pygame.Surface | None:
    draw = tables.rule_picture(game)
    return draw(kind, width) if draw is not None else None


class RulesScene(ScrolledPage):
    """Tabs for each game; the chosen game's rules below, scrolled with the wheel or arrow keys."""

    escape_goes_back = True

    name = "rules"

    def __init__(self, app: Any, game: str | None = None) -> None:
        self.games = [name for name in GAMES if tables.rules_path(name).exists()]
        self.game = game if game in self.games else self.games[0]
        self.scroll = 0
        self._page: pygame.Surface | None = None
        #: the language the cached page was laid out in (another one lays it out again)
        self._page_language = ""
        self.tabs: dict[str, object] = {}
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        """The tabs across the top, in as many rows as their text needs; Back at the bottom."""
        width = size[0] - 2 * MARGIN
        count = max(1, len(self.games))
        needed = max(self.text_size(GAMES[name].title, "button")[0] + 24 for name in self.games)
        tab_width = max(needed, min(200, (width - 10 * count) // count))
        self.fit(tab_width, width)
        per_row = max(1, min(count, (width + 10) // (tab_width + 10)))
        tab_height = self.grown(TAB_HEIGHT, "button")
        self.tabs = {}
        for i, name in enumerate(self.games):
            row, column = divmod(i, per_row)
            rect = pygame.Rect(MARGIN + column * (tab_width + 10), TOP + row * (tab_height + 10), tab_width, tab_height)
            button = make_button(self.ui, rect, GAMES[name].title, lambda n=name: self.show(n))
            if name == self.game:
                button.select()
            self.tabs[name] = button
        rows = -(-count // per_row)
        back = make_button(self.ui, self.bottom_button_rect(MARGIN, size), _("Back"), self.app.scenes.pop)
        top = TOP + rows * tab_height + (rows - 1) * 10 + 20
        self.view = pygame.Rect(MARGIN, top, width, back.rect.top - 20 - top)
        self.fit(4 * self.scaled(self.line), self.view.height)
        self._page = None

    def show(self, game: str) -> None:
        self.game, self.scroll = game, 0
        self.rebuild()

    def page(self, width: int) -> pygame.Surface:
        """The whole rules page of the current game in the language in use, laid out for `width`
        (cached until the width or the language changes). The title is the game's name, as printed."""
        language = current().code
        if self._page is not None and self._page.get_width() == width and self._page_language == language:
            return self._page
        data = rules_text(self.game)
        body = theme.font(self.scaled(PARAGRAPH))
        bold, big = theme.font(self.scaled(22), bold=True), theme.font(self.scaled(30), bold=True)
        blocks: list[tuple[pygame.Surface, int]] = [(big.render(data["title"], True, palette.GLOW), 8)]
        blocks += [(body.render(line, True, palette.TEXT), 2) for line in wrap(_(data["summary"]), body, width)]
        blocks[-1] = (blocks[-1][0], 18)
        own = [{**section, "title": _(section["title"]), "text": _(section["text"])} for section in data["sections"]]
        for section in [*own, keys_section(self.game)]:
            blocks.append((bold.render(section["title"], True, palette.GLOW), 6))
            blocks += [(body.render(line, True, palette.TEXT), 2) for paragraph in section["text"].split("\n")
                       for line in wrap(paragraph, body, width)]
            art = picture(self.game, section["picture"], min(width, 560)) if section.get("picture") else None
            if art is not None:
                blocks.append((art, 4))
            blocks[-1] = (blocks[-1][0], 16)
        height = sum(surf.get_height() + gap for surf, gap in blocks)
        page = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for surf, gap in blocks:
            page.blit(surf, (0, y))
            y += surf.get_height() + gap
        self._page, self._page_language = page, language
        return page

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        self.draw_page(surface)
        super().draw(surface)

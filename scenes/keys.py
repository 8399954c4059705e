"""The Keys page: every keyboard shortcut of the app, by where it works, read from their
declarations (scenes.kit.keys: the kit's and each game's own). Reached from Settings and the pause
menu; scrolled with the wheel or the arrow keys; Back or Esc returns.
"""
from __future__ import annotations

from typing import Any

import pygame

from scenes.kit import keys, palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import _
from scenes.kit.scene import ScrolledPage
from scenes.kit.theme import wrap

MARGIN = 40
TEXT = 18
#: the key caps' column, in pixels at 100 % text
CAPS = 190


def rows_by_place() -> list[tuple[str, list[keys.Shortcut]]]:
    """(heading, its shortcuts) in the page's order."""
    return [(heading, keys.for_place(place)) for place, heading in keys.PLACES.items() if keys.for_place(place)]


class KeysScene(ScrolledPage):
    escape_goes_back = True
    name = "keys"
    page_width = 1000

    def __init__(self, app: Any) -> None:
        self._page: pygame.Surface | None = None
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        back = make_button(self.ui, self.bottom_button_rect(MARGIN, size, _("Back")), _("Back"), self.app.scenes.pop)
        top = self.below_title()
        self.view = pygame.Rect(MARGIN, top, size[0] - 2 * MARGIN, back.rect.top - 16 - top)
        self.fit(4 * self.scaled(self.line), self.view.height)
        self._page = None

    def page(self, width: int) -> pygame.Surface:
        """Every shortcut, a heading per place, the key caps in a column (cached per width)."""
        if self._page is not None and self._page.get_width() == width:
            return self._page
        body, bold = theme.font(self.scaled(TEXT)), theme.font(self.scaled(TEXT), bold=True)
        heading = theme.font(self.scaled(22), bold=True)
        places = rows_by_place()
        # the caps' column as wide as its widest cap needs (German's key names run longer)
        widest = max((bold.size(_(key.cap))[0] for _title, shortcuts in places for key in shortcuts), default=0)
        caps = min(max(self.scaled(CAPS), widest + self.scaled(16)), width // 3)
        blocks: list[tuple[pygame.Surface, int, int]] = []       # (image, x, gap below)
        for title, shortcuts in places:
            blocks.append((heading.render(_(title), True, palette.GLOW), 0, 6))
            for shortcut in shortcuts:
                lines = wrap(_(shortcut.what), body, width - caps)
                blocks.append((self._row(bold.render(_(shortcut.cap), True, palette.TEXT), caps,
                                         [body.render(line, True, palette.TEXT) for line in lines]), 0, 4))
            blocks[-1] = (blocks[-1][0], 0, 18)
        page = pygame.Surface((width, sum(image.get_height() + gap for image, _, gap in blocks)), pygame.SRCALPHA)
        y = 0
        for image, x, gap in blocks:
            page.blit(image, (x, y))
            y += image.get_height() + gap
        self._page = page
        return page

    @staticmethod
    def _row(cap: pygame.Surface, caps: int, lines: list[pygame.Surface]) -> pygame.Surface:
        height = max(cap.get_height(), sum(line.get_height() for line in lines))
        row = pygame.Surface((caps + max(line.get_width() for line in lines), height), pygame.SRCALPHA)
        row.blit(cap, (0, 0))
        y = 0
        for line in lines:
            row.blit(line, (caps, y))
            y += line.get_height()
        return row

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self.title_font().render(_("Keys"), True, palette.GLOW), (MARGIN, 28))
        self.draw_page(surface)
        super().draw(surface)

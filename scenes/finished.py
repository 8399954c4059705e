"""The finished games: the last games played, kept to be watched again or reviewed (saves.finished).

Each row says the game, when it ended, who played and how it ended, with Watch (the replay at its
table) and Review (the three costliest decisions, as Expert sees them). Opening one loads it in
full: a file spoiled since the list was read is refused then, moved aside and reported. Reached
from Statistics and from Load; Back (or Esc) returns.
"""
from __future__ import annotations

import pygame
import pygame_gui

from saves import finished, store
from scenes import tables
from scenes.dialog import MessageDialog, make_button
from scenes.kit import palette, theme
from scenes.kit.felt import draw_felt
from scenes.kit.replay import Recorded
from scenes.load import MARGIN, ROW_GAP, ROW_HEIGHT
from scenes.replay import ReplayScene
from scenes.review import ReviewScene
from scenes.scene import WidgetScene

BUTTON_WIDTH = 110


def heading(info: finished.FinishedInfo) -> str:
    return f"{info.title}  \u00b7  {info.created.astimezone().strftime('%d %b %Y, %H:%M')}"


def details(info: finished.FinishedInfo) -> str:
    count = len(info.seats)
    return f"{'Solo' if count == 1 else f'{count} players'}: {info.preview.text}"


class FinishedScene(WidgetScene):
    """A scrolling list of finished games, each with Watch and Review."""

    escape_goes_back = True
    name = "finished"

    def __init__(self, app) -> None:
        self.infos = finished.list_games()
        self.rows: dict = {}
        super().__init__(app)

    def enter(self) -> None:
        """Read the folder again: a game may have ended since (Play again from a result screen)."""
        infos = finished.list_games()
        if [i.path for i in infos] != [i.path for i in self.infos]:
            self.infos = infos
            self.rebuild()

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        self.rows = {}
        self.back = make_button(self.ui, self.bottom_button_rect(MARGIN, size), "Back", self.app.scenes.pop)
        top = self.below_title()
        area = pygame.Rect(MARGIN, top, width - 2 * MARGIN, max(ROW_HEIGHT, self.back.rect.top - 16 - top))
        if not self.infos:
            empty = (f"No finished game yet: the last {finished.KEEP} games of each kind you play to the end "
                     "are kept here, to be watched again and reviewed.")
            for i, line in enumerate(theme.wrap(empty, theme.widget_font(self.ui), area.width)):
                pygame_gui.elements.UILabel(pygame.Rect(area.x, area.y + i * self.grown(40), area.width,
                                                        self.grown(40)), line, manager=self.ui)
            return
        scroller = pygame_gui.elements.UIScrollingContainer(area, manager=self.ui, allow_scroll_x=False)
        inner = area.width - 24
        y = 0
        for info in self.infos:
            self.rows[info.path] = self._row(scroller, info, y, inner)
            y += self.rows[info.path]["panel"].rect.height + ROW_GAP
        scroller.set_scrollable_area_dimensions((inner, y))

    def _row(self, scroller, info: finished.FinishedInfo, top: int, width: int) -> dict:
        button_width = max(BUTTON_WIDTH, *(self.text_size(t, "button")[0] + 24 for t in ("Watch", "Review")))
        button_height = self.grown(42, "button")
        text_width = width - theme.PANEL_FRAME - 2 * (button_width + ROW_GAP) - 16
        headings = theme.wrap(heading(info), theme.widget_font(self.ui), text_width)
        lines = theme.wrap(details(info), theme.widget_font(self.ui, "label", "#small_text"), text_width)
        heading_step, detail_step = self.grown(30), self.grown(26, "label", "#small_text")
        row_height = max(ROW_HEIGHT, 18 + len(headings) * heading_step + len(lines) * detail_step, button_height + 20)
        panel = pygame_gui.elements.UIPanel(pygame.Rect(0, top, width, row_height), manager=self.ui, container=scroller)
        inside = panel.get_container().get_rect().width
        for i, text in enumerate(headings):
            pygame_gui.elements.UILabel(pygame.Rect(12, 6 + i * heading_step, text_width, heading_step), text,
                                        manager=self.ui, container=panel)
        below = 8 + len(headings) * heading_step
        for i, text in enumerate(lines):
            pygame_gui.elements.UILabel(pygame.Rect(12, below + i * detail_step, text_width, detail_step), text,
                                        manager=self.ui, container=panel, object_id="#small_text")
        playable = info.game in tables.TABLES
        button_top = (row_height - button_height - 4) // 2 - 2
        made = {"panel": panel}
        for i, (key, label) in enumerate((("watch", "Watch"), ("review", "Review"))):
            rect = pygame.Rect(inside - (2 - i) * (button_width + ROW_GAP), button_top, button_width, button_height)
            command = (lambda k=key: self.open(info, k)) if playable else None
            made[key] = make_button(self.ui, rect, label, command, container=panel)
            if not playable:
                made[key].set_tooltip(f"The {info.title} table is coming soon.")
        return made

    def open(self, info: finished.FinishedInfo, what: str) -> None:
        """Watch or review a kept game, loaded in full (its moves replayed and checked)."""
        try:
            saved = finished.load(info.path)
        except store.SaveError as exc:
            self.app.scenes.push(MessageDialog(self.app, "That game could not be opened", str(exc)))
            self.infos = [i for i in self.infos if i.path != info.path]
            self.rebuild()
            return
        recorded = Recorded.from_saved(saved)
        review = lambda: self.app.scenes.push(ReviewScene(self.app, recorded))  # noqa: E731
        self.app.scenes.push(ReplayScene(self.app, recorded, review=review) if what == "watch" else ReviewScene(
            self.app, recorded))

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self.title_font().render("Finished games", True, palette.GLOW), (MARGIN, 28))
        super().draw(surface)

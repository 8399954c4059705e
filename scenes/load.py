"""The Load screen: every saved game with its game, date, players and a preview of the scores.

Load opens the save again from its file (a save spoiled since the list was read is caught
then) and resumes it through the table registry; Delete asks first. Bad files the list met
were moved aside by the save layer and are reported by the app's notices.
"""
from __future__ import annotations

import pygame
import pygame_gui

from saves import store
from scenes import tables
from scenes.dialog import ConfirmDialog, MessageDialog, make_button
from scenes.kit import palette, theme
from scenes.kit.felt import draw_felt
from scenes.scene import WidgetScene

MARGIN = 40
HEADER_TOP = 96
ROW_HEIGHT = 76
ROW_GAP = 8
BUTTON_WIDTH = 120
FOOTER = 80


def when(info: store.SaveInfo) -> str:
    """The save's time in the player's own time zone, the way a diary writes it."""
    return info.created.astimezone().strftime("%d %b %Y, %H:%M")


def heading(info: store.SaveInfo) -> str:
    label = "Autosave" if info.kind == "autosave" else f"\u201c{info.name}\u201d"
    return f"{info.title}  \u00b7  {label}  \u00b7  {when(info)}"


def details(info: store.SaveInfo) -> str:
    count = len(info.seats)
    return f"{'Solo' if count == 1 else f'{count} players'}: {info.preview.text}"


class LoadScene(WidgetScene):
    """A scrolling list of saves, each with Load and Delete; Back (or Esc) returns."""

    escape_goes_back = True

    name = "load"

    def __init__(self, app) -> None:
        self.infos = store.list_saves()
        self.rows: dict = {}
        super().__init__(app)

    def enter(self) -> None:
        """Read the folder again: saves change while the game is played or a dialog is open."""
        infos = store.list_saves()
        if [(i.path, i.created) for i in infos] != [(i.path, i.created) for i in self.infos]:
            self.infos = infos
            self.rebuild()

    # -- layout --------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        self.rows = {}
        self.back = make_button(self.ui, pygame.Rect(MARGIN, height - 64, 160, 44), "Back", self.app.scenes.pop)
        area = pygame.Rect(MARGIN, HEADER_TOP, width - 2 * MARGIN, max(ROW_HEIGHT, height - HEADER_TOP - FOOTER))
        if not self.infos:
            pygame_gui.elements.UILabel(pygame.Rect(area.x, area.y, area.width, 40),
                                        "No saved games yet: a game you play is saved after every move.",
                                        manager=self.ui)
            return
        scroller = pygame_gui.elements.UIScrollingContainer(area, manager=self.ui, allow_scroll_x=False)
        inner = area.width - 24  # room for the scroll bar
        scroller.set_scrollable_area_dimensions((inner, len(self.infos) * (ROW_HEIGHT + ROW_GAP)))
        for index, info in enumerate(self.infos):
            self.rows[info.path] = self._row(scroller, info, index * (ROW_HEIGHT + ROW_GAP), inner)

    def _row(self, scroller, info: store.SaveInfo, top: int, width: int) -> dict:
        panel = pygame_gui.elements.UIPanel(pygame.Rect(0, top, width, ROW_HEIGHT), manager=self.ui,
                                            container=scroller)
        width = panel.get_container().get_rect().width  # inside the panel's border
        text_width = width - 2 * (BUTTON_WIDTH + ROW_GAP) - 16
        pygame_gui.elements.UILabel(pygame.Rect(12, 6, text_width, 30), heading(info), manager=self.ui,
                                    container=panel)
        pygame_gui.elements.UILabel(pygame.Rect(12, 38, text_width, 26), details(info), manager=self.ui,
                                    container=panel, object_id="#small_text")
        playable = info.game in tables.TABLES
        button_top = (ROW_HEIGHT - 46) // 2 - 2
        load = make_button(self.ui, pygame.Rect(width - 2 * (BUTTON_WIDTH + ROW_GAP), button_top, BUTTON_WIDTH, 42),
                           "Load" if playable else "Soon", (lambda: self.resume(info)) if playable else None,
                           container=panel)
        if not playable:
            load.set_tooltip(f"The {info.title} table is coming soon.")
        delete = make_button(self.ui, pygame.Rect(width - BUTTON_WIDTH - ROW_GAP, button_top, BUTTON_WIDTH, 42),
                             "Delete", lambda: self.ask_delete(info), container=panel)
        return {"panel": panel, "load": load, "delete": delete}

    # -- actions -------------------------------------------------------------------------------
    def resume(self, info: store.SaveInfo) -> None:
        try:
            saved = store.load(info.path)
        except store.SaveError as exc:
            self.app.scenes.push(MessageDialog(self.app, "That save could not be opened", str(exc)))
            return
        self.app.resume(saved)

    def ask_delete(self, info: store.SaveInfo) -> None:
        self.app.scenes.push(ConfirmDialog(
            self.app, "Delete this save for good?", f"{heading(info)}\n{details(info)}",
            on_yes=lambda: self.delete(info), yes="Delete", no="Keep it"))

    def delete(self, info: store.SaveInfo) -> None:
        store.delete(info.path)
        self.infos = [i for i in self.infos if i.path != info.path]
        self.rebuild()

    # -- the frame -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        title = theme.font(40, bold=True).render("Load a game", True, palette.GLOW)
        surface.blit(title, (MARGIN, 28))
        super().draw(surface)

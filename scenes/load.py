"""The Load screen: every saved game with its game, date, players and a preview of the scores.

Load opens the save again from its file (a save spoiled since the list was read is caught
then) and resumes it through the table registry; Delete asks first. Finished games leads to the
games kept to be watched again and reviewed (scenes/finished.py). Bad files the list met
were moved aside by the save layer and are reported by the app's notices; a save whose row
cannot be drawn is moved aside the same way, so the screen never breaks on it twice.
"""
from __future__ import annotations

import pygame
import pygame_gui

from saves import notices, store
from scenes import tables
from scenes.dialog import ConfirmDialog, MessageDialog, make_button
from scenes.kit import palette, theme
from scenes.kit.felt import draw_felt
from scenes.kit.theme import PANEL_FRAME
from scenes.scene import WidgetScene

MARGIN = 40
ROW_HEIGHT = 76
ROW_GAP = 8
BUTTON_WIDTH = 120


def finished_button(scene: WidgetScene, size: tuple[int, int]):
    """"Finished games", beside a screen's Back button: the games kept to be watched and reviewed."""
    back = scene.bottom_button_rect(MARGIN, size)
    rect = scene.bottom_button_rect(back.right + 16, size, "Finished games")
    return make_button(scene.ui, rect, "Finished games",
                       lambda: scene.app.scenes.push(tables.other_scene_class("finished")(scene.app)))


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
        self.back = make_button(self.ui, self.bottom_button_rect(MARGIN, size), "Back", self.app.scenes.pop)
        self.finished = finished_button(self, size)
        top = self.below_title()
        area = pygame.Rect(MARGIN, top, width - 2 * MARGIN, max(ROW_HEIGHT, self.back.rect.top - 16 - top))
        if not self.infos:
            empty = "No saved games yet: a game you play is saved after every move."
            for i, line in enumerate(theme.wrap(empty, theme.widget_font(self.ui), area.width)):
                line_height = self.grown(40)
                pygame_gui.elements.UILabel(pygame.Rect(area.x, area.y + i * line_height, area.width, line_height),
                                            line, manager=self.ui)
            return
        scroller = pygame_gui.elements.UIScrollingContainer(area, manager=self.ui, allow_scroll_x=False)
        inner = area.width - 24  # room for the scroll bar
        y = 0
        for info in list(self.infos):
            try:
                self.rows[info.path] = self._row(scroller, info, y, inner)
            except (pygame.error, ValueError, OverflowError) as exc:   # what no check foresaw
                self.infos.remove(info)
                notices.report(str(store.set_aside(info.path, f"it could not be shown ({type(exc).__name__}: {exc})")))
                continue
            y += self.rows[info.path]["panel"].rect.height + ROW_GAP
        scroller.set_scrollable_area_dimensions((inner, y))

    def _row(self, scroller, info: store.SaveInfo, top: int, width: int) -> dict:
        """One save: its heading and details (wrapped where the text is large), Load and Delete."""
        button_width = max(BUTTON_WIDTH, *(self.text_size(text, "button")[0] + 24 for text in ("Load", "Soon", "Delete")))
        button_height = self.grown(42, "button")
        text_width = width - PANEL_FRAME - 2 * (button_width + ROW_GAP) - 16
        headings = theme.wrap(heading(info), theme.widget_font(self.ui), text_width)
        lines = theme.wrap(details(info), theme.widget_font(self.ui, "label", "#small_text"), text_width)
        heading_step, detail_step = self.grown(30), self.grown(26, "label", "#small_text")
        text_height = 6 + len(headings) * heading_step + 2 + len(lines) * detail_step
        row_height = max(ROW_HEIGHT, text_height + 12, button_height + 20)
        panel = pygame_gui.elements.UIPanel(pygame.Rect(0, top, width, row_height), manager=self.ui,
                                            container=scroller)
        width = panel.get_container().get_rect().width  # inside the panel's border
        for i, text in enumerate(headings):
            pygame_gui.elements.UILabel(pygame.Rect(12, 6 + i * heading_step, text_width, heading_step), text,
                                        manager=self.ui, container=panel)
        below = 8 + len(headings) * heading_step
        for i, text in enumerate(lines):
            pygame_gui.elements.UILabel(pygame.Rect(12, below + i * detail_step, text_width, detail_step), text,
                                        manager=self.ui, container=panel, object_id="#small_text")
        playable = info.game in tables.TABLES
        button_top = (row_height - button_height - 4) // 2 - 2
        load = make_button(self.ui, pygame.Rect(width - 2 * (button_width + ROW_GAP), button_top, button_width,
                                                button_height),
                           "Load" if playable else "Soon", (lambda: self.resume(info)) if playable else None,
                           container=panel)
        if not playable:
            load.set_tooltip(f"The {info.title} table is coming soon.")
        delete = make_button(self.ui, pygame.Rect(width - button_width - ROW_GAP, button_top, button_width, button_height),
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
        title = self.title_font().render("Load a game", True, palette.GLOW)
        surface.blit(title, (MARGIN, 28))
        super().draw(surface)

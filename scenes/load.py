"""The Load screen: every saved game with its game, date, players and a preview of the scores.

Load opens the save again from its file (a save spoiled since the list was read is caught
then) and resumes it through the table registry; Delete asks first. Finished games leads to the
games kept to be watched again and reviewed (scenes/finished.py). Bad files the list met
were moved aside by the save layer and are reported by the app's notices; a save whose row
cannot be drawn is moved aside the same way, so the screen never breaks on it twice.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIScrollingContainer

from saves import notices, store
from scenes import tables
from scenes.kit import lang, palette, theme
from scenes.kit.dialog import ConfirmDialog, MessageDialog, make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import N_, _, ngettext
from scenes.kit.scene import WidgetScene
from scenes.kit.theme import PANEL_FRAME

MARGIN = 40
ROW_HEIGHT = 76
ROW_GAP = 8
BUTTON_WIDTH = 120
#: the least share of a row its words keep beside the buttons; with less the buttons go under them
MIN_TEXT_SHARE = 0.4


def finished_button(scene: WidgetScene, size: tuple[int, int]) -> pygame_gui.elements.UIButton:
    """"Finished games", beside a screen's Back button: the games kept to be watched and reviewed."""
    back = scene.bottom_button_rect(MARGIN, size, _("Back"))
    rect = scene.bottom_button_rect(back.right + 16, size, _("Finished games"))
    return make_button(scene.ui, rect, _("Finished games"),
                       lambda: scene.app.scenes.push(tables.registered_scene("finished")(scene.app)))


#: what a save of unknown time (a clock that was wrong, a time that cannot be shown) says
UNKNOWN_TIME = N_("unknown time")
#: what a game that no deal proves (an old save's position) says: it plays, but is not counted
NOT_COUNTED = N_("from an older save: its result is not counted")


def when(info: store.SaveInfo) -> str:
    """The save's time in the player's own time zone, as the language writes dates (lang.date_time)."""
    if info.created is None:
        return _(UNKNOWN_TIME)
    return lang.date_time(info.created.astimezone())


def heading(info: store.SaveInfo) -> str:
    # the quotation marks are the language's own (German „…“, Russian «…»)
    label = _("Autosave") if info.kind == "autosave" else _("\u201c{name}\u201d").format(name=info.name)
    return f"{info.title}  \u00b7  {label}  \u00b7  {when(info)}"


def details(info: store.SaveInfo) -> str:
    count = len(info.seats)
    players = _("Solo") if count == 1 else ngettext("{n} player", "{n} players", count).format(n=lang.number(count))
    shown = f"{players}: {lang.say(info.preview.text)}"
    return shown if info.dealt else f"{shown}  \u00b7  {_(NOT_COUNTED)}"


def game_row(scene: WidgetScene, scroller: UIScrollingContainer, top: int, width: int, head: str, detail: str,
             buttons: list[tuple[str, str, Callable | None, str]]) -> dict:
    """One game in a scrolling list (saves, finished games): its heading and details, wrapped where
    the text is large, and buttons side by side at the right (under the words where beside them
    the words would be squeezed), each (key, label, command or None
    for a greyed one, tool tip or ""). The widgets by key, the panel as "panel"."""
    widths = [max(BUTTON_WIDTH, scene.text_size(label, "button")[0] + 24) for _key, label, _command, _tip in buttons]
    row_width = sum(widths) + len(buttons) * ROW_GAP
    button_height = scene.grown(42, "button")
    # the buttons stand beside the text while that leaves it room; else in a row under it
    under = width - PANEL_FRAME - row_width - 16 < width * MIN_TEXT_SHARE
    text_width = width - PANEL_FRAME - 16 - (0 if under else row_width)
    headings = theme.wrap(head, theme.widget_font(scene.ui), text_width)
    lines = theme.wrap(detail, theme.widget_font(scene.ui, "label", "#small_text"), text_width)
    heading_step, detail_step = scene.grown(30), scene.grown(26, "label", "#small_text")
    text_height = 6 + len(headings) * heading_step + 2 + len(lines) * detail_step
    row_height = (text_height + button_height + 16 if under
                  else max(ROW_HEIGHT, text_height + 12, button_height + 20))
    panel = pygame_gui.elements.UIPanel(pygame.Rect(0, top, width, row_height), manager=scene.ui, container=scroller)
    width = panel.get_container().get_rect().width  # inside the panel's border
    for i, text in enumerate(headings):
        pygame_gui.elements.UILabel(pygame.Rect(12, 6 + i * heading_step, text_width, heading_step), text,
                                    manager=scene.ui, container=panel)
    below = 8 + len(headings) * heading_step
    for i, text in enumerate(lines):
        pygame_gui.elements.UILabel(pygame.Rect(12, below + i * detail_step, text_width, detail_step), text,
                                    manager=scene.ui, container=panel, object_id="#small_text")
    button_top = text_height + 4 if under else (row_height - button_height - 4) // 2 - 2
    made: dict[str, pygame_gui.core.UIElement] = {"panel": panel}
    left = width - row_width
    for (key, label, command, tip), button_width in zip(buttons, widths):
        made[key] = make_button(scene.ui, pygame.Rect(left, button_top, button_width, button_height), label, command,
                                container=panel)
        left += button_width + ROW_GAP
        if tip:
            made[key].set_tooltip(tip)
    return made


class GameList(WidgetScene):
    """A scrolling list of games (`listing()`), one row each (`_row`), under a title; Back (or Esc)
    returns. The Load screen and the finished games are such lists."""

    escape_goes_back = True
    title = ""
    #: what the list says when it has no game
    empty = ""

    def __init__(self, app: Any) -> None:
        self.infos = self.listing()
        self.rows: dict = {}
        super().__init__(app)

    def listing(self) -> list:
        raise NotImplementedError

    def empty_words(self) -> str:
        """What the list says when it has no game, in the language in use."""
        return _(self.empty)

    def enter(self) -> None:
        """Read the folder again: games change while one is played or a dialog is open."""
        infos = self.listing()
        if [(i.path, i.created) for i in infos] != [(i.path, i.created) for i in self.infos]:
            self.infos = infos
            self.rebuild()

    # -- layout --------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        self.rows = {}
        self.back = make_button(self.ui, self.bottom_button_rect(MARGIN, size, _("Back")), _("Back"),
                                self.app.scenes.pop)
        self.beside_back(size)
        top = self.below_title()
        area = pygame.Rect(MARGIN, top, width - 2 * MARGIN, max(ROW_HEIGHT, self.back.rect.top - 16 - top))
        if not self.infos:
            for i, line in enumerate(theme.wrap(self.empty_words(), theme.widget_font(self.ui), area.width)):
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
                reason = _("it could not be shown ({error})").format(error=f"{type(exc).__name__}: {exc}")
                notices.report(str(store.set_aside(info.path, reason)))
                continue
            y += self.rows[info.path]["panel"].rect.height + ROW_GAP
        scroller.set_scrollable_area_dimensions((inner, y))

    def beside_back(self, size: tuple[int, int]) -> None:
        """Buttons of the screen's own beside Back."""

    def _row(self, scroller: UIScrollingContainer, info: store.SaveInfo, top: int, width: int) -> dict:
        raise NotImplementedError

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self.title_font().render(_(self.title), True, palette.GLOW), (MARGIN, 28))
        super().draw(surface)


class LoadScene(GameList):
    """The saves, each with Load and Delete."""

    name = "load"
    title = N_("Load a game")
    empty = N_("No saved games yet: a game you play is saved after every move.")

    def listing(self) -> list[store.SaveInfo]:
        return store.list_saves()

    def beside_back(self, size: tuple[int, int]) -> None:
        self.finished = finished_button(self, size)

    def _row(self, scroller: UIScrollingContainer, info: store.SaveInfo, top: int, width: int) -> dict:
        """One save: its heading and details, Load (Soon while its table is coming) and Delete."""
        playable = info.game in tables.TABLES
        return game_row(self, scroller, top, width, heading(info), details(info), [
            ("load", _("Load") if playable else _("Soon"), (lambda: self.resume(info)) if playable else None,
             "" if playable else _("The {game} table is coming soon.").format(game=info.title)),
            ("delete", _("Delete"), lambda: self.ask_delete(info), "")])

    # -- actions -------------------------------------------------------------------------------
    def resume(self, info: store.SaveInfo) -> None:
        try:
            saved = store.load(info.path)
        except store.SaveError as exc:
            self.app.scenes.push(MessageDialog(self.app, _("That save could not be opened"), str(exc)))
            return
        self.app.resume(saved)

    def ask_delete(self, info: store.SaveInfo) -> None:
        self.app.scenes.push(ConfirmDialog(
            self.app, _("Delete this save for good?"), f"{heading(info)}\n{details(info)}",
            on_yes=lambda: self.delete(info), yes=_("Delete"), no=_("Keep it")))

    def delete(self, info: store.SaveInfo) -> None:
        store.delete(info.path)
        self.infos = [i for i in self.infos if i.path != info.path]
        self.rebuild()

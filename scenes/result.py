"""The result screen every table shows at the end of a game: who won, a small table of each
player's scores in columns that line up (the winners highlighted), a few notes, and Play again
(the same players and options), Review (the person's costliest decisions, scenes/review.py) or
Back to menu. A win is celebrated: the table's cards tumble
down the screen behind the panel for a moment (not with reduced motion).

A table gives its rows through `TableScene.result_table()` (scenes.kit.standings); in a window
too narrow for them the sums give way to their totals, then the bots' names to their numbers:

    >>> result = ResultTable("You win!", ["Round 1", "Round 2", "Total"],
    ...                      [("You", ["28", "43", "28 + 43 = 71"]), ("Bot 2 (Hard)", ["30", "35", "65"])],
    ...                      winners=[0], notes=["Each round: validated numbers, spirals, zones and crosses."])
    >>> result.summed().short_names().rows
    [('You', ['28', '43', '71']), ('Bot 2', ['30', '35', '65'])]
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui

from scenes.kit.celebration import Cascade
from scenes.kit.dialog import BUTTON_GAP, PANEL_MARGIN, Overlay
from scenes.kit.replay import Recorded
from scenes.kit.standings import ResultTable
from scenes.kit.theme import PANEL_FRAME

ROW_HEIGHT = 34
COLUMN_GAP = 18
WINNER_MARK = "★"


class ResultScene(Overlay):
    name = "result"
    panel_width = 560

    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        self.result = table.result_table()
        self.buttons: dict = {}
        won = table.me is not None and table.me in table.view.winners()
        self.cascade = Cascade(table.cards, app.size) if won and not app.settings.reduced_motion else None
        super().__init__(app)

    # -- the table of scores ---------------------------------------------------------------------
    def widths(self, result: ResultTable | None = None) -> tuple[int, list[int]]:
        """The name column's width and each score column's, each as wide as its widest text."""
        result = result or self.result
        measure = lambda text: self.text_size(text, "label", "#hud_status")[0]  # noqa: E731
        names = max(measure(f"{WINNER_MARK} {name}") for name, _ in result.rows)
        columns = [max([measure(title)] + [measure(cells[i]) for _, cells in result.rows])
                   for i, title in enumerate(result.columns)]
        return names, columns

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        result = self.result
        y = self.title_label(result.headline)
        room = self.app.size[0] - 4 * PANEL_MARGIN - PANEL_FRAME      # the widest the panel's inside gets
        names, columns = self.widths(result)
        for narrower in (ResultTable.summed, ResultTable.short_names):    # while the window has no room
            if names + sum(columns) + COLUMN_GAP * len(columns) <= room:
                break
            result = narrower(result)
            names, columns = self.widths(result)
        self.need_width(names + sum(columns) + COLUMN_GAP * len(columns))
        row = self.grown(ROW_HEIGHT, "label", "#hud_status")
        right = PANEL_MARGIN + self.inner_width()
        if len(result.columns) > 1 or result.columns[0] != "Score":
            self._row(y, right, row, "", result.columns, names, columns, "#result_head")
            y += row
        for index, (name, cells) in enumerate(result.rows):
            mark = f"{WINNER_MARK} " if index in result.winners else "   "
            object_id = "#hud_status" if index in result.winners else None
            self._row(y, right, row, mark + name, cells, names, columns, object_id)
            y += row
        y = self.below(y + BUTTON_GAP)
        if result.notes:
            y = self.text_box("\n".join(result.notes), y)
        buttons = [("menu", "Back to menu", self.app.scenes.unwind)]
        if not self.table.link.remote:                  # a table with friends is hosted anew, reviewed at home
            buttons.append(("again", "Play again", self.play_again))
            if self.table.me is not None:
                buttons.insert(1, ("review", "Review", self.review))
        made = self.button_row(y, [(label, command) for _, label, command in buttons])
        self.buttons = dict(zip([key for key, _, _ in buttons], made))

    def _row(self, y: int, right: int, height: int, name: str, cells: Sequence[str], name_width: int,
             widths: list[int], object_id: str | None) -> None:
        if self.measuring:
            return
        score_room = sum(widths) + COLUMN_GAP * len(widths)
        pygame_gui.elements.UILabel(pygame.Rect(PANEL_MARGIN, y, self.inner_width() - score_room, height), name,
                                    manager=self.ui, container=self.panel, object_id=object_id)
        x = right
        for text, width in reversed(list(zip(cells, widths))):
            x -= width
            label = pygame_gui.elements.UILabel(pygame.Rect(x, y, width, height), text, manager=self.ui,
                                                container=self.panel, object_id=object_id)
            label.text_horiz_alignment = "right"
            label.rebuild()
            x -= COLUMN_GAP

    # -- buttons and frame -----------------------------------------------------------------------
    def play_again(self) -> None:
        table = self.table
        self.app.start_table(table.game_name, table.players, table.options, table.seats,
                             people=getattr(table.link, "people", None) or None)

    def review(self) -> None:
        """Expert's look at the person's decisions in the game just played; with several people
        at this computer, first whose (scenes.reviewchoice)."""
        recorded = Recorded.from_link(self.table.link)
        if getattr(self.table, "together", False):
            from scenes.reviewchoice import WhoseReview
            self.app.scenes.push(WhoseReview(self.app, recorded, self.table.link.people))
            return
        self.app.scenes.push(self.app.game_screen("review")(self.app, recorded))

    def on_escape(self) -> None:
        self.app.scenes.unwind()

    def update(self, dt: float) -> None:
        if self.cascade is not None:
            self.cascade.update(dt)
        super().update(dt)

    def draw_under_panel(self, surface: pygame.Surface) -> None:
        if self.cascade is not None and self.cascade.running:
            self.cascade.draw(surface)

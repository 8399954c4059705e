"""The result screen every table shows at the end of a game: who won, a small table of each
player's scores in columns that line up (the winners highlighted), a few notes, and Play again
(the same players and options), Review (the person's costliest decisions, scenes/review.py) or
Back to menu. A win is celebrated: the table's cards tumble
down the screen behind the panel for a moment (not with reduced motion).

A table gives its rows through `TableScene.result_table()`:

    ResultTable("You win!", ["Round 1", "Round 2", "Round 3", "Total"],
                [("You", ["28", "43", "62", "133"]), ("Bot 2 (Hard)", ["30", "35", "41", "106"])],
                winners=[0], notes=["Each round: validated numbers, spirals, zones and crosses."])
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Optional, Sequence

import pygame
import pygame_gui

from game.core.words import agree
from saves.store import HUMAN
from scenes.dialog import BUTTON_GAP, PANEL_MARGIN, Overlay
from scenes.kit.celebration import Cascade
from scenes.kit.theme import PANEL_FRAME
from scenes.kit.replay import Recorded
from scenes.review import ReviewScene

ROW_HEIGHT = 34
COLUMN_GAP = 18
WINNER_MARK = "★"


@dataclass
class ResultTable:
    headline: str
    columns: list[str]                       # the score columns' titles; the last is the total
    rows: list[tuple[str, list[str]]]        # (name, one cell per column)
    winners: list[int] = field(default_factory=list)       # rows highlighted
    notes: list[str] = field(default_factory=list)

    def summed(self) -> "ResultTable":
        """The same table with each sum cell ("5 + 4 + 3 = 12") down to its total, for a window
        too narrow for the breakdown.

        >>> ResultTable("", ["Bins", "Score"], [("You", ["5 + 4 = 9", "7"])]).summed().rows
        [('You', ['9', '7'])]
        """
        rows = [(name, [cell.rsplit(" = ", 1)[-1] for cell in cells]) for name, cells in self.rows]
        return ResultTable(self.headline, self.columns, rows, self.winners, self.notes)

    def short_names(self) -> "ResultTable":
        """The same table with the bots' levels left out of their names ("Bot 2 (Hard)" -> "Bot 2"),
        for a window narrower still (the headline keeps them).

        >>> ResultTable("", ["Score"], [("Bot 2 (Hard)", ["7"]), ("You", ["9"])]).short_names().rows
        [('Bot 2', ['7']), ('You', ['9'])]
        """
        rows = [(name.split(" (", 1)[0], cells) for name, cells in self.rows]
        return ResultTable(self.headline, self.columns, rows, self.winners, self.notes)


def seat_names(seats: Sequence[str], level_names: Mapping[str, str] = {}) -> list[str]:
    """"You" for the person, "Bot 2 (Hard)" for the others, numbered by seat; a level's name
    starts with a capital in every game, as the set-up screens show it.

    >>> seat_names(["human", "easy", "policy"], {"policy": "computer"})
    ['You', 'Bot 2 (Easy)', 'Bot 3 (Computer)']
    """
    return ["You" if seat == HUMAN else f"Bot {i + 1} ({level_title(seat, level_names)})"
            for i, seat in enumerate(seats)]


def level_title(level: str, level_names: Mapping[str, str] = {}) -> str:
    """A bot level as every screen shows it: the game's own name for it, with a capital.

    >>> level_title("easy"), level_title("easy", {"easy": "Relaxed"}), level_title("policy", {"policy": "computer"})
    ('Easy', 'Relaxed', 'Computer')
    """
    shown = level_names.get(level, level)
    return shown[:1].upper() + shown[1:]


def headline_for(winners: Sequence[int], names: Sequence[str], me: Optional[int] = None) -> str:
    """Who won, in plain words; `me` is the person's seat (by default the seat named "You").

    >>> headline_for([0], ["You", "Bot 2 (Hard)"]), headline_for([1], ["You", "Bot 2 (Hard)"])
    ('You win!', 'Bot 2 (Hard) wins')
    >>> headline_for([1, 2], ["You", "Bot 2", "Bot 3"]), headline_for([], ["You", "Bot 2"])
    ('Bot 2 and Bot 3 win', 'Nobody wins this time')
    """
    if me is None and "You" in names:
        me = list(names).index("You")
    if not winners:
        return "Nobody wins this time"
    if len(winners) == len(names) > 1:
        return "Everybody wins!"
    if me is not None and me in winners:
        return "You win!" if len(winners) == 1 else "You share the win!"
    won = [names[seat] for seat in winners]
    return agree(" and ".join(won), "win") if len(won) == 1 else f"{' and '.join(won)} win"


def score_text(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


class ResultScene(Overlay):
    name = "result"
    panel_width = 560

    def __init__(self, app, table) -> None:
        self.table = table
        self.result = table.result_table()
        self.buttons: dict = {}
        won = table.me is not None and table.me in table.view.winners()
        self.cascade = Cascade(table.cards, app.size) if won and not app.settings.reduced_motion else None
        super().__init__(app)

    # -- the table of scores ---------------------------------------------------------------------
    def widths(self, result: Optional[ResultTable] = None) -> tuple[int, list[int]]:
        """The name column's width and each score column's, each as wide as its widest text."""
        result = result or self.result
        measure = lambda text: self.text_size(text, "label", "#hud_status")[0]  # noqa: E731
        names = max(measure(f"{WINNER_MARK} {name}") for name, _ in result.rows)
        columns = [max([measure(title)] + [measure(cells[i]) for _, cells in result.rows])
                   for i, title in enumerate(result.columns)]
        return names, columns

    def fill(self, panel) -> None:
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
             widths: list[int], object_id: Optional[str]) -> None:
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
        self.app.start_table(table.game_name, table.players, table.options, table.seats)

    def review(self) -> None:
        """Expert's look at the person's decisions in the game just played."""
        self.app.scenes.push(ReviewScene(self.app, Recorded.from_link(self.table.link)))

    def on_escape(self) -> None:
        self.app.scenes.unwind()

    def update(self, dt: float) -> None:
        if self.cascade is not None:
            self.cascade.update(dt)
        super().update(dt)

    def draw_under_panel(self, surface: pygame.Surface) -> None:
        if self.cascade is not None and self.cascade.running:
            self.cascade.draw(surface)

"""The result screen a table shows at the end of a game: who won, every seat's score, and
Play again (the same players and options) or Back to menu.

A table pushes it with its own data when it has any:

    >>> app.scenes.push(ResultScene(app, table))                       # scores from table.state
    >>> app.scenes.push(ResultScene(app, table, headline="The team saved 4 flowers",
    ...                             notes=["Best round: 3"]))
"""
from __future__ import annotations

from typing import Sequence

import pygame
import pygame_gui

from saves.store import HUMAN
from scenes.dialog import BUTTON_GAP, PANEL_MARGIN, Overlay

ROW_HEIGHT = 34
SCORE_WIDTH = 100
WINNER_MARK = "★"


def seat_names(seats: Sequence[str]) -> list[str]:
    """"You" for the person, "Bot 2 (hard)" for the others, numbered by seat."""
    return ["You" if seat == HUMAN else f"Bot {i + 1} ({seat})" for i, seat in enumerate(seats)]


def headline_for(winners: Sequence[int], names: Sequence[str]) -> str:
    if not winners:
        return "Nobody wins this time"
    if len(winners) == len(names) > 1:
        return "Everybody wins!"
    if 0 in winners and names[0] == "You":
        return "You win!" if len(winners) == 1 else "You share the win!"
    won = [names[seat] for seat in winners]
    return f"{' and '.join(won)} {'wins' if len(won) == 1 else 'win'}"


def score_text(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


class ResultScene(Overlay):
    name = "result"
    panel_width = 520

    def __init__(self, app, table, scores: Sequence[float] | None = None, winners: Sequence[int] | None = None,
                 headline: str | None = None, names: Sequence[str] | None = None,
                 notes: Sequence[str] = ()) -> None:
        self.table = table
        self.scores = list(table.state.scores() if scores is None else scores)
        self.winners = list(table.state.winners() if winners is None else winners)
        self.names = list(names or seat_names(table.seats))
        self.headline = headline or headline_for(self.winners, self.names)
        self.notes = list(notes)
        self.buttons: dict = {}
        super().__init__(app)

    def fill(self, panel) -> None:
        y = self.title_label(self.headline)
        width = self.inner_width()
        row = self.grown(ROW_HEIGHT, "label", "#hud_status")
        score_width = max(SCORE_WIDTH, *(self.text_size(score_text(s), "label", "#hud_status")[0] for s in self.scores))
        lines = [(f"{WINNER_MARK} " if seat in self.winners else "   ") + name for seat, name in enumerate(self.names)]
        self.need_width(max(self.text_size(line, "label", "#hud_status")[0] for line in lines) + score_width)
        for seat, (line, score) in enumerate(zip(lines, self.scores)):
            object_id = "#hud_status" if seat in self.winners else None
            if not self.measuring:
                pygame_gui.elements.UILabel(pygame.Rect(PANEL_MARGIN, y, width - score_width, row), line,
                                            manager=self.ui, container=panel, object_id=object_id)
                pygame_gui.elements.UILabel(pygame.Rect(PANEL_MARGIN + width - score_width, y, score_width, row),
                                            score_text(score), manager=self.ui, container=panel, object_id=object_id)
            y += row
        y = self.below(y + BUTTON_GAP)
        if self.notes:
            y = self.text_box("\n".join(self.notes), y)
        made = self.button_row(y, [("Back to menu", self.app.scenes.unwind), ("Play again", self.play_again)])
        self.buttons = dict(zip(("menu", "again"), made))

    def play_again(self) -> None:
        table = self.table
        self.app.start_table(table.game_name, table.players, table.options, table.seats)

    def on_escape(self) -> None:
        self.app.scenes.unwind()

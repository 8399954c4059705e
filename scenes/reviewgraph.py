"""The review's picture of the game: every seat's score move by move, the person's costly decisions pinned on it.

A strip across the review screen (scenes/review.py), between the table and the band's buttons: one
line per seat (in a cooperative game one line, the team's total), each with its own colour, line
style and point symbol (scenes.kit.graph), and a red pin on the person's line after each decision
the review flagged. A click on a pin shows that decision (the table before it, Expert's move and
the review's sentence), so Watch from here starts there; a thin line follows where the table
stands. The figures are the game's own (game.ai.course.score_course, the record replayed once as
the screen opens); only the drawing is here.
"""
from __future__ import annotations

from functools import cached_property

import pygame

from game import GAMES
from game.ai.course import Course, score_course
from game.ai.review import Judgement
from game.referee import HUMAN
from scenes.kit import theme
from scenes.kit.graph import LineGraph
from scenes.kit.host import PAD, TableHost
from scenes.kit.lang import _
from scenes.kit.replay import Recorded

#: the plot's own height at 100 % text (the legend and the pins' room come on top)
PLOT = 62
#: the most of the window's height the picture may take
MOST = 0.16


class ReviewPicture(TableHost):
    """The review screen's picture: a TableHost whose band holds the graph above its buttons."""
    recorded: Recorded
    #: the flagged decisions, the costliest first (None while judging)
    worst: list[Judgement] | None
    shown: int
    _pressed: int | None = None
    graph: LineGraph | None = None

    def show(self, index: int) -> None:
        """Show the `index`-th of `worst` (the review screen does)."""
        raise NotImplementedError

    # -- the figures, once ------------------------------------------------------------------------
    @cached_property
    def course(self) -> Course:
        recorded = self.recorded
        return score_course(GAMES[recorded.game], recorded.record, recorded.seats, recorded.options, recorded.seat)

    def line_names(self) -> list[str]:
        """Each line's name in the legend: "Team", or "You" and "Bot 2" by seat."""
        if self.course.team:
            return [_("The team's total, lower is better") if self.course.lower_is_better else _("The team's total")]
        return [_("You") if seat == self.recorded.seat and self.recorded.seats[seat] == HUMAN
                else _("Bot {n}").format(n=seat + 1) for seat in self.course.lines]

    # -- where it goes ----------------------------------------------------------------------------
    def picture_height(self, size: tuple[int, int]) -> int:
        scale = self.text_scale
        face = theme.font(theme.scaled(13, scale))
        pins = 2 * round(9 * (scale / 100) ** 0.5) + 2        # scenes.kit.graph's room for the pins
        wanted = face.get_linesize() + theme.scaled(6 + 6, scale) + pins + theme.scaled(PLOT, scale) + PAD
        return min(wanted, int(size[1] * MOST))

    def controls_height(self, size: tuple[int, int]) -> int:
        return super().controls_height(size) + self.picture_height(size)

    def button_band(self, size: tuple[int, int]) -> pygame.Rect:
        """The buttons' and the words' row: the band's bottom, under the picture."""
        height = TableHost.controls_height(self, size)
        return pygame.Rect(0, size[1] - height, size[0], height)

    def picture_rect(self, size: tuple[int, int]) -> pygame.Rect:
        band = self.band(size)
        return pygame.Rect(PAD, band.top + PAD, size[0] - 2 * PAD, self.picture_height(size) - PAD)

    def lay_out_picture(self, size: tuple[int, int]) -> None:
        """(Re)build the graph for a window of `size`, the flagged decisions pinned once known."""
        course = self.course
        graph = LineGraph(list(zip(self.line_names(), course.points)), self.text_scale,
                          mark_label=_("Your costly decisions"))
        graph.layout(self.picture_rect(size))
        person = course.lines.index(self.recorded.seat) if self.recorded.seat in course.lines else 0
        graph.set_marks([(judged.number + 1, person) for judged in self.worst or []])
        self.graph = graph

    # -- input and frames ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """A press and release on a pin shows that decision; anything else goes on as before."""
        graph = self.graph
        if graph is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            index = graph.mark_at(event.pos)
            if event.type == pygame.MOUSEBUTTONDOWN and index is not None:
                self._pressed = index
                return
            if event.type == pygame.MOUSEBUTTONUP and self._pressed is not None:
                pressed, self._pressed = self._pressed, None
                if index == pressed and index < len(self.worst or []):
                    self.show(index)
                return
        super().handle(event)

    def draw_picture(self, surface: pygame.Surface) -> None:
        if self.graph is not None:
            selected = self.shown if self.worst and self.shown >= 0 else None
            self.graph.draw(surface, selected=selected, position=self.replay.position)

"""A small line graph drawn with pygame: a few series over the same steps, with marks to click.

Made for the review's picture of a game (scenes/reviewgraph.py): each series is one seat's score
after each move, each mark one of the person's costly decisions. Nothing depends on telling
colours apart: every series has its own colour (Okabe and Ito's set, safe for colour-blind eyes)
AND its own line style (solid, dashed, dotted, ...) AND its own point symbol (circle, square,
triangle, ...), the legend shows all three, and a mark is a shape no series uses (a red pin with a
white edge, pointing down at the point). The lines, axes and legend are drawn once into a
surface when the graph is laid out or its marks change; a frame blits it and adds the moving
parts (where the game stands, the chosen mark).

    graph = LineGraph([("You", [0, 3, 5]), ("Bot 2", [0, 1, 6])], scale=100)
    graph.layout(pygame.Rect(8, 500, 600, 120))
    graph.set_marks([(1, 0)])              # (step, series) pairs: a pin on series 0 at step 1
    graph.mark_at(graph.marks[0].center)   # 0: the index of the mark under that point
    graph.draw(surface, selected=0, position=2)
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes.kit import palette, theme

Colour = tuple[int, int, int]
#: Okabe & Ito's colour-blind-safe colours that read on the dark panel, one per series
COLOURS: tuple[Colour, ...] = ((230, 159, 0), (86, 180, 233), (240, 228, 66), (204, 121, 167),
                               (0, 158, 115), (255, 255, 255))
#: each series' line: dash and gap lengths at 100 % (0 gap: solid)
DASHES: tuple[tuple[int, int], ...] = ((1, 0), (10, 5), (2, 4), (14, 4), (6, 6), (3, 8))
SYMBOLS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "plus", "cross")
#: the marks' fill: a red pin, told from the series by its shape and white edge
MARK: Colour = (214, 74, 60)
#: the least room between two symbols on one line (100 % text)
SYMBOL_GAP = 42
#: the font size of the labels at 100 %
TEXT = 13


class LineGraph:
    def __init__(self, series: Sequence[tuple[str, Sequence[float]]], scale: int = 100,
                 mark_label: str = "") -> None:
        self.series = [(name, list(values)) for name, values in series]
        self.scale = scale
        self.mark_label = mark_label
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: where the lines are drawn inside `rect`
        self.plot = pygame.Rect(0, 0, 0, 0)
        self.steps = max((len(values) for _, values in self.series), default=1) - 1
        values = [v for _, line in self.series for v in line] or [0.0]
        low, high = min(values), max(values)
        if high - low < 1e-9:
            low, high = low - 1, high + 1
        self.low, self.high = low, high
        self._wanted: list[tuple[int, int]] = []
        self.side = False
        self._legend_at: list[tuple[int, int]] = []
        #: the marks' clickable rects, in the order set_marks was given them
        self.marks: list[pygame.Rect] = []
        self._picture: pygame.Surface | None = None

    # -- geometry --------------------------------------------------------------------------------
    def px(self, value: float) -> int:
        return theme.scaled(value, self.scale)

    def mark_size(self) -> int:
        """Half a pin's width: grows slower than the text, so pins at 200 % do not bury the lines."""
        return round(9 * (self.scale / 100) ** 0.5)

    def symbol_size(self) -> int:
        return round(4.5 * (self.scale / 100) ** 0.5)

    def font(self) -> pygame.font.Font:
        return theme.font(self.px(TEXT))

    def legend_height(self) -> int:
        return self.font().get_linesize() + self.px(6)

    def layout(self, rect: pygame.Rect) -> None:
        """Place the graph in `rect`: the legend along its top, or where `rect` is too low for a
        plot under it (large text), in columns at its right; the value labels at its left."""
        self.rect = pygame.Rect(rect)
        face = self.font()
        label_width = max(face.size(self.value_text(v))[0] for v in (self.low, self.high)) + self.px(8)
        pin = 2 * self.mark_size() + 2      # room above the highest point for a pin
        line = face.get_linesize()
        in_a_row = sum(self.entry_width(e) + self.px(18) for e in self.entries())
        self.side = (rect.height - self.legend_height() - pin < max(2 * line, self.px(44))
                     or in_a_row > rect.width - label_width)
        if self.side:
            rows = max(1, rect.height // line)
            columns = -(-len(self.entries()) // rows)
            widths = [max(self.entry_width(e) for e in self.entries()[c * rows:(c + 1) * rows])
                      for c in range(columns)]
            right = rect.right - sum(widths) - self.px(12) * columns
            self.plot = pygame.Rect(rect.left + label_width, rect.top + pin, max(10, right - rect.left - label_width),
                                    max(10, rect.height - pin - self.px(4)))
            count = len(self.entries())
            self._legend_at = [(right + sum(widths[:c]) + self.px(12) * (c + 1), rect.top + (i % rows) * line)
                               for c in range(columns) for i in range(c * rows, min(count, (c + 1) * rows))]
        else:
            top = rect.top + self.legend_height()
            self.plot = pygame.Rect(rect.left + label_width, top + pin, max(10, rect.width - label_width - self.px(10)),
                                    max(10, rect.bottom - top - pin - self.px(6)))
            self._legend_at = []
            x = self.plot.left
            for entry in self.entries():
                self._legend_at.append((x, rect.top + self.px(2)))
                x += self.entry_width(entry) + self.px(18)
        self._place_marks()
        self._picture = None

    def entries(self) -> list[int]:
        """The legend's entries: each series by index, then -1 for the marks (once there are any)."""
        return list(range(len(self.series))) + ([-1] if self._wanted and self.mark_label else [])

    def entry_width(self, entry: int) -> int:
        face = self.font()
        if entry < 0:
            return 2 * self.mark_size() + self.px(5) + face.size(self.mark_label)[0]
        return self.px(35) + face.size(self.series[entry][0])[0]

    def x(self, step: int) -> int:
        return self.plot.left + round(self.plot.width * step / max(1, self.steps))

    def y(self, value: float) -> int:
        share = (value - self.low) / (self.high - self.low)
        return self.plot.bottom - round(self.plot.height * share)

    def point(self, series: int, step: int) -> tuple[int, int]:
        values = self.series[series][1]
        return self.x(step), self.y(values[max(0, min(len(values) - 1, step))])

    @staticmethod
    def value_text(value: float) -> str:
        return f"{value:.0f}" if abs(value - round(value)) < 1e-6 or abs(value) >= 10 else f"{value:.1f}"

    # -- marks -----------------------------------------------------------------------------------
    def set_marks(self, marks: Sequence[tuple[int, int]]) -> None:
        """Pins at (step, series) points, in the order `mark_at` answers them by."""
        had = bool(self._wanted)
        self._wanted = list(marks)
        if had != bool(self._wanted) and self.rect.width:
            self.layout(self.rect)          # the legend gains (or loses) the marks' entry
        self._place_marks()
        self._picture = None

    def _place_marks(self) -> None:
        size = self.mark_size()
        self.marks = []
        for step, series in self._wanted:
            x, y = self.point(series, step)
            self.marks.append(pygame.Rect(x - size, y - 2 * size, 2 * size, 2 * size + self.px(2)))

    def mark_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the mark under `pos` (the nearest where pins overlap), or None."""
        hits = [(math.dist(pos, rect.center), i) for i, rect in enumerate(self.marks)
                if rect.inflate(self.px(6), self.px(6)).collidepoint(pos)]
        return min(hits)[1] if hits else None

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, selected: int | None = None, position: int | None = None) -> None:
        """The graph, a thin line where the game stands (`position` steps in) and the chosen mark ringed."""
        if self.plot.width <= 10 or self.plot.height <= 10:
            return
        if self._picture is None or self._picture.get_size() != self.rect.size:
            self._picture = self._paint()
        if position is not None:
            x = self.x(position)
            pygame.draw.line(surface, palette.TEXT_DIM, (x, self.plot.top - self.px(4)), (x, self.plot.bottom), 1)
        surface.blit(self._picture, self.rect.topleft)
        if selected is not None and 0 <= selected < len(self.marks):
            pygame.draw.rect(surface, palette.GLOW, self.marks[selected].inflate(self.px(8), self.px(8)),
                             width=max(2, self.px(2)), border_radius=self.px(6))

    def _paint(self) -> pygame.Surface:
        picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shift = (-self.rect.left, -self.rect.top)
        plot = self.plot.move(shift)
        face = self.font()
        pygame.draw.rect(picture, palette.SLOT_EDGE, plot, width=1)
        for value in (self.low, self.high):
            label = face.render(self.value_text(value), True, palette.TEXT_DIM)
            y = self.y(value) + shift[1]
            picture.blit(label, label.get_rect(midright=(plot.left - self.px(4), y)).clamp(picture.get_rect()))
        if self.low < 0 < self.high:
            zero = self.y(0) + shift[1]
            _dashed(picture, palette.SLOT_EDGE, (plot.left, zero), (plot.right, zero), 1, (3, 5))
        width = max(2, self.px(2))
        for index, (_, values) in enumerate(self.series):
            colour, dash, symbol = style(index)
            points = [(self.x(step) + shift[0], self.y(v) + shift[1]) for step, v in enumerate(values)]
            gap = max(1, round(self.px(SYMBOL_GAP) / max(1, plot.width / max(1, self.steps))))
            # the series are offset by a part of the gap so symbols of tied lines stay apart
            shown = sorted({*range((index * gap) // max(1, len(self.series)), len(points), gap), len(points) - 1})
            _polyline(picture, colour, points, width, (self.px(dash[0]), self.px(dash[1])) if dash[1] else None)
            for step in shown:
                draw_symbol(picture, symbol, colour, points[step], self.symbol_size())
        for rect in self.marks:
            draw_pin(picture, rect.move(shift))
        self._legend(picture, face)
        return picture

    def _legend(self, picture: pygame.Surface, face: pygame.font.Font) -> None:
        sample = self.px(30)
        for entry, (x, y) in zip(self.entries(), self._legend_at):
            x, y = x - self.rect.left, y - self.rect.top
            middle = y + face.get_linesize() // 2
            if entry < 0:
                size = self.mark_size()
                draw_pin(picture, pygame.Rect(x, middle - size, size * 2, size * 2))
                picture.blit(face.render(self.mark_label, True, palette.TEXT), (x + 2 * size + self.px(5), y))
                continue
            colour, dash, symbol = style(entry)
            _polyline(picture, colour, [(x, middle), (x + sample, middle)], max(2, self.px(2)),
                      (self.px(dash[0]), self.px(dash[1])) if dash[1] else None)
            draw_symbol(picture, symbol, colour, (x + sample // 2, middle), self.symbol_size())
            picture.blit(face.render(self.series[entry][0], True, palette.TEXT), (x + sample + self.px(5), y))

    def legend_rects(self) -> list[pygame.Rect]:
        """Where each legend entry is drawn (tests check they stay inside the graph and apart)."""
        line = self.font().get_linesize()
        return [pygame.Rect(x, y, self.entry_width(e), line) for e, (x, y) in zip(self.entries(), self._legend_at)]


def style(index: int) -> tuple[Colour, tuple[int, int], str]:
    """Series `index`'s colour, dash pattern and point symbol: all three differ between series."""
    return COLOURS[index % len(COLOURS)], DASHES[index % len(DASHES)], SYMBOLS[index % len(SYMBOLS)]


def draw_symbol(surface: pygame.Surface, symbol: str, colour: Colour, centre: tuple[int, int], r: int) -> None:
    """A point symbol of radius `r`, outlined in the panel's dark so it stands off its line."""
    x, y = centre
    edge = palette.PANEL
    if symbol == "circle":
        pygame.draw.circle(surface, edge, centre, r + 1)
        pygame.draw.circle(surface, colour, centre, r)
    elif symbol == "square":
        pygame.draw.rect(surface, edge, pygame.Rect(x - r - 1, y - r - 1, 2 * r + 2, 2 * r + 2))
        pygame.draw.rect(surface, colour, pygame.Rect(x - r, y - r, 2 * r, 2 * r))
    elif symbol == "triangle":
        shape = [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)]
        pygame.draw.polygon(surface, edge, [(px, py + (1 if py > y else -1)) for px, py in shape])
        pygame.draw.polygon(surface, colour, shape)
    elif symbol == "diamond":
        pygame.draw.polygon(surface, edge, [(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)])
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)])
    else:
        width = max(2, r // 2)
        ends = ([((x - r, y), (x + r, y)), ((x, y - r), (x, y + r))] if symbol == "plus"
                else [((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))])
        for start, end in ends:
            pygame.draw.line(surface, edge, start, end, width + 2)
        for start, end in ends:
            pygame.draw.line(surface, colour, start, end, width)


def draw_pin(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A mark: a red pin pointing down to the bottom middle of `rect`, edged in white."""
    head = pygame.Rect(rect.left, rect.top, rect.width, rect.width)
    tip = (rect.centerx, rect.bottom)
    shape = [head.topleft, head.topright, tip]
    pygame.draw.polygon(surface, MARK, shape)
    pygame.draw.polygon(surface, palette.TEXT, shape, width=max(1, rect.width // 10))
    pygame.draw.circle(surface, palette.TEXT, (head.centerx, head.top + head.height // 3), max(2, rect.width // 8))


def _polyline(surface: pygame.Surface, colour: Colour, points: Sequence[tuple[int, int]], width: int,
              dash: tuple[int, int] | None) -> None:
    if len(points) < 2:
        return
    if dash is None:
        pygame.draw.lines(surface, colour, False, points, width)
        return
    carry = 0.0                                 # the pattern runs on across the segments
    for start, end in zip(points, points[1:]):
        carry = _dashed(surface, colour, start, end, width, dash, carry)


def _dashed(surface: pygame.Surface, colour: Colour, start: tuple[int, int], end: tuple[int, int], width: int,
            dash: tuple[int, int], offset: float = 0.0) -> float:
    """A dashed segment; returns where in the pattern it ended, for the next segment."""
    on, off = max(1, dash[0]), max(1, dash[1])
    length = math.dist(start, end)
    period = on + off
    t = -(offset % period)
    while t < length:
        a, b = max(0.0, t), min(length, t + on)
        if b > a:
            pa = (start[0] + (end[0] - start[0]) * a / length, start[1] + (end[1] - start[1]) * a / length)
            pb = (start[0] + (end[0] - start[0]) * b / length, start[1] + (end[1] - start[1]) * b / length)
            pygame.draw.line(surface, colour, pa, pb, width)
        t += period
    return (offset + length) % period

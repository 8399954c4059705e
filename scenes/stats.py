"""The Statistics scene: how the player has done, per game and bot difficulty, plus Zen and Flanx records.

Everything shown is read from saves (stats.json, campaign.json) when the scene opens; the
scene only draws it. Rows that do not fit scroll with the mouse wheel or the arrow keys.
"""
from __future__ import annotations

import pygame

from game import GAMES
from saves import campaign, stats
from scenes.dialog import make_button
from scenes.kit import palette, theme
from scenes.kit.felt import draw_felt
from scenes.scene import WidgetScene

MARGIN = 40
ROW = 30
HEADER_TOP = 96
COLUMNS = ("Played", "Won", "Win rate", "Best", "Mean", "Streak", "Best streak")


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


def game_rows(records: stats.Stats) -> list[tuple[str, ...]]:
    """One row per (game, difficulty) that has been played, in the games' menu order."""
    rows = []
    for name, game in GAMES.items():
        for level, record in sorted(records.records.get(name, {}).items()):
            if record.games == 0:
                continue
            rate = f"{100 * record.wins / record.games:.0f}%"
            rows.append((game.title, level, str(record.games), str(record.wins), rate,
                         _number(record.best), _number(record.mean), str(record.streak), str(record.best_streak)))
    return rows


def zen_rows(progress: campaign.Campaign) -> list[tuple[str, ...]]:
    return [(form, str(r.played), str(r.solved), _number(r.best_rounds))
            for form, r in sorted(progress.zen.items())]


def flanx_rows(progress: campaign.Campaign) -> list[tuple[str, ...]]:
    rows = []
    for variant, table in sorted(progress.flanx.items()):
        for level, best in sorted(table.items()):
            time_text = "-" if best.best_seconds is None else f"{best.best_seconds:.1f} s"
            rows.append((variant, level, str(best.played), str(best.wins), time_text))
    return rows


class StatisticsScene(WidgetScene):
    """Tables of results; Back (or Esc) returns to the menu."""

    escape_goes_back = True

    name = "stats"

    def __init__(self, app) -> None:
        self.records = stats.load()
        self.progress = campaign.load()
        self.scroll = 0
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        make_button(self.ui, pygame.Rect(MARGIN, size[1] - 64, 160, 44), "Back", self.app.scenes.pop)

    def sections(self) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]], str]]:
        """(title, column headings, rows, what to say when empty) per table."""
        return [
            ("Games", ("Game", "Bots") + COLUMNS, game_rows(self.records),
             "No finished games yet: your results appear here after your first game."),
            ("Flanx Zen", ("Form", "Played", "Solved", "Best rounds"), zen_rows(self.progress),
             "No Zen puzzle tried yet."),
            ("Flanx best times", ("Variant", "Bot", "Played", "Won", "Best time"), flanx_rows(self.progress),
             "No Flanx game won yet."),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * ROW)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll = max(0, self.scroll + (ROW if event.key == pygame.K_DOWN else -ROW))
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        title = theme.font(40, bold=True).render("Statistics", True, palette.GLOW)
        surface.blit(title, (MARGIN, 28))
        body = surface.subsurface(pygame.Rect(0, HEADER_TOP, surface.get_width(),
                                              max(1, surface.get_height() - HEADER_TOP - 80)))
        y = -self.scroll
        for heading, columns, rows, empty in self.sections():
            y = self._draw_table(body, y, heading, columns, rows, empty)
        self.scroll = min(self.scroll, max(0, y + self.scroll - body.get_height()))
        super().draw(surface)

    def _draw_table(self, surface: pygame.Surface, y: int, heading: str, columns: tuple[str, ...],
                    rows: list[tuple[str, ...]], empty: str) -> int:
        width = surface.get_width() - 2 * MARGIN
        surface.blit(theme.font(24, bold=True).render(heading, True, palette.TEXT), (MARGIN, y))
        y += ROW + 6
        if not rows:
            surface.blit(theme.font(18).render(empty, True, palette.TEXT_DIM), (MARGIN, y))
            return y + ROW + 18
        first = max(180, width // (len(columns) + 1))
        rest = (width - first) // max(1, len(columns) - 1)
        xs = [MARGIN] + [MARGIN + first + i * rest for i in range(len(columns) - 1)]
        for x, text in zip(xs, columns):
            surface.blit(theme.font(16, bold=True).render(text, True, palette.TEXT_DIM), (x, y))
        y += ROW - 4
        for i, row in enumerate(rows):
            if i % 2 == 0:
                band = pygame.Surface((width, ROW), pygame.SRCALPHA)
                band.fill((0, 0, 0, 40))
                surface.blit(band, (MARGIN - 6, y - 4))
            for x, text in zip(xs, row):
                surface.blit(theme.font(18).render(text, True, palette.TEXT), (x, y))
            y += ROW
        return y + 18

"""The Statistics scene: how each person has done, per game, variant and bot difficulty ("You",
then everyone else who has played at this computer: saves.stats keeps each person's figures),
plus the records each game keeps between games (Zen's results, Flanx's best times: saves.campaign).

Everything shown is read from saves (stats.json, campaign.json) when the scene opens; the
scene only draws it. Finished games leads to the games kept to be watched and reviewed. Rows that
do not fit scroll with the mouse wheel or the arrow keys.
"""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game import GAMES
from game.core import Game
from game.referee.people import YOU
from saves import campaign, stats
from scenes.kit import palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import N_, _
from scenes.kit.scene import WidgetScene
from scenes.kit.standings import level_title
from scenes.load import finished_button

MARGIN = 40
ROW = 30
COLUMNS = (N_("Played"), N_("Won"), N_("Win rate"), N_("Best"), N_("Mean"), N_("Streak"), N_("Best streak"))


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


def variant_title(game: Game, variant: str) -> str:
    """The game as a row names it: its title, and the variant where it has variants ("Flanx Kids").
    A game with variants whose records were counted before they were kept apart (every variant
    together, saves.stats) shows them as its "earlier" games."""
    if variant:
        return f"{game.title} {variant.replace('_', ' ').capitalize()}"
    if game.stats_variant(game.options):
        return _("{game}, earlier").format(game=game.title)
    return game.title


def game_rows(records: stats.Stats) -> list[tuple[str, ...]]:
    """One row per (game, variant, difficulty) that has been played, in the games' menu order."""
    rows: list[tuple[str, ...]] = []
    for name, game in GAMES.items():
        for variant, table in sorted(records.records.get(name, {}).items()):
            for level, record in sorted(table.items()):
                if record.games == 0:
                    continue
                rate = f"{100 * record.wins / record.games:.0f}%"
                rows.append((variant_title(game, variant), level_title(level, game.level_names), str(record.games),
                             str(record.wins), rate, _number(record.best), _number(record.mean), str(record.streak),
                             str(record.best_streak)))
    return rows


def campaign_tables(progress: campaign.Campaign) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]], str]]:
    """The tables of the games' kept progress that have one (game.core.campaign.Section: Zen's
    results, Flanx's best times...), in the games' order."""
    return [(kind.title, kind.columns, progress.section(kind).rows(), kind.empty)
            for kind in campaign.declared().values() if kind.title]


def person_heading(name: str) -> str:
    """The heading of a person's table: "Games" for the usual player, "Ann's games" for others."""
    return _("Games") if name == YOU else _("{name}'s games").format(name=name)


class StatisticsScene(WidgetScene):
    """Tables of results; Back (or Esc) returns to the menu."""

    escape_goes_back = True

    name = "stats"

    def __init__(self, app: Any) -> None:
        self.records = stats.load()
        self.progress = campaign.load()
        self.scroll = 0
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        back = _("Back")
        self.back = make_button(self.ui, self.bottom_button_rect(MARGIN, size, back), back, self.app.scenes.pop)
        self.finished = finished_button(self, size)

    def sections(self) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]], str]]:
        """(title, column headings, rows, what to say when empty) per table: the games of "You",
        then of each other person who has finished one here."""
        people = [(name, game_rows(self.records.of(name))) for name in self.records.names()]
        return [
            *((person_heading(name), tuple(_(words) for words in (N_("Game"), N_("Bots"), *COLUMNS)), rows,
               _("No finished games yet: your results appear here after your first game."))
              for name, rows in people if name == YOU or rows),
            *campaign_tables(self.progress),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        row = self.scaled(ROW)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * row)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll = max(0, self.scroll + (row if event.key == pygame.K_DOWN else -row))
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self.title_font().render(_("Statistics"), True, palette.GLOW), (MARGIN, 28))
        top = self.below_title()
        body = surface.subsurface(pygame.Rect(0, top, surface.get_width(),
                                              max(1, self.back.rect.top - 16 - top)))
        y = -self.scroll
        for heading, columns, rows, empty in self.sections():
            y = self._draw_table(body, y, heading, columns, rows, empty)
        self.scroll = min(self.scroll, max(0, y + self.scroll - body.get_height()))
        super().draw(surface)

    def table_scale(self, columns: tuple[str, ...], rows: list[tuple[str, ...]], width: int) -> int:
        """The text size (percent) a table is drawn at: the player's, or where its columns would
        not fit across the window at that, the largest smaller one that fits (never below 100)."""
        scale = self.text_scale
        while scale > 100 and not self.columns_fit(columns, rows, width, scale):
            scale -= self.SHRINK_STEP
        return max(100, scale)

    @staticmethod
    def columns_fit(columns: tuple[str, ...], rows: list[tuple[str, ...]], width: int, scale: int) -> bool:
        """Does the table fit across `width` at text size `scale`, each column as wide as its text?"""
        return sum(_text_widths(columns, rows, scale)) <= width

    def _draw_table(self, surface: pygame.Surface, y: int, heading: str, columns: tuple[str, ...],
                    rows: list[tuple[str, ...]], empty: str) -> int:
        width = surface.get_width() - 2 * MARGIN
        scale = self.table_scale(columns, rows, width) if rows else self.text_scale
        size = functools.partial(theme.scaled, scale=scale)
        row_height = size(ROW)
        surface.blit(theme.font(size(24), bold=True).render(heading, True, palette.TEXT), (MARGIN, y))
        y += row_height + size(6)
        if not rows:
            face = theme.font(size(18))
            for line in theme.wrap(empty, face, width):
                surface.blit(face.render(line, True, palette.TEXT_DIM), (MARGIN, y))
                y += row_height
            return y + size(18)
        xs = [MARGIN + x for x in _column_lefts(columns, rows, width, scale)]
        for x, text in zip(xs, columns):
            surface.blit(theme.font(size(16), bold=True).render(text, True, palette.TEXT_DIM), (x, y))
        y += row_height - size(4)
        for i, row in enumerate(rows):
            if i % 2 == 0:
                band = pygame.Surface((width, row_height), pygame.SRCALPHA)
                band.fill((0, 0, 0, 40))
                surface.blit(band, (MARGIN - 6, y - size(4)))
            for x, text in zip(xs, row):
                surface.blit(theme.font(size(18)).render(text, True, palette.TEXT), (x, y))
            y += row_height
        return y + size(18)


def _text_widths(columns: tuple[str, ...], rows: list[tuple[str, ...]], scale: int) -> list[int]:
    """How wide each column's widest text is at text size `scale`, with a gap after it."""
    head, body = theme.font(theme.scaled(16, scale), bold=True), theme.font(theme.scaled(18, scale))
    return [max([head.size(columns[i])[0]] + [body.size(row[i])[0] for row in rows]) + theme.scaled(12, scale)
            for i in range(len(columns))]


def _column_lefts(columns: tuple[str, ...], rows: list[tuple[str, ...]], width: int, scale: int) -> list[int]:
    """Where each column starts across a table `width` wide. At 100 % the names take a wide
    first column and the numbers share the rest evenly; larger text gives each column its
    text's width and shares what is left over evenly, so more fits across."""
    count = len(columns)
    if scale == 100:
        first = max(180, width // (count + 1))
        rest = (width - first) // max(1, count - 1)
        return [0] + [first + i * rest for i in range(count - 1)]
    widths = _text_widths(columns, rows, scale)
    spare = max(0, width - sum(widths)) // count
    lefts, x = [], 0
    for w in widths:
        lefts.append(x)
        x += w + spare
    return lefts

"""The move log: every table's strip of recent moves in words, written from the events.

Closed, it is one line along the bottom of the window with the latest move ("Bot 2 (Hard) takes the
green 3 with 2 spirals to space 3, face down"), so nobody misses which card just left a display.
Clicking it (or L) opens a column of the recent moves at the right of the window; the table then lays its cards out in
the room left beside it (TableScene.play_area), so the column covers nothing. Clicking an entry
makes the cards it moved glow for a moment. The sentences come from the game
(`Game.narrate(action, actor)`): "You take ..." for the seat of the person who reads (`me`), the
seat's name otherwise ("Ann takes ..."); the names from the table. An entry keeps its words as a
Text and says them in the language in use each time it is drawn.

    log = MoveLog(game, names=["You", "Bot 2 (Hard)"], me=0)
    log.add(events)                        # every event a table receives, in order
    log.entries[-1].text                   # 'Bot 2 (Hard) takes the green 3 with 2 spirals to space 3'
    log.layout(top=48, play_bottom=690, width=1280, scale=100)
    log.click(pos)                         # the cards of the entry clicked, or None
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.core import Acted, CardFlipped, CardMoved, Event, Game, GameOver, RoundEnded, SeatSaid
from game.core.text import T, Text
from scenes.kit import palette
from scenes.kit.lang import _, say
from scenes.kit.theme import font, rendered, scaled, shortened, wrap

#: entries kept; the panel shows the newest that fit
KEEP = 200
TEXT_SIZE = 15
#: the closed strip's height at 100 % text
STRIP = 26
#: the open column's width at 100 % text, and the most of the window's width it may take
COLUMN = 300
COLUMN_SHARE = 0.3
PAD = 8


@dataclass
class Entry:
    words: Text | str
    seat: int | None = None
    cards: list = field(default_factory=list)

    @property
    def text(self) -> str:
        """The entry in the language in use."""
        return say(self.words)


def score_words(scores: Sequence[float], names: Sequence[Text | str], team: bool = False) -> Text:
    """The scores as a player says them, each beside its name; one score for a team that plays
    together (every seat holds the team's).

    >>> str(score_words([122, 115], ["You", "Bot 2"]))
    'You 122, Bot 2 115'
    >>> str(score_words([84, 84, 84], ["You", "Bot 2", "Bot 3"], team=True))
    'the team 84'
    """
    if team and scores:
        return T("the team {score}", score=scores[0])
    # a list, not a sentence: its pattern ("{s0}, {s1}") is the same in every language and in no catalog
    pairs = {f"s{i}": T("{name} {score}", name=name, score=score) for i, (name, score) in enumerate(zip(names, scores))}
    return T(", ".join(f"{{{key}}}" for key in pairs), **pairs)


class MoveLog:
    def __init__(self, game: Game, names: Sequence[Text | str], me: int | None = None) -> None:
        self.game = game
        self.names = list(names)
        #: the seat of the person who reads the log: their moves are told as "You ..."
        self.me = me
        self.entries: list[Entry] = []
        self.open = False
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 100
        self._rows: list[tuple[pygame.Rect, Entry]] = []

    # -- words -----------------------------------------------------------------------------------
    def add(self, events: Sequence[Event]) -> None:
        for event in events:
            entry = self.entry_for(event)
            if entry is not None:
                self.entries.append(entry)
            elif isinstance(event, (CardMoved, CardFlipped)) and event.card is not None and self.entries:
                self.entries[-1].cards.append(event.card)
        del self.entries[:-KEEP]

    def entry_for(self, event: Event) -> Entry | None:
        if isinstance(event, Acted):
            actor = None if event.seat == self.me else self.name(event.seat)
            return Entry(self.game.narrate(event.action, actor), event.seat)
        if isinstance(event, SeatSaid):
            return Entry(T("{name}: \u201c{said}\u201d", name=self.name(event.seat), said=event.text), event.seat)
        names = [self.name(seat) for seat in range(len(self.names))]
        if isinstance(event, RoundEnded):
            scores = score_words(event.scores, names, self.game.cooperative)
            return Entry(T("Round {round} ended: {scores}", round=event.round, scores=scores))
        if isinstance(event, GameOver):
            return Entry(T("Game over: {scores}", scores=score_words(event.scores, names, self.game.cooperative)))
        return None

    def name(self, seat: int) -> Text | str:
        """A seat's name as the table gave it; the person's own "You" as the word in the language
        in use (a table that names its seats in plain English strings says "You" so)."""
        name = self.names[seat]
        return T("You") if name == "You" else name

    # -- place and input -------------------------------------------------------------------------
    def height(self, scale: int) -> int:
        """The strip's height at text size `scale` (tables lay out above it)."""
        return max(scaled(STRIP, scale), font(scaled(TEXT_SIZE, scale)).get_linesize() + 6)

    def width(self, window_width: int, scale: int) -> int:
        """How wide the open column is (0 while closed)."""
        return min(scaled(COLUMN, scale), int(window_width * COLUMN_SHARE)) if self.open else 0

    def layout(self, top: int, play_bottom: int, width: int, scale: int) -> None:
        """The strip lies along the bottom, below `play_bottom`; the open column at the right,
        from `top` (below the HUD) down to the strip."""
        self.scale = scale
        self.strip = pygame.Rect(0, play_bottom, width, self.height(scale))
        column = self.width(width, scale)
        self.panel = pygame.Rect(width - column, top, column, play_bottom - top)

    def toggle(self) -> None:
        self.open = not self.open

    def click(self, pos: tuple[int, int]) -> list | None:
        """A click at `pos` in the open column: the cards of the entry clicked ([] between
        entries); elsewhere None (the click is not the log's)."""
        if self.open and self.panel.collidepoint(pos):
            for rect, entry in self._rows:
                if rect.collidepoint(pos):
                    return list(entry.cards)
            return []
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, keys: str = "") -> None:
        """The strip (with `keys`, the shortcuts that apply now, at its right end) and the open column."""
        size = scaled(TEXT_SIZE, self.scale)
        face = font(size)
        pygame.draw.rect(surface, palette.PANEL, self.strip)
        pygame.draw.line(surface, palette.SLOT_EDGE, self.strip.topleft, self.strip.topright)
        mark = "\u25be" if self.open else "\u25b4"
        latest = self.entries[-1].text if self.entries else _("No moves yet")
        label = _("{mark} Moves (L)   {latest}").format(mark=mark, latest=latest)
        y = self.strip.centery - face.get_linesize() // 2
        shortcuts = _fitted(size, keys, self.strip.width // 2, palette.TEXT) if keys else None
        room = self.strip.width - 2 * PAD - (shortcuts.get_width() + 3 * PAD if shortcuts is not None else 0)
        surface.blit(_fitted(size, label, room, palette.TEXT_DIM), (self.strip.left + PAD, y))
        if shortcuts is not None:
            surface.blit(shortcuts, shortcuts.get_rect(topright=(self.strip.right - PAD, y)))
        self._rows = []
        if not self.open:
            return
        panel = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        panel.fill((*palette.PANEL, 235))
        surface.blit(panel, self.panel.topleft)
        pygame.draw.rect(surface, palette.SLOT_EDGE, self.panel, width=1)
        line = face.get_linesize() + 2
        bottom = self.panel.bottom - PAD
        for entry in reversed(self.entries):
            lines = wrap(entry.text, face, self.panel.width - 2 * PAD)
            top = bottom - line * len(lines)
            if top < self.panel.top + PAD:
                break
            colour = palette.TEXT if entry.cards else palette.TEXT_DIM
            for i, words in enumerate(lines):
                surface.blit(rendered(size, words, colour), (self.panel.left + PAD, top + i * line))
            self._rows.append((pygame.Rect(self.panel.left, top, self.panel.width, bottom - top), entry))
            bottom = top - 4


@functools.lru_cache(maxsize=64)
def _fitted(size: int, words: str, width: int, colour: tuple) -> pygame.Surface:
    """`words` rendered at `size`, shortened with an ellipsis where wider than `width`: the strip
    shows the same line frame after frame."""
    return rendered(size, shortened(words, font(size), width), colour)


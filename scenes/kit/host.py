"""A screen that shows a game's ordinary table with its own controls around it: the replay and
the review (scenes/replay.py, scenes/review.py), both stepping through a record (`Replay`).

The table is the game's own table scene on the replay's Link, which only watches; it is not on the scene
stack: the host updates and draws it, keeps `controls_height` pixels free below its play area
for a band of its own widgets, hides the table's Hint, Undo and Menu buttons, and hands it only
the input that looks (the pointer over the cards, the move log, a click that closes a score
board), never a key that plays. When the table is built afresh (a TableReset: a replay's step
back) the host takes the new one over (`TableScene.successor`), its move log saying every move
of the record so far.

    class ReplayScene(TableHost):
        def build(self, size): ...                    # widgets in self.ui, within self.band(size)
        def on_key(self, event) -> bool: ...          # the host's own keys
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from scenes.kit import palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.replay import Replay
from scenes.kit.scene import Scene
from scenes.kit.table import TableScene
from scenes.kit.wake import IDLE, Wake, soonest

#: the controls band's height at 100 % text
BAND = 58
PAD = 8


class TableHost(Scene):
    def __init__(self, app: Any, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.table: TableScene | None = None
        #: the band's buttons by key
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.text_scale = app.settings.ui_scale

    # -- the band of controls ------------------------------------------------------------------------
    def controls_height(self, size: tuple[int, int]) -> int:
        return theme.grown(self.ui, BAND, "button")

    def band(self, size: tuple[int, int]) -> pygame.Rect:
        height = self.controls_height(size)
        return pygame.Rect(0, size[1] - height, size[0], height)

    def text_size(self, text: str, element: str = "label") -> tuple[int, int]:
        return theme.text_size(self.ui, text, element)

    def place_buttons(self, band: pygame.Rect, entries: Sequence[tuple[str, str, Callable | None, int]],
                      x: int, leftwards: bool = False) -> int:
        """Buttons (key, label, command, width or 0 for the label's own) in a row across the band
        from `x` rightwards, or leftwards (the last entry nearest `x`), kept in `buttons`; returns
        where the row ends, a gap beyond its last button."""
        for key, label, command, width in (reversed(entries) if leftwards else entries):
            width = width or self.text_size(label, "button")[0] + 3 * PAD
            left = x - width if leftwards else x
            self.buttons[key] = make_button(self.ui, pygame.Rect(left, band.top + PAD, width, band.height - 2 * PAD),
                                            label, command)
            x = left - PAD if leftwards else left + width + PAD
        return x

    def build(self, size: tuple[int, int]) -> None:
        """Make the host's widgets for a window of `size` (in `self.ui`, inside `band(size)`)."""

    def rebuild(self) -> None:
        self.ui.clear_and_reset()
        self.build(self.app.size)

    # -- the table --------------------------------------------------------------------------------
    def host(self, table: TableScene) -> None:
        """Show `table` (a new one, or the one built in the last one's place)."""
        old, self.table = self.table, table
        table.hosted = True
        table.host_scene = self
        table.undo_allowed = False
        table.hud.hint_button.hide()
        table.hud.menu_button.hide()
        table.reserved_bottom = self.controls_height(self.app.size)
        table.resize(self.app.size)
        table.enter()
        if old is not None and old is not table:
            old.leave()
            old.close()
        self.on_table(table)

    def on_table(self, table: TableScene) -> None:
        """A new table is shown (after a reset or a change of view): its move log says every move
        so far; a host adds its own touches."""
        table.log.entries.clear()
        table.log.add(self.replay.events_until_now())

    def settle(self) -> None:
        """Let the table take what the referee told it (a reset builds its successor) at once."""
        assert self.table is not None
        self.table.take_events()
        self.adopt_successor()

    def adopt_successor(self) -> None:
        table = self.table
        if table is not None and table.successor is not None:
            successor, table.successor = table.successor, None
            self.host(successor)

    # -- the scene --------------------------------------------------------------------------------
    def enter(self) -> None:
        if self.table is not None:
            self.table.enter()

    def close(self) -> None:
        if self.table is not None:
            self.table.close()
        self.replay.close()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.rebuild()
        if self.table is not None:
            self.table.reserved_bottom = self.controls_height(size)
            self.table.resize(size)

    def handle(self, event: pygame.event.Event) -> None:
        if self.ui.process_events(event):
            return
        if event.type == pygame.KEYDOWN:
            if not self.on_key(event) and event.key == pygame.K_l and self.table is not None:
                self.table.log.toggle()
            return
        if self.table is not None and self.passes(event):
            self.table.handle(event)

    def passes(self, event: pygame.event.Event) -> bool:
        """Which of the input (not keys) reaches the table: by default all of it (it cannot play)."""
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        """The host's own keys; True when used."""
        if event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
            self.adopt_successor()
        self.ui.update(dt)

    def next_wake(self) -> Wake:
        """The band's widgets, the hosted table (its animations and timers: it is on no stack, so
        nobody else asks it) and the host's own work (`own_wake`)."""
        table = self.table.next_wake() if self.table is not None else IDLE
        return soonest(super().next_wake(), table, self.own_wake())

    def own_wake(self) -> Wake:
        """How soon the host itself changes the picture with no input: a replay playing, a review
        judging. IDLE by default."""
        return IDLE

    def draw(self, surface: pygame.Surface) -> None:
        if self.table is not None:
            self.table.draw(surface)
            self.draw_over_table(surface)
        band = self.band(surface.get_size())
        pygame.draw.rect(surface, palette.PANEL, band)
        pygame.draw.line(surface, palette.SLOT_EDGE, band.topleft, band.topright)
        self.draw_band(surface, band)
        self.ui.draw_ui(surface)

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """Anything the host marks on the table (the review's rings)."""

    @property
    def only_band(self) -> bool:
        """Does this host draw nothing over its table, only its band (opaque, whole, every frame)?
        Then the table may draw only what changed (scenes.kit.still: a table drawn alone)."""
        kind = type(self)
        return kind.draw_over_table is TableHost.draw_over_table and kind.draw is TableHost.draw

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """What the host draws in its band under its widgets (a progress bar, a timeline)."""

    @staticmethod
    def draw_bar(surface: pygame.Surface, bar: pygame.Rect, share: float) -> None:
        """A bar filled to `share` (0..1) from the left: the review's progress, the replay's timeline."""
        pygame.draw.rect(surface, palette.SLOT_EDGE, bar, border_radius=bar.height // 2)
        done = round(bar.width * max(0.0, min(1.0, share)))
        if done:
            pygame.draw.rect(surface, palette.GLOW, pygame.Rect(bar.left, bar.top, done, bar.height),
                             border_radius=bar.height // 2)

    def band_font(self) -> pygame.font.Font:
        return theme.font(theme.scaled(15, self.text_scale))

    def draw_lines(self, surface: pygame.Surface, text: str, left: int, top: int, width: int, most: int) -> int:
        """`text` in the band, wrapped to `width` on at most `most` lines (the last cut short where
        it must be); returns the y below it."""
        face = self.band_font()
        lines = theme.wrap(text, face, width)
        if len(lines) > most:
            lines = lines[:most - 1] + [theme.shortened(" ".join(lines[most - 1:]), face, width)]
        for line in lines:
            surface.blit(face.render(line, True, palette.TEXT), (left, top))
            top += face.get_linesize()
        return top

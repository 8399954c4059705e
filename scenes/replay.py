"""The replay screen: a recorded game played again at its own table, with a player's controls.

The table is the game's ordinary table, watching from the person's seat (what that seat could see
at the time) or, for a finished game of a game that names its hidden cards, with every card open.
Along the bottom: the round before, a move back, Play / Pause, a move on, the next round; where
the replay stands (a timeline: click it to jump); the cards open or not; Review; Back. The move
log above them says each move in words.

Keys: Space plays or pauses, Left / Right step a move, Page Up / Page Down (or Up / Down) go a
round back or on, Home / End go to the start or the end, O opens the cards, Esc goes back.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes import tables
from scenes.kit import palette, theme
from scenes.kit.host import PAD, TableHost
from scenes.kit.keys import find
from scenes.kit.lang import N_, _
from scenes.kit.picture import Picture
from scenes.kit.replay import Recorded, Replay
from scenes.kit.table import TableScene
from scenes.kit.wake import Wake

#: the step buttons' words, and their arrows alone where the words do not fit
LONG = {"round_back": N_("\u25c0\u25c0 Round"), "back": N_("\u25c0 Move"), "play": N_("\u25b6 Play"),
        "pause": N_("\u275a\u275a Pause"), "forward": N_("Move \u25b6"), "round_on": N_("Round \u25b6\u25b6")}
SHORT = {"round_back": "\u25c0\u25c0", "back": "\u25c0", "play": "\u25b6", "pause": "\u275a\u275a",
         "forward": "\u25b6", "round_on": "\u25b6\u25b6"}
#: the timeline's height at 100 % text, and the least room it must have
TIMELINE = 8
MIN_TIMELINE = 240


class ReplayScene(TableHost):
    name = "replay"

    def __init__(self, app: Any, recorded: Recorded, start: int = 0, open_cards: bool = False,
                 review: Callable[[], None] | None = None) -> None:
        super().__init__(app, Replay(recorded, open_cards, start))
        self.recorded = recorded
        #: opens the review of this game (the Review button; none where the review led here)
        self.review = review
        table_class = tables.table_class(recorded.game)
        if table_class is None:
            raise ValueError(f"{self.replay.game.title} has no table to replay it at")
        self.table_class = table_class
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self.revealed_at = -1
        self.build(app.size)
        self.host(self.table_class(app, self.replay.link))

    # -- the controls -------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        """The step buttons at the left, the others at the right, the timeline between; where the
        window is too narrow for the words at this text size, the step buttons show arrows only."""
        band = self.band(size)
        self.buttons = {}
        right = self.right_buttons()
        right_width = sum(self.text_size(label, "button")[0] + 4 * PAD for _key, label, _go in right)
        left = self.step_buttons(short=False)
        if sum(width + PAD for *_rest, width in left) + right_width + MIN_TIMELINE > size[0]:
            left = self.step_buttons(short=True)
        start = self.place_buttons(band, left, PAD)
        x = self.place_buttons(band, [(key, label, command, 0) for key, label, command in right], size[0] - PAD,
                               leftwards=True)
        line = self.band_font().get_linesize()
        self.timeline = pygame.Rect(start + 2 * PAD, band.top + PAD + line + 4, max(40, x - start - 4 * PAD),
                                    theme.scaled(TIMELINE, self.text_scale))

    def step_buttons(self, short: bool) -> list[tuple[str, str, Callable, int]]:
        """(key, label, command, width) of the buttons that move through the game."""
        replay = self.replay
        rounds = len(replay.rounds) > 1
        labels = SHORT if short else LONG
        entries = [("round_back", lambda: replay.jump_round(-1))] if rounds else []
        entries += [("back", self.step_back), ("play", self.toggle_play), ("forward", self.step_forward)]
        entries += [("round_on", lambda: replay.jump_round(+1))] if rounds else []
        made = []
        for key, command in entries:
            label = _(labels["pause" if key == "play" and replay.playing else key])
            width = max(self.text_size(_(labels[key]), "button")[0], self.text_size(_(labels["pause"]), "button")[0])
            made.append((key, label, command, width + 3 * PAD))
        return made

    def right_buttons(self) -> list[tuple[str, str, Callable | None]]:
        buttons: list[tuple[str, str, Callable | None]] = []
        if self.replay.can_open_cards():
            label = _("Your cards") if self.replay.open_cards else _("Cards open")
            buttons.append(("cards", label, self.toggle_cards))
        if self.review is not None:
            buttons.append(("review", _("Review"), self.open_review))
        buttons.append(("close", _("Back"), self.app.scenes.pop))
        return buttons

    # -- commands -------------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        replay = self.replay
        if not replay.playing and replay.at_end:
            replay.jump(0)
        replay.playing = not replay.playing

    def step_forward(self) -> None:
        self.replay.playing = False
        assert self.table is not None
        self.table.queue.finish_all()
        self.replay.forward()

    def step_back(self) -> None:
        self.replay.playing = False
        self.replay.back()

    def toggle_cards(self) -> None:
        link = self.replay.reopen(not self.replay.open_cards)
        self.host(self.table_class(self.app, link))
        self.rebuild()

    def open_review(self) -> None:
        assert self.review is not None
        self.replay.playing = False
        self.review()

    def on_table(self, table: TableScene) -> None:
        super().on_table(table)
        self.revealed_at = -1          # a new picture: the hidden cards are named again

    # -- input and frames -----------------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        """The keys of scenes.kit.keys under "replay"; any but Space and the single steps pause."""
        replay = self.replay
        commands = {
            "play": self.toggle_play, "step_on": self.step_forward, "step_back": self.step_back,
            "round_back": lambda: replay.jump_round(-1), "round_on": lambda: replay.jump_round(+1),
            "start": lambda: replay.jump(0), "end": lambda: replay.jump(replay.length),
        }
        if replay.can_open_cards():
            commands["open"] = self.toggle_cards
        name = find(event, commands, "replay")
        if name is None:
            return super().on_key(event)
        if name not in ("play", "step_on", "step_back", "open"):
            replay.playing = False
        commands[name]()
        return True

    def passes(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is not None and self.band(self.app.size).collidepoint(pos):
            on_timeline = self.timeline.inflate(0, 16).collidepoint(pos)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and on_timeline:
                self.replay.playing = False
                share = (pos[0] - self.timeline.left) / max(1, self.timeline.width)
                self.replay.jump(round(share * self.replay.length))
            return False
        return True

    def update(self, dt: float) -> None:
        assert self.table is not None
        self.replay.update(self.table.game_dt(dt), busy=self.table.queue.busy)
        super().update(dt)
        table = self.table
        if (self.replay.open_cards and isinstance(table.picture, Picture) and not table.queue.busy
                and self.revealed_at != self.replay.position):
            table.picture.reveal(self.replay.open_zones() or {})
            self.revealed_at = self.replay.position
        play = self.buttons["play"]
        labels = LONG if play.text in LONG.values() else SHORT
        label = labels["pause" if self.replay.playing else "play"]
        if play.text != label:
            play.set_text(label)
        for key, enabled in (("back", self.replay.position > 0), ("forward", not self.replay.at_end)):
            button = self.buttons[key]
            if button.is_enabled != enabled:
                (button.enable if enabled else button.disable)()

    def own_wake(self) -> Wake:
        """Play runs the record on by itself: wake for its next move (scenes.kit.replay)."""
        busy = self.table is not None and self.table.queue.busy
        return self.replay.next_wake(busy)

    def where(self) -> str:
        """"Move 12 of 54 · Round 2 of 3"."""
        replay = self.replay
        parts = [_("Move {n} of {total}").format(n=replay.position, total=replay.length)]
        if len(replay.rounds) > 1:
            parts.append(_("Round {n} of {total}").format(n=replay.round_index() + 1, total=len(replay.rounds)))
        if replay.open_cards:
            parts.append(_("all cards open"))
        return "  \u00b7  ".join(parts)

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        bar = self.timeline
        self.draw_lines(surface, self.where(), bar.left, bar.top - self.band_font().get_linesize() - 2, bar.width, 1)
        self.draw_bar(surface, bar, self.replay.position / max(1, self.replay.length))
        for start in self.replay.rounds[1:]:
            x = bar.left + bar.width * start // max(1, self.replay.length)
            pygame.draw.line(surface, palette.TEXT, (x, bar.top - 3), (x, bar.bottom + 2), 2)

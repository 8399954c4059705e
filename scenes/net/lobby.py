"""The lobby of a table with friends: who sits where, and on the host's computer the address and
join code to give friends, the bot that plays for anyone away, and Start.

The same screen serves the host and the friends who joined; it follows the Client (scenes.net.
client), which the window wakes for. When the host starts the game, every lobby opens the
game's table on its Client's RemoteLink; leaving the lobby leaves the table (the host's closes it).
The host may send a player away (their seat opens to anyone) and sets how long a player may be
silent on their turn before the stand-in plays for them ("Away after").
"""
from __future__ import annotations

import functools
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface

from game import GAMES
from game.core.text import T
from scenes import tables
from scenes.kit import palette
from scenes.kit.dialog import ConfirmDialog, MessageDialog, make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import _, ngettext, say
from scenes.kit.scene import WidgetScene
from scenes.net import lan
from scenes.net.client import AWAY, CLOSED, CONNECTING, PLAYING, Client
from scenes.net.host import Host
from scenes.net.wire import BOT, OPEN, PERSON, TableInfo
from scenes.setup import Stepper, stepped

MARGIN = 40
ROW = 40
WIDTH = 760
#: the host's choices of seconds before a silent player's seat goes to the stand-in (None: never)
AWAY_CHOICES: list[float | None] = [None, 30.0, 60.0, 120.0, 300.0]


class LobbyScene(WidgetScene):
    name = "lobby"

    def __init__(self, app: Any, client: Client, host: Host | None = None) -> None:
        self.client = client
        self.host = host
        #: the table went on to its game: its Client (and the host) are the table's now
        self.handed_over = False
        self.shown: tuple = ()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.labels: dict[str, pygame_gui.elements.UILabel] = {}
        super().__init__(app)

    @property
    def info(self) -> TableInfo | None:
        return self.client.table

    def title(self) -> str:
        info = self.info
        if info is None or info.game not in GAMES:
            return _("A table with friends")
        return _("{game} with friends").format(game=GAMES[info.game].title)

    # -- what it says ----------------------------------------------------------------------------------
    def seat_text(self, index: int) -> str:
        info = self.info
        assert info is not None
        seat = info.seats[index]
        if index == self.client.seat:
            return _("You (the host)") if self.host is not None else _("You")
        if seat.who == PERSON:
            return seat.name if seat.here else _("{name} (away: {level} bot plays)").format(
                name=seat.name, level=self.level_word(seat.level))
        if seat.who == OPEN:
            return _("Open: waiting for a friend")
        return _first_up(_("{level} bot").format(level=self.level_word(seat.level)))

    def level_word(self, level: str) -> str:
        """A bot level as the set-up names it, in the person's language ("Easy", "Sharp")."""
        info = self.info
        names = GAMES[info.game].level_names if info is not None and info.game in GAMES else {}
        return _(names.get(level, level.capitalize()))

    def where_text(self) -> str:
        if self.host is None:
            return _("You joined the table at {address}.").format(address=self.client.where)
        places = [f"{address}:{self.host.port}" for address in lan.lan_addresses()]
        return ngettext("Friends join at {addresses} with the code", "Friends join at one of {addresses} with the code",
                        len(places)).format(addresses=", ".join(places))

    def status_text(self) -> str:
        status, info = self.client.status, self.info
        if status == CONNECTING or info is None:
            return _("Connecting...")
        if status == AWAY:
            return _("The connection to the host was lost: trying again...")
        if self.host is None:
            return _("Waiting for the host to start the game.")
        if info.open_seats():
            return _("A bot ({level}) plays each open seat until a friend sits down.").format(
                level=self.level_word(info.stand_in))
        return _("Everyone is here: start the game.")

    # -- layout ----------------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        column = min(self.scaled(WIDTH), width - 2 * MARGIN)
        left = (width - column) // 2
        row = self.grown(ROW, "button")
        y = self.below_title()
        self.labels = {}
        self.labels["where"] = self._label(pygame.Rect(left, y, column, self.grown(30)), self.where_text())
        y += self.grown(30) + 6
        if self.host is not None:
            code = f"{self.host.code[:3]} {self.host.code[3:]}"
            self.labels["code"] = self._label(pygame.Rect(left, y, column, self.grown(48, "label", "#heading")), code,
                                              "#heading")
            y += self.grown(48, "label", "#heading") + 10
        info = self.info
        self.buttons, self.seat_labels, self.stepper, self.away_stepper = {}, [], None, None
        if info is not None:
            panel_height = (info.players + (2 if self.host else 0)) * (row + 6) + 20
            self.fit(y + panel_height + 3 * row, height)
            panel = pygame_gui.elements.UIPanel(pygame.Rect(left, y, column, panel_height), manager=self.ui)
            inner = column - 32
            send_w = self.button_width(_("Send away"), 150)
            for index in range(info.players):
                rect = pygame.Rect(16, 10 + index * (row + 6), inner, row)
                self._label(pygame.Rect(rect.x, rect.y, 140, row), _("Seat {n}").format(n=index + 1), container=panel)
                # a seat a friend may take has its button from the start (a rebuild would drop a click
                # half made); it is enabled while someone sits there
                sendable = self.host is not None and index != self.client.seat and info.seats[index].who != BOT
                text_w = inner - 150 - (send_w + 8 if sendable else 0)
                self.seat_labels.append(self._label(pygame.Rect(rect.x + 150, rect.y, text_w, row),
                                                    self.seat_text(index), container=panel))
                if sendable:
                    self.buttons[f"send-away-{index}"] = make_button(
                        self.ui, pygame.Rect(rect.right - send_w, rect.y, send_w, row), _("Send away"),
                        functools.partial(self.ask_send_away, index), container=panel)
                    if not self.can_send_away(index):
                        self.buttons[f"send-away-{index}"].disable()
            if self.host is not None:
                rect = pygame.Rect(16, 10 + info.players * (row + 6), inner, row)
                self._label(pygame.Rect(rect.x, rect.y, inner - 260, row), _("For anyone away"), container=panel)
                self.stepper = Stepper(self.ui, panel, rect, self.step_stand_in, self.stand_in_looks, width=260)
                self.buttons["stand-in-"], self.buttons["stand-in+"] = self.stepper.back, self.stepper.on
                rect = rect.move(0, row + 6)
                self._label(pygame.Rect(rect.x, rect.y, inner - 260, row), _("Away after"), container=panel)
                self.away_stepper = Stepper(self.ui, panel, rect, self.step_away_after, self.away_after_looks,
                                            width=260)
                self.buttons["away-"], self.buttons["away+"] = self.away_stepper.back, self.away_stepper.on
            y += panel_height + 12
        self.labels["status"] = self._label(pygame.Rect(left, y, column, self.grown(30)), self.status_text(),
                                            "#hud_status")
        leave = _("Close the table") if self.host is not None else _("Leave")
        self.buttons["leave"] = make_button(self.ui, self.bottom_button_rect(left, size, leave), leave,
                                            self.app.scenes.pop)
        if self.host is not None:
            start_w = self.button_width(_("Start the game"), 240, "#big_button")
            big = self.grown(54, "button", "#big_button")
            self.buttons["start"] = make_button(
                self.ui, pygame.Rect(left + column - start_w, height - 20 - big, start_w, big), _("Start the game"),
                self.start_game if info is not None else None, object_id="#big_button")
        self.shown = self._state()
        self.built_with_table = info is not None

    def refresh(self) -> None:
        """Bring the texts up to date in place (a rebuild would drop a click half made)."""
        if self.info is not None and not self.built_with_table:
            self.rebuild()
            return
        for index, label in enumerate(self.seat_labels):
            _set(label, self.seat_text(index))
        _set(self.labels["status"], self.status_text())
        for stepper in (self.stepper, self.away_stepper):
            if stepper is not None:
                stepper.show()
        for index in range(self.info.players if self.info is not None else 0):
            button = self.buttons.get(f"send-away-{index}")
            if button is not None and button.is_enabled != self.can_send_away(index):
                button.enable() if self.can_send_away(index) else button.disable()
        self.shown = self._state()

    def _label(self, rect: pygame.Rect, text: str, object_id: str | None = None,
               container: IContainerLikeInterface | None = None) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(rect, text, manager=self.ui, object_id=object_id, container=container)

    def _state(self) -> tuple:
        """What the widgets show: brought up to date when it changes."""
        return self.info, self.client.status

    # -- the host's controls ----------------------------------------------------------------------------
    def levels(self) -> list[str]:
        info = self.info
        return [level for level in GAMES[info.game].levels if level != "random"] if info else []

    def stand_in_looks(self) -> tuple[str, bool, bool]:
        info, levels = self.info, self.levels()
        level = info.stand_in if info else ""
        words = _first_up(_("{level} bot").format(level=self.level_word(level))) if info else ""
        return words, bool(levels) and level != levels[0], bool(levels) and level != levels[-1]

    def step_stand_in(self, by: int) -> None:
        if self.host is not None and self.info is not None:
            self.host.set_stand_in(stepped(self.levels(), self.info.stand_in, by))

    def can_send_away(self, index: int) -> bool:
        """The host may send away whoever sits at another seat."""
        info = self.info
        return (self.host is not None and info is not None and index != self.client.seat
                and info.seats[index].who == PERSON)

    def ask_send_away(self, index: int) -> None:
        info = self.info
        if self.host is None or info is None or not self.can_send_away(index):
            return
        name = info.seats[index].name
        self.app.scenes.push(ConfirmDialog(
            self.app, _("Send {name} away?").format(name=name),
            _("{name} leaves the table and cannot come back to this seat; it opens to anyone with the code "
              "(a bot plays it meanwhile once the game is on).").format(name=name),
            on_yes=functools.partial(self.host.free_seat, index), yes=_("Send away"), no=_("Cancel")))

    def away_after_looks(self) -> tuple[str, bool, bool]:
        seconds = self.host.attendance.away_after if self.host is not None else None
        index = AWAY_CHOICES.index(seconds) if seconds in AWAY_CHOICES else 0
        text = _("Never: wait for them") if seconds is None else \
            _("{n} s on their turn").format(n=round(seconds))
        return text, index > 0, index < len(AWAY_CHOICES) - 1

    def step_away_after(self, by: int) -> None:
        if self.host is not None:
            seconds = stepped(AWAY_CHOICES, self.host.attendance.away_after, by)
            self.host.attendance.away_after = seconds          # read at once by the looks; the host's own
            self.host.set_away_after(seconds)                  # thread then brings back anyone away
            self.refresh()

    def start_game(self) -> None:
        if self.host is not None:
            self.host.start_game()

    # -- following the client ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        client = self.client
        if client.status == CLOSED:
            self.ended()
            return
        if client.status == PLAYING and client.link is not None:
            self.open_game()
            return
        if self._state() != self.shown:
            self.refresh()
        super().update(dt)

    def ended(self) -> None:
        """The host refused, closed the table, or could not be reached: say so, back a screen."""
        why = say(self.client.problem or T("You left the table."))
        self.app.scenes.pop()
        self.app.scenes.push(MessageDialog(self.app, _("The table is closed"), why))

    def open_game(self) -> None:
        link = self.client.link
        assert link is not None and self.info is not None
        table_class = tables.table_class(self.info.game)
        if table_class is None:
            self.client.problem = T("This Parlour has no table for {game} yet.", game=GAMES[self.info.game].title)
            self.client.close()
            return
        if self.host is not None:
            link.hosting = True
            link.host_controls = self.host
            link.on_close.append(self.host.stop)
        self.handed_over = True
        self.app.scenes.unwind(then=table_class(self.app, link))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        super().handle(event)

    def close(self) -> None:
        if not self.handed_over:
            self.client.close()
            if self.host is not None:
                self.host.stop()

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self.title_font().render(self.title(), True, palette.GLOW), (MARGIN, 28))
        super().draw(surface)



def _first_up(text: str) -> str:
    """The first letter a capital ("Easy bot"; in German "Bot (leicht)" is left as it is)."""
    return text[:1].upper() + text[1:]


def _set(label: pygame_gui.elements.UILabel, text: str) -> None:
    if label.text != text:
        label.set_text(text)

"""Join a table: the host's address and join code (or a table found on the local network), your
name, Join; then the lobby (scenes.net.lobby) until the host starts the game.

Tables announced on the local network are listed as they are found (scenes.net.lan.Finder, with
zeroconf where the network rule allows it); picking one fills in its address, and the host's
join code is still needed. Joining the same table again with the same code and name takes the
same seat back (the token kept in saves.network).
"""
from __future__ import annotations

import functools
from typing import Any

import pygame
import pygame_gui

from game.core.text import T
from saves import network
from scenes.kit import palette
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import N_, _, ngettext, say
from scenes.kit.scene import WidgetScene
from scenes.kit.theme import wrap
from scenes.kit.wake import wake_loop
from scenes.net import lan
from scenes.net.client import AWAY, CLOSED, CONNECTING, Client
from scenes.net.lobby import LobbyScene
from scenes.net.wire import MAX_NAME, Refusal

MARGIN = 40
WIDTH = 720
LABEL = 190
ENTRY = 44
#: tables found on the local network shown at most
SHOWN_TABLES = 5
#: each field: its key, its label and the hint inside it (said when drawn)
FIELDS = (("address", N_("Address"), N_("the host's address and port, e.g. 192.168.1.20:8765")),
          ("code", N_("Join code"), N_("the six characters the host sees")),
          ("name", N_("Your name"), N_("how the others see you")))


class JoinScene(WidgetScene):
    name = "join"
    escape_goes_back = True

    def __init__(self, app: Any, backend: Any = None) -> None:
        """`backend`: the local-network finder's (a fake in tests); by default zeroconf, where allowed."""
        self.client: Client | None = None
        self.message = ""
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.typed = {"address": "", "code": "", "name": network.last_name()}
        backend = backend if backend is not None else lan.default_backend()
        self.finder = lan.Finder(backend, on_change=wake_loop) if backend is not None else None
        self.found: list[lan.Found] = []
        super().__init__(app)
        if self.finder is not None:
            self.finder.start()

    # -- layout ----------------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        column = min(self.scaled(WIDTH), width - 2 * MARGIN)
        left = (width - column) // 2
        label_w, entry_h = self.scaled(LABEL), self.grown(ENTRY, "button")
        y = self.below_title()
        self.entries, self.buttons = {}, {}
        for key, label, hint in FIELDS:
            pygame_gui.elements.UILabel(pygame.Rect(left, y, label_w, entry_h), _(label), manager=self.ui)
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(left + label_w, y, column - label_w, entry_h),
                                                        manager=self.ui, placeholder_text=_(hint),
                                                        initial_text=self.typed[key] or None)
            entry.set_text_length_limit(MAX_NAME if key == "name" else 64)
            self.entries[key] = entry
            y += entry_h + 10
        join_w = self.button_width(_("Join"), 200, "#big_button")
        big = self.grown(54, "button", "#big_button")
        self.buttons["join"] = make_button(self.ui, pygame.Rect(left + column - join_w, y, join_w, big), _("Join"),
                                           self.join, object_id="#big_button")
        self.status = pygame_gui.elements.UILabel(pygame.Rect(left, y, column - join_w - 12, big), "",
                                                  manager=self.ui, object_id="#hud_status")
        line = self.grown(30, "label", "#hud_status")
        # what does not fit beside Join (a long reason; German and Russian run longer) goes on below it
        self.status_more = pygame_gui.elements.UILabel(pygame.Rect(left, y + big, column, line), "",
                                                       manager=self.ui, object_id="#hud_status")
        self.say(self.message)
        y += big + line + 12
        y = self._found_tables(left, y, column, height)
        self.buttons["back"] = make_button(self.ui, self.bottom_button_rect(left, size, _("Back")), _("Back"),
                                           self.app.scenes.pop)

    def _found_tables(self, left: int, y: int, column: int, height: int) -> int:
        line = self.grown(30)
        if self.finder is None:
            note = _("Looking for tables on this network is off here: type the host's address.")
        elif not self.found:
            note = _("Looking for tables on this network...")
        else:
            note = _("Found on this network (pick one, then type its join code):")
        pygame_gui.elements.UILabel(pygame.Rect(left, y, column, line), note, manager=self.ui, object_id="#small_text")
        y += line + 4
        row = self.grown(44, "button")
        for index, table in enumerate(self.found[:SHOWN_TABLES]):
            if y + row > height - 90:
                break
            words = ngettext("{table}  ({address}, {n} open seat)", "{table}  ({address}, {n} open seats)",
                             table.open_seats).format(table=table.name, address=table.where, n=table.open_seats)
            self.buttons[f"found-{index}"] = make_button(
                self.ui, pygame.Rect(left, y, column, row), words,
                functools.partial(self.pick, table))
            y += row + 6
        return y

    # -- acting ----------------------------------------------------------------------------------------
    def remember_typed(self) -> None:
        for key, entry in self.entries.items():
            self.typed[key] = entry.get_text()

    def pick(self, table: lan.Found) -> None:
        self.remember_typed()
        self.typed["address"] = table.where
        self.say(_("{table}: now its join code.").format(table=table.name))
        self.rebuild()
        self.entries["code"].focus()

    def join(self) -> None:
        self.remember_typed()
        if self.client is not None:
            return
        address, code, name = (self.typed[key].strip() for key in ("address", "code", "name"))
        if not code:
            self.say(_("Type the join code the host sees."))
            return
        try:
            self.client = Client(address, code, name or _("Friend"), on_change=wake_loop)
        except (ValueError, OSError) as exc:
            self.say(_first_up(say(exc.why) if isinstance(exc, Refusal) else str(exc)) + ".")
            return
        self.client.start()
        self.say(_("Connecting to {address}...").format(address=self.client.where))

    def say(self, text: str) -> None:
        """Show `text` beside Join, its words that do not fit there on the line below."""
        self.message = text
        if not hasattr(self, "status"):
            return
        font = self.status.font
        lines = wrap(text, font, self.status.rect.width - 8) if text and font is not None else [text]
        for label, words in ((self.status, lines[0]), (self.status_more, " ".join(lines[1:]))):
            if label.text != words:
                label.set_text(words)

    # -- the frame -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:      # Enter in a field joins
            self.join()
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        client = self.client
        if client is not None and client.status == CLOSED:
            self.client = None
            self.say(say(client.problem or T("The table could not be joined.")))
        elif client is not None and client.status not in (CONNECTING, AWAY):
            self.client = None
            self.say("")
            self.app.scenes.push(LobbyScene(self.app, client))
        if self.finder is not None and self.finder.tables() != self.found:
            self.remember_typed()
            self.found = self.finder.tables()
            self.rebuild()
        super().update(dt)

    def close(self) -> None:
        if self.finder is not None:
            self.finder.stop()
        if self.client is not None:
            self.client.close()

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self.title_font().render(_("Join a table"), True, palette.GLOW), (MARGIN, 28))
        super().draw(surface)


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]

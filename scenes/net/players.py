"""The host's word on who plays, from the table's menu: who sits where, who is away or gone,
and a button to send each other player away (their seat opens to anyone; a bot plays it
meanwhile). The same as the lobby's Send away, for a game under way.
"""
from __future__ import annotations

import functools
from typing import Any

import pygame_gui

from scenes.kit.dialog import Overlay
from scenes.kit.lang import _


def seat_line(index: int, seat: Any, me: int) -> str:
    """ "Seat 2: Ann (away: a bot plays for them)" and the like, in the person's language."""
    n = index + 1
    if index == me:
        return _("Seat {n}: You (the host)").format(n=n)
    if seat.who == "person":
        if seat.here and not seat.away:
            return _("Seat {n}: {name}").format(n=n, name=seat.name)
        if seat.here:
            return _("Seat {n}: {name} (away: a bot plays for them)").format(n=n, name=seat.name)
        return _("Seat {n}: {name} (gone: a bot plays until they come back)").format(n=n, name=seat.name)
    return _("Seat {n}: open, a bot plays it").format(n=n) if seat.who == "open" else _("Seat {n}: a bot").format(n=n)


class PlayersOverlay(Overlay):
    name = "players"
    panel_width = 560

    def __init__(self, app: Any, link: Any) -> None:
        """`link`: a RemoteLink of the host's own table (its `host_controls` is the Host)."""
        self.link = link
        self.buttons: dict[str, Any] = {}
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        info = self.link.game_table()
        y = self.title_label(_("Players"))
        y = self.text_box("\n".join(seat_line(i, seat, self.link.seat) for i, seat in enumerate(info.seats)), y)
        away = [(_("Send {name} away").format(name=seat.name), functools.partial(self.send_away, index))
                for index, seat in enumerate(info.seats) if index != self.link.seat and seat.who == "person"]
        made = self.button_column(y, [*away, (_("Back"), self.app.scenes.pop)])
        names = [f"send-away-{index}" for index, seat in enumerate(info.seats)
                 if index != self.link.seat and seat.who == "person"]
        self.buttons = dict(zip([*names, "back"], made))

    def send_away(self, seat: int) -> None:
        self.link.host_controls.free_seat(seat)
        self.app.scenes.pop()

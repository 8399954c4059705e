"""The host's word on who plays, from the table's menu: who sits where, who is away or gone,
and a button to send each other player away (their seat opens to anyone; a bot plays it
meanwhile). The same as the lobby's Send away, for a game under way.
"""
from __future__ import annotations

import functools
from typing import Any

import pygame_gui

from scenes.kit.dialog import Overlay


def seat_line(index: int, seat: Any, me: int) -> str:
    """ "Seat 2: Ann (away: a bot plays for them)" and the like."""
    if index == me:
        return f"Seat {index + 1}: You (the host)"
    if seat.who == "person":
        state = "" if seat.here and not seat.away else \
            " (away: a bot plays for them)" if seat.here else " (gone: a bot plays until they come back)"
        return f"Seat {index + 1}: {seat.name}{state}"
    return f"Seat {index + 1}: open, a bot plays it" if seat.who == "open" else f"Seat {index + 1}: a bot"


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
        y = self.title_label("Players")
        y = self.text_box("\n".join(seat_line(i, seat, self.link.seat) for i, seat in enumerate(info.seats)), y)
        away = [(f"Send {seat.name} away", functools.partial(self.send_away, index))
                for index, seat in enumerate(info.seats) if index != self.link.seat and seat.who == "person"]
        made = self.button_column(y, [*away, ("Back", self.app.scenes.pop)])
        names = [f"send-away-{index}" for index, seat in enumerate(info.seats)
                 if index != self.link.seat and seat.who == "person"]
        self.buttons = dict(zip([*names, "back"], made))

    def send_away(self, seat: int) -> None:
        self.link.host_controls.free_seat(seat)
        self.app.scenes.pop()

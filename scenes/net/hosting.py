"""Host a table: New game -> Host a table -> a game -> this screen -> the lobby.

The set-up screen of a game (scenes.setup) with each other seat Open (for a friend) or a bot
at a level; the first seat is You, the host. Open the table starts a Host (scenes.net.host) on
this computer, the host's own player joins it over the loopback address like anyone, and the
lobby (scenes.net.lobby) shows the address and join code to give friends.

The table listens on the port of the settings (`host_port`, 8765 unless changed); when another
program holds it, the screen says so and offers the next free port.
"""
from __future__ import annotations

import errno
import socket
from collections.abc import Callable
from typing import Any

from game import GAMES
from saves import network
from scenes.kit.botworker import shared_worker
from scenes.kit.dialog import ConfirmDialog, MessageDialog, Overlay
from scenes.kit.wake import wake_loop
from scenes.net import lan
from scenes.net.client import Client
from scenes.net.host import Host
from scenes.net.lobby import LobbyScene
from scenes.net.seating import YOU, Seating
from scenes.net.serve import stand_in_for
from scenes.net.wire import OPEN
from scenes.setup import SetupScene

#: seconds of silence on a player's turn before the stand-in plays for them (the lobby changes it)
AWAY_AFTER = 60.0


class PortBusy(OSError):
    """The port is held by another program; `free` is the next one that is not (or None)."""

    def __init__(self, port: int, free: int | None) -> None:
        super().__init__(errno.EADDRINUSE, f"port {port} is in use by another program")
        self.port, self.free = port, free


def open_table(game_name: str, options: dict, plan: list[str], name: str,
               port: int = lan.DEFAULT_PORT) -> tuple[Host, Client]:
    """A Host listening for friends on `port`, and the host's own Client joining it at its seat.
    PortBusy when another program holds the port; OSError when no server could be started."""
    seating = Seating(plan, stand_in_for(GAMES[game_name].levels), host_name=name)
    return _listening(lambda at: Host(game_name, options, seating, port=at, **_here()), port)


def reopen_table(doc: dict, port: int = lan.DEFAULT_PORT) -> tuple[Host, Client]:
    """A hosted table saved earlier (saves.network), open again at its lobby with the same code,
    so the same players take their seats back. ValueError when it cannot be opened; PortBusy or
    OSError as `open_table`."""
    return _listening(lambda at: Host.reopen(doc, port=at, **_here()), port)


def next_free_port(port: int, tries: int = 100) -> int | None:
    """The first port after `port` that this computer lets a table listen on, or None."""
    for candidate in range(port + 1, min(65536, port + 1 + tries)):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            try:
                probe.bind((lan.LOOPBACK if lan.loopback_only() else "", candidate))
            except OSError:
                continue
            return candidate
    return None


def _here() -> dict:
    """What a table hosted from the app runs with: bots in the worker process, the window woken
    by every change, the announcement on the local network where it is allowed."""
    return {"thinker": shared_worker(), "backend": lan.default_backend(), "on_change": wake_loop,
            "away_after": AWAY_AFTER}


def _listening(make: Callable[[int], Host], port: int) -> tuple[Host, Client]:
    host = make(port)
    try:
        host.start()
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise PortBusy(port, next_free_port(port)) from None
        raise
    seat = host.seating.you()
    assert seat is not None
    client = Client(f"127.0.0.1:{host.port}", host.code, host.seating.people[seat].name, token=host.own_token,
                    on_change=wake_loop, remember=False)
    client.start()
    return host, client


def reopenable() -> list[dict]:
    """The unfinished tables hosted from this app (a seat for the host), newest first."""
    return [doc for doc in network.hosted_tables() if YOU in doc["seating"].get("plan", [])]


class HostSetupScene(SetupScene):
    """The game's set-up with seats for friends; "Open the table" instead of Start."""

    title_words = "Host a table of {}"
    seat_words = "Seat {}"
    start_words = "Open the table"
    offers_lesson = False
    #: the other seats are for friends at their own computers
    offers_people = False

    def __init__(self, app: Any, game_name: str) -> None:
        super().__init__(app, game_name)
        self.name = f"host-{game_name}"
        self.bot_levels = [OPEN, *self.bot_levels]
        self.levels = [OPEN] * len(self.levels)
        self.unpicked = list(self.levels)           # more players: the new seats open too
        self.rebuild()

    def recall(self, last: dict | None, explicit_players: bool) -> None:
        """A hosted table starts from the game's fewest players, every other seat open."""

    def remember(self) -> None:
        """The choices for a game at one computer are not a hosted table's: nothing kept."""

    def level_label(self, level: str) -> str:
        return "Open: a friend" if level == OPEN else f"{super().level_label(level)} bot"

    def seats(self) -> list[str]:
        return [YOU, *self.levels[: self.players - 1]]

    def problem(self) -> str | None:
        if OPEN not in self.seats():
            return "Set a seat Open for a friend to join."
        return super().problem()

    def start(self, port: int | None = None) -> None:
        problem = self.problem()
        if problem is not None:
            self.app.scenes.push(MessageDialog(self.app, "The table cannot open yet", problem))
            return
        port = self.app.settings.host_port if port is None else port
        try:
            options = self.rules.check_options(self.players, self.chosen)
            host, client = open_table(self.rules.name, options, self.seats(), network.last_name() or "Host", port)
        except ValueError as exc:
            self.app.scenes.push(MessageDialog(self.app, "These settings do not fit", str(exc)))
            return
        except PortBusy as exc:
            self.app.scenes.push(busy_port_dialog(self.app, exc, self.start))
            return
        except OSError as exc:
            self.app.scenes.push(MessageDialog(self.app, "The table could not be opened",
                                               f"No server could be started here: {exc}."))
            return
        self.app.scenes.push(LobbyScene(self.app, client, host))


def busy_port_dialog(app: Any, busy: PortBusy, open_on: Callable[[int], None]) -> Overlay:
    """Another program holds the port: say so, and offer the next free one (`open_on(port)`)."""
    text = (f"Another program on this computer is using port {busy.port}, so the table cannot listen there. "
            "The port is in Settings (Port for hosting).")
    if busy.free is None:
        return MessageDialog(app, f"Port {busy.port} is busy", text)
    free = busy.free
    return ConfirmDialog(app, f"Port {busy.port} is busy", f"{text} Host on port {free} instead? Friends then join "
                         f"at that port.", on_yes=lambda: open_on(free), yes=f"Use port {free}", no="Cancel")

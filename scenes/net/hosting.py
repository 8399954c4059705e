"""Host a table: New game -> Host a table -> a game -> this screen -> the lobby.

The set-up screen of a game (scenes.setup) with each other seat Open (for a friend) or a bot
at a level; the first seat is You, the host. Open the table starts a Host (scenes.net.host) on
this computer, the host's own player joins it over the loopback address like anyone, and the
lobby (scenes.net.lobby) shows the address and join code to give friends.
"""
from __future__ import annotations

import errno
from typing import Any, Callable

from game import GAMES
from saves import network
from scenes.dialog import MessageDialog
from scenes.kit.botworker import shared_worker
from scenes.kit.wake import wake_loop
from scenes.net import lan
from scenes.net.client import Client
from scenes.net.host import Host
from scenes.net.lobby import LobbyScene
from scenes.net.seating import YOU, Seating
from scenes.net.serve import stand_in_for
from scenes.net.wire import OPEN
from scenes.setup import SetupScene


def open_table(game_name: str, options: dict, plan: list[str], name: str) -> tuple[Host, Client]:
    """A Host listening for friends (on the usual port, else any free one), and the host's own
    Client joining it at its seat. OSError when no server could be started."""
    seating = Seating(plan, stand_in_for(GAMES[game_name].levels), host_name=name)
    return _listening(lambda port: Host(game_name, options, seating, port=port, **_here()))


def reopen_table(doc: dict) -> tuple[Host, Client]:
    """A hosted table saved earlier (saves.network), open again at its lobby with the same code,
    so the same players take their seats back. ValueError when it cannot be opened; OSError when
    no server could be started."""
    return _listening(lambda port: Host.reopen(doc, port=port, **_here()))


def _here() -> dict:
    """What a table hosted from the app runs with: bots in the worker process, the window woken
    by every change, the announcement on the local network where it is allowed."""
    return {"thinker": shared_worker(), "backend": lan.default_backend(), "on_change": wake_loop}


def _listening(make: Callable[[int], Host]) -> tuple[Host, Client]:
    for port in (lan.DEFAULT_PORT, 0):
        host = make(port)
        try:
            host.start()
            break
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE or port == 0:
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

    def start(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.app.scenes.push(MessageDialog(self.app, "The table cannot open yet", problem))
            return
        try:
            options = self.rules.check_options(self.players, self.chosen)
            host, client = open_table(self.rules.name, options, self.seats(), network.last_name() or "Host")
        except ValueError as exc:
            self.app.scenes.push(MessageDialog(self.app, "These settings do not fit", str(exc)))
            return
        except OSError as exc:
            self.app.scenes.push(MessageDialog(self.app, "The table could not be opened",
                                               f"No server could be started here: {exc}."))
            return
        self.app.scenes.push(LobbyScene(self.app, client, host))

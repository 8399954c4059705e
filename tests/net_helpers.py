"""Tables with friends in a test, all on 127.0.0.1 (conftest sets PARLOUR_LOOPBACK_ONLY).

    with hosting("pixies", ["open", "open", "easy"]) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        play_out([ann, bob], random.Random(1))        # as tables would: events, busy, update, submit

`Raw` is a player written with the bare websockets library, for what our own Client never sends
(garbage, floods) and to keep every message a seat receives, as text.
"""
from __future__ import annotations

import contextlib
import json
import random
import socket
import time
from collections.abc import Iterator

from websockets.client import ClientProtocol
from websockets.sync.client import connect
from websockets.uri import parse_uri

from game import GAMES
from game.referee import SyncThinker
from scenes.net.client import CLOSED, Client
from scenes.net.host import Host
from scenes.net.peers import Limits
from scenes.net.seating import Seating
from scenes.net.wire import VERSION, encode

#: fast enough for players that are loops, not people
QUICK = Limits(rate=5000, burst=5000, busy_seconds=2.0, ready_seconds=2.0)
SECONDS = 60.0


@contextlib.contextmanager
def hosting(game: str, plan: list[str], options: dict | None = None, stand_in: str = "easy",
            limits: Limits = QUICK, **kwargs) -> Iterator[Host]:
    host = Host(game, options or {}, Seating(plan, stand_in=stand_in), bind="127.0.0.1", port=0,
                limits=limits, **{"thinker": SyncThinker(), **kwargs})
    host.start()
    try:
        yield host
    finally:
        host.stop()


def join(host: Host, name: str, token: str | None = None, code: str | None = None) -> Client:
    """A Client seated at `host` (or closed, when refused)."""
    client = Client(f"127.0.0.1:{host.port}", code or host.code, name, token=token, remember=False)
    client.start()
    wait_for(lambda: client.seat is not None or client.status == CLOSED, f"{name} to sit down")
    return client


def wait_for(condition, what: str, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {seconds:.0f} s for {what}")
        time.sleep(0.005)


def playing(clients: list[Client]) -> None:
    wait_for(lambda: all(c.link is not None for c in clients), "the game to start")


def step(client: Client, rng: random.Random) -> bool:
    """One frame of a table: take the events, report them shown, let time pass, play a random
    legal action on this seat's turn. True while the game goes on."""
    link = client.link
    assert link is not None
    link.events()
    link.busy = False
    link.update(0.02)
    view = link.view()
    if view.is_over():
        return False
    if link.seat in view.to_move():
        link.submit(rng.choice(view.legal_actions()))
    return True


def play_out(clients: list[Client], rng: random.Random, seconds: float = SECONDS) -> None:
    playing(clients)
    deadline = time.monotonic() + seconds
    while any([step(client, rng) for client in clients]):      # every table, every frame, until all see the end
        if time.monotonic() > deadline:
            raise TimeoutError("the game did not end in time")
        time.sleep(0.001)


def close_all(clients: list[Client]) -> None:
    for client in clients:
        client.close()


def table_plan(game_name: str) -> tuple[list[str], dict]:
    """Two friends, and a bot in a third seat where the game takes three (its first such
    configuration played in turns); a real-time game's first configuration, friends only."""
    game = GAMES[game_name]
    easy = next(level for level in game.levels if level != "random")
    for players, options in game.configurations():
        if players >= 3 and not game.is_realtime(game.check_options(players, options)):
            return ["open", "open", easy] + [easy] * (players - 3), options
    players, options = game.configurations()[0]
    return ["open"] * players, options


def realtime_plans() -> list[tuple[str, dict]]:
    """Every game's configurations played against the clock (the Flanx duel), all seats open."""
    return [(name, options) for name, game in sorted(GAMES.items()) for players, options in game.configurations()
            if players == 2 and game.is_realtime(game.check_options(players, options))]


class Raw:
    """A player with nothing but the websockets library; `received` keeps every message's text."""

    def __init__(self, host: Host, name: str = "Raw", code: str | None = None, token: str | None = None,
                 hello: bool = True, source: str | None = None) -> None:
        """`source`: the 127.x.y.z address to connect from (another address of this computer)."""
        self._stack = contextlib.ExitStack()
        sock = None
        if source is not None:
            assert source.startswith("127."), "tests stay on this computer"
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind((source, 0))
            sock.settimeout(5)
            sock.connect(("127.0.0.1", host.port))
        self.ws = self._stack.enter_context(connect(f"ws://127.0.0.1:{host.port}/", proxy=None, compression=None,
                                                    open_timeout=5, max_size=None, sock=sock))
        self.received: list[str] = []
        if hello:
            self.send_text(encode("hello", v=VERSION, code=code or host.code, name=name, token=token))

    def send_text(self, text: str) -> None:
        self.ws.send(text)

    def send(self, kind: str, **fields) -> None:
        self.send_text(encode(kind, **fields))

    def recv(self, timeout: float = 5.0) -> dict:
        text = self.ws.recv(timeout)
        self.received.append(text)
        return json.loads(text)

    def until(self, kind: str, timeout: float = 5.0) -> dict:
        """Messages up to and including the next one of `kind`."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.01, deadline - time.monotonic()))
            if message["t"] == kind:
                return message

    def poll(self, timeout: float = 0.01) -> dict | None:
        """The next message if one comes within `timeout`, else None."""
        try:
            return self.recv(timeout)
        except TimeoutError:
            return None

    def close(self) -> None:
        self._stack.close()


class Frozen:
    """A player whose computer froze after sitting down: it said hello (the websockets library
    writes the handshake and the frame), then reads nothing and answers no ping."""

    def __init__(self, host: Host, name: str = "Frozen") -> None:
        protocol = ClientProtocol(parse_uri(f"ws://127.0.0.1:{host.port}/"))
        self.sock = socket.create_connection(("127.0.0.1", host.port), timeout=5)
        protocol.send_request(protocol.connect())
        self.sock.sendall(b"".join(protocol.data_to_send()))
        while not protocol.events_received() and protocol.handshake_exc is None:
            protocol.receive_data(self.sock.recv(65536))
        protocol.send_text(encode("hello", v=VERSION, code=host.code, name=name, token=None).encode())
        self.sock.sendall(b"".join(protocol.data_to_send()))

    def close(self) -> None:
        self.sock.close()

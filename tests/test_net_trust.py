"""A player's end trusts its host no more than the host trusts a player: crafted Views and events
from a host (here a fake one on 127.0.0.1) give a clear message and a fresh connection, never a
network thread that died silently."""
from __future__ import annotations

import copy
import json
import random
import threading

from websockets.sync.server import serve

from game import GAMES
from game.core.text import Text
from net_helpers import wait_for
from scenes.net.client import AWAY, CLOSED, PLAYING, Client
from scenes.net.remote import RemoteLink
from scenes.net.wire import PERSON, SeatInfo, TableInfo, encode

TABLE = TableInfo("pixies", 2, {}, (SeatInfo(PERSON, "Ann", "easy", True), SeatInfo(PERSON, "Bob", "easy", True)),
                  "easy", started=True)
TOKEN = "t" * 24


def good_view() -> dict:
    return GAMES["pixies"].new(2, seed=1).view(0).to_dict()


def crafted(rng: random.Random, data):
    """`data` with one leaf changed the way a hostile host might: a huge or negative number, a
    string, a list, nothing."""
    data = copy.deepcopy(data)
    paths = []

    def walk(value, path):
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, path + [key])
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, path + [index])
        else:
            paths.append(path)

    walk(data, [])
    path = rng.choice(paths)
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = rng.choice([10 ** 400, -(10 ** 30), 2 ** 63, -1, "x", [], {}, None, True, 1e308])
    return data


def test_crafted_views_and_events_never_end_the_network_thread():
    rng = random.Random(11)
    client = Client("127.0.0.1:1", "ABC234", "Ann", remember=False)
    client.table, client.seat = TABLE, 0
    start = encode("start", seat=0, view=good_view(), moves=0, clock=0.0, running=True, seq=0)
    assert client._receive(start) is None and isinstance(client.link, RemoteLink)
    event = {"type": "Acted", "seat": 0, "action": {"type": "Take", "card": 3, "space": 0, "up": True}}
    refused = 0
    for number in range(600):
        if number % 2:
            text = encode("update", seq=number, events=[], view=crafted(rng, good_view()), moves=1, clock=1.0,
                          running=True)
        else:
            text = encode("update", seq=number, events=[crafted(rng, event)], view=good_view(), moves=1, clock=1.0,
                          running=True)
        answer = client._receive(text)                 # never raises: used, or said what was wrong
        assert answer is None or isinstance(answer, Text)
        refused += answer is not None
        client._final, client.bad_messages = False, 0
    assert refused > 50 and "cannot use" in str(client.problem)
    for text in (encode("update", seq=1, events=[], view=good_view(), moves=1, clock=10 ** 400, running=True),
                 encode("start", seat=5, view=good_view(), moves=0, clock=0.0, running=True, seq=0),
                 encode("table", table={**TABLE.to_dict(), "players": 10 ** 400}),
                 json.dumps({"t": "welcome", "v": 3, "seat": 0, "token": TOKEN, "table": {"seats": "x"}})):
        assert client._receive(text) is not None
        client._final, client.bad_messages = False, 0


def test_a_host_that_sends_a_crafted_view_is_left_and_joined_afresh_with_the_reason_said():
    hellos: list[dict] = []

    def handler(ws):
        hellos.append(json.loads(ws.recv()))
        ws.send(encode("welcome", v=3, seat=0, token=TOKEN, table=TABLE.to_dict()))
        view = good_view()
        if len(hellos) == 1:
            view["deck_size"] = 10 ** 400                  # the first time: a View no table could use
        ws.send(encode("start", seat=0, view=view, moves=0, clock=0.0, running=True, seq=0))
        for _ in ws:
            pass

    with serve(handler, "127.0.0.1", 0) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        client = Client(f"127.0.0.1:{server.socket.getsockname()[1]}", "ABC234", "Ann", remember=False)
        client.start()
        wait_for(lambda: client.status == AWAY or len(hellos) > 1, "the client to notice")
        assert "cannot use" in str(client.problem) and client.link is None or client.link.trouble
        wait_for(lambda: client.status == PLAYING and client.link is not None, "a fresh connection", 15)
        assert len(hellos) == 2 and hellos[1]["token"] == TOKEN and client.link.trouble is None
        client.close()
        assert client.status == CLOSED
        server.shutdown()

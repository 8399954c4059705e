"""The pieces of network play that need no network: the messages, the seats, the loopback rule,
the local-network announcement (against a fake zeroconf: nothing is ever announced for real in a
test), and that the modules the headless host imports never load pygame."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest
from zeroconf import ServiceInfo

from game.referee import HUMAN
from scenes.net import lan
from scenes.net.host import Host, new_code, same_code
from scenes.net.seating import Refused, Seating
from scenes.net.wire import (
    FROM_HOST,
    FROM_PLAYER,
    MAX_MESSAGE,
    BadMessage,
    SeatInfo,
    TableInfo,
    clean_name,
    decode,
    encode,
)


# -- messages ----------------------------------------------------------------------------------------------
def test_a_message_is_one_known_kind_with_every_field_of_its_type():
    assert decode(encode("act", id=3, action={"type": "Take"}), FROM_PLAYER)["action"] == {"type": "Take"}
    for bad, why in ((b"{}", "binary"), ("nope", "not valid JSON"), ("[1]", "JSON object"),
                     ('{"t": "fly"}', "no 'fly' message"), ('{"t": "act", "id": 1}', "has no action"),
                     ('{"t": "act", "id": true, "action": {}}', "id is not a whole number"),
                     ('{"t": "shown", "seq": NaN}', "not valid JSON"),
                     ('{"t": "hello", "v": 1, "code": "A", "name": "B", "token": 5}', "token is not a str or nothing"),
                     ("[" * 3000 + "]" * 3000, "too long"), ("[" * 1000 + "]" * 1000, "nested")):
        with pytest.raises(BadMessage, match=why):
            decode(bad, FROM_PLAYER)
    with pytest.raises(BadMessage, match="too long"):
        decode(encode("shown", seq=1) + " " * MAX_MESSAGE, FROM_PLAYER)
    assert decode(encode("result", id=1, refusal=None), FROM_HOST)["refusal"] is None


def test_the_table_travels_and_names_its_seats():
    info = TableInfo("pixies", 3, {}, (SeatInfo("person", "Ann", "easy", True), SeatInfo("person", "Bob", "easy"),
                                       SeatInfo("bot", "", "hard")), "easy", started=True)
    assert TableInfo.from_dict(info.to_dict()) == info
    assert info.names(0) == ["You", "Bob (away)", ""]
    assert [seat.played_by(HUMAN) for seat in info.seats] == [HUMAN, "easy", "hard"]
    for broken in ({}, {**info.to_dict(), "seats": [{"who": "ghost"}] * 3}, {**info.to_dict(), "players": 2}):
        with pytest.raises(ValueError):
            TableInfo.from_dict(broken)
    assert clean_name("  Ann\x00\n  ") == "Ann" and len(clean_name("x" * 99)) == 24


def test_join_codes_are_short_plain_and_compared_without_case_or_dashes():
    code = new_code()
    assert len(code) == 6 and not set(code) & set("01IO")
    other = "ABCDEF" if code != "ABCDEF" else "ABCDEG"
    assert same_code(f" {code[:3].lower()}-{code[3:]} ", code) and not same_code(other, code)


# -- seats -------------------------------------------------------------------------------------------------
def test_friends_take_the_open_seats_in_order_and_their_token_brings_them_back():
    seating = Seating(["open", "you", "hard", "open"], stand_in="normal", host_name="Bea")
    assert seating.you() == 1 and seating.people[1].name == "Bea"
    ann_seat, ann = seating.join("Ann", None)
    bob_seat, bob = seating.join("", "not a token")
    assert (ann_seat, bob_seat, bob.name) == (0, 3, "Player 4")
    assert seating.join("Host?", seating.people[1].token)[0] == 1          # the host's own token
    with pytest.raises(Refused):
        seating.join("Cy", None)
    seating.here(0, True)
    assert seating.played_by() == [HUMAN, "normal", "hard", "normal"] and not seating.full()
    seating.here(3, True)
    assert seating.full()
    again = Seating.from_data(seating.to_data(), ("random", "easy", "normal", "hard"))
    assert again.join("Ann", ann.token)[0] == 0 and again.present() == []
    for broken in ({}, {**seating.to_data(), "plan": ["open", "wizard"]},
                   {**seating.to_data(), "people": [{"seat": 2, "name": "X", "token": "t" * 20}]}):
        with pytest.raises(ValueError):
            Seating.from_data(broken, ("random", "easy", "normal", "hard"))


# -- the loopback rule ------------------------------------------------------------------------------------
def test_under_the_loopback_rule_nothing_listens_or_connects_beyond_this_computer(monkeypatch):
    monkeypatch.setenv(lan.LOOPBACK_ENV, "1")
    assert lan.default_bind() == "127.0.0.1" and lan.lan_addresses() == ["127.0.0.1"] and not lan.lan_allowed()
    assert lan.default_backend() is None
    for elsewhere in ("0.0.0.0", "192.168.1.20", "example.org", "::"):
        with pytest.raises(lan.NotAllowed):
            lan.check_bind(elsewhere)
        with pytest.raises(lan.NotAllowed):
            lan.check_connect(elsewhere)
    with pytest.raises(lan.NotAllowed):
        Host("pixies", {}, Seating(["open", "open"], "easy"), bind="0.0.0.0", port=0)
    from scenes.net.client import Client
    with pytest.raises(lan.NotAllowed):
        Client("192.168.1.20:8765", "ABCDEF", "Ann", remember=False)
    assert lan.check_connect("::1") == "::1" and lan.check_bind("localhost") == "localhost"


def test_addresses_are_read_as_people_write_them():
    assert lan.split_address(" 10.0.0.7:9000 ") == ("10.0.0.7", 9000)
    for bad in ("", "host:port", "a:99999", "a b:1", "http://x"):
        with pytest.raises(ValueError):
            lan.split_address(bad)


# -- the local-network announcement, against a fake -------------------------------------------------------
class FakeZeroconf:
    """Announces to itself: what one Announcer registers, a Finder on the same fake finds."""

    def __init__(self) -> None:
        self.announced: list = []
        self.withdrawn: list = []
        self.closed = 0
        self.browsers: list = []

    def announce(self, info) -> None:
        self.announced.append(info)
        for found, _ in self.browsers:
            found(lan.found_from(info))

    def withdraw(self, info) -> None:
        self.withdrawn.append(info)
        for _, lost in self.browsers:
            lost(info.name[: -len(lan.SERVICE) - 1])

    def browse(self, found, lost) -> None:
        self.browsers.append((found, lost))

    def close(self) -> None:
        self.closed += 1


def test_a_host_announces_its_table_and_the_join_screen_finds_it_with_a_fake_zeroconf(monkeypatch):
    fake = FakeZeroconf()
    changes = []
    finder = lan.Finder(fake, on_change=lambda: changes.append(1))
    finder.start()
    announcer = lan.Announcer(fake)
    announcer.start("Pixies at Bea", 8765, ["192.168.1.20"], "pixies", "Pixies", 2)   # on a thread of its own
    deadline = time.monotonic() + 5
    while not finder.tables() and time.monotonic() < deadline:
        time.sleep(0.01)
    [table] = finder.tables()
    assert (table.name, table.where, table.game, table.open_seats) == \
        ("Pixies at Bea", "192.168.1.20:8765", "pixies", 2)
    announcer.stop()
    assert finder.tables() == [] and fake.withdrawn and fake.closed == 1 and changes


def test_a_loopback_host_announces_nothing_even_given_a_backend():
    fake = FakeZeroconf()
    host = Host("pixies", {}, Seating(["you", "open"], "easy"), bind="127.0.0.1", port=0, backend=fake)
    host.start()
    host.stop()
    assert fake.announced == [] and fake.closed == 0


def test_a_host_friends_can_reach_announces_its_table_and_withdraws_it_when_closed():
    """Its announcement alone, with a fake zeroconf: no server is started for it (a test binds
    to loopback only), only the record a real host registers is made and read."""
    fake = FakeZeroconf()
    host = Host("pixies", {}, Seating(["you", "open", "open"], "easy", host_name="Bea"), bind="127.0.0.1", port=0,
                backend=fake)
    host.bind, host.port = "0.0.0.0", 8765           # as a host on the local network would be
    host._announce()
    deadline = time.monotonic() + 5
    while not fake.announced and time.monotonic() < deadline:
        time.sleep(0.01)
    found = lan.found_from(fake.announced[0])
    assert (found.name, found.port, found.game, found.open_seats) == ("Pixies at Bea", 8765, "pixies", 2)
    host._announcer.stop()
    assert fake.withdrawn and fake.closed == 1


def test_the_real_zeroconf_opens_nothing_until_something_is_announced_or_looked_for():
    backend = lan.ZeroconfBackend()                # made, never used: no socket, no multicast
    backend.close()
    assert backend.zc is None


def test_only_tables_of_this_version_with_an_address_are_offered():
    info = lan.service_info("T", 9000, ["10.0.0.2"], "flixo", "Flixo", 1)
    assert lan.found_from(info).where == "10.0.0.2:9000"
    newer = ServiceInfo(lan.SERVICE, f"T.{lan.SERVICE}", port=9000, addresses=[bytes([10, 0, 0, 2])],
                        properties={"v": "99", "game": "flixo"})
    assert lan.found_from(newer) is None


def test_the_headless_host_and_the_player_end_import_no_pygame():
    modules = ["scenes.net.wire", "scenes.net.lan", "scenes.net.seating", "scenes.net.peers", "scenes.net.host",
               "scenes.net.client", "scenes.net.remote", "scenes.net.serve", "saves.network"]
    code = f"import sys\nfor m in {modules!r}: __import__(m)\nprint('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"

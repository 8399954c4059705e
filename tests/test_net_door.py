"""Strangers cannot spoil a table, on 127.0.0.1 and other 127.x.y.z addresses only: idle
connections, floods of wrong codes from many addresses, a join-and-leave before the start."""
from __future__ import annotations

import asyncio
import logging
import random
import socket
import threading
import time

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from net_helpers import QUICK, Raw, close_all, hosting, join, wait_for
from scenes.net.client import Client
from scenes.net.door import CODE_RULE, clean_code
from scenes.net.host import Host
from scenes.net.peers import Limits
from scenes.net.seating import Seating
from scenes.net.wire import VERSION, encode

WRONG = "That is not this table's join code."


def loopback_socket(port: int, address: str) -> socket.socket:
    """A TCP connection to 127.0.0.1:`port` from `address` (another 127.x.y.z: still this computer)."""
    assert address.startswith("127.")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((address, 0))
    sock.settimeout(5)
    sock.connect(("127.0.0.1", port))
    sock.setblocking(False)
    return sock


def test_idle_connections_from_one_address_and_many_do_not_keep_the_right_code_out():
    with hosting("pixies", ["open", "open"], limits=Limits(hello_seconds=3.0)) as host:
        idle = [Raw(host, hello=False) for _ in range(10)]                    # from 127.0.0.1, like the friend
        idle += [Raw(host, hello=False, source=f"127.0.{n}.9") for n in range(1, 11)]
        started = time.monotonic()
        friend = join(host, "Ann")
        assert friend.seat is not None and time.monotonic() - started < 3.0
        assert len(host.door.strangers) <= QUICK.strangers
        assert sum(address == "127.0.0.1" for address in host.door.strangers.values()) <= QUICK.strangers_per_address
        assert host.door.pushed_out >= 10 - QUICK.strangers_per_address
        for raw in idle:
            raw.close()
        close_all([friend])


async def flood(port: int, seconds: float, tasks: int, refused: list[float], other: list[str], guesses: list[int],
                patience: float = 0.5) -> None:
    """`tasks` guessers, each guessing from a new 127.x.y.z address again and again for `seconds`,
    half of them waiting `patience` seconds for each answer, half to the end."""
    rng = random.Random(5)
    deadline = time.monotonic() + seconds

    async def guesser(patience: float) -> None:
        while time.monotonic() < deadline:
            address = f"127.{rng.randrange(1, 255)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
            try:
                async with connect(f"ws://127.0.0.1:{port}/", sock=loopback_socket(port, address), proxy=None,
                                   open_timeout=5, close_timeout=1) as ws:
                    await ws.send(encode("hello", v=VERSION, code="WRANG2", name="Guess", token=None))
                    guesses.append(1)
                    # an impatient guesser: no answer soon, so it tries the next code
                    async with asyncio.timeout(max(0.05, min(patience, deadline - time.monotonic()))):
                        answer = await ws.recv()
                    (refused if WRONG in answer else other).append(time.monotonic() if WRONG in answer else answer)
            except (ConnectionClosed, InvalidStatus, OSError, TimeoutError):
                pass

    await asyncio.gather(*(guesser(patience if number % 2 else seconds) for number in range(tasks)))


def flood_and_join(seconds: float, caplog) -> None:
    caplog.set_level(logging.INFO)
    with hosting("pixies", ["open", "open"]) as host:
        refused: list[float] = []
        other: list[str] = []
        joined: list[float] = []
        guesses: list[int] = []

        def friend_joins() -> None:
            time.sleep(seconds / 2)
            started = time.monotonic()
            friend = join(host, "Ann")
            if friend.seat is not None:
                joined.append(time.monotonic() - started)
            friend.close()

        thread = threading.Thread(target=friend_joins)
        thread.start()
        asyncio.run(flood(host.port, seconds, 40, refused, other, guesses))
        thread.join()
        assert joined and joined[0] < 3.0, "the right code did not get in during the flood"
        assert other == []
        assert refused, "no wrong code was answered at all"
        assert all(later - earlier >= 0.99 for earlier, later in zip(refused, refused[10:])), \
            "more than 10 wrong codes answered within a second"
        assert len(refused) <= 10 * seconds + 1
        print(f"{len(guesses)} wrong codes in {seconds:g} s, {len(refused)} answered, "
              f"{host.door.pushed_out} connections pushed out; the friend sat down in {joined[0]:.2f} s")
        assert len(guesses) > 3 * len(refused)           # the flood was more than the host answers
    assert not [record for record in caplog.records if record.exc_info or record.levelno >= logging.ERROR]


def test_a_flood_of_wrong_codes_from_many_addresses_is_answered_ten_a_second_and_the_friend_gets_in(caplog):
    flood_and_join(4.0, caplog)


@pytest.mark.slow
def test_a_fifteen_second_flood_of_wrong_codes(caplog):
    flood_and_join(15.0, caplog)


def test_codes_come_from_one_alphabet_and_are_read_in_any_case():
    assert clean_code("abc-234") == "ABC234"
    for bad in ("A", "ABCDE0", "ABCDEFG", "ABCDEI", ""):
        with pytest.raises(ValueError, match="no 0, O, 1 or I"):
            clean_code(bad)
    with pytest.raises(ValueError):
        Host("pixies", {}, Seating(["open", "open"], "easy"), code="A", bind="127.0.0.1", port=0)
    with pytest.raises(ValueError, match="join code"):
        Client("127.0.0.1:1", "ABC10", "Ann", remember=False)
    with hosting("pixies", ["open", "open"], code="abcdef") as host:
        assert host.code == "ABCDEF"
        assert join(host, "Ann", code="abc def").seat is not None
    assert "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" in str(CODE_RULE)


def test_a_friend_who_joins_and_leaves_before_the_start_frees_the_seat_and_two_friends_sit():
    with hosting("pixies", ["open", "open"]) as host:
        passer = join(host, "Passer")
        assert passer.seat == 0
        passer.close()
        wait_for(lambda: 0 not in host.seating.people, "the seat to open again")
        ann, bob = join(host, "Ann"), join(host, "Bob")
        assert {ann.seat, bob.seat} == {0, 1}
        assert [seat.name for seat in host.info.seats] == ["Ann", "Bob"]
        close_all([ann, bob])


def test_names_are_told_apart_and_never_read_as_you_or_a_bot():
    with hosting("pixies", ["open", "open", "open", "open"]) as host:
        names = [join(host, name) for name in ("Ann", "ann", "You", "Bot 3 (hard)")]
        assert [seat.name for seat in host.info.seats] == ["Ann", "ann 2", "Player 3", "Player 4"]
        close_all(names)

"""What goes wrong at a table with friends, on 127.0.0.1: garbage, illegal and oversized messages,
floods, wrong join codes, players who drop and come back, silent and slow players, the host
closing, and a hosted table opened again later with the same players."""
from __future__ import annotations

import asyncio
import json
import random
import time

import pytest
from websockets.exceptions import ConnectionClosed

from game.core.text import Text
from game.pixies.actions import take
from game.referee import HUMAN
from net_helpers import QUICK, Frozen, Raw, close_all, hosting, join, play_out, playing, step, wait_for
from saves import network
from scenes.net.client import CLOSED, PLAYING, Client
from scenes.net.host import Host
from scenes.net.peers import Bucket, JoinGuard, Limits, Peer
from scenes.net.wire import MAX_FRAME, MAX_MESSAGE, VERSION, encode


def seated(host, name="Raw", **kwargs) -> Raw:
    player = Raw(host, name, **kwargs)
    assert player.until("welcome")["t"] == "welcome"
    return player


def test_garbage_illegal_oversized_and_flooding_messages_get_errors_and_change_nothing():
    with hosting("pixies", ["open", "open"], limits=Limits(rate=20, burst=30, flood=1000)) as host:
        ann, bob = seated(host, "Ann"), seated(host, "Bob")
        host.start_game()
        start = ann.until("start")
        bob.until("start")
        wait_for(lambda: host.referee is not None, "the game")
        before, moved = host.referee.state.to_dict(), len(host.referee.moves)
        mover = host.referee.to_move()[0]
        mine = ann if start["seat"] == mover else bob
        theirs = bob if mine is ann else ann
        legal = host.referee.view(host.referee.to_move()[0]).legal_actions()[0].to_dict()
        for garbage in ("not json", "[]", "{}", '{"t": "act"}', '{"t": "act", "id": "1", "action": {}}',
                        '{"t": "hello", "v": 1, "code": "X", "name": "A", "token": null}', '{"t": "dance"}',
                        '{"t": "shown", "seq": 1e999}', "x" * (MAX_MESSAGE + 1)):
            mine.send_text(garbage)
            assert mine.until("error")["why"]
        refusals = {
            "not an action": {"type": "Dance"},
            "a field missing": {"type": "Take", "card": 3},
            "a float for a whole number": {**legal, "card": float(legal["card"])},
            "not a legal move": {**legal, "space": (legal["space"] + 4) % 9},
        }
        for number, (what, action) in enumerate(refusals.items()):
            mine.send("act", id=number, action=action)
            result = mine.until("result")
            assert result["id"] == number and result["refusal"], what
        theirs.send("act", id=99, action=legal)                     # a legal move, but not this seat's turn
        assert str(Text.from_data(theirs.until("result")["refusal"])) == "it is not your turn"
        for number in range(60):                                     # a flood: past the burst, refused
            theirs.send("act", id=100 + number, action=legal)
        answers = [theirs.until("result")["refusal"] for _ in range(60)]
        assert sum("Too many messages" in str(Text.from_data(answer)) for answer in answers) >= 20
        assert host.referee.state.to_dict() == before and len(host.referee.moves) == moved
        mine.send_text("x" * (MAX_FRAME + 10))                       # beyond what the server reads at all
        with pytest.raises((ConnectionClosed, TimeoutError)):
            while True:
                mine.recv(5)
        assert host.referee.state.to_dict() == before
        wait_for(lambda: host.referee.seats[mover] != HUMAN, "the dropped seat to go to a bot")
        ann.close(), bob.close()


def test_a_wrong_join_code_is_refused_slowly_too_many_wait_their_minute_and_the_right_code_still_sits():
    with hosting("pixies", ["open", "open"], limits=Limits(wrong_codes=3, wrong_delay=0.3)) as host:
        started = time.monotonic()
        why = Raw(host, code="WRANG2").until("refused")["why"]
        assert str(Text.from_data(why)) == "That is not this table's join code."
        assert time.monotonic() - started >= 0.3                       # never at once
        for _ in range(2):
            Raw(host, code="WRANG3").until("refused")
        fourth = Raw(host, code="WRANG4")                              # this address's minute is full
        assert fourth.poll(1.0) is None
        assert Raw(host).until("welcome")["t"] == "welcome"            # the right code: in at once
        assert host.guard.blocked("127.0.0.1")


def test_hello_must_come_first_in_this_version_and_a_full_table_says_so():
    with hosting("pixies", ["open", "hard"], limits=Limits(hello_seconds=0.2)) as host:
        assert str(Text.from_data(Raw(host, hello=False).until("refused")["why"])) == "No hello came in time."
        old = Raw(host, hello=False)
        old.send("hello", v=VERSION + 1, code=host.code, name="Old", token=None)
        why = old.until("refused")["why"]                 # plain words: an older Parlour reads no Text data
        assert isinstance(why, str) and f"version {VERSION} and you {VERSION + 1}" in why
        seated(host, "Ann")
        assert str(Text.from_data(Raw(host, "Bob").until("refused")["why"])) == "Every seat at this table is taken."
        client = join(host, "Cy")
        assert client.status == CLOSED and str(client.problem) == "Every seat at this table is taken."


def test_a_player_who_drops_is_played_by_the_bot_and_comes_back_to_their_seat():
    with hosting("pixies", ["open", "open", "easy"], stand_in="easy") as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        playing([ann, bob])
        seat, token = ann.seat, ann.token
        ann.close()
        wait_for(lambda: host.referee.seats[seat] == "easy", "a bot in Ann's seat")
        assert host.info.seats[seat].name == "Ann" and not host.info.seats[seat].here
        wait_for(lambda: bob.table.seats[seat].here is False, "Bob's table to know")
        assert bob.link.names[seat] == "Ann (away)" and bob.link.seats[seat] == "easy"
        with pytest.raises(ValueError):
            bob.link.record()                                   # not while the game is on: it tells every card
        rng = random.Random(2)
        played_for_her = lambda: any(m.seat == seat for m in host.referee.moves[-20:])  # noqa: E731
        wait_for(lambda: step(bob, rng) and played_for_her(), "the bot to play Ann's seat")
        again = join(host, "Ann", token=token)
        assert again.seat == seat
        playing([again])
        wait_for(lambda: host.referee.seats[seat] == HUMAN, "Ann's seat back")
        again.link.events()
        assert again.link.view() == host.referee.view(seat)          # her View, as it is now
        play_out([again, bob], rng)
        assert host.referee.is_over()
        close_all([again, bob])


def test_a_table_that_never_says_it_has_shown_a_move_keeps_the_bots_waiting_only_a_moment():
    limits = Limits(rate=5000, burst=5000, busy_seconds=0.05, ready_seconds=0.2)
    with hosting("pixies", ["open", "open", "easy"], limits=limits) as host:
        ann, quiet = join(host, "Ann"), seated(host, "Quiet")
        host.start_game()
        game = host.game
        view = game.view_from_dict(quiet.until("start")["view"])
        playing([ann])
        rng, asked = random.Random(4), False
        while not view.is_over():                     # Quiet plays its turns and never sends "shown"
            step(ann, rng)
            if not asked and quiet_seat(host, "Quiet") in view.to_move():
                quiet.send("act", id=0, action=rng.choice(view.legal_actions()).to_dict())
                asked = True
            message = quiet.poll(0.002)
            if message is not None and message["t"] == "update":
                view = game.view_from_dict(message["view"])
            elif message is not None and message["t"] == "result":
                asked = False
        assert host.referee.is_over() and host.peers[quiet_seat(host, "Quiet")].shown == 0
        quiet.close(), ann.close()


def quiet_seat(host, name: str) -> int:
    return next(seat for seat, person in host.seating.people.items() if person.name == name)


def test_a_player_whose_computer_froze_is_dropped_and_played_by_the_bot():
    limits = Limits(rate=5000, burst=5000, ping_seconds=0.3, busy_seconds=0.05, ready_seconds=0.2)
    with hosting("pixies", ["open", "open", "easy"], limits=limits) as host:
        ann = join(host, "Ann")
        frozen = Frozen(host)
        wait_for(lambda: len(host.seating.present()) == 2, "the frozen player to sit down")
        seat = quiet_seat(host, "Frozen")
        host.start_game()
        wait_for(lambda: host.referee is not None and host.referee.seats[seat] == "easy", "the frozen seat's bot", 5)
        play_out([ann], random.Random(6))
        assert host.referee.is_over() and not host.info.seats[seat].here
        frozen.close(), ann.close()


def test_a_peer_that_stops_reading_is_dropped_not_waited_for():
    """Its queue full, or a send that takes too long, drops it (unit: a connection that never
    takes a message)."""
    class Stuck:
        remote_address = ("127.0.0.1", 1)
        closed = None

        async def send(self, text):
            await asyncio.sleep(3600)

        async def close(self, code, reason):
            Stuck.closed = (code, reason)

    async def run() -> tuple:
        quick = Peer(Stuck(), Limits(outbox=2, send_seconds=0.05))
        quick.start()
        quick.send("a")
        await asyncio.sleep(0.2)
        slow_send = (quick.gone, Stuck.closed)
        full = Peer(Stuck(), Limits(outbox=2, send_seconds=60))
        for text in "abcd":
            full.send(text)
        await asyncio.sleep(0.01)
        quick.stop(), full.stop()
        return slow_send, full.gone

    (gone_after_slow_send, closed), gone_when_full = asyncio.run(run())
    assert gone_after_slow_send and closed[0] == 1008 and gone_when_full


def test_limits_count_as_they_say():
    bucket = Bucket(rate=1, burst=3)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    guard = JoinGuard(2)
    now = time.monotonic()
    guard.address_ready("a", now), guard.address_ready("a", now)
    assert guard.blocked("a") and not guard.blocked("b")


def test_the_wrong_code_limiter_keeps_its_limit_and_its_memory_bounded_for_any_number_of_addresses():
    guard = JoinGuard(5, per_second=10, delay=1.0, addresses=1024, horizon=1e9)
    rng = random.Random(3)
    answers = []
    for number in range(200_000):                    # 0.2 ms apart: five thousand guesses a second
        now = number * 0.0002
        address = f"127.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
        ready = guard.address_ready(address, now)
        answers.append(guard.slot(max(now, ready)))
    assert len(guard.wrong) <= 1024
    answers.sort()
    assert all(later - earlier >= 0.999 for earlier, later in zip(answers, answers[10:]))   # <= 10 a second
    assert JoinGuard(5, horizon=5.0).slot(0.0) is not None
    full = JoinGuard(5, per_second=10, delay=1.0, horizon=5.0)
    assert [full.slot(0.0) is None for _ in range(60)].count(False) == 50     # 5 s ahead at most, then none


def test_closing_the_table_tells_every_player():
    with hosting("pixies", ["open", "open"]) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        playing([ann, bob])
        host.stop()
        wait_for(lambda: ann.status == CLOSED and bob.status == CLOSED, "the players to be told")
        assert str(ann.problem) == "The host closed the table."
        events = ann.link.events()
        assert events and str(events[-1].reason) == "The host closed the table."
        assert ann.link.submit(take(0, 0, True)) == "The host closed the table."


def test_a_hosted_table_opens_again_later_with_the_same_players():
    with hosting("pixies", ["open", "open", "easy"], keep=True) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        playing([ann, bob])
        rng = random.Random(5)
        wait_for(lambda: [step(c, rng) for c in (ann, bob)] and len(host.referee.moves) >= 12, "a dozen moves")
        tokens = {ann.seat: ann.token, bob.seat: bob.token}
        code, table_id = host.code, host.table_id
    close_all([ann, bob])
    network.flush(5.0)
    saved = [doc for doc in network.hosted_tables() if doc["id"] == table_id]
    assert len(saved) == 1 and saved[0]["code"] == code
    moves = len(saved[0]["record"]["moves"])
    host = Host.reopen(saved[0], bind="127.0.0.1", port=0, limits=QUICK)
    host.start()
    try:
        assert len(host.referee.moves) == moves and host.code == code
        back = {seat: join(host, name, token=tokens[seat]) for seat, name in ((0, "Ann"), (1, "Bob"))}
        assert all(client.seat == seat for seat, client in back.items())
        host.start_game()
        playing(list(back.values()))
        for seat, client in back.items():               # the bot may have moved since: what was sent is taken
            link = client.link
            wait_for(lambda link=link, seat=seat: [link.events()] and link.view() == host.referee.view(seat),
                     "the seat's view restored")
            assert link.moves_played >= moves
        play_out(list(back.values()), rng)
        close_all(list(back.values()))
    finally:
        host.stop()
    network.flush(5.0)
    assert all(doc["id"] != table_id for doc in network.hosted_tables())   # finished: not offered again


def test_a_client_keeps_its_ticket_per_code_and_name():
    with hosting("pixies", ["open", "open"]) as host:
        ann = Client(f"127.0.0.1:{host.port}", host.code.lower(), "Ann")
        ann.start()
        wait_for(lambda: ann.seat is not None, "Ann")
        ann.close()
        assert network.ticket(host.code, "ann") == ann.token and network.last_name() == "Ann"
        again = Client(f"127.0.0.1:{host.port}", host.code, "Ann")
        assert again.token == ann.token
        again.start()
        wait_for(lambda: again.seat is not None, "Ann again")
        assert again.seat == ann.seat
        again.close()


def test_a_message_from_the_host_that_is_no_message_is_ignored():
    with hosting("pixies", ["open", "open"]) as host:
        ann = join(host, "Ann")
        ann._receive("garbage")
        ann._receive(encode("update", seq=1))
        ann._receive(json.dumps({"t": "table", "table": {"seats": "x"}}))
        assert ann.table is not None and ann.status != CLOSED and ann.status != PLAYING
        ann.close()


def test_a_bot_that_fails_on_the_host_closes_the_table_with_a_word_instead_of_hanging_it():
    class Broken:
        def submit(self, *args, **kwargs):
            raise RuntimeError("the bot fell over")

    with hosting("pixies", ["open", "easy"], thinker=Broken()) as host:
        ann = join(host, "Ann")
        host.start_game()
        playing([ann])
        rng = random.Random(1)
        deadline = time.monotonic() + 10
        while ann.status != CLOSED:                   # Ann plays until the bot's turn breaks the table
            assert time.monotonic() < deadline, "the table did not close"
            if ann.link.view().to_move() == [ann.seat]:
                step(ann, rng)
            time.sleep(0.01)
        assert "stopped with an error" in str(ann.problem)


def test_only_the_newest_hosted_tables_are_kept(monkeypatch):
    monkeypatch.setattr(network, "KEEP_HOSTED", 2)
    for number in range(4):
        network.save_hosted(f"old{number}", {"game": "pixies"})
        network.flush(5.0)
        time.sleep(0.01)
    network.forget_old_tables()
    assert sorted(path.stem for path in network.hosted_dir().glob("old*.json")) == ["old2", "old3"]
    for path in network.hosted_dir().glob("old*.json"):
        path.unlink()


def test_a_blip_on_the_network_costs_a_moment_not_the_seat():
    """The connection drops without a word from the host: the Client comes back by itself with
    its token, and its table is built afresh from the View it is sent."""
    with hosting("pixies", ["open", "open"]) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        playing([ann, bob])
        seat = ann.seat
        ann.link.events()
        peer = host.peers[seat]
        host._call(peer.drop, 1011, "a blip")
        wait_for(lambda: host.peers.get(seat) not in (None, peer) and ann.status == PLAYING, "Ann back")
        wait_for(lambda: host.referee.seats[seat] == HUMAN, "her seat hers again")
        resets: list = []                       # "welcome" comes first, her View ("start") just after
        wait_for(lambda: resets.extend(e for e in ann.link.events() if type(e).__name__ == "TableReset") or resets,
                 "her table built afresh")
        assert str(resets[-1].reason) == "Back at the table"
        assert ann.link.view() == host.referee.view(seat) and ann.seat == seat
        close_all([ann, bob])

"""Whole games over the network, on 127.0.0.1, for every game in GAMES that seats two or more:
a host and two players with a bot in another seat (in turns), and every real-time duel; and the
hidden-card test: every message a seat is sent could have been written from that seat's View.
"""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.core import Acted
from game.referee import HUMAN, Referee
from net_helpers import Raw, close_all, hosting, join, play_out, realtime_plans, table_plan, wait_for
from scenes.net.wire import FROM_HOST, MAX_HOST_FRAME, TableInfo, decode

TABLE_GAMES = sorted(name for name, game in GAMES.items() if game.max_players >= 2)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_two_friends_and_a_bot_play_a_whole_game(name):
    plan, options = table_plan(name)
    with hosting(name, plan, options) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        assert {ann.seat, bob.seat} == {0, 1} and ann.token != bob.token
        host.start_game()
        play_out([ann, bob], random.Random(7))
        referee = host.referee
        assert referee.is_over() and referee.seats[:2] == [HUMAN, HUMAN]
        for client in (ann, bob):
            view = client.link.view()
            assert view == referee.view(client.seat)               # the same View, sent as JSON
            assert view.winners() == referee.winners() and client.link.moves_played == len(referee.moves)
            assert client.link.record() == json.loads(json.dumps(referee.record()))    # to watch it again
        assert {m.seat for m in referee.moves} >= set(range(len(plan)))     # everyone played, the bots too
        wait_for(lambda: ann.table.over, "the table to say the game is over")      # it follows the last update
        assert ann.table.seats[ann.seat].name == "Ann"
        close_all([ann, bob])


@pytest.mark.parametrize("name, options", realtime_plans())
def test_a_real_time_duel_between_two_friends(name, options):
    with hosting(name, ["open", "open"], options) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        play_out([ann, bob], random.Random(3))
        referee = host.referee
        assert referee.is_over() and referee.realtime
        times = [move.at for move in referee.moves]
        assert times == sorted(times) and times[-1] > 0          # each move timed on the host's clock
        assert {move.seat for move in referee.moves} == {0, 1}
        for client in (ann, bob):
            assert client.link.view() == referee.view(client.seat)
            assert abs(client.link.clock - referee.clock) < 1.0
        close_all([ann, bob])


def raw_game(name: str, seed: int) -> tuple[Referee, dict[int, list[str]], list[str]]:
    """A game played by two Raw players (and the plan's bots) to its end: the host's referee,
    every text each player's seat received, and who plays each seat."""
    plan, options = table_plan(name)
    game = GAMES[name]
    rng = random.Random(seed)
    with hosting(name, plan, options) as host:
        players = [Raw(host, "Ann"), Raw(host, "Bob")]
        seats = [p.until("welcome")["seat"] for p in players]
        host.start_game()
        views = {seat: game.view_from_dict(p.until("start")["view"]) for seat, p in zip(seats, players)}
        asked = {seat: False for seat in seats}
        while not all(view.is_over() for view in views.values()):
            for seat, player in zip(seats, players):
                view = views[seat]
                if not asked[seat] and not view.is_over() and seat in view.to_move():
                    player.send("act", id=len(player.received), action=rng.choice(view.legal_actions()).to_dict())
                    asked[seat] = True
                message = player.poll()
                if message is not None and message["t"] == "update":
                    views[seat] = game.view_from_dict(message["view"])
                    player.send("shown", seq=message["seq"])
                elif message is not None and message["t"] == "result":
                    asked[seat] = False
        wait_for(lambda: host.referee.is_over(), "the end")
        for player in players:
            player.close()
        return host.referee, dict(zip(seats, [p.received for p in players])), plan


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_byte_a_seat_is_sent_could_be_known_from_its_view(name):
    """Every message a player's computer received, read back: a View in it is that seat's View
    of the position then; each move's events are exactly the engine's events for that seat
    (Event.for_seat), and the same as the move gives in a world drawn from the seat's View
    before it, wherever the seat's View after it is the same in both worlds: so no card the seat
    may not know travels to it. The table and the other messages carry no game at all."""
    game = GAMES[name]
    referee, received, plan = raw_game(name, seed=11)
    record = referee.record()
    positions = [Referee.replay(game, {"start": record["start"], "moves": []}, [HUMAN] * len(plan),
                                referee.options).state]
    outcomes: list[list] = [[]]
    for move in referee.moves:
        after = positions[-1].clone()
        outcomes.append([Acted(move.seat, move.action), *after.apply(move.seat, move.action)])
        positions.append(after)
    compared = secrets = 0
    for seat, texts in received.items():
        for number, text in enumerate(texts):
            message = decode(text, FROM_HOST, MAX_HOST_FRAME)
            kind = message["t"]
            if kind in ("start", "update"):
                assert message["view"] == plain_json(positions[message["moves"]].view(seat).to_dict())
                if "record" in message:                    # every card, told only once the game is over
                    assert positions[message["moves"]].is_over() and message["record"] == plain_json(record)
            if kind == "update":
                moves = message["moves"]
                told = [e for e in message["events"] if e["type"] != "SeatSaid"]
                said = [e for e in message["events"] if e["type"] == "SeatSaid"]
                assert all(plan[e["seat"]] != "open" for e in said)                 # only bots speak
                assert told == plain_json([e.for_seat(seat).to_dict() for e in outcomes[moves]])
                before, move = positions[moves - 1], referee.moves[moves - 1]
                world = before.view(seat).determinize(random.Random(number))
                if world.why_illegal(move.seat, move.action) is not None:
                    continue
                imagined = [Acted(move.seat, move.action), *world.apply(move.seat, move.action)]
                if world.view(seat) != positions[moves].view(seat):
                    continue                        # the move showed the seat something: the worlds part
                assert told == plain_json([e.for_seat(seat).to_dict() for e in imagined]), \
                    f"{game.title}: seat {seat} was told more than its View after a {type(move.action).__name__}"
                compared += 1
                secrets += world.to_dict() != before.to_dict()
            elif kind in ("welcome", "table"):
                info = TableInfo.from_dict(message["table"])
                assert plain_json(info.to_dict()) == message["table"]          # seats and names, nothing more
                assert set(message) <= {"t", "v", "seat", "token", "table"}
            elif kind != "start":
                assert kind in ("result", "error") and set(message) <= {"t", "id", "refusal", "why"}
    assert compared > 0
    assert secrets > 0 or not any(positions[0].view(s).has_secrets() for s in received)


def plain_json(data):
    return json.loads(json.dumps(data))

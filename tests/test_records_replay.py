"""A recorded game replays identically, frame for frame of events, for every game in game.GAMES:
the replay (scenes.kit.replay) tells each seat exactly what the game told it, a bot's words
included; stepping back and jumping build the position again from the record."""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.core import RoundEnded, TableReset, plain
from game.referee import HUMAN, Referee, SyncThinker
from highcard.game import HighCardGame
from scenes.kit.replay import Recorded, Replay

#: frames of a live game at most (a real-time game moves on its bots' clocks)
FRAMES = 4_000
DT = 0.05

CONFIGS = [
    pytest.param(name, players, options, id=f"{name}-{players}p-" + "-".join(f"{k}={v}" for k, v in options.items()))
    for name, game in sorted(GAMES.items())
    for players, options in game.configurations()[:2]
]


def frames(events) -> list[str]:
    return [json.dumps(plain(event), sort_keys=True) for event in events]


def live_game(name: str, players: int, options: dict, seed: int = 3):
    """A game with the person in seat 0 playing at random and the game's second level in the
    other seats, every seat watched by a Link: the record, and what each Link was told."""
    game = GAMES[name]
    level = game.levels[min(1, len(game.levels) - 1)]
    seats = [HUMAN] + [level] * (players - 1)
    referee = Referee.new(game, players, seed, seats, options, thinker=SyncThinker(), rng=random.Random(seed))
    links = [referee.link(seat, plays=False) for seat in range(players)]
    told = [[] for _ in range(players)]
    rng = random.Random(seed)
    for _ in range(FRAMES):
        if referee.is_over():
            break
        if 0 in referee.to_move() and (not referee.realtime or rng.random() < 0.2):
            referee.submit(0, rng.choice(referee.view(0).legal_actions()))
        for link in links:
            link.busy = False
        referee.update(DT)
        for seat, link in enumerate(links):
            told[seat] += link.events()
    return game, Recorded(name, referee.options, tuple(seats), json.loads(json.dumps(referee.record()))), told


def replayed(recorded: Recorded, start: int = 0) -> list[list]:
    """What each seat is told by a replay played from move `start` to the end."""
    replay = Replay(recorded)
    links = [replay.link] + [replay.referee.link(seat, plays=False) for seat in range(1, len(recorded.seats))]
    if start:
        replay.jump(start)
        for link in links:
            assert [type(e) for e in link.events()] == [TableReset]
    while replay.forward():
        pass
    return [link.events() for link in links]


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_a_recorded_game_replays_identically_frame_for_frame_of_events(name, players, options):
    game, recorded, told = live_game(name, players, options)
    assert recorded.record["moves"], f"{game.title}: no move was played"
    again = replayed(recorded)
    for seat in range(players):
        assert frames(again[seat]) == frames(told[seat]), f"{game.title}: seat {seat} was told otherwise"


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_a_replay_from_any_move_goes_on_as_the_game_did(name, players, options):
    game, recorded, told = live_game(name, players, options)
    replay = Replay(recorded)
    middle = replay.length // 2
    later = replayed(recorded, start=middle)
    first_half = sum(len(chunk) for chunk in replay.told[:middle])
    for seat in range(players):
        whole = [event.for_seat(seat) for chunk in replay.told for event in chunk]
        assert frames(later[seat]) == frames(whole[first_half:])


def test_stepping_back_builds_the_position_again_and_a_reset_tells_the_table():
    _, recorded, _ = live_game("pixies", 2, {})
    replay = Replay(recorded)
    positions = []
    for _ in range(5):
        replay.forward()
        positions.append(replay.referee.state.to_dict())
    replay.link.events()
    assert replay.back() and replay.position == 4
    assert replay.referee.state.to_dict() == positions[3]
    assert [type(e) for e in replay.link.events()] == [TableReset]
    replay.jump(0)
    assert replay.position == 0 and not replay.back()
    replay.jump(replay.length)
    assert replay.at_end and not replay.forward() and replay.referee.is_over()


def test_rounds_are_marked_where_they_begin_and_jumps_go_round_by_round():
    _, recorded, _ = live_game("pixies", 2, {})
    replay = Replay(recorded)
    assert len(replay.rounds) == 3 and replay.rounds[0] == 0
    for start in replay.rounds[1:]:
        assert any(isinstance(e, RoundEnded) for e in replay.told[start - 1])
    replay.jump_round(+1)
    assert replay.position == replay.rounds[1] and replay.round_index() == 1
    replay.forward()
    replay.jump_round(-1)
    assert replay.position == replay.rounds[1]
    replay.jump_round(-1)
    assert replay.position == 0
    for _ in range(3):
        replay.jump_round(+1)
    assert replay.at_end


def test_played_in_turns_the_next_move_waits_for_the_table_and_a_gap():
    _, recorded, _ = live_game("pixies", 2, {})
    replay = Replay(recorded)
    replay.playing = True
    replay.update(1.0, busy=True)
    assert replay.position == 0
    replay.update(Replay.GAP / 2, busy=False)
    assert replay.position == 0
    replay.update(Replay.GAP / 2, busy=False)
    assert replay.position == 1
    while not replay.at_end:
        replay.update(Replay.GAP, busy=False)
    replay.update(Replay.GAP, busy=False)
    assert not replay.playing


class TimedHighCard(HighCardGame):
    """High card against the clock: the referee's real-time path (bots on their own clocks,
    every move timed), in a game small enough to read."""
    name = "timedhighcard"

    def is_realtime(self, options: dict) -> bool:
        return True

    def seconds_per_action(self, level: str, options: dict, recent=()) -> float:
        return 0.4


def test_a_real_time_record_plays_at_the_pace_it_was_played(monkeypatch):
    monkeypatch.setitem(GAMES, TimedHighCard.name, TimedHighCard())
    _, recorded, _ = live_game(TimedHighCard.name, 2, {})
    times = [at for _, _, at in recorded.record["moves"]]
    replay = Replay(recorded)
    replay.playing = True
    clock = 0.0
    while not replay.at_end:
        replay.update(DT, busy=True)          # real time does not wait for the table
        clock += DT
        assert replay.position == sum(1 for at in times if at <= clock)
    assert clock == pytest.approx(times[-1], abs=DT)


def test_a_bots_words_are_said_again_before_its_move():
    name = next((n for n, g in GAMES.items() if g.cooperative), None)
    if name is None:
        pytest.skip("no game whose bots speak")
    players, options = GAMES[name].configurations()[0]
    _, recorded, told = live_game(name, players, options)
    said = [e for e in told[0] if type(e).__name__ == "SeatSaid"]
    again = [e for e in replayed(recorded)[0] if type(e).__name__ == "SeatSaid"]
    assert said and frames(again) == frames(said)

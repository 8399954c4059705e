"""The referee, for every game: redacted events, records that replay, exact refusals, undo.

Parametrised like the contract suite over game.GAMES and each game's `configurations()`.
"""
from __future__ import annotations

import dataclasses
import json
import random
from types import SimpleNamespace

import pytest

from game import GAMES
from game.core import Acted, CardMoved, IllegalAction, TableReset, plain
from game.referee import HUMAN, Referee, SyncThinker
from game.referee.bots import JITTER, people_times
from game_configs import CONFIGS
from highcard.game import HighCardGame

GAMES_PER_CONFIG = 6
MAX_STEPS = 3_000



def referee_for(name: str, players: int, options: dict, seed: int, seats=None) -> Referee:
    game = GAMES[name]
    seats = seats or [HUMAN] * players
    return Referee.new(game, players, seed, seats, options, thinker=SyncThinker())


def random_moves(referee: Referee, rng: random.Random, limit: int = MAX_STEPS):
    """(seat, action) of a random game, played through the referee as it goes."""
    for _ in range(limit):
        if referee.is_over():
            return
        seat = rng.choice(referee.to_move())
        actions = referee.view(seat).legal_actions()
        action = actions[rng.randrange(len(actions))]
        yield seat, action
        referee.submit(seat, action)


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_events_tell_a_seat_no_more_than_its_view(name, players, options):
    """Replay each move in a world drawn from a seat's own view: wherever that seat's view after
    the move is the same in both worlds, so are the events it was sent. An event that carried a
    card the seat may not know (another's draw) would differ, and fail this."""
    game = GAMES[name]
    compared = 0          # over all the games: in a short one every sampled move may reveal a card
    for seed in range(GAMES_PER_CONFIG):
        referee = referee_for(name, players, options, seed)
        rng = random.Random(seed)
        links = [referee.link(seat) for seat in range(players)]
        for step, (mover, action) in enumerate(random_moves(referee, rng)):
            if step % 3:
                continue
            worlds = {seat: referee.view(seat).determinize(random.Random(step)) for seat in range(players)}
            for link in links:
                link.events()
            real = referee.state.clone()
            real_events = real.apply(mover, action)
            for seat, world in worlds.items():
                if world.why_illegal(mover, action) is not None:
                    continue
                imagined = world.apply(mover, action)
                if world.view(seat) != real.view(seat):
                    continue
                told = [json.dumps(plain(e.for_seat(seat)), sort_keys=True) for e in real_events]
                guessed = [json.dumps(plain(e.for_seat(seat)), sort_keys=True) for e in imagined]
                assert told == guessed, f"{game.title}: seat {seat} learns from {type(action).__name__} events"
                compared += 1
    assert compared > 0


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_a_record_replays_to_the_same_position(name, players, options):
    game = GAMES[name]
    for seed in range(2):
        referee = referee_for(name, players, options, seed)
        list(random_moves(referee, random.Random(seed)))
        record = json.loads(json.dumps(referee.record()))
        again = Referee.replay(game, record, referee.seats, referee.options, thinker=SyncThinker())
        assert again.state == referee.state
        if record["moves"]:
            broken = dict(record, moves=record["moves"][1:])
            try:
                elsewhere = Referee.replay(game, broken, referee.seats, referee.options)
            except ValueError:
                continue                          # a move no longer fits: refused, as it should be
            assert elsewhere.state != referee.state


def inexact(action):
    """The same action with one whole-number field as a float, or a bool as an int (None if none)."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if type(value) is bool:
            return dataclasses.replace(action, **{f.name: int(value)})
        if type(value) is int:
            return dataclasses.replace(action, **{f.name: float(value)})
        if isinstance(value, tuple) and value and type(value[0]) is int:
            return dataclasses.replace(action, **{f.name: (float(value[0]),) + value[1:]})
    return None


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_an_action_of_the_wrong_types_is_refused_and_nothing_changes(name, players, options):
    referee = referee_for(name, players, options, 3)
    rng = random.Random(3)
    tried = 0
    for seat, action in random_moves(referee, rng, 200):
        before = referee.state.to_dict()
        wrong = inexact(action)
        if wrong is not None:
            with pytest.raises(IllegalAction):
                referee.submit(seat, wrong)
            tried += 1
        for junk in (None, "take", 3, object()):
            with pytest.raises(IllegalAction):
                referee.submit(seat, junk)
        for bad_seat in (float(seat), -1, players, None):
            with pytest.raises(IllegalAction):
                referee.submit(bad_seat, action)
        assert referee.state.to_dict() == before
    assert tried > 0


@pytest.mark.parametrize("name, players, options", CONFIGS)
def test_a_view_says_who_moves_whether_it_is_over_and_the_winners(name, players, options):
    referee = referee_for(name, players, options, 5)
    for _ in random_moves(referee, random.Random(5)):
        for seat in range(players):
            view = referee.view(seat)
            assert view.to_move() == referee.to_move() and view.is_over() == referee.is_over()
            assert len(view.scores()) == players
    for seat in range(players):
        assert referee.view(seat).winners() == referee.winners()


def test_each_link_receives_its_own_events_with_the_move_first():
    referee = referee_for("pixies", 2, {}, 7)
    links = [referee.link(0), referee.link(1)]
    seat = referee.to_move()[0]
    action = referee.view(seat).legal_actions()[0]
    assert links[seat].submit(action) is None
    for link in links:
        events = link.events()
        assert events[0] == Acted(seat, action) and link.busy
        assert link.events() == []
    other = 1 - seat
    assert links[other].submit(action) is not None           # not its turn: refused, with the reason


def test_a_watching_link_cannot_play():
    referee = referee_for("pixies", 2, {}, 7, seats=["easy", "easy"])
    link = referee.link(0, plays=False)
    seat = referee.to_move()[0]
    assert str(link.submit(referee.view(seat).legal_actions()[0])) == "You are watching this game."


def test_turn_based_bots_wait_until_the_table_has_shown_the_last_move():
    referee = referee_for("pixies", 3, {}, 2, seats=[HUMAN, "easy", "easy"])
    link = referee.link(0)
    while 0 in referee.to_move():
        link.submit(link.view().legal_actions()[0])
    link.busy = True
    referee.update(0.1)
    moved = len(referee.moves)
    referee.update(0.1)
    assert len(referee.moves) == moved               # the table is still busy: the bot waits
    link.busy = False
    referee.update(0.1)
    assert len(referee.moves) == moved + 1


def test_a_bot_move_thought_out_on_an_older_position_is_thought_again():
    """In Flixo the seat that draws plays again: a move planned before the draw is not played."""
    from game.flixo.actions import Draw
    game = GAMES["flixo"]
    options = game.check_options(2, {})
    referee = Referee(game, game.new(2, 3, **options), ["random", "random"], options, thinker=SyncThinker())
    link = referee.link(0, plays=False)
    seat = referee.to_move()[0]
    referee.update(0.1)
    planned = referee.bots[seat].job.result()
    referee.submit(seat, Draw())                     # the position changed under the plan
    now = referee.view(seat).legal_actions()
    assert planned not in now and link.busy
    referee.update(0.1)
    assert len(referee.moves) == 1                   # the table still shows the draw: the bot waits
    link.busy = False
    referee.update(0.1)
    assert len(referee.moves) == 1 and referee.bots[seat].job is None     # the old plan is dropped
    referee.update(0.1)
    referee.update(0.1)
    assert len(referee.moves) == 2 and referee.moves[1].action in now


class PacedHighCard(HighCardGame):
    """High card against the clock, its bot's time per action following the person's: 10 s plus
    every second the person's timed actions took. It keeps what it was told."""

    def __init__(self) -> None:
        self.told: list[list[float]] = []

    def is_realtime(self, options: dict) -> bool:
        return True

    def seconds_per_action(self, level: str, options: dict, recent=()) -> float:
        self.told.append(list(recent))
        return 10.0 + sum(recent)


def test_people_times_are_the_gaps_between_each_persons_own_moves():
    moves = [SimpleNamespace(seat=s, at=at) for s, at in ((0, 2.0), (1, 3.0), (0, 6.5), (2, 7.0), (0, 7.5), (2, 9.0))]
    assert people_times(moves, [0]) == [4.5, 1.0]
    assert people_times(moves, [0, 2]) == [4.5, 1.0, 2.0]
    assert people_times(moves, []) == [] and people_times([], [0]) == []


def test_a_real_time_bot_takes_the_time_its_game_gives_for_the_peoples_pace():
    game = PacedHighCard()
    referee = Referee(game, game.new(2, seed=3), [HUMAN, "easy"], {}, thinker=SyncThinker(), rng=random.Random(5))
    bot = referee.bots[1]
    assert game.told == [[]] and 8.0 <= bot.period <= 12.0, "nothing played yet: the game's time alone"
    gaps = iter([3.0, 5.0, 1.0, 4.0, 2.0, 6.0])
    while len(referee.moves) < 10:
        if 0 in referee.to_move():
            referee.update(next(gaps))
            referee.submit(0, referee.view(0).legal_actions()[0])
        else:
            played = len(referee.moves)
            referee.update(0.25)
            if len(referee.moves) > played:          # the bot played: its next time per action
                recent = people_times(referee.moves, [0])
                assert game.told[-1] == recent
                assert (1 - JITTER) * (10 + sum(recent)) <= bot.period <= (1 + JITTER) * (10 + sum(recent))
    assert any(game.told), "the person's pace reached the game"


def test_undo_takes_back_the_persons_move_and_the_bots_after_it():
    referee = referee_for("pixies", 2, {}, 11, seats=[HUMAN, "easy"])
    link = referee.link(0)
    while 0 not in referee.to_move():
        link.update(0.1)
    before = referee.state.to_dict()
    link.submit(link.view().legal_actions()[0])
    while 0 not in referee.to_move() and not referee.is_over():
        link.busy = False
        link.update(0.1)
    refusal = link.undo_refusal()
    if refusal is None:
        link.events()
        assert link.undo() is None
        assert referee.state.to_dict() == before
        assert isinstance(link.events()[-1], TableReset)
    else:
        assert str(refusal).startswith("No undo")


def test_a_bots_drawn_card_reaches_the_others_as_a_back():
    """In LIXO? every hand is secret: a bot's draw reaches the person's table without the card."""
    referee = referee_for("lixo", 3, {}, 4)
    link = referee.link(0)
    for _seat, _action in random_moves(referee, random.Random(4), 400):
        for event in link.events():
            if isinstance(event, CardMoved) and event.dst == ("hand", 1):
                assert event.card is None
            if isinstance(event, CardMoved) and event.dst == ("hand", 0) and event.src[0] != "hand":
                assert event.card is not None


def test_a_seat_handed_to_a_bot_is_played_by_it_until_a_person_sits_there_again():
    referee = referee_for("pixies", 2, {}, 9, seats=[HUMAN, HUMAN])
    away = referee.to_move()[0]
    referee.sit(away, "easy")
    assert referee.seats[away] == "easy"
    referee.update(0.1)                    # the bot thinks,
    referee.update(0.1)                    # then plays
    assert len(referee.moves) == 1 and referee.moves[0].seat == away     # the bot played for them
    referee.sit(away, HUMAN)
    assert referee.seats[away] == HUMAN and away not in referee.bots
    while away not in referee.to_move():
        other = referee.to_move()[0]
        referee.submit(other, referee.view(other).legal_actions()[0])
    moved = len(referee.moves)
    referee.update(0.1)
    referee.update(0.1)
    assert len(referee.moves) == moved                                     # the person's turn again
    with pytest.raises(ValueError):
        referee.sit(away, "grandmaster")

"""One contract, every game: random full games checked step by step.

Parametrised over game.GAMES and each game's `configurations()` (player counts, variants).
The default run plays GAMES_PER_CONFIG games per configuration; `-m slow` plays more.
"""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.ai import bot
from game.core import IllegalAction, State, View, Zones, carry, event_from_dict
from game.core.events import COMMON
from game.referee import HUMAN, Referee
from game.referee.exact import same
from game_configs import CONFIGS

GAMES_PER_CONFIG = 200
SLOW_GAMES_PER_CONFIG = 1000
MAX_STEPS = 20_000
#: outside the deep games, the costly checks run at one step in this many
SAMPLE_EVERY = 8
#: one game in this many is checked deeply at every step
DEEP_EVERY = 25



def roundtrip(state: State) -> State:
    return state.game.from_dict(json.loads(json.dumps(state.to_dict())))


def check_illegal_refused(state: State, seen_actions: list, rng: random.Random) -> None:
    """An action not legal now, or a seat not to move, raises IllegalAction and changes nothing."""
    before = state.to_dict()
    movers = state.to_move()
    seat = movers[0]
    legal = set(state.legal_actions(seat))
    stale = [a for a in seen_actions if a not in legal]
    if stale:
        with pytest.raises(IllegalAction):
            state.apply(seat, stale[rng.randrange(len(stale))])
        assert state.to_dict() == before
    idle = [s for s in range(state.players) if s not in movers]
    if idle:
        with pytest.raises(IllegalAction):
            state.apply(idle[0], next(iter(legal)))
        assert state.to_dict() == before
    with pytest.raises(IllegalAction):
        state.apply(seat, "not an action")
    assert state.to_dict() == before


def check_view(state: State, seat: int) -> None:
    """A view carries no hidden card: determinizations give the same view back, and differ in secrets."""
    view = state.view(seat)
    assert isinstance(view, View) and not isinstance(view, State)
    assert not any(isinstance(v, State) for v in vars(view).values()), "a view must not hold the state"
    json.dumps(view.to_dict())
    assert view == state.view(seat)
    samples = [view.determinize(random.Random(k)) for k in range(6)]
    for sample in samples:
        assert sample.view(seat) == view
        assert set(sample.legal_actions(seat)) == set(view.legal_actions())
        sample.check()
    if view.has_secrets():
        assert len({json.dumps(s.to_dict(), sort_keys=True) for s in samples}) > 1


def play_random(name: str, players: int, options: dict, seed: int, deep: bool) -> tuple[list, State]:
    """A random game checked at every step. The costly checks (round trips, clones, refusals)
    run at one step in SAMPLE_EVERY, and with `deep` at every step, views included."""
    game = GAMES[name]
    rng = random.Random(seed)
    state = game.new(players, seed=seed, **options)
    history, seen = [], []
    for step in range(MAX_STEPS):
        costly = deep or step % SAMPLE_EVERY == seed % SAMPLE_EVERY
        if costly:
            state.check()
            assert roundtrip(state) == state
        assert len(state.scores()) == players
        if state.is_over():
            state.check()
            assert roundtrip(state) == state
            return history, state
        assert state.winners() == []
        movers = state.to_move()
        assert movers and all(0 <= s < players for s in movers)
        for seat in movers:
            assert state.legal_actions(seat), f"seat {seat} is to move but has no legal action"
        seat = movers[rng.randrange(len(movers))]
        actions = state.legal_actions(seat)
        action = actions[rng.randrange(len(actions))]
        if costly:
            assert game.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
            check_illegal_refused(state, seen, rng)
            if deep:
                check_view(state, seat)
            twin = state.clone()
            twin.apply(seat, action)
            assert roundtrip(state) == state, "applying to a clone changed the original"
            data = state.to_dict()
            kept = json.loads(json.dumps(data))
        seen.extend(actions[:4])
        del seen[:-64]
        state.apply(seat, action)
        history.append((seat, action))
        if costly:
            assert data == kept, "to_dict shares data with the state: playing on changed it"
    pytest.fail(f"{name} did not end within {MAX_STEPS} actions")


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_random_games_end_and_keep_the_contract(name, players, options):
    for seed in range(GAMES_PER_CONFIG):
        _, final = play_random(name, players, options, seed, deep=seed % DEEP_EVERY == 0)
        assert final.is_over()
        assert all(0 <= w < players for w in final.winners())


@pytest.mark.slow
@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_many_random_games_slow(name, players, options):
    for seed in range(SLOW_GAMES_PER_CONFIG):
        play_random(name, players, options, 10_000 + seed, deep=seed % 5 == 0)


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_same_seed_and_actions_give_the_same_game(name, players, options):
    history, final = play_random(name, players, options, 4242, deep=False)
    replay = GAMES[name].new(players, seed=4242, **options)
    for seat, action in history:
        replay.apply(seat, action)
    assert replay == final


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_a_resumed_save_has_the_same_future(name, players, options):
    """Seeded randomness lives in the state: a mid-game copy replays the same future."""
    history, final = play_random(name, players, options, 77, deep=False)
    state = GAMES[name].new(players, seed=77, **options)
    half = len(history) // 2
    for seat, action in history[:half]:
        state.apply(seat, action)
    resumed = roundtrip(state)
    for seat, action in history[half:]:
        resumed.apply(seat, action)
    assert resumed == final


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_bots_only_receive_views_and_play_legal_actions(name, players, options):
    game = GAMES[name]
    state = game.new(players, seed=5, **options)
    rng = random.Random(5)
    for level in game.levels:
        if state.is_over():
            break
        seat = state.to_move()[0]
        view = state.view(seat)
        choice = bot(name, level, iterations=30).choose(view, rng)
        assert choice in state.legal_actions(seat), f"{level} chose an illegal action"
        state.apply(seat, choice)


#: random games per configuration whose every seat's zones are followed through every move
MOTION_GAMES = 3


def lying(zones: Zones, unordered: frozenset[str]) -> dict:
    """The zones that hold cards (a View may name empty ones, the events never remove a zone),
    those of the `unordered` kinds (View.unordered_zones) as their cards sorted."""
    return {zone: sorted(cards, key=lambda card: -1 if card is None else card) if zone[0] in unordered else cards
            for zone, cards in zones.items() if cards}


def check_open_zones(opened: dict | None, zones: Zones) -> None:
    """The cards `opened` names (Game.open_zones) lie where `zones` (a View's) has a card: the
    same card, or a back the replay can turn into it (scenes.kit.picture.Picture.reveal)."""
    for zone, cards in (opened or {}).items():
        seen = zones.get(zone, [])
        assert len(seen) == len(cards) and all(s in (None, c) for s, c in zip(seen, cards)), \
            f"{zone}: the open cards {cards}, the View's {seen}"


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_each_seats_events_carry_its_views_zones_to_the_next(name, players, options):
    """The motion vocabulary holds (game.core.events.carry): at every move of random games, each
    seat's View's zones, moved by the card events as that seat is told them, are the zones of its
    next View, card for card and in order; so a table animated from the events and one built
    afresh from the View (after an undo, a resumed save) show the same cards in the same places.
    Every seat is followed, so what one seat sees as a back and another knows are both covered;
    where the game names its hidden cards for a replay with every card open (Game.open_zones),
    each View's zones hold those cards, a back where the seat does not know one."""
    game = GAMES[name]
    hidden = known = secrets = 0
    for seed in range(MOTION_GAMES):
        state = game.new(players, seed=seed, **options)
        rng = random.Random(seed)
        shown = [state.view(seat).zones() for seat in range(players)]
        for step in range(MAX_STEPS):
            if state.is_over():
                break
            mover = rng.choice(state.to_move())
            action = rng.choice(state.legal_actions(mover))
            events = state.apply(mover, action)
            for seat in range(players):
                view = state.view(seat)
                carried = carry(shown[seat], [event.for_seat(seat) for event in events])
                shown[seat] = view.zones()
                assert lying(carried, view.unordered_zones) == lying(shown[seat], view.unordered_zones), \
                    f"seed {seed}, move {step} ({action} by seat {mover}): seat {seat}'s events and View disagree"
                check_open_zones(game.open_zones(state), shown[seat])
                cards = [card for zone in shown[seat].values() for card in zone]
                hidden += cards.count(None)
                known += len(cards) - cards.count(None)
                secrets += view.has_secrets()
        assert state.is_over()
    assert known, "no card was ever known: the check saw nothing"
    assert hidden or not secrets, "the views had secrets but never showed a back: the check missed them"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_options_and_player_counts_are_checked(name):
    game = GAMES[name]
    with pytest.raises(ValueError):
        game.new(game.max_players + 1, seed=1)
    with pytest.raises(ValueError):
        game.new(game.min_players, seed=1, no_such_option=1)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_garbage_is_refused_by_from_dict(name):
    game = GAMES[name]
    good = game.new(game.min_players, seed=3).to_dict()
    truncated = dict(list(good.items())[:-1])
    for bad in ({}, {"x": 1}, [], None, truncated):
        with pytest.raises((ValueError, KeyError, TypeError)):
            game.from_dict(bad)


#: games per configuration whose every view and event go through JSON and back
WIRE_GAMES = 2


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_views_and_events_come_back_from_json_as_they_were(name, players, options):
    """What a remote table is sent (game.core.events, Game.view_from_dict): each seat's View and
    each event as that seat is told it, through JSON and back, are what they were, with the same
    types all the way down; every event a move gives is a common one or one the game declares."""
    game = GAMES[name]
    declared = (*COMMON, *game.events)
    for seed in range(WIRE_GAMES):
        referee = Referee.new(game, players, seed, [HUMAN] * players, options)
        rng = random.Random(seed)
        for _ in range(MAX_STEPS):
            for seat in range(players):
                view = referee.view(seat)
                again = game.view_from_dict(json.loads(json.dumps(view.to_dict())))
                assert type(again) is type(view) and again == view and again.seat == view.seat
                assert same(again.legal_actions(), view.legal_actions())
                assert again.to_move() == view.to_move() and again.is_over() == view.is_over()
                assert again.scores() == view.scores()
            if referee.is_over():
                break
            seat = rng.choice(referee.to_move())
            for event in referee.submit(seat, rng.choice(referee.view(seat).legal_actions())):
                assert type(event) in declared, f"{type(event).__name__} is not in {game.title}'s Game.events"
                for told in {json.dumps(e.to_dict()): e for e in map(event.for_seat, range(players))}.values():
                    assert same(event_from_dict(game, json.loads(json.dumps(told.to_dict()))), told)
        assert referee.is_over()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_broken_view_is_refused_by_view_from_dict(name):
    """A field missing, or of the wrong kind, is a ValueError, never a view that breaks later."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    good = game.new(players, seed=3, **options).view(0).to_dict()
    for bad in ({}, [], None, "view"):
        with pytest.raises(ValueError):
            game.view_from_dict(bad)
    for key, value in good.items():
        with pytest.raises(ValueError):
            game.view_from_dict({k: v for k, v in good.items() if k != key})
        with pytest.raises(ValueError):
            game.view_from_dict({**good, key: 7 if isinstance(value, str) else "x"})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_events_that_are_no_events_are_refused(name):
    game = GAMES[name]
    for bad in (None, [], {}, {"type": "NoSuchEvent"}, {"type": "CardMoved"}, {"type": "Acted", "seat": 0},
                {"type": "Acted", "seat": 0, "action": {"type": "NoSuchAction"}}):
        with pytest.raises(ValueError):
            event_from_dict(game, bad)


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_what_a_game_says_its_seats_keep_private_is_what_their_views_show(name, players, options):
    """Game.keeps_private (a table of several people covers itself between their turns where it is
    True) agrees with the Views: some seat sees a card face up that another sees as a back, at some
    position of a few random games, exactly when it says so."""
    from game.core.privacy import seen_privately
    game = GAMES[name]
    filled = game.check_options(players, dict(options))
    seen = False
    for seed in range(3):
        state, rng = game.new(players, seed, **filled), random.Random(seed)
        for _ in range(300):
            seen = seen or seen_privately([state.view(seat) for seat in range(players)])
            if seen or state.is_over() or not state.to_move():
                break
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == game.keeps_private(options)

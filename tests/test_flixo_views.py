"""Flixo's views: the whole team knows the same things, and determinizations respect that."""
from __future__ import annotations

import json
import random

from game.flixo import GAME
from game.flixo.actions import Peek, Take
from game.flixo.cards import FIRST_FLIXO
from game.flixo.display import HIDDEN, UP
from test_flixo_helpers import build


def play_some(state, steps, seed=0):
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        actions = state.legal_actions(state.current)
        state.apply(state.current, actions[rng.randrange(len(actions))])
    return state


def test_every_seat_sees_the_same_table():
    state = play_some(GAME.new(4, seed=2), 15)
    dicts = [state.view(seat).to_dict() for seat in range(4)]
    for d in dicts:
        assert d.pop("seat_of_view") in range(4)
    assert all(d == dicts[0] for d in dicts)


def test_face_down_cards_are_absent_from_the_view_and_eye_tokens_are_known():
    s = build([[["F4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]], [["1", "2"], ["3", "4"]]], discard=["4^"])
    s.apply(0, Take(2, 0))
    s.apply(0, Peek(1, 1, 1))
    view = s.view(1)
    assert view.slots[0] == [HIDDEN] * 6
    assert view.slots[1][3] & 127 == s.slots[1][3] & 127          # the eye-token card: known to all
    assert view.slots[1][:3] == [HIDDEN] * 3
    text = json.dumps(view.to_dict())
    assert "draw\"" not in text and "box\"" not in text


def test_determinize_keeps_flixos_out_of_the_piles_and_gives_the_view_back():
    state = play_some(GAME.new(3, seed=5), 20, seed=3)
    view = state.view(1)
    for k in range(30):
        world = view.determinize(random.Random(k))
        world.check()
        assert world.view(1) == view
        assert all(c < FIRST_FLIXO for c in world.draw + world.box)
        hidden_flixos = sum(1 for d in world.slots for slot in d if not slot & UP and slot & 127 >= FIRST_FLIXO)
        assert hidden_flixos == view.hidden_flixos()


def test_determinize_puts_flixos_anywhere_face_down():
    view = GAME.new(3, seed=1).view(0)
    spots = set()
    for k in range(200):
        world = view.determinize(random.Random(k))
        spots |= {(s, i) for s, d in enumerate(world.slots) for i, slot in enumerate(d) if slot & 127 >= FIRST_FLIXO}
    assert len(spots) == 27


def test_winners_are_everybody_or_nobody_and_scores_are_the_teams():
    state = play_some(GAME.new(3, seed=9), 2000, seed=9)
    assert state.is_over()
    assert state.winners() in ([], [0, 1, 2])
    assert len(set(state.scores())) == 1


def test_clone_is_independent():
    state = GAME.new(3, seed=1)
    twin = state.clone()
    twin.apply(0, Take(0, 0))
    assert state == GAME.new(3, seed=1) and twin != state


def test_a_view_counts_the_cards_the_team_knows_and_says_who_moves():
    s = build([[["4^", "2", "3e"], ["5^", "6", "7"]], [["1^", "2^"], ["3^", "10"]]], discard=["9^"])
    view = s.view(1)
    assert view.to_move() == [0] and not view.is_over() and view.winners() == []
    assert view.display_scores() == [4 + 3 + 5, 1 + 2 + 3] and view.scores() == [18.0, 18.0]
    assert s.scores() == [float(s.total())] * 2 and s.total() == 4 + 2 + 3 + 5 + 6 + 7 + 1 + 2 + 3 + 10

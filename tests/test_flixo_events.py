"""Flixo in the common motion vocabulary: which zones each action's cards move between, who
learns which card, and which cards a View places (that a seat's events carry its View's zones to
the next View's is checked for every game in tests/test_contract.py)."""
from __future__ import annotations

import random

from game.core import CardFlipped, CardMoved
from game.flixo import GAME
from game.flixo.actions import (
    DISCARD,
    DRAW,
    REMOVED,
    DisplayClosedUp,
    Draw,
    EyeTokenPlaced,
    LinesRemoved,
    Peek,
    Swap,
    Take,
    cell,
    drawn,
)
from game.flixo.display import CARD
from game.referee import HUMAN, Referee, SyncThinker
from test_flixo_helpers import build

A = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
B = [["1", "2", "3"], ["5", "6", "7"], ["8", "9", "10"]]


def moves(events):
    return [e for e in events if isinstance(e, (CardMoved, CardFlipped))]


def test_a_drawn_card_is_seen_by_the_whole_team():
    s = build([A, B], draw=["1", "10"])
    moved = s.apply(0, Draw())[0]
    assert moved == CardMoved(s.drawn, DRAW, drawn(0), face_up=True, known_to=None)
    assert moved.for_seat(1).card == s.drawn


def test_a_face_down_card_leaving_a_display_comes_to_light_for_everybody():
    s = build([A, B], draw=["1", "10"])
    s.apply(0, Draw())
    hidden = s.slots[0][0] & CARD
    placed, out = s.apply(0, Swap(0, 0))[:2]
    assert placed.src == drawn(0) and placed.dst == cell(0, 0, 0) and placed.face_up
    assert out == CardMoved(hidden, cell(0, 0, 0), DISCARD) and out.for_seat(1).card == hidden


def test_a_closing_display_moves_each_card_left_to_its_new_cell_unknown_cards_unnamed():
    d = [["4^", "2", "3e"], ["4^", "5^", "6"], ["7", "8", "9"]]
    s = build([d, B], discard=["4^"])
    before = [slot & CARD for slot in s.slots[0]]
    before[6] = s.discard[-1]                                     # the 4 taken completes the column
    events = s.apply(0, Take(2, 0))
    removed = [e for e in events if isinstance(e, CardMoved) and e.dst == REMOVED]
    assert [(e.src, e.card) for e in removed] == [(cell(0, r, 0), before[r * 3]) for r in range(3)]
    closed = events.index(DisplayClosedUp(0, 3, 2))
    assert isinstance(events[closed - 4], LinesRemoved) and events[closed - 3:closed] == removed
    closing = moves(events[closed + 1:])
    assert [(e.src, e.dst) for e in closing] == [(cell(0, r, c), cell(0, r, c - 1)) for r in range(3) for c in (1, 2)]
    by_src = {e.src: e for e in closing}
    unknown = by_src[cell(0, 0, 1)]
    assert (unknown.face_up, unknown.known_to, unknown.for_seat(0).card) == (False, (), None)
    eyed = by_src[cell(0, 0, 2)]                                  # an eye-token card: the team knows it
    assert (eyed.face_up, eyed.known_to, eyed.for_seat(1).card) == (False, None, before[2])
    up = by_src[cell(0, 1, 1)]
    assert (up.face_up, up.for_seat(1).card) == (True, before[4])


def test_a_peek_turns_the_card_up_and_down_again_around_the_eye_token():
    d = [["F4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]]
    s = build([d, B], discard=["4^"])
    s.apply(0, Take(2, 0))
    card = s.slots[1][4] & CARD
    events = s.apply(0, Peek(1, 1, 1))
    assert events[:3] == [CardFlipped(card, cell(1, 1, 1), True), EyeTokenPlaced(0, cell(1, 1, 1)),
                          CardFlipped(card, cell(1, 1, 1), False)]


def test_a_view_places_every_card_it_knows_and_only_those():
    state = build([[["1^", "2e"], ["F3", "4"]], B], discard=["7^", "9^"])
    zones = state.view(1).zones()
    assert zones[cell(0, 0, 0)] == [state.slots[0][0] & CARD] and zones[cell(0, 0, 1)] == [state.slots[0][1] & CARD]
    assert zones[cell(0, 1, 0)] == [None] and zones[DISCARD] == state.discard
    assert zones[DRAW] == [None] * len(state.draw)
    assert sum(len(cards) for cards in zones.values()) == len(state.all_cards()) - len(state.box + state.flixo_pile)


def test_every_seats_view_is_the_same_so_every_seat_hears_the_same_events():
    referee = Referee.new(GAME, 3, 5, [HUMAN] * 3, {}, thinker=SyncThinker())
    links = [referee.link(seat) for seat in range(3)]
    rng = random.Random(5)
    while not referee.is_over():
        seat = referee.to_move()[0]
        actions = referee.view(seat).legal_actions()
        referee.submit(seat, actions[rng.randrange(len(actions))])
        heard = [link.events() for link in links]
        assert heard[0] == heard[1] == heard[2]

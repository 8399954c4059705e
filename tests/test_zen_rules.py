"""Flanx Zen rules (flanx.txt "Zen Variant", DECISIONS.md "Zen"): one test per rule sentence."""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.core import CardMoved, GameOver, IllegalAction, RoundEnded
from game.flanx.cards import BLACK, GREEN, NOTCH, PINK, POINT, WHITE, card, deck, face
from game.zen import actions as zones
from game.zen.actions import ChooseStartDeck, Draw, EndRound, Place, Undo
from game.zen.form import Form
from game.zen.state import ZenState

GAME = GAMES["zen"]
W1 = card(WHITE, face(POINT, POINT, GREEN, PINK))
W2 = card(WHITE, face(POINT, NOTCH, PINK, GREEN))
W3 = card(WHITE, face(POINT, POINT, GREEN, GREEN))
SPARE = card(WHITE, 35)    # SLANT/SLANT pink|pink: no cell in the test forms
B1 = card(BLACK, face(POINT, POINT, GREEN, PINK))   # below W2: W2's bottom NOTCH takes a POINT


def line_form(two_colours: bool = False) -> Form:
    cells = {(0, 0): W1, (1, 0): W2, (2, 0): W3}
    if two_colours:
        cells[(1, 1)] = B1
    return Form("Test line", cells)


def started(form: Form, start: int, seed: int = 0) -> ZenState:
    """A game whose chosen deck has `start` on top, started from that deck."""
    state = ZenState(form, random.Random(seed))
    pile = state.decks[start // 36]
    pile.remove(start)
    pile.append(start)
    state.apply(0, ChooseStartDeck(start // 36))
    return state


def stack(state: ZenState, d: int, top_first: list[int]) -> None:
    """Put `top_first` on top of deck d, the first of them on the very top."""
    pile = state.decks[d]
    for c in top_first:
        pile.remove(c)
    pile.extend(reversed(top_first))


def test_one_colour_form_sets_the_other_deck_aside():
    state = GAME.new(1, seed=1, form_data=line_form().to_data(), form="Line")
    assert state.legal_actions(0) == [ChooseStartDeck(WHITE)]
    assert state.decks[BLACK] == [] and len(state.decks[WHITE]) == 36
    state.check()


def test_start_reveals_until_a_form_card_and_shuffles_the_others_back():
    state = ZenState(line_form(), random.Random(3))
    junk = [c for c in deck(WHITE) if c not in (W1, W2, W3)][:5]
    stack(state, WHITE, junk + [W2])
    events = state.apply(0, ChooseStartDeck(WHITE))
    assert state.placed == [W2] and state.turned_up == junk
    assert events[5] == CardMoved(W2, zones.deck(WHITE), zones.grid((1, 0)))
    assert events[:5] == [CardMoved(c, zones.deck(WHITE), zones.TURNED) for c in junk], "turned up for all to see"
    assert events[6:] == [CardMoved(c, zones.TURNED, zones.deck(WHITE), False, ()) for c in junk]
    assert sorted(state.decks[WHITE]) == sorted(set(deck(WHITE)) - {W2})
    assert state.decks[WHITE][-5:] != junk[::-1], "the revealed cards are shuffled back, not put back"
    assert state.phase == "draw"


def test_a_round_draws_the_top_three_of_the_chosen_deck():
    state = started(line_form(True), W2)
    assert set(state.legal_actions(0)) == {Draw(WHITE), Draw(BLACK)}
    top = state.decks[BLACK][-3:]
    state.apply(0, Draw(BLACK))
    assert sorted(state.hand) == sorted(top) and len(state.decks[BLACK]) == 33
    assert state.rounds == 1


def test_fewer_than_three_left_draws_what_is_left():
    state = started(line_form(), W2)
    state.decks[WHITE], state.discards[WHITE] = state.decks[WHITE][-2:], state.decks[WHITE][:-2]
    state.apply(0, Draw(WHITE))
    assert len(state.hand) == 2 and state.decks[WHITE] == []


def test_a_card_goes_only_on_its_own_cell_next_to_a_placed_card():
    state = started(line_form(True), W1)
    stack(state, WHITE, [W3, W2, SPARE])
    state.apply(0, Draw(WHITE))
    legal = state.legal_actions(0)
    assert Place(W2) in legal, "W2's cell is next to the start card"
    assert Place(W3) not in legal, "W3's cell is two steps away"
    assert Place(SPARE) not in legal, "a card the form does not use has no cell"
    with pytest.raises(IllegalAction):
        state.apply(0, Place(W3))
    state.apply(0, Place(W2))
    assert Place(W3) in state.legal_actions(0), "now W3's cell touches a placed card"


def test_cards_may_be_kept_and_the_leftovers_go_down_in_the_chosen_order():
    state = started(line_form(), W1)
    spare = [c for c in deck(WHITE) if c not in (W1, W2, W3)][:2]
    stack(state, WHITE, [W2] + spare)
    state.apply(0, Draw(WHITE))
    assert {EndRound(o) for o in [(W2, spare[0], spare[1]), (spare[1], W2, spare[0])]} <= set(state.legal_actions(0))
    events = state.apply(0, EndRound((spare[1], W2, spare[0])))
    assert state.discards[WHITE] == [spare[1], W2, spare[0]]
    assert events[:3] == [CardMoved(c, zones.DRAWN, zones.discard(WHITE), False) for c in (spare[1], W2, spare[0])]
    assert isinstance(events[3], RoundEnded) and state.hand == [] and state.phase == "draw"
    with pytest.raises(IllegalAction):
        started(line_form(), W1).apply(0, EndRound(()))


def test_undo_takes_back_this_rounds_placements_only():
    state = started(line_form(True), W1)
    stack(state, WHITE, [W2, W3, SPARE])
    state.apply(0, Draw(WHITE))
    assert Undo() not in state.legal_actions(0), "the start card and the draw cannot be undone"
    state.apply(0, Place(W2))
    state.apply(0, Place(W3))
    state.apply(0, Undo())
    assert state.placed == [W1, W2] and W3 in state.hand
    state.apply(0, Undo())
    assert state.placed == [W1] and Undo() not in state.legal_actions(0)
    assert len(state.hand) == 3, "the drawn cards stay drawn"
    state.apply(0, Place(W2))
    state.apply(0, EndRound(tuple(c for c in state.hand)))
    state.apply(0, Draw(WHITE))
    assert Undo() not in state.legal_actions(0), "last round's placement is final"


def run_deck_out(state: ZenState, d: int) -> list:
    """Draw deck d to its end, discarding everything in the order drawn; the last round's events."""
    while True:
        state.apply(0, Draw(d))
        events = state.apply(0, EndRound(tuple(state.hand)))
        if not state.decks[d] or renewals(events):
            return events


def renewals(events: list) -> list:
    """The cards turned over from a discard pile into its deck, in the order they went."""
    return [e.card for e in events if isinstance(e, CardMoved) and e.src[0] == "discard" and e.dst[0] == "deck"]


def test_first_run_out_renews_the_deck_first_discarded_on_top_once():
    state = started(line_form(True), W2)
    first_round = state.decks[BLACK][-3:][::-1]
    events = run_deck_out(state, BLACK)
    assert renewals(events) == state.decks[BLACK] and len(state.decks[BLACK]) == 36, "each card, top last"
    assert all(e.dst == zones.deck(BLACK) and not e.face_up and e.known_to is None
               for e in events if isinstance(e, CardMoved) and e.src == zones.discard(BLACK))
    assert state.renewed[BLACK] and state.discards[BLACK] == []
    assert state.decks[BLACK][-3:][::-1] == first_round, "first-discarded card on top"
    state.apply(0, Draw(BLACK))
    assert state.hand == first_round
    state.apply(0, EndRound(tuple(state.hand)))
    events = run_deck_out(state, BLACK)
    assert renewals(events) == [] and state.decks[BLACK] == [] and len(state.discards[BLACK]) == 36
    assert state.spent(BLACK) and not state.spent(WHITE)
    assert Draw(BLACK) not in state.legal_actions(0), "a deck is renewed only once"


def test_the_round_that_empties_a_deck_joins_its_renewed_deck():
    state = started(line_form(), W1)
    spares = [c for c in state.decks[WHITE] if c not in (W2, W3)]
    state.decks[WHITE], state.discards[WHITE] = spares[:2], [W2, W3] + spares[2:]
    state.apply(0, Draw(WHITE))
    last_round = tuple(state.hand)
    state.apply(0, EndRound(last_round))
    assert state.renewed[WHITE] and len(state.decks[WHITE]) == 35
    assert state.decks[WHITE][:2] == list(last_round[::-1]), "the last leftovers come back last"
    assert state.decks[WHITE][-2:] == [W3, W2], "the first-discarded cards come back first"


def test_loss_when_every_deck_the_form_uses_ran_out_twice():
    state = started(line_form(True), W2)
    for d in (WHITE, BLACK):
        run_deck_out(state, d)
    assert state.renewed == [True, True] and not state.is_over()
    run_deck_out(state, WHITE)
    assert not state.is_over(), "the black deck still holds cards"
    events = run_deck_out(state, BLACK)
    assert state.phase == "lost" and state.winners() == [] and isinstance(events[-1], GameOver)
    assert state.missing() == [(0, 0), (1, 1), (2, 0)]


def test_one_colour_form_is_lost_when_its_one_deck_ran_out_twice():
    state = started(line_form(), W1)
    run_deck_out(state, WHITE)
    assert not state.is_over()
    run_deck_out(state, WHITE)
    assert state.phase == "lost"


def test_win_when_the_form_is_complete():
    state = started(line_form(), W1)
    stack(state, WHITE, [W3, SPARE, W2])
    state.apply(0, Draw(WHITE))
    state.apply(0, Place(W2))
    events = state.apply(0, Place(W3))
    assert state.phase == "won" and state.winners() == [0] and state.scores() == [3.0], "every card placed"
    assert events == [CardMoved(W3, zones.DRAWN, zones.grid((2, 0))), GameOver((0,), (3.0,))]
    assert state.rounds == 1
    state.check()


def test_the_view_hides_a_shuffled_deck_but_keeps_a_renewed_one():
    state = started(line_form(True), W2)
    run_deck_out(state, BLACK)
    view = state.view(0)
    text = json.dumps(view.to_dict())
    assert view.known_deck(WHITE) is None and view.known_deck(BLACK) == state.decks[BLACK]
    assert str(state.decks[WHITE]) not in text
    other = view.determinize(random.Random(9))
    assert other.view(0) == view and other.decks[BLACK] == state.decks[BLACK]
    assert sorted(other.decks[WHITE]) == sorted(state.decks[WHITE])


def test_save_and_resume_gives_the_same_future():
    state = GAME.new(1, seed=11, form="Compass")
    state.apply(0, ChooseStartDeck(state.form.decks()[0]))
    resumed = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
    assert resumed == state
    for s in (state, resumed):
        s.apply(0, s.legal_actions(0)[0])
    assert resumed == state


def test_a_damaged_save_is_refused():
    data = GAME.new(1, seed=2, form="Compass").to_dict()
    data["decks"][0] = data["decks"][0][:-1]
    with pytest.raises(ValueError):
        GAME.from_dict(data)
    with pytest.raises(ValueError):
        GAME.from_dict({"form": {"name": "x", "cells": [[0, 0, W1], [5, 5, W2]]}})


def test_options_refuse_unknown_forms_and_invalid_inline_forms():
    with pytest.raises(ValueError):
        GAME.new(1, seed=0, form="No such form")
    with pytest.raises(ValueError):
        GAME.new(1, seed=0, form="Bad", form_data=[[0, 0, W1], [1, 0, W3]])  # pink beside green


def test_form_fit_is_the_flanx_fit_in_every_direction():
    from game.flanx.cards import fits_above, fits_beside
    from game.zen.form import pair_fits
    for a in range(0, 72, 5):
        for b in range(0, 72, 7):
            assert pair_fits((0, 0), a, (1, 0), b) == fits_beside(a, b)
            assert pair_fits((1, 0), a, (0, 0), b) == fits_beside(b, a)
            assert pair_fits((0, 0), a, (0, 1), b) == fits_above(a, b)
            assert pair_fits((0, 1), a, (0, 0), b) == fits_above(b, a)


# -- the motion vocabulary --------------------------------------------------------------------
def test_draws_placements_and_take_backs_move_cards_between_the_zones():
    state = started(line_form(True), W1)
    stack(state, WHITE, [W2, W3, SPARE])
    assert state.apply(0, Draw(WHITE)) == [CardMoved(c, zones.deck(WHITE), zones.DRAWN) for c in (W2, W3, SPARE)]
    assert state.apply(0, Place(W2)) == [CardMoved(W2, zones.DRAWN, zones.grid((1, 0)))]
    assert state.apply(0, Undo()) == [CardMoved(W2, zones.grid((1, 0)), zones.DRAWN)]
    assert state.hand == [W3, SPARE, W2], "a card taken back goes to the end of the hand, as it moved"


def test_the_cards_turned_up_at_the_start_reach_the_player_as_seen_then_as_backs():
    state = ZenState(line_form(), random.Random(3))
    junk = [c for c in deck(WHITE) if c not in (W1, W2, W3)][:2]
    stack(state, WHITE, junk + [W1])
    events = [e.for_seat(0) for e in state.apply(0, ChooseStartDeck(WHITE))]
    assert [e.card for e in events] == junk + [W1, None, None], "shuffled back: nobody knows where they are"
    assert state.view(0).turned_up == junk


def test_a_save_from_before_the_turned_up_cards_were_kept_still_loads_and_keeps_its_shape():
    state = next(s for s in (GAME.new(1, seed=k, form="Compass") for k in range(40))
                 if s.apply(0, ChooseStartDeck(0))[0].dst == zones.TURNED)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["turned_up"] == state.turned_up
    del data["turned_up"]
    old = GAME.from_dict(data)
    assert old.turned_up == [] and old.placed == state.placed and old.decks == state.decks
    assert old.to_dict() == data, "written back exactly as it was read"


@pytest.mark.parametrize("module", ["game.zen", "game.zen.booklet", "game.zen.form", "game.zen.forms"])
def test_the_examples_in_the_zen_docstrings_run(module):
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0

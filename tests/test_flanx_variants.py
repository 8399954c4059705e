"""Flanx's Kids and Toddler variants, sentence by sentence: set-up, what must fit, drawing,
discarding, wins and draws. Positions from flanx_helpers, as in test_flanx_rules.py."""
from __future__ import annotations

import pytest

from flanx_helpers import Table, cell, kids_start, place, toddler_near_the_top
from game.core import IllegalAction
from game.flanx import GAME, endings
from game.flanx.actions import Discard, Place
from game.flanx.board import fits_at
from game.flanx.cards import BLACK, FACES, WHITE, deck, deck_of


# -- Kids ---------------------------------------------------------------------------------------
def test_kids_set_up_each_on_their_own_edge_in_the_same_column_one_card_in_hand():
    s = GAME.new(2, seed=4, variant="kids")
    assert deck_of(cell(s, 4, 7)) == WHITE and deck_of(cell(s, 4, 0)) == BLACK
    assert [len(h) for h in s.hands] == [1, 1] and s.to_move() == [0, 1]


def test_kids_need_no_opponent_contact_and_draw_one_after_each_card():
    t = kids_start()
    c = t.give(WHITE, 4, 6)
    s = t.deal_rest()
    top = s.decks[WHITE][-1]
    place(s, WHITE, c, 4, 6)
    assert s.hands[WHITE] == [top]


def test_kids_cards_must_fit_the_opponents_cards_too():
    t = kids_start()
    for row in (6, 5, 4):
        t.lay(WHITE, 4, row)
    for row in (1, 2):
        t.lay(BLACK, 4, row)
    t.lay(BLACK, 5, 2)
    misfit = t.give(BLACK, 5, 3, fits=False)
    s = t.deal_rest()
    with pytest.raises(IllegalAction, match="does not fit"):
        place(s, BLACK, misfit, 5, 3)


def test_kids_discard_only_a_card_that_fits_nowhere_then_draw_one():
    t = kids_start()
    fits = t.give(WHITE, 4, 6)
    s = t.deal_rest()
    with pytest.raises(IllegalAction, match="fits somewhere"):
        s.apply(WHITE, Discard())
    s.hands[WHITE] = []
    s.decks[WHITE].append(fits)
    dead = next(c for c in s.decks[WHITE] if not any(
        s.fitting(WHITE, i) >> (c % FACES) & 1 for i in s.open_cells(WHITE)))
    s.decks[WHITE].remove(dead)
    s.hands[WHITE] = [dead]
    s.apply(WHITE, Discard())
    assert s.discards[WHITE] == [dead] and s.hands[WHITE] == [fits]


def test_kids_win_at_the_opposite_edge():
    t = kids_start()
    t.lay(WHITE, 4, 6)
    for row in range(6, 0, -1):
        t.lay(WHITE, 3, row)
    c = t.give(WHITE, 3, 0)            # must fit black's start card beside it too
    s = t.deal_rest()
    place(s, WHITE, c, 3, 0)
    assert s.winners() == [WHITE] and s.ending.kind == "edge"


def test_kids_have_no_win_behind_a_card():
    t = kids_start()
    for row in (6, 5, 4, 3):
        t.lay(WHITE, 4, row)
    t.lay(WHITE, 5, 3)
    for col, row in ((4, 1), (5, 1), (6, 1), (6, 2), (6, 3), (6, 4)):
        t.lay(BLACK, col, row)
    c = t.give(BLACK, 5, 4)            # right below white's (5, 3): a duel win, not a Kids one
    s = t.deal_rest()
    place(s, BLACK, c, 5, 4)
    assert not s.is_over()


def test_kids_draw_when_a_player_has_no_cards_at_all():
    t = kids_start()
    c = t.give(WHITE, 4, 6)
    s = t.deal_rest(keep_in_deck=0)
    s.discards[WHITE] = []   # as if every other white card were on the table
    place(s, WHITE, c, 4, 6)
    assert s.is_over() and s.ending.kind == "no cards" and s.winners() == []
    assert str(endings.sentence(s, ["You", "Bot 2"])) == "You have no cards left: a draw."


def test_kids_draw_when_both_touch_both_sides():
    t = kids_start()
    for col in (3, 2, 1, 0, 5, 6, 7, 8):
        t.lay(WHITE, col, 7)
    for col in (3, 2, 1, 0, 5, 6, 7):
        t.lay(BLACK, col, 0)
    c = t.give(BLACK, 8, 0)
    s = t.deal_rest()
    place(s, BLACK, c, 8, 0)
    assert s.ending.kind == "sides"


# -- Toddler ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,cols", [(2, [2, 6]), (3, [1, 4, 7]), (4, [1, 3, 5, 7])])
def test_toddler_starts_spread_along_the_bottom_edge_with_own_tinted_decks(players, cols):
    s = GAME.new(players, seed=1, variant="toddler")
    for seat, col in enumerate(cols):
        assert deck_of(cell(s, col, 7)) == seat
        assert s.goal_row(seat) == 0
    assert [len(h) for h in s.hands] == [1] * players
    assert s.to_move() == [0]


def test_toddler_players_take_turns_and_draw_only_when_the_round_ends():
    s = GAME.new(3, seed=2, variant="toddler")
    a0 = s.legal_actions(0)[0]
    with pytest.raises(IllegalAction, match="not black's turn"):
        s.apply(1, Discard())
    s.apply(0, a0)
    assert s.hands[0] == [] and s.to_move() == [1]
    s.apply(1, s.legal_actions(1)[0])
    assert s.hands[0] == [] and s.to_move() == [2]
    s.apply(2, s.legal_actions(2)[0])
    assert [len(h) for h in s.hands] == [1, 1, 1] and s.round == 2 and s.to_move() == [0]


def test_toddler_other_players_cards_never_need_to_fit_but_ones_own_do():
    t = Table("toddler")
    t.lay(0, 2, 7)
    t.lay(1, 3, 7)
    t.lay(1, 3, 6)
    s = t.state
    i = s.geometry.index(2, 6)
    misfits_black = next(c for c in deck(WHITE) if c not in t.used[0]
                         and fits_at(s.geometry, s.cells, i, c, counts=lambda o: deck_of(o) == 0)
                         and not fits_at(s.geometry, s.cells, i, c))
    misfits_own = next(c for c in deck(WHITE) if c not in t.used[0]
                       and not fits_at(s.geometry, s.cells, i, c, counts=lambda o: deck_of(o) == 0))
    s.hands[0] = [misfits_own]
    t.used[0].add(misfits_own)
    t.deal_rest()
    with pytest.raises(IllegalAction, match="does not fit"):
        place(s, 0, misfits_own, 2, 6)
    s.hands[0] = [misfits_black]
    s.decks[0].remove(misfits_black)
    s.decks[0].append(misfits_own)
    place(s, 0, misfits_black, 2, 6)
    assert cell(s, 2, 6) == misfits_black


def test_toddler_two_reaching_the_top_in_one_round_share_the_win():
    s = toddler_near_the_top(3, reaching=(0, 1))
    s.apply(0, Place(s.hands[0][0], 1, 0))
    assert not s.is_over(), "the round is played to its end"
    s.apply(1, Place(s.hands[1][0], 3, 0))
    s.apply(2, Place(s.hands[2][0], 6, 7))
    assert s.is_over() and s.winners() == [0, 1]
    assert str(endings.sentence(s, ["You", "Bot 2", "Bot 3"])).startswith("You and Bot 2 share the win")
    assert s.scores() == [1.0, 1.0, 0.0]


def test_toddler_a_single_winner_at_the_end_of_the_round():
    s = toddler_near_the_top(2, reaching=(1,))
    s.apply(0, Place(s.hands[0][0], 2, 7))
    s.apply(1, Place(s.hands[1][0], 3, 0))
    assert s.winners() == [1] and s.ending.kind == "edge"
    assert str(endings.sentence(s, ["You", "Bot 2"])) == "Bot 2 wins: a chain reached the top edge."

"""The Flanx card model and table geometry: Rule 1 (fit) for every pair, neighbours, chains."""
from __future__ import annotations

import doctest
import itertools

import pytest

from game.flanx import board as board_module
from game.flanx.board import (
    ABOVE,
    ALL_FACES,
    BELOW,
    BOARD_SIZES,
    EMPTY,
    FIT_MASK,
    LEFT,
    RIGHT,
    board_geometry,
    chain,
    first_misfit,
    fits_at,
    fitting_faces,
    frontier,
    geometry,
    touches_other,
    touches_own,
)
from game.flanx.cards import (
    BLACK,
    FACES,
    GREEN,
    NOTCH,
    PINK,
    POINT,
    SLANT,
    WHITE,
    bottom,
    card,
    deck,
    face,
    left,
    right,
    top,
)


def test_a_deck_holds_every_combination_exactly_once():
    faces = {(top(c), bottom(c), left(c), right(c)) for c in deck(WHITE)}
    assert len(deck(WHITE)) == 36 and len(faces) == 36
    assert faces == set(itertools.product((POINT, NOTCH, SLANT), (POINT, NOTCH, SLANT),
                                          (GREEN, PINK), (GREEN, PINK)))


def _interlock_by_the_book(upper_bottom, lower_top):
    # "a matching diagonal against a diagonal, and a point against a notch, and vice versa"
    return {upper_bottom, lower_top} in ({SLANT}, {POINT, NOTCH})


@pytest.mark.parametrize("a_deck,b_deck", [(WHITE, WHITE), (WHITE, BLACK), (BLACK, WHITE)])
def test_fit_table_for_all_36_by_36_pairs_in_both_directions(a_deck, b_deck):
    for a, b in itertools.product(deck(a_deck), deck(b_deck)):
        g = geometry(3, 3)
        cells = g.empty_board()
        cells[g.index(1, 1)] = a
        # b to the right of a: a's right half-circle must equal b's left one
        assert fits_at(g, cells, g.index(2, 1), b) == (right(a) == left(b))
        # b to the left of a
        assert fits_at(g, cells, g.index(0, 1), b) == (right(b) == left(a))
        # b below a: a's bottom end interlocks with b's top end
        assert fits_at(g, cells, g.index(1, 2), b) == _interlock_by_the_book(bottom(a), top(b))
        # b above a
        assert fits_at(g, cells, g.index(1, 0), b) == _interlock_by_the_book(bottom(b), top(a))
        # diagonal neighbours never need to fit
        assert fits_at(g, cells, g.index(0, 0), b) and fits_at(g, cells, g.index(2, 2), b)


def test_every_card_fits_exactly_a_third_or_half_of_the_deck_per_side():
    for f in range(FACES):
        assert bin(FIT_MASK[LEFT][f]).count("1") == 18
        assert bin(FIT_MASK[RIGHT][f]).count("1") == 18
        assert bin(FIT_MASK[ABOVE][f]).count("1") == 12
        assert bin(FIT_MASK[BELOW][f]).count("1") == 12


def test_a_card_must_fit_every_neighbour_and_the_misfit_is_named():
    g = geometry(3, 3)
    cells = g.empty_board()
    centre = g.index(1, 1)
    cells[g.index(0, 1)] = card(WHITE, face(POINT, POINT, GREEN, PINK))   # left, ends pink
    cells[g.index(1, 0)] = card(BLACK, face(SLANT, NOTCH, GREEN, GREEN))  # above, bottom NOTCH
    fits_both = card(WHITE, face(POINT, SLANT, PINK, GREEN))
    wrong_top = card(WHITE, face(NOTCH, SLANT, PINK, GREEN))
    wrong_left = card(WHITE, face(POINT, SLANT, GREEN, GREEN))
    assert fits_at(g, cells, centre, fits_both)
    assert first_misfit(g, cells, centre, fits_both) is None
    assert not fits_at(g, cells, centre, wrong_top)
    assert "does not interlock" in str(first_misfit(g, cells, centre, wrong_top))
    assert not fits_at(g, cells, centre, wrong_left)
    assert "left half-circle is green" in str(first_misfit(g, cells, centre, wrong_left))
    # a fully surrounded cell leaves exactly one face
    cells[g.index(2, 1)] = card(WHITE, face(POINT, POINT, PINK, PINK))
    cells[g.index(1, 2)] = card(WHITE, face(POINT, POINT, PINK, PINK))
    assert bin(fitting_faces(g, cells, centre)).count("1") == 1


def test_fitting_can_ignore_cards_that_do_not_count():
    g = geometry(2, 1)
    cells = g.empty_board()
    cells[0] = card(BLACK, face(POINT, POINT, GREEN, PINK))
    green_left = card(WHITE, face(POINT, POINT, GREEN, GREEN))
    assert not fits_at(g, cells, 1, green_left)
    assert fits_at(g, cells, 1, green_left, counts=lambda c: c // FACES == WHITE)
    assert fitting_faces(g, cells, 1, counts=lambda c: False) == ALL_FACES


def test_sizes_neighbours_and_edges():
    assert BOARD_SIZES == {"9x8": (9, 8), "7x6": (7, 6), "11x10": (11, 10)}
    g = board_geometry("9x8")
    assert (g.cols, g.rows, g.size) == (9, 8, 72)
    assert sorted(d for _, d in g.orthogonal(g.index(4, 4))) == [LEFT, RIGHT, ABOVE, BELOW]
    assert len(g.orthogonal(0)) == 2 and len(g.diagonal(0)) == 1 and len(g.around(0)) == 3
    assert g.neighbour(g.index(4, 4), ABOVE) == g.index(4, 3)
    assert g.neighbour(0, LEFT) is None
    with pytest.raises(ValueError):
        board_geometry("3x3")


def test_rules_two_and_three_neighbourhoods_and_frontier():
    g = geometry(5, 5)
    cells = g.empty_board()
    cells[g.index(2, 2)] = card(WHITE, 0)
    cells[g.index(3, 1)] = card(BLACK, 0)
    assert touches_own(g, cells, g.index(2, 1), WHITE)
    assert not touches_own(g, cells, g.index(1, 1), WHITE)       # diagonal is not enough
    assert touches_other(g, cells, g.index(2, 1), WHITE)         # beside black
    assert touches_other(g, cells, g.index(2, 0), WHITE)         # diagonal to black counts
    assert not touches_other(g, cells, g.index(1, 3), WHITE)
    assert frontier(g, cells, WHITE) == [g.index(2, 1), g.index(1, 2), g.index(3, 2), g.index(2, 3)]


def test_chain_follows_one_deck_only():
    g = geometry(3, 3)
    cells = g.empty_board()
    for col, row in ((0, 2), (0, 1), (1, 1), (1, 0)):
        cells[g.index(col, row)] = card(WHITE, 0)
    cells[g.index(2, 1)] = card(BLACK, 0)
    path = chain(g, cells, g.index(0, 2), g.index(1, 0))
    assert path == [g.index(0, 2), g.index(0, 1), g.index(1, 1), g.index(1, 0)]
    assert chain(g, cells, g.index(0, 2), g.index(2, 1)) == []
    assert cells[g.index(2, 2)] == EMPTY


def test_doctests():
    assert doctest.testmod(board_module).failed == 0

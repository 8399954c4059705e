"""The Hint's sentences: why an action is a good idea for a seat, in one sentence.

The Hint shows the move the review judges best (game.ai.review.advise: the review, whose
greedy answers take a win the move would open, then never calls it costly); the sentence names the
reason the judgement sees first: a win, a block, a safe place, a way opened, a row gained.

    >>> from game.flanx import GAME
    >>> from game.flanx.actions import Discard
    >>> state = GAME.new(2, seed=3)
    >>> str(explain(state.view(0), Discard()))
    'Fresh cards promise more than anything this hand can do now.'
"""
from __future__ import annotations

import random

from game.core import Action, View
from game.core.text import T, Text
from game.flanx.actions import Discard, Place
from game.flanx.board import EMPTY, faces_mask
from game.flanx.cards import PLAYER_WORDS, deck_of
from game.flanx.judgement import opened_cells, opponents, winning_cells, wins_at
from game.flanx.rules import WHITE_SEAT, FlanxPublic
from game.flanx.state import FlanxView


def explain(view: View, action: Action) -> Text:
    """One sentence on why `action` is a good idea for the view's seat here."""
    assert isinstance(view, FlanxView)
    state = view.determinize(random.Random(0))
    seat = view.seat
    if isinstance(action, Discard):
        return _discard_reason(state, seat)
    assert isinstance(action, Place)
    cell = state.geometry.index(action.col, action.row)
    if wins_at(state, seat, cell):
        return _winning_place(state, seat, cell)
    block = _blocked(state, seat, cell)
    if block is not None:
        return block
    before = state.climbed(seat)
    hand = [c for c in state.hands[seat] if c != action.card]
    state.cells[cell] = action.card
    try:
        opens_win = bool(winning_cells(state, seat, faces_mask(hand)))
        advanced = state.climbed(seat) > before
    finally:
        state.cells[cell] = EMPTY
    if opens_win:
        return T("It opens a cell from which your next card wins.")
    if advanced:
        return T("It reaches a row closer to the top edge.") if state.goal_row(seat) == 0 else \
            T("It reaches a row closer to the bottom edge.")
    if any(opened_cells(state, seat, other) for other in state.placements(seat)):
        return T("It opens no cell from which {players} could win, where other places for your cards would.",
                 players=_names(state, seat))
    return T("It keeps the most cells open for your cards and narrows your opponent's.")


def _discard_reason(state: FlanxPublic, seat: int) -> Text:
    places = state.placements(seat)
    if not places:
        return T("No card in your hand fits anywhere: discard it for three fresh cards.")
    if all(opened_cells(state, seat, place) for place in places):
        return T("Every place your cards fit would open a cell from which {players} could win, "
                 "so fresh cards are safer.", players=_names(state, seat))
    return T("Fresh cards promise more than anything this hand can do now.")


def _blocked(state: FlanxPublic, seat: int, cell: int) -> Text | None:
    """The sentence for a card laid on a cell from which an opponent could win, if it is one:
    next (with its hand) or later (with a card it still holds)."""
    for other in opponents(state, seat):
        name = T(PLAYER_WORDS[other])
        if cell in winning_cells(state, other, faces_mask(state.hands[other])):
            return T("It blocks the cell from which {player} would win next.", player=name)
        if cell in winning_cells(state, other, faces_mask(state.owned(other))):
            if _behind_own(state, other, cell):
                return T("It blocks the cell behind your card, from which {player} could win.", player=name)
            if state.goal_row(other) == 0:
                return T("It blocks {player}'s way onto the top edge.", player=name)
            return T("It blocks {player}'s way onto the bottom edge.", player=name)
    return None


def _behind_own(state: FlanxPublic, other: int, cell: int) -> bool:
    """Is `cell` right behind a card of someone other than `other` (a duel's flank)?"""
    g = state.geometry
    behind = cell + g.cols if other == WHITE_SEAT else cell - g.cols
    return state.variant == "duel" and 0 <= behind < g.size and state.cells[behind] != EMPTY \
        and deck_of(state.cells[behind]) != other


def _winning_place(state: FlanxPublic, seat: int, cell: int) -> Text:
    if state.geometry.col_row(cell)[1] == state.goal_row(seat):
        return T("This card wins at once, on the top edge.") if state.goal_row(seat) == 0 else \
            T("This card wins at once, on the bottom edge.")
    if seat == WHITE_SEAT:
        return T("This card wins at once, right behind a black card.")
    return T("This card wins at once, right behind a white card.")


def _names(state: FlanxPublic, seat: int) -> Text:
    """The opponents by colour: "black", or "blue or amber" (Toddler has up to three)."""
    words = [T(PLAYER_WORDS[o]) for o in opponents(state, seat)]
    if len(words) == 1:
        return words[0]
    together = T("{first} or {second}", first=words[-2], second=words[-1])
    for word in reversed(words[:-2]):
        together = T("{first}, {rest}", first=word, rest=together)
    return together

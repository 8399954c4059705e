"""What a Flanx move tells each seat, in the common motion vocabulary (game.core.events), and what
each seat's View holds: the zones cards move between, who learns which card, and the ending.

Hands and discard piles are face up (flanx.txt: both players "turn the cards in their hand face
up" at "Omiga!"), so a drawn card reaches every seat; a deck renewed from its discard pile goes
over face down, card by card, known to nobody.
"""
from __future__ import annotations

import random

from flanx_helpers import behind_win_ready, duel_start, toddler_near_the_top
from game.core import Acted, CardMoved, GameOver, RoundEnded
from game.flanx import GAME
from game.flanx.actions import Discard, FlanxEnded, Place
from game.flanx.cards import BLACK, WHITE
from game.flanx.state import FlanxView
from game.referee import HUMAN, Referee


def moves(events, src=None, dst=None) -> list[CardMoved]:
    return [e for e in events if isinstance(e, CardMoved) and (src is None or e.src == src)
            and (dst is None or e.dst == dst)]


def test_a_card_laid_moves_from_the_hand_to_its_board_cell_face_up_for_all():
    t = duel_start()
    c = t.give(WHITE, 3, 4)
    state = t.deal_rest()
    events = state.apply(WHITE, Place(c, 3, 4))
    assert events[0] == CardMoved(c, ("hand", WHITE), ("board", 3, 4), face_up=True, known_to=None)


def test_an_emptied_hand_draws_three_face_up_that_every_seat_learns():
    t = duel_start()
    c = t.give(WHITE, 3, 4)
    state = t.deal_rest()
    top3 = state.decks[WHITE][-3:][::-1]
    drawn = moves(state.apply(WHITE, Place(c, 3, 4)), src=("deck", WHITE))
    assert [e.card for e in drawn] == top3 and all(e.dst == ("hand", WHITE) and e.face_up for e in drawn)
    assert all(e.for_seat(BLACK).card == e.card for e in drawn), "a hand is public"


def test_a_discarded_hand_goes_card_by_card_face_up_to_the_discard_pile_then_three_are_drawn():
    state = GAME.new(2, seed=5)
    hand = list(state.hands[BLACK])
    events = state.apply(BLACK, Discard())
    assert events[:3] == [CardMoved(c, ("hand", BLACK), ("discard", BLACK)) for c in hand]
    assert [e.dst for e in events[3:]] == [("hand", BLACK)] * 3


def test_a_renewed_deck_is_the_pile_turned_over_top_card_first_known_to_nobody():
    t = duel_start()
    t.give(WHITE, 3, 4)
    t.give(WHITE, 3, 4)
    state = t.deal_rest(keep_in_deck=1)
    pile = state.discards[WHITE] + state.hands[WHITE]          # the hand goes onto the pile first
    events = state.apply(WHITE, Discard())
    renewed = moves(events, dst=("deck", WHITE))
    assert [e.card for e in renewed] == pile[::-1]     # the top of the pile first: it ends at the bottom
    assert all(e.src == ("discard", WHITE) and not e.face_up and e.known_to == () for e in renewed)
    assert all(e.for_seat(seat).card is None for e in renewed for seat in (WHITE, BLACK))
    # the cards drawn after it come off the renewed deck, first discard first
    first_draws = moves(events, src=("deck", WHITE))
    assert first_draws[0].card not in pile and [e.card for e in first_draws[1:]] == pile[:2]


def test_a_win_ends_with_the_outlined_cells_then_game_over():
    state, win = behind_win_ready()
    events = state.apply(WHITE, Place(win, 4, 2))
    g = state.geometry
    assert events[-2] == FlanxEnded("behind", (WHITE,), (g.index(4, 2), g.index(4, 3)))
    assert events[-1] == GameOver((WHITE,), (1.0, 0.0))
    assert state.ending == FlanxEnded("behind", (WHITE,), (g.index(4, 2), g.index(4, 3)))
    assert state.ending.winning_cell() == g.index(4, 2)


def test_a_toddler_round_ends_with_the_rows_climbed_then_the_next_draws():
    state = GAME.new(3, seed=2, variant="toddler")
    for seat in range(3):
        events = state.apply(seat, state.legal_actions(seat)[0])
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended == [RoundEnded(1, tuple(state.climbed(s) for s in range(3)))]
    assert [e.dst for e in events[events.index(ended[0]) + 1:]] == [("hand", s) for s in range(3)]


def test_a_toddler_shared_win_names_every_winner():
    state = toddler_near_the_top(3, reaching=(0, 1))
    state.apply(0, Place(state.hands[0][0], 1, 0))
    state.apply(1, Place(state.hands[1][0], 3, 0))
    events = state.apply(2, Place(state.hands[2][0], 6, 7))
    ended = next(e for e in events if isinstance(e, FlanxEnded))
    assert ended.kind == "edge" and ended.winners == (0, 1) and len(ended.cells) == 16


def test_the_view_holds_the_table_with_real_attributes_and_says_who_moves():
    state = GAME.new(2, seed=8)
    view = state.view(BLACK)
    assert isinstance(view, FlanxView) and view.seat == BLACK and view.variant == "duel"
    assert view.cells == state.cells and view.hands == state.hands and view.discards == state.discards
    assert view.decks[WHITE] == sorted(state.decks[WHITE]), "a face-down deck: its cards, not their order"
    assert (view.to_move(), view.is_over(), view.scores(), view.winners()) == (
        state.to_move(), state.is_over(), state.scores(), state.winners())
    assert view.legal_actions() == state.legal_actions(BLACK)
    view.hands[WHITE].clear()
    assert state.hands[WHITE], "a view is a copy"


def test_through_the_referee_every_seat_sees_every_drawn_card_and_no_renewed_one():
    referee = Referee.new(GAME, 2, seed=3, seats=[HUMAN, HUMAN])
    links = [referee.link(seat) for seat in (WHITE, BLACK)]
    rng = random.Random(3)
    renewals = 0
    for _ in range(200):
        if referee.is_over():
            break
        seat = rng.choice(referee.to_move())
        legal = referee.view(seat).legal_actions()
        referee.submit(seat, legal[rng.randrange(len(legal))])
        for link in links:
            told = link.events()
            assert isinstance(told[0], Acted)
            for event in moves(told):
                if event.dst[0] == "deck":
                    renewals += 1
                    assert event.card is None
                else:
                    assert event.card is not None
    assert renewals, "the game renewed a deck"

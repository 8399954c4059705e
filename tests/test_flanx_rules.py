"""Flanx rules, sentence by sentence: set-up, Rules 1-3, hands, decks, wins and draws (the Kids and
Toddler variants: test_flanx_variants.py).

Positions are built with `Table` (flanx_helpers), which lays cards that fit their neighbours and
deals the unused cards into the decks, so every position keeps the 36 cards of each deck.
"""
from __future__ import annotations

import json
import random

import pytest

from flanx_helpers import Table, behind_win_ready, cell, duel_start, place
from game.core import CardMoved, GameOver, IllegalAction
from game.flanx import GAME, endings
from game.flanx.actions import Discard, FlanxEnded, Place
from game.flanx.board import EMPTY
from game.flanx.cards import BLACK, FACES, WHITE, deck_of, fits_above


# -- set-up -------------------------------------------------------------------------------------
@pytest.mark.parametrize("board,white_cell,black_cell", [
    ("9x8", (4, 4), (4, 3)), ("7x6", (3, 3), (3, 2)), ("11x10", (5, 5), (5, 4))])
def test_duel_set_up_puts_the_start_cards_in_the_middle_rows(board, white_cell, black_cell):
    for seed in range(20):
        s = GAME.new(2, seed=seed, board=board)
        white, black = cell(s, *white_cell), cell(s, *black_cell)
        assert deck_of(white) == WHITE and deck_of(black) == BLACK
        assert fits_above(black, white), "black reveals until a card fits against white's"
        assert sum(c != EMPTY for c in s.cells) == 2
        assert [len(h) for h in s.hands] == [3, 3] and [len(d) for d in s.decks] == [32, 32]
        # both are equally far from the edge they race to
        assert white_cell[1] - 0 == (s.geometry.rows - 1) - black_cell[1]
        s.check()


def test_set_up_is_random_but_seeded():
    assert GAME.new(2, seed=3).to_dict() == GAME.new(2, seed=3).to_dict()
    starts = {cell(GAME.new(2, seed=k), 4, 4) for k in range(30)}
    assert len(starts) > 10


def test_duel_and_kids_are_two_player_toddler_up_to_four():
    with pytest.raises(ValueError):
        GAME.new(3, seed=1, variant="duel")
    with pytest.raises(ValueError):
        GAME.new(3, seed=1, variant="kids")
    with pytest.raises(ValueError):
        GAME.new(2, seed=1, variant="chess")
    with pytest.raises(ValueError):
        GAME.new(2, seed=1, board="5x5")
    assert GAME.new(4, seed=1, variant="toddler").players == 4
    assert GAME.option_choices(2, {}) == {"variant": ("duel", "kids", "toddler"), "board": ("9x8", "7x6", "11x10"),
                                          "match_my_pace": ("easy levels", "always", "never")}
    assert GAME.option_choices(3, {"variant": "toddler"})["variant"] == ("toddler",)
    assert GAME.check_options(3, {})["variant"] == "toddler"


def test_both_seats_move_at_once_in_the_duel():
    s = GAME.new(2, seed=1)
    assert s.to_move() == [0, 1]
    assert Discard() in s.legal_actions(0) and Discard() in s.legal_actions(1)
    # either may act; the one who acted last is named last (turn-by-turn callers alternate)
    s.apply(0, Discard())
    assert s.to_move() == [1, 0]
    s.apply(0, Discard())
    assert s.to_move() == [1, 0]
    s.apply(1, Discard())
    assert s.to_move() == [0, 1]


# -- Rules 1-3 ----------------------------------------------------------------------------------
def test_rule_1_a_card_must_fit_every_neighbour():
    t = duel_start()
    t.lay(WHITE, 5, 4)
    misfit = t.give(WHITE, 5, 3, fits=False)
    good = t.give(WHITE, 5, 3)
    s = t.deal_rest()
    with pytest.raises(IllegalAction, match="does not fit"):
        place(s, WHITE, misfit, 5, 3)
    assert Place(misfit, 5, 3) not in s.legal_actions(WHITE)
    place(s, WHITE, good, 5, 3)
    assert cell(s, 5, 3) == good


def test_rule_2_a_card_must_touch_its_own_colour_left_right_above_or_below():
    t = duel_start()
    c = t.give(WHITE, 5, 2)            # diagonal to black, but no white card beside it
    s = t.deal_rest()
    with pytest.raises(IllegalAction, match="Rule 2"):
        place(s, WHITE, c, 5, 2)


def test_rule_3_in_the_duel_a_card_must_touch_the_opponent_diagonals_count():
    t = duel_start()
    t.lay(WHITE, 4, 5)
    far = t.give(WHITE, 4, 6)          # below white's own cards, two rows from black
    diagonal = t.give(WHITE, 5, 4)     # beside white, diagonal to black
    s = t.deal_rest()
    with pytest.raises(IllegalAction, match="Rule 3"):
        place(s, WHITE, far, 4, 6)
    place(s, WHITE, diagonal, 5, 4)


def test_a_card_not_in_the_hand_is_refused():
    s = GAME.new(2, seed=3)
    black = next(a for a in s.legal_actions(BLACK) if isinstance(a, Place))
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply(WHITE, black)
    assert s.to_dict() == before


def test_two_cards_for_one_cell_arrive_in_order_and_the_second_is_refused():
    t = duel_start()
    t.lay(WHITE, 5, 4)
    white, black = t.give(WHITE, 5, 3), t.give(BLACK, 5, 3)
    s = t.deal_rest()
    assert Place(white, 5, 3) in s.legal_actions(WHITE) and Place(black, 5, 3) in s.legal_actions(BLACK)
    s.apply(WHITE, Place(white, 5, 3))
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="that cell was just taken"):
        s.apply(BLACK, Place(black, 5, 3))
    assert s.to_dict() == before and black in s.hands[BLACK]


# -- hands and decks -----------------------------------------------------------------------------
def test_an_emptied_hand_draws_three_at_once():
    t = duel_start()
    c = t.give(WHITE, 3, 4)
    s = t.deal_rest()
    events = place(s, WHITE, c, 3, 4)
    assert len(s.hands[WHITE]) == 3
    drawn = [e for e in events if isinstance(e, CardMoved) and e.src == ("deck", WHITE)]
    assert [e.card for e in drawn] == s.hands[WHITE] and all(e.dst == ("hand", WHITE) for e in drawn)


def test_the_hand_may_be_discarded_at_any_time_face_up_for_three_new_cards():
    s = GAME.new(2, seed=5)
    hand = list(s.hands[BLACK])
    top3 = s.decks[BLACK][-3:][::-1]
    events = s.apply(BLACK, Discard())
    assert s.discards[BLACK] == hand and s.hands[BLACK] == top3
    assert events[:3] == [CardMoved(c, ("hand", BLACK), ("discard", BLACK)) for c in hand]
    assert s.view(WHITE).discards[BLACK] == hand     # face up: public


def test_an_empty_deck_is_renewed_from_the_discard_pile_first_discard_on_top():
    t = duel_start()
    t.give(WHITE, 3, 4)
    t.give(WHITE, 3, 4)
    s = t.deal_rest(keep_in_deck=1)
    pile = list(s.discards[WHITE])
    events = s.apply(WHITE, Discard())
    renewed = [e for e in events if isinstance(e, CardMoved) and e.dst == ("deck", WHITE)]
    assert renewed and all(e.src == ("discard", WHITE) and not e.face_up and e.known_to == () for e in renewed)
    # drew the 1 deck card, then the old pile (turned over) then the discarded hand
    assert s.hands[WHITE][1:] == pile[:2]
    assert s.deck_public[WHITE] and not s.deck_public[BLACK]
    s.check()


def test_a_discard_that_would_draw_the_same_cards_back_is_refused():
    t = duel_start()
    t.give(WHITE, 3, 4)
    s = t.deal_rest(keep_in_deck=0)
    s.discards[WHITE] = []   # as if every other white card were on the table
    with pytest.raises(IllegalAction, match="same cards back"):
        s.apply(WHITE, Discard())
    assert Discard() not in s.legal_actions(WHITE)


# -- wins ---------------------------------------------------------------------------------------
def test_white_wins_by_laying_a_card_behind_a_black_card():
    t = duel_start()
    t.lay(WHITE, 5, 4)
    t.lay(WHITE, 5, 3)
    t.lay(WHITE, 5, 2)
    c = t.give(WHITE, 4, 2)            # right above black's (4, 3)
    s = t.deal_rest()
    events = place(s, WHITE, c, 4, 2)
    assert s.is_over() and s.winners() == [WHITE] and s.scores() == [1.0, 0.0]
    assert s.ending.kind == "behind"
    assert set(s.ending.cells) == {s.geometry.index(4, 2), s.geometry.index(4, 3)}
    assert isinstance(events[-1], GameOver) and isinstance(events[-2], FlanxEnded)
    assert s.to_move() == [] and s.legal_actions(BLACK) == []


def test_black_wins_by_laying_a_card_behind_a_white_card():
    t = duel_start()
    t.lay(BLACK, 3, 3)
    t.lay(BLACK, 3, 4)
    t.lay(BLACK, 3, 5)
    c = t.give(BLACK, 4, 5)            # right below white's (4, 4)
    s = t.deal_rest()
    place(s, BLACK, c, 4, 5)
    assert s.winners() == [BLACK] and s.ending.kind == "behind"


def test_a_card_above_ones_own_card_is_not_behind():
    t = duel_start()
    t.lay(WHITE, 5, 4)
    c = t.give(WHITE, 5, 3)            # above white's own card, beside black
    s = t.deal_rest()
    place(s, WHITE, c, 5, 3)
    assert not s.is_over()


def test_a_chain_to_the_opposite_edge_wins_and_is_outlined():
    t = duel_start()
    for row in (4, 3, 2, 1):
        t.lay(WHITE, 5, row)
    t.lay(BLACK, 4, 2)
    t.lay(BLACK, 4, 1)                 # diagonal to (5, 0): Rule 3 holds on the edge
    c = t.give(WHITE, 5, 0)
    s = t.deal_rest()
    place(s, WHITE, c, 5, 0)
    assert s.winners() == [WHITE] and s.ending.kind == "edge"
    g = s.geometry
    assert s.ending.cells[0] == g.index(4, 4) and s.ending.cells[-1] == g.index(5, 0)


def test_black_races_down_to_the_bottom_edge():
    t = duel_start()
    for row in (3, 4, 5, 6):
        t.lay(BLACK, 3, row)
    t.lay(WHITE, 4, 5)
    t.lay(WHITE, 4, 6)
    c = t.give(BLACK, 3, 7)
    s = t.deal_rest()
    assert s.goal_row(BLACK) == 7 and s.goal_row(WHITE) == 0
    place(s, BLACK, c, 3, 7)
    assert s.winners() == [BLACK] and s.ending.kind == "edge"


# -- draws --------------------------------------------------------------------------------------
def test_draw_when_both_players_reach_the_left_and_the_right_edge():
    t = Table()
    for col in range(9):
        t.lay(WHITE, col, 4)
    for col in range(8):
        t.lay(BLACK, col, 3)
    c = t.give(BLACK, 8, 3)
    s = t.deal_rest()
    s.starts = [s.geometry.index(4, 4), s.geometry.index(4, 3)]
    place(s, BLACK, c, 8, 3)
    assert s.is_over() and s.winners() == [] and s.ending.kind == "sides"
    assert s.scores() == [0.5, 0.5]


def test_one_player_on_both_sides_is_not_yet_a_draw():
    t = Table()
    for col in range(9):
        t.lay(WHITE, col, 4)
    t.lay(BLACK, 4, 3)
    c = t.give(BLACK, 3, 3)
    s = t.deal_rest()
    s.starts = [s.geometry.index(4, 4), s.geometry.index(4, 3)]
    place(s, BLACK, c, 3, 3)
    assert not s.is_over()


def test_draw_when_a_player_has_only_an_unplayable_hand_left():
    s = duel_start().deal_rest()
    unplayable = [c for c in s.decks[WHITE] if not any(
        s.fitting(WHITE, i) >> (c % FACES) & 1 for i in s.open_cells(WHITE))]
    # white's deck and pile are gone (as if laid out); its last cards fit nowhere
    s.decks[WHITE], s.discards[WHITE], s.hands[WHITE] = [], [], unplayable[:2]
    s.hands[BLACK] = [s.decks[BLACK].pop() for _ in range(3)]
    events = s.apply(BLACK, Discard())
    assert s.is_over() and s.ending.kind == "no cards"
    assert str(endings.sentence(s, ["You", "Bot 2"])) == "You have only unplayable cards left: a draw."
    assert isinstance(events[-1], GameOver) and s.winners() == []


def test_draw_when_neither_player_can_place_any_card_they_own():
    t = duel_start()
    s = t.deal_rest()
    for seat in (WHITE, BLACK):
        owned = s.owned(seat)
        keep = [c for c in owned if not any(s.fitting(seat, i) >> (c % FACES) & 1 for i in s.open_cells(seat))]
        s.decks[seat], s.hands[seat], s.discards[seat] = keep[3:], keep[:3], []
    s.apply(BLACK, Discard())
    assert s.is_over() and s.ending.kind == "stuck" and s.winners() == []


def test_no_draw_while_one_player_can_still_place_a_card_it_owns():
    s = GAME.new(2, seed=2)
    assert endings.draw_now(s) is None and not s.is_over()


# -- views, saving, the referee ------------------------------------------------------------------
def test_the_view_shows_hands_and_piles_but_not_the_order_of_a_deck():
    s = GAME.new(2, seed=8)
    other = s.clone()
    other.decks[BLACK].reverse()
    assert s.view(WHITE) == other.view(WHITE)
    assert s.view(WHITE).hands[BLACK] == s.hands[BLACK]
    assert "rng" not in s.view(WHITE).to_dict()
    assert s.view(WHITE).has_secrets()


def test_a_renewed_deck_is_public_and_kept_in_order_by_determinize():
    t = duel_start()
    t.give(WHITE, 3, 4)
    s = t.deal_rest(keep_in_deck=0)
    s.apply(WHITE, Discard())
    view = s.view(BLACK)
    assert view.decks[WHITE] == s.decks[WHITE]
    for k in range(3):
        assert view.determinize(random.Random(k)).decks[WHITE] == s.decks[WHITE]


def test_check_finds_a_lost_card():
    s = GAME.new(2, seed=1)
    s.decks[WHITE].pop()
    with pytest.raises(ValueError, match="not conserved"):
        s.check()


def test_save_round_trip_in_every_variant():
    for variant, n in (("duel", 2), ("kids", 2), ("toddler", 4)):
        s = GAME.new(n, seed=9, variant=variant)
        s.apply(s.to_move()[0], s.legal_actions(s.to_move()[0])[0])
        again = GAME.from_dict(json.loads(json.dumps(s.to_dict())))
        assert again == s and again.view(0) == s.view(0)
    with pytest.raises(ValueError):
        GAME.from_dict({**GAME.new(2, seed=1).to_dict(), "variant": "chess"})


def test_why_illegal_agrees_with_legal_actions_on_random_positions():
    rng = random.Random(3)
    for variant, n in (("duel", 2), ("kids", 2), ("toddler", 3)):
        s = GAME.new(n, seed=6, variant=variant)
        while not s.is_over():
            for seat in range(n):
                legal = set(s.legal_actions(seat))
                tries = [Place(c, col, row) for c in s.hands[seat]
                         for col in range(s.geometry.cols) for row in range(s.geometry.rows)]
                for action in tries + [Discard()]:
                    assert (s.why_illegal(seat, action) is None) == (action in legal), (variant, action)
            movers = s.to_move()
            seat = movers[rng.randrange(len(movers))]
            actions = s.legal_actions(seat)
            s.apply(seat, actions[rng.randrange(len(actions))])


def test_events_name_what_happened():
    t = duel_start()
    c = t.give(WHITE, 3, 4)
    s = t.deal_rest()
    events = place(s, WHITE, c, 3, 4)
    assert events[0] == CardMoved(c, ("hand", WHITE), ("board", 3, 4))
    assert str(Place(c, 3, 4)).startswith("place white") and str(Discard()) == "discard the hand"


def test_the_in_app_rules_say_kids_and_toddler_discard_only_a_card_that_fits_nowhere():
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "assets" / "rules" / "flanx.json").read_text()
    sections = {s["title"]: s["text"] for s in json.loads(text)["sections"]}
    for variant in ("Kids", "Toddler"):
        assert "fits nowhere" in sections[variant]


def test_a_finished_game_saved_with_the_endings_old_text_still_loads():
    s, win = behind_win_ready()
    s.apply(WHITE, Place(win, 4, 2))
    old = s.to_dict()
    old["ending"] = {**old["ending"], "text": "White laid a card behind a black card and wins."}
    again = GAME.from_dict(json.loads(json.dumps(old)))
    assert again == s and again.ending == s.ending
    with pytest.raises(ValueError):
        GAME.from_dict({**old, "ending": {**old["ending"], "kind": "checkmate"}})

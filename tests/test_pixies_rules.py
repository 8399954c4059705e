"""Pixies: one test per rule sentence of rules/pixies.txt and the Pixies part of DECISIONS.md."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import GAMES
from game.core import CardMoved, GameOver, IllegalAction, RoundEnded
from game.pixies import GAME
from game.pixies.actions import DECK, GONE, MIDDLE, NO_SPACE, RoundScored, down, take, up
from game.pixies.cards import CARDS, DECK_SIZE, MULTI, NUMBER
from game.pixies.scoring import EMPTY
from pixies_helpers import card, full_area, position, take_named


def random_game(players: int, seed: int):
    state, rng = GAME.new(players, seed), random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        yield state, seat, state.apply(seat, actions[rng.randrange(len(actions))])


# -- components (DECISIONS.md: the deck) ----------------------------------------------------
def test_pixies_is_registered_for_2_to_5_players():
    assert GAMES["pixies"] is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 5)


def test_70_cards_16_in_each_of_4_colours_plus_6_multicoloured():
    assert DECK_SIZE == 70
    colours = Counter(c.colours for c in CARDS)
    assert colours == {MULTI: 6, 1: 16, 2: 16, 4: 16, 8: 16}


def test_cards_per_number_1_to_9_are_5_6_8_10_12_10_8_6_5():
    assert [NUMBER.count(n) for n in range(1, 10)] == [5, 6, 8, 10, 12, 10, 8, 6, 5]


def test_8_special_cards_20_spiral_cards_with_60_spirals_27_cross_cards_with_61_crosses():
    assert sum(c.special for c in CARDS) == 8
    assert (sum(1 for c in CARDS if c.spirals), sum(c.spirals for c in CARDS)) == (20, 60)
    assert (sum(1 for c in CARDS if c.crosses), sum(c.crosses for c in CARDS)) == (27, 61)


def test_each_card_has_at_most_one_kind_of_symbol():
    assert all(bool(c.spirals) + bool(c.crosses) + c.special <= 1 for c in CARDS)


# -- setup --------------------------------------------------------------------------------
def test_shuffle_the_cards_into_a_deck():
    a, b = GAME.new(2, 1), GAME.new(2, 2)
    assert sorted(a.deck + a.revealed) == list(range(70))
    assert a.deck != b.deck


def test_choose_the_first_player_at_random():
    firsts = Counter(GAME.new(3, seed).first_player for seed in range(60))
    assert set(firsts) == {0, 1, 2}
    state = GAME.new(3, 5)
    assert state.to_move() == [state.first_player]


# -- turns --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_first_player_reveals_as_many_cards_as_there_are_players(players):
    assert len(GAME.new(players, 1).revealed) == players


def test_in_a_2_player_game_4_cards_are_revealed():
    assert len(GAME.new(2, 1).revealed) == 4


def test_in_turn_order_going_clockwise_each_player_takes_1_card():
    state = GAME.new(4, 3)
    first = state.first_player
    movers = []
    for _ in range(4):
        seat = state.to_move()[0]
        movers.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert movers == [(first + i) % 4 for i in range(4)]


def test_in_a_2_player_game_the_players_take_turns_so_each_plays_twice():
    state = GAME.new(2, 3)
    first = state.first_player
    movers = []
    for _ in range(4):
        seat = state.to_move()[0]
        movers.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert movers == [first, 1 - first, first, 1 - first]


def test_the_last_player_has_no_choice_but_the_last_remaining_card():
    state = GAME.new(3, 4)
    for _ in range(2):
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    last = state.revealed[0]
    assert {a.card for a in state.legal_actions(state.to_move()[0])} == {last}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_player_who_chose_last_starts_the_next_turn(players):
    state = GAME.new(players, 8)
    picks = 4 if players == 2 else players
    for _ in range(picks):
        last = state.to_move()[0]
        events = state.apply(last, state.legal_actions(last)[0])
    assert events[-len(state.revealed):] == [CardMoved(c, DECK, MIDDLE) for c in state.revealed]
    assert state.to_move() == [last]


def test_a_card_not_in_the_middle_cannot_be_taken():
    state = position(2, {}, ["blue 5", "red 9", "green 1+5", "yellow 2S"])
    with pytest.raises(IllegalAction):
        take_named(state, "blue 7x3", 7)


# -- placement ----------------------------------------------------------------------------
def test_case_1_no_faceup_card_with_this_number_goes_faceup_on_its_space():
    state = position(2, {}, ["blue 5", "red 9", "green 1+5", "yellow 2S"])
    actions = [a for a in state.legal_actions(0) if a.card == card("blue 5")]
    assert actions == [take(card("blue 5"), 4, True)]
    events = take_named(state, "blue 5", 5)
    assert events[0] == CardMoved(card("blue 5"), MIDDLE, up(0, 4))
    assert state.up[4] == card("blue 5")


def test_case_1_on_a_facedown_card_it_goes_on_top_and_is_validated():
    state = position(2, {0: {5: (None, "red 6")}}, ["blue 5", "red 9", "green 1+5", "yellow 2S"])
    assert [a for a in state.legal_actions(0) if a.card == card("blue 5")] == [take(card("blue 5"), 4, True)]
    take_named(state, "blue 5", 5)
    assert (state.up[4], state.down[4]) == (card("blue 5"), card("red 6"))
    assert state.breakdown(0).validated == 5


def test_case_2_the_player_chooses_which_of_the_2_cards_stays_faceup():
    area = {0: {5: ("red 5", None)}}
    middle = ["blue 5", "red 9", "green 1+5", "yellow 2S"]
    keep_new = position(2, area, middle)
    assert {a for a in keep_new.legal_actions(0) if a.card == card("blue 5")} == {
        take(card("blue 5"), 4, True), take(card("blue 5"), 4, False)}
    events = take_named(keep_new, "blue 5", 5, face_up=True)
    assert events[:2] == [CardMoved(card("blue 5"), MIDDLE, up(0, 4)),
                          CardMoved(card("red 5"), up(0, 4), down(0, 4), face_up=False)]
    assert (keep_new.up[4], keep_new.down[4]) == (card("blue 5"), card("red 5"))
    keep_old = position(2, area, middle)
    events = take_named(keep_old, "blue 5", 5, face_up=False)
    assert events[0] == CardMoved(card("blue 5"), MIDDLE, down(0, 4), face_up=False)
    assert (keep_old.up[4], keep_old.down[4]) == (card("red 5"), card("blue 5"))
    assert keep_old.breakdown(0).validated == keep_new.breakdown(0).validated == 5


def test_case_3_a_validated_number_goes_facedown_on_any_empty_space():
    area = {0: {5: ("red 5", "green 5"), 1: ("blue 1+6", None), 9: (None, "red 9")}}
    state = position(2, area, ["blue 5", "red 8", "green 1+5", "yellow 2S"])
    spaces = {a.space + 1 for a in state.legal_actions(0) if a.card == card("blue 5")}
    assert spaces == {2, 3, 4, 6, 7, 8}
    assert all(not a.face_up for a in state.legal_actions(0) if a.card == card("blue 5"))
    events = take_named(state, "blue 5", 7, face_up=False)
    assert events[0] == CardMoved(card("blue 5"), MIDDLE, down(0, 6), face_up=False)
    assert (state.up[6], state.down[6]) == (EMPTY, card("blue 5"))


def test_case_3_the_card_cannot_be_placed_under_another_card_to_validate_it():
    area = {0: {5: ("red 5", "green 5"), 1: ("blue 1+6", None)}}
    state = position(2, area, ["blue 5", "red 8", "green 1+5", "yellow 2S"])
    with pytest.raises(IllegalAction):
        take_named(state, "blue 5", 1, face_up=False)


def test_a_case_3_card_can_be_covered_later_by_that_number_which_is_then_validated():
    state = position(2, {0: {7: (None, "blue 5")}}, ["blue 7x3", "red 8", "green 1+5", "yellow 2S"])
    take_named(state, "blue 7x3", 7)
    assert (state.up[6], state.down[6]) == (card("blue 7x3"), card("blue 5"))
    assert state.breakdown(0).validated == 7


def test_case_3_with_no_empty_space_discards_the_card():
    area = full_area(skip=5)
    area[5] = ("red 5", "green 5")
    state = position(2, {0: area}, ["blue 5", "red 8", "green 1+5", "yellow 2S"])
    assert [a for a in state.legal_actions(0) if a.card == card("blue 5")] == [take(card("blue 5"), NO_SPACE, False)]
    assert take_named(state, "blue 5", NO_SPACE + 1, face_up=False)[0] == CardMoved(card("blue 5"), MIDDLE, GONE)
    state.check()


def test_case_3_with_no_empty_space_is_unreachable_in_play():
    for players in (2, 3, 4, 5):
        for seed in range(40):
            for _, _, events in random_game(players, seed):
                assert not any(isinstance(e, CardMoved) and e.dst == GONE for e in events)


def test_faceup_cards_always_sit_on_the_space_of_their_number():
    for state, _, _ in random_game(3, 11):
        assert all(c == EMPTY or NUMBER[c] == i % 9 + 1 for i, c in enumerate(state.up))


# -- end of the round ---------------------------------------------------------------------
def test_the_round_ends_at_the_end_of_the_turn_in_which_a_player_filled_all_9_spaces():
    state = position(3, {0: full_area(skip=9)}, ["blue 9x6", "red 8", "green 1+5"])
    take_named(state, "blue 9x6", 9)
    assert state.filled[0] == 9 and state.round == 1
    take_named(state, "red 8", 8)
    assert state.round == 1
    events = take_named(state, "green 1+5", 1)
    assert state.round == 2 and isinstance(events[1], RoundScored) and events[2] == RoundEnded(1, (-6, 0, 5))


def test_facedown_cards_fill_spaces_too():
    area = full_area(skip=4)
    area[5] = ("red 5", "green 5")
    state = position(3, {0: area}, ["blue 5", "red 8", "green 1+5"])
    take_named(state, "blue 5", 4, face_up=False)
    take_named(state, "red 8", 8)
    take_named(state, "green 1+5", 1)
    assert state.round == 2


def test_2_players_the_round_ends_with_2_cards_left_once_both_played_equally():
    state = position(2, {0: full_area(skip=9)}, ["blue 9x6", "red 8", "green 1+5", "yellow 2S"])
    take_named(state, "blue 9x6", 9)
    assert state.round == 1 and state.to_move() == [1]
    events = take_named(state, "red 8", 8)
    assert state.round == 2
    assert isinstance(events[1], RoundScored)
    assert events[1].grids[1][0][7] == card("red 8")


def test_2_players_a_ninth_space_filled_by_the_second_player_ends_after_their_pick():
    state = position(2, {1: full_area(skip=9)}, ["blue 9x6", "red 8", "green 1+5", "yellow 2S"])
    take_named(state, "red 8", 8)
    take_named(state, "blue 9x6", 9)
    assert state.round == 2


def test_the_round_ends_when_the_deck_holds_fewer_cards_than_must_be_revealed():
    state = position(5, {}, ["blue 9x6", "red 8", "green 1+5", "yellow 2S", "blue 5"])
    for c in state.deck[4:]:
        state.discarded.append(c)       # leave 4 cards in the deck, fewer than 5 players
    del state.deck[4:]
    for _ in range(5):
        seat = state.to_move()[0]
        events = state.apply(seat, state.legal_actions(seat)[0])
    assert any(isinstance(e, RoundEnded) for e in events)
    assert state.round == 2 and len(state.deck) == 70 - 5


# -- scoring (the rules for each part live in test_pixies_scoring.py) ----------------------
# -- next round and end of the game -------------------------------------------------------
def test_all_the_cards_are_shuffled_into_a_new_deck_and_the_last_to_play_starts():
    state = position(2, {0: full_area(skip=9)}, ["blue 9x6", "red 8", "green 1+5", "yellow 2S"], first=0)
    take_named(state, "blue 9x6", 9)
    events = take_named(state, "red 8", 8)
    assert state.to_move() == [1] and state.first_player == 0
    assert events[-4:] == [CardMoved(c, DECK, MIDDLE) for c in state.revealed]
    assert sorted(state.deck + state.revealed) == list(range(70))
    assert state.up == [EMPTY] * 18 and state.down == [EMPTY] * 18


def test_after_round_3_the_scores_of_the_3_rounds_are_added_and_the_most_points_wins():
    *_, (state, _, events) = random_game(2, 21)
    assert state.is_over() and len(state.history) == 3
    assert state.totals == [sum(r[s] for r in state.history) for s in range(2)]
    assert state.winners() == [s for s in range(2) if state.totals[s] == max(state.totals)]
    assert events[-1] == GameOver(tuple(state.winners()), tuple(state.totals))
    assert state.scores() == state.totals and state.legal_actions(0) == state.legal_actions(1) == []


def test_in_case_of_a_tie_victory_is_shared():
    area = {0: full_area(skip=9), 1: full_area(skip=8, fillers=1)}
    state = position(2, area, ["blue 9x1", "multi 8x1", "green 1+5", "yellow 2S"], round_=3)
    take_named(state, "blue 9x1", 9)
    events = take_named(state, "multi 8x1", 8)
    assert state.is_over() and state.totals[0] == state.totals[1]
    assert state.winners() == [0, 1] and events[-1].winners == (0, 1)


# -- what each seat sees --------------------------------------------------------------------
def test_the_view_hides_the_deck_order_and_nothing_else():
    state = GAME.new(3, 9)
    for _ in range(5):
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    twin = state.clone()
    twin.deck.reverse()
    view = state.view(1)
    assert view == twin.view(1) and "deck" not in view.to_dict()
    assert view.deck_size == len(state.deck) and view.up == state.up and view.down == state.down
    assert sorted(view.unseen()) == sorted(state.deck)


def test_determinize_keeps_everything_in_sight_and_shuffles_the_deck():
    state = GAME.new(2, 9)
    view = state.view(0)
    sample = view.determinize(random.Random(1))
    sample.check()
    assert sample.view(0) == view and sorted(sample.deck) == sorted(state.deck)


def test_check_finds_a_missing_card():
    state = GAME.new(2, 3)
    state.deck.pop()
    with pytest.raises(ValueError):
        state.check()


def test_a_clone_shares_nothing_mutable_with_its_original():
    state = GAME.new(2, 12)
    before = state.to_dict()
    twin = state.clone()
    for _ in range(40):
        seat = twin.to_move()[0]
        twin.apply(seat, twin.legal_actions(seat)[0])
    assert state.to_dict() == before
    replay = state.clone()
    for _ in range(40):
        seat = replay.to_move()[0]
        replay.apply(seat, replay.legal_actions(seat)[0])
    assert replay == twin

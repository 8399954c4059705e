"""Flixo set-up: the rulebook's tables, cell by cell, and the options the set-up screen offers."""
from __future__ import annotations

from collections import Counter

import pytest

from game import GAMES
from game.core.text import T
from game.flixo import GAME
from game.flixo.cards import FIRST_FLIXO, VALUE, rating
from game.flixo.display import UP

# the rulebook's tables, typed in again here: players -> (Flixos, number cards)
LEVEL_0 = {2: (2, 22), 3: (3, 24), 4: (4, 32), 5: (5, 40)}
LEVEL_1 = {2: (4, 20), 3: (6, 21), 4: (8, 28), 5: (10, 35)}
LEVEL_1_3X4 = {3: (6, 30), 4: (8, 40), 5: (10, 50)}


def dealt(state):
    cards = [slot & 127 for d in state.slots for slot in d]
    return sum(1 for c in cards if c >= FIRST_FLIXO), sum(1 for c in cards if c < FIRST_FLIXO)


def sets_of_numbers(players, display):
    """One set per person (three with 2 people); the 3x4 display adds one more set for 3-5."""
    if players == 2:
        return 3
    return players + (1 if display == "3x4" else 0)


def expected_draw_pile(players, display, level, flixos):
    numbers = sets_of_numbers(players, display) * {0: 12, 1: 12, 2: 12, 3: 11, 4: 10}[level]
    in_displays = (12 if display == "3x4" else 9) * players - flixos
    return numbers - in_displays - flixos - 1      # boxed: one per Flixo; one turned up as the discard pile


def test_flixo_is_registered():
    assert GAMES["flixo"] is GAME


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("level,table", [(0, LEVEL_0), (1, LEVEL_1)])
def test_level_0_and_1_tables_every_cell(players, level, table):
    state = GAME.new(players, seed=players * 10 + level, level=level)
    flixos, numbers = table[players]
    assert dealt(state) == (flixos, numbers)
    assert len(state.box) == flixos                                   # 1 number card per Flixo boxed
    display = "3x4" if players == 2 else "3x3"
    assert len(state.draw) == expected_draw_pile(players, display, level, flixos)
    assert state.flixos == flixos


@pytest.mark.parametrize("players", [3, 4, 5])
def test_3x4_level_1_table_every_cell(players):
    state = GAME.new(players, seed=players, display="3x4")
    flixos, numbers = LEVEL_1_3X4[players]
    assert dealt(state) == (flixos, numbers)
    assert len(state.box) == flixos
    assert len(state.draw) == expected_draw_pile(players, "3x4", 1, flixos) == 11
    assert state.rows == [3] * players and state.cols == [4] * players


@pytest.mark.parametrize("players,size", [(2, 11), (3, 8), (4, 11), (5, 14)])
def test_draw_pile_sizes_level_1(players, size):
    assert len(GAME.new(players, seed=1).draw) == size


def test_displays_3x3_and_two_players_always_3x4():
    assert GAME.new(3, seed=1).rows == [3, 3, 3] and GAME.new(3, seed=1).cols == [3, 3, 3]
    two = GAME.new(2, seed=1)
    assert two.rows == [3, 3] and two.cols == [4, 4] and two.display == "3x4"
    with pytest.raises(ValueError):
        GAME.new(2, seed=1, display="3x3")
    with pytest.raises(ValueError):
        GAME.new(3, seed=1, display="4x4")


def test_everything_starts_face_down_but_one_number_on_the_discard_pile():
    state = GAME.new(4, seed=3)
    assert all(not slot & UP for d in state.slots for slot in d)
    assert len(state.discard) == 1 and state.discard[0] < FIRST_FLIXO
    assert all(c < FIRST_FLIXO for c in state.draw + state.box), "the draw pile has number cards only"
    assert len(state.flixo_pile) == 12 - 8


def test_each_display_gets_its_share():
    state = GAME.new(5, seed=9)
    assert [len(d) for d in state.slots] == [9] * 5


def test_the_flixos_in_play_are_random():
    seen = {frozenset(c for d in GAME.new(3, seed=k).slots for c in d if c >= FIRST_FLIXO) for k in range(20)}
    assert len(seen) > 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_level_3_leaves_minus_one_and_level_4_minus_one_and_zero_in_the_box(players):
    for level, gone in ((3, {-1}), (4, {-1, 0})):
        state = GAME.new(players, seed=1, level=level)
        values = {VALUE[c] for c in state.all_cards()}
        assert not values & gone and values == set(range(-1, 11)) - gone
        assert state.flixos == 2 * players
        assert len(state.draw) == expected_draw_pile(players, state.display, level, state.flixos)


def test_level_3_and_4_draw_piles_shrink():
    assert [len(GAME.new(3, seed=1, level=lv).draw) for lv in (1, 3, 4)] == [8, 5, 2]


def test_campaign_levels_add_flixos_up_to_all_of_them():
    assert GAME.flixo_choices(3, 2, "3x3") == list(range(6, 13))
    assert GAME.flixo_choices(3, 3, "3x3") == list(range(6, 12))
    assert GAME.flixo_choices(3, 4, "3x3") == list(range(6, 11))
    assert GAME.flixo_choices(5, 4, "3x3") == [10]
    assert GAME.flixo_choices(3, 1, "3x3") == [6] and GAME.flixo_choices(3, 0, "3x3") == [3]
    state = GAME.new(3, seed=2, level=2, flixos=9)
    assert dealt(state) == (9, 18) and len(state.box) == 9
    assert len(state.draw) == expected_draw_pile(3, "3x3", 2, 9) == 8
    with pytest.raises(ValueError):
        GAME.new(3, seed=1, level=1, flixos=7)
    with pytest.raises(ValueError):
        GAME.new(3, seed=1, level=3, flixos=12)


def test_no_level_4_for_five_people_with_3x4_displays():
    assert 4 not in GAME.levels_for(5, "3x4")
    assert 4 in GAME.levels_for(4, "3x4") and 4 in GAME.levels_for(3, "3x4")
    with pytest.raises(ValueError):
        GAME.new(5, seed=1, level=4, display="3x4")
    assert len(GAME.new(4, seed=1, level=4, display="3x4").draw) == 1


def test_option_choices_for_the_set_up_screen():
    choices = GAME.option_choices(3, {})
    assert choices == {"display": ("3x3", "3x4"), "level": (0, 1, 2, 3, 4), "flixos": (6,)}
    assert GAME.option_choices(2, {})["display"] == ("3x4",)
    assert GAME.option_choices(4, {"level": 2, "display": "3x4"})["flixos"] == tuple(range(8, 13))
    assert 4 not in GAME.option_choices(5, {"display": "3x4"})["level"]
    assert GAME.option_choices(2, {"display": "3x3", "level": 3})["flixos"] == (4, 5, 6, 7, 8, 9, 10, 11)


def test_the_game_declares_its_traits():
    assert GAME.cooperative and GAME.lower_is_better
    assert [GAME.level_names[level] for level in ("easy", "normal", "hard")] == ["Relaxed", "Normal", "Sharp"]
    assert set(GAME.level_descriptions) == set(GAME.levels)


def test_same_seed_same_deal():
    assert GAME.new(3, seed=11) == GAME.new(3, seed=11)
    assert GAME.new(3, seed=11) != GAME.new(3, seed=12)


def test_cards_are_conserved_and_check_notices_a_lost_card():
    state = GAME.new(3, seed=4)
    state.check()
    assert Counter(VALUE[c] for c in state.all_cards() if c < FIRST_FLIXO) == Counter({v: 3 for v in range(-1, 11)})
    state.draw.pop()
    with pytest.raises(ValueError):
        state.check()


@pytest.mark.parametrize("total,words", [
    (-5, "Great! You're FLIXO professionals!"), (5, "Great! You're FLIXO professionals!"),
    (6, "Above average!"), (10, "Above average!"), (11, "Not bad!"), (20, "Not bad!"),
    (21, "How about a plan?"), (30, "How about a plan?"), (31, "Only practice, practice, practice will help!"),
])
def test_rating_bands(total, words):
    assert rating(total) == words


def test_the_move_log_tells_each_action_as_a_whole_sentence_for_you_or_a_name():
    from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
    assert str(GAME.narrate(Take(1, 2), None)) == "You take the discard onto row 2, column 3"
    assert str(GAME.narrate(Take(1, 2), "Ann")) == "Ann takes the discard onto row 2, column 3"
    assert str(GAME.narrate(Draw(), None)) == "You draw a card"
    assert str(GAME.narrate(Draw(), T("Bot {n} ({level})", n=2, level=T("Sharp")))) == "Bot 2 (Sharp) draws a card"
    assert str(GAME.narrate(Swap(0, 0), "Ann")) == "Ann puts the drawn card onto row 1, column 1"
    assert str(GAME.narrate(Reveal(2, 1), None)) == "You discard the drawn card and turn up row 3, column 2"
    assert str(GAME.narrate(Discard(), "Ann")) == "Ann discards the drawn card"
    assert str(GAME.narrate(Peek(1, 0, 2), None)) == "You put an eye token on player 2's display, row 1, column 3"
    assert str(GAME.action_words(Take(1, 2))) == "take the discard onto row 2, column 3"

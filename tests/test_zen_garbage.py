"""Mangled Zen data is refused with ValueError, never a crash (found by the save fuzzer)."""
import pytest

from game import GAMES
from game.zen.form import Form


def test_a_form_naming_a_card_that_does_not_exist_is_reported_not_crashed():
    form = Form("broken", {(0, 0): 3, (1, 0): 999})
    assert any("names no white or black card (999)" in str(p) for p in form.problems())


def test_a_save_whose_round_deck_is_not_a_deck_of_the_form_is_refused():
    game = GAMES["zen"]
    state = game.new(1, seed=4, form="Compass")
    seat = state.to_move()[0]
    while state.phase != "play":
        state.apply(seat, state.legal_actions(seat)[0])
    data = state.to_dict()
    data["drawn_from"] = 7
    with pytest.raises(ValueError):
        game.from_dict(data)

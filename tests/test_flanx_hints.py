"""The Flanx Hint is honest: it never suggests a placement that opens a winning cell for the
opponent when another action does not, and its sentence says why it suggests what it does.

Fixed positions, built with test_flanx_rules.Table; the share over random positions is
bench/flanx.py's (bench/RESULTS.md)."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from flanx_helpers import behind_win_ready, duel_start, kids_start
from game.ai import bot
from game.flanx import GAME
from game.flanx.actions import Discard, Place
from game.flanx.board import faces_mask
from game.flanx.bots import SEARCH_BUDGETS, RolloutBot
from game.flanx.cards import BLACK, WHITE
from game.flanx.hints import explain
from game.flanx.judgement import honest, opened_cells, winning_cells
from test_flanx_bots import every_placement_loses

HINT_LEVELS = ("hard", "expert")
#: random duel positions in which Hard's search, before it was made honest, opened such a cell
FOUND = json.loads((Path(__file__).parent / "data" / "flanx-hint-positions.json").read_text())["positions"]


def black_beside_the_cell_right_of_white():
    """Black's chain comes down column 6 beside (5, 4), the cell right of white's start. A white
    card there would put (5, 5), below it and beside black's (6, 5), behind a white card: a black
    win. White's other card fits (3, 4), left of its start, where nothing opens."""
    t = duel_start()
    for col, row in ((5, 3), (6, 3), (6, 4), (6, 5)):
        t.lay(BLACK, col, row)
    risky = t.give(WHITE, 5, 4)
    safe = t.give(WHITE, 3, 4)
    return t.deal_rest(), risky, safe


def test_a_placement_that_puts_an_open_cell_behind_a_card_opens_it():
    state, risky, safe = black_beside_the_cell_right_of_white()
    g = state.geometry
    assert opened_cells(state, WHITE, Place(risky, 5, 4)) == {g.index(5, 5)}
    assert opened_cells(state, WHITE, Place(safe, 3, 4)) == set()
    assert opened_cells(state, WHITE, Discard()) == set(), "a discard changes no cell"
    assert state.to_dict() == black_beside_the_cell_right_of_white()[0].to_dict(), "the position is put back"


def test_a_winning_card_opens_nothing():
    state, win = behind_win_ready()
    assert opened_cells(state, WHITE, Place(win, 4, 2)) == set()


def test_honest_keeps_the_actions_that_open_nothing_or_all_when_each_opens():
    state, risky, safe = black_beside_the_cell_right_of_white()
    legal = state.legal_actions(WHITE)
    kept = honest(state, WHITE, legal)
    assert Discard() in kept and all(not opened_cells(state, WHITE, a) for a in kept)
    assert Place(risky, 5, 4) not in kept and Place(safe, 3, 4) in kept
    cornered = [a for a in legal if opened_cells(state, WHITE, a)]
    assert honest(state, WHITE, cornered) == cornered


@pytest.mark.parametrize("level", HINT_LEVELS)
@pytest.mark.parametrize("seed", range(4))
def test_the_hint_never_opens_a_winning_cell_another_action_avoids(level, seed):
    state, risky, _ = black_beside_the_cell_right_of_white()
    view = state.view(WHITE)
    assert any(opened_cells(view, WHITE, a) for a in view.legal_actions())
    action = bot("flanx", level).choose(view, random.Random(seed))
    assert not opened_cells(view, WHITE, action), action


@pytest.mark.parametrize("found", FOUND, ids=[f"position{i}" for i in range(len(FOUND))])
def test_positions_where_the_search_used_to_open_a_winning_cell_now_get_an_honest_hint(found):
    view = GAME.from_dict(found["state"]).view(found["seat"])
    seat = found["seat"]
    before = RolloutBot(SEARCH_BUDGETS["hard"]["iterations"], honest=False)
    assert any(opened_cells(view, seat, before.choose(view, random.Random(s))) for s in range(4)), "the premise"
    hint = bot("flanx", "hard")
    for s in range(4):
        action = hint.choose(view, random.Random(s))
        assert not opened_cells(view, seat, action), action


@pytest.mark.parametrize("level", HINT_LEVELS)
def test_the_hint_keeps_a_win_it_has(level):
    state, win = behind_win_ready()
    assert bot("flanx", level).choose(state.view(WHITE), random.Random(1)) == Place(win, 4, 2)


def test_the_hint_says_when_it_chose_the_place_that_opens_nothing():
    state, _, safe = black_beside_the_cell_right_of_white()
    assert str(explain(state.view(WHITE), Place(safe, 3, 4))) == \
        "It opens no cell from which black could win, where other places for your cards would."


def test_a_discard_because_every_place_would_open_a_winning_cell_says_so():
    state = every_placement_loses()
    assert str(explain(state.view(WHITE), Discard())) == \
        "Every place your cards fit would open a cell from which black could win, so fresh cards are safer."


def black_may_win_behind_white_later():
    """White's card at (5, 4) has an open cell below it beside black's (6, 5): black wins there
    with a card of its deck, not of its hand; white holds a card for that cell."""
    t = duel_start()
    for col, row in ((5, 3), (6, 3), (6, 4), (6, 5)):
        t.lay(BLACK, col, row)
    t.lay(WHITE, 5, 4)
    t.give(BLACK, 5, 5, fits=False)
    blocker = t.give(WHITE, 5, 5)
    return t.deal_rest(), blocker


def test_the_hint_names_a_block_of_the_cell_behind_ones_card():
    state, blocker = black_may_win_behind_white_later()
    g = state.geometry
    assert g.index(5, 5) not in winning_cells(state, BLACK, faces_mask(state.hands[BLACK]))
    assert g.index(5, 5) in winning_cells(state, BLACK, faces_mask(state.owned(BLACK)))
    assert str(explain(state.view(WHITE), Place(blocker, 5, 5))) == \
        "It blocks the cell behind your card, from which black could win."


def test_the_hint_says_which_edge_a_card_reaches_towards():
    t = duel_start()
    t.lay(WHITE, 5, 4)
    up = t.give(WHITE, 5, 3)
    state = t.deal_rest()
    assert str(explain(state.view(WHITE), Place(up, 5, 3))) == "It reaches a row closer to the top edge."


def test_a_kids_win_on_the_far_edge_says_where():
    t = kids_start()
    for row in range(6, 0, -1):
        t.lay(WHITE, 3, row)
    win = t.give(WHITE, 3, 0)
    state = t.deal_rest()
    assert str(explain(state.view(WHITE), Place(win, 3, 0))) == "This card wins at once, on the top edge."


def test_in_kids_and_toddler_no_placement_opens_a_winning_cell_for_anyone():
    for variant, players in (("kids", 2), ("toddler", 3)):
        state, rng = GAME.new(players, seed=4, variant=variant), random.Random(4)
        for _ in range(60):
            if state.is_over():
                break
            seat = rng.choice(state.to_move())
            legal = state.legal_actions(seat)
            assert all(not opened_cells(state, seat, a) for a in legal)
            state.apply(seat, rng.choice(legal))


def test_doctests():
    import doctest

    from game.flanx import hints
    assert doctest.testmod(hints).failed == 0

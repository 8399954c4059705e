"""Flanx bots: wins taken, threats blocked, no winning cell opened where it can be helped, dead
hands discarded, the race. The clocks: test_flanx_pace.py."""
from __future__ import annotations

import random

import pytest

from flanx_helpers import behind_win_ready, duel_start
from game.ai import bot
from game.core.stats import wilson
from game.flanx import GAME
from game.flanx.actions import Discard, Place
from game.flanx.board import faces_mask
from game.flanx.bots import SEARCH_BUDGETS, make_bot
from game.flanx.cards import BLACK, FACES, NOTCH, POINT, SLANT, WHITE, deck, left, right, top
from game.flanx.hints import explain
from game.flanx.judgement import winning_cells
from game.flanx.pace import seconds_per_card
from game.flanx.race import main as race_main
from game.flanx.race import play_race

JUDGED = ("normal", "hard", "expert")


#: the searching levels play this many actions of each variant here (a whole game is slow)
SEARCH_ACTIONS = 12


@pytest.mark.parametrize("variant,players", [("duel", 2), ("kids", 2), ("toddler", 3)])
def test_every_level_plays_legal_actions(variant, players):
    for level in GAME.levels:
        state = GAME.new(players, seed=21, variant=variant)
        rng = random.Random(1)
        bots = [bot("flanx", level) for _ in range(players)]
        searching = level in ("hard", "expert")
        for _ in range(SEARCH_ACTIONS if searching else 400):
            if state.is_over():
                break
            seat = state.to_move()[rng.randrange(len(state.to_move()))]
            action = bots[seat].choose(state.view(seat), rng)
            assert action in state.legal_actions(seat)
            state.apply(seat, action)
        assert searching or state.is_over(), f"{level} {variant} did not finish"


@pytest.mark.parametrize("level", JUDGED)
def test_judged_levels_win_at_once_when_they_can(level):
    state, win = behind_win_ready()
    action = bot("flanx", level).choose(state.view(WHITE), random.Random(2))
    assert action == Place(win, 4, 2)
    assert str(explain(state.view(WHITE), action)) == "This card wins at once, right behind a black card."


def black_threatens_below_white():
    """Black's hand fits (4, 5), right below white's start: a win for black unless white blocks."""
    t = duel_start()
    for row in (3, 4, 5):
        t.lay(BLACK, 3, row)
    t.give(BLACK, 4, 5)
    t.give(WHITE, 4, 5)
    t.give(WHITE, 5, 4)
    return t.deal_rest()


@pytest.mark.parametrize("level", JUDGED)
def test_judged_levels_block_the_cell_from_which_the_opponent_wins_next(level):
    state = black_threatens_below_white()
    assert winning_cells(state, BLACK, faces_mask(state.hands[BLACK]))
    action = bot("flanx", level).choose(state.view(WHITE), random.Random(3))
    state.apply(WHITE, action)
    assert not winning_cells(state, BLACK, faces_mask(state.hands[BLACK]))


def every_placement_loses():
    """White's hand fits only right of its start card, and whatever lies there, black's hand
    fits the cell below it and wins behind it."""
    t = duel_start()
    right_of_start = t.lay(BLACK, 6, 5)
    state = t.state
    g = state.geometry
    only_right = [c for c in deck(WHITE) if c not in t.used[WHITE]
                  and state.fitting(WHITE, g.index(5, 4)) >> (c % FACES) & 1
                  and not state.fitting(WHITE, g.index(3, 4)) >> (c % FACES) & 1][:3]
    # tops POINT, NOTCH and SLANT: one of them interlocks with any bottom white lays above
    replies = [next(c for c in deck(BLACK) if c not in t.used[BLACK] and top(c) == end
                    and right(c) == left(right_of_start)) for end in (POINT, NOTCH, SLANT)]
    for seat, cards in ((WHITE, only_right), (BLACK, replies)):
        state.hands[seat] = list(cards)
        t.used[seat].update(cards)
    return t.deal_rest()


@pytest.mark.parametrize("level", ("hard", "expert"))
def test_a_hand_whose_every_placement_hands_the_opponent_a_win_is_discarded(level):
    state = every_placement_loses()
    places = [a for a in state.legal_actions(WHITE) if isinstance(a, Place)]
    assert places and {(a.col, a.row) for a in places} == {(5, 4)}
    for a in places:          # the premise: each placement opens a winning cell for black
        after = state.clone()
        after.apply(WHITE, a)
        assert winning_cells(after, BLACK, faces_mask(after.hands[BLACK]))
    assert bot("flanx", level).choose(state.view(WHITE), random.Random(6)) == Discard()


@pytest.mark.parametrize("level", GAME.levels)
def test_a_seeded_bot_chooses_the_same_action_again(level):
    state = GAME.new(2, seed=8)
    rng = random.Random(8)
    for _ in range(5):        # a few random cards first, so that there is something to choose
        seat = state.to_move()[0]
        places = state.placements(seat)
        state.apply(seat, places[rng.randrange(len(places))] if places else Discard())
    seat = state.to_move()[0]
    chosen = {bot("flanx", level).choose(state.view(seat), random.Random(9)) for _ in range(3)}
    assert len(chosen) == 1 and chosen <= set(state.legal_actions(seat))


def test_the_hint_names_a_block():
    state = black_threatens_below_white()
    blocker = state.hands[WHITE][0]
    assert "black would win next" in str(explain(state.view(WHITE), Place(blocker, 4, 5)))


@pytest.mark.parametrize("level", ("easy",) + JUDGED)
def test_a_dead_hand_is_discarded(level):
    state = duel_start().deal_rest()
    dead = [c for c in state.decks[WHITE] if not any(
        state.fitting(WHITE, i) >> (c % FACES) & 1 for i in state.open_cells(WHITE))][:3]
    for c in dead:
        state.decks[WHITE].remove(c)
    state.hands[WHITE] = dead
    action = bot("flanx", level).choose(state.view(WHITE), random.Random(4))
    assert action == Discard()
    assert "fits anywhere" in str(explain(state.view(WHITE), action))


def test_the_hint_explains_in_one_sentence():
    state = GAME.new(2, seed=3)
    for action in state.legal_actions(WHITE):
        sentence = str(GAME.explain(state.view(WHITE), action))
        assert sentence.endswith(".") and sentence.count(". ") == 0


def test_races_are_reproducible_and_rotate_seats():
    first = play_race(["hard", "easy"], seed=5, index=0)
    again = play_race(["hard", "easy"], seed=5, index=0)
    second = play_race(["hard", "easy"], seed=5, index=1)
    assert first == again
    assert first.seats == ["hard", "easy"] and second.seats == ["easy", "hard"]
    assert first.actions > 0 and (first.winners or first.actions)


def test_a_faster_clock_wins_the_race():
    results = [play_race(["easy", "easy"], seed=2, index=i, clock="equal") for i in range(2)]
    assert all(r.actions for r in results)
    # the same judgement, one clock a third faster
    fast = [play_race(["normal", "normal"], seed=2, index=i, clock="levels") for i in range(2)]
    assert all(r.seats == ["normal", "normal"] for r in fast)
    quick = [play_race(["normal", "easy"], seed=2, index=i, clock="levels") for i in range(20)]
    normal_wins = sum(1 for r in quick if r.winners and r.seats[r.winners[0]] == "normal")
    assert normal_wins >= 14


def test_wilson_interval():
    low, high = wilson(90, 100)
    assert 0.82 < low < 0.85 and 0.94 < high < 0.96
    assert wilson(0, 0) == (0.0, 1.0)


def test_race_command_prints_a_table(capsys):
    assert race_main(["--bots", "normal,random", "--games", "4", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "normal" in out and "random" in out


def test_the_searching_levels_think_well_inside_their_time_per_card():
    import time
    for level in JUDGED:
        searcher, easy = bot("flanx", level), bot("flanx", "easy")
        for seed in range(3):
            state, rng = GAME.new(2, seed=seed), random.Random(seed)
            for _ in range(6):
                seat = state.to_move()[0]
                state.apply(seat, easy.choose(state.view(seat), rng))
            seat = state.to_move()[0]
            started = time.process_time()
            searcher.choose(state.view(seat), random.Random(1))
            assert time.process_time() - started < seconds_per_card(level) / 2


def test_make_bot_takes_one_budget_for_every_searching_level():
    assert make_bot("hard").samples == SEARCH_BUDGETS["hard"]["iterations"]
    assert make_bot("expert", iterations=3).samples == 3
    assert make_bot("normal", iterations=5).search.samples == 5
    state = GAME.new(2, seed=8)
    view = state.view(WHITE)
    # a time cap of nothing stops after the first shuffle: one shuffle's choice, not 256's
    capped = make_bot("expert", seconds=0.0).choose(view, random.Random(1))
    assert capped == make_bot("expert", iterations=1).choose(view, random.Random(1))
    assert capped != make_bot("expert").choose(view, random.Random(1))
    assert make_bot("easy", iterations=9).choose(view, random.Random(1)) in state.legal_actions(WHITE)
    with pytest.raises(ValueError, match="iterations and seconds"):
        make_bot("hard", depth=3)
    with pytest.raises(ValueError):
        make_bot("godlike")

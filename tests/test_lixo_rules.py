"""LIXO? rules: every sentence of lixo.txt and of the LIXO? part of DECISIONS.md, pinned."""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.core import CardMoved, GameOver, IllegalAction, TurnBegan
from game.lixo import GAME, Pass, Raise
from game.lixo.actions import (
    BIN,
    BINS,
    DEAD,
    RECYCLED,
    STACK,
    ActiveChanged,
    bid,
    hand,
    unrecycled,
    won,
)
from game.lixo.actions import (
    RECYCLING as USED,
)
from game.lixo.cards import (
    BLUE,
    FULL_RUBBISH,
    GREEN,
    GREY,
    KIND_COLOURS,
    KINDS,
    RED,
    RELEVANT,
    SHAPES,
    YELLOW,
    bin_card,
    bin_colour,
    bin_id,
    bin_value,
    is_recycling,
    pair_kind,
)
from game.lixo.state import NO_BIN
from lixo_helpers import RECYCLING, play, rig

G, R, Y = GREEN, RED, YELLOW
GR = pair_kind(GREEN, RED)
GB = pair_kind(GREEN, BLUE)


def moves(events, src=None, dst=None) -> list:
    """(card, src, dst) of the CardMoved events, those from `src` / to `dst` where given."""
    return [(e.card, e.src, e.dst) for e in events if isinstance(e, CardMoved)
            and (src is None or e.src == src) and (dst is None or e.dst == dst)]


def draws(events) -> list:
    """[(seat, number of cards drawn)] in the order the seats drew."""
    out: list = []
    for _card, _src, dst in moves(events, src=STACK):
        if out and out[-1][0] == dst[1]:
            out[-1] = (dst[1], out[-1][1] + 1)
        else:
            out.append((dst[1], 1))
    return out


# -- components ----------------------------------------------------------------------------------
def test_registered_in_games():
    assert GAMES["lixo"] is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 6)


def test_bin_deck_has_25_bins_of_five_colours_valued_1_to_5_and_5_recycling_cards():
    bins = [c for c in range(30) if not is_recycling(c)]
    assert len(bins) == 25
    assert sorted((bin_colour(b), bin_value(b)) for b in bins) == [(c, v) for c in range(5) for v in range(1, 6)]
    assert sum(1 for c in range(30) if is_recycling(c)) == 5
    assert SHAPES == ("square", "triangle", "cross", "star", "circle")


def test_180_rubbish_cards_24_single_per_colour_and_6_per_pair():
    assert sum(FULL_RUBBISH) == 180
    singles = [k for k in range(KINDS) if len(KIND_COLOURS[k]) == 1]
    pairs = [k for k in range(KINDS) if len(KIND_COLOURS[k]) == 2]
    assert len(singles) == 5 and all(FULL_RUBBISH[k] == 24 for k in singles)
    assert len(pairs) == 10 and all(FULL_RUBBISH[k] == 6 for k in pairs)
    assert len({KIND_COLOURS[k] for k in pairs}) == 10


def test_setup_deals_five_each_and_opens_a_bin_with_the_active_player_to_bid():
    for players in range(2, 7):
        state = GAME.new(players, seed=players)
        assert all(sum(h) >= 5 for h in state.hands)   # recycling cards on top add 5 more
        assert state.bin != NO_BIN and state.turn == state.active
        assert len(state.deck) + 1 + state.recycling_used == 30
        state.check()


def test_player_counts_and_the_first_option():
    with pytest.raises(ValueError):
        GAME.new(1, seed=1)
    with pytest.raises(ValueError):
        GAME.new(7, seed=1)
    with pytest.raises(ValueError):
        GAME.new(3, seed=1, first=3)
    states = [GAME.new(4, seed=s) for s in range(40)]
    assert len({(s.active - s.recycling_used) % 4 for s in states}) == 4, "a random first player varies"
    state = GAME.new(4, seed=2, first=2)
    assert state.active == (2 + state.recycling_used) % 4


# -- bidding ---------------------------------------------------------------------------------------
def test_only_cards_of_the_bins_colour_may_be_bid_and_two_type_cards_count_for_either():
    state = rig(hands=[(G, R, GR, GB), (), ()])
    legal = state.legal_actions(0)
    assert Raise((G,)) in legal and Raise((GR,)) in legal and Raise.of((G, GR, GB)) in legal
    assert all(R not in a.cards for a in legal if isinstance(a, Raise))
    with pytest.raises(IllegalAction):
        state.apply(0, Raise((R,)))
    red = rig(hands=[(G, R, GR), (), ()], bin_=bin_card(RED, 2))
    assert Raise((R, GR)) in red.legal_actions(0) and Raise((G,)) not in red.legal_actions(0)


def test_a_bid_must_beat_every_other_total():
    state = rig(hands=[(G, G), (G, G, G), (G,)])
    play(state, (0, Raise((G, G))))
    assert Raise((G, G)) not in state.legal_actions(1), "2 does not beat 2"
    assert Raise((G, G, G)) in state.legal_actions(1)
    play(state, (1, Raise((G, G, G))))
    assert state.legal_actions(2) == [Pass()], "1 card cannot beat 3"


def test_a_raise_adds_to_the_cards_already_laid():
    state = rig(hands=[(G, G, G), (G, G), (Y,)])
    play(state, (0, Raise((G,))), (1, Raise((G, G))), (2, Pass()))
    assert state.cards_to_lead(0) == 2
    assert Raise((G,)) not in state.legal_actions(0) and Raise((G, G)) in state.legal_actions(0)
    events = play(state, (0, Raise((G, G))))
    assert moves(events) == [(G, hand(0), bid(0))] * 2 and state.totals == [3, 2, 0]


def test_passing_does_not_drop_out_a_player_may_bid_on_a_later_lap():
    state = rig(hands=[(G, G), (G, G), (G, G, G)])
    play(state, (0, Pass()), (1, Raise((G,))), (2, Pass()))
    assert state.turn == 0 and state.bin == bin_card(GREEN, 4), "bidding goes on: seat 0 has not passed since"
    play(state, (0, Raise((G, G))))
    assert state.totals == [2, 1, 0] and state.last_raiser == 0


def test_bidding_ends_when_everyone_after_the_last_raise_has_passed():
    state = rig(hands=[(G,), (G, G), (G, G, G)])
    play(state, (0, Raise((G,))), (1, Raise((G, G))), (2, Pass()))
    assert state.bin == bin_card(GREEN, 4) and state.turn == 0
    events = play(state, (0, Pass()))
    assert (bin_id(bin_card(GREEN, 4)), BIN, won(1)) in moves(events)
    assert state.won[1] == [bin_card(GREEN, 4)]


def test_a_late_raise_reopens_the_lap():
    state = rig(hands=[(G, G), (G,), (G, G, G)])
    play(state, (0, Raise((G,))), (1, Pass()), (2, Raise((G, G))), (0, Pass()))
    assert state.bin == bin_card(GREEN, 4), "seat 1 has not yet passed after seat 2's raise"
    events = play(state, (1, Pass()))
    assert moves(events, src=BIN) == [(bin_id(bin_card(GREEN, 4)), BIN, won(2))]


def test_nobody_bids_in_the_first_lap_so_the_bin_is_dead_and_never_used_again():
    state = rig(hands=[(G,), (G,), (G,)], deck=(bin_card(RED, 1), bin_card(BLUE, 2)))
    events = play(state, (0, Pass()), (1, Pass()))
    assert moves(events) == []
    events = play(state, (2, Pass()))
    assert moves(events, src=BIN) == [(bin_id(bin_card(GREEN, 4)), BIN, DEAD)]
    assert bin_card(GREEN, 4) in state.dead and all(not w for w in state.won)
    assert state.bin == bin_card(BLUE, 2)


def test_winner_recycles_its_bid_losers_keep_theirs_unrecycled():
    state = rig(hands=[(G, GR), (G, G, G, GB), (G,)])
    events = play(state, (0, Raise((G, GR))), (1, Raise((G, G, GB))), (2, Pass()), (0, Pass()))
    assert moves(events, src=bid(1)) == [(G, bid(1), RECYCLED), (G, bid(1), RECYCLED), (GB, bid(1), RECYCLED)]
    assert moves(events, src=bid(0)) == [(G, bid(0), unrecycled(0)), (GR, bid(0), unrecycled(0))]
    assert state.recycled[G] == 2 and state.recycled[GB] == 1
    assert state.unrecycled[0][G] == 1 and state.unrecycled[0][GR] == 1
    assert sum(state.unrecycled[2]) == 0, "a player who never bid loses nothing"
    assert state.scores() == [-2, 4, 0]


def test_no_limit_on_cards_bid_or_held():
    state = rig(hands=[(G,) * 12 + (R,) * 20, (), ()])
    assert Raise((G,) * 12) in state.legal_actions(0)
    assert sum(state.hands[0]) == 32


# -- turn order, recycling cards and refills ---------------------------------------------------------
def test_active_player_passes_clockwise_after_each_bin():
    state = rig(hands=[(G,), (G,), (G,)], deck=(bin_card(RED, 1), bin_card(BLUE, 2)), active=2)
    events = play(state, (2, Pass()), (0, Pass()), (1, Pass()))
    assert ActiveChanged(0) in events and state.active == 0 and state.turn == 0
    assert events[-1] == TurnBegan(0), "the new active player opens the next bin's bidding"


def test_recycling_card_gives_everyone_five_and_passes_the_active_player():
    state = rig(hands=[(G,), (G,), (G,)], deck=(bin_card(RED, 1), RECYCLING), active=0)
    events = play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    assert (bin_id(RECYCLING), BINS, USED) in moves(events)
    assert draws(events) == [(1, 5), (2, 5), (0, 5)]
    changes = [e.seat for e in events if isinstance(e, ActiveChanged)]
    assert changes == [1, 2], "once after the bin, once after the recycling card"
    assert state.bin == bin_card(RED, 1) and state.turn == 2
    assert [sum(h) for h in state.hands] == [6, 6, 6]


def test_when_every_hand_is_empty_at_once_each_draws_five_at_once_even_mid_bidding():
    """DECISIONS.md: the refill comes immediately, and the bidding goes on, so the others may answer
    the last raise: seat 0 bids its last card on a green 5 bin, seats 1 and 2 then raise."""
    # drawn from the end, the active seat (0) first: seat 0 five yellow, seat 1 two green, seat 2 four
    stack = (G, G, G, G, Y) + (G, G, R, R, R) + (Y,) * 5
    state = rig(hands=[(G,), (), ()], bin_=bin_card(GREEN, 5), deck=(bin_card(RED, 1),), stack=stack)
    events = play(state, (0, Raise((G,))))
    assert draws(events) == [(0, 5), (1, 5), (2, 5)]
    assert [sum(h) for h in state.hands] == [5, 5, 5]
    assert state.bin == bin_card(GREEN, 5) and state.turn == 1 and events[-1] == TurnBegan(1)
    assert Raise((G, G)) in state.legal_actions(1)
    play(state, (1, Raise((G, G))))
    assert Raise((G, G, G)) in state.legal_actions(2)
    play(state, (2, Raise((G, G, G))), (0, Pass()), (1, Pass()))
    assert state.won[2] == [bin_card(GREEN, 5)] and state.unrecycled[0][G] == 1 and state.unrecycled[1][G] == 2


def test_the_in_app_rules_say_the_refill_comes_even_mid_bidding():
    from scenes.rules import rules_text
    text = json.dumps(rules_text("lixo"))
    assert "each draws 5 straight away, even in the middle of a bin's bidding" in text
    assert "the others may answer the last raise" in text


def test_an_empty_hand_at_the_end_of_a_bin_draws_before_the_next_one():
    """Every hand empty when a bin is settled (the stack was empty at the last raise's refill, the
    winner's cards have since been recycled): each draws 5 before the next bin opens."""
    state = rig(hands=[(G,), (), ()], deck=(bin_card(RED, 1),), stack=())
    state.unrecycled[1], state.recycled = state.recycled, [0] * KINDS       # nothing left to draw
    state.check()
    events = play(state, (0, Raise((G,))))
    assert draws(events) == [] and not any(any(h) for h in state.hands)
    events = play(state, (1, Pass()), (2, Pass()))
    assert draws(events) == [(0, 1)], "only seat 0's recycled green card was there to draw"


def test_one_empty_hand_waits_for_a_recycling_card():
    state = rig(hands=[(G,), (R,), ()], deck=(bin_card(RED, 1),))
    events = play(state, (0, Raise((G,))), (1, Pass()), (2, Pass()))
    assert draws(events) == []
    assert state.bin == bin_card(RED, 1) and state.turn == 1
    play(state, (1, Pass()))
    assert state.legal_actions(2) == [Pass()], "an empty hand can only pass"


def test_an_empty_stack_is_reshuffled_from_the_recycled_pile():
    state = rig(hands=[(G,), (G,), (G,)], deck=(bin_card(RED, 1), RECYCLING), stack=(Y, Y, Y))
    recycled_before = sum(state.recycled)
    events = play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    reshuffled = [e for e in events if isinstance(e, CardMoved) and e.src == RECYCLED]
    assert len(reshuffled) == recycled_before and all(e.dst == STACK and e.known_to == () for e in reshuffled)
    assert [sum(h) for h in state.hands] == [6, 6, 6]
    state.check()


def test_with_stack_and_recycled_pile_both_empty_players_draw_what_there_is():
    state = rig(hands=[(G,), (G,), (G,)], deck=(bin_card(RED, 1), RECYCLING), stack=(Y, Y, Y, Y, Y, Y, Y))
    # move every card not in hands or the stack into unrecycled piles, so nothing is recycled
    state.unrecycled[0] = state.recycled
    state.recycled = [0] * KINDS
    state.check()
    events = play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    assert draws(events) == [(1, 5), (2, 2)]
    assert moves(events, src=RECYCLED) == []
    state.check()


# -- end and scoring ----------------------------------------------------------------------------------
def test_game_ends_when_the_bin_deck_is_used_up():
    state = rig(hands=[(G,), (G,), ()], deck=())
    events = play(state, (0, Raise((G,))), (1, Pass()))
    assert not state.is_over()
    events = play(state, (2, Pass()))
    assert state.is_over() and isinstance(events[-1], GameOver)
    assert state.to_move() == [] and state.legal_actions(0) == []


def test_game_ends_when_the_last_deck_card_is_a_recycling_card():
    state = rig(hands=[(G,), (G,), ()], deck=(RECYCLING,))
    play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    assert state.is_over() and state.recycling_used == 5


def test_rulebook_example_nine_points_and_hand_cards_score_nothing():
    state = rig(hands=[(G, G, G, G, R), (), ()], deck=())
    state.won[0] = [bin_card(RED, 3), bin_card(BLUE, 5), bin_card(GREY, 2), bin_card(YELLOW, 2)]
    state.dead = [c for c in state.dead if c not in state.won[0]]
    for kind in (G, R, Y):
        state.stack.remove(kind)
        state.unrecycled[0][kind] += 1
    state.check()
    play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    assert state.is_over() and state.scores()[0] == 9


def test_ties_are_a_shared_victory():
    state = rig(hands=[(G,), (), ()], deck=())
    state.won = [[bin_card(RED, 3)], [bin_card(BLUE, 3)], []]
    state.dead = [c for c in state.dead if c not in (bin_card(RED, 3), bin_card(BLUE, 3))]
    play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    assert state.winners() == [0, 1]


def test_scores_may_be_negative():
    state = rig(hands=[(G, G), (G, G, G), ()], deck=())
    play(state, (0, Raise((G, G))), (1, Raise((G, G, G))), (2, Pass()), (0, Pass()))
    assert state.scores()[0] == -2


# -- hidden information -----------------------------------------------------------------------------
def test_a_view_shows_hand_sizes_never_other_hands_or_the_stack_order():
    state = GAME.new(4, seed=9)
    view = state.view(0)
    data = json.dumps(view.to_dict())
    assert view.hand == state.hands[0] and view.hand_sizes == [sum(h) for h in state.hands]
    assert "stack" not in view.to_dict() and "hands" not in view.to_dict()
    other = state.clone()
    other.hands[1], other.hands[2] = other.hands[2], other.hands[1]
    if sum(other.hands[1]) == sum(other.hands[2]):
        assert json.dumps(other.view(0).to_dict()) == data
    assert view.deck_left == sorted(state.deck)


def test_determinize_keeps_hand_sizes_and_what_is_out_of_play():
    state = rig(hands=[(G, G), (G, G, G, R, R), (Y,)])
    play(state, (0, Raise((G,))), (1, Raise((G, G))))
    view = state.view(0)
    for k in range(20):
        sample = view.determinize(random.Random(k))
        sample.check()
        assert [sum(h) for h in sample.hands] == [sum(h) for h in state.hands]
        assert sample.hands[0] == state.hands[0] and sample.bids == state.bids
        assert sample.view(0) == view


def test_determinize_leans_toward_colours_an_opponent_bid():
    state = GAME.new(3, seed=4)
    state = rig(hands=[(R,), (G, G, G, G, G, R, R, Y, Y, Y), (Y, Y, R, R, R, R, R, R, G, G)],
                deck=(bin_card(RED, 1), bin_card(GREEN, 5)))
    play(state, (0, Pass()), (1, Raise((G,))), (2, Raise((G, G))), (0, Pass()), (1, Raise((G, G))),
         (2, Pass()), (0, Pass()))
    view = state.view(0)
    assert view.leaning[1][GREEN] > 1.0 > view.leaning[2][GREEN] or view.leaning[1][GREEN] > view.leaning[2][GREEN]
    green = [0, 0]
    for k in range(300):
        sample = view.determinize(random.Random(k))
        for i, seat in enumerate((1, 2)):
            green[i] += sum(sample.hands[seat][kind] for kind in RELEVANT[GREEN])
    assert green[0] > green[1] * 1.15, green


def test_a_deal_gives_each_hidden_hand_its_size_from_the_pool_and_fails_loudly_when_short():
    from game.lixo.cards import pair_kind
    from game.lixo.hands import deal_hidden
    green_red = pair_kind(GREEN, RED)
    pool = [0] * 15
    pool[GREEN], pool[green_red] = 3, 2
    leanings = [[1.0] * 5, [4.0, 0.2, 0.2, 0.2, 0.2], [1.0] * 5]
    for k in range(10):
        left = pool[:]
        hands = deal_hidden(left, {1: 2, 2: 3}, leanings, random.Random(k))
        assert [sum(hands[1]), sum(hands[2])] == [2, 3] and not any(left)
        assert [a + b for a, b in zip(hands[1], hands[2])] == pool
    with pytest.raises(ValueError, match="empty pool"):
        deal_hidden([0] * 15, {1: 1}, leanings, random.Random(1))


def test_check_finds_a_lost_or_duplicated_card():
    state = GAME.new(3, seed=2)
    state.hands[0][0] += 1
    with pytest.raises(ValueError):
        state.check()
    state = GAME.new(3, seed=2)
    state.dead.append(state.deck[0])
    with pytest.raises(ValueError):
        state.check()


def test_save_round_trip_and_refusing_a_broken_one():
    state = GAME.new(5, seed=11)
    data = json.loads(json.dumps(state.to_dict()))
    assert GAME.from_dict(data) == state
    data["hands"][0][0] += 1
    with pytest.raises(ValueError):
        GAME.from_dict(data)


def test_events_name_each_change_for_the_table():
    state = rig(hands=[(G,), (G, G), (Y,)], deck=(bin_card(RED, 1),))
    events = play(state, (0, Raise((G,))), (1, Raise((G, G))), (2, Pass()), (0, Pass()))
    shown = [(e.card, e.src, e.dst) if isinstance(e, CardMoved) else e for e in events]
    assert shown == [
        (G, hand(0), bid(0)), TurnBegan(1),
        (G, hand(1), bid(1)), (G, hand(1), bid(1)), TurnBegan(2),
        TurnBegan(0),
        (bin_id(bin_card(GREEN, 4)), BIN, won(1)),
        (G, bid(0), unrecycled(0)), (G, bid(1), RECYCLED), (G, bid(1), RECYCLED),
        ActiveChanged(1), (bin_id(bin_card(RED, 1)), BINS, BIN), TurnBegan(1),
    ]


def test_who_learns_which_card():
    """A draw is told to the drawer alone; a reshuffle to nobody; every other move to everybody."""
    state = rig(hands=[(G,), (G,), (G,)], deck=(bin_card(RED, 1), RECYCLING), stack=(Y, Y, Y))
    events = play(state, (0, Pass()), (1, Pass()), (2, Pass()))
    cards = [e for e in events if isinstance(e, CardMoved)]
    for e in cards:
        if e.src == STACK:
            assert e.known_to == (e.dst[1],) and not e.face_up
            assert e.for_seat(e.dst[1]).card == e.card and e.for_seat((e.dst[1] + 1) % 3).card is None
        elif e.src == RECYCLED:
            assert e.known_to == () and e.for_seat(0).card is None
        else:
            assert e.known_to is None and all(e.for_seat(s) == e for s in range(3))
    assert {e.src for e in cards} == {BIN, BINS, STACK, RECYCLED}

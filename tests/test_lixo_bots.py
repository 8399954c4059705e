"""LIXO? bot knowledge: card worth, the cheapest cards to lay, compact search, explanations."""
from __future__ import annotations

import random

from game.ai import bot
from game.lixo import GAME, Pass, Raise
from game.lixo.bots import (
    LixoKnowledge, cheapest_cards, compact_raises, explain, outlook, points_to_come, rule_action,
)
from game.lixo.cards import BLUE, GREEN, GREY, RED, YELLOW, bin_card, pair_kind
from game.arena import run, summarise
from lixo_helpers import play, rig

G, R = GREEN, RED
GR, GB, GY = pair_kind(GREEN, RED), pair_kind(GREEN, BLUE), pair_kind(GREEN, YELLOW)


def test_points_to_come_counts_the_bins_left_per_colour():
    deck = [bin_card(RED, 5), bin_card(RED, 2), bin_card(GREY, 1), 27]
    assert points_to_come(deck) == (0, 0, 0, 7, 1)


def test_single_type_cards_are_laid_before_two_type_cards():
    hand = [0] * 15
    hand[G], hand[GR] = 1, 1
    look = outlook([bin_card(RED, 5)])
    assert cheapest_cards(hand, GREEN, 1, look) == (G,)
    assert cheapest_cards(hand, GREEN, 2, look) == (G, GR)
    assert cheapest_cards(hand, GREEN, 3, look) is None


def test_the_two_type_card_kept_is_the_one_whose_other_colour_still_has_bins_to_come():
    hand = [0] * 15
    hand[GR], hand[GB] = 1, 1
    reds_to_come = outlook([bin_card(RED, 5), bin_card(RED, 4)])
    assert cheapest_cards(hand, GREEN, 1, reds_to_come) == (GB,)
    blues_to_come = outlook([bin_card(BLUE, 5), bin_card(BLUE, 4)])
    assert cheapest_cards(hand, GREEN, 1, blues_to_come) == (GR,)


def test_search_considers_pass_and_one_raise_per_size_all_legal():
    state = rig(hands=[(G, G, GR, GB, GY, R), (G,), ()])
    play(state, (0, Pass()), (1, Raise((G,))), (2, Pass()))
    compact = compact_raises(state, 0)
    legal = state.legal_actions(0)
    assert compact[0] == Pass() and all(a in legal for a in compact)
    assert [len(a.cards) for a in compact[1:]] == [2, 3, 4, 5]
    assert len(legal) > len(compact)


def test_the_bidding_rule_takes_a_cheap_valuable_bin_and_declines_a_dear_cheap_one():
    rng = random.Random(1)
    valuable = rig(hands=[(G, G, G), (), ()], bin_=bin_card(GREEN, 5), deck=(bin_card(RED, 1),))
    assert isinstance(rule_action(valuable, 0, rng, noise=0.0), Raise)
    dear = rig(hands=[(G,) * 6, (G,) * 5, ()], bin_=bin_card(GREEN, 1),
               deck=(bin_card(GREEN, 5), bin_card(GREEN, 4), bin_card(GREEN, 3)), active=1)
    play(dear, (1, Raise((G,) * 5)), (2, Pass()))
    assert rule_action(dear, 0, rng, noise=0.0) == Pass()


def test_explain_says_what_a_raise_costs_and_why_a_pass():
    state = rig(hands=[(G, G), (G,), ()], active=1)
    play(state, (1, Raise((G,))), (2, Pass()))
    view = state.view(0)
    sentence = explain(view, Raise((G, G)))
    assert sentence.startswith("Raise to 2") and "green bin is worth 4 points" in sentence
    assert sentence.endswith(".")
    broke = rig(hands=[(R,), (G,), ()], active=1)
    play(broke, (1, Raise((G,))), (2, Pass()))
    assert "you hold 0" in explain(broke.view(0), Pass())
    assert LixoKnowledge().explain(view, Pass()).startswith("Pass")


def test_every_level_plays_a_legal_move_from_a_view():
    state = GAME.new(3, seed=12)
    for level in ("random", "greedy1", "easy", "normal", "hard", "expert"):
        seat = state.turn
        choice = bot("lixo", level, iterations=20).choose(state.view(seat), random.Random(3))
        assert choice in state.legal_actions(seat), level


def test_hard_outscores_random_in_a_short_arena_run():
    """Six games only (the strength tables come from the arena): hard's mean score clearly ahead."""
    records = run("lixo", 3, {}, ["hard", "random", "random"], games=6, seed=5, budget={"iterations": 40})
    rows = {row["bot"]: row for row in summarise(records)}
    assert rows["hard"]["score"] > rows["random"]["score"] + 5, rows
    assert rows["hard"]["win"] > 0.5, rows

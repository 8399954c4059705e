"""LIXO? bot knowledge: card worth, the cheapest cards to lay, compact search, explanations."""
from __future__ import annotations

import random

import pytest

from game.ai import GreedyBot, bot
from game.arena import run, summarise
from game.lixo import GAME, Pass, Raise
from game.lixo import bots as lixo_bots
from game.lixo.bots import (
    LixoKnowledge,
    card_worth,
    cheapest_cards,
    compact_raises,
    contested_worth,
    estimate,
    explain,
    lay_order,
    points_to_come,
    rule_action,
)
from game.lixo.cards import BLUE, GREEN, GREY, RED, YELLOW, bin_card, pair_kind
from lixo_helpers import play, rig

G, R, Y = GREEN, RED, YELLOW
GR, GB, GY = pair_kind(GREEN, RED), pair_kind(GREEN, BLUE), pair_kind(GREEN, YELLOW)


def test_points_to_come_counts_the_bins_left_per_colour():
    deck = [bin_card(RED, 5), bin_card(RED, 2), bin_card(GREY, 1), 27]
    assert points_to_come(deck) == (0, 0, 0, 7, 1)


def test_single_type_cards_are_laid_before_two_type_cards():
    hand = [0] * 15
    hand[G], hand[GR] = 1, 1
    order = lay_order([bin_card(RED, 5)])
    assert cheapest_cards(hand, GREEN, 1, order) == (G,)
    assert cheapest_cards(hand, GREEN, 2, order) == (G, GR)
    assert cheapest_cards(hand, GREEN, 3, order) is None


def test_the_two_type_card_kept_is_the_one_whose_other_colour_still_has_bins_to_come():
    hand = [0] * 15
    hand[GR], hand[GB] = 1, 1
    reds_to_come = lay_order([bin_card(RED, 5), bin_card(RED, 4)])
    assert cheapest_cards(hand, GREEN, 1, reds_to_come) == (GB,)
    blues_to_come = lay_order([bin_card(BLUE, 5), bin_card(BLUE, 4)])
    assert cheapest_cards(hand, GREEN, 1, blues_to_come) == (GR,)


def test_search_considers_pass_and_one_raise_per_size_all_legal():
    state = rig(hands=[(G, G, GR, GB, GY, R), (G,), ()])
    play(state, (0, Pass()), (1, Raise((G,))), (2, Pass()))
    compact = compact_raises(state, 0)
    legal = state.legal_actions(0)
    assert compact[0] == Pass() and all(a in legal for a in compact)
    assert [len(a.cards) for a in compact[1:]] == [2, 3, 4, 5]
    assert len(legal) > len(compact)


def test_a_jump_limit_keeps_the_raises_up_to_that_many_cards_past_the_lead():
    state = rig(hands=[(G, G, GR, GB, GY, R), (G,), ()])
    play(state, (0, Pass()), (1, Raise((G,))), (2, Pass()))
    assert compact_raises(state, 0, jump=0) == [Pass(), Raise((G, G))]
    assert [len(a.cards) for a in compact_raises(state, 0, jump=2)[1:]] == [2, 3, 4]
    assert LixoKnowledge(raise_jump=0).search_actions(state, 0) == [Pass(), Raise((G, G))]


def test_every_searching_level_raises_only_to_the_lead():
    state = rig(hands=[(G, G, GR, GB, GY, R), (G,), ()])
    play(state, (0, Pass()), (1, Raise((G,))), (2, Pass()))
    for level in ("hard", "expert"):
        assert bot("lixo", level).knowledge.search_actions(state, 0) == [Pass(), Raise((G, G))], level


def test_a_rivals_private_context_is_how_many_cards_it_could_add_beyond_the_lead():
    state = rig(hands=[(G,), (G, G, G, G, G, GR, R), (R,)])
    knowledge = LixoKnowledge()
    assert knowledge.private_context(state, 1) == lixo_bots.CONTEXT_CAP     # 6 green, 1 to lead: 5 spare
    assert knowledge.private_context(state, 0) == 0                        # its only green card
    assert knowledge.private_context(state, 2) == -1                       # cannot reach the lead
    play(state, (0, Raise((G,))))
    assert knowledge.private_context(state, 1) == 3                        # 2 to lead, 6 held: 4, capped
    play(state, (1, Raise((G, G, G, G, G))), (2, Pass()))
    assert knowledge.private_context(state, 0) == -1                       # 0 green left


def test_expert_searches_ten_times_hards_iterations_and_both_stay_within_a_second_a_move():
    hard, expert = bot("lixo", "hard"), bot("lixo", "expert")
    assert expert.iterations == 10 * hard.iterations
    assert hard.seconds <= expert.seconds <= 1.0


def test_easy_and_normal_take_one_look_at_each_bid_and_only_normal_counts_its_cards():
    """Normal is the arena's one-ply yardstick "greedy1"; Easy is the same look with its cards
    counting for nothing."""
    easy, normal, greedy1 = bot("lixo", "easy"), bot("lixo", "normal"), bot("lixo", "greedy1")
    for made in (easy, normal, greedy1):
        assert isinstance(made, GreedyBot) and made.max_chain == 1
    assert easy.knowledge.hand_weight == 0.0
    assert normal.knowledge.hand_weight == greedy1.knowledge.hand_weight == lixo_bots.HAND_WEIGHT > 0


def test_easy_takes_the_lead_whenever_it_can_and_normal_keeps_cards_a_bigger_bin_wants():
    """A green 1 bin on which a rival has laid three, with green 5 and 4 still to come: four green
    cards for one point. Easy takes the lead with the first cards that do; Normal passes."""
    state = rig(hands=[(G,) * 4 + (R,), (G,) * 3 + (Y,) * 3, (Y,) * 2], bin_=bin_card(GREEN, 1),
                deck=(bin_card(GREEN, 5), bin_card(GREEN, 4), 26), active=1)
    play(state, (1, Raise((G,) * 3)), (2, Pass()))
    view = state.view(0)
    for seed in range(3):
        assert bot("lixo", "easy").choose(view, random.Random(seed)) == Raise((G,) * 4)
        assert bot("lixo", "normal").choose(view, random.Random(seed)) == Pass()


def test_only_expert_keeps_rivals_apart_by_their_cards():
    assert bot("lixo", "expert").rival_context
    assert not bot("lixo", "hard").rival_context


def test_a_card_is_worth_nothing_once_no_bin_of_its_colour_is_to_come():
    hand = [0] * 15
    hand[G], hand[GR] = 2, 1
    worth = card_worth(hand, [bin_card(RED, 3)], players=3)
    assert worth[G] == 0.0 and worth[YELLOW] == 0.0
    assert worth[GR] == worth[R] > 0.0         # the green/red card is worth its red side alone


def test_a_card_is_worth_less_to_a_holder_who_has_many_of_its_colour_and_less_with_fewer_points_to_come():
    deck = [bin_card(GREEN, 5), bin_card(GREEN, 3), 27]
    few, many = [0] * 15, [0] * 15
    few[G], many[G] = 1, 6
    assert card_worth(few, deck, 3)[G] > card_worth(many, deck, 3)[G] > 0
    assert card_worth(few, deck[1:], 3)[G] < card_worth(few, deck, 3)[G]


def test_contested_worth_shares_equally_between_equal_supplies():
    deck = [bin_card(GREEN, 5), bin_card(RED, 2), 27]
    hand = [0] * 15
    hand[G], hand[GR], hand[Y] = 2, 1, 1
    assert all(contested_worth([hand] * 3, deck)[seat] == pytest.approx(card_worth(hand, deck, 3))
               for seat in range(3))


def test_contested_worth_gives_a_colours_points_to_the_seat_that_holds_most_of_it():
    deck = [bin_card(GREEN, 5), bin_card(GREEN, 3), 27]
    rich, poor, none = [0] * 15, [0] * 15, [0] * 15
    rich[G], poor[G] = 5, 1
    worth = contested_worth([rich, poor, none], deck)
    shared = [card_worth(hand, deck, 3) for hand in (rich, poor, none)]
    assert worth[0][G] > shared[0][G]           # the most green cards: more than a third of green's points
    assert worth[1][G] < shared[1][G]           # one green card against five: less
    # what each seat's green cards are worth together: the seat with most of them takes the most
    assert 5 * worth[0][G] > 1 * worth[1][G] > 0


def test_only_experts_evaluation_reads_who_holds_most_of_each_colour():
    assert bot("lixo", "expert").knowledge.contest
    assert not bot("lixo", "hard").knowledge.contest
    assert GAME.review_knowledge().contest          # the review judges a bid as Expert would
    state = rig(hands=[(G,) * 5, (G,), (Y,)], bin_=bin_card(RED, 1), deck=(bin_card(GREEN, 5), bin_card(GREEN, 4)))
    assert estimate(state, contest=True)[0] > estimate(state)[0]
    assert estimate(state, contest=True)[1] < estimate(state)[1]
    assert LixoKnowledge(contest=True).estimate(state) == estimate(state, contest=True)


def test_experts_evaluation_counts_each_hand_at_its_contested_worth():
    state = rig(hands=[(G, G, GR, Y), (G, R, R), (GB,)], bin_=bin_card(RED, 2),
                deck=(bin_card(GREEN, 5), bin_card(RED, 4), 27))
    worth = contested_worth(state.hands, state.deck)
    held = [sum(n * w for n, w in zip(hand, kinds)) for hand, kinds in zip(state.hands, worth)]
    bare, full = estimate(state, hand_weight=0.0, contest=True), estimate(state, contest=True)
    assert [f - b for f, b in zip(full, bare)] == pytest.approx(held)


def test_the_bidding_rule_takes_a_cheap_valuable_bin_nobody_else_can_contest():
    rng = random.Random(1)
    valuable = rig(hands=[(G, G, G), (R, R), (Y,)], bin_=bin_card(GREEN, 5), deck=(bin_card(RED, 1),))
    assert rule_action(valuable, 0, rng, noise=0.0) == Raise((G,))


def test_the_bidding_rule_declines_to_chase_a_rival_who_holds_more_on_a_cheap_bin():
    rng = random.Random(1)
    dear = rig(hands=[(G,) * 6, (G,) * 9, ()], bin_=bin_card(GREEN, 1),
               deck=(bin_card(GREEN, 5), bin_card(GREEN, 4), bin_card(GREEN, 3), 26), active=1)
    play(dear, (1, Raise((G,) * 5)), (2, Pass()))
    assert rule_action(dear, 0, rng, noise=0.0) == Pass()


def test_on_the_last_bin_cards_in_hand_are_worth_nothing_so_the_rule_spends_them():
    """The same raise that a later green bin would forbid is taken when nothing is to come."""
    rng = random.Random(1)
    last = rig(hands=[(G,) * 4, (G, G), ()], bin_=bin_card(GREEN, 2), deck=(), active=1)
    play(last, (1, Raise((G, G))), (2, Pass()))
    assert rule_action(last, 0, rng, noise=0.0) == Raise((G,) * 3)
    later = rig(hands=[(G,) * 4, (G, G), ()], bin_=bin_card(GREEN, 2),
                deck=(bin_card(GREEN, 5), bin_card(GREEN, 4), 26), active=1)
    play(later, (1, Raise((G, G))), (2, Pass()))
    assert rule_action(later, 0, rng, noise=0.0) == Pass()


def test_the_rule_reads_the_rivals_hands_it_is_given():
    """In a playout the rivals' hands are the dealt ones: a rival that can outlast every total
    this seat can reach makes the same bid unattractive."""
    rng = random.Random(1)
    deck = (bin_card(GREEN, 1), 26)
    alone = rig(hands=[(G,) * 3, (G, G) + (R,) * 6, ()], bin_=bin_card(GREEN, 2), deck=deck, active=1)
    rival = rig(hands=[(G,) * 3, (G,) * 8, ()], bin_=bin_card(GREEN, 2), deck=deck, active=1)
    for state in (alone, rival):
        play(state, (1, Raise((G, G))), (2, Pass()))
    assert rule_action(alone, 0, rng, noise=0.0) == Raise((G,) * 3)
    assert rule_action(rival, 0, rng, noise=0.0) == Pass()


def test_explain_says_what_a_raise_costs_and_why_a_pass():
    state = rig(hands=[(G, G), (G,), ()], active=1)
    play(state, (1, Raise((G,))), (2, Pass()))
    view = state.view(0)
    sentence = str(explain(view, Raise((G, G))))
    assert sentence.startswith("Bid 2 cards in all.") and "The bin is worth 4 points." in sentence
    assert "It costs 2 more cards." in sentence and sentence.endswith(".")
    broke = rig(hands=[(R,), (G,), ()], active=1)
    play(broke, (1, Raise((G,))), (2, Pass()))
    assert "You hold 0." in str(explain(broke.view(0), Pass()))
    assert str(GAME.explain(view, Pass())).startswith("Pass")


def test_every_level_plays_a_legal_move_from_a_view():
    state = GAME.new(3, seed=12)
    for level in ("random", "greedy1", "easy", "normal", "hard", "expert"):
        seat = state.turn
        choice = bot("lixo", level, iterations=20).choose(state.view(seat), random.Random(3))
        assert choice in state.legal_actions(seat), level


def test_hard_takes_a_clearly_winning_cheap_bid():
    """A 5-point bin for one card that nobody else can match: the search raises."""
    state = rig(hands=[(G, G, G, R), (R, R, Y), (Y, Y)], bin_=bin_card(GREEN, 5),
                deck=(bin_card(RED, 1), bin_card(GREEN, 2), 26))
    choice = bot("lixo", "hard", iterations=120).choose(state.view(0), random.Random(4))
    assert isinstance(choice, Raise)


def test_hard_refuses_a_ruinous_bid():
    """A 1-point bin on which a rival has laid 5 and just drew: topping it costs 6 cards that a
    green 5 and 4 still to come would rather have."""
    state = rig(hands=[(G,) * 6, (G,) * 9, ()], bin_=bin_card(GREEN, 1),
                deck=(bin_card(GREEN, 5), bin_card(GREEN, 4), 26), active=1)
    play(state, (1, Raise((G,) * 5)), (2, Pass()))
    choice = bot("lixo", "hard", iterations=120).choose(state.view(0), random.Random(4))
    assert choice == Pass()


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_is_deterministic_for_a_seeded_rng(level):
    state = GAME.new(3, seed=21)
    while len(state.legal_actions(state.turn)) < 3:
        state.apply(state.turn, state.legal_actions(state.turn)[-1])
    view = state.view(state.turn)
    picks = {bot("lixo", level, iterations=80).choose(view, random.Random(9)) for _ in range(2)}
    assert len(picks) == 1


def test_hard_outscores_random_in_a_short_arena_run():
    """Six games only (the strength tables come from the arena): hard's mean score clearly ahead."""
    records = run("lixo", 3, {}, ["hard", "random", "random"], games=6, seed=5, budget={"iterations": 60})
    rows = {row["bot"]: row for row in summarise(records)}
    assert rows["hard"]["score"] > rows["random"]["score"] + 5, rows
    assert rows["hard"]["win"] > 0.5, rows


def test_the_early_bidding_measure_plays_the_arenas_games_and_counts_bins_raised_on():
    from game.arena import play_game
    from game.lixo import measure
    records = measure.play(["easy", "random", "random"], 3, seed=2, index=1, budget=None)
    same = play_game("lixo", 3, {}, ["easy", "random", "random"], seed=2, index=1)
    assert [r.level for r in records] == same.seats and [r.score for r in records] == same.scores
    assert all(0 <= r.early_bins_bid <= measure.EARLY and r.early_single_wins <= r.early_bins_bid for r in records)
    rows = {row["level"]: row for row in measure.summarise(records)}
    assert rows["random"]["seats"] == 2 and 0.0 <= rows["easy"]["early"] <= 1.0

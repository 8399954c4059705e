"""The Pixies bots: levels, the one-ply greedy yardstick, the search's knowledge, the Hint's words."""
from __future__ import annotations

import random
import time

import pytest

from game.ai import GreedyBot, RandomBot, bot
from game.pixies import GAME
from game.pixies.actions import take
from game.pixies.bots import (
    EXPERT_WEIGHTS,
    HARD_PICKS,
    ExpertKnowledge,
    PixiesKnowledge,
    area_features,
    chance,
    pool_counts,
)
from game.pixies.fitting import least_squares, self_play, weights_table
from game.pixies.lookahead import LEAVES, SECONDS, TurnLookahead
from pixies_helpers import card, position


def test_every_level_and_greedy1_is_offered():
    assert isinstance(bot("pixies", "random"), RandomBot)
    assert isinstance(bot("pixies", "easy"), GreedyBot)
    assert isinstance(bot("pixies", "greedy1"), GreedyBot)
    with pytest.raises(ValueError):
        bot("pixies", "grandmaster")


def test_each_level_sees_further_or_judges_better_than_the_one_below():
    easy, normal, hard, expert = (bot("pixies", level) for level in ("easy", "normal", "hard", "expert"))
    # easy and normal: one-ply greed, on the score now and on the estimate of what is to come
    assert isinstance(easy, GreedyBot) and easy.max_chain == 1 and not isinstance(easy.knowledge, PixiesKnowledge)
    assert isinstance(normal, GreedyBot) and normal.max_chain == 1 and type(normal.knowledge) is PixiesKnowledge
    # hard: the same estimate after the rival's answer; expert: the whole turn, judged by the fit
    assert isinstance(hard, TurnLookahead) and type(hard.knowledge) is PixiesKnowledge and hard.picks == HARD_PICKS == 2
    assert isinstance(expert, TurnLookahead) and type(expert.knowledge) is ExpertKnowledge and expert.picks is None
    assert expert.leaves == LEAVES and expert.seconds == SECONDS <= 1.0
    assert bot("pixies", "expert", leaves=7, seconds=None).leaves == 7


def test_easy_takes_its_own_validation_where_the_others_keep_the_9_from_the_rival():
    # the last two cards of the turn: seat 0 validates its 5 with blue 5, or takes the 9 that
    # seat 2, who gets the other card, would validate
    state = position(2, {0: {5: (None, "red 5")}, 1: {9: (None, "red 8")}}, ["red 9", "blue 5"], first=0, pick=2)
    chosen = {level: bot("pixies", level).choose(state.view(0), random.Random(1))
              for level in ("easy", "normal", "hard", "expert")}
    assert chosen.pop("easy") == take(card("blue 5"), 4, True)
    assert set(chosen.values()) == {take(card("red 9"), 8, True)}


def test_greedy1_takes_the_card_and_placement_scoring_most_right_now():
    # blue 5 would validate the face-down 5 (+5); blue 1+6 brings 6 spirals at once: greed takes the 6
    state = position(2, {0: {5: (None, "red 5")}}, ["blue 5", "green 7", "blue 1+6", "yellow 2S"], first=0)
    choice = bot("pixies", "greedy1").choose(state.view(0), random.Random(1))
    assert choice == take(card("blue 1+6"), 0, True)
    state = position(2, {0: {5: (None, "red 5")}}, ["blue 5S", "green 7", "red 9", "yellow 2S"], first=0)
    assert bot("pixies", "greedy1").choose(state.view(0), random.Random(1)) == take(card("blue 5S"), 4, True)


def test_values_are_win_chances_between_0_and_1_that_favour_the_leader():
    state = position(2, {0: {5: ("blue 5", "red 5"), 1: ("blue 1+6", None)}}, ["green 7", "red 9", "yellow 2S"],
                     first=1, pick=1)
    values = PixiesKnowledge().values(state)
    assert all(0 <= v <= 1 for v in values) and values[0] > values[1]
    assert sum(values) == pytest.approx(1.0)


def test_an_open_validation_is_worth_something_before_it_happens():
    waiting = position(2, {0: {9: (None, "red 9")}}, ["green 7", "red 8", "yellow 2S", "blue 5"], first=1)
    empty = position(2, {0: {1: (None, "red 1S")}}, ["green 7", "red 8", "yellow 2S", "blue 5"], first=1)
    knowledge = PixiesKnowledge()
    assert knowledge.estimates(waiting)[0] > knowledge.estimates(empty)[0] > 0


def test_chance_of_a_wanted_card_grows_with_the_draws():
    assert chance(0, 40, 5) == 0
    assert 0 < chance(3, 40, 2) < chance(3, 40, 6) < 1


def test_the_hint_explains_a_validation_in_one_sentence():
    state = position(2, {0: {5: (None, "red 5")}}, ["blue 5", "green 7", "red 9", "yellow 2S"], first=0)
    text = str(GAME.explain(state.view(0), take(card("blue 5"), 4, True)))
    assert text.startswith("Take the blue 5") and "validates" in text and text.endswith(".")


def test_the_hint_mentions_a_card_kept_from_the_next_player():
    state = position(2, {1: {9: (None, "red 9")}}, ["blue 9x1", "green 7", "red 8", "yellow 2S"], first=0)
    text = str(GAME.explain(state.view(0), take(card("blue 9x1"), 8, True)))
    assert "keeps the card from the next player" in text


def test_a_search_with_a_fixed_budget_is_repeatable_and_legal():
    state = GAME.new(2, 5)
    seat = state.to_move()[0]
    moves = {bot("pixies", "hard").choose(state.view(seat), random.Random(9)) for _ in range(2)}
    assert len(moves) == 1 and moves.pop() in state.legal_actions(seat)


def test_expert_searches_with_its_own_fitted_evaluation():
    expert = bot("pixies", "expert")
    assert isinstance(expert.knowledge, ExpertKnowledge)
    assert not isinstance(bot("pixies", "hard").knowledge, ExpertKnowledge)
    state = GAME.new(2, 4)
    features = area_features(*state.grid(0), 1, pool_counts(state), 70, 10.0)
    assert len(features) + 1 == len(EXPERT_WEIGHTS)      # + who picks next, added by estimates


def test_expert_prefers_the_better_of_two_grids():
    middle = ["green 7", "red 8", "yellow 2S", "blue 5"]
    knowledge = ExpertKnowledge()
    # the same two 9s: the plain one face up beats the one with a cross
    plain = position(2, {0: {9: ("red 9", "blue 9x1")}}, middle, first=1)
    crossed = position(2, {0: {9: ("blue 9x1", "red 9")}}, middle, first=1)
    assert knowledge.estimates(plain)[0] > knowledge.estimates(crossed)[0]
    # a validated 9 on top of the same 4 as the other seat's: ahead, and its win chance shows it
    ahead = position(2, {0: {9: ("red 9", "blue 9x1"), 4: ("red 4", None)}, 1: {4: ("blue 4", None)}}, middle, first=1)
    estimates, values = knowledge.estimates(ahead), knowledge.values(ahead)
    assert estimates[0] > estimates[1] and values[0] > values[1]
    assert sum(values) == pytest.approx(1.0)


def test_expert_moves_are_legal_and_repeatable_for_a_seeded_rng():
    state = GAME.new(2, 8)
    for _ in range(6):
        seat = state.to_move()[0]
        view = state.view(seat)
        moves = {bot("pixies", "expert", seconds=None).choose(view, random.Random(3)) for _ in range(2)}
        assert len(moves) == 1
        move = moves.pop()
        assert move in state.legal_actions(seat)
        state.apply(seat, move)


def test_a_short_arena_game_between_expert_and_hard_plays_out():
    from game.arena import play_game
    record = play_game("pixies", 2, {}, ["expert", "hard"], seed=3, budget={"iterations": 20})
    assert sorted(record.seats) == ["expert", "hard"] and record.winners
    assert record.actions >= 2 * 3 * 6          # three rounds, each until one area holds nine cards


def test_the_fit_recovers_known_weights_and_reads_self_play():
    rng = random.Random(5)
    truth = [2.0, -1.0, 0.5]
    samples = []
    for _ in range(50):
        x = [rng.uniform(-3, 3) for _ in truth]
        samples.append((x, sum(w * v for w, v in zip(truth, x))))
    assert least_squares(samples) == pytest.approx(truth)
    played = self_play(games=1, iterations=8, seed=1)
    assert len(played) > 40 and all(len(x) == 2 * len(EXPERT_WEIGHTS) for x, _ in played)
    assert weights_table([0.0] * (2 * len(EXPERT_WEIGHTS))).count("\n") == len(EXPERT_WEIGHTS) + 1


@pytest.mark.slow
def test_expert_stays_within_its_leaves_and_far_within_a_second_with_five_players():
    # five players' turns branch the most; the cap on positions judged keeps a move short,
    # in CPU time so load does not count (its clock is off here, as in the arena)
    expert = bot("pixies", "expert", seconds=None)
    worst, state = 0.0, GAME.new(5, 11)
    for _ in range(15):
        seat = state.to_move()[0]
        start = time.process_time()
        move = expert.choose(state.view(seat), random.Random(2))
        worst = max(worst, time.process_time() - start)
        assert expert.last_leaves <= LEAVES + 60
        state.apply(seat, move)
    assert worst < 1.0

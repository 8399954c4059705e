"""Issue 37: the review counts in each game's own points where it can, and flags a decision only
when its cost is larger than its own noise. LIXO? and Pixies judge in points; LIXO?'s overbid
(all 8 cards of a colour on a 1-point bin) costs points on every seat it is tried on, where the
old 8-move logistic said 70-79 % of the chance to win on five seeds and 2 % on a sixth."""
from __future__ import annotations

import math
import random
import statistics

from game import GAMES
from game.ai import bot
from game.ai.review import (
    CONFIRM_SEED,
    NEGLIGIBLE,
    POINTS,
    SCREEN_NOISES,
    SHARE,
    Budget,
    Decision,
    Judgement,
    _sampled,
    advise,
    costliest,
    flagged,
    judge,
    person_decisions,
)
from game.core import Action
from game.lixo.actions import PASS, Pass, Raise
from game.lixo.bots import MARGIN_SCALE, LixoKnowledge, estimate, rule_action, settled_values
from game.lixo.cards import BLUE, GREEN, RED, bin_card
from game.lixo.review import LixoReviewKnowledge, guessed_reaches, one_look, raised
from game.lixo.state import LixoState
from game.referee import HUMAN, Referee
from lixo_helpers import play, rig

LIXO, PIXIES = GAMES["lixo"], GAMES["pixies"]


def bots_game(name: str, players: int, seed: int, level: str) -> Referee:
    referee = Referee.new(GAMES[name], players, seed, [HUMAN] + [level] * (players - 1), {}, bots=False)
    bots = [bot(name, level) for _ in range(players)]
    for made in bots:
        made.lift_clock()                   # the same moves on any machine
    rng = random.Random(seed)
    while not referee.is_over():
        seat = referee.to_move()[0]
        referee.submit(seat, bots[seat].choose(referee.view(seat), rng))
    return referee


def first_decisions(referee: Referee, count: int) -> list[Decision]:
    game = LIXO if referee.game.name == "lixo" else PIXIES
    return person_decisions(game, referee.record(), referee.seats, referee.options)[:count]


def test_lixo_is_judged_in_points_played_out_to_the_end():
    knowledge = LIXO.review_knowledge()
    assert knowledge.rollout_depth is None and knowledge.review_samples >= 16
    referee = bots_game("lixo", 3, 4, "normal")
    for decision in first_decisions(referee, 3):
        judged = judge(LIXO, decision, Budget(samples=4), seed=decision.number)
        assert judged.unit == POINTS and judged.cost >= 0 and judged.noise >= 0
        assert decision.chosen in dict(judged.values)


def test_pixies_is_judged_in_points_by_expert_s_turn():
    knowledge = PIXIES.review_knowledge()
    assert knowledge.review_samples == 1           # a turn hides nothing: one sample is the whole answer
    referee = bots_game("pixies", 2, 4, "normal")
    for decision in first_decisions(referee, 4):
        judged = judge(PIXIES, decision, seed=decision.number)
        assert judged.unit == POINTS and judged.noise == 0
        assert set(dict(judged.values)) == set(decision.view.legal_actions())


def test_a_big_cost_with_small_noise_is_flagged_and_the_same_cost_within_twice_its_noise_is_not():
    big = Judgement(1, PASS, PASS, 4.0, POINTS, (), noise=1.0)
    noisy = Judgement(2, PASS, PASS, 4.0, POINTS, (), noise=2.5)           # noise above half the cost
    assert flagged(big) and not flagged(noisy)
    assert [j.number for j in costliest([noisy, big])] == [1]
    assert not flagged(Judgement(3, PASS, PASS, NEGLIGIBLE[POINTS] / 2, POINTS, ()))     # too small to tell
    assert flagged(Judgement(4, PASS, PASS, 0.2, SHARE, (), noise=0.05))
    assert not flagged(Judgement(5, PASS, PASS, 0.2, SHARE, (), noise=0.11))


def overbid_position(seed: int, colour: int) -> LixoState:
    """The first bin of a 3-player game, opened as `colour`'s 1-point bin, seat 0 to bid with 8
    cards of that colour in hand (its dealt hand goes back into the stack)."""
    state = LixoState.new_game(3, seed, 0)
    one_point = colour * 5
    if state.bin != one_point:
        state.deck[state.deck.index(one_point)] = state.bin
        state.bin = one_point
    for kind, count in enumerate(state.hands[0]):
        state.stack.extend([kind] * count)
    state.hands[0] = [0] * 15
    for _ in range(8):
        state.stack.remove(colour)
    state.hands[0][colour] = 8
    state.check()
    return state


def test_lixo_s_overbid_costs_points_on_every_seed():
    """All 8 cards on the 1-point bin while the colour's 14 points are still to come: against a
    pass or the raise to the lead, each seed's cost is at least a point and they average two or
    more (the old logistic's 2 % on one seed was a saturated estimate, not a cheap overbid)."""
    costs = []
    for seed in (0, 2, 3, 5):
        colour = seed % 5
        state = overbid_position(seed, colour)
        judged = judge(LIXO, Decision(0, 0, state.view(0), Raise((colour,) * 8)), Budget(samples=64), seed=seed)
        assert judged.unit == POINTS and judged.best in (PASS, Raise((colour,)))
        assert judged.cost >= 1.0, (seed, judged.cost, judged.noise)
        costs.append(judged.cost)
    assert statistics.fmean(costs) >= 2.0


def test_lixo_s_review_weighs_a_raise_by_the_table_it_would_leave():
    """The one look weighs a raise without playing it: the estimate it reads is the one the
    table shows once the raise is played."""
    state = rig(hands=[(GREEN,) * 3 + (BLUE,) * 2, (GREEN, GREEN, RED), (RED,)], bin_=bin_card(GREEN, 3),
                deck=(bin_card(GREEN, 1), 26), active=1)
    play(state, (1, Raise((GREEN, GREEN))), (2, Pass()))
    looked = raised(state, 0, (GREEN,) * 3, estimate(state))
    state.advance(0, Raise((GREEN,) * 3))
    assert not state.over and state.bin == bin_card(GREEN, 3)       # the bidding goes on
    assert looked == estimate(state)


def test_lixo_s_review_bids_into_no_war_the_table_says_it_would_lose():
    """Seat 1 has raised 2 green on the 3-point green bin; seat 0 holds 3 green cards. Against a
    rival left with 1 card it takes the lead; against one left with 6, who could outlast it as
    far as the table shows, it lets the bin go, whatever those cards are: the rules' bidding
    wars to the last card made a rich hand worth three times what it is worth among the bots."""
    def table(rival: tuple[int, ...]) -> LixoState:
        state = rig(hands=[(GREEN,) * 3 + (BLUE,) * 2, rival, ()], bin_=bin_card(GREEN, 3),
                    deck=(bin_card(GREEN, 1), 26), active=1)
        play(state, (1, Raise((GREEN, GREEN))), (2, Pass()))
        return state
    few = [table((GREEN, GREEN, hidden)) for hidden in (RED, GREEN)]
    many = [table((GREEN, GREEN) + (hidden,) * 6) for hidden in (RED, GREEN)]
    assert [one_look(state, 0) for state in few] == [Raise((GREEN,) * 3)] * 2
    assert [one_look(state, 0) for state in many] == [Pass()] * 2
    assert guessed_reaches(many[0], 0, GREEN) == guessed_reaches(many[1], 0, GREEN)
    assert LIXO.review_knowledge().rollout_action(many[1], 0, random.Random(1)) == Pass()


class _HiddenHandsReview(LixoReviewKnowledge):
    """The review as it was: every seat's bidding rule read the sample's hidden hands, unjittered,
    and a decision judged once, its noise the sampling's alone."""

    review_confirm = 0
    review_model_noise = 0.0

    def rollout_action(self, state: LixoState, seat: int, rng: random.Random) -> Action:
        return rule_action(state, seat, rng, noise=0.0)


def test_lixo_s_review_does_not_blame_expert_s_opening_bid_for_the_wars_its_playouts_made():
    """Expert opens the yellow 1-point bin with one card (its game on seed 2, move 43). Played out
    by bidding rules that read the hidden hands, every war went on to the poorer seat's last card
    and the opening was said to cost almost 4 points; Hard in every seat found such openings even
    (bench/calibration.py). The review now bids as players do, and finds the opening fair."""
    referee = bots_game("lixo", 3, 2, "expert")
    opening = next(d for d in person_decisions(LIXO, referee.record(), referee.seats, referee.options)
                   if d.number == 43)
    assert opening.view.totals == [0, 0, 0] and isinstance(opening.chosen, Raise) and len(opening.chosen.cards) == 1
    before = judge(LIXO, opening, seed=43, knowledge=_HiddenHandsReview())
    now = judge(LIXO, opening, seed=43)
    assert flagged(before) and before.cost > 3
    assert not flagged(now) and now.cost < now.noise           # fair, within the review's own doubt


def test_lixo_s_bots_value_a_finished_game_by_its_points_as_the_review_counts_them():
    """One objective for the bots and the review (issue 37): by the win first, every bid of the
    last bins tied once the result was settled, and Expert bid cards away there and raised for a
    win that cost it points. A finished game is now worth its points ahead of the others'
    average, the more the better, whoever wins."""
    state = bots_game("lixo", 3, 1, "normal").state
    assert state.over
    values = LixoKnowledge().values(state)
    scores = state.scores()
    ahead = [score - (sum(scores) - score) / 2 for score in scores]
    assert sorted(range(3), key=values.__getitem__) == sorted(range(3), key=ahead.__getitem__)
    assert all(abs(v - 1 / (1 + math.exp(-a / MARGIN_SCALE))) < 1e-12 for v, a in zip(values, ahead))
    winner = max(range(3), key=lambda s: scores[s])
    richer = state.clone()
    richer.won[winner] = [*richer.won[winner], 4]           # the same win by more points
    assert settled_values(richer)[winner] > values[winner]
    loser = min(range(3), key=lambda s: scores[s])
    closer = state.clone()
    closer.unrecycled[loser] = [0] * 15                     # the same loss by fewer points
    assert settled_values(closer)[loser] > values[loser]


def test_a_bid_that_looks_costly_is_judged_again_on_fresh_samples():
    """The best candidate did best on the very samples that measure its lead (the winner's curse);
    LIXO?'s review weighs it again against the chosen bid on twice as many fresh samples, and
    the cost is theirs. Its noise is the fresh samples' standard error and the review's model
    noise together."""
    knowledge = LIXO.review_knowledge()
    assert knowledge.review_confirm >= 1 and knowledge.review_model_noise > 0
    state = overbid_position(2, 2)
    decision = Decision(0, 0, state.view(0), Raise((2,) * 8))
    once = judge(LIXO, decision, Budget(samples=16), seed=5, knowledge=_Once())
    assert once.cost > SCREEN_NOISES * once.noise and len(once.values) == 3       # pass, the lead, the overbid
    again = judge(LIXO, decision, Budget(samples=16), seed=5)
    assert [action for action, _ in again.values] == [once.best, decision.chosen]
    _, fresh = _sampled(LIXO, decision.view, 0, Budget(samples=32), CONFIRM_SEED + 5, knowledge, decision.chosen,
                        only=(once.best, decision.chosen))
    differences = [b - c for b, c in zip(fresh[once.best], fresh[decision.chosen])]
    assert again.cost == statistics.fmean(differences) != once.cost
    sampling = statistics.stdev(differences) / math.sqrt(32)
    assert abs(again.noise - math.hypot(sampling, knowledge.review_model_noise)) < 1e-9


def test_a_bid_that_looks_fine_is_judged_once():
    """Only a decision that looks costly is weighed again: the Hint's own move, say, costs nothing
    on the samples that chose it, and keeps every candidate's value."""
    state = overbid_position(3, 3)
    view = state.view(0)
    hint = advise(LIXO, view, 0, number=7, budget=Budget(samples=16))
    decision = Decision(7, 0, view, hint)
    judged = judge(LIXO, decision, Budget(samples=16), seed=7)
    assert judged.cost == 0 and judged.best == hint
    assert judged.values == judge(LIXO, decision, Budget(samples=16), seed=7, knowledge=_Once()).values


class _Once(LixoReviewKnowledge):
    """LIXO?'s review judging each decision once, on its first samples."""

    review_confirm = 0


def test_pixies_review_and_expert_agree_on_expert_s_own_picks():
    """The review weighs a turn as Expert does (in points, with its estimate): at most 3 % of
    Expert's own decisions are flagged (issue 37: 16 of 129 were). The few left are Expert's
    search cut short by its budget of positions, and on the last turn its preference for the
    win over the points."""
    judged = []
    for seed in (1, 2, 3):
        referee = bots_game("pixies", 2, seed, "expert")
        decisions = person_decisions(PIXIES, referee.record(), referee.seats, referee.options)
        judged += [judge(PIXIES, d, seed=d.number) for d in decisions]
    marked = [j for j in judged if flagged(j)]
    assert len(judged) > 90 and len(marked) <= 0.03 * len(judged), [(j.number, str(j.chosen), j.cost) for j in marked]

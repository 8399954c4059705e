"""The review (game.ai.review): what each of the person's decisions cost, judged by Expert's
knowledge on shared samples; a planted blunder comes out costliest."""
from __future__ import annotations

import random

import pytest

from game import GAMES
from game.ai import bot
from game.ai.review import (
    POINTS,
    SHARE,
    Budget,
    Decision,
    Judgement,
    costliest,
    judge,
    person_decisions,
    review_game,
    words,
)
from game.pixies.actions import Take
from game.pixies.bots import ExpertKnowledge
from game.referee import HUMAN, Referee

PIXIES = GAMES["pixies"]
#: a Pixies game in which the planted placement is rated far below the best by Expert's own
#: one-ply evaluation (BLUNDER points), among Hard's moves for both seats
SEED, BLUNDER = 2, 10.0


def margin_after(view, action) -> float:
    state = view.determinize(random.Random(0))
    state._do(view.seat, action)
    return ExpertKnowledge().evaluate(state, view.seat)


def game_with_a_planted_blunder() -> tuple[Referee, int]:
    """Hard plays both seats, but once, after move 12, the person's seat plays the placement
    Expert's evaluation rates worst, when that is at least BLUNDER points below its best."""
    referee = Referee.new(PIXIES, 2, SEED, [HUMAN, "hard"], {}, bots=False)
    hard = [bot("pixies", "hard", iterations=400), bot("pixies", "hard", iterations=400)]
    rng = random.Random(SEED)
    planted = None
    while not referee.is_over():
        seat = referee.to_move()[0]
        view = referee.view(seat)
        action = hard[seat].choose(view, rng)
        if seat == 0 and planted is None and len(referee.moves) >= 12:
            margins = {a: margin_after(view, a) for a in view.legal_actions()}
            if max(margins.values()) - min(margins.values()) >= BLUNDER:
                planted, action = len(referee.moves), min(margins, key=margins.get)
        referee.submit(seat, action)
    assert planted is not None
    return referee, planted


@pytest.fixture(scope="module")
def planted_game() -> tuple[Referee, int]:
    return game_with_a_planted_blunder()


@pytest.fixture(scope="module")
def reviewed(planted_game) -> list[Judgement]:
    referee, _ = planted_game
    return review_game(PIXIES, referee.record(), referee.seats, referee.options)


def test_a_planted_blunder_among_hard_moves_is_ranked_costliest(planted_game, reviewed):
    _, planted = planted_game
    judged = reviewed
    worst = costliest(judged)
    assert worst[0].number == planted and worst[0].unit == POINTS
    assert worst[0].cost >= 2 * max(j.cost for j in judged if j.number != planted)
    assert worst[0].best != worst[0].chosen and len(worst) == 3


def test_the_decisions_are_the_persons_moves_that_were_a_choice(planted_game):
    referee, _ = planted_game
    record = referee.record()
    decisions = person_decisions(PIXIES, record, referee.seats, referee.options)
    numbers = [d.number for d in decisions]
    assert numbers == sorted(numbers) and all(record["moves"][n][0] == 0 for n in numbers)
    assert all(len(d.view.legal_actions()) > 1 and d.view.seat == 0 for d in decisions)
    assert [d.chosen.to_dict() for d in decisions] == [record["moves"][n][1] for n in numbers]
    alone = [n for n, (seat, _, _) in enumerate(record["moves"]) if seat == 0 and n not in numbers]
    replayed = Referee.new(PIXIES, 2, SEED, referee.seats, {}, bots=False)
    for n, (seat, data, _) in enumerate(record["moves"]):
        if n in alone:
            assert len(replayed.view(0).legal_actions()) == 1
        replayed.submit(seat, PIXIES.action_from_dict(data))


def test_the_best_candidate_costs_nothing_and_every_candidate_is_judged(planted_game):
    referee, planted = planted_game
    decision = next(d for d in person_decisions(PIXIES, referee.record(), referee.seats, referee.options)
                    if d.number == planted)
    judged = judge(PIXIES, decision, Budget(samples=8), seed=1)
    values = dict(judged.values)
    assert set(values) == set(decision.view.legal_actions())
    assert judged.best == max(values, key=values.get)
    assert judged.cost == pytest.approx(values[judged.best] - values[decision.chosen])
    again = judge(PIXIES, Decision(planted, 0, decision.view, judged.best), Budget(samples=8), seed=1)
    assert again.cost == 0 and again.values == judged.values          # the same samples, the same dice


def test_costliest_leaves_out_what_cost_nothing_worth_telling():
    take = Take(0, 0, True)
    judged = [Judgement(1, take, take, 0.2, POINTS, ()), Judgement(2, take, take, 3.0, POINTS, ()),
              Judgement(3, take, take, 0.05, SHARE, ()), Judgement(4, take, take, 0.004, SHARE, ()),
              Judgement(5, take, take, 3.0, POINTS, ())]
    assert [j.number for j in costliest(judged)] == [2, 5, 3]
    assert [j.number for j in costliest(judged, 1)] == [2]


def test_pixies_says_what_the_better_placement_would_have_done(planted_game, reviewed):
    referee, planted = planted_game
    decisions = {d.number: d for d in person_decisions(PIXIES, referee.record(), referee.seats, referee.options)}
    worst = costliest(reviewed)[0]
    sentence = str(words(PIXIES, decisions[planted].view, worst))
    assert sentence.startswith(("Placing ", "Taking ")) and f"cost about {round(worst.cost)} points" in sentence
    assert "Expert would rather take" in sentence and sentence.endswith(".")


def random_record(name: str, seed: int = 1, moves: int = 30):
    game = GAMES[name]
    players, options = game.configurations()[0]
    seats = [HUMAN] + [game.levels[0]] * (players - 1)
    referee = Referee.new(game, players, seed, seats, options, bots=False)
    rng = random.Random(seed)
    for _ in range(moves):
        if referee.is_over():
            break
        seat = rng.choice(referee.to_move())
        referee.submit(seat, rng.choice(referee.view(seat).legal_actions()))
    return game, referee


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_can_be_reviewed_in_its_own_words(name):
    """Generic: each game's knowledge and words, points where it estimates scores, else shares."""
    game, referee = random_record(name)
    decisions = person_decisions(game, referee.record(), referee.seats, referee.options)[:3]
    for decision in decisions:
        judged = judge(game, decision, Budget(samples=4, replies=2), seed=decision.number)
        assert judged.cost >= 0 and judged.unit in (POINTS, SHARE)
        weighed = set(dict(judged.values))
        assert decision.chosen in weighed and weighed <= set(decision.view.legal_actions())
        if not hasattr(game.review_knowledge(), "review_actions"):       # LIXO? weighs Expert's candidates
            assert weighed == set(decision.view.legal_actions())
        said = str(words(game, decision.view, judged))
        assert "cost" in said and "=" not in said, said          # moves in words, never as code

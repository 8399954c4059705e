"""Hint and review agree: the Hint is the move the review judges best (game.ai.review.advise), so
the review never flags the hint's own move as costly. On seeded positions of every game, and on
a whole game in which the person follows every hint, reviewed the way the review screen does."""
from __future__ import annotations

import random

import pytest

from game import GAMES
from game.ai import bot
from game.ai.review import NEGLIGIBLE, Budget, Decision, advise, costliest, judge, review_game
from game.referee import HUMAN, Referee

#: the reviewed games (the tests' own small game aside), each in its first configuration
REVIEWED = sorted(name for name in GAMES if name != "highcard" and GAMES[name].min_players > 1)
#: a small budget for the quick run: the agreement holds at any budget, it is the same judgement
QUICK = Budget(samples=1, replies=2)


def positions(name: str, count: int, seed: int = 1):
    """`count` positions of game `name` with a choice for the seat to move: seeded games played
    by random moves for a random number of moves. Yields (view, seat, moves played so far)."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    rng = random.Random(seed)
    found = 0
    deal = 0
    while found < count:
        state = game.new(players, seed=seed * 10_007 + deal, **options)
        deal += 1
        for played in range(rng.randrange(60)):
            if state.is_over():
                break
            seat = state.to_move()[0]
            view = state.view(seat)
            if len(set(view.legal_actions())) > 1 and rng.random() < 0.3:
                yield view, seat, played
                found += 1
                if found == count:
                    return
            mover = rng.choice(state.to_move())
            state.apply(mover, rng.choice(state.legal_actions(mover)))


def disagreements(name: str, count: int, budget: Budget) -> list[str]:
    game = GAMES[name]
    knowledge = game.review_knowledge()
    found = []
    for view, seat, number in positions(name, count):
        hint = advise(game, view, seat, number, budget, knowledge)
        judged = judge(game, Decision(number, seat, view, hint), budget, seed=number, knowledge=knowledge)
        if judged.cost >= NEGLIGIBLE[judged.unit] or costliest([judged]):
            found.append(f"move {number}: hint {hint} cost {judged.cost:.2f} {judged.unit}, best {judged.best}")
    return found


@pytest.mark.parametrize("name", REVIEWED)
def test_the_review_never_flags_the_hints_move_on_seeded_positions(name):
    assert disagreements(name, 200, QUICK) == []


@pytest.mark.slow
@pytest.mark.parametrize("name", REVIEWED)
def test_the_review_never_flags_the_hints_move_at_the_apps_budget(name):
    assert disagreements(name, 300, Budget()) == []


@pytest.mark.parametrize("name", ["pixies", "flanx"])
def test_a_person_who_follows_every_hint_has_no_costly_decision_in_the_review(name):
    """End to end: a game through the referee, the person playing the hint at every turn, then
    the record reviewed as the review screen reviews it (every decision, seed = its number)."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    seats = [HUMAN] + ["easy"] * (players - 1)
    referee = Referee.new(game, players, 5, seats, options, bots=False)
    opponents = {s: bot(name, "easy") for s in range(1, players)}
    rng = random.Random(5)
    knowledge = game.review_knowledge()
    while not referee.is_over() and len(referee.moves) < 60:
        movers = referee.to_move()
        seat = 0 if 0 in movers and rng.random() < 0.5 or movers == [0] else rng.choice([m for m in movers if m])
        view = referee.view(seat)
        if seat == 0:
            action = advise(game, view, 0, len(referee.moves), QUICK, knowledge)
        else:
            action = opponents[seat].choose(view, rng)
        referee.submit(seat, action)
    judged = review_game(game, referee.record(), seats, options, budget=QUICK)
    assert judged, "the person had decisions to review"
    assert costliest(judged) == []

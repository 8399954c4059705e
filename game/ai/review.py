"""The review: what each of a person's decisions cost, as Expert's knowledge judges it.

One decision is the person's View just before a move and the action they chose. Every action
they could have played is tried in the same `Budget.samples` full states drawn from that view
(`View.determinize`; by default the game's own number), so luck is the same for all of them:
- the person finishes what they are in the middle of (a card drawn must still be placed) and
  the other seats answer, each by one-ply greed on the knowledge's `evaluate`, until the person
  is to move again (at most `Budget.replies` moves; by default `REPLIES`, or the game's review
  knowledge's `review_replies`);
- the knowledge's playout policy goes on for its `rollout_depth` (the same cut-off its search uses);
- the position is judged. Where the game's knowledge estimates final scores
  (`Knowledge.estimates`), the value is in points: the person's expected final score ahead of
  the others' average (a cooperative game: the team's score; lower is better where the game
  says so). Elsewhere it is the person's share of the win (`Knowledge.values`).
A game's review knowledge may say more (game/lixo/review.py, game/pixies/review.py):
`review_actions(state, seat)`, the candidates worth weighing (the chosen one is always among
them); `review_estimates(state, seat)`, the expected final scores once it has played the rest
out its own way (in place of the answers and the playout); `review_samples`, its number of states;
`review_replies`, how many moves are answered by one-ply greed before the playout (Flanx: none,
its playout policy answers: a greedy answer is the same on every sample, so one poor answer
would weigh on them all).
The cost of the chosen action is the best candidate's mean value minus its own; its noise is
the standard error of that difference over the shared samples (paired, so the luck both saw
cancels). A decision is flagged only when its cost is worth telling (`NEGLIGIBLE`) and larger
than `FLAG_NOISES` times its noise (`flagged`): the review names no mistake its own sampling
could have made up.
The best candidate is the one that did best on those very samples, so where the game's
outcomes spread widely its lead over the chosen one is too big on average (the winner's curse:
of two equal moves, the luckier one looks better by about a standard error). Where the game's
review knowledge says so (`review_confirm`, a multiple of the samples), a decision that looks
costly (beyond `SCREEN_NOISES` of its noise, the model's below included) is judged again, the best
candidate against the chosen one, on fresh samples with fresh dice; its cost and noise are those
of the fresh samples.
And where the game's playouts are a model of how people play on, not the play itself, the
knowledge may say how far its costs stray from costs played out by the bots beyond both
sampling errors (`review_model_noise`, points, measured by bench/calibration.py): the noise
is then that and the sampling's standard error together (root of the sum of squares).

    decisions = person_decisions(game, record, seats, options, seat)      # the record replayed
    judged = [judge(game, d, Budget(), seed=d.number) for d in decisions]
    hint = advise(game, view, seat, number=moves_so_far)                  # the Hint: judged best, costs 0
    for j in costliest(judged):
        print(j.number, j.chosen, j.best, words(game, decision.view, j))

The review runs in the bot worker (scenes/kit/botworker.py), one decision per job; its time
for a whole game is measured by bench/run.py (section "review").
"""
from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Action, Game, Knowledge, State, View
from game.core.text import TN, T, Text
from game.referee import HUMAN, Referee

POINTS = "points"
SHARE = "share"
#: states drawn from the view per decision, where the game's review knowledge says no other
#: number (`review_samples`)
SAMPLES = 16
#: moves answered by one-ply greed after a candidate, where neither the budget nor the game's review
#: knowledge (`review_replies`) says another number
REPLIES = 6
#: the longest playout when a game's knowledge plays to the end (rollout_depth None)
PLAYOUT_CAP = 400
#: below this a decision cost nothing worth telling (points; a share of the win)
NEGLIGIBLE = {POINTS: 0.5, SHARE: 0.01}
#: a flagged decision's cost is more than this many standard errors of itself
FLAG_NOISES = 2.0
#: a decision whose first cost is beyond this many times its noise (`flagged`'s) is judged again on
#: fresh samples, where the game's review knowledge asks for it (`review_confirm`)
SCREEN_NOISES = 1.0
#: the fresh samples' seeds lie this far from the first ones' (a decision's number is its seed)
CONFIRM_SEED = 1 << 30


@dataclass(frozen=True)
class Budget:
    """How hard the review looks at each decision: states drawn from the view (None: the game's
    own number, its review knowledge's `review_samples`, else SAMPLES), and moves played after a
    candidate before the playout (the person's own follow-up and the others' answers; None: its
    review knowledge's `review_replies`, else REPLIES)."""
    samples: int | None = None
    replies: int | None = None


@dataclass(frozen=True)
class Decision:
    """The person's move number `number` of the record (counting from 0), as they faced it."""
    number: int
    seat: int
    view: View
    chosen: Action


@dataclass(frozen=True)
class Judgement:
    number: int
    chosen: Action
    best: Action
    #: the best candidate's value minus the chosen one's (>= 0), in `unit`
    cost: float
    unit: str
    #: (action, mean value) of every candidate, the best first (after a confirmation, of the two
    #: candidates judged again, on the fresh samples)
    values: tuple[tuple[Action, float], ...]
    #: the standard error of `cost` over the review's samples (paired), in `unit`, with the game's
    #: model noise where it has one (`review_model_noise`)
    noise: float = 0.0


def person_decisions(game: Game, record: dict[str, Any], seats: Sequence[str], options: dict[str, Any],
                     seat: int | None = None) -> list[Decision]:
    """Every move of `seat` (by default the person's) in `record` that was a choice: the view
    before it and the action played. ValueError when the record does not replay."""
    if seat is None:
        seat = list(seats).index(HUMAN)
    referee = Referee.replay(game, {"start": record["start"], "moves": []}, seats, options, bots=False)
    decisions = []
    for number, (mover, data, at) in enumerate(record["moves"]):
        action = game.action_from_dict(data)
        if mover == seat:
            view = referee.view(seat)
            if len(view.legal_actions()) > 1:
                decisions.append(Decision(number, seat, view, action))
        referee.clock = float(at)
        referee.submit(mover, action)
    return decisions


def judge(game: Game, decision: Decision, budget: Budget = Budget(), seed: int = 0,
          knowledge: Knowledge[Any] | None = None) -> Judgement:
    """What `decision` cost, every candidate tried on the same samples with the same dice; where
    it looks costly and the game's review knowledge asks for it, the best candidate and the
    chosen one tried again on fresh samples (`review_confirm`)."""
    knowledge = knowledge or game.review_knowledge()
    view, seat, chosen = decision.view, decision.seat, decision.chosen
    unit, sampled = _sampled(game, view, seat, budget, seed, knowledge, chosen)
    means = _means(sampled)
    best = means[0][0]
    cost, noise = _paired(sampled[best], sampled[chosen])
    model = float(getattr(knowledge, "review_model_noise", 0.0))
    again = int(getattr(knowledge, "review_confirm", 0)) * len(sampled[best])
    if again and best != chosen and cost >= NEGLIGIBLE[unit] and cost > SCREEN_NOISES * math.hypot(noise, model):
        fresh = Budget(samples=again, replies=budget.replies)
        _, sampled = _sampled(game, view, seat, fresh, CONFIRM_SEED + seed, knowledge, chosen, only=(best, chosen))
        means = _means(sampled)
        cost, noise = _paired(sampled[best], sampled[chosen])
        best = means[0][0]
    noise = math.hypot(noise, model)
    return Judgement(decision.number, chosen, best, max(0.0, cost), unit, tuple(means), noise)


def _paired(better: Sequence[float], chosen: Sequence[float]) -> tuple[float, float]:
    """The mean of `better` minus `chosen` over shared samples, and its standard error."""
    differences = [b - c for b, c in zip(better, chosen)]
    noise = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else 0.0
    return statistics.fmean(differences), noise


def flagged(judgement: Judgement) -> bool:
    """Whether the review tells of `judgement`: its cost is worth telling and larger than its
    own noise allows (`FLAG_NOISES` standard errors).

    >>> flagged(Judgement(1, "a", "b", 3.0, POINTS, (), noise=1.0))
    True
    >>> flagged(Judgement(1, "a", "b", 3.0, POINTS, (), noise=2.0)), flagged(Judgement(1, "a", "b", 0.3, POINTS, ()))
    (False, False)
    """
    return judgement.cost >= NEGLIGIBLE[judgement.unit] and judgement.cost > FLAG_NOISES * judgement.noise


def weigh(game: Game, view: View, seat: int, budget: Budget = Budget(), seed: int = 0,
          knowledge: Knowledge[Any] | None = None) -> tuple[str, list[tuple[Action, float]]]:
    """Every legal action of `seat` in `view` with its mean value (the unit, then the pairs,
    the best first; ties keep the order of legal_actions)."""
    unit, sampled = _sampled(game, view, seat, budget, seed, knowledge)
    return unit, _means(sampled)


def _sampled(game: Game, view: View, seat: int, budget: Budget, seed: int, knowledge: Knowledge[Any] | None,
             chosen: Action | None = None, only: Sequence[Action] = ()) -> tuple[str, dict[Action, list[float]]]:
    """The unit, and every candidate's value on each of the shared samples (in the order of
    legal_actions, or of the knowledge's `review_actions` and then `chosen`; `only` these, given)."""
    knowledge = knowledge or game.review_knowledge()
    rng = random.Random(seed)
    samples = budget.samples or int(getattr(knowledge, "review_samples", SAMPLES))
    worlds = [view.determinize(rng) for _ in range(samples)]
    candidates = list(only) or _candidates(knowledge, view, worlds[0], seat, chosen)
    dice = [rng.randrange(2 ** 31) for _ in worlds]
    unit = POINTS if knowledge.estimates(worlds[0]) is not None else SHARE
    sampled = {}
    for action in candidates:
        values = []
        for world, seed_k in zip(worlds, dice):
            state = world.clone()
            state.advance(seat, action)
            values.append(_value_after(game, knowledge, state, seat, unit, budget, random.Random(seed_k)))
        sampled[action] = values
    return unit, sampled


def _candidates(knowledge: Knowledge[Any], view: View, world: State, seat: int,
                chosen: Action | None) -> list[Action]:
    """What the review weighs: every legal action, or where the game's review knowledge says
    which are worth weighing (`review_actions`, read on one sample: they depend only on what
    the seat sees), those and the chosen one. Many equal moves would let the luckiest of them
    look better than the chosen one by chance alone."""
    pruned = getattr(knowledge, "review_actions", None)
    if pruned is None:
        return list(dict.fromkeys(view.legal_actions()))
    return list(dict.fromkeys([*pruned(world, seat), *([] if chosen is None else [chosen])]))


def _means(sampled: dict[Action, list[float]]) -> list[tuple[Action, float]]:
    means = [(action, statistics.fmean(values)) for action, values in sampled.items()]
    means.sort(key=lambda pair: -pair[1])
    return means


def advise(game: Game, view: View, seat: int, number: int, budget: Budget = Budget(),
           knowledge: Knowledge[Any] | None = None) -> Action:
    """The Hint: what the review would judge best for `seat` in `view`, where the person's next
    move is move `number` of the game. The review judges that move with seed `number` (the
    review screen's `judge(..., seed=decision.number)`), so it weighs the same candidates on the
    same samples with the same dice, and the hint's own move costs nothing there."""
    return weigh(game, view, seat, budget, number, knowledge)[1][0][0]


def _value_after(game: Game, knowledge: Knowledge[Any], state: State, seat: int, unit: str, budget: Budget,
                 rng: random.Random) -> float:
    settle = getattr(knowledge, "review_estimates", None)
    if settle is not None:              # the game plays the rest out its own way (Pixies: the turn, exactly)
        return _points(game, settle(state, seat), seat)
    replies = budget.replies if budget.replies is not None else int(getattr(knowledge, "review_replies", REPLIES))
    _continue(knowledge, state, seat, replies)
    depth = knowledge.rollout_depth
    for _ in range(PLAYOUT_CAP if depth is None else depth):
        if state.is_over():
            break
        mover = state.to_move()[0]
        state.advance(mover, knowledge.rollout_action(state, mover, rng))
    if unit == SHARE:
        return knowledge.values(state)[seat]
    return _points(game, knowledge.estimates(state) or state.scores(), seat)


def _continue(knowledge: Knowledge[Any], state: State, seat: int, limit: int) -> None:
    """The person finishes their chain of moves, then the others answer until it is the person's
    turn again; every move one-ply greedy on the knowledge's evaluation. Where everybody plays at
    once (the Flanx duel) the person stays among the movers: once they have moved, another seat
    answers first, so a card that opens a win for the opponent is judged with that win taken."""
    answered, moved = False, True      # the candidate just played was the person's move
    for _ in range(limit):
        if state.is_over():
            return
        movers = state.to_move()
        if seat in movers and answered:
            return
        others = [m for m in movers if m != seat]
        mover = seat if seat in movers and not (moved and others) else others[0]
        moved = moved or mover == seat
        answered = answered or mover != seat
        state.advance(mover, _greedy(knowledge, state, mover))


def _greedy(knowledge: Knowledge[Any], state: State, seat: int) -> Action:
    best, best_value = None, 0.0
    for action in knowledge.search_actions(state, seat):
        after = state.clone()
        after.advance(seat, action)
        value = knowledge.evaluate(after, seat)
        if best is None or value > best_value:
            best, best_value = action, value
    assert best is not None
    return best


def _points(game: Game, scores: Sequence[float], seat: int) -> float:
    """The person's expected final score as the review weighs it: ahead of the others' average,
    the team's own where all play together; lower is better where the game says so."""
    own = scores[seat]
    others = [score for s, score in enumerate(scores) if s != seat]
    value = own if game.cooperative or not others else own - sum(others) / len(others)
    return -value if game.lower_is_better else value


def costliest(judgements: Sequence[Judgement], count: int = 3) -> list[Judgement]:
    """The `count` flagged decisions (`flagged`) that cost the most, the costliest first."""
    costly = [j for j in judgements if flagged(j)]
    return sorted(costly, key=lambda j: (-j.cost, j.number))[:count]


def words(game: Game, view: View, judgement: Judgement) -> Text:
    """The review's sentences on `judgement`, in the game's own words (Game.review_words)."""
    return game.review_words(view, judgement.chosen, judgement.best,
                             cost_words(judgement.cost, judgement.unit, team=game.cooperative))


def cost_words(cost: float, unit: str, team: bool = False) -> Text:
    """What a decision cost, as the review says it: in points (`unit` POINTS) or as a share of
    the chance to win (`unit` SHARE, 0..1); `team` for a cooperative game.

    >>> [str(cost_words(c, POINTS)) for c in (6.6, 1.2, 0.4)]
    ['about 7 points', 'about 1 point', 'less than a point']
    >>> str(cost_words(0.123, SHARE)), str(cost_words(0.004, SHARE, team=True))
    ('about 12 % of your chance to win', "less than 1 % of the team's chance to win")
    """
    if unit == POINTS:
        return TN("about {n} point", "about {n} points", round(cost)) if cost >= 0.5 else T("less than a point")
    rounded = round(100 * cost)
    percent = T("{n} %", n=max(rounded, 1))      # a place of its own: "% o" would read as a printf place
    if team:
        if rounded >= 1:
            return T("about {percent} of the team's chance to win", percent=percent)
        return T("less than {percent} of the team's chance to win", percent=percent)
    if rounded >= 1:
        return T("about {percent} of your chance to win", percent=percent)
    return T("less than {percent} of your chance to win", percent=percent)


def review_game(game: Game, record: dict[str, Any], seats: Sequence[str], options: dict[str, Any],
                seat: int | None = None, budget: Budget = Budget()) -> list[Judgement]:
    """Every decision of a whole game judged, in this process (the bench and the tests; the app
    sends the decisions to its worker one by one)."""
    knowledge = game.review_knowledge()
    return [judge(game, d, budget, seed=d.number, knowledge=knowledge)
            for d in person_decisions(game, record, seats, options, seat)]

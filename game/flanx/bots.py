"""Flanx's computer players: their judgement, level by level.

How fast each level plays is game.flanx.pace's. The judgement grows with the level:

- beginner: a random legal placement (in Kids, as far from its own edge as it can, which
  leaves the child's way in open); discards only a hand that fits nowhere. It never blocks or
  takes a win on purpose.
- easy: the same, but lays a card that wins at once when it has one.
- normal: wins at once when it can; in the duel, Hard's search below on only 2 shuffles;
  in Kids and Toddler, lays the card game.flanx.judgement rates best (it builds cells from
  which it wins, shortens its own way to a win and lengthens the opponent's, keeps cells
  open for its cards), except a random one three times in ten. Discards only a hand that
  fits nowhere (in the duel, whatever its search prefers). The human models of
  game.flanx.race think like this.
- hard: wins at once when it can; otherwise tries every legal action (each placement, and
  discarding the hand) on 16 shuffles of the hidden decks, plays each to the end with a quick
  policy (win if you can, else block the opponent's winning cell, else a random placement),
  and takes the action that wins most often. So it blocks, flanks, advances, keeps its
  options and discards a dead hand (or a poor one) because those win games. By rule it only
  weighs the actions that open no winning cell for the opponent, when there are any, so the
  Hint (Hard's move) never hands the person's opponent a win it could avoid. Ties go to the
  judgement. The duel's playouts run on a Sketch (game.flanx.sketch), which is much faster
  than the full engine.
- expert: the same with 256 shuffles per action.

How strong each level is, against the others and against the human models: bench/RESULTS.md
(`python -m game.flanx.race`, bench/flanx.py).
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from game.ai import RandomBot
from game.core import Action, Bot, View
from game.flanx.actions import Discard, Place
from game.flanx.cards import face_of
from game.flanx.judgement import action_value, honest, placement_value, wins_at
from game.flanx.sketch import Sketch, sketch_playout
from game.flanx.state import FlanxState, FlanxView

#: the searching levels' budgets: shuffles of the hidden decks tried per action
SEARCH_BUDGETS = {"normal": {"iterations": 2}, "hard": {"iterations": 16}, "expert": {"iterations": 256}}
#: at most this many shuffles where playouts run on the full engine (Kids, Toddler)
ENGINE_SAMPLES = 64
#: how often Normal (Kids, Toddler) lays a random card instead of its best
NORMAL_SLIPS = 0.3
#: how one action fares over one seed's shuffle and playout (1 won, 0 lost, 0.5 drawn or still open)
Outcome = Callable[[Action, int], float]


def flanx_view(view: View) -> FlanxView:
    """The view a Flanx bot is handed, as what it is."""
    assert isinstance(view, FlanxView)
    return view


class CasualBot(Bot):
    """A random legal placement; the hand is discarded only when it fits nowhere. With
    `takes_wins`, a card that wins at once is laid first. In Kids it lays its card as far from
    its own edge as it can: cards spread along that edge would wall the child out of the edge
    it races to."""

    def __init__(self, takes_wins: bool) -> None:
        self.takes_wins = takes_wins

    def choose(self, view: View, rng: random.Random) -> Action:
        pub = flanx_view(view)
        legal = view.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        if self.takes_wins:
            for action in places:
                if wins_at(pub, view.seat, pub.geometry.index(action.col, action.row)):
                    return action
        if pub.variant == "kids" and places:
            home = pub.geometry.col_row(pub.starts[view.seat])[1]
            furthest = max(abs(a.row - home) for a in places)
            places = [a for a in places if abs(a.row - home) == furthest]
        pool = places or legal
        return pool[rng.randrange(len(pool))]


class RolloutBot(Bot):
    """Tries each legal action on `samples` shuffles of the unknown decks, and plays each game
    out with a quick policy (in the duel on a Sketch); the action that wins most often is
    played. With `seconds`, it stops shuffling once that much time is spent (after one shuffle
    at least).

    Every action meets the same shuffles and the same playout dice (common random numbers),
    so the comparison between actions is not drowned in luck. A winning card is laid at once;
    equal results go to the action the judgement rates higher.
    """

    def __init__(self, samples: int, seconds: float | None = None, playout_limit: int = 80,
                 honest: bool = False) -> None:
        if samples < 1:
            raise ValueError(f"a Flanx search needs at least one shuffle, not {samples}")
        self.samples = samples
        self.seconds = seconds
        self.playout_limit = playout_limit
        #: weigh only the actions that open no winning cell for the opponent, when there are any
        self.honest = honest

    def choose(self, view: View, rng: random.Random) -> Action:
        seat = view.seat
        legal = list(view.legal_actions())
        probe = flanx_view(view).determinize(rng)
        for action in legal:
            if isinstance(action, Place) and wins_at(probe, seat, probe.geometry.index(action.col, action.row)):
                return action
        if self.honest:
            legal = honest(probe, seat, legal)
        if len(legal) == 1:
            return legal[0]
        if probe.variant == "duel":
            seeds = [rng.getrandbits(32) for _ in range(self.samples)]
            wins = self._totals(legal, seeds, self._sketched(probe, view, seat))
        else:
            seeds = [rng.getrandbits(32) for _ in range(min(self.samples, ENGINE_SAMPLES))]
            wins = self._totals(legal, seeds, self._on_engine(view, seat))
        best = max(wins)
        tied = [action for action, won in zip(legal, wins) if won == best]
        # the judgement breaks ties: in a lost position it still blocks what it can
        return tied[0] if len(tied) == 1 else max(tied, key=lambda action: action_value(probe, seat, action))

    def _totals(self, legal: list[Action], seeds: list[int], outcome: Outcome) -> list[float]:
        """Per action, the playouts it won over `seeds` (all of them, or as many as time allows)."""
        started = time.perf_counter()
        totals = [0.0] * len(legal)
        for k, seed in enumerate(seeds):
            if k and self.seconds is not None and time.perf_counter() - started > self.seconds:
                break
            for a, action in enumerate(legal):
                totals[a] += outcome(action, seed)
        return totals

    def _sketched(self, probe: FlanxState, view: View, seat: int) -> Outcome:
        """The outcome of one action and one seed, played out on a sketch of the duel."""
        base = Sketch(probe)
        hidden = [s for s, public in enumerate(probe.deck_public) if not public]
        g = probe.geometry

        def outcome(action: Action, seed: int) -> float:
            dice = random.Random(seed)
            sketch = base.copy()
            for s in hidden:
                dice.shuffle(sketch.decks[s])
            if isinstance(action, Place):
                sketch.place(seat, action.card, g.index(action.col, action.row))
            else:
                sketch.discard(seat)
            return sketch_playout(sketch, seat, dice, self.playout_limit)
        return outcome

    def _on_engine(self, view: View, seat: int) -> Outcome:
        """The outcome of one action and one seed, played out on the full engine."""
        def outcome(action: Action, seed: int) -> float:
            dice = random.Random(seed)
            state = flanx_view(view).determinize(dice)
            state.advance(seat, action)
            return playout(state, seat, dice, self.playout_limit)
        return outcome


class JudgeBot(Bot):
    """Normal: a winning card at once; a discard only when nothing fits. Otherwise, in the
    duel, `search` (Hard's, on a couple of shuffles); in Kids and Toddler, the placement the
    judgement rates best, except a random one `slips` of the time.

    Why the duel differs: there, at equal clocks, laying the card the judgement rates best
    won no more races against random placements than it lost, and winning at once plus
    blocking the opponent's winning cell, with random cards otherwise, came out even with
    Easy. A search on two shuffles per action is the least judgement that measurably beats
    Easy (game.flanx.race).
    """

    def __init__(self, search: RolloutBot, slips: float) -> None:
        self.slips = slips
        self.search = search

    def choose(self, view: View, rng: random.Random) -> Action:
        if flanx_view(view).variant == "duel":
            return self.search.choose(view, rng)
        state = flanx_view(view).determinize(rng)
        seat = view.seat
        legal = state.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        winning = [a for a in places if wins_at(state, seat, state.geometry.index(a.col, a.row))]
        if winning or not places:
            return (winning or legal)[0]
        if rng.random() < self.slips:
            return places[rng.randrange(len(places))]
        return max(places, key=lambda a: placement_value(state, seat, a))


def playout(state: FlanxState, seat: int, dice: random.Random, limit: int) -> float:
    """Play on with `quick_action` for everybody, the seats taking turns after `seat`; 1 for a
    win of `seat`, 0 for a loss, 0.5 for a draw or a game still open after `limit` actions."""
    n = state.players
    turn = (seat + 1) % n
    for _ in range(limit):
        if state.over:
            break
        movers = state.to_move() if state.variant == "toddler" else None
        actor = movers[0] if movers else turn
        action = quick_action(state, actor, dice)
        if action is not None:
            state.advance(actor, action)
        turn = (actor + 1) % n
    if not state.over:
        return 0.5
    winners = state.winners()
    return 0.5 if not winners else (1.0 if seat in winners else 0.0)


def quick_action(state: FlanxState, seat: int, dice: random.Random) -> Action | None:
    """The playout policy: a winning card if there is one, else a random placement, else a
    discard (when allowed), else nothing."""
    hand = state.hands[seat]
    if not hand:
        return None
    g = state.geometry
    options = []
    for i in state.open_cells(seat):
        mask = state.fitting(seat, i)
        for c in hand:
            if mask >> face_of(c) & 1:
                if wins_at(state, seat, i):
                    return Place(c, *g.col_row(i))
                options.append((c, i))
    if options:
        c, i = options[dice.randrange(len(options))]
        return Place(c, *g.col_row(i))
    return Discard() if state.why_illegal(seat, Discard()) is None else None


def make_bot(level: str, **budget: Any) -> Bot:
    """The Flanx bot for `level` (one of game.flanx.pace.LEVELS). A budget (`iterations`: shuffles per action,
    and/or `seconds`: a time cap) replaces a searching level's own; other levels ignore it."""
    if level == "random":
        return RandomBot()
    if level in ("beginner", "easy"):
        return CasualBot(takes_wins=level == "easy")
    if level not in SEARCH_BUDGETS:
        raise ValueError(f"Flanx has no bot level {level!r}")
    unknown = set(budget) - {"iterations", "seconds"}
    if unknown:
        raise ValueError(f"a Flanx bot's budget is iterations and seconds, not {', '.join(sorted(unknown))}")
    budget = {**SEARCH_BUDGETS[level], **budget}
    if level == "normal":
        return JudgeBot(RolloutBot(budget["iterations"], budget.get("seconds")), slips=NORMAL_SLIPS)
    return RolloutBot(budget["iterations"], budget.get("seconds"), honest=True)

"""Game-independent bots: random, greedy, and single-observer ISMCTS.

Every bot gets a View, never a State; what it cannot see it samples with `view.determinize`.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any

from game.core import Action, Bot, Knowledge, State, View


class RandomBot(Bot):
    """Plays a uniformly random legal action: the yardstick every other bot must beat."""

    name = "random"

    def choose(self, view: View, rng: random.Random) -> Action:
        actions = view.legal_actions()
        return actions[rng.randrange(len(actions))]


class GreedyBot(Bot):
    """The action that maximises the game's evaluation of the resulting state.

    When the same seat must decide again straight after (a pick, then where to put it),
    the bot looks through its own consecutive decisions and scores the best end of the
    chain, so a choice is never judged halfway. One determinization stands for the unknowns.
    """

    name = "greedy"

    def __init__(self, knowledge: Knowledge[Any], max_chain: int = 3) -> None:
        self.knowledge = knowledge
        self.max_chain = max_chain

    def choose(self, view: View, rng: random.Random) -> Action:
        state = view.determinize(rng)
        seat = view.seat
        actions = state.legal_actions(seat)
        best_value, best = -math.inf, actions[0]
        for action in actions:
            value = self._value_after(state, seat, action, self.max_chain)
            if value > best_value:
                best_value, best = value, action
        return best

    def _value_after(self, state: State, seat: int, action: Action, depth: int) -> float:
        after = state.clone()
        after.advance(seat, action)
        if depth > 1 and not after.is_over() and after.to_move() == [seat]:
            return max(self._value_after(after, seat, a, depth - 1) for a in after.legal_actions(seat))
        return self.knowledge.evaluate(after, seat)


class _Node:
    __slots__ = ("action", "seat", "children", "visits", "total", "avail")

    def __init__(self, action: Action | None, seat: int) -> None:
        self.action = action
        self.seat = seat          # the seat that chose `action` to get here
        self.children: dict[Hashable, _Node] = {}   # by action, or by (a rival's context, action)
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class ISMCTSBot(Bot):
    """Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

    Each iteration samples a determinization of the view, descends one shared tree with
    UCB1 over the actions available in that sample (availability counts replace the
    parent's visits), expands one untried action, plays out with the game's policy for
    at most `knowledge.rollout_depth` actions, and backs up `knowledge.values` for the
    seat that made each decision. Stops after `iterations`, or `seconds` of wall time,
    whichever comes first; with iterations only it is deterministic for a given rng.

    With `rival_context`, a rival's choices are kept apart by `knowledge.private_context`
    (a summary of what that rival holds in the sample), so the rival the search plays against
    decides by its own cards rather than by an average over every hand it might have.
    """

    name = "ismcts"

    def __init__(self, knowledge: Knowledge[Any], iterations: int | None = None,
                 seconds: float | None = None, exploration: float = 0.7,
                 rival_context: bool = False) -> None:
        if iterations is None and seconds is None:
            raise ValueError("ISMCTS needs a budget: iterations, seconds, or both")
        self.knowledge = knowledge
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rival_context = rival_context
        self.last_iterations = 0

    def lift_clock(self) -> None:
        if self.iterations is not None:     # with a clock alone, the clock is the only budget
            self.seconds = None

    def choose(self, view: View, rng: random.Random) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            self.last_iterations = 0
            return actions[0]
        root = _Node(None, view.seat)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while self.iterations is None or done < self.iterations:
            if deadline is not None and done % 16 == 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, view.determinize(rng), rng, view.seat)
            done += 1
        self.last_iterations = done
        legal = set(actions)
        best = max((c for c in root.children.values() if c.action in legal),
                   key=lambda c: (c.visits, c.total), default=None)
        return best.action if best is not None and best.action is not None else actions[0]

    def _iterate(self, root: _Node, state: State, rng: random.Random, observer: int) -> None:
        node, path = root, []
        while not state.is_over():
            seat = state.to_move()[0]
            actions = self.knowledge.search_actions(state, seat)
            keys: Sequence[Hashable]
            if self.rival_context and seat != observer:
                context = self.knowledge.private_context(state, seat)
                keys = [(context, a) for a in actions]
            else:
                keys = actions
            untried = [i for i, k in enumerate(keys) if k not in node.children]
            if untried:
                i = untried[rng.randrange(len(untried))]
                child = node.children[keys[i]] = _Node(actions[i], seat)
                for k in keys:
                    sibling = node.children.get(k)
                    if sibling is not None:
                        sibling.avail += 1
                state.advance(seat, actions[i])
                path.append(child)
                break
            node = self._select(node, keys)
            state.advance(seat, node.action)
            path.append(node)
        self._playout(state, rng)
        values = self.knowledge.values(state)
        for n in path:
            n.visits += 1
            n.total += values[n.seat]

    def _select(self, node: _Node, keys: Sequence[Hashable]) -> _Node:
        c = self.exploration
        best, best_score = None, -math.inf
        for k in keys:
            child = node.children[k]
            child.avail += 1
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = child, score
        assert best is not None, "selection among no children"
        return best

    def _playout(self, state: State, rng: random.Random) -> None:
        limit = self.knowledge.rollout_depth
        steps = 0
        policy = self.knowledge.rollout_action
        while not state.is_over() and (limit is None or steps < limit):
            seat = state.to_move()[0]
            state.advance(seat, policy(state, seat, rng))
            steps += 1

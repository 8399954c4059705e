"""What the LIXO? bots know: what a card in hand is worth, what a bin is worth, who leads.

A rubbish card in hand is worth something only while bins of its colour are still to come,
and a two-type card is worth the better of its colours. A bin is worth its points; the cards
it costs are worth what they could still win elsewhere. The evaluation adds the points banked,
the open bin as if bidding stopped now, and the hand's worth.

Search (ISMCTS) considers, for each raise size, only the cheapest cards to lay: single-type
cards first (a two-type card can do all a single can, and more), then the two-type cards
whose other colour has the fewest points left in the bin deck. Playouts bid with a fast
rule: raise when the bin, plus the bid a pass would throw away, outweighs the cards' worth.

Levels: random; greedy1 (one ply over this evaluation); easy (the playout rule, with noise);
normal, hard, expert (ISMCTS with growing budgets over this knowledge).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from game.core import Action, Bot, Game, Knowledge, State, View
from game.lixo.cards import (
    BIN_COUNT, COLOURS, KIND_COLOURS, KINDS, RELEVANT, bin_colour, bin_value,
)
from game.lixo.rules import PASS, LixoState, LixoView, Raise

#: a card's worth in points when every bin of its colour is still to come (15 points)
CARD_WORTH_FULL = 0.7
#: a two-type card is worth a little more than its better colour: it keeps a choice open
PAIR_BONUS = 0.08
#: how much the evaluation counts a hand's worth: above 1, because a card laid now may still
#: be lost to a later raise, and a kept card keeps every later bin open (measured: 2 plays best)
HAND_WEIGHT = 2.0
#: the evaluation counts a lead on the open bin at this share of the bin (others may still raise)
LEAD_SHARE = 0.8
#: the scale (points) that turns a point margin into a win chance at a search cut-off
MARGIN_SCALE = 3.0

#: iterations (and a wall-clock cap) per level; each iteration plays out ROLLOUT_DEPTH actions
SEARCH_BUDGETS = {
    "normal": {"iterations": 60, "seconds": 0.2},
    "hard": {"iterations": 200, "seconds": 0.5},
    "expert": {"iterations": 600, "seconds": 0.95},
}
#: a playout bids on for about two bins, then the evaluation judges: longer playouts of the
#: bidding rule added noise, not insight (measured against random and greedy bots)
ROLLOUT_DEPTH = 8


# -- what is left and what cards are worth --------------------------------------------------
def points_to_come(deck) -> tuple[int, ...]:
    """Points of the bins of each colour still in the bin deck."""
    return _points_to_come(tuple(deck))


@lru_cache(maxsize=16384)
def _points_to_come(deck: tuple) -> tuple[int, ...]:
    left = [0] * 5
    for card in deck:
        if card < BIN_COUNT:
            left[card // 5] += card % 5 + 1
    return tuple(left)


@dataclass(frozen=True)
class Outlook:
    """What the cards are worth while the bins still to come are worth `points` per colour."""
    worth: tuple          # per colour: a card's worth for the bins of that colour still to come
    kind_worth: tuple     # per rubbish kind: the better of its colours, plus a bonus for pairs
    lay_order: tuple      # per colour: the kinds to lay first on its bins (cheapest to lose first)


#: per colour: its two-type kinds with their other colour
_PAIRS_OF = tuple(tuple((k, next(c for c in KIND_COLOURS[k] if c != colour)) for k in RELEVANT[colour][1:])
                  for colour in range(5))


@lru_cache(maxsize=16384)
def _outlook(points: tuple) -> Outlook:
    worth = tuple(CARD_WORTH_FULL * p / 15 for p in points)
    kworth = tuple(max(worth[c] for c in cs) + (PAIR_BONUS * min(worth[c] for c in cs) / CARD_WORTH_FULL
                                                if len(cs) == 2 else 0.0)
                   for cs in KIND_COLOURS)
    order = tuple((colour, *(k for k, other in sorted(_PAIRS_OF[colour], key=lambda pair: worth[pair[1]])))
                  for colour in range(5))
    return Outlook(worth, kworth, order)


def outlook(deck) -> Outlook:
    return _outlook(points_to_come(deck))


def cheapest_cards(hand: list[int], colour: int, count: int, look: Outlook) -> tuple | None:
    """The `count` cards of `colour` to lay that the hand misses least, or None if short:
    single-type cards first, then the two-type cards whose other colour is worth least."""
    cards: list[int] = []
    for kind in look.lay_order[colour]:
        take = min(hand[kind], count - len(cards))
        cards.extend([kind] * take)
        if len(cards) == count:
            return tuple(sorted(cards))
    return None


def compact_raises(state: LixoState, seat: int) -> list[Action]:
    """Pass, and for each raise size the cheapest cards: what search considers."""
    colour = bin_colour(state.bin)
    hand = state.hands[seat]
    held = sum(hand[k] for k in RELEVANT[colour])
    look = outlook(state.deck)
    actions: list[Action] = [PASS]
    for count in range(state.cards_to_lead(seat), held + 1):
        actions.append(Raise(cheapest_cards(hand, colour, count, look)))
    return actions


# -- the bidding rule (playouts and the easy bot) -----------------------------------------
#: what laying a card costs beyond its worth in hand: the risk of being outbid anyway
LAY_RISK = 0.9


def raise_gain(bin_points: int, sunk: int, cost_cards: tuple, kworth) -> float:
    """Points a raise to the lead gains over a pass, if the lead then holds."""
    return bin_points + sunk - sum(kworth[k] for k in cost_cards) - LAY_RISK * len(cost_cards)


def rule_action(state: LixoState, seat: int, rng: random.Random, noise: float) -> Action:
    look = outlook(state.deck)
    cards = cheapest_cards(state.hands[seat], bin_colour(state.bin), state.cards_to_lead(seat), look)
    if cards is None:
        return PASS
    gain = raise_gain(bin_value(state.bin), state.totals[seat], cards, look.kind_worth)
    if noise:
        gain += rng.gauss(0.0, noise)
    return Raise(cards) if gain > 0 else PASS


# -- the evaluation ----------------------------------------------------------------------------
def estimate(state: LixoState) -> list[float]:
    """Each seat's expected final score: banked points, the open bin as if bidding ended
    now (the leader at LEAD_SHARE of it, the others losing their bids), and the hand's worth."""
    kworth = outlook(state.deck).kind_worth
    out = state.scores()
    for seat in range(state.players):
        hand = state.hands[seat]
        out[seat] += HAND_WEIGHT * sum(hand[k] * kworth[k] for k in range(KINDS))
        if state.bin >= 0 and state.totals[seat]:
            out[seat] += LEAD_SHARE * bin_value(state.bin) if seat == state.last_raiser else -state.totals[seat]
    return out


class LixoKnowledge(Knowledge):
    rollout_depth = ROLLOUT_DEPTH

    def evaluate(self, state: State, seat: int) -> float:
        est = estimate(state)
        return est[seat] - max(e for s, e in enumerate(est) if s != seat)

    def values(self, state: State) -> list[float]:
        if state.is_over():
            winners = state.winners()
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.players)]
        est = estimate(state)
        out = []
        for seat in range(state.players):
            margin = est[seat] - max(e for s, e in enumerate(est) if s != seat)
            out.append(1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE)))
        return out

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return rule_action(state, seat, rng, noise=0.6)

    def search_actions(self, state: State, seat: int) -> list[Action]:
        return compact_raises(state, seat)

    def explain(self, view: View, action: Action) -> str:
        return explain(view, action)


def explain(view: LixoView, action: Action) -> str:
    """One sentence: what the action costs, what it can win, and what is left of the colour."""
    colour = bin_colour(view.bin)
    name, points = COLOURS[colour], bin_value(view.bin)
    to_come = points_to_come(view.deck_left)[colour]
    if isinstance(action, Raise):
        total = view.totals[view.seat] + len(action.cards)
        return (f"Raise to {total}: the {name} bin is worth {points} point{'s' * (points != 1)} for "
                f"{len(action.cards)} more card{'s' * (len(action.cards) != 1)}, and a pass would "
                f"throw away the {view.totals[view.seat]} already laid; {to_come} {name} points are still to come.")
    held = sum(view.hand[k] for k in RELEVANT[colour])
    need = view.cards_to_lead()
    if held < need:
        return f"Pass: taking the lead needs {need} {name} card{'s' * (need != 1)} and you hold {held}."
    return (f"Pass: {need} more {name} card{'s' * (need != 1)} would cost more than the {points}-point bin "
            f"is worth while {to_come} {name} points are still to come for those cards.")


# -- the bots ------------------------------------------------------------------------------------
class RuleBot(Bot):
    """The easy level: the playout bidding rule on what it can see, with a little noise."""

    name = "easy"

    def __init__(self, noise: float = 0.8) -> None:
        self.noise = noise

    def choose(self, view: View, rng: random.Random) -> Action:
        return rule_action(view.determinize(rng), view.seat, rng, self.noise)


def make_bot(game: Game, level: str, **budget) -> Bot:
    from game.ai import GreedyBot, ISMCTSBot, RandomBot
    knowledge = LixoKnowledge()
    if level == "random":
        return RandomBot()
    if level == "greedy1":
        return GreedyBot(knowledge, max_chain=1)
    if level == "easy":
        return RuleBot()
    if level in SEARCH_BUDGETS:
        return ISMCTSBot(knowledge, **(budget or SEARCH_BUDGETS[level]))
    raise ValueError(f"{game.title} has no bot level {level!r}")

"""The LIXO? bots: what they know (a card's worth, who could outbid, who leads), their levels,
and the Hint's sentences.

A card's worth reads the table. A colour is worth the points of its bins still in the deck,
shared among the players and spread over the cards of it that the holder has and will still
draw (the recycling cards left say how many); so a card is worth little to a holder with
plenty of its colour, and nothing once no bin of its colour is to come (cards in hand at the
end score nothing). A two-type card is worth its better colour, plus a little for the choice.

The bidding rule (the playouts' policy) weighs a raise to the lead: the bin, plus the bid
a pass would throw away, against the cards' worth and the risk of being outbid. It reads the
rivals' hands it is given (in search, a determinization dealt by what each rival has bid and
declined, game.lixo.hands): when a rival could reach a higher total than this seat ever can,
the raise pays only if that rival gives up, and then a lost raise costs its cards.

Search (ISMCTS) considers a pass and, for each raise size, only the cheapest cards to lay:
single-type cards first (a two-type card can do all a single can, and more), then the
two-type cards whose other colour has the fewest points left in the bin deck, and only the
raise to the lead: a jump bid throws cards away against players who do not reason, and a
search that may jump spreads its few iterations over bids it should not make. Its playouts bid
by the rule for a few actions; then the evaluation adds the points banked, the open bin as if
bidding stopped now, and each hand's worth.

Levels (issue #28: each level clearly beats the one below, one seat against two; figures in
bench/RESULTS.md, `python -m game.arena lixo --ladder`). The steps come from knowledge first,
then from search, because a search of LIXO?'s two-way decisions (pass, or raise to the lead)
stops gaining much after a few dozen iterations: what separates two levels is what one knows
that the other does not, or a search the other does not make at all.
- random: any legal bid or a pass.
- easy: one look at each legal bid, judged by the table straight after it, and its cards
  count for nothing (`hand_weight` 0): whenever it can take the lead it does, with the first
  cards that do. It pays for bins that others then take, and keeps no cards for the bins that
  matter: the mistakes a newcomer learns to punish.
- normal (also the arena's yardstick "greedy1"): the same one look, but its cards keep their
  worth on the bins still to come, so it lets a bin go when the cards cost more than it.
- hard: a small search (ISMCTS) over that knowledge: it plays each bid on to the answers
  the bidding rule expects from the other hands it guesses, a few times over.
- expert: the same search with ten times the iterations, so each guess of the other hands is
  tried and answered many times, and with an edge in knowledge: where a playout stops, it gives
  the points still to come in a colour mostly to the seat holding most of that colour
  (`contested_worth`), where the others share them equally; so it keeps the cards of a colour
  it leads in and lets go of a colour a rival is rich in. It also imagines each rival deciding by
  its own cards: a rival's statistics are kept apart by how many cards it could still add
  (`private_context`), so the rival it plays against in its head goes on raising when it has
  reserves and gives up when it has not.

The Hint's sentences (`explain`) read the same view but are no part of the search.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from operator import itemgetter, mul
from typing import Any

from game.ai import GreedyBot, ISMCTSBot, RandomBot
from game.core import Action, Bot, Knowledge
from game.core.text import TN, T, Text
from game.lixo.actions import PASS, Raise
from game.lixo.cards import BIN_COUNT, HAND_SIZE, KIND_COLOURS, RELEVANT, bin_colour, bin_value
from game.lixo.state import LixoState, LixoView

#: how much the evaluation (Normal's one look, a search's cut-off) counts a hand's worth
HAND_WEIGHT = 1.0
#: the evaluation counts a lead on the open bin at this share of the bin (others may still raise)
LEAD_SHARE = 0.8
#: the scale (points) that turns a point margin into a win chance at a search cut-off
MARGIN_SCALE = 3.0

#: the levels in order of strength, as the set-up screen offers them
LEVELS = ("random", "easy", "normal", "hard", "expert")
#: iterations (and a wall-clock cap) per searching level; each iteration plays out ROLLOUT_DEPTH
#: actions. Hard's few iterations give it the answers to a bid on a handful of guessed hands, and
#: Expert's many answer them on enough hands to tell a close bid from a bad one; past Expert's,
#: more iterations bought no more wins in arena runs. The caps keep a busy machine under
#: DESIGN.md's 1 s a move (move times: bench/RESULTS.md)
SEARCH_BUDGETS = {
    "hard": {"iterations": 10, "seconds": 0.5},
    "expert": {"iterations": 100, "seconds": 0.95},
}
#: a playout bids on for about two bins, then the evaluation judges: longer playouts of the
#: bidding rule added noise, not insight (measured against random and greedy bots)
ROLLOUT_DEPTH = 8
#: how many cards past the lead a searching level may raise by: none. A search that could jump,
#: and counted its cards at half their worth, bid readily but barely beat one-ply greed; bidding
#: just to the lead, a search of the same size beats greed clearly (arena runs)
SEARCH_JUMP = 0
#: what Easy's one look counts of the cards in its hand: nothing (see the levels above)
EASY_HAND_WEIGHT = 0.0
#: the levels whose search keeps a rival's statistics apart by how many cards it could still add
#: (LixoKnowledge.private_context): the rival model needs the budget to fill the extra nodes
RIVAL_CONTEXT = ("expert",)
#: the private contexts run from -1 (cannot reach the lead) to this many cards to spare
CONTEXT_CAP = 3
#: the levels whose evaluation gives a colour's points to come mostly to the seat that holds most
#: of it (contested_worth), rather than an equal share to everybody
CONTESTED = ("expert",)
#: how steeply the bigger supply of a colour takes its points: a seat's share goes as its supply
#: to this power (1 would share the points by cards held; screened one seat against two Hard, 2 won
#: more games than 3)
CONTEST = 2.0


# -- what is left and what cards are worth --------------------------------------------------
def points_to_come(deck: Iterable[int]) -> tuple[int, ...]:
    """Points of the bins of each colour still in the bin deck."""
    return _points_to_come(tuple(deck))


def _points_to_come(deck: tuple[int, ...]) -> tuple[int, ...]:
    return _deck_facts(deck)[0]


# Keyed by a whole deck: a search asks again within one playout, where the deck stays put, so a
# few hundred entries hit about as often as a cache sixty times larger, and the bot worker does
# not fill up with old decks (bench/soak.py).
@lru_cache(maxsize=256)
def _deck_facts(deck: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """The points to come per colour, and how many recycling cards are still in the deck."""
    left, recycling = [0] * 5, 0
    for card in deck:
        if card < BIN_COUNT:
            left[card // 5] += card % 5 + 1
        else:
            recycling += 1
    return tuple(left), recycling


#: per colour, the kinds to lay on its bins, the cheapest to lose first (`lay_order`)
LayOrder = tuple[tuple[int, ...], ...]
#: per colour: its two-type kinds with their other colour
_PAIRS_OF = tuple(tuple((k, next(c for c in KIND_COLOURS[k] if c != colour)) for k in RELEVANT[colour][1:])
                  for colour in range(5))


@lru_cache(maxsize=4096)
def _lay_order(points: tuple[int, ...]) -> LayOrder:
    return tuple((colour, *(k for k, other in sorted(_PAIRS_OF[colour], key=lambda pair: points[pair[1]])))
                 for colour in range(5))


def lay_order(deck: Iterable[int]) -> LayOrder:
    """Per colour, the kinds to lay first on its bins (the cheapest to lose first): its
    single-type cards, then the two-type cards whose other colour has the fewest points to come."""
    return _lay_order(points_to_come(deck))


def cheapest_cards(hand: list[int], colour: int, count: int, order: LayOrder) -> tuple[int, ...] | None:
    """The `count` cards of `colour` to lay that the hand misses least, or None if short:
    single-type cards first, then the two-type cards whose other colour is worth least."""
    cards: list[int] = []
    for kind in order[colour]:
        take = min(hand[kind], count - len(cards))
        cards.extend([kind] * take)
        if len(cards) == count:
            return tuple(sorted(cards))
    return None


def compact_raises(state: LixoState, seat: int, jump: int | None = None) -> list[Action]:
    """What search considers: pass, and the raises from the lead to `jump` cards past it (to
    all the seat holds when None), each with its cheapest cards."""
    colour = bin_colour(state.bin)
    hand = state.hands[seat]
    held = sum(hand[k] for k in RELEVANT[colour])
    order = lay_order(state.deck)
    actions: list[Action] = [PASS]
    need = state.cards_to_lead(seat)
    top = held if jump is None else min(held, need + jump)
    for count in range(need, top + 1):
        cards = cheapest_cards(hand, colour, count, order)
        assert cards is not None, "no more than the seat holds"
        actions.append(Raise(cards))
    return actions


# -- reading the table: what a card is worth to its holder, who could outbid ------------------
#: the share of rubbish cards that fit a given colour (24 single-type + 4 pairs x 6) / 180
FIT_SHARE = 48 / 180
#: a card's worth in points: WORTH_SCALE x (the colour's points to come / players) spread over
#: the cards of that colour the holder has and will still draw (measured against random and greedy)
WORTH_SCALE = 3.5
#: no single card is worth more than this, however few its holder has
WORTH_MAX = 3.5
#: a two-type card is worth a little more than its better colour: it keeps a choice open
PAIR_BONUS = 0.05
#: what laying a card costs beyond its worth in hand: the risk of being outbid anyway
LAY_RISK = 0.3
#: when a rival could top any total this seat can reach, the chance that it does not bother
OUTLAST_CHANCE = 0.6
#: the jitter (points) on the bidding rule's gain in a search's playouts: the others as the search
#: imagines them, not one fixed player
ROLLOUT_NOISE = 0.6


_FITTING: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = tuple(itemgetter(*kinds) for kinds in RELEVANT)


def fitting(hand: Sequence[int]) -> tuple[int, ...]:
    """Per colour, how many cards of `hand` may be bid on its bins (its single-type kind and its
    four pairs, KIND_COLOURS spelt out: the playouts ask for every card's worth)."""
    h0, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10, h11, h12, h13, h14 = hand
    return (h0 + h5 + h6 + h7 + h8, h1 + h5 + h9 + h10 + h11, h2 + h6 + h9 + h12 + h13,
            h3 + h7 + h10 + h12 + h14, h4 + h8 + h11 + h13 + h14)


assert all(fitting([int(k == kind) for k in range(15)]) == tuple(int(c in KIND_COLOURS[kind]) for c in range(5))
           for kind in range(15)), "fitting() spells out KIND_COLOURS"


def card_worth(hand: Sequence[int], deck: Iterable[int], players: int) -> tuple[float, ...]:
    """Per rubbish kind, what one card of it is worth to the holder of `hand`, in points."""
    return _card_worth(fitting(hand), *_deck_facts(tuple(deck)), players)


# A few thousand entries hit about as often as a cache sixteen times larger, in a fraction of the
# bot worker's memory.
@lru_cache(maxsize=4096)
def _card_worth(fits: tuple[int, ...], points: tuple[int, ...], recycling: int, players: int) -> tuple[float, ...]:
    """A colour's card is worth its points to come, shared among the players, spread over the
    cards of that colour the holder has and will draw from the recycling cards still to come.
    Cards still in hand at the end score nothing, so a colour with no bins to come is worth
    nothing. A two-type card is worth its better colour, plus a little for the choice it keeps."""
    draws = FIT_SHARE * HAND_SIZE * recycling
    return _kind_worth([min(WORTH_MAX, WORTH_SCALE * p / (players * max(1.0, draws + f)))
                        for p, f in zip(points, fits)])


def _kind_worth(worth: Sequence[float]) -> tuple[float, ...]:
    """Per rubbish kind, from the worth of a card of each colour: a two-type card is worth its
    better colour, plus a little for the choice it keeps."""
    return (*worth, *(max(worth[a], worth[b]) + PAIR_BONUS * min(worth[a], worth[b]) for a, b in KIND_COLOURS[5:]))


def contested_worth(hands: Iterable[Sequence[int]], deck: Iterable[int]) -> list[tuple[float, ...]]:
    """Per seat, what one card of each rubbish kind is worth to it when the colour's points to
    come are not shared equally but go mostly to the seat with the most of the colour: each
    seat's share is its supply (cards held and still to draw) to the power CONTEST, over the
    sum of every seat's. Expert's evaluation: it sees every hand (its guess of the rivals').

    >>> deck = [19, 25]                 # the red 5 bin and a recycling card still to come
    >>> rich, poor = [0] * 15, [0] * 15
    >>> rich[3], poor[3] = 4, 1         # red cards: four against one
    >>> [round(w[3], 2) for w in contested_worth([rich, poor], deck)]
    [2.75, 1.2]
    >>> [round(w[3], 2) for w in (card_worth(rich, deck, 2), card_worth(poor, deck, 2))]   # shared equally
    [1.64, 3.5]
    """
    return [_kind_worth(worth) for worth in _contested_colours(tuple(map(fitting, hands)), *_deck_facts(tuple(deck)))]


# Keyed by every seat's fitting cards: a playout's cut-off changes a hand or two at a time.
@lru_cache(maxsize=4096)
def _contested_colours(fits: tuple[tuple[int, ...], ...], points: tuple[int, ...],
                       recycling: int) -> tuple[tuple[float, ...], ...]:
    """Per seat, what one card of each colour is worth to it (`contested_worth`)."""
    draws = FIT_SHARE * HAND_SIZE * recycling
    supply = [[max(1.0, draws + f) for f in row] for row in fits]
    weight = [[s ** CONTEST for s in row] for row in supply]
    shares = [sum(column) for column in zip(*weight)]
    return tuple(tuple(min(WORTH_MAX, WORTH_SCALE * p * w / (share * s))
                       for p, w, share, s in zip(points, mine, shares, have))
                 for mine, have in zip(weight, supply))


#: the two-type kinds with their colours
_PAIR_KINDS = tuple((kind, *KIND_COLOURS[kind]) for kind in range(5, len(KIND_COLOURS)))


def _hand_worth(hand: Sequence[int], worth: Sequence[float]) -> float:
    """What `hand` is worth, from the worth of a card of each colour: the sum over its cards of
    `_kind_worth`, kind by kind in order, skipping the kinds it does not hold (the same sum,
    without building every kind's worth: Expert's evaluation rarely finds its worths cached)."""
    total: float = 0
    for colour in range(5):
        if hand[colour]:
            total += hand[colour] * worth[colour]
    for kind, a, b in _PAIR_KINDS:
        if hand[kind]:
            total += hand[kind] * (max(worth[a], worth[b]) + PAIR_BONUS * min(worth[a], worth[b]))
    return total


def reaches(state: LixoState, colour: int) -> list[int]:
    """Per seat, the highest total it could reach on the open bin: its bid plus every fitting card held."""
    fits = _FITTING[colour]
    return [total + sum(fits(held)) for total, held in zip(state.totals, state.hands)]


# -- the bidding rule (playouts and the easy bot) -----------------------------------------
def raise_gain(state: LixoState, seat: int, cards: tuple[int, ...],
               reach: Sequence[float] | None = None) -> float:
    """Points a raise to the lead with `cards` gains over a pass. Winning brings the bin and
    saves the bid already laid; the cards cost their worth in hand. If a rival could reach a
    higher total than this seat ever can, the raise wins only when that rival gives up.
    `reach`: every seat's highest total on the open bin as this seat reckons it (by default
    `reaches`, read from the hands it is given)."""
    colour = bin_colour(state.bin)
    kworth = card_worth(state.hands[seat], state.deck, state.players)
    sunk = state.totals[seat]
    won = bin_value(state.bin) + sunk - sum(kworth[k] for k in cards) - LAY_RISK * len(cards)
    return unless_outlasted(won, reaches(state, colour) if reach is None else reach, seat, sunk + len(cards),
                            len(cards), OUTLAST_CHANCE)


def unless_outlasted(gain: float, reach: Sequence[float], seat: int, total: int, laid: int, gives_up: float) -> float:
    """What a raise to `total` cards, `laid` of them new, gains when it would gain `gain` if
    unanswered: where a rival could reach that total and as far as this seat can (`reach`,
    every seat's highest total on the open bin), the raise gains only if that rival gives up
    (chance `gives_up`), and else the cards laid are lost.

    >>> unless_outlasted(4.0, [3, 2, 0], 0, 3, 3, 0.5), unless_outlasted(4.0, [3, 5, 0], 0, 3, 3, 0.5)
    (4.0, 0.5)
    """
    rival = max(r for s, r in enumerate(reach) if s != seat)
    if rival >= total and rival >= reach[seat]:
        return gives_up * gain - (1 - gives_up) * laid
    return gain


def rule_action(state: LixoState, seat: int, rng: random.Random, noise: float,
                reach: Callable[[LixoState, int, int], Sequence[float]] | None = None) -> Action:
    """Raise to the lead with the cheapest cards when that gains points (give or take `noise`).
    In a playout the rivals' hands are the determinization's, dealt by what they have shown;
    `reach(state, seat, colour)`, where given, says how far each seat could go as `seat` reckons
    it (`raise_gain`)."""
    colour = bin_colour(state.bin)
    cards = cheapest_cards(state.hands[seat], colour, state.cards_to_lead(seat), lay_order(state.deck))
    if cards is None:
        return PASS
    gain = raise_gain(state, seat, cards, None if reach is None else reach(state, seat, colour))
    if noise:
        gain += rng.gauss(0.0, noise)
    return Raise(cards) if gain > 0 else PASS


# -- the evaluation ----------------------------------------------------------------------------
def estimate(state: LixoState, hand_weight: float = HAND_WEIGHT, contest: bool = False) -> list[float]:
    """Each seat's expected final score: banked points, the open bin as if bidding ended
    now (`on_the_bin`), and `hand_weight` of the hand's worth (`contested_worth` with `contest`,
    else each seat's `card_worth`)."""
    out = state.scores()
    if contest:
        colours = _contested_colours(tuple(map(fitting, state.hands)), *_deck_facts(tuple(state.deck)))
        worths = [_hand_worth(hand, worth) for hand, worth in zip(state.hands, colours)]
    else:
        worths = [hand_worth(hand, state.deck, state.players) for hand in state.hands]
    for seat in range(state.players):
        out[seat] += hand_weight * worths[seat] + on_the_bin(state, state.totals[seat], seat == state.last_raiser)
    return out


def hand_worth(hand: Sequence[int], deck: Iterable[int], players: int) -> float:
    """What `hand` is worth to its holder, in points: the sum of its cards' `card_worth`."""
    worth: float = sum(map(mul, hand, card_worth(hand, deck, players)))
    return worth


def on_the_bin(state: LixoState, total: int, leads: bool) -> float:
    """What a bid of `total` cards on the open bin counts for in `estimate`, as if the bidding
    ended now: LEAD_SHARE of the bin for the leader (others may still raise), the cards for any
    other bidder (they are lost), nothing without a bid."""
    if state.bin < 0 or not total:
        return 0.0
    return LEAD_SHARE * bin_value(state.bin) if leads else -total


def ahead(estimates: Sequence[float], seat: int) -> float:
    """How far `seat`'s estimate is ahead of the best other seat's (behind: below 0).

    >>> ahead([5.0, 7.0, 2.0], 0), ahead([5.0, 7.0, 2.0], 1)
    (-2.0, 2.0)
    """
    return estimates[seat] - max(e for s, e in enumerate(estimates) if s != seat)


def settled_values(state: LixoState) -> list[float]:
    """A finished game's value to each seat, in points as the review counts them (issue 37: one
    objective for the bots and the review): its points ahead of the others' average, turned into
    a share by the logistic that turns a margin into a chance at a search's cut-off.

    By the win first (and the points within it by a share of 0.01), every bid of the last bins
    tied once the result was settled: Expert bid cards away there and raised for a win that cost
    it points, and the review, in points, flagged one in ten of its decisions.

    >>> state = LixoState.new_game(3, 1, 0)
    >>> state.won = [[4], [8], []]                  # 5 points, 4 points, none
    >>> [round(v, 2) for v in settled_values(state)]
    [0.73, 0.62, 0.18]
    """
    scores = state.scores()
    total = sum(scores)
    return [1.0 / (1.0 + math.exp(-(score - (total - score) / (state.players - 1)) / MARGIN_SCALE))
            for score in scores]


class LixoKnowledge(Knowledge[LixoState]):
    """`raise_jump`: how many cards past the lead search may raise by (None: any number);
    `hand_weight`: what the evaluation counts of each hand's worth (`estimate`); `contest`:
    whether a colour's points to come go by who holds most of it (`contested_worth`)."""

    rollout_depth = ROLLOUT_DEPTH

    def __init__(self, raise_jump: int | None = None, hand_weight: float = HAND_WEIGHT,
                 contest: bool = False) -> None:
        self.raise_jump = raise_jump
        self.hand_weight = hand_weight
        self.contest = contest

    def estimate(self, state: LixoState) -> list[float]:
        return estimate(state, self.hand_weight, self.contest)

    def evaluate(self, state: LixoState, seat: int) -> float:
        return ahead(self.estimate(state), seat)

    def values(self, state: LixoState) -> list[float]:
        if state.is_over():
            return settled_values(state)
        est = self.estimate(state)
        return [1.0 / (1.0 + math.exp(-ahead(est, seat) / MARGIN_SCALE)) for seat in range(state.players)]

    def rollout_action(self, state: LixoState, seat: int, rng: random.Random) -> Action:
        return rule_action(state, seat, rng, noise=ROLLOUT_NOISE)

    def search_actions(self, state: LixoState, seat: int) -> list[Action]:
        return compact_raises(state, seat, self.raise_jump)

    def private_context(self, state: LixoState, seat: int) -> int:
        """How many cards the seat could add beyond what it takes to lead (capped): a rival
        with reserves goes on raising, one at its last cards gives up."""
        colour = bin_colour(state.bin)
        spare = sum(_FITTING[colour](state.hands[seat])) - state.cards_to_lead(seat)
        return max(-1, min(spare, CONTEXT_CAP))


# -- the bots ------------------------------------------------------------------------------------
def make_bot(level: str, **budget: Any) -> Bot:
    """The computer player for `level` (or "greedy1", the arena's name for Normal). A given budget
    (iterations and/or seconds) replaces a searching level's own; other levels ignore it."""
    if level == "random":
        return RandomBot()
    if level == "easy":
        return GreedyBot(LixoKnowledge(hand_weight=EASY_HAND_WEIGHT), max_chain=1)
    if level in ("normal", "greedy1"):
        return GreedyBot(LixoKnowledge(), max_chain=1)
    if level in SEARCH_BUDGETS:
        knowledge = LixoKnowledge(raise_jump=SEARCH_JUMP, contest=level in CONTESTED)
        return ISMCTSBot(knowledge, rival_context=level in RIVAL_CONTEXT, **(budget or SEARCH_BUDGETS[level]))
    raise ValueError(f"LIXO? has no bot level {level!r}")


# -- the Hint's sentences -----------------------------------------------------------------------
def explain(view: LixoView, action: Action) -> Text:
    """A few short sentences: what the action costs, what it can win, and what is left of the
    colour (each sentence its own id, since each has its own number to agree with)."""
    colour = bin_colour(view.bin)
    points = bin_value(view.bin)
    to_come = points_to_come(view.deck_left)[colour]
    worth = TN("The bin is worth {n} point.", "The bin is worth {n} points.", points)
    if isinstance(action, Raise):
        laid, adding = view.totals[view.seat], len(action.cards)
        said = [TN("Bid {n} card in all.", "Bid {n} cards in all.", laid + adding), worth,
                TN("It costs {n} more card.", "It costs {n} more cards.", adding)]
        if laid:
            said.append(TN("A pass would throw away the {n} card already laid.",
                           "A pass would throw away the {n} cards already laid.", laid))
        said.append(TN("{n} point of this colour is still to come.", "{n} points of this colour are still to come.",
                       to_come))
        return _sentences(said)
    held = sum(view.hand[k] for k in RELEVANT[colour])
    need = view.cards_to_lead(view.seat)
    if held < need:
        return _sentences([TN("Pass: taking the lead needs {n} card of this colour.",
                              "Pass: taking the lead needs {n} cards of this colour.", need),
                           T("You hold {held}.", held=held)])
    return _sentences([TN("Pass: {n} more card would cost more than the bin is worth.",
                          "Pass: {n} more cards would cost more than the bin is worth.", need), worth,
                       TN("{n} point of this colour is still to come for those cards.",
                          "{n} points of this colour are still to come for those cards.", to_come)])


def _sentences(said: list[Text]) -> Text:
    """Whole sentences one after another."""
    together = said[-1]
    for sentence in reversed(said[:-1]):
        together = T("{first} {second}", first=sentence, second=together)
    return together

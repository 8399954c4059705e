"""What the review (game.ai.review) judges LIXO? decisions with: points at the game's end.

The search's cut-off (eight actions, then `estimate` turned into a chance to win by a logistic)
is no measure of what a bid costs: the logistic saturates, so one overbid of all eight cards on
a 1-point bin was said to cost 70-79 % of the chance to win on five seeds and 2 % on a sixth
(issue 37). The review plays each candidate out to the end instead and counts the final scores: a decision
costs what it costs in LIXO?'s own points.

Every seat bids as Normal bids, with one look (`one_look`), and wary of wars it would lose: of a
pass and the raise to the lead with the cheapest cards (the moves Hard and Expert weigh), the
raise when the table's estimate (`estimate`: banked points, the open bin, each hand's worth)
leaves it further ahead of its best rival; but where a rival could outlast it, as far as the
table shows (`guessed_reaches`: a rival's bid, its hand's size and the public leaning), the
raise pays only if that rival gives up, and else its cards are lost. Its costs are meant to be
the ones the bots find playing on: bench/calibration.py measures them against Hard in every
seat, played out on the same samples.

The search's bidding rule (`rule_action`), which the review used before, was a sharper bidder
than any of the bots: Hard's own choices, its search being small, agree with it on six bids in
ten (and with themselves on seven). Its players, and Normal's bare look, fought bidding wars to
the last card where the searching levels let a bin go: a hand rich in a colour was worth far
more in those playouts than at a table of bots, and a big overbid was said to cost up to three
times what it cost played out (16 points against 5; on thirty built overbids the stated costs
were 1.35 times the played-out ones). The wary look's games are like Hard's: a third of the
bids are raises, each seat loses six or seven cards a game, and the first ends about ten points
ahead of the last (Expert, tighter still, raises less and loses fewer; bench/RESULTS.md, the
calibration's games from the deal). It reads the sample's hands for the others' worth, as
Normal reads its own guess of them; the hidden hands change which rival is ahead, not what a
raise gains.

Even so, one look is a model of how the rivals bid, not their play: a bid's cost strays from
the cost Hard's search finds playing on by a few points either way. A bid that looks costly is
weighed again on fresh samples (`review_confirm`: the best of two even bids looked a point or
more better on the samples that chose it), and the review's noise counts the model's own spread
(`review_model_noise`, measured by bench/calibration.py), so it flags no bid for a cost its
model of the rivals could have made up.

It weighs the moves Expert's search weighs (a pass, and the raise to the lead with the cheapest
cards) and the move the person chose. Weighing every way to lay the cards (up to eighty) would
let the luckiest of many equal moves look better than the person's by chance alone; and a jump
past the lead looked better against the playouts' rivals than against players who read it.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.core import Action
from game.lixo.actions import PASS, Raise
from game.lixo.bots import (
    FIT_SHARE,
    SEARCH_JUMP,
    LixoKnowledge,
    ahead,
    cheapest_cards,
    compact_raises,
    estimate,
    fitting,
    hand_worth,
    lay_order,
    on_the_bin,
    unless_outlasted,
)
from game.lixo.cards import bin_colour
from game.lixo.state import LixoState

#: where a rival could outlast the seat on the open bin (as the table shows it), the chance that
#: the rival gives up rather than outbids it (the search's rule says 0.6: its playouts then fought
#: wars the bots do not fight, see the module's docstring)
GIVES_UP = 0.3


def guessed_reaches(state: LixoState, seat: int, colour: int) -> list[float]:
    """Every seat's highest total on the open bin as `seat` can reckon it: its own bid and
    fitting cards exactly; a rival's bid and the fitting cards a hand of its size holds on
    average (FIT_SHARE), scaled by the table's leaning on it (game.lixo.hands).

    >>> state = LixoState.new_game(3, 1, 0)
    >>> hidden = guessed_reaches(state, 0, 2)
    >>> state.hands[1], state.hands[2] = state.hands[2], state.hands[1]     # the others' hands unseen
    >>> guessed_reaches(state, 0, 2) == hidden, hidden[1] == 5 * FIT_SHARE
    (True, True)
    """
    return [total + (fitting(hand)[colour] if s == seat else sum(hand) * FIT_SHARE * state.leaning[s][colour])
            for s, (total, hand) in enumerate(zip(state.totals, state.hands))]


def raised(state: LixoState, seat: int, cards: tuple[int, ...], now: list[float]) -> list[float]:
    """The table's estimate once `seat` raises to the lead with `cards`, from `now` (Normal's,
    `estimate` of `state`): the seat's hand worth less the cards, it leads the open bin, and the
    leader it outbids stands to lose its bid. Weighed without playing the raise."""
    hand = state.hands[seat][:]
    for kind in cards:
        hand[kind] -= 1
    after = now[:]
    total, leader = state.totals[seat], state.last_raiser
    deck, players = state.deck, state.players
    after[seat] += (hand_worth(hand, deck, players) - hand_worth(state.hands[seat], deck, players)
                    + on_the_bin(state, total + len(cards), True) - on_the_bin(state, total, seat == leader))
    if leader >= 0 and leader != seat:
        after[leader] += on_the_bin(state, state.totals[leader], False) - on_the_bin(state, state.totals[leader], True)
    return after


def one_look(state: LixoState, seat: int) -> Action:
    """Normal's one look at a pass and at the raise to the lead with the cheapest cards: what the
    raise gains is how much further ahead of its best rival the table's estimate leaves `seat`
    after it (`raised`) than as the bid stands. Where a rival could outlast the seat
    (`guessed_reaches`), the raise gains that only if the rival gives up (GIVES_UP), and else
    loses its cards. It raises when that gains anything.

    >>> state = LixoState.new_game(3, 1, 0)
    >>> one_look(state, state.turn) in compact_raises(state, state.turn, jump=0)
    True
    """
    colour = bin_colour(state.bin)
    cards = cheapest_cards(state.hands[seat], colour, state.cards_to_lead(seat), lay_order(state.deck))
    if cards is None:
        return PASS
    now = estimate(state)
    gain = ahead(raised(state, seat, cards, now), seat) - ahead(now, seat)
    gain = unless_outlasted(gain, guessed_reaches(state, seat, colour), seat, state.totals[seat] + len(cards),
                            len(cards), GIVES_UP)
    return Raise(cards) if gain > 0 else PASS


class LixoReviewKnowledge(LixoKnowledge):
    """Expert's knowledge (the contested worth of a hand, its candidates) played out to the end;
    the answers to a candidate (game.ai.review's replies) weigh the same candidates."""

    rollout_depth: int | None = None    # type: ignore[assignment]   # to the end, where the search cuts
    #: a bid's outcome turns on the others' hidden hands and on every bin after it: one played-out
    #: difference between two candidates spreads over about ten points, so the review draws four
    #: times the default's samples (one look is cheap: a whole game's review stays within its
    #: budget, bench/RESULTS.md)
    review_samples = 64
    #: and a bid that looks costly is weighed again on twice as many fresh samples (game.ai.review:
    #: of two even bids, the luckier looked a point or more better, and Expert's own bids were
    #: flagged about one in ten)
    review_confirm = 2
    #: the playouts bid with one look, not as Hard's search bids: a bid's cost, played out, strays
    #: from Hard's playing on beyond both sampling errors (points, a standard deviation; bench/
    #: RESULTS.md, the calibration's "model spread"), so the review flags no bid its model of the
    #: rivals could have made look costly. Measured on forty of Expert's decisions, 0.64; on the
    #: thirty planted overbids of 5 to 12 cards, 1.73: the model strays further on big moves. Each
    #: figure comes from forty or thirty differences of two noisy costs, good for about half a
    #: point either way; the noise assumes one point, between them
    review_model_noise = 1.0

    def __init__(self) -> None:
        super().__init__(raise_jump=SEARCH_JUMP, contest=True)

    def estimates(self, state: LixoState) -> list[float]:
        """The final scores once the game is over; before, `estimate`'s expected final scores
        (a playout cut off by the review's cap)."""
        return state.scores() if state.over else estimate(state, self.hand_weight, self.contest)

    def rollout_action(self, state: LixoState, seat: int, rng: random.Random) -> Action:
        """Normal's one look (`one_look`), for every seat."""
        return one_look(state, seat)

    def review_actions(self, state: LixoState, seat: int) -> Sequence[Action]:
        """The candidates the review weighs (the chosen move is added to them): the ones Expert
        weighs, a pass and the raise to the lead with the cheapest cards."""
        return compact_raises(state, seat, jump=SEARCH_JUMP)

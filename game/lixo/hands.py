"""The public hand model: what the table has shown about each hidden hand.

Everybody sees who raised and who passed on which colour, so everybody can keep the same
*leaning* per seat and colour: a weight above 1 means "probably holds more of this colour
than a random hand", below 1 "probably less". A determinization deals the unseen rubbish to
the hidden hands with these weights, so a bot's imagined opponents hold what their bidding
suggests, while every dealt hand still has exactly the size the table shows.

- A raise on colour c: the seat had cards of c, and players who bid often hold more.
- A pass that declined a cheap, valuable bin: the seat probably has little of c.
- A draw of k cards dilutes the evidence in proportion to the new cards in the hand.
"""
from __future__ import annotations

import random

from game.lixo.cards import KIND_COLOURS, KINDS

RAISE_FACTOR = 1.6
PASS_FACTOR = 0.6
LEAN_MAX = 4.0
LEAN_MIN = 0.2
#: a pass is telling when the seat could have taken the lead with at most this many cards...
CHEAP_LEAD = 2
#: ... on a bin worth at least this much
VALUABLE_BIN = 3


def on_raise(leaning: list[float], colour: int) -> None:
    leaning[colour] = min(LEAN_MAX, leaning[colour] * RAISE_FACTOR)


def on_pass(leaning: list[float], colour: int, cards_to_lead: int, value: int) -> None:
    if cards_to_lead <= CHEAP_LEAD and value >= VALUABLE_BIN:
        leaning[colour] = max(LEAN_MIN, leaning[colour] * PASS_FACTOR)


def on_draw(leaning: list[float], held_before: int, drawn: int) -> None:
    if drawn <= 0:
        return
    keep = held_before / (held_before + drawn)
    for c in range(5):
        leaning[c] = 1.0 + (leaning[c] - 1.0) * keep


def kind_weights(leaning: list[float]) -> list[float]:
    """How much likelier than average each rubbish kind is in this seat's hand."""
    return [sum(leaning[c] for c in cs) / len(cs) for cs in KIND_COLOURS]


def deal_hidden(pool: list[int], sizes: dict[int, int], leanings: list[list[float]],
                rng: random.Random) -> dict[int, list[int]]:
    """Deal `sizes[seat]` cards from `pool` (15 counts, consumed) to each seat, weighted by
    its leaning; the seats are served in a random order so none gets first pick every time."""
    seats = list(sizes)
    rng.shuffle(seats)
    hands = {}
    for seat in seats:
        weights = kind_weights(leanings[seat])
        # each kind's share of the draw, kept up to date card by card (a search deals every iteration)
        shares = [n * w for n, w in zip(pool, weights)]
        hand = [0] * KINDS
        for _ in range(sizes[seat]):
            kind = _weighted_kind(pool, shares, rng)
            pool[kind] -= 1
            shares[kind] = pool[kind] * weights[kind]
            hand[kind] += 1
        hands[seat] = hand
    return hands


def _weighted_kind(pool: list[int], shares: list[float], rng: random.Random) -> int:
    """A kind drawn from `pool` with chances in proportion to `shares` (count x weight per kind)."""
    pick = rng.random() * sum(shares)
    last = -1
    for kind, share in enumerate(shares):
        if pool[kind]:
            last = kind
            pick -= share
            if pick < 0:
                return kind
    if last < 0:
        raise ValueError("dealing from an empty pool: the view's hand sizes do not add up")
    return last

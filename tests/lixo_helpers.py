"""Rigged LIXO? positions for the rule and table tests."""
from __future__ import annotations

from game.lixo import GAME
from game.lixo.cards import FULL_RUBBISH, GREEN, KINDS, RED, bin_card, cards_of, counts_of
from game.lixo.state import NOBODY

RECYCLING = 25  # the first recycling card of the bin deck


def rig(players=3, hands=None, bin_=bin_card(GREEN, 4), deck=(bin_card(RED, 1),), stack=None, active=0):
    """A state with chosen hands, open bin, bin deck (last = next) and stack; cards conserved."""
    state = GAME.new(players, seed=1, first=active)
    hands = [counts_of(h) for h in (hands or [()] * players)]
    state.hands = hands
    state.deck = list(deck)
    state.recycling_used = sum(1 for c in range(25, 30) if c not in deck)
    state.won = [[] for _ in range(players)]
    used = set(deck) | {bin_}
    state.dead = [c for c in range(25) if c not in used]
    state.bin = bin_
    state.turn, state.active = active, active
    state.last_raiser, state.passes = NOBODY, 0
    rest = list(FULL_RUBBISH)
    for h in hands:
        rest = [r - n for r, n in zip(rest, h)]
    if stack is None:
        state.stack = list(cards_of(rest))
        state.recycled = [0] * KINDS
    else:
        state.stack = list(stack)
        left = [r - n for r, n in zip(rest, counts_of(stack))]
        state.recycled = left
    state.check()
    return state


def play(state, *moves):
    """Apply (seat, action) pairs; returns all events."""
    events = []
    for seat, action in moves:
        events += state.apply(seat, action)
    return events



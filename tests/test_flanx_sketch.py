"""The duel's playout sketch (game.flanx.sketch) is a second rules engine: pinned card for card
against the real one (game.flanx.state) over random duels, so the two cannot drift apart.

At every step of each game: the same legal placements for both seats, the same open cells, the
same answer to "may this hand be discarded", and, for every placement on offer, the same
outcome (the sketch's win is exactly the engine's win). After every action: the same cells,
hands, decks and discard piles. At the end: the same winner, or the same draw.
"""
from __future__ import annotations

import random

from flanx_helpers import duel_start
from game.flanx import GAME, endings
from game.flanx.actions import Discard, Place
from game.flanx.cards import BLACK, FACES, WHITE, deck
from game.flanx.sketch import Sketch

#: random duels compared (each seed deals a new game and plays it with its own dice)
GAMES = 40
#: how often a random player discards a hand that still fits somewhere (the duel allows it)
WILFUL_DISCARDS = 0.15


def sketch_agrees_before_a_move(sketch: Sketch, state) -> None:
    """What each seat may do, and what each placement leads to, as both engines see it."""
    g = state.geometry
    for seat in (WHITE, BLACK):
        places = state.placements(seat)
        assert sorted(sketch.placements(seat)) == sorted((a.card, g.index(a.col, a.row)) for a in places)
        assert sorted(sketch.open[seat]) == state.open_cells(seat)
        assert sketch.copy().discard(seat) == (Discard() in state.legal_actions(seat))
        if not places:                       # the engine goes on, so this is no draw yet
            assert not sketch.copy().blocked(seat)
        for action in places:
            after = state.clone()
            after.apply(seat, action)
            ahead = sketch.copy()
            ahead.place(seat, action.card, g.index(action.col, action.row))
            won = after.is_over() and after.winners() == [seat]
            assert (ahead.over and ahead.winner == seat) == won, action
            assert sketch.wins_at(seat, g.index(action.col, action.row)) == won


def sketch_meets_the_ending(sketch: Sketch, state) -> None:
    """The same winner; a draw is a draw on both (a stalemate the sketch finds when a seat
    that cannot place is asked to act)."""
    kind = state.ending.kind
    if kind in ("behind", "edge"):
        assert sketch.over and sketch.winner == state.winners()[0]
    elif kind == "sides":
        assert sketch.over and sketch.winner is None
    else:
        stuck = [s for s in range(2) if not sketch.placements(s)]
        assert stuck and any(sketch.copy().blocked(s) for s in stuck) and sketch.winner is None


def play_both(state, rng: random.Random) -> str:
    """A random duel from `state` on the engine and a sketch in step; returns how it ended."""
    sketch = Sketch(state)
    g = state.geometry
    while not state.is_over():
        sketch_agrees_before_a_move(sketch, state)
        seat = rng.choice(state.to_move())
        legal = state.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        if places and not (Discard() in legal and rng.random() < WILFUL_DISCARDS):
            action = places[rng.randrange(len(places))]
            sketch.place(seat, action.card, g.index(action.col, action.row))
        else:
            action = Discard()
            assert sketch.discard(seat)
        state.apply(seat, action)
        if state.is_over():
            break
        assert not sketch.over
        assert (sketch.cells, sketch.hands, sketch.decks, sketch.discards) == (
            state.cells, state.hands, state.decks, state.discards)
    sketch_meets_the_ending(sketch, state)
    return state.ending.kind


def test_a_sketch_follows_the_engine_card_for_card_over_random_duels():
    kinds = [play_both(GAME.new(2, seed=seed), random.Random(seed)) for seed in range(GAMES)]
    # the games reach both wins and the sides draw, so each of those endings was compared
    assert {"behind", "edge", "sides"} <= set(kinds), kinds


def unplayable(state, seat: int, cards: list[int]) -> list[int]:
    return [c for c in cards if not any(
        state.fitting(seat, i) >> (c % FACES) & 1 for i in state.open_cells(seat))]


def running_dry(rng: random.Random):
    """A duel just after its start cards where each seat owns a few cards, most of which fit
    nowhere: random play from here runs into the stalemate draws as often as into a win."""
    state = duel_start().deal_rest()
    for seat in (WHITE, BLACK):
        owned = state.owned(seat)
        dead = unplayable(state, seat, owned)
        live = [c for c in owned if c not in dead]
        rng.shuffle(dead)
        rng.shuffle(live)
        keep = dead[:rng.randrange(3, 12)] + live[:rng.randrange(0, 4)]
        rng.shuffle(keep)
        state.hands[seat], state.decks[seat], state.discards[seat] = keep[:3], keep[3:], []
    return state


def test_a_sketch_meets_the_engine_in_the_stalemate_draws():
    kinds = []
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = running_dry(rng)
        if endings.draw_now(state) is None:     # a position drawn before anyone moves is no game
            kinds.append(play_both(state, rng))
    assert {"no cards", "stuck"} <= set(kinds), kinds


def test_a_sketch_sees_the_draw_when_nobody_can_place_a_card_they_own():
    state = duel_start().deal_rest()
    for seat in (WHITE, BLACK):
        keep = unplayable(state, seat, state.owned(seat))
        state.decks[seat], state.hands[seat], state.discards[seat] = keep[3:], keep[:3], []
    assert Sketch(state).blocked(WHITE)
    state.decks[BLACK] += [c for c in deck(BLACK) if c not in state.owned(BLACK) and c not in state.cells]
    assert not Sketch(state).blocked(WHITE)       # black could still place a card it owns


def test_a_sketch_sees_the_draw_when_a_player_has_only_unplayable_cards_left():
    state = duel_start().deal_rest()
    state.hands[WHITE] = unplayable(state, WHITE, state.owned(WHITE))[:2]
    state.decks[WHITE], state.discards[WHITE] = [], []
    assert Sketch(state).blocked(WHITE)

"""What Pixies says in words: the move log's sentences, the Hint's reasons and the review's.

Each sentence is one id (I18N.md), the cards filled in as `spoken` says them and the spaces as
their numbers. A sentence whose subject may be the person or someone named has two ids.

    >>> from game.pixies.cards import CARDS, Card
    >>> red6 = CARDS.index(Card(6, 1 << 3, 0, 0, False))
    >>> str(narrate(Take(red6, 5, True), None)), str(narrate(Take(red6, -1, True), "Ann"))
    ('You take the red 6 to space 6', 'Ann takes the red 6 and discards it')
    >>> str(action_words(Take(red6, 2, False)))
    'take the red 6 to space 3, face down'
"""
from __future__ import annotations

import random

from game.core import View
from game.core.text import TN, T, Text
from game.pixies.actions import NO_SPACE, Take
from game.pixies.cards import COLOURS, MULTI, NUMBER, SPACES, SYMBOLS, spoken
from game.pixies.scoring import EMPTY, Breakdown
from game.pixies.state import PixiesPublic, PixiesState

#: the colour a card adds to its colour zones (a Pixies card has one colour, or all four)
ZONE_COLOURS = (T("blue"), T("green"), T("yellow"), T("red"))


def narrate(action: Take, actor: Text | str | None) -> Text:
    """The move log's sentence: `actor` None is the person reading, else the seat's name."""
    card, space = spoken(action.card), action.space + 1
    if actor is None:
        if action.space == NO_SPACE:
            return T("You take {card} and discard it", card=card)
        if action.face_up:
            return T("You take {card} to space {space}", card=card, space=space)
        return T("You take {card} to space {space}, face down", card=card, space=space)
    if action.space == NO_SPACE:
        return T("{name} takes {card} and discards it", name=actor, card=card)
    if action.face_up:
        return T("{name} takes {card} to space {space}", name=actor, card=card, space=space)
    return T("{name} takes {card} to space {space}, face down", name=actor, card=card, space=space)


def action_words(action: Take) -> Text:
    """The move as what a player would rather do ("take the red 6 to space 6")."""
    card, space = spoken(action.card), action.space + 1
    if action.space == NO_SPACE:
        return T("take {card} and discard it", card=card)
    if action.face_up:
        return T("take {card} to space {space}", card=card, space=space)
    return T("take {card} to space {space}, face down", card=card, space=space)


# -- the Hint's sentences -----------------------------------------------------------------------
def explain(view: View, action: Take) -> Text:
    """Why this Take: what it does for the taker's area, and what it keeps from the next player."""
    state = view.determinize(random.Random(0))
    assert isinstance(state, PixiesState)
    seat = view.seat
    before = state.breakdown(seat)
    after_state = state.clone()
    after_state.advance(seat, action)
    card = spoken(action.card)
    reason = _placement_reason(state, seat, action)
    gain = _round_gain(before, after_state, seat, state.round)
    denial = _denial(state, seat, action)
    if gain is None:
        if denial is None:
            return T("Take {card}: {reason}.", card=card, reason=reason)
        return T("Take {card}: {reason}, and {denial}.", card=card, reason=reason, denial=denial)
    signed = f"{gain:+d}".replace("-", "\u2212")
    if denial is None:
        return TN("Take {card}: {reason} ({signed} point now).", "Take {card}: {reason} ({signed} points now).",
                  abs(gain), card=card, reason=reason, signed=signed)
    return TN("Take {card}: {reason} ({signed} point now), and {denial}.",
              "Take {card}: {reason} ({signed} points now), and {denial}.",
              abs(gain), card=card, reason=reason, signed=signed, denial=denial)


def _placement_reason(state: PixiesPublic, seat: int, action: Take) -> Text:
    base = seat * SPACES
    space = action.space
    if space == NO_SPACE:
        return T("no empty space is left, so it is discarded")
    here_up, here_down = state.up[base + space], state.down[base + space]
    if action.face_up and here_down != EMPTY and here_up == EMPTY:
        return T("it covers the face-down card on space {space} and validates it", space=space + 1)
    if here_up != EMPTY and here_down == EMPTY:
        kept = action.card if action.face_up else here_up
        return T("it validates your {number}, keeping {card} face up", number=space + 1, card=spoken(kept))
    if not action.face_up:
        return T("your {number} is already validated, so it waits face down on space {space} for a {space}",
                 number=NUMBER[action.card], space=space + 1)
    mask = COLOURS[action.card]
    colours = T("every colour") if mask == MULTI else ZONE_COLOURS[mask.bit_length() - 1]
    symbols = SYMBOLS[action.card]
    if symbols > 0:
        return TN("it starts your space {space}, {n} point for its spiral, and adds {colours} to your colour zones",
                  "it starts your space {space}, {n} points for its spirals, and adds {colours} to your colour zones",
                  symbols, space=space + 1, colours=colours)
    if symbols < 0:
        return TN("it starts your space {space}, {n} point lost to its cross, and adds {colours} to your colour "
                  "zones", "it starts your space {space}, {n} points lost to its crosses, and adds {colours} to "
                  "your colour zones", -symbols, space=space + 1, colours=colours)
    return T("it starts your space {space}, and adds {colours} to your colour zones", space=space + 1, colours=colours)


def _round_gain(before: Breakdown, after_state: PixiesState, seat: int, round_: int) -> int | None:
    if after_state.round != round_ or after_state.over:
        return None
    return after_state.breakdown(seat).total - before.total


def _denial(state: PixiesPublic, seat: int, action: Take) -> Text | None:
    """If the next player to pick would validate a number with this card, say so."""
    order = state.order
    if state.pick + 1 >= len(order):
        return None
    nxt = order[state.pick + 1]
    if nxt == seat:
        return None
    space = NUMBER[action.card] - 1
    base = nxt * SPACES
    if (state.up[base + space] == EMPTY) != (state.down[base + space] == EMPTY):
        return T("it keeps the card from the next player, who would validate their {number} with it",
                 number=space + 1)
    return None


# -- the review's sentences ------------------------------------------------------------------
def review_words(view: View, chosen: Take, best: Take, cost: Text) -> Text:
    """"Placing the red 6 with 2 crosses on space 6 cost about 7 points. Expert would rather take
    the yellow 4 to space 4: it validates your 4, keeping the yellow 4 face up." """
    state = view.determinize(random.Random(0))
    assert isinstance(state, PixiesState)
    reason = _placement_reason(state, view.seat, best)
    return T("{costly} Expert would rather {best}: {reason}.", costly=_costly(chosen, cost),
             best=action_words(best), reason=reason)


def _costly(action: Take, cost: Text) -> Text:
    card, space = spoken(action.card), action.space + 1
    if action.space == NO_SPACE:
        return T("Taking {card} to discard it cost {cost}.", card=card, cost=cost)
    if action.face_up:
        return T("Placing {card} on space {space} cost {cost}.", card=card, space=space, cost=cost)
    return T("Placing {card} face down on space {space} cost {cost}.", card=card, space=space, cost=cost)

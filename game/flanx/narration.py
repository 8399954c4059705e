"""Flanx's moves in words: the move log's sentence and the move as a phrase (Game.narrate,
Game.action_words). The board has no labels: a cell is named by counting its row from the top
and its column from the left, as a player would point at it.

    >>> from game.flanx.actions import Discard, Place
    >>> from game.flanx.cards import card, face
    >>> str(narrate(Place(card(1, face(1, 0, 1, 1)), 2, 0), None))
    'You lay a black card in row 1 from the top, column 3 from the left'
    >>> str(narrate(Discard(), "Ann")), str(action_words(Discard()))
    ('Ann discards the hand', 'discard the hand')
"""
from __future__ import annotations

from game.core import Action
from game.core.text import N_, T, Text
from game.flanx.actions import Place
from game.flanx.cards import deck_of

#: a card of each deck (DECK_NAMES' order), as the object of "lay"
DECK_CARD = (N_("a white card"), N_("a black card"), N_("a blue card"), N_("an amber card"))


def narrate(action: Action, actor: Text | str | None) -> Text:
    if isinstance(action, Place):
        where = {"card": T(DECK_CARD[deck_of(action.card)]), "row": action.row + 1, "col": action.col + 1}
        if actor is None:
            return T("You lay {card} in row {row} from the top, column {col} from the left", **where)
        return T("{name} lays {card} in row {row} from the top, column {col} from the left", name=actor, **where)
    return T("You discard the hand") if actor is None else T("{name} discards the hand", name=actor)


def action_words(action: Action) -> Text:
    if isinstance(action, Place):
        return T("lay {card} in row {row} from the top, column {col} from the left",
                 card=T(DECK_CARD[deck_of(action.card)]), row=action.row + 1, col=action.col + 1)
    return T("discard the hand")

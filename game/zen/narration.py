"""Zen's moves in words: the move log's sentence and the move as a phrase (Game.narrate,
Game.action_words). A deck is named by its colour in a whole sentence each (German and Russian
give it the case its verb asks for); a card as `spoken` says it.

    >>> from game.zen.actions import Draw, EndRound, Undo
    >>> str(narrate(Draw(1), None)), str(narrate(Undo(), "Ann"))
    ('You draw from the black deck', 'Ann takes back the last placement')
    >>> str(narrate(EndRound((3, 4)), "Ann"))
    'Ann ends the round, laying 2 cards on the discard pile'
"""
from __future__ import annotations

from game.core import Action
from game.core.text import N_, TN, T, Text
from game.core.words import phrase
from game.flanx.cards import spoken
from game.zen.actions import ChooseStartDeck, Draw, EndRound, Place

#: by deck (game.flanx.cards.DECK_NAMES' order): (the person's sentence, a named seat's, the phrase)
START = (
    (N_("You start from the white deck"), N_("{name} starts from the white deck"), N_("start from the white deck")),
    (N_("You start from the black deck"), N_("{name} starts from the black deck"), N_("start from the black deck")),
    (N_("You start from the blue deck"), N_("{name} starts from the blue deck"), N_("start from the blue deck")),
    (N_("You start from the amber deck"), N_("{name} starts from the amber deck"), N_("start from the amber deck")),
)
DRAW = (
    (N_("You draw from the white deck"), N_("{name} draws from the white deck"), N_("draw from the white deck")),
    (N_("You draw from the black deck"), N_("{name} draws from the black deck"), N_("draw from the black deck")),
    (N_("You draw from the blue deck"), N_("{name} draws from the blue deck"), N_("draw from the blue deck")),
    (N_("You draw from the amber deck"), N_("{name} draws from the amber deck"), N_("draw from the amber deck")),
)


def narrate(action: Action, actor: Text | str | None) -> Text:
    you = actor is None
    if isinstance(action, (ChooseStartDeck, Draw)):
        said = (START if isinstance(action, ChooseStartDeck) else DRAW)[action.deck]
        return T(said[0]) if you else T(said[1], name=actor)
    if isinstance(action, Place):
        card = phrase(spoken(action.card))
        return T("You place {card}", card=card) if you else T("{name} places {card}", name=actor, card=card)
    if isinstance(action, EndRound):
        if not action.order:
            return T("You end the round") if you else T("{name} ends the round", name=actor)
        if you:
            return TN("You end the round, laying {n} card on the discard pile",
                      "You end the round, laying {n} cards on the discard pile", len(action.order))
        return TN("{name} ends the round, laying {n} card on the discard pile",
                  "{name} ends the round, laying {n} cards on the discard pile", len(action.order), name=actor)
    return T("You take back the last placement") if you else T("{name} takes back the last placement", name=actor)


def action_words(action: Action) -> Text:
    if isinstance(action, (ChooseStartDeck, Draw)):
        return T((START if isinstance(action, ChooseStartDeck) else DRAW)[action.deck][2])
    if isinstance(action, Place):
        return T("place {card}", card=phrase(spoken(action.card)))
    if isinstance(action, EndRound):
        if not action.order:
            return T("end the round")
        return TN("end the round, laying {n} card on the discard pile",
                  "end the round, laying {n} cards on the discard pile", len(action.order))
    return T("take back the last placement")

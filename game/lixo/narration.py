"""LIXO?'s moves in words: the move log's sentence and the move as a phrase (Game.narrate,
Game.action_words). The cards are said as `describe_cards` says them.

    >>> from game.lixo.actions import Pass, Raise
    >>> from game.lixo.cards import RED
    >>> str(narrate(Raise((RED,)), None)), str(narrate(Pass(), "Ann")), str(action_words(Raise((RED, RED))))
    ('You bid 1 red card', 'Ann passes', 'bid 2 red cards')
"""
from __future__ import annotations

from game.core import Action
from game.core.text import T, Text
from game.core.words import phrase
from game.lixo.actions import Raise
from game.lixo.cards import describe_cards


def narrate(action: Action, actor: Text | str | None) -> Text:
    if isinstance(action, Raise):
        cards = phrase(describe_cards(action.cards))
        return T("You bid {cards}", cards=cards) if actor is None else T("{name} bids {cards}", name=actor, cards=cards)
    return T("You pass") if actor is None else T("{name} passes", name=actor)


def action_words(action: Action) -> Text:
    if isinstance(action, Raise):
        return T("bid {cards}", cards=phrase(describe_cards(action.cards)))
    return T("pass")

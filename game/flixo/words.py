"""What Flixo says in words: the move log's sentences, a teammate's speech bubble, the Hint's
reason, and the reasons a game ends. Each sentence is one id (I18N.md); places are numbers.

    >>> from game.flixo.actions import Draw, Peek, Take
    >>> str(narrate(Take(1, 2), None)), str(narrate(Draw(), "Ann"))
    ('You take the discard onto row 2, column 3', 'Ann draws a card')
    >>> str(narrate(Peek(1, 0, 2), "Bot 2")), str(action_words(Draw()))
    ("Bot 2 puts an eye token on player 2's display, row 1, column 3", 'draw a card')
"""
from __future__ import annotations

from game.core import Action
from game.core.text import N_, T, Text
from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.bots import fits_a_line
from game.flixo.cards import VALUE
from game.flixo.display import CARD, EYE, UP
from game.flixo.rules import TURN
from game.flixo.state import FlixoPublic


def narrate(action: Action, actor: Text | str | None) -> Text:
    """The move log's sentence: `actor` None is the person reading, else the seat's name."""
    kind = type(action)
    if kind is Draw:
        return T("You draw a card") if actor is None else T("{name} draws a card", name=actor)
    if kind is Discard:
        return T("You discard the drawn card") if actor is None else T("{name} discards the drawn card", name=actor)
    assert isinstance(action, (Peek, Take, Swap, Reveal))
    row, col = action.row + 1, action.col + 1
    if isinstance(action, Peek):
        if actor is None:
            return T("You put an eye token on player {player}'s display, row {row}, column {col}",
                     player=action.owner + 1, row=row, col=col)
        return T("{name} puts an eye token on player {player}'s display, row {row}, column {col}",
                 name=actor, player=action.owner + 1, row=row, col=col)
    if kind is Take:
        if actor is None:
            return T("You take the discard onto row {row}, column {col}", row=row, col=col)
        return T("{name} takes the discard onto row {row}, column {col}", name=actor, row=row, col=col)
    if kind is Swap:
        if actor is None:
            return T("You put the drawn card onto row {row}, column {col}", row=row, col=col)
        return T("{name} puts the drawn card onto row {row}, column {col}", name=actor, row=row, col=col)
    assert kind is Reveal
    if actor is None:
        return T("You discard the drawn card and turn up row {row}, column {col}", row=row, col=col)
    return T("{name} discards the drawn card and turns up row {row}, column {col}", name=actor, row=row, col=col)


def action_words(action: Action) -> Text:
    """The move as what a player would rather do ("take the discard onto row 2, column 3")."""
    kind = type(action)
    if kind is Draw:
        return T("draw a card")
    if kind is Discard:
        return T("discard the drawn card")
    assert isinstance(action, (Peek, Take, Swap, Reveal))
    row, col = action.row + 1, action.col + 1
    if isinstance(action, Peek):
        return T("put an eye token on player {player}'s display, row {row}, column {col}",
                 player=action.owner + 1, row=row, col=col)
    if kind is Take:
        return T("take the discard onto row {row}, column {col}", row=row, col=col)
    if kind is Swap:
        return T("put the drawn card onto row {row}, column {col}", row=row, col=col)
    return T("discard the drawn card and turn up row {row}, column {col}", row=row, col=col)


def intention(view: FlixoPublic, action: Action) -> Text:
    """A few words for a teammate's speech bubble: what this action is for."""
    kind, value = purpose(view, action)
    return T(BUBBLES[kind]) if value is None else T(BUBBLES[kind], value=value)


def explain(view: FlixoPublic, action: Action) -> Text:
    """The Hint's sentence: the intention, and why it helps the team."""
    kind, value = purpose(view, action)
    return T(HINTS[kind]) if value is None else T(HINTS[kind], value=value)


#: what a teammate says before it plays, by its purpose
BUBBLES = {
    "peeking": N_("peeking where a Flixo may hide"),
    "drawing": N_("drawing a fresh card"),
    "passing": N_("passing the card on"),
    "passing_value": N_("passing the {value} on"),
    "revealing": N_("revealing for Flixos"),
    "taking": N_("taking the discarded Flixo"),
    "collecting": N_("collecting {value}s"),
}
#: the Hint: the purpose, and why it helps the team
HINTS = {
    "peeking": N_("Peeking where a Flixo may hide: an eye token shows the whole team a card where a Flixo "
                 "may hide."),
    "drawing": N_("Drawing a fresh card: nothing on the discard pile helps now, and a fresh card might."),
    "passing": N_("Passing the card on: it is no use here, and the next teammate may need it."),
    "passing_value": N_("Passing the {value} on: it is no use here, and the next teammate may need it."),
    "revealing": N_("Revealing for Flixos: a face-down card may hide a Flixo, and the team must find them "
                   "all."),
    "taking": N_("Taking the discarded Flixo: a Flixo on the discard pile must be taken, and this place does "
                "the team the least harm."),
    "collecting": N_("Collecting {value}s: a line of one number goes at the end of your turn, with any Flixo "
                    "in it."),
}


def purpose(view: FlixoPublic, action: Action) -> tuple[str, int | None]:
    """What `action` is for (a key of BUBBLES and HINTS) and the card value it is about, if any."""
    kind = type(action)
    if kind is Peek:
        return "peeking", None
    if kind is Draw:
        return "drawing", None
    if kind is Discard:
        return "passing", None
    if kind is Reveal:
        return "revealing", None
    if view.phase == TURN and view.forced():
        return "taking", None
    assert isinstance(action, (Take, Swap))
    card = view.drawn if kind is Swap else view.top_discard()
    seat = view.current
    index = action.row * view.cols[seat] + action.col
    if fits_a_line(view, seat, index, card):
        return "collecting", VALUE[card]
    if not view.slots[seat][index] & (UP | EYE):
        return "revealing", None
    return "passing_value", VALUE[view.slots[seat][index] & CARD]

"""What the Flixo table says in words: the passing messages of a turn and the end screen's notes.

Each message is a whole sentence, one id; where its subject may be the person or a teammate it
has two (German and Russian conjugate differently).
"""
from __future__ import annotations

from collections.abc import Callable

from game.core import Event
from game.core.text import TN, T, Text
from game.flixo import actions as act
from game.flixo.cards import FIRST_FLIXO, rating
from game.flixo.display import CARD, HIDDEN
from game.flixo.state import FlixoPublic
from scenes.kit.lang import _, ngettext


def display_label(name: str, mine: bool) -> str:
    """The result table's row of one display: the person's own, or a teammate's by name."""
    return _("Your display") if mine else _("{name}'s display").format(name=name)


def announcement(event: Event, name: Callable[[int], str], me: int | None) -> Text | None:
    """The HUD's passing message for a Flixo event that moves no card (None for none); `me` is
    the person's seat, told as "You"."""
    kind = type(event)
    if isinstance(event, act.RewardEarned):
        if event.seat == me:
            return TN("You removed {n} Flixo: a reward!", "You removed {n} Flixos: a reward!", event.count)
        return TN("{name} removed {n} Flixo: a reward!", "{name} removed {n} Flixos: a reward!", event.count,
                  name=name(event.seat))
    if kind is act.RewardLapsed:
        return T("No face-down card is left to peek at: the reward lapses.")
    if isinstance(event, act.FinalTurnsBegan):
        if event.seat == me:
            return T("Your display is done: everyone else plays once more.")
        return T("{name}'s display is done: everyone else plays once more.", name=name(event.seat))
    if kind is act.LastCardDrawn:
        return T("The last card of the draw pile: the game ends after this turn.")
    if kind is act.FlixoCountsRemoved:
        return T("The Flixo on the discard pile counts as removed.")
    if kind is act.FlixoLeftLying:
        return T("A discarded Flixo was left lying: the team loses.")
    if isinstance(event, act.TurnLimitReached):
        return TN("{n} turn: the game stops here and counts as lost.",
                  "{n} turns: the game stops here and counts as lost.", event.turns)
    if isinstance(event, act.FlixoMustBeTaken):
        if event.seat == me:
            return T("You must take the Flixo.")
        return T("{name} must take the Flixo.", name=name(event.seat))
    return None


def end_notes(view: FlixoPublic) -> list[str]:
    """The rulebook's rating of a win (and what the empty displays took off), or why the team lost."""
    if view.won():
        empty = sum(1 for d in view.slots if not d)
        lines = [_("Rating: {rating}").format(rating=_(rating(view.total())))]
        if empty:
            lines.append(ngettext("Each empty display counts \u22125 ({n} empty).",
                                  "Each empty display counts \u22125 ({n} empty).", empty).format(n=empty))
        return lines
    known = sum(1 for d in view.slots for slot in d if slot != HIDDEN and slot & CARD >= FIRST_FLIXO)
    return [_("Lost: {reason}.").format(reason=_(view.outcome)),
            _("Flixos still in the displays: {n}.").format(n=known + view.hidden_flixos())]

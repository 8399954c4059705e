"""What the Flixo table says in words: the passing messages of a turn and the end screen's notes."""
from __future__ import annotations

from collections.abc import Callable

from game.core import Event
from game.flixo import actions as act
from game.flixo.cards import FIRST_FLIXO, rating
from game.flixo.display import CARD, HIDDEN
from game.flixo.state import FlixoPublic


def possessive(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


def announcement(event: Event, name: Callable[[int], str]) -> str:
    """The HUD's passing message for a Flixo event that moves no card ("" for none)."""
    kind = type(event)
    if isinstance(event, act.RewardEarned):
        return f"{name(event.seat)} removed {event.count} Flixo{'s' if event.count > 1 else ''}: a reward!"
    if kind is act.RewardLapsed:
        return "No face-down card is left to peek at: the reward lapses."
    if isinstance(event, act.FinalTurnsBegan):
        return f"{possessive(name(event.seat))} display is done: everyone else plays once more."
    if kind is act.LastCardDrawn:
        return "The last card of the draw pile: the game ends after this turn."
    if kind is act.FlixoCountsRemoved:
        return "The Flixo on the discard pile counts as removed."
    if kind is act.FlixoLeftLying:
        return "A discarded Flixo was left lying: the team loses."
    if isinstance(event, act.TurnLimitReached):
        return f"{event.turns} turns: the game stops here and counts as lost."
    if isinstance(event, act.FlixoMustBeTaken):
        return f"{name(event.seat)} must take the Flixo."
    return ""


def end_notes(view: FlixoPublic) -> list[str]:
    """The rulebook's rating of a win (and what the empty displays took off), or why the team lost."""
    if view.won():
        empty = sum(1 for d in view.slots if not d)
        lines = [f"Rating: {rating(view.total())}"]
        if empty:
            lines.append(f"Each empty display counts -5 ({empty} empty).")
        return lines
    known = sum(1 for d in view.slots for slot in d if slot != HIDDEN and slot & CARD >= FIRST_FLIXO)
    return [f"Lost: {view.outcome}.", f"Flixos still in the displays: {known + view.hidden_flixos()}."]

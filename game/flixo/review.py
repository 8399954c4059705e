"""What the review (game.ai.review) judges a Flixo decision with: the team's expected final total.

Flixo's own points are the team's total (lower is better), which the rulebook scores only on a
win. The review counts a lost game as `LOST` points, worse than any won game's total the team
plays to (Sharp's won games total about 45-95 at level 1), so a decision's cost in points weighs
both what the rulebook weighs: the chance to win and the total a win ends with.

Every answer in the review is Sharp's (the team's `value_actions`, without its slack): the
teammates answer as the strongest team plays, the person's own follow-up (the drawn card placed)
too, until the person is to move again, and a game that ends meanwhile (the final turns last one
round) is its exact value. A position not yet over is estimated by `expected_total`: the mean
final value (total, or `LOST`) of games the Sharp team played to the end (`python -m
game.flixo.reviewfit --games 300` measures it again, and prints how far it is from the final
values of other games). A linear estimate fitted on nine features of what the team
sees (the known total, face-down cards and their expected numbers, hidden and stuck Flixos, the
draws left, the final turns, the team's own judgement), it explained a tenth of the final
value's spread (R2 0.11), and the differences it made between reasonable moves were its
errors more than the moves': Sharp's own games had a quarter of their decisions flagged; with
stuck Flixos alone, still 17 %. So it keeps what it can say, the mean final value of Sharp's
games, and the review of Flixo tells the decisions whose cost shows by the person's next turn:
a game ended within the round, lost or with a higher total. Until the game can end within a
round (`may_end_soon`) the answers need no choosing, which keeps a whole game's review to a
few seconds.

    >>> from game.flixo import GAME
    >>> state = GAME.new(3, seed=1)
    >>> knowledge = FlixoReviewKnowledge()
    >>> 30.0 < knowledge.estimates(state)[0] < LOST
    True
"""
from __future__ import annotations

from typing import Any

from game.core import Action, Knowledge
from game.flixo.bots import FlixoKnowledge, value_actions
from game.flixo.state import FlixoPublic, FlixoState

#: what a lost game counts, in the team's points (the review's cost of a loss against a win)
LOST = 100.0
#: the mean final value of Sharp's games, measured by `python -m game.flixo.reviewfit --games 300
#: --seed 1` (see the module docstring)
MEAN_FINAL = 73.1732


def seen(table: FlixoPublic) -> tuple[Any, ...]:
    """Everything the team sees of a position, as a key."""
    return (tuple(tuple(d) for d in table.slots), tuple(table.rows), tuple(table.cols), tuple(table.discard),
            tuple(table.removed), table.drawn, table.phase, table.current, table.rewards, table.final_turns,
            table.turns, table.flixo_waiting, table.draw_count())


def may_end_soon(table: FlixoPublic) -> bool:
    """Whether the game may end within one round from `table`: the final turns have begun, the
    draw pile may run out, or the turn limit is near. Until then the estimate does not depend on
    the moves (it reads no feature of the position but its end), so the answers need no choosing."""
    return (table.final_turns_begun() or table.draw_count() <= table.players
            or table.turns >= table.turn_limit - table.players)


def final_value(state: FlixoState) -> float:
    """A finished game's value in the review's points: the total on a win, `LOST` on a loss."""
    return float(state.total()) if state.won() else LOST


def expected_total(table: FlixoPublic) -> float:
    """The estimate of the final value from `table`: the mean of Sharp's games (see the module
    docstring), since no feature of the position was found that made it better."""
    return MEAN_FINAL


class FlixoReviewKnowledge(FlixoKnowledge):
    """The review's Flixo: Sharp's answers, then the team's expected final total (points)."""

    rollout_depth = 0

    def __init__(self) -> None:
        #: Sharp's choice by what the team sees: after most candidates every sample shows the same
        self._chosen: dict[tuple[Any, ...], Action] = {}

    def search_actions(self, state: FlixoState, seat: int) -> list[Action]:
        """Sharp's choice alone: the review's answers are the strongest team's."""
        actions = state.legal_actions(seat)
        if len(actions) <= 1 or not may_end_soon(state):
            return actions[:1]       # the estimate is the same whatever is played until a game can end
        view = state.view(seat)
        key = seen(view)
        chosen = self._chosen.get(key)
        if chosen is None:
            if len(self._chosen) > 4096:
                self._chosen.clear()
            values = value_actions(view)
            chosen = self._chosen[key] = max(actions, key=lambda a: values[a])
        return [chosen]

    def evaluate(self, state: FlixoState, seat: int) -> float:
        return -self.estimates(state)[seat]

    def estimates(self, state: FlixoState) -> list[float]:
        value = final_value(state) if state.is_over() else expected_total(state.view(state.current))
        return [value] * state.players


def review_knowledge() -> Knowledge[Any]:
    return FlixoReviewKnowledge()

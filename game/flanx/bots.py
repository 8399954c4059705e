"""Flanx's computer players: how well they place (this module) and how fast (seconds_per_card).

Real time belongs to the table: it asks `seconds_per_card(level)` how long the bot takes per
card and calls `choose` on its own clock. The judgement grows with the level:

- easy: a random legal placement; discards only a hand that fits nowhere.
- normal: wins at once when it can, otherwise mostly advances towards its goal edge, with
  plenty of slips (it neither sees nor blocks the opponent's threats).
- hard: scores each placement: wins at once; blocks every cell from which the opponent's
  hand would win next; builds its own threats; advances; keeps its options open (cells its
  cards could still fit) and narrows the opponent's; discards a dead hand, and a hand whose
  every placement would open a win for the opponent.
- expert: hard's judgement, and it also looks at its own next card (a two-step flank).
"""
from __future__ import annotations

import math
import random

from game.core import Action, Bot, Knowledge, State, View
from game.flanx.board import EMPTY, faces_mask
from game.flanx.cards import DECK_NAMES, deck_of
from game.flanx.rules import WHITE_SEAT, Discard, FlanxState, Place

#: how long a bot takes per card, in seconds, by level (the table's clock reads this)
SECONDS_PER_CARD = {"random": 3.0, "easy": 3.0, "normal": 2.0, "hard": 1.3, "expert": 0.8}

WIN = 1_000_000.0
OPPONENT_WINS_NEXT = -5_000.0     # per cell from which the opponent's hand wins at once
OWN_THREAT = 400.0                # per cell from which our hand wins next (two force a win)
OWN_THREAT_LIMIT = 2
OPPONENT_CHANCE = -60.0           # per cell the opponent could win from with any card it owns
OWN_CHANCE = 40.0                 # per cell we could win from with any card we own
PER_ROW = 60.0                    # per row our furthest card has come towards our goal edge
PER_OPEN_CELL = 3.0               # per cell still open to our cards, minus the opponent's


def seconds_per_card(level: str) -> float:
    """The bot's reaction time per card at `level` (the table's clock)."""
    if level not in SECONDS_PER_CARD:
        raise ValueError(f"Flanx has no bot level {level!r}")
    return SECONDS_PER_CARD[level]


# -- what a position offers -----------------------------------------------------------------------
def wins_at(state: FlanxState, seat: int, cell: int) -> bool:
    """Would a card of `seat` laid on `cell` win: on its goal edge, or (duel) behind a card?"""
    g = state.geometry
    if g.col_row(cell)[1] == state.goal_row(seat):
        return True
    if state.variant != "duel":
        return False
    below = cell + g.cols if seat == WHITE_SEAT else cell - g.cols
    return 0 <= below < g.size and state.cells[below] != EMPTY and deck_of(state.cells[below]) != seat


def winning_cells(state: FlanxState, seat: int, mask: int) -> list[int]:
    """Cells where `seat` could lay a card whose face is in `mask` and win at once."""
    if not mask:
        return []
    return [i for i in state.open_cells(seat) if state.fitting(seat, i) & mask and wins_at(state, seat, i)]


def open_count(state: FlanxState, seat: int, mask: int) -> int:
    """How many open cells some card in `mask` still fits: the seat's room to play."""
    return sum(1 for i in state.open_cells(seat) if state.fitting(seat, i) & mask)


def opponents(state: FlanxState, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat]


def position_value(state: FlanxState, seat: int, hand: list[int]) -> float:
    """Hard's judgement of the board for `seat`, holding `hand` (a placement already made)."""
    owned = faces_mask(state.owned(seat))
    value = PER_ROW * rows_advanced(state, seat)
    value += OWN_THREAT * min(OWN_THREAT_LIMIT, len(winning_cells(state, seat, faces_mask(hand))))
    value += OWN_CHANCE * len(winning_cells(state, seat, owned))
    value += PER_OPEN_CELL * open_count(state, seat, owned)
    if state.variant == "toddler":
        return value
    for other in opponents(state, seat):
        value += OPPONENT_WINS_NEXT * len(winning_cells(state, other, faces_mask(state.hands[other])))
        other_owned = faces_mask(state.owned(other))
        value += OPPONENT_CHANCE * len(winning_cells(state, other, other_owned))
        value -= PER_OPEN_CELL * open_count(state, other, other_owned)
    return value


def rows_advanced(state: FlanxState, seat: int) -> int:
    g = state.geometry
    start = g.col_row(state.starts[seat])[1]
    goal = state.goal_row(seat)
    step = 1 if goal > start else -1
    rows = [g.col_row(i)[1] for i, c in enumerate(state.cells) if c != EMPTY and deck_of(c) == seat]
    return max((r - start) * step for r in rows)


def placement_value(state: FlanxState, seat: int, action: Place, judge) -> float:
    """`judge(state, seat, hand)` of the board after laying `action` (the state is restored)."""
    cell = state.geometry.index(action.col, action.row)
    if wins_at(state, seat, cell):
        return WIN
    hand = state.hands[seat]
    state.cells[cell] = action.card
    hand.remove(action.card)
    try:
        return judge(state, seat, hand)
    finally:
        hand.append(action.card)
        state.cells[cell] = EMPTY


def advance_value(state: FlanxState, seat: int, hand: list[int]) -> float:
    """Normal's judgement: only how far it has come."""
    return PER_ROW * rows_advanced(state, seat)


# -- the bots -------------------------------------------------------------------------------------
class FlanxBot(Bot):
    """One Flanx player; `noise` blurs its judgement (Normal), `lookahead` adds its next card."""

    def __init__(self, level: str, judge=position_value, noise: float = 0.0,
                 slips: float = 0.0, lookahead: bool = False) -> None:
        self.name = level
        self.level = level
        self.judge = judge
        self.noise = noise
        self.slips = slips
        self.lookahead = lookahead

    def choose(self, view: View, rng: random.Random) -> Action:
        state = view.determinize(rng)
        seat = view.seat
        legal = state.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            return legal[0]
        if self.slips and rng.random() < self.slips:
            return places[rng.randrange(len(places))]
        scored = [(self._value(state, seat, a) + rng.gauss(0.0, self.noise) if self.noise else
                   self._value(state, seat, a), a) for a in places]
        best_value, best = max(scored, key=lambda pair: pair[0])
        if Discard() in legal and self._better_to_discard(state, seat, best_value):
            return Discard()
        return best

    def _value(self, state: FlanxState, seat: int, action: Place) -> float:
        value = placement_value(state, seat, action, self.judge)
        if not self.lookahead or value >= WIN:
            return value
        return max(value, 0.5 * value + 0.5 * self._best_follow_up(state, seat, action))

    def _best_follow_up(self, state: FlanxState, seat: int, action: Place) -> float:
        after = state.clone()
        after._do(seat, action)
        if after.over:
            return WIN if seat in after.winners() else 0.0
        follow = [a for a in after.placements(seat)]
        return max((placement_value(after, seat, a, self.judge) for a in follow), default=-math.inf)

    def _better_to_discard(self, state: FlanxState, seat: int, best: float) -> bool:
        """A hand whose best placement hands the opponent a win it does not have yet goes."""
        if self.judge is not position_value or state.variant == "toddler" or best >= WIN:
            return False
        return best <= OPPONENT_WINS_NEXT / 2 and position_value(state, seat, state.hands[seat]) > best


class EasyBot(Bot):
    """A random legal placement; the hand is discarded only when it fits nowhere."""

    def __init__(self, level: str = "easy") -> None:
        self.name = level

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        pool = places or legal
        return pool[rng.randrange(len(pool))]


def make_bot(level: str) -> Bot:
    """The Flanx bot for `level` (the levels in Game.levels)."""
    if level == "random":
        from game.ai import RandomBot
        return RandomBot()
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return FlanxBot("normal", judge=advance_value, noise=PER_ROW * 0.8, slips=0.25)
    if level == "hard":
        return FlanxBot("hard")
    if level == "expert":
        return FlanxBot("expert", lookahead=True)
    raise ValueError(f"Flanx has no bot level {level!r}")


# -- knowledge for the shared bots and the Hint ----------------------------------------------------
class FlanxKnowledge(Knowledge):
    rollout_depth = 40

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over():
            return WIN if seat in state.winners() else (0.0 if not state.winners() else -WIN)
        return position_value(state, seat, state.hands[seat])

    def explain(self, view: View, action: Action) -> str:
        state = view.determinize(random.Random(0))
        return explain(state, view.seat, action)


def explain(state: FlanxState, seat: int, action: Action) -> str:
    """One sentence on why `action` is a good idea for `seat` here."""
    if isinstance(action, Discard):
        if not state.placements(seat):
            return "No card in the hand fits anywhere, so the hand is discarded for three new ones."
        return "Every placement would open a winning cell for the opponent, so the hand goes."
    cell = state.geometry.index(action.col, action.row)
    if wins_at(state, seat, cell):
        return "This card wins at once."
    others = opponents(state, seat)
    threats = {i for o in others for i in winning_cells(state, o, faces_mask(state.hands[o]))}
    if cell in threats and state.variant != "toddler":
        return f"It takes the cell from which {DECK_NAMES[others[0]]} would win next."
    before = rows_advanced(state, seat)
    state.cells[cell] = action.card
    try:
        advanced = rows_advanced(state, seat) > before
    finally:
        state.cells[cell] = EMPTY
    if advanced:
        return "It brings your chain a row closer to the opposite edge."
    return "It keeps the most cells open for your cards and narrows your opponent's."


__all__ = ["SECONDS_PER_CARD", "seconds_per_card", "FlanxBot", "EasyBot", "FlanxKnowledge",
           "make_bot", "explain"]

"""The Flixo team: bots that play as teammates, and the knowledge they share.

Everything a teammate knows is public (DECISIONS.md), so a bot judges a position by what the
whole table sees: `judge(table)` scores lines growing towards one number, Flixos found and
removed, displays shrunk to a single line, face-down cards that may still hide a Flixo, and
draws left on the clock.  `TeamBot` looks one turn ahead: for each legal action it plays the
action in several determinizations of its view (so a face-down card's surprise is averaged,
never peeked at), lets the next teammate answer a discarded Flixo, and values what it leaves
on the discard pile for that teammate.  After a draw it picks its follow-up by the same rule.

Difficulty (the Game's `levels`): "easy" is Relaxed (few samples, no thought for the next
teammate, some slack), "normal" is Normal, "hard" is Sharp.
"""
from __future__ import annotations

import math
import random
from collections import Counter

from game.core import Bot, Knowledge
from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.cards import FIRST_FLIXO, VALUE, level_values, number_sets
from game.flixo.display import CARD, EYE, UP
from game.flixo.table import DRAWN, OVER, TURN, Table

# -- weights of `judge` (tuned by arena runs, see the report in the issue) -------------------
WIN = 1000.0
LOSS = -1000.0
FLIXO_KNOWN = 30.0          # a known Flixo still in a display of two rows and two columns
FLIXO_RISK = 36.0           # the same for a face-down card, times the chance it is a Flixo
SINGLE_LINE = 35.0          # a display down to one row or column: its Flixos no longer matter
EMPTY = 40.0
PER_CARD = 1.0              # every card gone from a display is progress
LINE = 14.0                 # a line growing towards one number, times its fill squared
FLIXO_LINE = 2.0            # ... worth this much more when a Flixo sits in it
POINTS = 0.15               # the numbers themselves (the score, lower is better)
DRAW_LEFT = 1.5             # each card left on the draw pile: time still on the clock
RESOLVED = 150.0            # every Flixo found and beaten: now end the game
FINAL_UNRESOLVED = -300.0   # the final turns began with Flixos still to beat
NEXT_USE = 0.5              # share of the next teammate's best use of the card left on the discard pile


class Context:
    """What `judge` needs about the whole table, counted once per position."""

    __slots__ = ("p_flixo", "avail", "hidden_flixos")

    def __init__(self, table: Table) -> None:
        values = level_values(table.level)
        copies = number_sets(table.players, table.display)
        known = Counter()
        unknown = 0
        seen_flixos = 0
        for d in table.slots:
            for slot in d:
                if slot & (UP | EYE):
                    card = slot & CARD
                    known[VALUE[card]] += 1
                    seen_flixos += card >= FIRST_FLIXO
                else:
                    unknown += 1
        for card in table.discard[:-1] + table.removed:
            known[VALUE[card]] += 1
            seen_flixos += card >= FIRST_FLIXO
        top = table.discard[-1]
        seen_flixos += top >= FIRST_FLIXO
        if table.drawn >= 0:
            known[VALUE[table.drawn]] += 1
        self.hidden_flixos = table.flixos - seen_flixos
        self.p_flixo = self.hidden_flixos / unknown if unknown else 0.0
        # cards of each number still to be found (face down, or on the draw pile), plus the top discard
        self.avail = {v: max(0, copies + 1 - known[v]) for v in values}
        self.avail[VALUE[top]] = self.avail.get(VALUE[top], 0) + 1


def line_value(line: list[int], single: bool) -> float:
    """A line whose known cards all show one number is worth more the fuller it is."""
    number = None
    known = 0.0
    flixo = False
    for slot in line:
        if slot & (UP | EYE):
            card = slot & CARD
            v = VALUE[card]
            if number is None:
                number = v
            elif v != number:
                return 0.0
            known += 1.0 if slot & UP else 0.7        # an eye-token card still has to be turned up
            flixo = flixo or card >= FIRST_FLIXO
    if number is None or known < 1:
        return 0.0
    fill = known / len(line)
    return LINE * fill * fill * (FLIXO_LINE if flixo and not single else 1.0)


def display_value(slots: list[int], rows: int, cols: int, ctx: Context) -> float:
    if not slots:
        return EMPTY + PER_CARD * 12
    single = rows == 1 or cols == 1
    value = -PER_CARD * len(slots)
    known_flixos = unknown = points = 0
    for slot in slots:
        if slot & (UP | EYE):
            card = slot & CARD
            known_flixos += card >= FIRST_FLIXO
            points += VALUE[card]
        else:
            unknown += 1
    value -= POINTS * points
    if single:
        value += SINGLE_LINE
    else:
        value -= FLIXO_KNOWN * known_flixos + FLIXO_RISK * ctx.p_flixo * unknown
    lines = [slots[r * cols:(r + 1) * cols] for r in range(rows)] if cols >= 2 else []
    lines += [slots[c::cols] for c in range(cols)] if rows >= 2 else []
    for line in lines:
        value += line_value(line, single)
    return value


def resolved(table: Table, ctx: Context) -> bool:
    """No Flixo hides any more and none is left in a display of two rows and two columns."""
    if ctx.hidden_flixos > 0:
        return False
    for seat, d in enumerate(table.slots):
        if table.rows[seat] >= 2 and table.cols[seat] >= 2:
            if any(slot & CARD >= FIRST_FLIXO for slot in d):
                return False
    return True


def judge(table: Table) -> float:
    """How good a position is for the team, from public information only."""
    if table.phase == OVER:
        return (WIN - sum(VALUE[s & CARD] for d in table.slots for s in d)) if table.outcome == "won" else LOSS
    ctx = Context(table)
    value = sum(display_value(d, table.rows[s], table.cols[s], ctx) for s, d in enumerate(table.slots))
    value += DRAW_LEFT * table.draw_count()
    if resolved(table, ctx):
        fewest_down = min(sum(1 for slot in d if not slot & UP) for d in table.slots)
        value += RESOLVED - 4.0 * fewest_down - 4.0 * table.draw_count()
        if table.final_turns_begun():
            value += 40.0
    elif table.final_turns_begun():
        value += FINAL_UNRESOLVED
    return value


class FlixoKnowledge(Knowledge):
    """The shared judgement for the generic bots (GreedyBot, ISMCTS) and the Hint."""

    rollout_depth = 12

    def evaluate(self, state, seat: int) -> float:
        return judge(state)

    def values(self, state) -> list[float]:
        if state.is_over():
            v = 1.0 if state.won() else 0.0
        else:
            v = 1.0 / (1.0 + math.exp(-judge(state) / 60.0))
        return [v] * state.players

    def rollout_action(self, state, seat: int, rng: random.Random):
        actions = state.legal_actions(seat)
        if state.phase == TURN and not state.forced() and rng.random() < 0.8:
            actions = actions[:-1]             # mostly take: draws are the game's clock
        return actions[rng.randrange(len(actions))]

    def explain(self, view, action) -> str:
        return f"{intention(view, action).capitalize()}: {action}."


def intention(view: Table, action) -> str:
    """A few words for a speech bubble: what this action is for."""
    kind = type(action)
    if kind is Peek:
        return "peeking where a Flixo may hide"
    if kind is Draw:
        return "drawing a fresh card"
    if kind is Discard:
        return "passing the card on"
    if kind is Reveal:
        return "revealing for Flixos"
    if view.phase == TURN and view.forced():
        return "taking the Flixo as I must"
    card = view.drawn if kind is Swap else view.top_discard()
    seat = view.current
    index = action.row * view.cols[seat] + action.col
    if not view.slots[seat][index] & (UP | EYE) and not _fits_a_line(view, seat, index, card):
        return "revealing for Flixos"
    return f"collecting {VALUE[card]}s"


def _fits_a_line(view: Table, seat: int, index: int, card: int) -> bool:
    rows, cols = view.rows[seat], view.cols[seat]
    slots = view.slots[seat]
    r, c = divmod(index, cols)
    line_cells = [r * cols + k for k in range(cols)] + [k * cols + c for k in range(rows)]
    return any(i != index and slots[i] & (UP | EYE) and VALUE[slots[i] & CARD] == VALUE[card] for i in line_cells)


class TeamBot(Bot):
    """One-turn lookahead over determinizations, judged on public information (see module doc)."""

    name = "team"

    def __init__(self, samples: int = 8, next_teammate: bool = True, slack: float = 0.0) -> None:
        self.samples = samples
        self.next_teammate = next_teammate
        self.slack = slack                    # Relaxed play: random noise on each judgement

    def choose(self, view, rng: random.Random):
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        worlds = [view.determinize(rng) for _ in range(self.samples)]
        best, best_value = actions[0], -math.inf
        for action in actions:
            value = sum(self._after(world, view.seat, action, rng) for world in worlds) / len(worlds)
            if self.slack:
                value += rng.gauss(0.0, self.slack)
            if value > best_value:
                best, best_value = action, value
        return best

    def _after(self, world, seat: int, action, rng: random.Random) -> float:
        state = world.clone()
        state._do(seat, action)
        if state.phase == DRAWN and not state.is_over():
            return max(self._after(state, seat, a, rng) for a in _follow_ups(state, seat))
        return self._judge_with_teammate(state)

    def _judge_with_teammate(self, state) -> float:
        """The position, after the next teammate's forced take of a discarded Flixo if any."""
        if state.phase == OVER or state.phase != TURN:
            return judge(state)
        seat = state.current
        if state.forced():
            return max(_judge_after(state, seat, a) for a in state.legal_actions(seat))
        here = judge(state)
        if not self.next_teammate:
            return here
        takes = [a for a in state.legal_actions(seat) if type(a) is Take
                 and state.slots[seat][a.row * state.cols[seat] + a.col] & UP]
        if not takes:
            return here
        gain = max(_judge_after(state, seat, a) for a in takes) - here
        return here + NEXT_USE * max(0.0, gain)


def _judge_after(state, seat: int, action) -> float:
    after = state.clone()
    after._do(seat, action)
    return judge(after)


def _follow_ups(state, seat: int) -> list:
    """After a draw: swap anywhere, reveal one face-down card per line shape, or discard."""
    return [a for a in state.legal_actions(seat) if type(a) in (Swap, Reveal, Discard)]


LEVEL_BOTS = {
    "easy": dict(samples=3, next_teammate=False, slack=6.0),
    "normal": dict(samples=5, next_teammate=True),
    "hard": dict(samples=10, next_teammate=True),
}


def make_bot(game, level: str, **budget) -> Bot:
    """Relaxed / Normal / Sharp teammates; "random" for the yardstick."""
    from game.ai import RandomBot
    if level == "random":
        return RandomBot()
    if level not in LEVEL_BOTS:
        raise ValueError(f"Flixo has no bot level {level!r}")
    return TeamBot(**LEVEL_BOTS[level])

"""The Flixo team: bots that play as teammates, and the knowledge they share.

`TeamBot` weighs every legal action by its expected outcome, worked out from the unseen cards
(judge.Outlook), never from a peek at them: a face-down card that leaves a display may be any
unseen card, a drawn card any unseen number.  For each outcome it judges the bot's own display
after its full lines go, what the card left on the discard pile is worth to the next teammate
(who must take a Flixo, and may take a number that completes a line), the draws left on the
clock, and, when the action ends the game or starts the final turns, the chance that the team
wins.  Rewards go where an eye token helps the team's displays most.

Difficulty (`LEVELS`): the levels differ as teammates at a real table do (LEVEL_BOTS): by how
much they fear the Flixos still hidden when they could end the game (foresight), how keenly they
turn cards up to find them (wariness), how much they think of the next teammate (thought) and how
carelessly they play (slack).  "easy" is Relaxed, "normal" Normal, "hard" Sharp; "random" is the
yardstick.
How strong the team is: bench/RESULTS.md and the README (`python -m game.flixo.measure`).

The words are apart from the judgement (game.flixo.words): what a bot says at the table before
it plays, and the Hint's sentence.
"""
from __future__ import annotations

import math
import random
from typing import Any

from game.ai import RandomBot
from game.core import Action, Bot, Knowledge, View
from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.cards import FIRST_FLIXO, VALUE
from game.flixo.display import CARD, EYE, UP
from game.flixo.judge import LOSS, WIN, Outlook, multi_line
from game.flixo.rules import DRAWN, REWARD, TURN
from game.flixo.state import FlixoPublic, FlixoState

#: the team's difficulties, weakest first
LEVELS = ("random", "easy", "normal", "hard")

DRAW_LEFT = 1.5             # each card left on the draw pile: time still on the clock
NEXT_USE = 0.5              # share of the next teammate's best use of the card left on the discard pile
RESOLVED = 150.0            # every Flixo found and beaten: now end the game
TIE = 1e-6                  # random tie-breaks, so equal choices do not cycle
CALM = 0.5                  # share of the turn limit played before the pressure to end begins
CHAIN = 15.0                # a Flixo passed on that the next teammate can only pass on again


class Plan:
    """One decision's arithmetic: the acting seat's display and its neighbours, judged by an Outlook."""

    def __init__(self, table: FlixoPublic, thought: float = 1.0, foresight: float = 1.0,
                 wariness: float = 1.0) -> None:
        self.t = table
        self.foresight = foresight
        self.o = Outlook(table, wariness)
        self.seat = table.current
        self.next = (self.seat + 1) % table.players
        self.thought = thought
        self.mine = list(table.slots[self.seat])
        self.rows, self.cols = table.rows[self.seat], table.cols[self.seat]
        self.last_turn = table.final_turns == 1
        nslots = table.slots[self.next]
        self.next_now = self.o.display(tuple(nslots), table.rows[self.next], table.cols[self.next])[0]
        self._next_terms: dict[int, float] = {}
        self._reveals: dict[tuple[int, int], tuple[float, float]] = {}
        # a game that goes on is worth less as the turn limit nears, where it counts as lost, so
        # that late in a stalled game ending it with some chance beats going round in circles
        calm = table.turn_limit * CALM
        self.keep = 1.0 - max(0.0, (table.turns - calm) / (table.turn_limit - calm))
        self.others_stuck = sum(self.o.display(tuple(d), table.rows[s], table.cols[s])[3]
                                for s, d in enumerate(table.slots) if s != self.seat)

    # -- what one outcome is worth ---------------------------------------------------------------
    def outcome(self, slots: list[int], top: int, draws_after: int, found_flixo: bool) -> float:
        """The team's prospects after this turn: `slots` is the acting display before its lines go,
        `top` the card left on the discard pile, `found_flixo` whether a hidden Flixo came to light."""
        value, goes_on = self.settle(slots, top >= FIRST_FLIXO, draws_after, found_flixo)
        return value + self.keep * self.next_term(top) if goes_on else value

    def settle(self, slots: list[int], flixo_on_top: bool, draws_after: int, found_flixo: bool) -> tuple[float, bool]:
        """The outcome without the next teammate's use of the top card; and whether the game goes on."""
        value, _, down, _ = self.o.display(tuple(slots), self.rows, self.cols)
        ends = draws_after == 0 or self.last_turn
        triggers = not self.t.final_turns_begun() and down == 0
        if ends or triggers or self.t.final_turns_begun():
            return self.ending(slots, flixo_on_top, found_flixo, ends), False
        value += DRAW_LEFT * draws_after
        if not flixo_on_top and self.resolved(slots, found_flixo):
            value += RESOLVED - 4.0 * draws_after
        return value * self.keep + LOSS * (1 - self.keep), True

    def next_term(self, card: int) -> float:
        """What the card on the discard pile is worth to the next teammate: a Flixo they must take."""
        key = card if card >= FIRST_FLIXO else VALUE[card]
        term = self._next_terms.get(key)
        if term is None:
            t, n = self.t, self.next
            slots = list(t.slots[n])
            best = -math.inf
            flixo = card >= FIRST_FLIXO
            for i in range(len(slots)):
                old = slots[i]
                slots[i] = card | UP
                gain = self.o.display(tuple(slots), t.rows[n], t.cols[n])[0] - self.next_now
                if flixo and old & (UP | EYE):
                    gain -= CHAIN if old & CARD >= FIRST_FLIXO else 0.0
                elif flixo:
                    gain -= CHAIN * self.o.p_flixo
                best = max(best, gain)
                slots[i] = old
            if card < FIRST_FLIXO:
                best = NEXT_USE * self.thought * max(0.0, best)
            term = self._next_terms[key] = best
        return term

    def stuck_flixos(self, slots: list[int]) -> int:
        """Known Flixos in displays of two rows and two columns (the acting one settled)."""
        return self.others_stuck + self.o.display(tuple(slots), self.rows, self.cols)[3]

    def resolved(self, slots: list[int], found_flixo: bool) -> bool:
        hidden = self.o.hidden_flixos - (1 if found_flixo else 0)
        return hidden <= 0 and self.stuck_flixos(slots) == 0

    def ending(self, slots: list[int], flixo_on_top: bool, found_flixo: bool, ends: bool) -> float:
        """The game ends now (or after one more turn each): the chance that the team wins."""
        hidden = self.o.hidden_flixos - (1 if found_flixo else 0)
        stuck = self.stuck_flixos(slots)
        if flixo_on_top and not ends:
            stuck += 1 if multi_line(self.t.rows[self.next], self.t.cols[self.next]) else 0
        elif stuck == 1 and not ends and self.last_can_dump(slots):
            stuck = 0
        if stuck:
            return LOSS + 50.0 * (3 - min(stuck, 3))
        chance = 1.0 - self.foresight * (1.0 - self.hidden_safe(hidden))
        score = sum(VALUE[s & CARD] for d in self.t.slots for s in d if s & (UP | EYE))
        return chance * (WIN - score) + (1 - chance) * LOSS

    def last_can_dump(self, slots: list[int]) -> bool:
        """Whether the one stuck Flixo sits with whoever plays the very last turn, who may discard it."""
        t = self.t
        turns_left = t.final_turns if t.final_turns_begun() else t.players
        last = (self.seat + turns_left - 1) % t.players
        if last == self.seat:
            return False
        return self.o.display(tuple(t.slots[last]), t.rows[last], t.cols[last])[3] == 1

    def hidden_safe(self, hidden: int) -> float:
        """The chance that every hidden Flixo lies in a display that is down to one line."""
        if hidden <= 0:
            return 1.0
        t = self.t
        safe = sum(sum(1 for slot in d if not slot & (UP | EYE)) for s, d in enumerate(t.slots)
                   if not multi_line(t.rows[s], t.cols[s]))
        total = self.o.hidden
        if safe < hidden or total <= 0:
            return 0.0
        return math.comb(safe, hidden) / math.comb(total, hidden)

    # -- the actions -------------------------------------------------------------------------------
    def take(self, index: int, card_in: int, draws_after: int) -> float:
        """`card_in` goes face up at `index`; the card there goes onto the discard pile."""
        slots = self.mine
        old = slots[index]
        slots[index] = card_in | UP
        try:
            if old & (UP | EYE):
                return self.outcome(slots, old & CARD, draws_after, False)
            # the display is the same whatever leaves it: only a Flixo or a number on top differs
            number, number_on = self.settle(slots, False, draws_after, False)
            flixo, flixo_on = self.settle(slots, True, draws_after, True)
            total = 0.0
            for p, c in self.o.reveals:
                if c >= FIRST_FLIXO:
                    total += p * (flixo + (self.keep * self.next_term(c) if flixo_on else 0.0))
                else:
                    total += p * (number + (self.keep * self.next_term(c) if number_on else 0.0))
            return total
        finally:
            slots[index] = old

    def reveal(self, index: int, top: int, draws_after: int) -> float:
        """Discard the drawn card `top` and turn the card at `index` face up."""
        key = (index, draws_after)
        if key not in self._reveals:
            slots = self.mine
            old = slots[index]
            settled = going = 0.0
            # an eye-token card is known: its reveal has one outcome
            outcomes = [(1.0, old & CARD)] if old & EYE else self.o.reveals
            for p, c in outcomes:
                slots[index] = c | UP
                value, goes_on = self.settle(slots, False, draws_after, c >= FIRST_FLIXO and not old & EYE)
                settled += p * value
                going += p if goes_on else 0.0
            slots[index] = old
            self._reveals[key] = (settled, going)
        settled, going = self._reveals[key]
        return settled + going * self.keep * self.next_term(top)

    def with_drawn(self, card: int, draws_after: int) -> dict[Action, float]:
        """Every follow-up of a drawn card, valued."""
        values: dict[Action, float] = {}
        for i in range(len(self.mine)):
            values[Swap(i // self.cols, i % self.cols)] = self.take(i, card, draws_after)
        down = [i for i, s in enumerate(self.mine) if not s & UP]
        for i in down:
            values[Reveal(i // self.cols, i % self.cols)] = self.reveal(i, card, draws_after)
        if not down:
            values[Discard()] = self.outcome(self.mine, card, draws_after, False)
        return values

    def draw(self) -> float:
        draws_after = self.t.draw_count() - 1
        return sum(p * max(self.with_drawn(c, draws_after).values()) for p, c in self.o.draws)

    def peek(self, owner: int, index: int) -> float:
        t = self.t
        slots = list(t.slots[owner])
        before = self.o.display(tuple(slots), t.rows[owner], t.cols[owner])[0]
        total = 0.0
        for p, c in self.o.reveals:
            slots[index] = c | EYE
            total += p * (self.o.display(tuple(slots), t.rows[owner], t.cols[owner])[0] - before)
        return total


def value_actions(table: FlixoPublic, thought: float = 1.0, foresight: float = 1.0,
                  wariness: float = 1.0) -> dict[Action, float]:
    """Every legal action of the seat to move, with its expected value for the team."""
    plan = Plan(table, thought, foresight, wariness)
    actions = table.legal_actions(table.current)
    cols = plan.cols
    if table.phase == TURN:
        draws = table.draw_count()
        values: dict[Action, float] = {a: plan.take(a.row * cols + a.col, table.top_discard(), draws)
                                       for a in actions if isinstance(a, Take)}
        if Draw() in actions:
            values[Draw()] = plan.draw()
        return values
    if table.phase == DRAWN:
        return plan.with_drawn(table.drawn, table.draw_count())
    if table.phase == REWARD:
        return {a: plan.peek(a.owner, a.row * table.cols[a.owner] + a.col) for a in actions if isinstance(a, Peek)}
    return {}


class TeamBot(Bot):
    """The teammate: the action with the best expected value (see the module docstring)."""

    name = "team"

    def __init__(self, thought: float = 1.0, slack: float = 0.0, foresight: float = 1.0,
                 wariness: float = 1.0) -> None:
        # what sets the levels apart (LEVEL_BOTS)
        self.thought = thought
        self.slack = slack
        self.foresight = foresight
        self.wariness = wariness

    def choose(self, view: View, rng: random.Random) -> Action:
        assert isinstance(view, FlixoPublic)
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        values = value_actions(view, self.thought, self.foresight, self.wariness)
        noise = self.slack or TIE
        return max(actions, key=lambda a: values[a] + rng.gauss(0.0, noise))


class FlixoKnowledge(Knowledge[FlixoState]):
    """The team's judgement for the generic bots (GreedyBot, ISMCTS)."""

    rollout_depth = 12

    def evaluate(self, state: FlixoState, seat: int) -> float:
        if state.is_over():
            return WIN - state.total() if state.won() else LOSS
        view = state.view(seat)
        outlook = Plan(view).o
        return sum(outlook.display(tuple(d), state.rows[s], state.cols[s])[0] for s, d in enumerate(view.slots))

    def values(self, state: FlixoState) -> list[float]:
        if state.is_over():
            v = 1.0 if state.won() else 0.0
        else:
            v = 1.0 / (1.0 + math.exp(-self.evaluate(state, state.current) / 60.0))
        return [v] * state.players

    def rollout_action(self, state: FlixoState, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions(seat)
        if state.phase == TURN and not state.forced() and rng.random() < 0.8:
            actions = actions[:-1]             # mostly take: draws are the game's clock
        return actions[rng.randrange(len(actions))]


def fits_a_line(view: FlixoPublic, seat: int, index: int, card: int) -> bool:
    rows, cols = view.rows[seat], view.cols[seat]
    slots = view.slots[seat]
    r, c = divmod(index, cols)
    line_cells = [r * cols + k for k in range(cols)] + [k * cols + c for k in range(rows)]
    return any(i != index and slots[i] & (UP | EYE) and VALUE[slots[i] & CARD] == VALUE[card] for i in line_cells)


#: What each level is, and why:
#: - foresight: how much a teammate fears the Flixos still hidden when it could end the game.  With
#:   none it ends the game as soon as its own display lets it, and hidden Flixos then lose it.
#: - wariness: how much a face-down card that may hide a Flixo weighs while the game goes on, so how
#:   keenly the teammate turns cards up to find them.  Less, and it builds its lines instead, and
#:   more games end with Flixos still hidden.
#: - thought: how much the next teammate's best use of the card left on the discard pile counts
#:   (1: a NEXT_USE share of it, as Sharp weighs it).
#:   The lines the team completes with cards passed on are what bring its total down.
#: - slack: noise on each judgement.  A little of it makes a better team, not a worse one: an exact
#:   greedy judgement can pass the same cards round the table for ever, and noise breaks such
#:   circles (at Level 4, Sharp with none won about 11 games in 100 fewer than with two points of it).
#:   More of it is carelessness: lines left half-built, a higher total.
#: Relaxed (easy) ends the game when it likes its own display, looks for hidden Flixos half-heartedly,
#: plays for its own display and carelessly: a team a beginner can still win with.  Normal mostly
#: fears the hidden Flixos before it ends the game, but looks for them hardly more keenly than
#: Relaxed (it builds its lines instead) and thinks a little of the next teammate: fewer wins than
#: Sharp, and a total between the two.  Sharp weighs all of it, and plays carefully: a
#: little slack, enough to break the circles.  How far apart the levels are:
#: `python -m game.arena flixo --ladder` (bench/RESULTS.md).
LEVEL_BOTS: dict[str, dict[str, Any]] = {
    "easy": dict(foresight=0.0, wariness=0.5, thought=0.0, slack=6.0),
    "normal": dict(foresight=0.7, wariness=0.55, thought=0.2, slack=4.0),
    "hard": dict(foresight=1.0, wariness=1.0, thought=1.0, slack=2.0),
}


def make_bot(level: str, **budget: Any) -> Bot:
    """Relaxed / Normal / Sharp teammates; "random" for the yardstick. A TeamBot searches
    nothing, so a budget changes nothing."""
    if level == "random":
        return RandomBot()
    if level not in LEVEL_BOTS:
        raise ValueError(f"Flixo has no bot level {level!r}")
    return TeamBot(**LEVEL_BOTS[level])

"""The Flixo referee: one moment of a game and every rule sentence that changes it.

All chance happens in the set-up: the shuffled draw pile, the boxed cards and the Flixos left
out are part of the state, so the same seed and the same actions always give the same game and
no generator has to be carried along (that keeps `clone` cheap for the bots' search).
"""
from __future__ import annotations

import random
from functools import lru_cache

from game.core import GameOver, State
from game.flixo import events as ev
from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.cards import (
    DISPLAYS, EMPTY_DISPLAY_POINTS, FIRST_FLIXO, VALUE, flixo_card, level_values, number_card,
    number_sets, rating,
)
from game.flixo.display import CARD, EYE, UP, cells_of, close_up, full_lines, has_flixo
from game.flixo.table import DRAWN, OVER, REWARD, TURN, Table

WON = "won"
LOST_FLIXO_LYING = "a discarded Flixo was left lying on the discard pile"
LOST_FLIXOS_LEFT = "Flixos are still in a display with at least two rows and two columns"
LOST_TURN_LIMIT = "the turn limit was reached"


class FlixoState(Table, State):
    draw: list[int]          # face-down draw pile, top card last: number cards only
    box: list[int]           # number cards put into the box unseen, one per Flixo in play
    flixo_pile: list[int]    # Flixos not in play, face down at the edge of the table

    # -- set-up -----------------------------------------------------------------------------------
    @classmethod
    def deal(cls, players: int, seed: int, level: int, display: str, flixos: int, turn_limit: int) -> "FlixoState":
        """The rulebook's set-up: Flixos and number cards shuffled into the displays, one
        number card boxed per Flixo, the top number card face up as the discard pile."""
        rng = random.Random(seed)
        values = level_values(level)
        numbers = [number_card(s, v) for s in range(number_sets(players, display)) for v in values]
        all_flixos = [flixo_card(v) for v in values]
        rng.shuffle(numbers)
        rng.shuffle(all_flixos)
        rows, cols = DISPLAYS[display]
        per_display = rows * cols
        dealt_numbers = per_display * players - flixos
        hidden = all_flixos[:flixos] + numbers[:dealt_numbers]
        rng.shuffle(hidden)
        deck = numbers[dealt_numbers:]
        s = cls()
        s.players, s.level, s.display, s.flixos, s.turn_limit = players, level, display, flixos, turn_limit
        s.slots = [hidden[p * per_display:(p + 1) * per_display] for p in range(players)]
        s.rows, s.cols = [rows] * players, [cols] * players
        s.flixo_pile = all_flixos[flixos:]
        s.box = deck[:flixos]
        s.discard = [deck[flixos]]
        s.draw = deck[flixos + 1:]
        s.removed, s.drawn, s.phase, s.current, s.rewards = [], -1, TURN, 0, 0
        s.final_turns, s.turns, s.flixo_waiting, s.outcome = -1, 0, -1, ""
        return s

    # -- the contract's queries -----------------------------------------------------------------
    def draw_count(self) -> int:
        return len(self.draw)

    def to_move(self) -> list[int]:
        return [] if self.phase == OVER else [self.current]

    def is_over(self) -> bool:
        return self.phase == OVER

    def won(self) -> bool:
        return self.outcome == WON

    def winners(self) -> list[int]:
        return list(range(self.players)) if self.outcome == WON else []

    def display_scores(self) -> list[int]:
        """Each display's numbers added up; an empty display counts -5."""
        return [sum(VALUE[slot & CARD] for slot in d) if d else EMPTY_DISPLAY_POINTS for d in self.slots]

    def total(self) -> int:
        return sum(self.display_scores())

    def scores(self) -> list[float]:
        """The team's total for every seat (lower is better): what the rulebook scores on a win."""
        return [float(self.total())] * self.players

    def view(self, seat: int):
        from game.flixo.view import FlixoView
        return FlixoView.of(self, seat)

    def clone(self) -> "FlixoState":
        twin = FlixoState.__new__(FlixoState)
        self._copy_public(twin)
        twin.draw, twin.box, twin.flixo_pile = list(self.draw), list(self.box), list(self.flixo_pile)
        return twin

    def all_cards(self) -> list[int]:
        cards = [slot & CARD for d in self.slots for slot in d]
        cards += self.draw + self.discard + self.box + self.removed + self.flixo_pile
        return cards + ([self.drawn] if self.drawn >= 0 else [])

    def check(self) -> None:
        if sorted(self.all_cards()) != game_cards(self.players, self.display, self.level):
            raise ValueError("cards are not conserved")
        for seat, d in enumerate(self.slots):
            if len(d) != self.rows[seat] * self.cols[seat] or (not d and (self.rows[seat] or self.cols[seat])):
                raise ValueError(f"display {seat} does not match its shape")
        if any(c >= FIRST_FLIXO for c in self.draw + self.box):
            raise ValueError("a Flixo is in the draw pile or the box")
        if any(c < FIRST_FLIXO for c in self.flixo_pile) or len(self.flixo_pile) != len(level_values(self.level)) - self.flixos:
            raise ValueError("the Flixo pile is wrong")

    # -- the rules --------------------------------------------------------------------------------
    def _do(self, seat: int, action) -> list:
        events: list = []
        kind = type(action)
        if kind is Take:
            self._take(seat, action.row * self.cols[seat] + action.col, events)
        elif kind is Draw:
            self._draw(seat, events)
            return events
        elif kind is Swap:
            self._swap(seat, action.row * self.cols[seat] + action.col, events)
        elif kind is Reveal:
            self._reveal(seat, action.row * self.cols[seat] + action.col, events)
        elif kind is Discard:
            events.append(ev.DrawnCardDiscarded(seat, self.drawn))
            self.discard.append(self.drawn)
            self.drawn = -1
        elif kind is Peek:
            self._peek(seat, action, events)
            return events
        self._end_of_action(seat, events)
        return events

    def _put_out(self, seat: int, index: int, card_in: int, events: list) -> int:
        """Swap `card_in` face up into the display; the card it replaces goes onto the discard pile."""
        out = self.slots[seat][index]
        self.slots[seat][index] = card_in | UP
        card_out = out & CARD
        self.discard.append(card_out)
        cols = self.cols[seat]
        events.append(ev.CardDiscarded(seat, card_out, index // cols, index % cols, not out & UP))
        return card_out

    def _take(self, seat: int, index: int, events: list) -> None:
        card = self.discard.pop()
        cols = self.cols[seat]
        if card == self.flixo_waiting:
            self.flixo_waiting = -1
        events.append(ev.CardTaken(seat, card, index // cols, index % cols))
        self._put_out(seat, index, card, events)

    def _draw(self, seat: int, events: list) -> None:
        self.drawn = self.draw.pop()
        self.phase = DRAWN
        events.append(ev.CardDrawn(seat, self.drawn, len(self.draw)))
        if not self.draw:
            events.append(ev.LastCardDrawn(seat))

    def _swap(self, seat: int, index: int, events: list) -> None:
        cols = self.cols[seat]
        events.append(ev.CardPlaced(seat, self.drawn, index // cols, index % cols))
        card, self.drawn = self.drawn, -1
        self._put_out(seat, index, card, events)

    def _reveal(self, seat: int, index: int, events: list) -> None:
        events.append(ev.DrawnCardDiscarded(seat, self.drawn))
        self.discard.append(self.drawn)
        self.drawn = -1
        slot = self.slots[seat][index] & CARD
        self.slots[seat][index] = slot | UP
        cols = self.cols[seat]
        events.append(ev.CardRevealed(seat, index // cols, index % cols, slot, False))

    def _end_of_action(self, seat: int, events: list) -> None:
        """After action 1 or 2: a Flixo left lying loses, lines go, rewards interrupt the turn."""
        top = self.discard[-1]
        if self.flixo_waiting >= 0:
            events.append(ev.FlixoLeftLying(seat, self.flixo_waiting))
            self._game_over(LOST_FLIXO_LYING, events)
            return
        if top >= FIRST_FLIXO:      # only a display card can be a Flixo: the drawn card never is
            self.flixo_waiting = top
        self.phase = TURN
        flixos = self._remove_lines(seat, events)
        if flixos:
            events.append(ev.RewardEarned(seat, flixos))
            self.rewards = flixos
            if self._start_rewards(seat, events):
                return
        self._end_of_turn(seat, events)

    def _remove_lines(self, seat: int, events: list) -> int:
        """Remove every full line, close up, repeat; the number of Flixos removed."""
        flixos = 0
        while True:
            slots, rows, cols = self.slots[seat], self.rows[seat], self.cols[seat]
            gone_rows, gone_cols = full_lines(slots, rows, cols)
            if not gone_rows and not gone_cols:
                return flixos
            cards = tuple(slots[i] & CARD for i in cells_of(rows, cols, gone_rows, gone_cols))
            found = sum(1 for c in cards if c >= FIRST_FLIXO)
            flixos += found
            self.removed.extend(cards)
            events.append(ev.LinesRemoved(seat, gone_rows, gone_cols, cards, found))
            self.slots[seat], self.rows[seat], self.cols[seat] = close_up(slots, rows, cols, gone_rows, gone_cols)
            events.append(ev.DisplayClosedUp(seat, self.rows[seat], self.cols[seat]))

    def _start_rewards(self, seat: int, events: list) -> bool:
        """Enter the reward phase; False (the rewards lapse) when no face-down card is left to peek at."""
        if self.anything_to_peek():
            self.phase = REWARD
            return True
        events.append(ev.RewardLapsed(seat, self.rewards))
        self.rewards = 0
        return False

    def _peek(self, seat: int, action: Peek, events: list) -> None:
        index = action.row * self.cols[action.owner] + action.col
        self.slots[action.owner][index] |= EYE
        card = self.slots[action.owner][index] & CARD
        events.append(ev.EyeTokenPlaced(seat, action.owner, action.row, action.col, card))
        self.rewards -= 1
        if self.rewards and self._start_rewards(seat, events):
            return
        self.rewards = 0
        self.phase = TURN
        self._end_of_turn(seat, events)

    def _end_of_turn(self, seat: int, events: list) -> None:
        """The game ends after the last card was drawn or the last final turn; else the next seat."""
        self.turns += 1
        if not self.draw:
            self._finish(events)
            return
        if self.final_turns >= 0:
            self.final_turns -= 1
            if self.final_turns == 0:
                self._finish(events)
                return
        elif not any(not slot & UP for slot in self.slots[seat]):
            self.final_turns = self.players - 1
            events.append(ev.FinalTurnsBegan(seat, self.final_turns))
        if self.turns >= self.turn_limit:
            events.append(ev.TurnLimitReached(self.turns))
            self._game_over(LOST_TURN_LIMIT, events)
            return
        self.current = (seat + 1) % self.players
        events.append(ev.TurnStarted(self.current, self.forced()))

    def _finish(self, events: list) -> None:
        """The end: a Flixo on the discard pile counts as removed; reveal, remove lines, judge."""
        if self.flixo_waiting >= 0:
            events.append(ev.FlixoCountsRemoved(self.flixo_waiting))
            self.flixo_waiting = -1
        for seat in range(self.players):
            cols = self.cols[seat]
            for index, slot in enumerate(self.slots[seat]):
                if not slot & UP:
                    self.slots[seat][index] = (slot & CARD) | UP
                    events.append(ev.CardRevealed(seat, index // cols, index % cols, slot & CARD, True))
            self._remove_lines(seat, events)
        beaten = all(not has_flixo(d) or self.rows[s] <= 1 or self.cols[s] <= 1 for s, d in enumerate(self.slots))
        self._game_over(WON if beaten else LOST_FLIXOS_LEFT, events)

    def _game_over(self, outcome: str, events: list) -> None:
        self.outcome, self.phase = outcome, OVER
        total = self.total()
        events.append(ev.FlixoResult(outcome == WON, outcome, total, tuple(self.display_scores()), rating(total)))
        events.append(GameOver(tuple(self.winners()), tuple(self.scores())))

    # -- saving -----------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = self.public_dict()
        data.update(draw=list(self.draw), box=list(self.box), flixo_pile=list(self.flixo_pile))
        return data


@lru_cache(maxsize=None)
def game_cards(players: int, display: str, level: int) -> list[int]:
    """Every card of one game, sorted: the number sets in play and the Flixos of the level."""
    values = level_values(level)
    cards = [number_card(s, v) for s in range(number_sets(players, display)) for v in values]
    return sorted(cards + [flixo_card(v) for v in values])

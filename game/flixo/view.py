"""A seat's view of a Flixo game: everything face up, plus the eye-token cards.

Face down, a Flixo and a number card look the same, and the draw pile, the boxed cards and
the Flixos left out are unknown to everybody; so every seat's view holds the same cards and
differs only in `seat`.
"""
from __future__ import annotations

import random

from game.core import View
from game.flixo.cards import flixo_card, level_values, number_card, number_sets
from game.flixo.display import CARD, EYE, HIDDEN, UP
from game.flixo.table import Table


class FlixoView(Table, View):
    draw_left: int
    boxed: int
    left_out: int            # Flixos not in play

    @classmethod
    def of(cls, state, seat: int) -> "FlixoView":
        view = cls.__new__(cls)
        state._copy_public(view)
        view.slots = [[slot if slot & (UP | EYE) else HIDDEN for slot in d] for d in view.slots]
        view.seat = seat
        view.draw_left, view.boxed, view.left_out = len(state.draw), len(state.box), len(state.flixo_pile)
        return view

    def draw_count(self) -> int:
        return self.draw_left

    def legal_actions(self, seat: int | None = None) -> list:
        return Table.legal_actions(self, self.seat if seat is None else seat)

    def known_cards(self) -> list[int]:
        cards = [slot & CARD for d in self.slots for slot in d if slot & (UP | EYE)]
        cards += self.discard + self.removed
        return cards + ([self.drawn] if self.drawn >= 0 else [])

    def unseen(self) -> tuple[list[int], list[int]]:
        """The number cards and the Flixos of this game that nobody has seen."""
        values = level_values(self.level)
        known = set(self.known_cards())
        numbers = [c for s in range(number_sets(self.players, self.display)) for v in values
                   if (c := number_card(s, v)) not in known]
        flixos = [c for v in values if (c := flixo_card(v)) not in known]
        return numbers, flixos

    def hidden_flixos(self) -> int:
        """Flixos in play still hiding face down in the displays."""
        return self.flixos - self.flixos_seen()

    def has_secrets(self) -> bool:
        return any(slot == HIDDEN for d in self.slots for slot in d) or self.draw_left > 0 or self.boxed > 0

    def determinize(self, rng: random.Random):
        """A full state consistent with this view: the unseen Flixos in play go into random
        face-down slots (never into the piles), the unseen numbers fill the rest at random."""
        from game.flixo.state import FlixoState
        numbers, flixos = self.unseen()
        rng.shuffle(numbers)
        rng.shuffle(flixos)
        hidden = [(s, i) for s, d in enumerate(self.slots) for i, slot in enumerate(d) if slot == HIDDEN]
        in_play = self.hidden_flixos()
        state = FlixoState.__new__(FlixoState)
        self._copy_public(state)
        flixo_cells = set(rng.sample(range(len(hidden)), in_play))
        for k, (s, i) in enumerate(hidden):
            state.slots[s][i] = flixos.pop() if k in flixo_cells else numbers.pop()
        state.flixo_pile = flixos
        state.box = numbers[:self.boxed]
        state.draw = numbers[self.boxed:]
        return state

    def to_dict(self) -> dict:
        data = self.public_dict()
        data.update(seat_of_view=self.seat, draw_left=self.draw_left, boxed=self.boxed, left_out=self.left_out)
        return data

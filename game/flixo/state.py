"""Flixo's State (one moment of a game) and View (what one seat may know).

Both are one `FlixoPublic`: the displays (a face-down card as its id in a State, as ``HIDDEN``
in a View unless an eye token marks it), the discard pile, the removed cards, whose turn it is
and in which phase. Face-down cards, the draw pile, the boxed cards and the Flixos left out are
unknown to everybody (DECISIONS.md), so every seat's View holds the same cards and the legal
moves are worked out once, from what everybody can see. The State adds the hidden piles; what
each action does to it is rules.py.

All chance happens in the set-up: the shuffled draw pile, the boxed cards and the Flixos left
out are part of the state, so the same seed and the same actions always give the same game and
no generator has to be carried along (that keeps `clone` cheap).
"""
from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.core import Action, Event, State, View, Zones
from game.core.fields import read, rows, text, whole, wholes
from game.flixo import rules
from game.flixo.actions import DISCARD, DRAW, REMOVED, Discard, Draw, Peek, Reveal, Swap, Take, cell, drawn
from game.flixo.cards import (
    DISPLAYS,
    EMPTY_DISPLAY_POINTS,
    FIRST_FLIXO,
    VALUE,
    flixo_card,
    level_values,
    number_card,
    number_sets,
)
from game.flixo.display import CARD, EYE, HIDDEN, UP
from game.flixo.rules import DRAWN, OVER, REWARD, TURN, WON

#: DECISIONS.md: a game of endless swaps is stopped here and counted lost (the arena, the bots
#: and the table all play under this limit; the option `turn_limit` changes it)
TURN_LIMIT = 500

#: everything on the table, shared by a State and every seat's View, in the order saves write it
PUBLIC = ("players", "level", "display", "flixos", "turn_limit", "slots", "rows", "cols", "discard", "removed",
          "drawn", "phase", "current", "rewards", "final_turns", "turns", "flixo_waiting", "outcome")
#: what only the State holds: face down, unknown to everybody
PILES = ("draw", "box", "flixo_pile")


def _copied(value: Any) -> Any:
    """A field's value with every list copied (the displays one by one), never shared."""
    return [list(v) if isinstance(v, list) else v for v in value] if isinstance(value, list) else value


@cache
def _on_cells(kind: type[Action], cells: int, cols: int) -> tuple[Action, ...]:
    """`kind(row, col)` for each cell of a display `cols` wide, made once: legal_actions runs at
    every step of every playout, and building these anew was a quarter of a random game's cost."""
    return tuple(kind(i // cols, i % cols) for i in range(cells))  # type: ignore[call-arg]


_DRAW, _DISCARD = Draw(), Discard()


def copy_public(src: FlixoPublic, dst: FlixoPublic) -> None:
    """`dst` gets `src`'s public part."""
    for name in PUBLIC:
        setattr(dst, name, _copied(getattr(src, name)))


class FlixoPublic:
    """What every teammate sees of a Flixo game, and the moves those things allow."""

    players: int
    level: int
    display: str
    flixos: int
    turn_limit: int
    slots: list[list[int]]
    rows: list[int]
    cols: list[int]
    discard: list[int]
    removed: list[int]
    drawn: int               # the card drawn in action 2, -1 when none
    phase: str
    current: int             # whose turn it is
    rewards: int             # rewards still to spend this turn
    final_turns: int         # turns left once the final turns began, -1 before
    turns: int               # turns completed
    flixo_waiting: int       # a Flixo discarded last turn that must be taken now, -1 when none
    outcome: str             # "" while running, then "won" or why the team lost

    def draw_count(self) -> int:
        raise NotImplementedError

    # -- what everybody can see ---------------------------------------------------------------
    def to_move(self) -> list[int]:
        return [] if self.phase == OVER else [self.current]

    def is_over(self) -> bool:
        return self.phase == OVER

    def won(self) -> bool:
        return self.outcome == WON

    def winners(self) -> list[int]:
        return list(range(self.players)) if self.outcome == WON else []

    def display_scores(self) -> list[int]:
        """Each display's known numbers added up (every number, at the end); an empty display counts -5."""
        return [sum(VALUE[slot & CARD] for slot in d if slot != HIDDEN) if d else EMPTY_DISPLAY_POINTS
                for d in self.slots]

    def total(self) -> int:
        return sum(self.display_scores())

    def scores(self) -> list[float]:
        """The team's total for every seat (lower is better): what the rulebook scores on a win."""
        return [float(self.total())] * self.players

    def top_discard(self) -> int:
        return self.discard[-1]

    def forced(self) -> bool:
        """A Flixo was discarded last turn: this turn must take it (action 1, no choice)."""
        return self.flixo_waiting >= 0

    def final_turns_begun(self) -> bool:
        return self.final_turns >= 0

    def shape(self, seat: int) -> tuple[int, int]:
        return self.rows[seat], self.cols[seat]

    def face_down_cells(self, seat: int) -> list[int]:
        return [i for i, slot in enumerate(self.slots[seat]) if not slot & UP]

    def peek_cells(self, seat: int) -> list[int]:
        """Face-down cards in this display the team does not know yet."""
        return [i for i, slot in enumerate(self.slots[seat]) if not slot & (UP | EYE)]

    def anything_to_peek(self) -> bool:
        return any(not slot & (UP | EYE) for display in self.slots for slot in display)

    def flixos_seen(self) -> int:
        """Flixos the team has seen: face up anywhere, under an eye token, or removed."""
        seen = sum(1 for c in self.discard if c >= FIRST_FLIXO) + sum(1 for c in self.removed if c >= FIRST_FLIXO)
        for display in self.slots:
            seen += sum(1 for slot in display if slot & (UP | EYE) and slot & CARD >= FIRST_FLIXO)
        return seen

    def hidden_flixos(self) -> int:
        """Flixos in play still hiding face down in the displays."""
        return self.flixos - self.flixos_seen()

    # -- the moves ------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or seat != self.current:
            return []
        cols, cells = self.cols[seat], len(self.slots[seat])
        if self.phase == TURN:
            takes: list[Action] = list(_on_cells(Take, cells, cols))
            return takes if self.forced() else takes + [_DRAW]
        if self.phase == DRAWN:
            actions: list[Action] = list(_on_cells(Swap, cells, cols))
            down = self.face_down_cells(seat)
            reveals = _on_cells(Reveal, cells, cols)
            actions += [reveals[i] for i in down]
            return actions if down else actions + [_DISCARD]
        return [Peek(owner, i // self.cols[owner], i % self.cols[owner])
                for owner in range(self.players) for i in self.peek_cells(owner)]

    def public_dict(self) -> dict[str, Any]:
        """The public fields as plain JSON types (lists copied)."""
        return {name: _copied(getattr(self, name)) for name in PUBLIC}


class FlixoState(FlixoPublic, State):
    draw: list[int]          # face-down draw pile, top card last: number cards only
    box: list[int]           # number cards put into the box unseen, one per Flixo in play
    flixo_pile: list[int]    # Flixos not in play, face down at the edge of the table

    # -- set-up -----------------------------------------------------------------------------------
    @classmethod
    def deal(cls, players: int, seed: int, level: int, display: str, flixos: int, turn_limit: int) -> FlixoState:
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

    def view(self, seat: int) -> FlixoView:
        return FlixoView(seat, self)

    def clone(self) -> FlixoState:
        twin = FlixoState.__new__(FlixoState)
        copy_public(self, twin)
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
        left_out = len(level_values(self.level)) - self.flixos
        if any(c < FIRST_FLIXO for c in self.flixo_pile) or len(self.flixo_pile) != left_out:
            raise ValueError("the Flixo pile is wrong")

    def _do(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        rules.play(self, seat, action, events)
        return events

    def advance(self, seat: int, action: Action) -> None:
        rules.play(self, seat, action, None)

    # -- saving -----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = self.public_dict()
        data.update(draw=list(self.draw), box=list(self.box), flixo_pile=list(self.flixo_pile))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FlixoState:
        """A state from `to_dict`'s data whose options the Game has checked; ValueError names what
        is wrong with the rest."""
        missing = [k for k in (*PUBLIC, *PILES) if k not in data]
        if missing:
            raise ValueError(f"a Flixo state needs {', '.join(missing)}")
        state = cls.__new__(cls)
        for name in PUBLIC + PILES:
            setattr(state, name, data[name])
        _check_types(state)
        state.check()
        return state


class FlixoView(FlixoPublic, View):
    """The table as every teammate sees it; the hidden piles only as counts."""

    draw_left: int
    boxed: int
    left_out: int            # Flixos not in play

    def __init__(self, seat: int, state: FlixoState) -> None:
        copy_public(state, self)
        self.slots = [[slot if slot & (UP | EYE) else HIDDEN for slot in d] for d in self.slots]
        self.seat = seat
        self.draw_left, self.boxed, self.left_out = len(state.draw), len(state.box), len(state.flixo_pile)

    def draw_count(self) -> int:
        return self.draw_left

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return FlixoPublic.legal_actions(self, self.seat if seat is None else seat)

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

    def zones(self) -> Zones:
        """Every card on the table by zone (actions.py), as this seat knows it: None for a card
        nobody knows. A card with an eye token is known, though it lies face down (`face_down`).

            >>> from game import GAMES
            >>> zones = GAMES["flixo"].new(2, seed=1).view(0).zones()
            >>> zones[DISCARD], zones[cell(0, 0, 0)], len(zones[DRAW])
            ([6], [None], 11)
        """
        zones: Zones = {DRAW: [None] * self.draw_left, DISCARD: list(self.discard),
                                    REMOVED: list(self.removed)}
        if self.drawn >= 0:
            zones[drawn(self.current)] = [self.drawn]
        for seat, display in enumerate(self.slots):
            cols = self.cols[seat]
            for index, slot in enumerate(display):
                zones[cell(seat, index // cols, index % cols)] = [None if slot == HIDDEN else slot & CARD]
        return zones

    def face_down(self) -> frozenset[int]:
        """The cards with an eye token that nobody has turned up: the team knows them."""
        return frozenset(slot & CARD for d in self.slots for slot in d if slot & EYE and not slot & UP)

    def has_secrets(self) -> bool:
        return any(slot == HIDDEN for d in self.slots for slot in d) or self.draw_left > 0 or self.boxed > 0

    def determinize(self, rng: random.Random) -> FlixoState:
        """A full state consistent with this view: the unseen Flixos in play go into random
        face-down slots (never into the piles), the unseen numbers fill the rest at random."""
        numbers, flixos = self.unseen()
        rng.shuffle(numbers)
        rng.shuffle(flixos)
        hidden = [(s, i) for s, d in enumerate(self.slots) for i, slot in enumerate(d) if slot == HIDDEN]
        in_play = self.hidden_flixos()
        state = FlixoState.__new__(FlixoState)
        copy_public(self, state)
        flixo_cells = set(rng.sample(range(len(hidden)), in_play))
        for k, (s, i) in enumerate(hidden):
            state.slots[s][i] = flixos.pop() if k in flixo_cells else numbers.pop()
        state.flixo_pile = flixos
        state.box = numbers[:self.boxed]
        state.draw = numbers[self.boxed:]
        return state

    def to_dict(self) -> dict[str, Any]:
        data = self.public_dict()
        data.update(seat_of_view=self.seat, draw_left=self.draw_left, boxed=self.boxed, left_out=self.left_out)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FlixoView:
        """The view `to_dict` wrote; ValueError for a field missing or of the wrong type."""
        view = cls.__new__(cls)
        fields = read(data, VIEW_FIELDS)
        view.seat = fields.pop("seat_of_view")
        for name, value in fields.items():
            setattr(view, name, value)
        return view


#: the View's fields and how each is read back (FlixoView.from_dict)
VIEW_FIELDS = {"players": whole, "level": whole, "display": text, "flixos": whole, "turn_limit": whole,
               "slots": rows, "rows": wholes, "cols": wholes, "discard": wholes, "removed": wholes,
               "drawn": whole, "phase": text, "current": whole, "rewards": whole, "final_turns": whole,
               "turns": whole, "flixo_waiting": whole, "outcome": text,
               "seat_of_view": whole, "draw_left": whole, "boxed": whole, "left_out": whole}


@cache
def game_cards(players: int, display: str, level: int) -> list[int]:
    """Every card of one game, sorted: the number sets in play and the Flixos of the level."""
    values = level_values(level)
    cards = [number_card(s, v) for s in range(number_sets(players, display)) for v in values]
    return sorted(cards + [flixo_card(v) for v in values])


def _check_types(state: FlixoState) -> None:
    """Refuse a saved state whose fields are not the shapes the rules expect."""
    def ints(values: Any) -> bool:
        return isinstance(values, list) and all(isinstance(v, int) for v in values)

    if not (isinstance(state.slots, list) and len(state.slots) == state.players and all(ints(d) for d in state.slots)):
        raise ValueError("bad displays")
    for name in ("rows", "cols"):
        if not ints(getattr(state, name)) or len(getattr(state, name)) != state.players:
            raise ValueError(f"bad {name}")
    if not all(ints(getattr(state, n)) for n in ("discard", "removed", *PILES)):
        raise ValueError("bad piles")
    if not state.discard:
        raise ValueError("the discard pile is never empty")
    if not all(isinstance(getattr(state, n), int) for n in ("drawn", "current", "rewards", "final_turns", "turns",
                                                             "flixo_waiting")):
        raise ValueError("bad counters")
    if state.phase not in (TURN, DRAWN, REWARD, OVER) or not isinstance(state.outcome, str):
        raise ValueError("bad phase")
    if not 0 <= state.current < state.players:
        raise ValueError("bad seat to move")
    if any(not 0 <= slot & CARD < 84 or slot >= 512 for d in state.slots for slot in d):
        raise ValueError("bad card in a display")

"""Flanx rules: the real-time duel ("One Minute Game"), Kids and Toddler (DECISIONS.md wins).

One State serves the three variants; `variant` picks the hand size, which placement rules
apply, who moves and how the game ends.

- duel: 2 players, hands of 3, Rules 1-3, wins "behind" and "edge", three kinds of draw.
- kids: 2 players, one card at a time from one's own edge, Rules 1-2 (fit every neighbour).
- toddler: 2-4 players in turns, each on the bottom edge; Rules 1-2 with other players' cards
  never needing to fit; everybody who reaches the top edge in the same round wins.

In Kids and Toddler a card is discarded only when it fits nowhere: both rulebook sections say
so ("if a card does not fit anywhere, the player puts it onto the discard pile"), and
DECISIONS.md's "place it or discard it" does not say otherwise. In the duel the hand may be
discarded at any time. A discard that would only draw the same cards back (deck and discard
pile empty) is refused, except on a Toddler turn, which has no other way to end. Kids and
Toddler also end in a draw when nobody can place any card they own (as the duel's third
draw): the rulebook gives those variants no other way out of that dead end.

Real time belongs to the table, not to the engine: in the duel and Kids `to_move()` names
both seats, actions arrive in any order, and a placement that is no longer legal ("that cell
was just taken") is refused with IllegalAction.

Hidden information. Decks are face down, so only their order is hidden (their contents
follow from what is on the table, in hands and on the face-up discard piles). Hands are
public: the rulebook has both players "turn the cards in their hand face up" at "Omiga!",
and cards drawn later are played face up from the hand, so after the start nothing in a
hand is secret (the table shows the bot's hand as backs only during the countdown).
A deck renewed from its discard pile is turned over without shuffling, so its order is
known to everybody who watched the discards: such a deck is public.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import Action, Event, GameOver, RoundEnded, State, rng_from_json, rng_to_json
from game.flanx.board import (
    EMPTY, BOARD_SIZES, BELOW, ABOVE, board_geometry, chain, faces_mask, first_misfit,
    fitting_faces, frontier, touches_other, touches_own,
)
from game.flanx.cards import DECK_NAMES, deck, deck_of, describe, face_of, fits_above

if TYPE_CHECKING:
    from game.flanx.view import FlanxView

VARIANTS = ("duel", "kids", "toddler")
HAND_SIZE = {"duel": 3, "kids": 1, "toddler": 1}
PLAYERS = {"duel": (2, 2), "kids": (2, 2), "toddler": (2, 4)}
WHITE_SEAT, BLACK_SEAT = 0, 1


# -- actions ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Action):
    """Lay `card` from the hand on the cell at column `col`, row `row` (row 0 is the top)."""

    card: int
    col: int
    row: int

    def __str__(self) -> str:
        return f"place {describe(self.card)} at column {self.col + 1}, row {self.row + 1}"


@dataclass(frozen=True)
class Discard(Action):
    """Discard the hand (the duel: every card in it; Kids and Toddler: the one card)."""

    def __str__(self) -> str:
        return "discard the hand"


# -- events -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardPlaced(Event):
    seat: int
    card: int
    col: int
    row: int


@dataclass(frozen=True)
class HandDiscarded(Event):
    seat: int
    cards: tuple


@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    cards: tuple


@dataclass(frozen=True)
class DeckRenewed(Event):
    """The discard pile was turned face down to become the deck."""

    seat: int
    count: int


@dataclass(frozen=True)
class FlanxEnded(Event):
    """How the game ended: `kind` is behind, edge, sides, no cards or stuck; `cells` to outline."""

    kind: str
    winners: tuple
    cells: tuple
    text: str


class FlanxState(State):
    """One moment of a Flanx game. `cells` is the board (see game.flanx.board)."""

    def __init__(self, variant: str, board: str, players: int, rng: random.Random) -> None:
        self.variant = variant
        self.board = board
        self.players = players
        self.geometry = board_geometry(board)
        self.cells = self.geometry.empty_board()
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.decks: list[list[int]] = [[] for _ in range(players)]   # the top is the end
        self.deck_public = [False] * players
        self.discards: list[list[int]] = [[] for _ in range(players)]  # first discarded first
        self.starts: list[int] = [EMPTY] * players
        self.round = 0                      # Toddler's rounds
        self.acted = [False] * players      # Toddler: who has played or discarded this round
        self.reached: list[int] = []        # Toddler: who reached the top edge this round
        self.last_actor = -1                # who acted last: named last by to_move (see there)
        self.over = False
        self.winner_seats: list[int] = []
        self.ending: dict | None = None
        self.rng = rng

    # -- set-up -------------------------------------------------------------------------------
    def set_up(self) -> list[Event]:
        for seat in range(self.players):
            self.decks[seat] = deck(seat)
            self.rng.shuffle(self.decks[seat])
        if self.variant == "duel":
            self._set_up_duel()
        else:
            for seat, cell in enumerate(self._edge_starts()):
                self._lay_start(seat, self.decks[seat].pop(), cell)
        events: list[Event] = []
        if self.variant == "toddler":
            events += self._start_round()
        else:
            for seat in range(self.players):
                events += self._draw(seat, HAND_SIZE[self.variant])
            events += self._check_draws()
        return events

    def _set_up_duel(self) -> None:
        g = self.geometry
        middle = g.cols // 2
        white_cell, black_cell = g.index(middle, g.rows // 2), g.index(middle, g.rows // 2 - 1)
        white_card = self.decks[WHITE_SEAT].pop()
        self._lay_start(WHITE_SEAT, white_card, white_cell)
        black_deck, revealed = self.decks[BLACK_SEAT], []
        while not fits_above(black_deck[-1], white_card):
            revealed.append(black_deck.pop())
        self._lay_start(BLACK_SEAT, black_deck.pop(), black_cell)
        black_deck += revealed
        self.rng.shuffle(black_deck)

    def _edge_starts(self) -> list[int]:
        """Kids: both in the middle column on their own edge. Toddler: spread along the bottom."""
        g = self.geometry
        if self.variant == "kids":
            return [g.index(g.cols // 2, g.rows - 1), g.index(g.cols // 2, 0)]
        n = self.players
        return [g.index((2 * seat + 1) * g.cols // (2 * n), g.rows - 1) for seat in range(n)]

    def _lay_start(self, seat: int, card: int, cell: int) -> None:
        self.cells[cell] = card
        self.starts[seat] = cell

    # -- geometry of the race -----------------------------------------------------------------
    def goal_row(self, seat: int) -> int:
        """The row a seat races to: the opposite edge (black, in the duel and Kids, races down)."""
        return self.geometry.rows - 1 if self.variant != "toddler" and seat == BLACK_SEAT else 0

    def _counts(self, seat: int):
        """Which neighbours a seat's card must fit: all of them, or (Toddler) only its own."""
        if self.variant == "toddler":
            return lambda other: deck_of(other) == seat
        return lambda other: True

    def open_cells(self, seat: int) -> list[int]:
        """Empty cells where Rules 2 (and in the duel 3) let `seat` lay a card, fit aside."""
        cells = frontier(self.geometry, self.cells, seat)
        if self.variant == "duel":
            cells = [i for i in cells if touches_other(self.geometry, self.cells, i, seat)]
        return cells

    def fitting(self, seat: int, cell: int) -> int:
        """The faces `seat` could lay on `cell` by Rule 1, as a 36-bit mask."""
        return fitting_faces(self.geometry, self.cells, cell, self._counts(seat))

    def owned(self, seat: int) -> list[int]:
        """Every card a seat still holds: hand, deck and discard pile."""
        return self.hands[seat] + self.decks[seat] + self.discards[seat]

    def can_place_any(self, seat: int, cards: list[int]) -> bool:
        wanted = faces_mask(cards)
        return wanted != 0 and any(self.fitting(seat, i) & wanted for i in self.open_cells(seat))

    # -- queries ------------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        if self.over:
            return []
        if self.variant == "toddler":
            seat = self._next_in_round()
            return [] if seat is None else [seat]
        # Everyone who can act may; the one who acted last is named last, so a caller that
        # takes to_move()[0] (the turn-by-turn arena, a search) lets the seats alternate.
        seats = [s for s in range(self.players) if self.legal_actions(s)]
        return sorted(seats, key=lambda s: s == self.last_actor)

    def placements(self, seat: int) -> list[Place]:
        hand = self.hands[seat]
        if not hand:
            return []
        out = []
        for i in self.open_cells(seat):
            mask = self.fitting(seat, i)
            col, row = self.geometry.col_row(i)
            out.extend(Place(c, col, row) for c in hand if mask >> face_of(c) & 1)
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat not in range(self.players):
            return []
        if self.variant == "toddler" and seat != self._next_in_round():
            return []
        actions: list[Action] = list(self.placements(seat))
        if self._may_discard(seat, bool(actions)):
            actions.append(Discard())
        return actions

    def _may_discard(self, seat: int, fits_somewhere: bool) -> bool:
        if not self.hands[seat]:
            return False
        # Kids and Toddler: "if a card does not fit anywhere", it goes to the discard pile.
        if self.variant != "duel" and fits_somewhere:
            return False
        # Drawing from nothing but one's own discards would hand back the same cards; only
        # Toddler's turn order needs that pass, since its turn cannot otherwise end.
        return self.variant == "toddler" or bool(self.decks[seat] or self.discards[seat])

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if self.over:
            return "the game is over"
        if not isinstance(action, (Place, Discard)):
            return f"{action!r} is not a Flanx action"
        if seat not in range(self.players):
            return f"there is no seat {seat}"
        if self.variant == "toddler" and seat != self._next_in_round():
            return f"it is not {DECK_NAMES[seat]}'s turn"
        if isinstance(action, Discard):
            return self._why_not_discard(seat)
        return self._why_not_place(seat, action)

    def _why_not_discard(self, seat: int) -> str | None:
        if not self.hands[seat]:
            return "there is no card in your hand to discard"
        if self.variant != "duel" and self.placements(seat):
            return "your card fits somewhere on the table: only a card that fits nowhere is discarded"
        if not self._may_discard(seat, False):
            return "your deck and discard pile are empty: you would draw the same cards back"
        return None

    def _why_not_place(self, seat: int, action: Place) -> str | None:
        g = self.geometry
        if action.card not in self.hands[seat]:
            return "that card is not in your hand"
        if not g.on_board(action.col, action.row):
            return "that cell is off the table"
        i = g.index(action.col, action.row)
        if self.cells[i] != EMPTY:
            return "that cell was just taken"
        if not touches_own(g, self.cells, i, seat):
            return "a card must touch one of your own cards left, right, above or below (Rule 2)"
        if self.variant == "duel" and not touches_other(g, self.cells, i, seat):
            return "a card must touch one of your opponent's cards, diagonals count (Rule 3)"
        misfit = first_misfit(g, self.cells, i, action.card, self._counts(seat))
        return None if misfit is None else f"it does not fit: {misfit} (Rule 1)"

    def view(self, seat: int) -> "FlanxView":
        from game.flanx.view import FlanxView
        return FlanxView(seat, self.public_dict())

    def is_over(self) -> bool:
        return self.over

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def scores(self) -> list[float]:
        """1 for a winner, 0 for the others; a draw 0.5 each; while running, progress to the goal."""
        if self.over:
            if not self.winner_seats:
                return [0.5] * self.players
            return [1.0 if s in self.winner_seats else 0.0 for s in range(self.players)]
        return self.progress()

    def progress(self) -> list[float]:
        """Per seat, how far its furthest card has come from its start row to its goal, 0..1."""
        g = self.geometry
        best = [g.rows] * self.players
        for i, c in enumerate(self.cells):
            if c != EMPTY:
                seat = deck_of(c)
                best[seat] = min(best[seat], abs(self.goal_row(seat) - i // g.cols))
        return [1.0 - best[s] / abs(self.goal_row(s) - self.starts[s] // g.cols) for s in range(self.players)]

    # -- doing --------------------------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> list[Event]:
        self.last_actor = seat
        if isinstance(action, Discard):
            events = self._discard(seat)
        else:
            events = self._place(seat, action)
        if self.variant == "toddler":
            self.acted[seat] = True
            if self._next_in_round() is None:
                events += self._end_round()
        elif not self.over:
            events += self._check_draws()
        return events

    def _discard(self, seat: int) -> list[Event]:
        cards = tuple(self.hands[seat])
        self.discards[seat].extend(cards)
        self.hands[seat] = []
        events: list[Event] = [HandDiscarded(seat, cards)]
        if self.variant != "toddler":
            events += self._draw(seat, HAND_SIZE[self.variant])
        return events

    def _place(self, seat: int, action: Place) -> list[Event]:
        i = self.geometry.index(action.col, action.row)
        self.hands[seat].remove(action.card)
        self.cells[i] = action.card
        events: list[Event] = [CardPlaced(seat, action.card, action.col, action.row)]
        if self.variant == "toddler":
            if action.row == self.goal_row(seat):
                self.reached.append(seat)
            return events
        events += self._check_win(seat, i)
        if not self.over and not self.hands[seat]:
            events += self._draw(seat, HAND_SIZE[self.variant])
        return events

    def _draw(self, seat: int, count: int) -> list[Event]:
        events: list[Event] = []
        drawn = []
        for _ in range(count):
            if not self.decks[seat]:
                if not self.discards[seat]:
                    break
                events.append(self._renew(seat))
            drawn.append(self.decks[seat].pop())
        self.hands[seat].extend(drawn)
        if drawn:
            events.append(CardsDrawn(seat, tuple(drawn)))
        return events

    def _renew(self, seat: int) -> DeckRenewed:
        """Turn the discard pile face down: the first card discarded is now on top."""
        self.decks[seat] = self.discards[seat][::-1]
        self.discards[seat] = []
        self.deck_public[seat] = True
        return DeckRenewed(seat, len(self.decks[seat]))

    # -- endings ------------------------------------------------------------------------------
    def _check_win(self, seat: int, i: int) -> list[Event]:
        g = self.geometry
        col, row = g.col_row(i)
        name = DECK_NAMES[seat].capitalize()
        if self.variant == "duel":
            flanked = g.neighbour(i, BELOW if seat == WHITE_SEAT else ABOVE)
            if flanked is not None and self.cells[flanked] != EMPTY and deck_of(self.cells[flanked]) != seat:
                other = DECK_NAMES[1 - seat]
                return self._finish("behind", [seat], (i, flanked),
                                    f"{name} laid a card behind a {other} card and wins.")
        if row == self.goal_row(seat):
            return self._finish("edge", [seat], tuple(chain(g, self.cells, self.starts[seat], i)),
                                f"{name}'s chain reached the far edge: {name.lower()} wins.")
        return []

    def _check_draws(self) -> list[Event]:
        """The decided draws of the duel and Kids, checked after every action."""
        sides = self._side_cells()
        if all(sides):
            return self._finish("sides", [], tuple(i for cells in sides for i in cells),
                                "Draw: both players reached both side edges.")
        for seat in range(self.players):
            if self._out_of_cards(seat):
                who = DECK_NAMES[seat]
                text = (f"Draw: {who} has no cards left." if self.variant == "kids" else
                        f"Draw: {who} has only unplayable cards left.")
                return self._finish("no cards", [], (), text)
        if not any(self.can_place_any(s, self.owned(s)) for s in range(self.players)):
            return self._finish("stuck", [], (), "Draw: nobody can place a card they own.")
        return []

    def _side_cells(self) -> list[list[int]]:
        """Per seat, its cards in the leftmost and rightmost column, if it has both, else []."""
        g, cells = self.geometry, self.cells
        left_column = range(0, g.size, g.cols)
        right_column = range(g.cols - 1, g.size, g.cols)
        out = []
        for seat in range(self.players):
            left_edge = [i for i in left_column if cells[i] != EMPTY and deck_of(cells[i]) == seat]
            right_edge = [i for i in right_column if cells[i] != EMPTY and deck_of(cells[i]) == seat]
            out.append(left_edge + right_edge if left_edge and right_edge else [])
        return out

    def _out_of_cards(self, seat: int) -> bool:
        if self.decks[seat] or self.discards[seat]:
            return False
        if self.variant == "kids":
            return not self.hands[seat]
        return not self.placements(seat)

    def _finish(self, kind: str, winners: list[int], cells: tuple, text: str) -> list[Event]:
        self.over = True
        self.winner_seats = sorted(winners)
        self.ending = {"kind": kind, "winners": list(self.winner_seats), "cells": list(cells), "text": text}
        return [FlanxEnded(kind, tuple(self.winner_seats), tuple(cells), text),
                GameOver(tuple(self.winner_seats), tuple(self.scores()))]

    # -- Toddler's rounds ---------------------------------------------------------------------
    def _next_in_round(self) -> int | None:
        for seat in range(self.players):
            if not self.acted[seat] and self.hands[seat]:
                return seat
        return None

    def _start_round(self) -> list[Event]:
        self.round += 1
        self.acted = [False] * self.players
        events: list[Event] = []
        for seat in range(self.players):
            events += self._draw(seat, 1)
        if not any(self.can_place_any(s, self.owned(s)) for s in range(self.players)):
            events += self._finish("stuck", [], (), "Draw: nobody can place a card they own.")
        return events

    def _end_round(self) -> list[Event]:
        events: list[Event] = [RoundEnded(self.round, tuple(self.scores()))]
        if self.reached:
            g = self.geometry
            cells = []
            for seat in self.reached:
                goal = next(i for i in range(g.size) if g.col_row(i)[1] == 0 and self.cells[i] != EMPTY
                            and deck_of(self.cells[i]) == seat)
                cells += chain(g, self.cells, self.starts[seat], goal)
            names = " and ".join(DECK_NAMES[s] for s in sorted(self.reached))
            share = " share the win" if len(self.reached) > 1 else " wins"
            return events + self._finish("edge", self.reached, tuple(cells),
                                         f"{names.capitalize()} reached the top edge:{' ' + names}{share}.")
        return events + self._start_round()

    # -- copying and saving -------------------------------------------------------------------
    def clone(self) -> "FlanxState":
        twin = FlanxState.__new__(FlanxState)
        twin.__dict__.update(self.__dict__)
        twin.cells = list(self.cells)
        twin.hands = [list(h) for h in self.hands]
        twin.decks = [list(d) for d in self.decks]
        twin.discards = [list(d) for d in self.discards]
        twin.deck_public = list(self.deck_public)
        twin.starts = list(self.starts)
        twin.acted = list(self.acted)
        twin.reached = list(self.reached)
        twin.winner_seats = list(self.winner_seats)
        twin.ending = None if self.ending is None else dict(self.ending)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin

    def public_dict(self) -> dict:
        """Everything but the generator and the order of face-down decks (sorted instead)."""
        return {
            "variant": self.variant, "board": self.board, "players": self.players,
            "cells": list(self.cells), "hands": [list(h) for h in self.hands],
            "decks": [list(d) if public else sorted(d) for d, public in zip(self.decks, self.deck_public)],
            "deck_public": list(self.deck_public), "discards": [list(d) for d in self.discards],
            "starts": list(self.starts), "round": self.round, "acted": list(self.acted),
            "reached": list(self.reached), "last_actor": self.last_actor, "over": self.over,
            "winners": list(self.winner_seats),
            "ending": None if self.ending is None else dict(self.ending),
        }

    def to_dict(self) -> dict:
        data = self.public_dict()
        data["decks"] = [list(d) for d in self.decks]
        data["rng"] = rng_to_json(self.rng)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "FlanxState":
        """The inverse of to_dict; ValueError (or KeyError/TypeError) on anything malformed."""
        if not isinstance(data, dict):
            raise TypeError("a Flanx state is a JSON object")
        variant, board, players = data["variant"], data["board"], data["players"]
        if variant not in VARIANTS or board not in BOARD_SIZES:
            raise ValueError(f"unknown Flanx variant or board: {variant!r}, {board!r}")
        low, high = PLAYERS[variant]
        if not isinstance(players, int) or not low <= players <= high:
            raise ValueError(f"{variant} takes {low}-{high} players, not {players!r}")
        state = cls(variant, board, players, rng_from_json(data["rng"]))
        state._load_fields(data)
        state.check()
        return state

    def _load_fields(self, data: dict) -> None:
        self.cells = [int(c) for c in data["cells"]]
        self.hands = [[int(c) for c in h] for h in data["hands"]]
        self.decks = [[int(c) for c in d] for d in data["decks"]]
        self.deck_public = [bool(p) for p in data["deck_public"]]
        self.discards = [[int(c) for c in d] for d in data["discards"]]
        self.starts = [int(i) for i in data["starts"]]
        self.round = int(data["round"])
        self.acted = [bool(a) for a in data["acted"]]
        self.reached = [int(s) for s in data["reached"]]
        # saves written before seats alternated in to_move have no last actor: nobody yet
        self.last_actor = int(data.get("last_actor", -1))
        self.over = bool(data["over"])
        self.winner_seats = [int(s) for s in data["winners"]]
        ending = data["ending"]
        self.ending = None if ending is None else dict(ending)

    def check(self) -> None:
        """Every seat's 36 cards are each in exactly one place; the lists have the right shapes."""
        n, g = self.players, self.geometry
        lists = (self.hands, self.decks, self.discards, self.deck_public, self.starts, self.acted)
        if len(self.cells) != g.size or any(len(x) != n for x in lists):
            raise ValueError("the board or the per-seat lists have the wrong length")
        if any(c != EMPTY and not 0 <= deck_of(c) < n for c in self.cells):
            raise ValueError("a card of a deck nobody plays lies on the table")
        on_table: list[list[int]] = [[] for _ in range(n)]
        for c in self.cells:
            if c != EMPTY:
                on_table[deck_of(c)].append(c)
        for seat in range(n):
            if sorted(self.owned(seat) + on_table[seat]) != deck(seat):
                raise ValueError(f"{DECK_NAMES[seat]}'s cards are not conserved")
            if len(self.hands[seat]) > HAND_SIZE[self.variant]:
                raise ValueError(f"{DECK_NAMES[seat]} holds too many cards")
            if not 0 <= self.starts[seat] < g.size or deck_of(self.cells[self.starts[seat]]) != seat:
                raise ValueError(f"{DECK_NAMES[seat]}'s start card is missing")

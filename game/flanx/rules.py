"""Flanx rules: what they allow in a position, read the same way by a State and by every View.

One set of rules serves the three variants; `variant` picks the hand size, which placement
rules apply, who moves and how the game ends (DECISIONS.md wins over the rulebook).

- duel: 2 players, hands of 3, Rules 1-3, wins "behind" and "edge", three kinds of draw.
- kids: 2 players, one card at a time from one's own edge, Rules 1-2 (fit every neighbour).
- toddler: 2-4 players in turns, each on the bottom edge; Rules 1-2 with other players' cards
  never needing to fit; everybody who reaches the top edge in the same round wins.

In Kids and Toddler a card is discarded only when it fits nowhere: both rulebook sections say
so ("if a card does not fit anywhere, the player puts it onto the discard pile"), and so does
DECISIONS.md. In the duel the hand may be discarded at any time. A discard that would only draw
the same cards back (deck and discard pile empty) is refused, except on a Toddler turn, which
has no other way to end. Kids and Toddler also end in a draw when nobody can place any card
they own (as the duel's third draw): the rulebook gives those variants no other way out of that
dead end.

Real time belongs to the referee, not to the rules: in the duel and Kids `to_move()` names
both seats, actions arrive in any order, and a placement that is no longer legal ("that cell
was just taken") is refused.

Everything here reads only the public part of a game (`PUBLIC`, the board, hands and piles)
and the decks' contents (`decks`: a State holds them in order, a View only what its seat may
know of them), so a State and its Views answer every question alike.
"""
from __future__ import annotations

from game.core import Action
from game.core.text import T, Text
from game.flanx.actions import Discard, FlanxEnded, Place
from game.flanx.board import (
    EMPTY,
    Counts,
    Geometry,
    faces_mask,
    first_misfit,
    fitting_faces,
    frontier,
    touches_other,
    touches_own,
)
from game.flanx.cards import PLAYER_WORDS, deck_of, face_of

VARIANTS = ("duel", "kids", "toddler")
HAND_SIZE = {"duel": 3, "kids": 1, "toddler": 1}
PLAYERS = {"duel": (2, 2), "kids": (2, 2), "toddler": (2, 4)}
WHITE_SEAT, BLACK_SEAT = 0, 1

#: everything on the table, shared by a State and every seat's View; written once, here
PUBLIC = ("variant", "board", "players", "geometry", "cells", "hands", "discards", "deck_public", "starts",
          "round", "acted", "reached", "last_actor", "over", "winner_seats", "ending")


def copy_public(src: FlanxPublic, dst: FlanxPublic) -> None:
    """`dst` gets `src`'s public part, its lists (and lists of lists) copied."""
    for name in PUBLIC:
        value = getattr(src, name)
        if isinstance(value, list):
            value = [v[:] if isinstance(v, list) else v for v in value]
        setattr(dst, name, value)


class FlanxPublic:
    """The public part of a Flanx game and what follows from it: both the State and every View
    are one.

    `cells` is the board (game.flanx.board); per seat `hands`, `discards` (first discarded
    first), `decks` (the top at the end), `deck_public` (a deck renewed from its face-up pile,
    whose order everybody saw) and `starts` (the cell of its start card). Toddler counts
    `round`s, who has `acted` in this one and who `reached` the top edge. `ending`
    (a FlanxEnded, game.flanx.actions) says how a finished game ended.
    """

    __slots__ = PUBLIC + ("decks",)
    variant: str
    board: str
    players: int
    geometry: Geometry
    cells: list[int]
    hands: list[list[int]]
    discards: list[list[int]]
    deck_public: list[bool]
    starts: list[int]
    round: int
    acted: list[bool]
    reached: list[int]
    last_actor: int
    over: bool
    winner_seats: list[int]
    ending: FlanxEnded | None
    decks: list[list[int]]

    # -- geometry of the race -----------------------------------------------------------------
    def goal_row(self, seat: int) -> int:
        """The row a seat races to: the opposite edge (black, in the duel and Kids, races down)."""
        return self.geometry.rows - 1 if self.variant != "toddler" and seat == BLACK_SEAT else 0

    def climbed(self, seat: int) -> int:
        """How many rows the seat's furthest card lies beyond its start row, towards its goal."""
        g = self.geometry
        start, goal = self.starts[seat] // g.cols, self.goal_row(seat)
        step = 1 if goal > start else -1
        return max(((i // g.cols - start) * step for i, c in enumerate(self.cells)
                    if c != EMPTY and deck_of(c) == seat), default=0)

    def _counts(self, seat: int) -> Counts:
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

    # -- who may do what ----------------------------------------------------------------------
    def to_move(self) -> list[int]:
        if self.over:
            return []
        if self.variant == "toddler":
            seat = self.next_in_round()
            return [] if seat is None else [seat]
        # Everyone who can act may; the one who acted last is named last, so a caller that
        # takes to_move()[0] (the turn-by-turn arena, a search) lets the seats alternate.
        seats = [s for s in range(self.players) if self.has_action(s)]
        return sorted(seats, key=lambda s: s == self.last_actor)

    def has_action(self, seat: int) -> bool:
        """`bool(self.actions_for(seat))` outside Toddler, without listing the placements when the
        seat may discard (in the duel nearly always): to_move runs at every step of a playout.
        Where a card fits, a placement is an action; where none does, the discard is the only one."""
        if self.over or seat not in range(self.players):
            return False
        return self.may_discard(seat, False) or bool(self.placements(seat))

    def next_in_round(self) -> int | None:
        """Toddler: the first seat that has not played or discarded this round."""
        for seat in range(self.players):
            if not self.acted[seat] and self.hands[seat]:
                return seat
        return None

    def placements(self, seat: int) -> list[Place]:
        """Every legal Place of `seat`'s hand, whether or not it is the seat's turn."""
        hand = self.hands[seat]
        if not hand:
            return []
        out: list[Place] = []
        for i in self.open_cells(seat):
            mask = self.fitting(seat, i)
            col, row = self.geometry.col_row(i)
            out.extend(Place(c, col, row) for c in hand if mask >> face_of(c) & 1)
        return out

    def actions_for(self, seat: int) -> list[Action]:
        """The legal actions of `seat` now."""
        if self.over or seat not in range(self.players):
            return []
        if self.variant == "toddler" and seat != self.next_in_round():
            return []
        actions: list[Action] = list(self.placements(seat))
        if self.may_discard(seat, bool(actions)):
            actions.append(Discard())
        return actions

    def may_discard(self, seat: int, fits_somewhere: bool) -> bool:
        """May `seat` discard its hand, given whether a card of it fits somewhere?"""
        if not self.hands[seat]:
            return False
        # Kids and Toddler: "if a card does not fit anywhere", it goes to the discard pile.
        if self.variant != "duel" and fits_somewhere:
            return False
        # Drawing from nothing but one's own discards would hand back the same cards; only
        # Toddler's turn order needs that pass, since its turn cannot otherwise end.
        return self.variant == "toddler" or bool(self.decks[seat] or self.discards[seat])

    def why_not(self, seat: int, action: Action) -> Text | str | None:
        """None when `seat` may play `action` now, else the rule that forbids it, in words."""
        if self.over:
            return T("the game is over")
        if not isinstance(action, (Place, Discard)):
            return T("{action} is not a Flanx action", action=repr(action))
        if seat not in range(self.players):
            return f"there is no seat {seat}"
        if self.variant == "toddler" and seat != self.next_in_round():
            return T("it is not {player}'s turn", player=T(PLAYER_WORDS[seat]))
        if isinstance(action, Discard):
            return self._why_not_discard(seat)
        return self._why_not_place(seat, action)

    def _why_not_discard(self, seat: int) -> Text | None:
        if not self.hands[seat]:
            return T("there is no card in your hand to discard")
        if self.variant != "duel" and self.placements(seat):
            return T("your card fits somewhere on the table: only a card that fits nowhere is discarded")
        if not self.may_discard(seat, False):
            return T("your deck and discard pile are empty: you would draw the same cards back")
        return None

    def _why_not_place(self, seat: int, action: Place) -> Text | None:
        g = self.geometry
        if action.card not in self.hands[seat]:
            return T("that card is not in your hand")
        if not g.on_board(action.col, action.row):
            return T("that cell is off the table")
        i = g.index(action.col, action.row)
        if self.cells[i] != EMPTY:
            return T("that cell was just taken")
        if not touches_own(g, self.cells, i, seat):
            return T("a card must touch one of your own cards left, right, above or below (Rule 2)")
        if self.variant == "duel" and not touches_other(g, self.cells, i, seat):
            return T("a card must touch one of your opponent's cards, diagonals count (Rule 3)")
        misfit = first_misfit(g, self.cells, i, action.card, self._counts(seat))
        return None if misfit is None else T("it does not fit: {misfit} (Rule 1)", misfit=misfit)

    # -- the outcome --------------------------------------------------------------------------
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
        rows = self.geometry.cols
        return [self.climbed(s) / abs(self.goal_row(s) - self.starts[s] // rows) for s in range(self.players)]

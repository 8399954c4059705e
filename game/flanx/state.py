"""Flanx's State (one moment of a game, the decks in order) and View (what one seat may know).

Hidden information. Decks are face down, so only their order is hidden: their contents follow
from what is on the table, in hands and on the face-up discard piles. Hands are public (see
game.flanx.actions; the table shows the hands as backs only during its countdown). A deck
renewed from its discard pile is turned over without shuffling, so its order is known to
everybody who watched the discards: such a deck is public, and the View carries it in order.
`View.determinize` deals each hidden deck in a fresh random order.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, CardMoved, Event, GameOver, RoundEnded, State, View, Zones, rng_from_json, rng_to_json
from game.core.fields import flag, flags, read, rows, text, whole, wholes
from game.core.text import Text
from game.flanx.actions import Discard, FlanxEnded, Place, cell, deck, discard, hand
from game.flanx.board import BOARD_SIZES, EMPTY, board_geometry
from game.flanx.cards import DECK_NAMES, deck_of, fits_above
from game.flanx.cards import deck as full_deck
from game.flanx.endings import draw_now, stuck, top_edge, win_after
from game.flanx.rules import BLACK_SEAT, HAND_SIZE, PLAYERS, PUBLIC, VARIANTS, WHITE_SEAT, FlanxPublic, copy_public

#: a save's keys for the public fields whose names differ there
_SAVED_AS = {"winner_seats": "winners"}


class FlanxState(FlanxPublic, State):
    """One moment of a Flanx game: the public part, the decks in order and the generator."""

    __slots__ = ("rng",)

    def __init__(self, variant: str, board: str, players: int, rng: random.Random) -> None:
        """An empty table for `players` seats; `set_up()` deals it."""
        self.variant = variant
        self.board = board
        self.players = players
        self.geometry = board_geometry(board)
        self.cells = self.geometry.empty_board()
        self.hands = [[] for _ in range(players)]
        self.decks = [[] for _ in range(players)]
        self.deck_public = [False] * players
        self.discards = [[] for _ in range(players)]
        self.starts = [EMPTY] * players
        self.round = 0                      # Toddler's rounds
        self.acted = [False] * players      # Toddler: who has played or discarded this round
        self.reached = []                   # Toddler: who reached the top edge this round
        self.last_actor = -1                # who acted last: named last by to_move
        self.over = False
        self.winner_seats = []
        self.ending = None
        self.rng = rng

    # -- set-up -------------------------------------------------------------------------------
    def set_up(self) -> None:
        """Shuffle every deck, lay the start cards and deal the first hands (DECISIONS.md)."""
        for seat in range(self.players):
            self.decks[seat] = full_deck(seat)
            self.rng.shuffle(self.decks[seat])
        if self.variant == "duel":
            self._set_up_duel()
        else:
            for seat, start in enumerate(self._edge_starts()):
                self._lay_start(seat, self.decks[seat].pop(), start)
        if self.variant == "toddler":
            self._start_round(None)
            return
        for seat in range(self.players):
            self._draw(seat, HAND_SIZE[self.variant], None)
        ending = draw_now(self)
        if ending is not None:
            self._finish(ending, None)

    def _set_up_duel(self) -> None:
        """White's random card in the middle of the lower middle row; black reveals until a card
        fits directly above it, and shuffles the others back."""
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

    def _lay_start(self, seat: int, card: int, i: int) -> None:
        self.cells[i] = card
        self.starts[seat] = i

    # -- the contract -------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        return self.actions_for(seat)

    def why_illegal(self, seat: int, action: Action) -> Text | str | None:
        return self.why_not(seat, action)

    def view(self, seat: int) -> FlanxView:
        return FlanxView(seat, self)

    # -- doing --------------------------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._play(seat, action, events)
        return events

    def advance(self, seat: int, action: Action) -> None:
        self._play(seat, action, None)

    def _play(self, seat: int, action: Action, events: list[Event] | None) -> None:
        """`_do` and `advance` both: the move, what happened added to `events` unless None
        (search's quiet path builds no events), here and below."""
        self.last_actor = seat
        if isinstance(action, Discard):
            self._discard(seat, events)
        else:
            assert isinstance(action, Place)
            self._place(seat, action, events)
        if self.variant == "toddler":
            self.acted[seat] = True
            if self.next_in_round() is None:
                self._end_round(events)
        elif not self.over:
            ending = draw_now(self)
            if ending is not None:
                self._finish(ending, events)

    def _discard(self, seat: int, events: list[Event] | None) -> None:
        cards = self.hands[seat]
        self.discards[seat].extend(cards)
        self.hands[seat] = []
        if events is not None:
            events += [CardMoved(c, hand(seat), discard(seat)) for c in cards]
        if self.variant != "toddler":
            self._draw(seat, HAND_SIZE[self.variant], events)

    def _place(self, seat: int, action: Place, events: list[Event] | None) -> None:
        i = self.geometry.index(action.col, action.row)
        self.hands[seat].remove(action.card)
        self.cells[i] = action.card
        if events is not None:
            events.append(CardMoved(action.card, hand(seat), cell(action.col, action.row)))
        if self.variant == "toddler":
            if action.row == self.goal_row(seat):
                self.reached.append(seat)
            return
        ending = win_after(self, seat, i)
        if ending is not None:
            self._finish(ending, events)
        elif not self.hands[seat]:
            self._draw(seat, HAND_SIZE[self.variant], events)

    def _draw(self, seat: int, count: int, events: list[Event] | None) -> None:
        """Up to `count` cards from the deck into the hand, face up for all to see; an empty deck
        is renewed from the discard pile first."""
        for _ in range(count):
            if not self.decks[seat]:
                if not self.discards[seat]:
                    break
                self._renew(seat, events)
            card = self.decks[seat].pop()
            self.hands[seat].append(card)
            if events is not None:
                events.append(CardMoved(card, deck(seat), hand(seat)))

    def _renew(self, seat: int, events: list[Event] | None) -> None:
        """Turn the discard pile face down: the first card discarded is now on top."""
        pile = self.discards[seat]
        if events is not None:
            events += [CardMoved(c, discard(seat), deck(seat), face_up=False, known_to=()) for c in reversed(pile)]
        self.decks[seat] = pile[::-1]
        self.discards[seat] = []
        self.deck_public[seat] = True

    def _finish(self, ending: FlanxEnded, events: list[Event] | None) -> None:
        self.over = True
        self.winner_seats = sorted(ending.winners)
        self.ending = ending
        if events is not None:
            events += [ending, GameOver(tuple(self.winner_seats), tuple(self.scores()))]

    # -- Toddler's rounds ---------------------------------------------------------------------
    def _start_round(self, events: list[Event] | None) -> None:
        self.round += 1
        self.acted = [False] * self.players
        for seat in range(self.players):
            self._draw(seat, 1, events)
        if stuck(self):
            self._finish(FlanxEnded("stuck", (), ()), events)

    def _end_round(self, events: list[Event] | None) -> None:
        """The round's rows climbed by each seat; then the top edge's winners, or the next round."""
        if events is not None:
            events.append(RoundEnded(self.round, tuple(self.climbed(s) for s in range(self.players))))
        ending = top_edge(self)
        if ending is not None:
            self._finish(ending, events)
        else:
            self._start_round(events)

    # -- copying and saving -------------------------------------------------------------------
    def clone(self) -> FlanxState:
        twin = FlanxState.__new__(FlanxState)
        copy_public(self, twin)
        twin.decks = [d[:] for d in self.decks]
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin

    def to_dict(self) -> dict[str, Any]:
        data = _public_dict(self)
        data["decks"] = [list(d) for d in self.decks]
        data["rng"] = rng_to_json(self.rng)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FlanxState:
        """The inverse of to_dict; ValueError on anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("a Flanx state is a JSON object")
        try:
            variant, board, players = data["variant"], data["board"], data["players"]
            if variant not in VARIANTS or board not in BOARD_SIZES:
                raise ValueError(f"unknown Flanx variant or board: {variant!r}, {board!r}")
            low, high = PLAYERS[variant]
            if type(players) is not int or not low <= players <= high:
                raise ValueError(f"{variant} takes {low}-{high} players, not {players!r}")
            state = cls(variant, board, players, rng_from_json(data["rng"]))
            _load_public(state, data)
            state.decks = [[int(c) for c in d] for d in data["decks"]]
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"not a Flanx state: {exc!r}") from None
        state.check()
        return state

    def check(self) -> None:
        """Every seat's 36 cards are each in exactly one place; the lists have the right shapes."""
        self._check_shapes()
        self._check_seats()
        self._check_ending()

    def _check_shapes(self) -> None:
        """The board and the per-seat lists are as long as the table and the seats, and every card on
        the table belongs to a deck in play."""
        n = self.players
        lists = (self.hands, self.decks, self.discards, self.deck_public, self.starts, self.acted)
        if len(self.cells) != self.geometry.size or any(len(x) != n for x in lists):
            raise ValueError("the board or the per-seat lists have the wrong length")
        if any(c != EMPTY and not 0 <= deck_of(c) < n for c in self.cells):
            raise ValueError("a card of a deck nobody plays lies on the table")

    def _check_seats(self) -> None:
        """Each seat's cards are conserved, its hand within the variant's size, its start card in place."""
        on_table: list[list[int]] = [[] for _ in range(self.players)]
        for c in self.cells:
            if c != EMPTY:
                on_table[deck_of(c)].append(c)
        for seat in range(self.players):
            if sorted(self.owned(seat) + on_table[seat]) != full_deck(seat):
                raise ValueError(f"{DECK_NAMES[seat]}'s cards are not conserved")
            if len(self.hands[seat]) > HAND_SIZE[self.variant]:
                raise ValueError(f"{DECK_NAMES[seat]} holds too many cards")
            start = self.starts[seat]
            if not 0 <= start < self.geometry.size or deck_of(self.cells[start]) != seat:
                raise ValueError(f"{DECK_NAMES[seat]}'s start card is missing")

    def _check_ending(self) -> None:
        """Winners and top-edge reachers are seats, the ending is set exactly when the game is over, and
        only the toddler race is won by reaching the top edge."""
        n = self.players
        if not all(0 <= s < n for s in self.winner_seats + self.reached) or self.over != (self.ending is not None):
            raise ValueError("the ending does not add up")
        if len(set(self.reached)) != len(self.reached) or (self.reached and self.variant != "toddler"):
            raise ValueError("who reached the top edge does not add up")
        cols = self.geometry.cols
        for seat in self.reached:   # the round's end outlines the chain to a card of theirs on the top row
            if not any(self.cells[i] != EMPTY and deck_of(self.cells[i]) == seat for i in range(cols)):
                raise ValueError(f"{DECK_NAMES[seat]} reached the top edge with no card on it")


class FlanxView(FlanxPublic, View):
    """Everything on the table for `seat`; a face-down deck's cards sorted (its order is the secret)."""

    __slots__ = ("seat",)

    def __init__(self, seat: int, state: FlanxState) -> None:
        self.seat = seat
        copy_public(state, self)
        self.decks = [d[:] if public else sorted(d) for d, public in zip(state.decks, state.deck_public)]

    def legal_actions(self) -> list[Action]:
        return self.actions_for(self.seat)

    def determinize(self, rng: random.Random) -> FlanxState:
        state = FlanxState.__new__(FlanxState)
        copy_public(self, state)
        state.decks = [d[:] for d in self.decks]
        for seat, public in enumerate(self.deck_public):
            if not public:
                rng.shuffle(state.decks[seat])
        state.rng = random.Random(rng.getrandbits(64))
        return state

    def has_secrets(self) -> bool:
        return any(len(d) > 1 and not public for d, public in zip(self.decks, self.deck_public))

    def zones(self) -> Zones:
        """Where every card lies (game.flanx.actions): each seat's deck as backs, as it lies face
        down; hands, discard piles and the board in sight.

            >>> from game import GAMES
            >>> zones = GAMES["flanx"].new(2, seed=1).view(0).zones()
            >>> len(zones[deck(0)]), zones[hand(1)], [cards for zone, cards in zones.items() if zone[0] == "board"]
            (32, [47, 46, 68], [[64], [8]])
        """
        zones: Zones = {}
        for seat in range(self.players):
            zones[deck(seat)] = [None] * len(self.decks[seat])
            zones[hand(seat)] = list(self.hands[seat])
            zones[discard(seat)] = list(self.discards[seat])
        for index, card in enumerate(self.cells):
            if card != EMPTY:
                zones[cell(*self.geometry.col_row(index))] = [card]
        return zones

    def to_dict(self) -> dict[str, Any]:
        data = _public_dict(self)
        data["seat"] = self.seat
        data["decks"] = [list(d) for d in self.decks]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FlanxView:
        """The view `to_dict` wrote; ValueError for a field missing or of the wrong type."""
        fields = read(data, VIEW_FIELDS)
        if fields["variant"] not in VARIANTS or fields["board"] not in BOARD_SIZES:
            raise ValueError(f"unknown Flanx variant or board: {fields['variant']!r}, {fields['board']!r}")
        view = cls.__new__(cls)
        view.variant, view.board, view.players = fields["variant"], fields["board"], fields["players"]
        view.geometry = board_geometry(view.board)
        _load_public(view, data)
        view.seat, view.decks = fields["seat"], fields["decks"]
        return view


#: the View's fields, but its ending (FlanxEnded.from_saved), and how each is read back
VIEW_FIELDS = {"variant": text, "board": text, "players": whole, "cells": wholes, "hands": rows,
               "discards": rows, "deck_public": flags, "starts": wholes, "round": whole, "acted": flags,
               "reached": wholes, "last_actor": whole, "over": flag, "winners": wholes, "seat": whole,
               "decks": rows}


def _public_dict(pub: FlanxPublic) -> dict[str, Any]:
    """The public part in JSON types, under the keys a save uses (the geometry is the board's)."""
    data: dict[str, Any] = {}
    for name in PUBLIC:
        if name == "geometry":
            continue
        value = getattr(pub, name)
        if name == "ending":
            value = None if value is None else {"kind": value.kind, "winners": list(value.winners),
                                                "cells": list(value.cells)}
        elif isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        data[_SAVED_AS.get(name, name)] = value
    return data


def _load_public(state: FlanxPublic, data: dict[str, Any]) -> None:
    """The public fields of a save (`state` already knows its variant, board and players)."""
    state.cells = [int(c) for c in data["cells"]]
    state.hands = [[int(c) for c in h] for h in data["hands"]]
    state.deck_public = [bool(p) for p in data["deck_public"]]
    state.discards = [[int(c) for c in d] for d in data["discards"]]
    state.starts = [int(i) for i in data["starts"]]
    state.round = int(data["round"])
    state.acted = [bool(a) for a in data["acted"]]
    state.reached = [int(s) for s in data["reached"]]
    # saves written before seats alternated in to_move have no last actor: nobody yet
    state.last_actor = int(data.get("last_actor", -1))
    state.over = bool(data["over"])
    state.winner_seats = [int(s) for s in data["winners"]]
    ending = data["ending"]
    state.ending = None if ending is None else FlanxEnded.from_saved(ending)

"""Pixies' rules: a State (one moment of a game) and a View (what one seat may know).

Hidden information, decided from the rulebook. Every card reaches a playing area by being
revealed face up in the middle first; a face-down card is either a card everybody just saw
taken (case 2 and case 3) or a face-up card everybody saw being flipped (case 2). So which
card lies face down is known to every attentive player, and the View carries it. The only
secret is the order of the deck (and the shuffles to come); its contents are the 70 cards
minus those in sight, so `View.determinize` shuffles exactly those.

The table draws face-down cards as backs (as on a real table); that is presentation only.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import (
    Action,
    CardMoved,
    Event,
    GameOver,
    RoundEnded,
    State,
    View,
    Zones,
    rng_from_json,
    rng_to_json,
    shuffle,
)
from game.core.fields import build, flag, rows, whole, wholes
from game.core.text import T, Text
from game.pixies.actions import DECK, GONE, MIDDLE, NO_SPACE, TAKES, RoundScored, Take, down, up
from game.pixies.cards import DECK_SIZE, NUMBER, ROUNDS, SPACES
from game.pixies.scoring import EMPTY, Breakdown, area_total, breakdown, largest_zone

#: everything on the table, shared by a State and every seat's View; written once, here
PUBLIC = ("players", "round", "up", "down", "revealed", "order", "pick", "totals", "history",
          "discarded", "over", "first_player", "filled")
#: what a save holds: the public part (but `filled`, which is counted from the areas) and the deck
_SAVED = tuple(f for f in PUBLIC if f != "filled") + ("deck",)


def copy_public(src: PixiesPublic, dst: PixiesPublic) -> None:
    """`dst` gets `src`'s public part, its lists copied (the search clones in its inner loop)."""
    dst.players = src.players
    dst.round = src.round
    dst.up = src.up[:]
    dst.down = src.down[:]
    dst.revealed = src.revealed[:]
    dst.order = src.order
    dst.pick = src.pick
    dst.totals = src.totals[:]
    dst.history = [r[:] for r in src.history]
    dst.discarded = src.discarded[:]
    dst.over = src.over
    dst.first_player = src.first_player
    dst.filled = src.filled[:]


def reveal_count(players: int) -> int:
    """As many cards as players; 4 with 2 players."""
    return 4 if players == 2 else players


def turn_order(first: int, players: int) -> list[int]:
    """Clockwise from `first`; with 2 players each picks twice: A, B, A, B."""
    seats = [(first + i) % players for i in range(players)]
    return seats * 2 if players == 2 else seats


def legal_takes(up: list[int], down: list[int], base: int, revealed: list[int]) -> list[Take]:
    """The Takes open to the playing area at up/down[base:base+9], for the cards in the middle."""
    actions: list[Take] = []
    empty: list[int] | None = None
    for card in revealed:
        space = NUMBER[card] - 1
        home = TAKES[card][space + 1]               # (face down, face up) on its own space
        if up[base + space] == EMPTY:                           # case 1
            actions.append(home[True])
        elif down[base + space] == EMPTY:                       # case 2
            actions += (home[True], home[False])
        else:                                                   # case 3
            if empty is None:
                empty = [s for s in range(SPACES) if up[base + s] == EMPTY and down[base + s] == EMPTY] or [NO_SPACE]
            options = TAKES[card]
            actions.extend(options[s + 1][False] for s in empty)
    return actions


def why_not_here(up: list[int], down: list[int], base: int, card: int, space: int) -> Text | None:
    """Why `card` may not go on `space` (0-8, or NO_SPACE) of the area at up/down[base:base+9],
    in a player's words; None where it may (one of the Takes legal_takes offers for it).

    >>> from game.pixies.cards import NUMBER
    >>> five = NUMBER.index(5)
    >>> area = [EMPTY] * SPACES
    >>> str(why_not_here(area, area, 0, five, 2))
    'A 5 goes on space 5 of your area.'
    >>> why_not_here(area, area, 0, five, 4) is None
    True
    """
    if any(a.space == space for a in legal_takes(up, down, base, [card])):
        return None
    number = NUMBER[card]
    home = number - 1
    if up[base + home] == EMPTY or down[base + home] == EMPTY:
        return T("A {number} goes on space {number} of your area.", number=number)
    if space == NO_SPACE:
        return T("Your {number} is already validated: lay this card face down on an empty space.", number=number)
    return T("Your {number} is already validated, so this card goes face down on an empty space, "
             "and space {space} is not empty.", number=number, space=space + 1)


#: turn_order for every first seat, per player count, made once: a turn's order is never changed in
#: place (a clone and a View share it), so every turn of every playout can share these lists
_ORDERS = {n: [turn_order(first, n) for first in range(n)] for n in range(2, 6)}


def shuffled(cards: list[int], rng: random.Random) -> list[int]:
    """Fisher-Yates on rng.random(): uniform like rng.shuffle, several times cheaper in the
    search's inner loop (one determinization per iteration)."""
    rnd = rng.random
    for i in range(len(cards) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]
    return cards


class PixiesPublic:
    """The public part of a Pixies game and what follows from it alone: both the State and
    every View are one.

    Playing areas are flat lists: `up[seat * 9 + space]` and `down[seat * 9 + space]` hold a
    card id or -1. `order` lists who picks this turn, `pick` how many have picked.
    """

    __slots__ = PUBLIC
    players: int
    round: int
    up: list[int]
    down: list[int]
    revealed: list[int]
    order: list[int]
    pick: int
    totals: list[int]
    history: list[list[int]]
    discarded: list[int]
    over: bool
    first_player: int
    filled: list[int]

    def to_move(self) -> list[int]:
        return [] if self.over else [self.order[self.pick]]

    def is_over(self) -> bool:
        return self.over

    def grid(self, seat: int) -> tuple[list[int], list[int]]:
        """(face-up cards, face-down cards) of one playing area, by space 0..8."""
        base = seat * SPACES
        return self.up[base:base + SPACES], self.down[base:base + SPACES]

    def breakdown(self, seat: int) -> Breakdown:
        """The score `seat`'s playing area would earn if the round ended now."""
        return breakdown(*self.grid(seat), self.round)

    def scores(self) -> list[float]:
        if self.over:
            return list(self.totals)
        return [self.totals[s] + self.breakdown(s).total for s in range(self.players)]

    def winners(self) -> list[int]:
        if not self.over:
            return []
        best = max(self.totals)
        return [s for s in range(self.players) if self.totals[s] == best]


class PixiesState(PixiesPublic, State):
    """One moment of a Pixies game: the table, the deck's order and the shuffles to come."""

    __slots__ = ("deck", "rng", "_rng_seed", "_rng_shared", "_legal")
    deck: list[int]
    rng: random.Random | None
    _rng_seed: int | None
    _rng_shared: bool
    _legal: list[Take] | None

    # -- set-up ----------------------------------------------------------------------------
    @classmethod
    def new_game(cls, players: int, seed: int) -> PixiesState:
        state = cls.__new__(cls)
        state.rng = random.Random(seed)
        state._rng_seed = None
        state._rng_shared = False
        state.players = players
        state.round = 1
        state.totals = [0] * players
        state.history = []
        state.over = False
        state.up, state.down, state.revealed, state.discarded = [], [], [], []
        state.first_player = state.rng.randrange(players)
        state._start_round(state.first_player, None)
        return state

    def _start_round(self, first: int, events: list[Event] | None) -> None:
        """Shuffle all 70 cards into a new deck, clear the playing areas, start the first turn.
        Here and below, what happened is added to `events`; None (search's quiet path) builds none."""
        if events is not None:
            self._gather(events)
        self.up = [EMPTY] * (SPACES * self.players)
        self.down = [EMPTY] * (SPACES * self.players)
        self.filled = [0] * self.players
        self.revealed = []
        self.discarded = []
        self.deck = list(range(DECK_SIZE))
        shuffle(self._own_rng(), self.deck)
        self._start_turn(first, events)

    def _gather(self, events: list[Event]) -> None:
        """Every card in sight goes back to the deck, face down, to be shuffled (between rounds)."""
        for cell, (face_up, face_down) in enumerate(zip(self.up, self.down)):
            seat, space = divmod(cell, SPACES)
            if face_down != EMPTY:
                events.append(CardMoved(face_down, down(seat, space), DECK, False, ()))
            if face_up != EMPTY:
                events.append(CardMoved(face_up, up(seat, space), DECK, False, ()))
        events += [CardMoved(c, MIDDLE, DECK, False, ()) for c in self.revealed]
        events += [CardMoved(c, GONE, DECK, False, ()) for c in self.discarded]

    def _own_rng(self) -> random.Random:
        """The generator, copied first if a clone still shares it (copy on write), or made
        from its seed the first time a determinization needs it (seeding is costly)."""
        if self.rng is None:
            self.rng = random.Random(self._rng_seed)
            self._rng_shared = False
        elif self._rng_shared:
            copy = random.Random()
            copy.setstate(self.rng.getstate())
            self.rng = copy
            self._rng_shared = False
        return self.rng

    def _start_turn(self, first: int, events: list[Event] | None) -> None:
        """Reveal cards for a turn; a deck too short for that ends the round (DECISIONS.md)."""
        count = reveal_count(self.players)
        self.order = _ORDERS[self.players][first]
        self.pick = 0
        self._legal = None
        if len(self.deck) < count:
            self._end_round(first, events)
            return
        self.revealed = self.deck[-count:]
        del self.deck[-count:]
        if events is not None:
            events += [CardMoved(card, DECK, MIDDLE) for card in self.revealed]

    # -- queries ---------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Take]:
        if self.over or seat != self.order[self.pick]:
            return []
        if self._legal is None:
            self._legal = legal_takes(self.up, self.down, seat * SPACES, self.revealed)
        return self._legal

    def why_illegal(self, seat: int, action: Action) -> Text | str | None:
        if not isinstance(action, Take):
            return T("That is not a Pixies move.")
        if (not self.over and seat == self.order[self.pick] and action.card in self.revealed
                and action not in self.legal_actions(seat)):
            return why_not_here(self.up, self.down, seat * SPACES, action.card, action.space) \
                or super().why_illegal(seat, action)
        return super().why_illegal(seat, action)

    def view(self, seat: int) -> PixiesView:
        return PixiesView(seat, self)

    # -- rules -----------------------------------------------------------------------------
    def _do(self, seat: int, action: Take) -> list[Event]:
        events: list[Event] = []
        self._play(seat, action, events)
        return events

    def advance(self, seat: int, action: Take) -> None:
        self._play(seat, action, None)

    def _play(self, seat: int, action: Take, events: list[Event] | None) -> None:
        """`_do` and `advance` both: the move, its events added to `events` unless None."""
        card = action.card
        self.revealed.remove(card)
        self._legal = None
        self._place(seat, card, action.space, action.face_up, events)
        pick = self.pick = self.pick + 1
        turn_done = pick == len(self.order)
        # The round ends at the end of a turn when someone has filled all 9 spaces; with 2 players
        # a turn's first pair of picks also counts, so both have played equally often.
        if (turn_done or (pick == 2 and self.players == 2)) and max(self.filled) == SPACES:
            self._end_round(seat, events)
        elif turn_done:
            self._start_turn(seat, events)          # the last to choose starts the next turn

    def _place(self, seat: int, card: int, space: int, face_up: bool, events: list[Event] | None) -> None:
        if space == NO_SPACE:
            self.discarded.append(card)
            if events is not None:
                events.append(CardMoved(card, MIDDLE, GONE))
            return
        cell = seat * SPACES + space
        old = self.up[cell]
        if old == EMPTY and self.down[cell] == EMPTY:
            self.filled[seat] += 1
        if not face_up:
            self.down[cell] = card
            if events is not None:
                events.append(CardMoved(card, MIDDLE, down(seat, space), False))
            return
        self.up[cell] = card
        if events is not None:
            events.append(CardMoved(card, MIDDLE, up(seat, space)))
        if old != EMPTY:
            self.down[cell] = old
            if events is not None:
                events.append(CardMoved(old, up(seat, space), down(seat, space), False))

    def _end_round(self, last: int, events: list[Event] | None) -> None:
        """Score every area; then the next round (started by `last`), or the game's end."""
        if events is None:                  # the totals alone, not every part of them
            round_scores = [area_total(u, d, self.round, largest_zone(u)[0])
                            for u, d in (self.grid(s) for s in range(self.players))]
        else:
            parts = tuple(self.breakdown(s) for s in range(self.players))
            round_scores = [b.total for b in parts]
        self.history.append(round_scores)
        self.totals = [t + r for t, r in zip(self.totals, round_scores)]
        if events is not None:
            grids = tuple((tuple(u), tuple(d)) for u, d in (self.grid(s) for s in range(self.players)))
            events += [RoundScored(self.round, parts, grids), RoundEnded(self.round, tuple(round_scores))]
        if self.round == ROUNDS:
            self.over = True
            self._legal = None
            if events is not None:
                events.append(GameOver(tuple(self.winners()), tuple(self.totals)))
            return
        self.round += 1
        self._start_round(last, events)

    # -- copies and serialisation ----------------------------------------------------------
    def clone(self) -> PixiesState:
        other = PixiesState.__new__(PixiesState)
        copy_public(self, other)
        other.deck = self.deck[:]
        other.rng = self.rng
        other._rng_seed = self._rng_seed
        other._legal = self._legal
        other._rng_shared = self._rng_shared = True
        return other

    def to_dict(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in _SAVED}
        data = {k: (list(v) if isinstance(v, list) else v) for k, v in data.items()}
        data["history"] = [list(r) for r in self.history]
        data["rng"] = rng_to_json(self.rng if self.rng is not None else random.Random(self._rng_seed))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PixiesState:
        state = cls.__new__(cls)
        try:
            for f in _SAVED:
                value = data[f]
                setattr(state, f, [list(r) for r in value] if f == "history" else
                        list(value) if isinstance(value, list) else value)
            state.rng = rng_from_json(data["rng"])
            state._rng_seed = None
            state._rng_shared = False
            state._legal = None
            # counted from the grids, which a mangled file may have cut short
            state.filled = [sum(1 for s in range(SPACES) if state.up[b + s] != EMPTY or state.down[b + s] != EMPTY)
                            for b in range(0, SPACES * state.players, SPACES)]
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"not a Pixies state: {exc!r}") from None
        state.check()
        return state

    def check(self) -> None:
        """70 cards conserved, face-up cards on their own number, bookkeeping consistent."""
        cards = self.deck + self.revealed + self.discarded + [c for c in self.up + self.down if c != EMPTY]
        if sorted(cards) != list(range(DECK_SIZE)):
            raise ValueError("the 70 cards are not all there exactly once")
        n = self.players
        if len(self.up) != SPACES * n or len(self.down) != SPACES * n:
            raise ValueError("playing areas of the wrong size")
        for cell, card in enumerate(self.up):
            if card != EMPTY and NUMBER[card] != cell % SPACES + 1:
                raise ValueError(f"face-up card {card} on space {cell % SPACES + 1}")
        if sum(map(sum, self.history)) != sum(self.totals) or not 1 <= self.round <= ROUNDS:
            raise ValueError("round totals do not add up")
        if not self.over and (self.order != turn_order(self.order[0], n) or not 0 <= self.pick < len(self.order)):
            raise ValueError("turn order broken")
        if not self.over and len(self.revealed) != len(self.order) - self.pick:
            raise ValueError("the middle holds the wrong number of cards")


class PixiesView(PixiesPublic, View):
    """Everything on the table for `seat`; the deck only as a count (its order is the secret)."""

    __slots__ = ("seat", "deck_size")
    deck_size: int

    def __init__(self, seat: int, state: PixiesState) -> None:
        self.seat = seat
        copy_public(state, self)
        self.deck_size = len(state.deck)

    def legal_actions(self) -> list[Take]:
        if self.over or self.order[self.pick] != self.seat:
            return []
        return legal_takes(self.up, self.down, self.seat * SPACES, self.revealed)

    def unseen(self) -> list[int]:
        """The deck's contents: the 70 cards minus every card in sight."""
        seen = set(self.revealed)
        seen.update(self.discarded)
        seen.update(self.up)
        seen.update(self.down)
        return [c for c in range(DECK_SIZE) if c not in seen]

    def has_secrets(self) -> bool:
        return not self.over and (self.deck_size > 1 or self.round < ROUNDS)

    def zones(self) -> Zones:
        """Where every card lies (game.pixies.actions): the deck as backs, the rest known.

            >>> from game import GAMES
            >>> zones = GAMES["pixies"].new(2, seed=1).view(0).zones()
            >>> len(zones[DECK]), set(zones[DECK]), zones[MIDDLE]
            (66, {None}, [63, 15, 32, 8])
        """
        zones: Zones = {DECK: [None] * self.deck_size, MIDDLE: list(self.revealed), GONE: list(self.discarded)}
        for index in range(SPACES * self.players):
            seat, space = divmod(index, SPACES)
            if self.up[index] != EMPTY:
                zones[up(seat, space)] = [self.up[index]]
            if self.down[index] != EMPTY:
                zones[down(seat, space)] = [self.down[index]]
        return zones

    def determinize(self, rng: random.Random) -> PixiesState:
        state = PixiesState.__new__(PixiesState)
        copy_public(self, state)
        state.deck = shuffled(self.unseen(), rng)
        state.rng = None
        state._rng_seed = rng.getrandbits(32)
        state._rng_shared = False
        state._legal = None
        return state

    def to_dict(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in ("seat", "deck_size") + PUBLIC}
        return {k: ([list(r) for r in v] if k == "history" else list(v) if isinstance(v, list) else v)
                for k, v in data.items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PixiesView:
        """The view `to_dict` wrote; ValueError for a field missing or of the wrong type."""
        return build(cls, data, VIEW_FIELDS)


#: the View's fields and how each is read back (PixiesView.from_dict)
VIEW_FIELDS = {"seat": whole, "deck_size": whole, "players": whole, "round": whole, "up": wholes, "down": wholes,
               "revealed": wholes, "order": wholes, "pick": whole, "totals": wholes, "history": rows,
               "discarded": wholes, "over": flag, "first_player": whole, "filled": wholes}

"""The LIXO? rules (lixo.txt, settled by DECISIONS.md): a State (one moment of a game) and a View
(what one seat may know), over one public part.

A bin is revealed; bidding goes round the table in laps from the active player. On a go a
player passes or raises: adds cards of the bin's colour (two-type cards count for either
colour) so that their total beats every other total. Bidding ends when everyone after the
last raise has passed in succession, or when nobody bids in the first lap (a dead bin).
The winner's bid is recycled and the bin scores for them; every other bidder's cards go to
their own unrecycled pile (-1 each). When every hand is empty at once, each player draws 5
at once, even in the middle of a bin's bidding, which then goes on. The active player passes
clockwise after each bin and each recycling card; the game ends when the bin deck is used up.

Hidden: the hands and the order of the stack and of the bin deck. Everything else is public,
and so is the bin deck's content (the 30 cards minus those seen), which a View lists sorted.

    >>> from game.lixo import GAME
    >>> state = GAME.new(3, seed=1)
    >>> state.legal_actions(state.turn)[0]
    Pass()
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.core import Action, CardMoved, Event, GameOver, State, TurnBegan, View, Zones, rng_from_json, rng_to_json
from game.core.fields import build, flag, list_of, number, rows, whole, wholes
from game.core.text import T, Text
from game.lixo import hands as hand_model
from game.lixo.actions import (
    BIN,
    BINS,
    DEAD,
    PASS,
    RECYCLED,
    RECYCLING,
    STACK,
    ActiveChanged,
    Pass,
    Raise,
    bid,
    hand,
    raise_choices,
    unrecycled,
    won,
)
from game.lixo.cards import (
    BIN_COUNT,
    BIN_DECK_SIZE,
    FULL_RUBBISH,
    HAND_SIZE,
    KINDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RECYCLING_COUNT,
    RELEVANT,
    bin_colour,
    bin_id,
    bin_value,
    cards_of,
    is_recycling,
)
from game.lixo.reading import count_rows, sized, whole_in, wholes_in

NO_BIN = -1
NOBODY = -1

#: everything on the table, shared by a State and every seat's View; written once, here.
#: Rubbish piles are 15 kind counts; `leaning` is the public hand model (game.lixo.hands).
PUBLIC = ("players", "first", "recycled", "unrecycled", "won", "dead", "recycling_used", "bin", "bids",
          "totals", "active", "turn", "last_raiser", "passes", "leaning", "over")
#: what only the State holds: the generator, the hands, the stack and the bin deck (drawn from the end)
PRIVATE = ("rng", "hands", "stack", "deck")
#: what a View holds beyond the public part
SEEN = ("seat", "hand", "hand_sizes", "stack_size", "deck_left")


def copy_public(src: LixoPublic, dst: LixoPublic) -> None:
    """`dst` gets `src`'s public part, its lists copied (the search clones in its inner loop)."""
    dst.players, dst.first, dst.bin, dst.recycling_used = src.players, src.first, src.bin, src.recycling_used
    dst.active, dst.turn, dst.last_raiser = src.active, src.turn, src.last_raiser
    dst.passes, dst.over = src.passes, src.over
    dst.recycled, dst.dead, dst.totals = src.recycled[:], src.dead[:], src.totals[:]
    dst.unrecycled = [u[:] for u in src.unrecycled]
    dst.won = [w[:] for w in src.won]
    dst.bids = [b[:] for b in src.bids]
    dst.leaning = [row[:] for row in src.leaning]


class LixoPublic:
    """The public part of a LIXO? game and what follows from it alone: State and View are both one.
    The game always waits for a bid on an open bin, or is over."""

    __slots__ = PUBLIC
    players: int
    first: int
    recycled: list[int]
    unrecycled: list[list[int]]
    won: list[list[int]]
    dead: list[int]
    recycling_used: int
    bin: int
    bids: list[list[int]]
    totals: list[int]
    active: int
    turn: int
    last_raiser: int
    passes: int
    leaning: list[list[float]]
    over: bool

    def to_move(self) -> list[int]:
        return [] if self.over else [self.turn]

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [sum(bin_value(b) for b in self.won[s]) - sum(self.unrecycled[s]) for s in range(self.players)]

    def winners(self) -> list[int]:
        if not self.over:
            return []
        scores = self.scores()
        best = max(scores)
        return [s for s in range(self.players) if scores[s] == best]

    def cards_to_lead(self, seat: int) -> int:
        """How many cards `seat` must add so its total beats every other total."""
        totals = self.totals
        best_other = max(totals[:seat] + totals[seat + 1:])
        return max(1, best_other + 1 - totals[seat])

    def passed(self) -> list[int]:
        """The seats that have passed since the last raise on the open bin (or since it opened)."""
        return [(self.turn - i) % self.players for i in range(self.passes, 0, -1)]


def legal_bids(public: LixoPublic, seat: int, held_cards: list[int]) -> list[Raise | Pass]:
    """Pass, and every raise from `held_cards` (15 counts) that takes `seat` into the lead."""
    colour = bin_colour(public.bin)
    held = tuple(held_cards[k] for k in RELEVANT[colour])
    return [PASS, *raise_choices(held, colour, public.cards_to_lead(seat))]


class LixoState(LixoPublic, State):
    """One moment of LIXO?: the table, the hands, the stack and the bin deck."""

    __slots__ = PRIVATE
    rng: random.Random
    hands: list[list[int]]
    stack: list[int]
    deck: list[int]

    @classmethod
    def new_game(cls, players: int, seed: int, first: int) -> LixoState:
        s = cls.__new__(cls)
        s.players, s.first = players, first
        s.rng = random.Random(seed)
        s.stack = list(cards_of(FULL_RUBBISH))
        s.rng.shuffle(s.stack)
        s.deck = list(range(BIN_DECK_SIZE))
        s.rng.shuffle(s.deck)
        s.active = first if first >= 0 else s.rng.randrange(players)
        s.hands = [[0] * KINDS for _ in range(players)]
        s.recycled = [0] * KINDS
        s.unrecycled = [[0] * KINDS for _ in range(players)]
        s.bids = [[0] * KINDS for _ in range(players)]
        s.totals = [0] * players
        s.won = [[] for _ in range(players)]
        s.dead, s.recycling_used, s.bin = [], 0, NO_BIN
        s.turn, s.last_raiser, s.passes, s.over = s.active, NOBODY, 0, False
        s.leaning = [[1.0] * 5 for _ in range(players)]
        s._everyone_draws([])
        s._reveal([])
        return s

    # -- queries ----------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Raise | Pass]:
        if self.over or seat != self.turn:
            return []
        return legal_bids(self, seat, self.hands[seat])

    def why_illegal(self, seat: int, action: Action) -> Text | str | None:
        if not isinstance(action, (Raise, Pass)):
            return T("{action} is not a LIXO? action", action=repr(action))
        return super().why_illegal(seat, action)

    def view(self, seat: int) -> LixoView:
        return LixoView(seat, self)

    # -- actions ----------------------------------------------------------------------------
    def _do(self, seat: int, action: Raise | Pass) -> list[Event]:
        events: list[Event] = []
        self._play(seat, action, events)
        if not self.over:
            events.append(TurnBegan(self.turn))
        return events

    def advance(self, seat: int, action: Raise | Pass) -> None:
        self._play(seat, action, None)

    def _play(self, seat: int, action: Raise | Pass, events: list[Event] | None) -> None:
        """`_do` and `advance` both: the move, what happened added to `events` unless None
        (search's quiet path builds no events)."""
        if isinstance(action, Raise):
            self._raise(seat, action.cards, events)
        else:
            self._pass(seat, events)

    def _raise(self, seat: int, cards: tuple[int, ...], events: list[Event] | None) -> None:
        held, laid = self.hands[seat], self.bids[seat]
        for kind in cards:
            held[kind] -= 1
            laid[kind] += 1
            if events is not None:
                events.append(CardMoved(kind, hand(seat), bid(seat)))
        self.totals[seat] += len(cards)
        hand_model.on_raise(self.leaning[seat], bin_colour(self.bin))
        self.last_raiser = seat
        self.passes = 0
        self.turn = (seat + 1) % self.players
        if not any(any(h) for h in self.hands):
            self._everyone_draws(events)        # at once, even mid-bidding: the others may answer

    def _pass(self, seat: int, events: list[Event] | None) -> None:
        hand_model.on_pass(self.leaning[seat], bin_colour(self.bin), self.cards_to_lead(seat), bin_value(self.bin))
        self.passes += 1
        self.turn = (seat + 1) % self.players
        if self.last_raiser == NOBODY and self.passes >= self.players:
            if events is not None:
                events.append(CardMoved(bin_id(self.bin), BIN, DEAD))
            self.dead.append(self.bin)
            self._after_bin(events)
        elif self.last_raiser != NOBODY and self.passes >= self.players - 1:
            self._bin_won(events)

    def _bin_won(self, events: list[Event] | None) -> None:
        winner = self.last_raiser
        if events is not None:
            events.append(CardMoved(bin_id(self.bin), BIN, won(winner)))
        self.won[winner].append(self.bin)
        for seat in range(self.players):
            if not self.totals[seat]:
                continue
            laid = self.bids[seat]
            pile, zone = (self.recycled, RECYCLED) if seat == winner else (self.unrecycled[seat], unrecycled(seat))
            if events is not None:
                events.extend(CardMoved(kind, bid(seat), zone) for kind in cards_of(laid))
            for kind in range(KINDS):
                pile[kind] += laid[kind]
                laid[kind] = 0
            self.totals[seat] = 0
        self._after_bin(events)

    def _after_bin(self, events: list[Event] | None) -> None:
        self.bin = NO_BIN
        if self.deck and not any(any(h) for h in self.hands):
            self._everyone_draws(events)
        self._next_active(events)
        self._reveal(events)

    def _next_active(self, events: list[Event] | None) -> None:
        self.active = (self.active + 1) % self.players
        if events is not None:
            events.append(ActiveChanged(self.active))

    def _reveal(self, events: list[Event] | None) -> None:
        """Turn bin-deck cards until a bin is open for bidding or the deck is used up."""
        while self.deck:
            card = self.deck.pop()
            if not is_recycling(card):
                if events is not None:
                    events.append(CardMoved(bin_id(card), BINS, BIN))
                self.bin = card
                self.turn, self.last_raiser, self.passes = self.active, NOBODY, 0
                return
            if events is not None:
                events.append(CardMoved(bin_id(card), BINS, RECYCLING))
            self.recycling_used += 1
            self._everyone_draws(events)
            self._next_active(events)
        self.over = True
        if events is not None:
            events.append(GameOver(tuple(self.winners()), tuple(self.scores())))

    # -- drawing ----------------------------------------------------------------------------
    def _everyone_draws(self, events: list[Event] | None) -> None:
        for i in range(self.players):
            self._draw((self.active + i) % self.players, HAND_SIZE, events)

    def _draw(self, seat: int, count: int, events: list[Event] | None) -> None:
        """Up to `count` cards into `seat`'s hand. The cards are told sorted, after any reshuffle
        they needed, so what the drawer learns does not hang on the hidden order of the stack."""
        held = self.hands[seat]
        held_before = sum(held)
        drawn = []
        for _ in range(count):
            if not self.stack and not self._reshuffle(events):
                break
            kind = self.stack.pop()
            held[kind] += 1
            drawn.append(kind)
        hand_model.on_draw(self.leaning[seat], held_before, len(drawn))
        if events is not None:
            events.extend(CardMoved(kind, STACK, hand(seat), False, (seat,)) for kind in sorted(drawn))

    def _reshuffle(self, events: list[Event] | None) -> bool:
        """The recycled pile becomes the new stack; False when it is empty too."""
        if not any(self.recycled):
            return False
        self.stack = list(cards_of(self.recycled))
        if events is not None:
            events.extend(CardMoved(kind, RECYCLED, STACK, False, ()) for kind in self.stack)
        self.rng.shuffle(self.stack)
        self.recycled = [0] * KINDS
        return True

    # -- copies, invariants and saves ----------------------------------------------------------
    def clone(self) -> LixoState:
        c = LixoState.__new__(LixoState)
        copy_public(self, c)
        c.rng = random.Random.__new__(random.Random)     # not seeded from the system: half the cost
        c.rng.setstate(self.rng.getstate())
        c.hands = [h[:] for h in self.hands]
        c.stack, c.deck = self.stack[:], self.deck[:]
        return c

    def check(self) -> None:
        piles = (*self.hands, *self.unrecycled, *self.bids, self.recycled, self.stack_counts())
        if min(min(pile) for pile in piles) < 0:
            raise ValueError("a negative count of rubbish cards")
        rubbish = tuple(map(sum, zip(*piles)))
        if rubbish != FULL_RUBBISH:
            raise ValueError(f"rubbish cards not conserved: {rubbish}")
        bins = [b for w in self.won for b in w] + self.dead + self.deck + ([self.bin] if self.bin != NO_BIN else [])
        recycling_in_deck = sum(1 for c in self.deck if is_recycling(c))
        if len(bins) + self.recycling_used != BIN_DECK_SIZE or len(set(bins)) != len(bins):
            raise ValueError("bin-deck cards not conserved")
        if self.recycling_used + recycling_in_deck != RECYCLING_COUNT:
            raise ValueError("recycling cards not conserved")
        if self.totals != [sum(b) for b in self.bids]:
            raise ValueError("bid totals do not match the bid cards")
        if self.over != (self.bin == NO_BIN and not self.deck):
            raise ValueError("the game is over exactly when no bin is open and the deck is used up")

    def stack_counts(self) -> list[int]:
        counts = [0] * KINDS
        for kind in self.stack:
            counts[kind] += 1
        return counts

    def to_dict(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in PUBLIC + PRIVATE if name != "rng"}
        data = {name: [v[:] if isinstance(v, list) else v for v in value] if isinstance(value, list) else value
                for name, value in data.items()}
        data["rng"] = rng_to_json(self.rng)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LixoState:
        """A state from `to_dict`'s data, every field checked: ValueError on anything else."""
        s = cls.__new__(cls)
        s.players = n = whole_in(data["players"], MIN_PLAYERS, MAX_PLAYERS)
        s.first = whole_in(data["first"], -1, n - 1)
        s.rng = rng_from_json(data["rng"])
        s.hands = count_rows(data["hands"], n, KINDS)
        s.stack = wholes_in(data["stack"], 0, KINDS - 1)
        s.recycled = count_rows([data["recycled"]], 1, KINDS)[0]
        s.unrecycled = count_rows(data["unrecycled"], n, KINDS)
        s.won = [wholes_in(w, 0, BIN_DECK_SIZE - 1) for w in sized(data["won"], n)]
        s.dead = wholes_in(data["dead"], 0, BIN_DECK_SIZE - 1)
        s.deck = wholes_in(data["deck"], 0, BIN_DECK_SIZE - 1)
        s.recycling_used = whole_in(data["recycling_used"], 0, RECYCLING_COUNT)
        s.bin = whole_in(data["bin"], NO_BIN, BIN_COUNT - 1)
        s.bids = count_rows(data["bids"], n, KINDS)
        s.totals = wholes_in(data["totals"], 0, sum(FULL_RUBBISH))
        s.active, s.turn = whole_in(data["active"], 0, n - 1), whole_in(data["turn"], 0, n - 1)
        s.last_raiser = whole_in(data["last_raiser"], NOBODY, n - 1)
        s.passes = whole_in(data["passes"], 0, n)
        s.leaning = [[float(x) for x in sized(row, 5)] for row in sized(data["leaning"], n)]
        s.over = data["over"]
        if not isinstance(s.over, bool) or len(s.totals) != n:
            raise ValueError("a LIXO? state needs a boolean 'over' and one total per seat")
        s.check()
        return s


class LixoView(LixoPublic, View):
    """What one seat knows: its own hand, every hand's size, every face-up pile; not the other
    hands, the stack's order or the bin deck's order (its contents are public by deduction, so
    they are listed sorted)."""

    __slots__ = SEEN
    #: rubbish cards are counted by kind, and the recycling cards drawn are known as a set: the
    #: order of those piles is kept nowhere
    unordered_zones = frozenset({"hand", "bid", "recycled", "unrecycled", "recycling"})
    seat: int
    hand: list[int]
    hand_sizes: list[int]
    stack_size: int
    deck_left: list[int]

    def __init__(self, seat: int, state: LixoState) -> None:
        self.seat = seat
        copy_public(state, self)
        self.hand = state.hands[seat][:]
        self.hand_sizes = [sum(h) for h in state.hands]
        self.stack_size = len(state.stack)
        self.deck_left = sorted(state.deck)

    def legal_actions(self) -> list[Raise | Pass]:
        if self.over or self.turn != self.seat:
            return []
        return legal_bids(self, self.seat, self.hand)

    def unseen(self) -> list[int]:
        """Counts of the rubbish this seat cannot see: in other hands or in the stack."""
        pool = list(FULL_RUBBISH)
        for pile in (self.hand, self.recycled, *self.unrecycled, *self.bids):
            for kind in range(KINDS):
                pool[kind] -= pile[kind]
        return pool

    def has_secrets(self) -> bool:
        hidden_hands = any(n for s, n in enumerate(self.hand_sizes) if s != self.seat)
        return not self.over and (hidden_hands or self.stack_size > 1 or len(self.deck_left) > 1)

    def zones(self) -> Zones:
        """Where every card lies (game.lixo.actions): rubbish cards by their kind, sorted (many
        cards share a kind), bin cards by `bin_id`; the stack, the bin deck and the other hands
        as backs; the recycling cards already drawn beside the bins.

            >>> from game import GAMES
            >>> zones = GAMES["lixo"].new(3, seed=1).view(0).zones()
            >>> zones[hand(0)], zones[hand(1)], zones[BIN]
            ([0, 1, 1, 2, 9], [None, None, None, None, None], [31])
        """
        used = sorted(set(range(BIN_COUNT, BIN_DECK_SIZE)) - set(self.deck_left))
        zones: Zones = {STACK: [None] * self.stack_size, RECYCLED: list(cards_of(self.recycled)),
                        BINS: [None] * len(self.deck_left), BIN: [bin_id(self.bin)] if self.bin >= 0 else [],
                        DEAD: [bin_id(c) for c in self.dead], RECYCLING: [bin_id(c) for c in used]}
        for seat in range(self.players):
            zones[hand(seat)] = list(cards_of(self.hand)) if seat == self.seat else [None] * self.hand_sizes[seat]
            zones[bid(seat)] = list(cards_of(self.bids[seat]))
            zones[unrecycled(seat)] = list(cards_of(self.unrecycled[seat]))
            zones[won(seat)] = [bin_id(c) for c in self.won[seat]]
        return zones

    def determinize(self, rng: random.Random) -> LixoState:
        pool = self.unseen()
        sizes = {s: n for s, n in enumerate(self.hand_sizes) if s != self.seat}
        dealt = hand_model.deal_hidden(pool, sizes, self.leaning, rng)
        s = LixoState.__new__(LixoState)
        copy_public(self, s)
        s.rng = random.Random(rng.getrandbits(64))
        s.hands = [self.hand[:] if seat == self.seat else dealt[seat] for seat in range(self.players)]
        s.stack = _shuffled(cards_of(pool), rng)
        s.deck = _shuffled(self.deck_left, rng)
        return s

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in SEEN + PUBLIC}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LixoView:
        """The view `to_dict` wrote; ValueError for a field missing or of the wrong type."""
        return build(cls, data, VIEW_FIELDS)


#: the View's fields and how each is read back (LixoView.from_dict)
VIEW_FIELDS = {"seat": whole, "players": whole, "first": whole, "hand": wholes, "hand_sizes": wholes,
               "stack_size": whole, "recycled": wholes, "unrecycled": rows, "won": rows, "dead": wholes,
               "deck_left": wholes, "recycling_used": whole, "bin": whole, "bids": rows, "totals": wholes,
               "active": whole, "turn": whole, "last_raiser": whole, "passes": whole,
               "leaning": list_of(list_of(number)), "over": flag}
assert set(VIEW_FIELDS) == set(SEEN + PUBLIC), "a View field without its reader"


def _shuffled(items: Sequence[int], rng: random.Random) -> list[int]:
    """A random order of `items`: sorting by random keys, several times faster than
    random.shuffle for a stack of rubbish (determinizations make one per search iteration)."""
    keys = [rng.random() for _ in items]
    return [item for _, item in sorted(zip(keys, items))]


"""The LIXO? rules (lixo.txt, settled by DECISIONS.md): bidding rubbish on bins.

A bin is revealed; bidding goes round the table in laps from the active player. On a go a
player passes or raises: adds cards of the bin's colour (two-type cards count for either
colour) so that their total beats every other total. Bidding ends when everyone after the
last raise has passed in succession, or when nobody bids in the first lap (a dead bin).
The winner's bid is recycled and the bin scores for them; every other bidder's cards go to
their own unrecycled pile (-1 each). The active player passes clockwise after each bin and
each recycling card; the game ends when the bin deck is used up.

    >>> from game.lixo import GAME
    >>> state = GAME.new(3, seed=1)
    >>> state.legal_actions(state.turn)[0]
    Pass()
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from game.core import Action, Event, Game, GameOver, State, View, rng_from_json, rng_to_json
from game.core.fields import build, flag, list_of, number, rows, whole, wholes
from game.lixo import hands as hand_model
from game.lixo.cards import (
    BIN_DECK_SIZE, FULL_RUBBISH, HAND_SIZE, KINDS, RECYCLING_COUNT, RELEVANT,
    bin_colour, bin_value, cards_of, describe_cards, is_recycling,
)
from game.lixo.events import (
    ActivePlayerChanged, BinDead, BinRevealed, BinWon, CardsBid, CardsDrawn, CardsRecycled,
    CardsUnrecycled, Passed, RecyclingRevealed, StackReshuffled,
)

NO_BIN = -1
NOBODY = -1


@dataclass(frozen=True)
class Raise(Action):
    """Lay `cards` (rubbish kinds, sorted) on the open bin, on top of this seat's bid so far."""
    cards: tuple

    @classmethod
    def of(cls, cards) -> "Raise":
        return cls(tuple(sorted(cards)))

    def __str__(self) -> str:
        return f"raise by {len(self.cards)} ({describe_cards(self.cards)})"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


PASS = Pass()


@lru_cache(maxsize=65536)
def raise_choices(held: tuple[int, ...], colour: int, need: int) -> tuple[Raise, ...]:
    """Every raise of at least `need` cards from `held` (the hand's counts of RELEVANT[colour]),
    smallest first. Cached: hands repeat endlessly in search."""
    if sum(held) < need:
        return ()
    kinds = RELEVANT[colour]
    found = []
    for counts in product(*(range(n + 1) for n in held)):
        if sum(counts) >= need:
            cards = tuple(k for k, n in zip(kinds, counts) for _ in range(n))
            found.append(Raise(cards))
    found.sort(key=lambda r: (len(r.cards), r.cards))
    return tuple(found)


class LixoState(State):
    """One moment of LIXO?; always either waiting for a bid on an open bin, or over.

    Piles of rubbish are 15 kind counts; the stack and the bin deck are lists drawn from
    the end. `leaning` is the public hand model (game.lixo.hands).
    """

    __slots__ = ("players", "first", "rng", "hands", "stack", "recycled", "unrecycled", "won",
                 "dead", "deck", "recycling_used", "bin", "bids", "totals", "active", "turn",
                 "last_raiser", "passes", "leaning", "over")

    # -- queries ----------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        return [] if self.over else [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        return [PASS, *self.raises(seat)]

    def raises(self, seat: int) -> tuple[Raise, ...]:
        colour = bin_colour(self.bin)
        hand = self.hands[seat]
        held = tuple(hand[k] for k in RELEVANT[colour])
        return raise_choices(held, colour, self.cards_to_lead(seat))

    def cards_to_lead(self, seat: int) -> int:
        """How many cards `seat` must add so its total beats every other total."""
        best_other = max(t for s, t in enumerate(self.totals) if s != seat)
        return max(1, best_other + 1 - self.totals[seat])

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

    def view(self, seat: int) -> "LixoView":
        return LixoView(self, seat)

    # -- actions ----------------------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Raise):
            self._raise(seat, action.cards, events)
        else:
            self._pass(seat, events)
        return events

    def _raise(self, seat: int, cards: tuple, events: list[Event]) -> None:
        hand, bid = self.hands[seat], self.bids[seat]
        for kind in cards:
            hand[kind] -= 1
            bid[kind] += 1
        self.totals[seat] += len(cards)
        hand_model.on_raise(self.leaning[seat], bin_colour(self.bin))
        events.append(CardsBid(seat, cards, self.totals[seat]))
        self.last_raiser = seat
        self.passes = 0
        self.turn = (seat + 1) % self.players

    def _pass(self, seat: int, events: list[Event]) -> None:
        hand_model.on_pass(self.leaning[seat], bin_colour(self.bin), self.cards_to_lead(seat), bin_value(self.bin))
        events.append(Passed(seat))
        self.passes += 1
        self.turn = (seat + 1) % self.players
        if self.last_raiser == NOBODY and self.passes >= self.players:
            self._bin_dies(events)
        elif self.last_raiser != NOBODY and self.passes >= self.players - 1:
            self._bin_won(events)

    def _bin_won(self, events: list[Event]) -> None:
        winner = self.last_raiser
        events.append(BinWon(winner, self.bin, self.totals[winner]))
        self.won[winner].append(self.bin)
        for seat in range(self.players):
            bid = self.bids[seat]
            if not self.totals[seat]:
                continue
            cards = cards_of(bid)
            pile = self.recycled if seat == winner else self.unrecycled[seat]
            for kind in range(KINDS):
                pile[kind] += bid[kind]
                bid[kind] = 0
            self.totals[seat] = 0
            events.append(CardsRecycled(seat, cards) if seat == winner else CardsUnrecycled(seat, cards))
        self._after_bin(events)

    def _bin_dies(self, events: list[Event]) -> None:
        events.append(BinDead(self.bin))
        self.dead.append(self.bin)
        self._after_bin(events)

    def _after_bin(self, events: list[Event]) -> None:
        self.bin = NO_BIN
        if self.deck and not any(any(hand) for hand in self.hands):
            self._everyone_draws(events)
        self._next_active(events)
        self._reveal(events)

    def _next_active(self, events: list[Event]) -> None:
        self.active = (self.active + 1) % self.players
        events.append(ActivePlayerChanged(self.active))

    def _reveal(self, events: list[Event]) -> None:
        """Turn bin-deck cards until a bin is open for bidding or the deck is used up."""
        while self.deck:
            card = self.deck.pop()
            if not is_recycling(card):
                self.bin = card
                events.append(BinRevealed(card, bin_colour(card), bin_value(card), len(self.deck)))
                self.turn, self.last_raiser, self.passes = self.active, NOBODY, 0
                return
            self.recycling_used += 1
            events.append(RecyclingRevealed(card, len(self.deck)))
            self._everyone_draws(events)
            self._next_active(events)
        self.over = True
        events.append(GameOver(tuple(self.winners()), tuple(self.scores())))

    # -- drawing ----------------------------------------------------------------------------
    def _everyone_draws(self, events: list[Event]) -> None:
        for i in range(self.players):
            self._draw((self.active + i) % self.players, HAND_SIZE, events)

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        hand = self.hands[seat]
        held_before = sum(hand)
        drawn = []
        for _ in range(count):
            if not self.stack and not self._reshuffle(events):
                break
            kind = self.stack.pop()
            hand[kind] += 1
            drawn.append(kind)
        hand_model.on_draw(self.leaning[seat], held_before, len(drawn))
        if drawn:
            events.append(CardsDrawn(seat, tuple(sorted(drawn))))

    def _reshuffle(self, events: list[Event]) -> bool:
        """The recycled pile becomes the new stack; False when it is empty too."""
        if not any(self.recycled):
            return False
        self.stack = list(cards_of(self.recycled))
        self.rng.shuffle(self.stack)
        self.recycled = [0] * KINDS
        events.append(StackReshuffled(len(self.stack)))
        return True

    # -- copies and invariants ---------------------------------------------------------------
    def clone(self) -> "LixoState":
        c = LixoState.__new__(LixoState)
        c.players, c.first, c.bin, c.recycling_used = self.players, self.first, self.bin, self.recycling_used
        c.active, c.turn, c.last_raiser, c.passes, c.over = self.active, self.turn, self.last_raiser, self.passes, self.over
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        c.hands = [h[:] for h in self.hands]
        c.stack, c.recycled, c.deck, c.dead = self.stack[:], self.recycled[:], self.deck[:], self.dead[:]
        c.unrecycled = [u[:] for u in self.unrecycled]
        c.won = [w[:] for w in self.won]
        c.bids = [b[:] for b in self.bids]
        c.totals = self.totals[:]
        c.leaning = [l[:] for l in self.leaning]
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

    def to_dict(self) -> dict:
        return {
            "players": self.players, "first": self.first, "rng": rng_to_json(self.rng),
            "hands": [h[:] for h in self.hands], "stack": self.stack[:], "recycled": self.recycled[:],
            "unrecycled": [u[:] for u in self.unrecycled], "won": [w[:] for w in self.won],
            "dead": self.dead[:], "deck": self.deck[:], "recycling_used": self.recycling_used,
            "bin": self.bin, "bids": [b[:] for b in self.bids], "totals": self.totals[:],
            "active": self.active, "turn": self.turn, "last_raiser": self.last_raiser,
            "passes": self.passes, "leaning": [l[:] for l in self.leaning], "over": self.over,
        }


class LixoView(View):
    """What one seat knows: its own hand, every hand's size, every face-up pile; not the
    other hands, the stack's order or the bin deck's order (its contents are public by
    deduction, so they are listed sorted)."""

    def __init__(self, state: LixoState, seat: int) -> None:
        self.seat = seat
        self.players = state.players
        self.first = state.first
        self.hand = state.hands[seat][:]
        self.hand_sizes = [sum(h) for h in state.hands]
        self.stack_size = len(state.stack)
        self.recycled = state.recycled[:]
        self.unrecycled = [u[:] for u in state.unrecycled]
        self.won = [w[:] for w in state.won]
        self.dead = state.dead[:]
        self.deck_left = sorted(state.deck)
        self.recycling_used = state.recycling_used
        self.bin = state.bin
        self.bids = [b[:] for b in state.bids]
        self.totals = state.totals[:]
        self.active, self.turn = state.active, state.turn
        self.last_raiser, self.passes = state.last_raiser, state.passes
        self.leaning = [l[:] for l in state.leaning]
        self.over = state.over

    def legal_actions(self) -> list[Action]:
        if self.over or self.turn != self.seat:
            return []
        colour = bin_colour(self.bin)
        held = tuple(self.hand[k] for k in RELEVANT[colour])
        return [PASS, *raise_choices(held, colour, self.cards_to_lead())]

    def cards_to_lead(self, seat: int | None = None) -> int:
        seat = self.seat if seat is None else seat
        best_other = max(t for s, t in enumerate(self.totals) if s != seat)
        return max(1, best_other + 1 - self.totals[seat])

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

    def determinize(self, rng: random.Random) -> LixoState:
        pool = self.unseen()
        sizes = {s: n for s, n in enumerate(self.hand_sizes) if s != self.seat}
        dealt = hand_model.deal_hidden(pool, sizes, self.leaning, rng)
        s = LixoState.__new__(LixoState)
        s.players, s.first, s.bin, s.recycling_used = self.players, self.first, self.bin, self.recycling_used
        s.active, s.turn, s.last_raiser, s.passes, s.over = self.active, self.turn, self.last_raiser, self.passes, self.over
        s.rng = random.Random(rng.getrandbits(64))
        s.hands = [self.hand[:] if seat == self.seat else dealt[seat] for seat in range(self.players)]
        s.stack = _shuffled(cards_of(pool), rng)
        s.deck = _shuffled(self.deck_left, rng)
        s.recycled, s.dead, s.totals = self.recycled[:], self.dead[:], self.totals[:]
        s.unrecycled = [u[:] for u in self.unrecycled]
        s.won = [w[:] for w in self.won]
        s.bids = [b[:] for b in self.bids]
        s.leaning = [l[:] for l in self.leaning]
        return s

    def scores(self) -> list[int]:
        return [sum(bin_value(b) for b in self.won[s]) - sum(self.unrecycled[s]) for s in range(self.players)]

    def to_move(self) -> list[int]:
        return [] if self.over else [self.turn]

    def is_over(self) -> bool:
        return self.over

    def winners(self) -> list[int]:
        if not self.over:
            return []
        scores = self.scores()
        return [s for s in range(self.players) if scores[s] == max(scores)]

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in VIEW_FIELDS}

    @classmethod
    def from_dict(cls, data: dict) -> "LixoView":
        """The view `to_dict` wrote; ValueError for a field missing or of the wrong type."""
        return build(cls, data, VIEW_FIELDS)


#: the View's fields and how each is read back (LixoView.from_dict)
VIEW_FIELDS = {"seat": whole, "players": whole, "first": whole, "hand": wholes, "hand_sizes": wholes,
               "stack_size": whole, "recycled": wholes, "unrecycled": rows, "won": rows, "dead": wholes,
               "deck_left": wholes, "recycling_used": whole, "bin": whole, "bids": rows, "totals": wholes,
               "active": whole, "turn": whole, "last_raiser": whole, "passes": whole,
               "leaning": list_of(list_of(number)), "over": flag}


class LixoGame(Game):
    name = "lixo"
    title = "LIXO?"
    min_players = 2
    max_players = 6
    #: first: the first active player, -1 for a random one (the human may choose to start)
    options = {"first": -1}
    actions = (Raise, Pass)
    events = (BinRevealed, RecyclingRevealed, CardsBid, Passed, BinWon, BinDead, CardsRecycled, CardsUnrecycled,
              CardsDrawn, StackReshuffled, ActivePlayerChanged)
    levels = ("random", "easy", "normal", "hard", "expert")

    def new(self, players: int, seed: int, **options) -> LixoState:
        opts = self.check_options(players, options)
        first = opts["first"]
        if not isinstance(first, int) or not -1 <= first < players:
            raise ValueError(f"first must be -1 (random) or a seat 0-{players - 1}, not {first!r}")
        s = LixoState.__new__(LixoState)
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

    def from_dict(self, data: dict) -> LixoState:
        s = LixoState.__new__(LixoState)
        s.players = _int(data["players"], self.min_players, self.max_players)
        n = s.players
        s.first = _int(data["first"], -1, n - 1)
        s.rng = rng_from_json(data["rng"])
        s.hands = _rows(data["hands"], n, KINDS)
        s.stack = _ints(data["stack"], 0, KINDS - 1)
        s.recycled = _rows([data["recycled"]], 1, KINDS)[0]
        s.unrecycled = _rows(data["unrecycled"], n, KINDS)
        s.won = [_ints(w, 0, BIN_DECK_SIZE - 1) for w in _list(data["won"], n)]
        s.dead = _ints(data["dead"], 0, BIN_DECK_SIZE - 1)
        s.deck = _ints(data["deck"], 0, BIN_DECK_SIZE - 1)
        s.recycling_used = _int(data["recycling_used"], 0, RECYCLING_COUNT)
        s.bin = _int(data["bin"], NO_BIN, BIN_DECK_SIZE - RECYCLING_COUNT - 1)
        s.bids = _rows(data["bids"], n, KINDS)
        s.totals = _ints(data["totals"], 0, sum(FULL_RUBBISH))
        s.active, s.turn = _int(data["active"], 0, n - 1), _int(data["turn"], 0, n - 1)
        s.last_raiser = _int(data["last_raiser"], NOBODY, n - 1)
        s.passes = _int(data["passes"], 0, n)
        s.leaning = [[float(x) for x in _list(row, 5)] for row in _list(data["leaning"], n)]
        s.over = data["over"]
        if not isinstance(s.over, bool) or len(s.totals) != n:
            raise ValueError("a LIXO? state needs a boolean 'over' and one total per seat")
        s.check()
        return s

    def _read_view(self, data: dict) -> LixoView:
        return LixoView.from_dict(data)

    def knowledge(self):
        from game.lixo.bots import LixoKnowledge
        return LixoKnowledge()

    def make_bot(self, level: str, **budget):
        from game.lixo.bots import make_bot
        return make_bot(self, level, **budget)


def _shuffled(items, rng: random.Random) -> list:
    """A random order of `items`: sorting by random keys, several times faster than
    random.shuffle for a stack of rubbish (determinizations make one per search iteration)."""
    keys = [rng.random() for _ in items]
    return [item for _, item in sorted(zip(keys, items))]


def _list(value, length: int) -> list:
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"expected a list of {length}, got {value!r:.60}")
    return value


def _int(value, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"expected a whole number {low}-{high}, got {value!r:.60}")
    return value


def _ints(value, low: int, high: int) -> list[int]:
    """A copy of a list of whole numbers low-high (checked in bulk: the stack has 180)."""
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise ValueError(f"expected a list of whole numbers, got {value!r:.60}")
    if value and (min(value) < low or max(value) > high):
        raise ValueError(f"expected whole numbers {low}-{high}, got {value!r:.60}")
    return value[:]


def _rows(value, rows: int, width: int) -> list[list[int]]:
    return [_ints(_list(row, width), 0, sum(FULL_RUBBISH)) for row in _list(value, rows)]

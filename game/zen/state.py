"""Flanx Zen, the solo puzzle (flanx.txt "Zen Variant"; DECISIONS.md "Zen"): a State and its View.

One player builds a Zen form from two shuffled decks (or one, for a one-colour form); the
actions are in game/zen/actions.py. Decided here:

- A deck "runs out" when the round that drew its last card ends, so that round's leftovers are
  part of the renewed deck (a real player turns the pile over when next reaching for that
  deck). The first time, its discard pile becomes the deck, first-discarded card on top; only
  once per deck. A renewed deck's order is the discard order the player chose, so the player's
  View keeps it.
- Win: the form is complete. Loss: every deck the form uses has run out a second time.

The only secret is the order of a deck not yet renewed. Everything else is on the table, and
both the State and the View are a `ZenPublic`: its field list, `PUBLIC`, is written once.
"""
from __future__ import annotations

import itertools
import random
from typing import Any

from game.core import (
    Action,
    CardMoved,
    Event,
    GameOver,
    IllegalAction,
    RoundEnded,
    State,
    View,
    Zones,
    rng_copy,
    rng_from_json,
    rng_to_json,
)
from game.core.fields import list_of, optional, read, wholes
from game.flanx.cards import DECK_NAMES, deck_of
from game.flanx.cards import deck as cards_of_deck
from game.zen.actions import (
    DRAWN,
    TURNED,
    ChooseStartDeck,
    Draw,
    EndRound,
    Place,
    Undo,
    deck,
    discard,
    grid,
)
from game.zen.form import Cell, Form, neighbours

ROUND_SIZE = 3
PHASES = ("start", "draw", "play", "won", "lost")

#: everything on the table, shared by the State and the View; written once, here
PUBLIC = ("form", "phase", "placed", "hand", "discards", "renewed", "drawn_from", "round_placed", "rounds",
          "turned_up")


def copy_public(src: ZenPublic, dst: ZenPublic) -> None:
    """`dst` gets `src`'s public part, its lists copied (the form is immutable: shared)."""
    for name in PUBLIC:
        value = getattr(src, name)
        if isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        setattr(dst, name, value)


class ZenPublic:
    """The visible part of a Zen game and the legality that follows from it alone.

    The policy (game/zen/policy.py) reads a game only through these names, so it plays the
    same on a View as on a State and never sees a hidden deck order.
    """

    form: Form
    phase: str
    placed: list[int]          # cards on the form, in the order they went down (start card first)
    hand: list[int]
    discards: list[list[int]]  # per deck colour, first-discarded first
    renewed: list[bool]
    drawn_from: int | None     # the deck this round drew from
    round_placed: int          # placements made this round (what Undo may take back)
    rounds: int                # rounds begun (Draws made): the result of a win
    turned_up: list[int]       # the cards turned up before the start card (shuffled back since)

    def deck_size(self, d: int) -> int:
        raise NotImplementedError

    def known_deck(self, d: int) -> list[int] | None:
        """A renewed deck's cards, top last; None while the deck is still shuffled (hidden)."""
        raise NotImplementedError

    # -- the contract's questions ----------------------------------------------------------------
    def to_move(self) -> list[int]:
        return [] if self.is_over() else [0]

    def is_over(self) -> bool:
        return self.phase in ("won", "lost")

    def scores(self) -> list[float]:
        """The cards in place: all of the form's on a win."""
        return [float(len(self.placed))]

    def winners(self) -> list[int]:
        return [0] if self.phase == "won" else []

    # -- what the table shows ----------------------------------------------------------------------
    def unseen(self, d: int) -> list[int]:
        """The cards of deck colour d whose place the player cannot know (in a shuffled deck)."""
        if self.known_deck(d) is not None:
            return []
        visible = set(self.placed) | set(self.hand) | set(self.discards[d])
        return [c for c in cards_of_deck(d) if c not in visible]

    def placed_cells(self) -> set[Cell]:
        return {self.form.home[c] for c in self.placed}

    def missing(self) -> list[Cell]:
        """The form's cells still empty (shown after a loss)."""
        cells = self.placed_cells()
        return sorted(cell for cell in self.form.cells if cell not in cells)

    def spent(self, d: int) -> bool:
        """Deck d has run out after its renewal (or was renewed from an empty pile): out of play."""
        return self.renewed[d] and self.deck_size(d) == 0 and not (self.phase == "play" and self.drawn_from == d)

    def zones(self) -> Zones:
        """Where every card lies as the player knows it (the zones of game/zen/actions.py): a card
        id, or None for one in a deck not yet renewed. The events move cards between these.

            >>> from game import GAMES
            >>> zones = GAMES["zen"].new(1, seed=1).view(0).zones()
            >>> sorted(zones), len(zones[deck(0)]), set(zones[deck(0)])
            ([('deck', 0), ('discard', 0), ('drawn',), ('turned',)], 36, {None})
        """
        out: Zones = {TURNED: [], DRAWN: list(self.hand)}
        for d in self.form.decks():
            known = self.known_deck(d) if self.renewed[d] else None
            out[deck(d)] = list(known) if known is not None else [None] * self.deck_size(d)
            out[discard(d)] = list(self.discards[d])
        for c in self.placed:
            out[grid(self.form.home[c])] = [c]
        return out

    def can_place(self, card_: int, placed_cells: set[Cell] | None = None) -> bool:
        """The card has a cell in the form, still empty, next to a placed card."""
        cell = self.form.cell_of(card_)
        cells = self.placed_cells() if placed_cells is None else placed_cells
        return (cell is not None and cell not in cells
                and any(n in cells for n in neighbours(cell)))

    def live_decks(self) -> list[int]:
        """The form's decks that still hold cards to draw."""
        return [d for d in self.form.decks() if self.deck_size(d) > 0]

    def open_actions(self) -> list[Action]:
        """Every action the player may take now."""
        if self.phase == "start":
            return [ChooseStartDeck(d) for d in self.form.decks()]
        if self.phase == "draw":
            return [Draw(d) for d in self.live_decks()]
        if self.phase != "play":
            return []
        cells = self.placed_cells()
        actions: list[Action] = [Place(c) for c in self.hand if self.can_place(c, cells)]
        if self.round_placed:
            actions.append(Undo())
        actions += [EndRound(order) for order in itertools.permutations(self.hand)]
        return actions

    # -- data ----------------------------------------------------------------------------------------
    def public_dict(self) -> dict[str, Any]:
        """The public part as JSON data. `turned_up` is written only when it holds cards, so a
        game whose start turned up nothing has the shape saves had before it was kept."""
        data = {name: getattr(self, name) for name in PUBLIC if name != "turned_up" or self.turned_up}
        data["form"] = self.form.to_dict()
        return {k: [list(v) if isinstance(v, list) else v for v in value] if isinstance(value, list) else value
                for k, value in data.items()}

    def read_public(self, data: dict[str, Any]) -> None:
        """The public part from `public_dict()` data; a missing `turned_up` is none (saves made
        before it was kept, when the start card's search left no trace)."""
        self.form = Form.from_dict(data["form"])
        self.phase = str(data["phase"])
        self.placed = [int(c) for c in data["placed"]]
        self.hand = [int(c) for c in data["hand"]]
        self.discards = [[int(c) for c in p] for p in data["discards"]]
        self.renewed = [bool(r) for r in data["renewed"]]
        self.drawn_from = None if data["drawn_from"] is None else int(data["drawn_from"])
        self.round_placed = int(data["round_placed"])
        self.rounds = int(data["rounds"])
        self.turned_up = [int(c) for c in data.get("turned_up", [])]


class ZenState(ZenPublic, State):
    players = 1

    def __init__(self, form: Form, rng: random.Random) -> None:
        self.form = form
        self.rng = rng
        self.phase = "start"
        self.placed, self.hand, self.turned_up = [], [], []
        self.decks: list[list[int]] = [[], []]          # top is the last element
        self.discards = [[], []]
        self.renewed = [False, False]
        self.drawn_from = None
        self.round_placed = 0
        self.rounds = 0
        for d in form.decks():
            self.decks[d] = cards_of_deck(d)
            rng.shuffle(self.decks[d])

    # -- queries -------------------------------------------------------------------------------
    def deck_size(self, d: int) -> int:
        return len(self.decks[d])

    def known_deck(self, d: int) -> list[int] | None:
        return list(self.decks[d]) if self.renewed[d] else None

    def legal_actions(self, seat: int) -> list[Action]:
        return self.open_actions() if seat == 0 else []

    def view(self, seat: int) -> ZenView:
        return ZenView(seat, self)

    def clone(self) -> ZenState:
        other = ZenState.__new__(ZenState)
        copy_public(self, other)
        other.decks = [list(p) for p in self.decks]
        other.rng = rng_copy(self.rng)
        return other

    def to_dict(self) -> dict[str, Any]:
        return {**self.public_dict(), "decks": [list(p) for p in self.decks], "rng": rng_to_json(self.rng)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ZenState:
        state = cls.__new__(cls)
        try:
            state.read_public(data)
            state.decks = [[int(c) for c in p] for p in data["decks"]]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a Zen state: {exc!r}") from None
        state.rng = rng_from_json(data["rng"])
        state.check()
        return state

    def check(self) -> None:
        """Every card of the form's decks is in exactly one place, and the phase, hand and round agree."""
        if self.phase not in PHASES:
            raise ValueError(f"unknown phase {self.phase!r}")
        self._check_cards()
        self._check_round()
        self._check_turned_up()

    def _check_cards(self) -> None:
        """Two decks, each card once; placed cards belong to the form and touch."""
        if len(self.decks) != 2 or len(self.discards) != 2 or len(self.renewed) != 2:
            raise ValueError("there are exactly two decks, two discard piles and two renewal marks")
        for d in (0, 1):
            held = self.decks[d] + self.discards[d] + [c for c in self.placed + self.hand if deck_of(c) == d]
            expected = cards_of_deck(d) if d in self.form.decks() else []
            if sorted(held) != expected:
                raise ValueError(f"the {DECK_NAMES[d]} cards are not all present exactly once")
        if any(self.form.cell_of(c) is None for c in self.placed):
            raise ValueError("a placed card does not belong to the form")
        if self.placed and not Form("placed", {self.form.home[c]: c for c in self.placed}).connected():
            raise ValueError("the placed cards are not connected")

    def _check_round(self) -> None:
        """The hand, the round's deck and its placements fit the phase; won exactly when the form is full."""
        if len(self.hand) > ROUND_SIZE or (self.hand and self.phase not in ("play", "won")):
            raise ValueError("a hand holds at most 3 cards, and only during a round")
        if (self.phase == "play") != (self.drawn_from is not None):
            raise ValueError("a round's deck is set exactly while the round is being played")
        if self.drawn_from is not None and self.drawn_from not in self.form.decks():
            raise ValueError("the round's deck is not one of the form's decks")
        if not 0 <= self.round_placed <= max(0, len(self.placed) - 1):
            raise ValueError("more placements this round than cards placed")
        if (self.phase == "won") != (len(self.placed) == len(self.form)):
            raise ValueError("the game is won exactly when the form is complete")

    def _check_turned_up(self) -> None:
        """The cards turned up before the start card are distinct spare cards of the form's decks."""
        if len(set(self.turned_up)) != len(self.turned_up) or any(
                self.form.cell_of(c) is not None or deck_of(c) not in self.form.decks() for c in self.turned_up):
            raise ValueError("the cards turned up before the start card are not spare cards of the form's decks")

    # -- moves ---------------------------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._play(action, events)
        return events

    def advance(self, seat: int, action: Action) -> None:
        self._play(action, None)

    def _play(self, action: Action, events: list[Event] | None) -> None:
        """`_do` and `advance` both: the move, what happened added to `events` unless None
        (search's quiet path builds no events)."""
        if isinstance(action, Place):
            self._place(action.card, events)
        elif isinstance(action, Draw):
            self._draw(action.deck, events)
        elif isinstance(action, EndRound):
            self._end_round(action.order, events)
        elif isinstance(action, Undo):
            self._undo(events)
        elif isinstance(action, ChooseStartDeck):
            self._start(action.deck, events)
        else:
            raise IllegalAction(f"Zen has no action {action!r}")

    def _start(self, d: int, events: list[Event] | None) -> None:
        pile = self.decks[d]
        turned = []
        while self.form.cell_of(pile[-1]) is None:
            turned.append(pile.pop())
        start = pile.pop()
        pile.extend(turned)
        self.rng.shuffle(pile)
        self.placed.append(start)
        self.turned_up = turned
        self.phase = "draw"
        if events is not None:
            events += [CardMoved(c, deck(d), TURNED) for c in turned]
            events.append(CardMoved(start, deck(d), grid(self.form.home[start])))
            events += [CardMoved(c, TURNED, deck(d), face_up=False, known_to=()) for c in turned]

    def _draw(self, d: int, events: list[Event] | None) -> None:
        pile = self.decks[d]
        take = min(ROUND_SIZE, len(pile))
        self.hand = [pile.pop() for _ in range(take)]
        self.drawn_from, self.round_placed, self.phase = d, 0, "play"
        self.rounds += 1
        if events is not None:
            events += [CardMoved(c, deck(d), DRAWN) for c in self.hand]

    def _place(self, card_: int, events: list[Event] | None) -> None:
        self.hand.remove(card_)
        self.placed.append(card_)
        self.round_placed += 1
        if events is not None:
            events.append(CardMoved(card_, DRAWN, grid(self.form.home[card_])))
        if len(self.placed) == len(self.form):
            self.phase, self.drawn_from = "won", None
            if events is not None:
                events.append(GameOver((0,), tuple(self.scores())))

    def _undo(self, events: list[Event] | None) -> None:
        card_ = self.placed.pop()
        self.hand.append(card_)
        self.round_placed -= 1
        if events is not None:
            events.append(CardMoved(card_, grid(self.form.home[card_]), DRAWN))

    def _end_round(self, order: tuple[int, ...], events: list[Event] | None) -> None:
        d = self.drawn_from
        assert d is not None
        self.discards[d].extend(order)
        self.hand, self.drawn_from, self.round_placed = [], None, 0
        if events is not None:
            events += [CardMoved(c, DRAWN, discard(d), face_up=False) for c in order]
            events.append(RoundEnded(self.rounds, tuple(self.scores())))
        if not self.decks[d] and not self.renewed[d]:
            self._renew(d, events)
        if self.live_decks():
            self.phase = "draw"
        else:
            self.phase = "lost"
            if events is not None:
                events.append(GameOver((), tuple(self.scores())))

    def _renew(self, d: int, events: list[Event] | None) -> None:
        """The discard pile turned over into the deck: the first discarded on top (the list's end)."""
        self.renewed[d] = True
        self.decks[d] = self.discards[d][::-1]
        self.discards[d] = []
        if events is not None:
            events += [CardMoved(c, discard(d), deck(d), face_up=False) for c in self.decks[d]]


class ZenView(ZenPublic, View):
    """The player's knowledge: everything but the order of a deck not yet renewed."""

    def __init__(self, seat: int, state: ZenState) -> None:
        self.seat = seat
        copy_public(state, self)
        self.sizes = [len(p) for p in state.decks]
        self.known = [list(p) if state.renewed[d] else None for d, p in enumerate(state.decks)]

    def deck_size(self, d: int) -> int:
        return self.sizes[d]

    def known_deck(self, d: int) -> list[int] | None:
        known = self.known[d]
        return None if known is None else list(known)

    def legal_actions(self) -> list[Action]:
        return self.open_actions()

    def has_secrets(self) -> bool:
        return any(self.known[d] is None and self.sizes[d] > 1 for d in self.form.decks())

    def determinize(self, rng: random.Random) -> ZenState:
        state = ZenState.__new__(ZenState)
        copy_public(self, state)
        state.decks = [[], []]
        for d in self.form.decks():
            known = self.known[d]
            if known is not None:
                state.decks[d] = list(known)
            else:
                cards = self.unseen(d)
                rng.shuffle(cards)
                state.decks[d] = cards
        state.rng = random.Random(rng.getrandbits(64))
        return state

    def to_dict(self) -> dict[str, Any]:
        return {**self.public_dict(), "deck_sizes": list(self.sizes), "known_decks": self.known}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ZenView:
        """The view `to_dict` wrote (the one player's: seat 0); ValueError for a field missing
        or of the wrong type."""
        fields = read(data, {"deck_sizes": wholes, "known_decks": list_of(optional(wholes))})
        view = cls.__new__(cls)
        view.seat = 0
        view.read_public(data)
        view.sizes, view.known = fields["deck_sizes"], fields["known_decks"]
        return view


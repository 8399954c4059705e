"""Flanx Zen, the solo puzzle (flanx.txt "Zen Variant"; DECISIONS.md "Zen"), as an engine game.

One player builds a Zen form from two shuffled decks (or one, for a one-colour form):

- Start: `ChooseStartDeck(deck)` reveals cards from that deck's top until one belonging to the
  form appears; it goes on its cell and the others are shuffled back.
- Each round: `Draw(deck)` takes the top 3 cards of the white or black deck (fewer if fewer
  remain). `Place(card)` puts a hand card on its own cell of the form, allowed only next to
  (left, right, above, below) a card already placed. `Undo()` takes back this round's latest
  placement (the draw stays drawn). `EndRound(order)` puts every card left in hand face down on
  that deck's discard pile, in the order given (first in the tuple goes down first).
- The first time a deck runs out, its discard pile becomes the deck, first-discarded card on
  top; only once per deck. Decided here: a deck "runs out" when the round that drew its last
  card ends, so that round's leftovers are part of the renewed deck (a real player turns the
  pile over when next reaching for that deck). A renewed deck's order is the discard order the
  player chose, so the player's View keeps it.
- Win: the form is complete. Loss: every deck the form uses has run out a second time.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from game.core import (
    Action, Event, GameOver, IllegalAction, RoundEnded, State, View, rng_copy,
    rng_from_json, rng_to_json,
)
from game.flanx.cards import DECK_NAMES, deck, deck_of, describe
from game.zen.form import Cell, Form, neighbours

ROUND_SIZE = 3
PHASES = ("start", "draw", "play", "won", "lost")


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseStartDeck(Action):
    deck: int

    def __str__(self) -> str:
        return f"start from the {DECK_NAMES[self.deck]} deck"


@dataclass(frozen=True)
class Draw(Action):
    deck: int

    def __str__(self) -> str:
        return f"draw from the {DECK_NAMES[self.deck]} deck"


@dataclass(frozen=True)
class Place(Action):
    card: int

    def __str__(self) -> str:
        return f"place {describe(self.card)}"


@dataclass(frozen=True)
class Undo(Action):
    def __str__(self) -> str:
        return "take back the last placement"


@dataclass(frozen=True)
class EndRound(Action):
    order: tuple

    def __str__(self) -> str:
        if not self.order:
            return "end the round"
        return "end the round, discarding " + ", then ".join(describe(c) for c in self.order)


# -- events ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class StartCardFound(Event):
    card: int
    cell: tuple
    revealed: tuple      # the cards turned up before it, shuffled back


@dataclass(frozen=True)
class CardsDrawn(Event):
    deck: int
    cards: tuple


@dataclass(frozen=True)
class CardPlaced(Event):
    card: int
    cell: tuple


@dataclass(frozen=True)
class PlacementTakenBack(Event):
    card: int
    cell: tuple


@dataclass(frozen=True)
class CardsDiscarded(Event):
    deck: int
    cards: tuple         # in the order they went down


@dataclass(frozen=True)
class DeckRenewed(Event):
    deck: int
    size: int


@dataclass(frozen=True)
class DeckExhausted(Event):
    deck: int            # run out a second time: out of play


# -- what the player sees, shared by the State and its View ------------------------------------
class ZenTable:
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

    def deck_size(self, d: int) -> int:
        raise NotImplementedError

    def known_deck(self, d: int) -> list[int] | None:
        """A renewed deck's cards, top last; None while the deck is still shuffled (hidden)."""
        raise NotImplementedError

    def unseen(self, d: int) -> list[int]:
        """The cards of deck colour d whose place the player cannot know (in a shuffled deck)."""
        if self.known_deck(d) is not None:
            return []
        visible = set(self.placed) | set(self.hand) | set(self.discards[d])
        return [c for c in deck(d) if c not in visible]

    def placed_cells(self) -> set[Cell]:
        return {self.form.home[c] for c in self.placed}

    def can_place(self, card_: int, placed_cells: set[Cell] | None = None) -> bool:
        """The card has a cell in the form, still empty, next to a placed card."""
        cell = self.form.cell_of(card_)
        cells = self.placed_cells() if placed_cells is None else placed_cells
        return (cell is not None and cell not in cells
                and any(n in cells for n in neighbours(cell)))

    def live_decks(self) -> list[int]:
        """The form's decks that still hold cards to draw."""
        return [d for d in self.form.decks() if self.deck_size(d) > 0]

    def table_actions(self) -> list[Action]:
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

    def visible_dict(self) -> dict:
        return {
            "form": self.form.to_dict(), "phase": self.phase, "placed": list(self.placed),
            "hand": list(self.hand), "discards": [list(p) for p in self.discards],
            "renewed": list(self.renewed), "drawn_from": self.drawn_from,
            "round_placed": self.round_placed, "rounds": self.rounds,
        }

    def _read_visible(self, data: dict) -> None:
        self.form = Form.from_dict(data["form"])
        self.phase = str(data["phase"])
        self.placed = [int(c) for c in data["placed"]]
        self.hand = [int(c) for c in data["hand"]]
        self.discards = [[int(c) for c in p] for p in data["discards"]]
        self.renewed = [bool(r) for r in data["renewed"]]
        self.drawn_from = None if data["drawn_from"] is None else int(data["drawn_from"])
        self.round_placed = int(data["round_placed"])
        self.rounds = int(data["rounds"])


class ZenState(ZenTable, State):
    players = 1

    def __init__(self, form: Form, rng: random.Random) -> None:
        self.form = form
        self.rng = rng
        self.phase = "start"
        self.placed, self.hand = [], []
        self.decks = [[], []]          # top is the last element
        self.discards = [[], []]
        self.renewed = [False, False]
        self.drawn_from = None
        self.round_placed = 0
        self.rounds = 0
        for d in form.decks():
            self.decks[d] = deck(d)
            rng.shuffle(self.decks[d])

    # -- queries -------------------------------------------------------------------------------
    def deck_size(self, d: int) -> int:
        return len(self.decks[d])

    def known_deck(self, d: int) -> list[int] | None:
        return list(self.decks[d]) if self.renewed[d] else None

    def to_move(self) -> list[int]:
        return [] if self.is_over() else [0]

    def legal_actions(self, seat: int) -> list[Action]:
        return self.table_actions() if seat == 0 else []

    def is_over(self) -> bool:
        return self.phase in ("won", "lost")

    def scores(self) -> list[float]:
        return [len(self.placed) / len(self.form)]

    def winners(self) -> list[int]:
        return [0] if self.phase == "won" else []

    def missing(self) -> list[Cell]:
        """The form's cells still empty (shown after a loss)."""
        cells = self.placed_cells()
        return sorted(cell for cell in self.form.cells if cell not in cells)

    def view(self, seat: int) -> "ZenView":
        return ZenView(self)

    def clone(self) -> "ZenState":
        other = object.__new__(ZenState)
        other.__dict__.update(self.__dict__)
        other.rng = rng_copy(self.rng)
        other.placed, other.hand = list(self.placed), list(self.hand)
        other.decks = [list(p) for p in self.decks]
        other.discards = [list(p) for p in self.discards]
        other.renewed = list(self.renewed)
        return other

    def to_dict(self) -> dict:
        return {**self.visible_dict(), "decks": [list(p) for p in self.decks],
                "rng": rng_to_json(self.rng)}

    @classmethod
    def from_dict(cls, data: dict) -> "ZenState":
        state = object.__new__(cls)
        try:
            state._read_visible(data)
            state.decks = [[int(c) for c in p] for p in data["decks"]]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a Zen state: {exc!r}") from None
        state.rng = rng_from_json(data["rng"])
        state.check()
        return state

    def check(self) -> None:
        if self.phase not in PHASES:
            raise ValueError(f"unknown phase {self.phase!r}")
        if len(self.decks) != 2 or len(self.discards) != 2 or len(self.renewed) != 2:
            raise ValueError("there are exactly two decks, two discard piles and two renewal marks")
        for d in (0, 1):
            held = self.decks[d] + self.discards[d] + [c for c in self.placed + self.hand if deck_of(c) == d]
            expected = deck(d) if d in self.form.decks() else []
            if sorted(held) != expected:
                raise ValueError(f"the {DECK_NAMES[d]} cards are not all present exactly once")
        if any(self.form.cell_of(c) is None for c in self.placed):
            raise ValueError("a placed card does not belong to the form")
        if self.placed and not Form("placed", {self.form.home[c]: c for c in self.placed}).connected():
            raise ValueError("the placed cards are not connected")
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

    # -- moves ---------------------------------------------------------------------------------
    def _do(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, ChooseStartDeck):
            return self._start(action.deck)
        if isinstance(action, Draw):
            return self._draw(action.deck)
        if isinstance(action, Place):
            return self._place(action.card)
        if isinstance(action, Undo):
            return self._undo()
        if isinstance(action, EndRound):
            return self._end_round(action.order)
        raise IllegalAction(f"Zen has no action {action!r}")

    def _start(self, d: int) -> list[Event]:
        pile = self.decks[d]
        revealed = []
        while self.form.cell_of(pile[-1]) is None:
            revealed.append(pile.pop())
        start = pile.pop()
        pile.extend(revealed)
        self.rng.shuffle(pile)
        self.placed.append(start)
        self.phase = "draw"
        return [StartCardFound(start, self.form.home[start], tuple(revealed))]

    def _draw(self, d: int) -> list[Event]:
        pile = self.decks[d]
        take = min(ROUND_SIZE, len(pile))
        self.hand = [pile.pop() for _ in range(take)]
        self.drawn_from, self.round_placed, self.phase = d, 0, "play"
        self.rounds += 1
        return [CardsDrawn(d, tuple(self.hand))]

    def _place(self, card_: int) -> list[Event]:
        self.hand.remove(card_)
        self.placed.append(card_)
        self.round_placed += 1
        events: list[Event] = [CardPlaced(card_, self.form.home[card_])]
        if len(self.placed) == len(self.form):
            self.phase, self.drawn_from = "won", None
            events.append(GameOver((0,), (1.0,)))
        return events

    def _undo(self) -> list[Event]:
        card_ = self.placed.pop()
        self.hand.append(card_)
        self.round_placed -= 1
        return [PlacementTakenBack(card_, self.form.home[card_])]

    def _end_round(self, order: tuple) -> list[Event]:
        d = self.drawn_from
        self.discards[d].extend(order)
        self.hand, self.drawn_from, self.round_placed = [], None, 0
        events: list[Event] = [CardsDiscarded(d, tuple(order)), RoundEnded(self.rounds, tuple(self.scores()))]
        if not self.decks[d]:
            events.append(self._run_out(d))
        if self.live_decks():
            self.phase = "draw"
        else:
            self.phase = "lost"
            events.append(GameOver((), tuple(self.scores())))
        return events

    def _run_out(self, d: int) -> Event:
        if self.renewed[d]:
            return DeckExhausted(d)
        self.renewed[d] = True
        self.decks[d] = self.discards[d][::-1]     # first-discarded card on top (the list's end)
        self.discards[d] = []
        return DeckRenewed(d, len(self.decks[d]))


class ZenView(ZenTable, View):
    """The player's knowledge: everything but the order of a deck not yet renewed."""

    seat = 0

    def __init__(self, state: ZenState) -> None:
        self._read_visible(state.visible_dict())
        self.sizes = [len(p) for p in state.decks]
        self.known = [list(p) if state.renewed[d] else None for d, p in enumerate(state.decks)]

    def deck_size(self, d: int) -> int:
        return self.sizes[d]

    def known_deck(self, d: int) -> list[int] | None:
        return None if self.known[d] is None else list(self.known[d])

    def legal_actions(self) -> list[Action]:
        return self.table_actions()

    def has_secrets(self) -> bool:
        return any(self.known[d] is None and self.sizes[d] > 1 for d in self.form.decks())

    def determinize(self, rng: random.Random) -> ZenState:
        state = object.__new__(ZenState)
        state._read_visible(self.visible_dict())
        state.decks = [[], []]
        for d in self.form.decks():
            cards = self.known[d] if self.known[d] is not None else self.unseen(d)
            if self.known[d] is None:
                rng.shuffle(cards)
            state.decks[d] = list(cards)
        state.rng = random.Random(rng.getrandbits(64))
        return state

    def to_dict(self) -> dict:
        return {**self.visible_dict(), "deck_sizes": list(self.sizes), "known_decks": self.known}

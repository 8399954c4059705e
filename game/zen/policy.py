"""The Zen policy: how a calm player builds a form, and what that says about a form's difficulty.

It reads a game only through `ZenPublic` (what the player sees), so it plays a View exactly as
it plays a State. It is the one Zen bot (game/zen/bots.py) and so the Hint, and it measures a
form's difficulty (game/zen/build_booklet.py, the form editor). The reasoning, in the
rulebook's words:

- Place every card that can go down: a placement only adds neighbours, never removes any.
- A renewed deck's order is known (it is the discard order we chose). Its next three cards are
  *safe* when every form card among them can go down as they arrive; a safe draw costs nothing,
  while an unsafe one loses a form card for good (the deck renews only once).
- So: draw a safe renewed group that places something; else draw from a still-shuffled deck,
  the one with fewer cards left (finishing the deck begun first measured best: its renewed,
  known order then lets the rounds interleave the decks); else a safe group of spare cards;
  only when nothing else is left, an unsafe group. Among renewed decks alone this greedy
  choice is optimal: a safe draw only grows the form, so it never spoils a later draw.
- Discard order: the leftovers come back, first-discarded first, when the deck renews; a form
  card near the built part comes back early, one far from it late, spare cards in between.
"""
from __future__ import annotations

import random
import time

from game.core import Action
from game.core.text import N_, T, Text
from game.flanx.cards import deck_of
from game.zen.actions import ChooseStartDeck, Draw, EndRound, Place
from game.zen.form import Cell, Form, neighbours
from game.zen.state import ROUND_SIZE, ZenPublic, ZenState

FAR = 99


def settle(form: Form, cells: set[Cell], cards: list[int]) -> tuple[set[Cell], list[int]]:
    """Place `cards` onto `cells` as long as any fits; the grown cell set and the cards left."""
    cells, left = set(cells), list(cards)
    progress = True
    while progress:
        progress = False
        for c in list(left):
            cell = form.cell_of(c)
            if cell is not None and cell not in cells and any(n in cells for n in neighbours(cell)):
                cells.add(cell)
                left.remove(c)
                progress = True
    return cells, left


#: distances already worked out, by form and placed cells: a review's playouts meet the same again
_DISTANCES: dict[tuple[frozenset[tuple[Cell, int]], frozenset[Cell]], dict[Cell, int]] = {}


def distances(form: Form, cells: set[Cell]) -> dict[Cell, int]:
    """Steps through the form from the placed cells to every empty cell (do not change the
    dict: it is shared)."""
    key = (form.layout, frozenset(cells))
    known = _DISTANCES.get(key)
    if known is None:
        if len(_DISTANCES) > 20_000:
            _DISTANCES.clear()
        known = _DISTANCES[key] = _distances(form, cells)
    return known


def _distances(form: Form, cells: set[Cell]) -> dict[Cell, int]:
    dist = {cell: 0 for cell in cells}
    todo = list(cells)
    for cell in todo:
        for n in form.linked(cell):
            if n not in dist:
                dist[n] = dist[cell] + 1
                todo.append(n)
    return dist


def draw_choice(t: ZenPublic) -> tuple[int, Text]:
    """The deck to draw from this round, and why (a phrase for the Hint)."""
    cells = t.placed_cells()
    safe_gain, shuffled_gain, safe_spare, unsafe = [], [], [], []
    for d in t.live_decks():
        known = t.known_deck(d)
        if known is None:
            unseen = t.unseen(d)
            fitting = sum(1 for c in unseen if t.can_place(c, cells))
            shuffled_gain.append((-len(unseen), fitting, d))
            continue
        group = known[-ROUND_SIZE:]
        grown, left = settle(t.form, cells, group)
        lost = sum(1 for c in left if t.form.cell_of(c) is not None)
        gain = len(grown) - len(cells)
        if lost:
            unsafe.append((-lost, gain, d))
        elif gain:
            safe_gain.append((gain, d))
        else:
            safe_spare.append((len(known), d))
    if safe_gain:
        return max(safe_gain)[-1], T("the cards it gives next all fit beside your placed cards")
    if shuffled_gain:
        return max(shuffled_gain)[-1], T("the sooner this deck runs out, the sooner its discard "
                                         "pile comes back as the deck, in the order you laid it down")
    if safe_spare:
        return max(safe_spare)[-1], T("its next cards are not in the form, so losing them costs nothing")
    return max(unsafe)[-1], T("whichever deck you draw from loses a card of the form, and this one the fewest")


def discard_order(t: ZenPublic) -> tuple[int, ...]:
    """Leftovers ordered so that near form cards return first, far ones last."""
    dist = distances(t.form, t.placed_cells())

    def key(c: int) -> tuple[int, int]:
        cell = t.form.cell_of(c)
        if cell is None:
            return (2, 0)
        return (1 if dist.get(cell, FAR) <= 2 else 3, dist.get(cell, FAR))
    return tuple(sorted(t.hand, key=key))


def start_deck(t: ZenPublic) -> int:
    """Start from the colour holding more of the form: it has more cards that can be the start."""
    counts = {d: sum(1 for c in t.form.cells.values() if deck_of(c) == d) for d in t.form.decks()}
    return max(counts, key=lambda d: (counts[d], -d))


#: the Hint's sentences naming a deck, by deck (the colour agrees with "deck" in German and Russian)
_START_WORDS = (N_("Start from the white deck: it holds more of the form."),
                N_("Start from the black deck: it holds more of the form."))
_DRAW_WORDS = (N_("Draw from the white deck: {why}."), N_("Draw from the black deck: {why}."))


def choose(t: ZenPublic) -> tuple[Action, Text]:
    """The policy's action for this moment, with one sentence saying why."""
    if t.phase == "start":
        d = start_deck(t)
        return ChooseStartDeck(d), T(_START_WORDS[d])
    if t.phase == "draw":
        d, why = draw_choice(t)
        return Draw(d), T(_DRAW_WORDS[d], why=why)
    cells = t.placed_cells()
    for c in t.hand:
        if t.can_place(c, cells):
            return Place(c), T("Place the ringed card: its own cell is next to a placed card, and its shapes "
                               "and colours fit.")
    order = discard_order(t)
    if len(order) > 1:
        return EndRound(order), T("End the round: the cards whose cells are nearest your placed cards go down "
                                  "first, so they come back first.")
    return EndRound(order), T("End the round: none of the cards in your hand fits yet.")


def play_out(state: ZenState, max_actions: int = 2000) -> ZenState:
    """Play the policy to the end on `state` (in place) and return it."""
    for _ in range(max_actions):
        if state.is_over():
            break
        action, _ = choose(state)
        state.advance(0, action)
    return state


class Measurement:
    """The policy's success rate on `shuffles` seeded shuffles, playable in slices of time.

    Game seeds are `seed * shuffles + i`, so `ZenState(form, random.Random(first_win))`
    (the same as `GAME.new(seed=first_win, ...)`) replays a win. `advance(seconds)` plays
    actions until that much time has passed, so a scene can measure a few milliseconds per
    frame and keep its frame rate.
    """

    def __init__(self, form: Form, shuffles: int = 200, seed: int = 0) -> None:
        self.form, self.shuffles, self.seed = form, shuffles, seed
        self.played = self.wins = 0
        self.first_win: int | None = None
        self.game: ZenState | None = None

    @property
    def done(self) -> bool:
        return self.played >= self.shuffles

    @property
    def rate(self) -> float:
        return self.wins / max(1, self.played)

    def advance(self, seconds: float = float("inf")) -> Measurement:
        deadline = time.perf_counter() + seconds
        while not self.done and time.perf_counter() < deadline:
            if self.game is None:
                self.game = ZenState(self.form, random.Random(self.seed * self.shuffles + self.played))
            if self.game.is_over():
                self._tally()
            else:
                self.game.advance(0, choose(self.game)[0])
        return self

    def _tally(self) -> None:
        assert self.game is not None
        if self.game.phase == "won":
            self.wins += 1
            if self.first_win is None:
                self.first_win = self.seed * self.shuffles + self.played
        self.played += 1
        self.game = None


def measure(form: Form, shuffles: int = 200, seed: int = 0) -> tuple[float, int | None]:
    """The share of seeded shuffles the policy completes, and the first game seed it won."""
    done = Measurement(form, shuffles, seed).advance()
    return done.rate, done.first_win


"""Building Pixies positions by hand for the rule tests: cards by name, areas by space."""
from __future__ import annotations

from game.pixies import GAME
from game.pixies.actions import take
from game.pixies.cards import DECK_SIZE, name
from game.pixies.scoring import EMPTY
from game.pixies.state import PixiesState, turn_order

BY_NAME = {name(c): c for c in range(DECK_SIZE)}


def card(label: str) -> int:
    """A card id by its name, e.g. card('blue 5S')."""
    return BY_NAME[label]


def position(players: int, areas: dict, revealed: list[str], first: int = 0, pick: int = 0,
             round_: int = 1, seed: int = 0) -> PixiesState:
    """A state with the given playing areas, middle cards and turn; every other card in the deck.

    areas: {seat: {space_number (1..9): (face-up name or None, face-down name or None)}}.
    `revealed` are the cards still in the middle, with `pick` players already served.
    """
    state = GAME.new(players, seed)
    state.round = round_
    state.up = [EMPTY] * (9 * players)
    state.down = [EMPTY] * (9 * players)
    for seat, spaces in areas.items():
        for number, (up, down) in spaces.items():
            cell = seat * 9 + number - 1
            state.up[cell] = card(up) if up else EMPTY
            state.down[cell] = card(down) if down else EMPTY
    state.revealed = [card(r) for r in revealed]
    state.order = turn_order(first, players)
    state.pick = pick
    state.first_player = first
    used = set(state.up) | set(state.down) | set(state.revealed)
    state.deck = [c for c in range(DECK_SIZE) if c not in used]
    state.discarded = []
    state.history = [[0] * players for _ in range(round_ - 1)]
    state.totals = [0] * players
    state.filled = [sum(1 for s in range(9) if state.up[b + s] != EMPTY or state.down[b + s] != EMPTY)
                    for b in range(0, 9 * players, 9)]
    state._legal = None
    state.check()
    return state


def take_named(state: PixiesState, label: str, space: int, face_up: bool = True):
    """Apply a Take for the seat to move: the card by name, the space by its number 1..9."""
    seat = state.to_move()[0]
    return state.apply(seat, take(card(label), space - 1, face_up))


FILLERS = (
    ["red 1S", "red 2+5", "red 3+4", "red 4+2", "red 5x1", "red 6x2", "red 7x4", "red 8x5", "red 9"],
    ["yellow 1+4", "yellow 2+2", "yellow 3+5", "yellow 4+3", "yellow 5x2", "yellow 6x3", "yellow 7x5",
     "yellow 8x1", "yellow 9x2"],
)


def full_area(skip: int | None = None, fillers: int = 0) -> dict:
    """Spaces 1..9 each covered by a face-down card (none face up), except `skip`.

    `fillers` picks one of two disjoint sets of cards, so two seats can both have full areas.
    """
    fillers = FILLERS[fillers]
    return {n: (None, fillers[n - 1]) for n in range(1, 10) if n != skip}

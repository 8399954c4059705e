"""What a Flanx position offers a seat: the bots' judgement (no part of the rules).

`position_value` weighs the cells from which a card wins at once (the goal edge, or in the duel
right behind an opponent's card), how many cards a seat still needs to win (`race_distance`)
and how much room it keeps, each against the opponents' same. Normal lays the card it rates
best in Kids and Toddler; Hard and Expert break ties between equally winning actions with it;
the Hint's sentences (game.flanx.hints) read the same cells.

Every function takes a position's public part (game.flanx.rules.FlanxPublic): a State, or a
View, whose decks hold the right cards in an unknown order, which none of these reads.
"""
from __future__ import annotations

import heapq

from game.core import Action, Knowledge, State
from game.flanx.actions import Place
from game.flanx.board import EMPTY, faces_mask, frontier, touches_other
from game.flanx.cards import deck_of, face_of
from game.flanx.rules import WHITE_SEAT, FlanxPublic

WIN = 1_000_000.0
#: Hard's weights. "Winning cells" are cells where a card would win at once (goal edge, behind).
WEIGHTS = {
    "hand_wins": 2_000.0,        # per winning cell our hand (or expected fresh hand) can fill
    "opponent_hand_wins": -6_000.0,   # per winning cell the opponent's hand can fill next
    "threat": 1_200.0,           # per winning cell, times the share of our cards that fit it
    "opponent_threat": -2_000.0,  # the same for the opponent
    "open_cell": 3.0,            # per open cell some card of ours fits, minus the opponent's
}
#: value of being `d` cards from a win (race_distance), ours and the opponent's
GAIN = (3_000.0, 1_500.0, 400.0, 120.0, 40.0, 15.0)
DANGER = (3_000.0, 1_500.0, 500.0, 150.0, 50.0, 15.0)
NO_WAY = 20                  # the race distance of a seat with no way through


def wins_at(pub: FlanxPublic, seat: int, cell: int) -> bool:
    """Would a card of `seat` laid on `cell` win: on its goal edge, or (duel) behind a card?"""
    g = pub.geometry
    if g.col_row(cell)[1] == pub.goal_row(seat):
        return True
    if pub.variant != "duel":
        return False
    below = cell + g.cols if seat == WHITE_SEAT else cell - g.cols
    return 0 <= below < g.size and pub.cells[below] != EMPTY and deck_of(pub.cells[below]) != seat


def winning_cells(pub: FlanxPublic, seat: int, mask: int) -> list[int]:
    """Cells where `seat` could lay a card whose face is in `mask` and win at once."""
    if not mask:
        return []
    return [i for i in pub.open_cells(seat) if pub.fitting(seat, i) & mask and wins_at(pub, seat, i)]


def open_count(pub: FlanxPublic, seat: int, mask: int) -> int:
    """How many open cells some card in `mask` still fits: the seat's room to play."""
    return sum(1 for i in pub.open_cells(seat) if pub.fitting(seat, i) & mask)


def opponents(pub: FlanxPublic, seat: int) -> list[int]:
    return [s for s in range(pub.players) if s != seat]


def race_distance(pub: FlanxPublic, seat: int, owned: int) -> int:
    """How many more cards `seat` needs to win, at the least, along empty cells.

    A shortest path from the seat's cards to a winning cell (its goal edge or, in the duel,
    right behind an opponent's card). Cells none of its cards fit are walls; in the duel a
    cell not yet next to an opponent's card costs two (Rule 3 needs the opponent there first).
    """
    g, cells = pub.geometry, pub.cells
    duel = pub.variant == "duel"
    done = set()
    heap: list[tuple[int, int]] = []
    for i in pub.open_cells(seat) if not duel else frontier(g, cells, seat):
        heapq.heappush(heap, (0, i))
    while heap:
        d, i = heapq.heappop(heap)
        if i in done:
            continue
        done.add(i)
        if not pub.fitting(seat, i) & owned:
            continue
        d += 2 if duel and not touches_other(g, cells, i, seat) else 1
        if wins_at(pub, seat, i):
            return d
        for n, _ in g.orthogonal(i):
            if cells[n] == EMPTY and n not in done:
                heapq.heappush(heap, (d, n))
    return NO_WAY


def fit_share(pub: FlanxPublic, seat: int, cells: list[int], cards: list[int]) -> float:
    """Over `cells`, the summed share of `cards` that fit each (how likely a draw fills it)."""
    if not cards or not cells:
        return 0.0
    faces = [face_of(c) for c in cards]
    total = 0
    for i in cells:
        mask = pub.fitting(seat, i)
        total += sum(1 for f in faces if mask >> f & 1)
    return total / len(cards)


def fresh_hand_chance(pub: FlanxPublic, seat: int, cells: list[int]) -> float:
    """The chance that three cards drawn now include one that fits one of `cells`."""
    pool = pub.decks[seat] if len(pub.decks[seat]) >= 3 else pub.owned(seat)
    if not pool or not cells:
        return 0.0
    masks = [pub.fitting(seat, i) for i in cells]
    hits = sum(1 for c in pool if any(m >> face_of(c) & 1 for m in masks))
    return 1.0 - (1.0 - hits / len(pool)) ** min(3, len(pool))


def position_value(pub: FlanxPublic, seat: int, hand: list[int]) -> float:
    """Hard's judgement of the board for `seat` holding `hand` ([]: three cards still to draw)."""
    w = WEIGHTS
    owned_cards = pub.owned(seat)
    owned = faces_mask(owned_cards)
    chances = winning_cells(pub, seat, owned)
    if hand:
        value = w["hand_wins"] * min(2, len(winning_cells(pub, seat, faces_mask(hand))))
    else:
        value = w["hand_wins"] * fresh_hand_chance(pub, seat, chances)
    value += w["threat"] * fit_share(pub, seat, chances, owned_cards)
    value += _graded(GAIN, race_distance(pub, seat, owned))
    value += w["open_cell"] * open_count(pub, seat, owned)
    if pub.variant == "toddler":
        return value
    for other in opponents(pub, seat):
        other_cards = pub.owned(other)
        other_owned = faces_mask(other_cards)
        value += w["opponent_hand_wins"] * len(winning_cells(pub, other, faces_mask(pub.hands[other])))
        value += w["opponent_threat"] * fit_share(pub, other, winning_cells(pub, other, other_owned),
                                                  other_cards)
        value -= _graded(DANGER, race_distance(pub, other, other_owned))
        value -= w["open_cell"] * open_count(pub, other, other_owned)
    return value


def _graded(table: tuple[float, ...], distance: int) -> float:
    return table[distance] if distance < len(table) else table[-1] / (distance - len(table) + 2)


def placement_value(pub: FlanxPublic, seat: int, action: Place) -> float:
    """`position_value` of the board after laying `action` (the position is restored)."""
    cell = pub.geometry.index(action.col, action.row)
    if wins_at(pub, seat, cell):
        return WIN
    hand = pub.hands[seat]
    where = hand.index(action.card)
    pub.cells[cell] = action.card
    del hand[where]
    try:
        return position_value(pub, seat, list(hand))
    finally:
        hand.insert(where, action.card)
        pub.cells[cell] = EMPTY


def opened_cells(pub: FlanxPublic, seat: int, action: Action) -> set[int]:
    """The cells from which an opponent could win at once, with a card it could hold (in its
    hand, deck or pile), after `seat` plays `action`, that it could not win from before. A
    discard changes no cell, and a winning card ends the game: both open none."""
    if not isinstance(action, Place):
        return set()
    cell = pub.geometry.index(action.col, action.row)
    if wins_at(pub, seat, cell):
        return set()
    others = [(o, faces_mask(pub.owned(o))) for o in opponents(pub, seat)]
    before = {i for o, mask in others for i in winning_cells(pub, o, mask)}
    pub.cells[cell] = action.card
    try:
        after = {i for o, mask in others for i in winning_cells(pub, o, mask)}
    finally:
        pub.cells[cell] = EMPTY
    return after - before


def honest(pub: FlanxPublic, seat: int, legal: list[Action]) -> list[Action]:
    """The actions of `legal` that open no winning cell for an opponent (`opened_cells`); all
    of them when each one does."""
    safe = [action for action in legal if not opened_cells(pub, seat, action)]
    return safe or legal


def action_value(pub: FlanxPublic, seat: int, action: Action) -> float:
    """`position_value` after `action`: a placement, or the hand discarded with three to draw."""
    if isinstance(action, Place):
        return placement_value(pub, seat, action)
    return position_value(pub, seat, [])


class FlanxKnowledge(Knowledge[State]):
    """What the shared bots (the arena's greedy and ISMCTS yardsticks) know of Flanx."""

    rollout_depth: int | None = 40

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over():
            return WIN if seat in state.winners() else (0.0 if not state.winners() else -WIN)
        assert isinstance(state, FlanxPublic)
        return position_value(state, seat, state.hands[seat])

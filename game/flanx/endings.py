"""How a Flanx game ends: the wins and draws (DECISIONS.md), and the ending in words.

The checks read a position's public part (game.flanx.rules.FlanxPublic); the State calls them
after each action and keeps the ending they find (a FlanxEnded, game.flanx.actions).

- A win in the duel: a card laid right behind an opponent's card (for white the cell just above
  a black card, for black the cell just below a white one). In the duel and Kids: a card on the
  goal row, the far edge. Toddler: every seat whose chain reached the top edge in the round.
- A draw: both players have cards in the leftmost and the rightmost column ("sides"); a player
  has no cards left (Kids) or only an unplayable hand (the duel) ("no cards"); nobody can place
  any card they own ("stuck").
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core.words import agree
from game.flanx.actions import FlanxEnded
from game.flanx.board import ABOVE, BELOW, EMPTY, chain
from game.flanx.cards import DECK_NAMES, deck_of
from game.flanx.rules import WHITE_SEAT, FlanxPublic


def win_after(pub: FlanxPublic, seat: int, i: int) -> FlanxEnded | None:
    """The duel's and Kids' win by the card `seat` just laid on cell `i`, if it won."""
    g = pub.geometry
    if pub.variant == "duel":
        flanked = g.neighbour(i, BELOW if seat == WHITE_SEAT else ABOVE)
        if flanked is not None and pub.cells[flanked] != EMPTY and deck_of(pub.cells[flanked]) != seat:
            return FlanxEnded("behind", (seat,), (i, flanked))
    if g.col_row(i)[1] == pub.goal_row(seat):
        return FlanxEnded("edge", (seat,), tuple(chain(g, pub.cells, pub.starts[seat], i)))
    return None


def draw_now(pub: FlanxPublic) -> FlanxEnded | None:
    """The decided draws of the duel and Kids, checked after every action."""
    sides = side_cells(pub)
    if all(sides):
        return FlanxEnded("sides", (), tuple(i for cells in sides for i in cells))
    if any(out_of_cards(pub, seat) for seat in range(pub.players)):
        return FlanxEnded("no cards", (), ())
    if stuck(pub):
        return FlanxEnded("stuck", (), ())
    return None


def stuck(pub: FlanxPublic) -> bool:
    """Nobody can place any card they own."""
    return not any(pub.can_place_any(s, pub.owned(s)) for s in range(pub.players))


def side_cells(pub: FlanxPublic) -> list[list[int]]:
    """Per seat, its cards in the leftmost and rightmost column, if it has both, else []."""
    g, cells = pub.geometry, pub.cells
    left_column = range(0, g.size, g.cols)
    right_column = range(g.cols - 1, g.size, g.cols)
    out = []
    for seat in range(pub.players):
        left_edge = [i for i in left_column if cells[i] != EMPTY and deck_of(cells[i]) == seat]
        right_edge = [i for i in right_column if cells[i] != EMPTY and deck_of(cells[i]) == seat]
        out.append(left_edge + right_edge if left_edge and right_edge else [])
    return out


def out_of_cards(pub: FlanxPublic, seat: int) -> bool:
    """Kids: the seat has no card left at all; the duel: nothing but a hand that fits nowhere."""
    if pub.decks[seat] or pub.discards[seat]:
        return False
    if pub.variant == "kids":
        return not pub.hands[seat]
    return not pub.placements(seat)


def top_edge(pub: FlanxPublic) -> FlanxEnded | None:
    """Toddler, at the end of a round: everybody who reached the top edge wins, chains outlined."""
    if not pub.reached:
        return None
    g = pub.geometry
    cells: list[int] = []
    for seat in pub.reached:
        goal = next(i for i in range(g.cols) if pub.cells[i] != EMPTY and deck_of(pub.cells[i]) == seat)
        cells += chain(g, pub.cells, pub.starts[seat], goal)
    return FlanxEnded("edge", tuple(sorted(pub.reached)), tuple(cells))


def sentence(pub: FlanxPublic, names: Sequence[str]) -> str:
    """The ending of a finished game in words, with the seats called by `names` ("You", "Bot 2")."""
    ending = pub.ending
    assert ending is not None
    winners = [names[s] for s in ending.winners]
    if ending.kind == "behind":
        flanked = DECK_NAMES[1 - ending.winners[0]]
        return f"{agree(winners[0], 'win')}: a card laid right behind a {flanked} card."
    if ending.kind == "edge":
        edge = "the top edge" if pub.variant == "toddler" else "the far edge"
        if len(winners) > 1:
            return f"{' and '.join(winners)} share the win: their chains reached {edge} in the same round."
        return f"{agree(winners[0], 'win')}: a chain reached {edge}."
    if ending.kind == "sides":
        return "A draw: both players reached both side edges."
    if ending.kind == "no cards":
        seat = next(s for s in range(pub.players) if out_of_cards(pub, s))
        left = "no cards" if pub.variant == "kids" else "only unplayable cards"
        return f"{agree(names[seat], 'have', 'has')} {left} left: a draw."
    return "A draw: nobody can place a card they own."

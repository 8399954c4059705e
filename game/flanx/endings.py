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

from game.core.text import N_, T, Text
from game.flanx.actions import FlanxEnded
from game.flanx.board import ABOVE, BELOW, EMPTY, chain
from game.flanx.cards import deck_of
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


def sentence(pub: FlanxPublic, names: Sequence[str | Text]) -> Text:
    """The ending of a finished game in words, with the seats called by `names` ("You", "Bot 2"):
    a seat named "You" is the person, whose sentence is its own (other languages conjugate it
    otherwise)."""
    ending = pub.ending
    assert ending is not None
    winners = [names[s] for s in ending.winners]
    if ending.kind == "behind":
        if _is_you(winners[0]):
            return T(_YOU_BEHIND[1 - ending.winners[0]])
        return T(_NAME_BEHIND[1 - ending.winners[0]], name=winners[0])
    if ending.kind == "edge":
        return _edge_sentence(pub.variant == "toddler", winners)
    if ending.kind == "sides":
        return T("A draw: both players reached both side edges.")
    if ending.kind == "no cards":
        seat = next(s for s in range(pub.players) if out_of_cards(pub, s))
        you, name = _is_you(names[seat]), names[seat]
        if pub.variant == "kids":
            return T("You have no cards left: a draw.") if you else T("{name} has no cards left: a draw.", name=name)
        if you:
            return T("You have only unplayable cards left: a draw.")
        return T("{name} has only unplayable cards left: a draw.", name=name)
    return T("A draw: nobody can place a card they own.")


def _edge_sentence(toddler: bool, winners: Sequence[str | Text]) -> Text:
    if len(winners) > 1:
        together = names_together(winners)
        if toddler:
            return T("{names} share the win: their chains reached the top edge in the same round.", names=together)
        return T("{names} share the win: their chains reached the far edge in the same round.", names=together)
    if _is_you(winners[0]):
        if toddler:
            return T("You win: a chain reached the top edge.")
        return T("You win: a chain reached the far edge.")
    if toddler:
        return T("{name} wins: a chain reached the top edge.", name=winners[0])
    return T("{name} wins: a chain reached the far edge.", name=winners[0])


#: the duel's flank, by the flanked card's deck
_YOU_BEHIND = (N_("You win: a card laid right behind a white card."),
               N_("You win: a card laid right behind a black card."))
_NAME_BEHIND = (N_("{name} wins: a card laid right behind a white card."),
                N_("{name} wins: a card laid right behind a black card."))


def _is_you(name: str | Text) -> bool:
    return str(name) == "You"


def names_together(names: Sequence[str | Text]) -> Text | str:
    """Two or more names as one list: "You and Bot 2", "Bot 2, Bot 3 and Bot 4"."""
    together: Text | str = names[-1]
    for name in reversed(names[:-1]):
        together = T("{first} and {rest}", first=name, rest=together) if together is names[-1] else \
            T("{first}, {rest}", first=name, rest=together)
    return together

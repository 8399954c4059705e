"""The Flanx table: a grid of cells and the fit of a card against its placed neighbours.

Shared by every Flanx variant and by Zen. A board is a flat list of ints, one per cell,
``EMPTY`` or a card (see game.flanx.cards); cell ``i`` is column ``i % cols``, row
``i // cols``; row 0 is the top (black's edge), the last row the bottom (white's edge),
so board coordinates read like the screen.

    >>> g = Geometry(9, 8)
    >>> g.index(4, 4), g.col_row(40)
    (40, (4, 4))
    >>> cells = g.empty_board()
    >>> from game.flanx.cards import card, face, WHITE, POINT, NOTCH, GREEN, PINK
    >>> cells[40] = card(WHITE, face(POINT, NOTCH, GREEN, PINK))
    >>> fits_at(g, cells, 31, card(WHITE, face(POINT, POINT, GREEN, GREEN)))  # above: NOTCH-POINT? no
    False
    >>> fits_at(g, cells, 31, card(WHITE, face(POINT, NOTCH, GREEN, GREEN)))  # NOTCH above POINT
    True
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache

from game.core.text import N_, T, Text
from game.flanx.cards import (
    FACES,
    bottom,
    deck_of,
    face_of,
    fits_above,
    fits_beside,
    left,
    right,
    top,
)

EMPTY = -1

#: the table sizes a player may choose, "cols x rows"; DECISIONS.md: 9 x 8 by default
BOARD_SIZES: dict[str, tuple[int, int]] = {"9x8": (9, 8), "7x6": (7, 6), "11x10": (11, 10)}
DEFAULT_BOARD = "9x8"

# Directions from a cell to its neighbour: where the neighbour lies.
LEFT, RIGHT, ABOVE, BELOW = 0, 1, 2, 3
DIRECTION_NAMES = ("left", "right", "above", "below")
_STEPS = {LEFT: (-1, 0), RIGHT: (1, 0), ABOVE: (0, -1), BELOW: (0, 1)}
_DIAGONAL_STEPS = ((-1, -1), (1, -1), (-1, 1), (1, 1))

ALL_FACES = (1 << FACES) - 1


def neighbour_fits(c: int, direction: int, neighbour: int) -> bool:
    """Rule 1 for one pair: card `c` fits `neighbour`, which lies in `direction` from it."""
    if direction == LEFT:
        return fits_beside(neighbour, c)
    if direction == RIGHT:
        return fits_beside(c, neighbour)
    if direction == ABOVE:
        return fits_above(neighbour, c)
    return fits_above(c, neighbour)


def _mask_for(direction: int, neighbour_face: int) -> int:
    return sum(1 << f for f in range(FACES) if neighbour_fits(f, direction, neighbour_face))


#: FIT_MASK[direction][face]: the faces that fit beside a neighbour of that face lying in
#: that direction, as a 36-bit set; AND them over a cell's neighbours to get what fits there.
FIT_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(_mask_for(d, f) for f in range(FACES)) for d in (LEFT, RIGHT, ABOVE, BELOW))


def misfit_reason(c: int, direction: int, neighbour: int) -> Text:
    """Why `c` does not fit `neighbour` (which lies in `direction`), in the rulebook's words."""
    if direction == LEFT:
        return T(_LEFT_MISFIT[left(c)])
    if direction == RIGHT:
        return T(_RIGHT_MISFIT[right(c)])
    if direction == ABOVE:
        return T("its top ({mine}) does not interlock with the bottom ({theirs}) of the card above",
                 mine=T(END_WORDS[top(c)]), theirs=T(END_WORDS[bottom(neighbour)]))
    return T("its bottom ({mine}) does not interlock with the top ({theirs}) of the card below",
             mine=T(END_WORDS[bottom(c)]), theirs=T(END_WORDS[top(neighbour)]))


#: a misfit's half-circles differ, so the card's own colour says both (green against pink)
_LEFT_MISFIT = (N_("its left half-circle is green but the card to the left ends in pink"),
                N_("its left half-circle is pink but the card to the left ends in green"))
_RIGHT_MISFIT = (N_("its right half-circle is green but the card to the right starts with pink"),
                 N_("its right half-circle is pink but the card to the right starts with green"))
#: the ends' names as a player says them
END_WORDS = (N_("point"), N_("notch"), N_("slant"))


@dataclass(frozen=True)
class Geometry:
    """A cols x rows grid with its neighbour lists computed once."""

    cols: int
    rows: int
    _orthogonal: tuple[tuple[tuple[int, int], ...], ...] = field(init=False, repr=False, compare=False)
    _diagonal: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    _around: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    _orthogonal_cells: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.cols < 1 or self.rows < 1:
            raise ValueError(f"a board needs at least one cell, not {self.cols}x{self.rows}")
        orthogonal, diagonal = [], []
        for i in range(self.cols * self.rows):
            col, row = self.col_row(i)
            orthogonal.append(tuple(
                (self.index(col + dc, row + dr), d) for d, (dc, dr) in _STEPS.items()
                if self.on_board(col + dc, row + dr)))
            diagonal.append(tuple(
                self.index(col + dc, row + dr) for dc, dr in _DIAGONAL_STEPS
                if self.on_board(col + dc, row + dr)))
        object.__setattr__(self, "_orthogonal", tuple(orthogonal))
        object.__setattr__(self, "_diagonal", tuple(diagonal))
        object.__setattr__(self, "_orthogonal_cells", tuple(tuple(n for n, _ in o) for o in orthogonal))
        object.__setattr__(self, "_around", tuple(o + d for o, d in zip(self._orthogonal_cells, diagonal)))

    @property
    def size(self) -> int:
        return self.cols * self.rows

    def index(self, col: int, row: int) -> int:
        return row * self.cols + col

    def col_row(self, i: int) -> tuple[int, int]:
        return i % self.cols, i // self.cols

    def on_board(self, col: int, row: int) -> bool:
        return 0 <= col < self.cols and 0 <= row < self.rows

    def empty_board(self) -> list[int]:
        return [EMPTY] * self.size

    def orthogonal(self, i: int) -> tuple[tuple[int, int], ...]:
        """(neighbour cell, direction) for the cells left, right, above and below `i`."""
        return self._orthogonal[i]

    def diagonal(self, i: int) -> tuple[int, ...]:
        return self._diagonal[i]

    def orthogonal_cells(self, i: int) -> tuple[int, ...]:
        """The cells left, right, above and below `i`, without their directions."""
        return self._orthogonal_cells[i]

    def around(self, i: int) -> tuple[int, ...]:
        """All eight surrounding cells (fewer at the edges)."""
        return self._around[i]

    def neighbour(self, i: int, direction: int) -> int | None:
        """The cell in `direction` from `i`, or None off the board."""
        for n, d in self._orthogonal[i]:
            if d == direction:
                return n
        return None


@cache
def geometry(cols: int, rows: int) -> Geometry:
    """One shared Geometry per size (they are immutable)."""
    return Geometry(cols, rows)


def board_geometry(board: str) -> Geometry:
    """The Geometry of a named table size such as "9x8"."""
    if board not in BOARD_SIZES:
        raise ValueError(f"no table size {board!r}; choose one of {', '.join(BOARD_SIZES)}")
    return geometry(*BOARD_SIZES[board])


Counts = Callable[[int], bool]


def _every_card(_: int) -> bool:
    return True


def fitting_faces(g: Geometry, cells: list[int], i: int, counts: Counts = _every_card) -> int:
    """The 36-bit set of faces that fit every placed orthogonal neighbour of cell `i`.

    `counts(card)` says whether a neighbour must be fitted at all (Toddler: only one's own
    cards count); by default every neighbour counts.
    """
    mask = ALL_FACES
    for n, d in g.orthogonal(i):
        other = cells[n]
        if other != EMPTY and counts(other):
            mask &= FIT_MASK[d][face_of(other)]
    return mask


def fits_at(g: Geometry, cells: list[int], i: int, c: int, counts: Counts = _every_card) -> bool:
    """Rule 1: card `c` fits every counted card left, right, above and below cell `i`."""
    return bool(fitting_faces(g, cells, i, counts) >> face_of(c) & 1)


def first_misfit(g: Geometry, cells: list[int], i: int, c: int,
                 counts: Counts = _every_card) -> Text | None:
    """None when `c` fits at `i`, else a sentence naming the first neighbour it does not fit."""
    for n, d in g.orthogonal(i):
        other = cells[n]
        if other != EMPTY and counts(other) and not neighbour_fits(c, d, other):
            return misfit_reason(c, d, other)
    return None


# The three below run inside every bot's playouts: they compare card // FACES (the deck) inline.
def touches_own(g: Geometry, cells: list[int], i: int, deck: int) -> bool:
    """Rule 2: a card of `deck` lies left, right, above or below cell `i`."""
    for n in g.orthogonal_cells(i):
        c = cells[n]
        if c != EMPTY and c // FACES == deck:
            return True
    return False


def touches_other(g: Geometry, cells: list[int], i: int, deck: int) -> bool:
    """Rule 3: a card of another deck lies in one of the eight cells around `i`."""
    for n in g.around(i):
        c = cells[n]
        if c != EMPTY and c // FACES != deck:
            return True
    return False


def frontier(g: Geometry, cells: list[int], deck: int) -> list[int]:
    """Empty cells next to (left, right, above, below) a card of `deck`, in cell order."""
    low, high = deck * FACES, (deck + 1) * FACES
    seen = set()
    for i, c in enumerate(cells):
        if low <= c < high:
            for n in g.orthogonal_cells(i):
                if cells[n] == EMPTY:
                    seen.add(n)
    return sorted(seen)


def faces_mask(cards: Iterable[int]) -> int:
    """The set of faces among `cards`, as a 36-bit mask."""
    mask = 0
    for c in cards:
        mask |= 1 << face_of(c)
    return mask


def chain(g: Geometry, cells: list[int], start: int, goal: int) -> list[int]:
    """The shortest orthogonal path of cards of one deck from `start` to `goal` (both included).

    Used to outline a winning chain; empty when the two are not connected.
    """
    deck = deck_of(cells[start])
    previous = {start: start}
    queue = [start]
    for i in queue:
        if i == goal:
            path = [goal]
            while path[-1] != start:
                path.append(previous[path[-1]])
            return path[::-1]
        for n, _ in g.orthogonal(i):
            if n not in previous and cells[n] != EMPTY and deck_of(cells[n]) == deck:
                previous[n] = i
                queue.append(n)
    return []

"""Scoring one playing area at the end of a round (rulebook "Scoring", DECISIONS.md).

A playing area is two lists of 9 card ids (-1 = nothing), indexed by space 0..8 for the
spaces numbered 1..9, read row by row: `up` holds the face-up cards, `down` the face-down
ones (under a face-up card, or alone on a space). A face-up card covering a face-down card
is validated.

Scores: each validated card its number; +1 per spiral and -1 per cross on face-up cards;
each face-up special card +1 per face-up card of its colour (itself and multicoloured
cards included); each card of the single largest colour zone (at least 2 face-up cards of
one colour touching along a side) 2 / 3 / 4 points in rounds 1 / 2 / 3.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from game.pixies.cards import CARDS, COLOUR_NAMES, Card

EMPTY = -1
_ALL = 0b111_111_111
_LEFT_COLUMN = 0b001_001_001     # spaces 1, 4, 7
_RIGHT_COLUMN = 0b100_100_100    # spaces 3, 6, 9
#: for each colour mask 0..15, the colour indices it holds
_COLOURS_OF = tuple(tuple(i for i in range(len(COLOUR_NAMES)) if mask >> i & 1) for mask in range(16))


class Tables(NamedTuple):
    """Per-card attributes as flat tuples, so the inner loops index instead of unpacking."""
    number: tuple[int, ...]
    colours: tuple[int, ...]
    spirals: tuple[int, ...]
    crosses: tuple[int, ...]
    special: tuple[bool, ...]

    @classmethod
    def of(cls, cards: Sequence[Card]) -> Tables:
        fields = ("number", "colours", "spirals", "crosses", "special")
        return cls(*(tuple(getattr(c, f) for c in cards) for f in fields))


TABLES = Tables.of(CARDS)


class Breakdown(NamedTuple):
    validated: int           # points from validated cards (their numbers)
    spirals: int             # spirals printed on face-up cards
    crosses: int             # crosses printed on face-up cards (each -1)
    specials: int            # spirals earned by face-up special cards
    zone_size: int           # cards in the largest colour zone (0 if none of 2+)
    zone_points: int         # zone_size x 2 / 3 / 4
    zone_cells: tuple[int, ...]  # spaces 0..8 of that zone, for outlining it on the table
    zone_colour: str         # its colour's name ('' if none)
    total: int


def zone_multiplier(round_: int) -> int:
    """2 points per zone card in round 1, 3 in round 2, 4 in round 3."""
    return round_ + 1


def spread(cells: int, within: int) -> int:
    """The cells of `within` touching `cells` along a side, plus `cells` themselves (bit masks)."""
    grown = cells | (cells << 3) | (cells >> 3) | ((cells << 1) & ~_LEFT_COLUMN) | ((cells >> 1) & ~_RIGHT_COLUMN)
    return grown & within & _ALL


def colour_cells(up: Sequence[int], colours: Sequence[int]) -> list[int]:
    """Per colour, the mask of spaces holding a face-up card of that colour."""
    cells = [0] * len(COLOUR_NAMES)
    for space in range(9):
        card = up[space]
        if card >= 0:
            for colour in _COLOURS_OF[colours[card]]:
                cells[colour] |= 1 << space
    return cells


def largest_zone(up: Sequence[int], colours: Sequence[int] = TABLES.colours) -> tuple[int, int, int]:
    """(size, cell mask, colour index) of the largest zone of 2+ cards; (0, 0, -1) if none."""
    best = (0, 0, -1)
    for colour, remaining in enumerate(colour_cells(up, colours)):
        while remaining.bit_count() > max(best[0], 1):
            zone = remaining & -remaining
            while True:
                grown = spread(zone, remaining)
                if grown == zone:
                    break
                zone = grown
            remaining &= ~zone
            size = zone.bit_count()
            if size >= 2 and size > best[0]:
                best = (size, zone, colour)
    return best


def breakdown(up: Sequence[int], down: Sequence[int], round_: int, tables: Tables = TABLES,
              zone: tuple[int, int, int] | None = None) -> Breakdown:
    """Every part of one playing area's score for round `round_` (1..3).

    `zone` may pass in largest_zone(up) when the caller has it already.
    """
    number, colours, spirals, crosses, special = tables
    faceup = [c for c in up if c >= 0]
    validated = sum(number[up[s]] for s in range(9) if up[s] >= 0 and down[s] >= 0)
    n_spirals = sum(spirals[c] for c in faceup)
    n_crosses = sum(crosses[c] for c in faceup)
    specials = sum(1 for s in faceup if special[s] for c in faceup if colours[c] & colours[s])
    size, mask, colour = zone or largest_zone(up, colours)
    zone_points = size * zone_multiplier(round_)
    return Breakdown(
        validated, n_spirals, n_crosses, specials, size, zone_points,
        tuple(s for s in range(9) if mask >> s & 1), COLOUR_NAMES[colour] if colour >= 0 else "",
        validated + n_spirals - n_crosses + specials + zone_points,
    )


#: per card, spirals minus crosses (the symbols' net points), for area_total's inner loop
_NET_SYMBOLS = tuple(s - c for s, c in zip(TABLES.spirals, TABLES.crosses))


def area_total(up: Sequence[int], down: Sequence[int], round_: int, zone_size: int) -> int:
    """breakdown(up, down, round_).total given the largest zone's size, without the parts: the
    search scores two areas an iteration, and building the parts cost more than adding them."""
    number, colours, special = TABLES.number, TABLES.colours, TABLES.special
    total = zone_size * zone_multiplier(round_)
    faceup = []
    for space in range(9):
        card = up[space]
        if card >= 0:
            faceup.append(card)
            total += _NET_SYMBOLS[card]
            if down[space] >= 0:
                total += number[card]
    for s in faceup:
        if special[s]:
            mask = colours[s]
            for c in faceup:
                if colours[c] & mask:
                    total += 1
    return total


def round_score(up: Sequence[int], down: Sequence[int], round_: int) -> int:
    return breakdown(up, down, round_).total

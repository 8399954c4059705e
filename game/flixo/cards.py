"""Flixo's cards and the rulebook's set-up tables, as data.

A card is one int: the 72 number cards (6 sets of "-1" to "10") are 0..71, the 12 Flixos
(the numbers with faces) are 72..83.  ``value(card)`` is the printed number.

    >>> value(number_card(2, 7)), is_flixo(number_card(2, 7))
    (7, False)
    >>> value(flixo_card(-1)), is_flixo(flixo_card(-1))
    (-1, True)
"""
from __future__ import annotations

from game.core.text import N_

VALUES = tuple(range(-1, 11))          # the twelve numbers of a set
SETS = 6                               # number-card sets in the box
FIRST_FLIXO = SETS * len(VALUES)       # 72: card ids from here on are Flixos
CARDS = FIRST_FLIXO + len(VALUES)      # 84 cards in the box

VALUE = tuple(c % 12 - 1 for c in range(CARDS))
FLIXO = tuple(c >= FIRST_FLIXO for c in range(CARDS))


def number_card(set_index: int, number: int) -> int:
    return set_index * 12 + number + 1


def flixo_card(number: int) -> int:
    return FIRST_FLIXO + number + 1


def value(card: int) -> int:
    return VALUE[card]


def is_flixo(card: int) -> bool:
    return card >= FIRST_FLIXO


def describe(card: int) -> str:
    return f"Flixo {VALUE[card]}" if card >= FIRST_FLIXO else f"{VALUE[card]}"


# -- the displays ------------------------------------------------------------------------------
#: display name -> (rows, columns); a 3x4 display is laid out 3 rows by 4 columns
DISPLAYS = {"3x3": (3, 3), "3x4": (3, 4)}
#: 2 people always play with 3x4 displays
TWO_PLAYER_DISPLAY = "3x4"

# -- the rulebook's tables: players -> (Flixos, number cards), both dealt into the displays ----
LEVEL_0_TABLE = {2: (2, 22), 3: (3, 24), 4: (4, 32), 5: (5, 40)}
LEVEL_1_TABLE = {2: (4, 20), 3: (6, 21), 4: (8, 28), 5: (10, 35)}
LEVEL_1_3X4_TABLE = {3: (6, 30), 4: (8, 40), 5: (10, 50)}

LEVELS = (0, 1, 2, 3, 4)
#: numbers left in the box (Flixos and number cards alike) from level 3 and 4 on
LEVEL_LEFT_OUT = {0: (), 1: (), 2: (), 3: (-1,), 4: (-1, 0)}
#: levels whose campaign adds one Flixo after every win (level 2 on, and all 3x4 levels but 0/1)
CAMPAIGN_LEVELS = (2, 3, 4)


def level_values(level: int) -> tuple[int, ...]:
    """The numbers in play at `level` (levels 3 and 4 leave "-1", then "0", in the box)."""
    return tuple(v for v in VALUES if v not in LEVEL_LEFT_OUT[level])


def number_sets(players: int, display: str) -> int:
    """One set per person; with 2 people three sets; 3x4 displays for 3-5 add one more set."""
    return players + 1 if display == "3x4" else players


def table_flixos(players: int, level: int, display: str) -> int:
    """The Flixos a game starts with: level 0 one per person, every other level two per person."""
    if level == 0:
        return LEVEL_0_TABLE[players][0]
    if display == "3x4" and players > 2:
        return LEVEL_1_3X4_TABLE[players][0]
    return LEVEL_1_TABLE[players][0]


def max_flixos(level: int) -> int:
    """A campaign goes on until the team has won against every Flixo in play."""
    return len(level_values(level))


# -- the end: the rulebook's rating bands (upper bound of the band, words) ------------------
RATING_BANDS = (
    (5, N_("Great! You're FLIXO professionals!")),
    (10, N_("Above average!")),
    (20, N_("Not bad!")),
    (30, N_("How about a plan?")),
    (None, N_("Only practice, practice, practice will help!")),
)

#: each empty display takes this many points off the team's total
EMPTY_DISPLAY_POINTS = -5


def rating(total: int) -> str:
    """The rulebook's words for a winning team's total (lower is better): an id the screen says."""
    for upper, words in RATING_BANDS:
        if upper is None or total <= upper:
            return words
    raise AssertionError("the last band has no upper bound")

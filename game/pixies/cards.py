"""The 70 Pixies cards (DECISIONS.md): 16 in each of four colours plus 6 multicoloured.

A card is an int 0..69, an index into `CARDS`. The deck is written below in the
rulebook notation of DECISIONS.md and parsed once: `+n` = n spirals, `xn` = n crosses,
`S` = special card (1 spiral per face-up card of its colour), a plain number = no symbol.

    >>> CARDS[0]
    Card(number=2, colours=15, spirals=0, crosses=0, special=False)
    >>> name(0)
    'multi 2'
"""
from __future__ import annotations

from typing import NamedTuple

from game.core.text import N_, TN, T, Text

BLUE, GREEN, YELLOW, RED = 0, 1, 2, 3
COLOUR_NAMES = ("blue", "green", "yellow", "red")
#: a multicoloured card has every colour bit set: it counts for every zone and every special
MULTI = 0b1111
SPACES = 9
ROUNDS = 3

DECK_TABLE = """
multi:  2, 3, 4, 6x1, 7x1, 8x1
blue:   1+6, 2+4, 3+3, 3+1, 4+1, 4S, 4, 5, 5x2, 5S, 6+1, 6x1, 7x3, 8x3, 9x6, 9x1
green:  1+5, 2+3, 3+2, 3S, 4+4, 4x1, 5, 5x1, 5S, 6x4, 6x1, 6+1, 7x2, 7, 8x2, 9x4
yellow: 1+4, 2+2, 2S, 3+5, 3, 4+3, 4x1, 5x2, 5, 5S, 6x3, 6, 7x5, 7+1, 8x1, 9x2
red:    1+3, 1S, 2+5, 3+4, 4+2, 4, 5x1, 5S, 5, 6x2, 6, 7x4, 7x1, 8x5, 8, 9
"""


class Card(NamedTuple):
    number: int      # 1..9: the space it belongs to
    colours: int     # bit mask over BLUE..RED; MULTI for multicoloured cards
    spirals: int
    crosses: int
    special: bool    # 1 spiral per face-up card sharing a colour with it


def parse_card(colours: int, text: str) -> Card:
    """One entry of the rulebook notation: '5', '1+6', '9x6', '4S'."""
    number = int(text[0])
    mark, count = text[1:2], int(text[2:] or 0)
    return Card(number, colours, count if mark == "+" else 0, count if mark == "x" else 0, mark == "S")


def parse_deck(table: str) -> tuple[Card, ...]:
    cards: list[Card] = []
    for line in table.strip().splitlines():
        colour, entries = line.split(":")
        mask = MULTI if colour == "multi" else 1 << COLOUR_NAMES.index(colour)
        cards.extend(parse_card(mask, entry.strip()) for entry in entries.split(","))
    return tuple(cards)


CARDS: tuple[Card, ...] = parse_deck(DECK_TABLE)
DECK_SIZE = len(CARDS)

# Flat per-attribute tables: the rules and the bots index these in their inner loops.
NUMBER = tuple(c.number for c in CARDS)
COLOURS = tuple(c.colours for c in CARDS)
SYMBOLS = tuple(c.spirals - c.crosses for c in CARDS)
SPECIAL = tuple(c.special for c in CARDS)


def colour_name(colours: int) -> str:
    if colours == MULTI:
        return "multi"
    return "/".join(n for i, n in enumerate(COLOUR_NAMES) if colours >> i & 1)


#: a card's colour and number as a player names it (German and Russian give the words the case of
#: the object they mostly are: "take the red 6"); one id per colour so each language agrees
COLOUR_CARD = (N_("the blue {number}"), N_("the green {number}"), N_("the yellow {number}"), N_("the red {number}"))
MULTI_CARD = N_("the multi-coloured {number}")
COLOUR_SPECIAL = (N_("the blue special {number}"), N_("the green special {number}"),
                  N_("the yellow special {number}"), N_("the red special {number}"))
MULTI_SPECIAL = N_("the multi-coloured special {number}")


def spoken(card_id: int) -> Text:
    """A card as a player names it from its face: its colour, its number and its marks.

    >>> str(spoken(0)), str(spoken(CARDS.index(Card(5, 1 << 2, 0, 2, False))))
    ('the multi-coloured 2', 'the yellow 5 with 2 crosses')
    >>> str(spoken(CARDS.index(Card(6, 1, 1, 0, False)))), str(spoken(CARDS.index(Card(4, 1, 0, 0, True))))
    ('the blue 6 with a spiral', 'the blue special 4')
    """
    card = CARDS[card_id]
    multi, colour = card.colours == MULTI, card.colours.bit_length() - 1
    if card.special:
        return T(MULTI_SPECIAL if multi else COLOUR_SPECIAL[colour], number=card.number)
    plain = T(MULTI_CARD if multi else COLOUR_CARD[colour], number=card.number)
    if card.spirals:
        return TN("{card} with a spiral", "{card} with {n} spirals", card.spirals, card=plain)
    if card.crosses:
        return TN("{card} with a cross", "{card} with {n} crosses", card.crosses, card=plain)
    return plain


def notation(card: Card) -> str:
    """The card in DECISIONS.md notation: '1+6', '9x6', '4S', '5'."""
    if card.special:
        return f"{card.number}S"
    if card.spirals:
        return f"{card.number}+{card.spirals}"
    if card.crosses:
        return f"{card.number}x{card.crosses}"
    return str(card.number)


def name(card_id: int) -> str:
    """A readable name for a card id: 'blue 5S', 'multi 6x1'."""
    card = CARDS[card_id]
    return f"{colour_name(card.colours)} {notation(card)}"

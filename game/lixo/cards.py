"""The LIXO? cards (DECISIONS.md): 25 bins, 5 recycling cards, 180 rubbish cards.

Rubbish cards of the same type are interchangeable, so a pile of rubbish is 15 counts, one
per *kind*: kinds 0-4 are the single-type cards of one colour, kinds 5-14 the two-type
cards of a pair of colours. The bin deck holds ints: ``bin = colour * 5 + value - 1``
(0-24) and the recycling cards 25-29.

On the table (in the events) every card id names one face: a rubbish card is its kind (0-14;
the 180 cards are copies of those 15 faces), a bin-deck card comes after them (`bin_id`, 15-44).

    >>> str(describe_kind(pair_kind(GREEN, RED)))
    'green/red'
    >>> bin_colour(bin_card(BLUE, 4)), bin_value(bin_card(BLUE, 4))
    (1, 4)
    >>> sorted(KIND_COLOURS[k] for k in RELEVANT[GREY])[:2]
    [(0, 4), (1, 4)]
    >>> bin_id(bin_card(BLUE, 4)), bin_of(bin_id(27))
    (23, 27)
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations

from game.core.text import N_, TN, T, Text

YELLOW, BLUE, GREEN, RED, GREY = range(5)
COLOURS = ("yellow", "blue", "green", "red", "grey")
#: the shape each bin prints beside its colour, so colour is never the only cue
SHAPES = ("square", "triangle", "cross", "star", "circle")
#: each colour's name, as a bin or a card shows it (a word alone: a label, never inside a sentence)
COLOUR_WORDS = (N_("yellow"), N_("blue"), N_("green"), N_("red"), N_("grey"))
#: the type of waste each colour's bin takes (the rulebook's words)
WASTE = ("plastic and metal", "paper and cardboard", "glass", "batteries", "food waste and other rubbish")

MIN_PLAYERS, MAX_PLAYERS = 2, 6
SINGLE_COPIES = 24          # single-type cards per colour
PAIR_COPIES = 6             # two-type cards per pair of colours
HAND_SIZE = 5               # cards dealt at the start, drawn per recycling card and on empty hands

#: the colours each rubbish kind counts for: (c,) for single-type, (c, d) for two-type cards
KIND_COLOURS: tuple[tuple[int, ...], ...] = tuple((c,) for c in range(5)) + tuple(combinations(range(5), 2))
KINDS = len(KIND_COLOURS)
#: how many cards of each kind the game has
FULL_RUBBISH: tuple[int, ...] = tuple(SINGLE_COPIES if len(cs) == 1 else PAIR_COPIES for cs in KIND_COLOURS)
#: the kinds that may be bid on a bin of each colour: its single-type kind first, then its pairs
RELEVANT: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, cs in enumerate(KIND_COLOURS) if c in cs) for c in range(5)
)

#: each kind's colours as its card shows them
KIND_WORDS = (N_("yellow"), N_("blue"), N_("green"), N_("red"), N_("grey"),
              N_("yellow/blue"), N_("yellow/green"), N_("yellow/red"), N_("yellow/grey"), N_("blue/green"),
              N_("blue/red"), N_("blue/grey"), N_("green/red"), N_("green/grey"), N_("red/grey"))
#: a number of cards of each kind (each its own id: the colour agrees with the number in German and Russian)
KIND_CARDS: tuple[Callable[[int], Text], ...] = (
    lambda n: TN("{n} yellow card", "{n} yellow cards", n),
    lambda n: TN("{n} blue card", "{n} blue cards", n),
    lambda n: TN("{n} green card", "{n} green cards", n),
    lambda n: TN("{n} red card", "{n} red cards", n),
    lambda n: TN("{n} grey card", "{n} grey cards", n),
    lambda n: TN("{n} yellow-blue card", "{n} yellow-blue cards", n),
    lambda n: TN("{n} yellow-green card", "{n} yellow-green cards", n),
    lambda n: TN("{n} yellow-red card", "{n} yellow-red cards", n),
    lambda n: TN("{n} yellow-grey card", "{n} yellow-grey cards", n),
    lambda n: TN("{n} blue-green card", "{n} blue-green cards", n),
    lambda n: TN("{n} blue-red card", "{n} blue-red cards", n),
    lambda n: TN("{n} blue-grey card", "{n} blue-grey cards", n),
    lambda n: TN("{n} green-red card", "{n} green-red cards", n),
    lambda n: TN("{n} green-grey card", "{n} green-grey cards", n),
    lambda n: TN("{n} red-grey card", "{n} red-grey cards", n),
)

BIN_COUNT = 25
RECYCLING_COUNT = 5
BIN_DECK_SIZE = BIN_COUNT + RECYCLING_COUNT


def pair_kind(a: int, b: int) -> int:
    """The kind of the two-type card of colours a and b (in either order)."""
    return KIND_COLOURS.index(tuple(sorted((a, b))))


def describe_kind(kind: int) -> Text:
    """A rubbish kind by its colours, as its card shows them ("green/red")."""
    return T(KIND_WORDS[kind])


def bin_card(colour: int, value: int) -> int:
    return colour * 5 + value - 1


def is_recycling(card: int) -> bool:
    return card >= BIN_COUNT


def bin_colour(card: int) -> int:
    return card // 5


def bin_value(card: int) -> int:
    return card % 5 + 1


def bin_id(card: int) -> int:
    """The id on the table of bin-deck card `card`: after the rubbish kinds, so ids never clash."""
    return KINDS + card


def bin_of(card_id: int) -> int:
    """The bin-deck card of a table id made by `bin_id`."""
    return card_id - KINDS


def is_bin_id(card_id: int) -> bool:
    return card_id >= KINDS


def describe_cards(cards: tuple[int, ...]) -> Text:
    """A multiset of kinds as a player says it, the colours as the cards show them.

    >>> str(describe_cards((GREEN, GREEN, pair_kind(GREEN, RED)))), str(describe_cards((RED,)))
    ('2 green cards and 1 green-red card', '1 red card')
    >>> str(describe_cards(()))
    'no cards'
    """
    parts = [KIND_CARDS[kind](cards.count(kind)) for kind in sorted(set(cards))]
    if not parts:
        return T("no cards")
    together = parts[-1]
    for i, part in enumerate(reversed(parts[:-1])):
        if i == 0:
            together = T("{first} and {rest}", first=part, rest=together)
        else:
            together = T("{first}, {rest}", first=part, rest=together)
    return together


def counts_of(cards: Iterable[int]) -> list[int]:
    """The 15 kind counts of an iterable of kinds."""
    counts = [0] * KINDS
    for kind in cards:
        counts[kind] += 1
    return counts


def cards_of(counts: Iterable[int]) -> tuple[int, ...]:
    """The sorted multiset of kinds that a list of 15 counts holds."""
    cards: list[int] = []
    for kind, n in enumerate(counts):
        if n:
            cards.extend([kind] * n)
    return tuple(cards)

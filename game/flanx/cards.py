"""The Flanx card model (DECISIONS.md): 36 faces per deck, fit by edges.

A face has a top end and a bottom end (POINT, NOTCH or SLANT) and a left and a right
half-circle (GREEN or PINK). A card is a deck (WHITE or BLACK; Toddler adds more tints)
plus a face, packed in one int: ``card = deck * 36 + face``.

    >>> c = card(WHITE, face(top=POINT, bottom=SLANT, left=GREEN, right=PINK))
    >>> describe(c)
    'white POINT/SLANT green|pink'
"""
from __future__ import annotations

from game.core.text import N_, T, Text

POINT, NOTCH, SLANT = 0, 1, 2
ENDS = ("POINT", "NOTCH", "SLANT")
GREEN, PINK = 0, 1
CIRCLES = ("green", "pink")
WHITE, BLACK = 0, 1
DECK_NAMES = ("white", "black", "blue", "amber")
FACES = 36


def face(top: int, bottom: int, left: int, right: int) -> int:
    return ((top * 3 + bottom) * 2 + left) * 2 + right


def card(deck: int, face_: int) -> int:
    return deck * FACES + face_


def deck_of(c: int) -> int:
    return c // FACES


def face_of(c: int) -> int:
    return c % FACES


def top(c: int) -> int:
    return (c % FACES) // 12


def bottom(c: int) -> int:
    return (c % FACES) // 4 % 3


def left(c: int) -> int:
    return (c % FACES) // 2 % 2


def right(c: int) -> int:
    return c % 2


def ends_interlock(upper_bottom: int, lower_top: int) -> bool:
    """POINT with NOTCH either way round, SLANT with SLANT."""
    if upper_bottom == SLANT or lower_top == SLANT:
        return upper_bottom == lower_top
    return upper_bottom != lower_top


def fits_beside(left_card: int, right_card: int) -> bool:
    """The left card's right half-circle matches the right card's left one."""
    return right(left_card) == left(right_card)


def fits_above(upper: int, lower: int) -> bool:
    """The upper card's bottom end interlocks with the lower card's top end."""
    return ends_interlock(bottom(upper), top(lower))


def deck(deck_: int) -> list[int]:
    """All 36 cards of one deck, in face order."""
    return [card(deck_, f) for f in range(FACES)]


def spoken(c: int) -> Text:
    """A card as a player names it from its face: its colour, its shapes and its half-circles.

    >>> str(spoken(card(0, face(1, 0, 1, 1))))
    'the white card with a notch on top and a point below, pink on both sides'
    >>> str(spoken(card(1, face(2, 2, 0, 1))))
    'the black card with slants on top and below, green on the left and pink on the right'
    """
    return T(CARD_WORDS[deck_of(c)], shapes=T(SHAPE_WORDS[top(c)][bottom(c)]),
             sides=T(SIDE_WORDS[left(c)][right(c)]))


#: a card of each deck named with its shapes and half-circles (each colour its own id: the
#: colour word agrees with "card" in German and Russian)
CARD_WORDS = (N_("the white card with {shapes}, {sides}"), N_("the black card with {shapes}, {sides}"),
              N_("the blue card with {shapes}, {sides}"), N_("the amber card with {shapes}, {sides}"))
#: [top][bottom]: a card's two ends, as they follow "with"
SHAPE_WORDS = (
    (N_("points on top and below"), N_("a point on top and a notch below"), N_("a point on top and a slant below")),
    (N_("a notch on top and a point below"), N_("notches on top and below"), N_("a notch on top and a slant below")),
    (N_("a slant on top and a point below"), N_("a slant on top and a notch below"), N_("slants on top and below")),
)
#: [left][right]: its half-circles
SIDE_WORDS = (
    (N_("green on both sides"), N_("green on the left and pink on the right")),
    (N_("pink on the left and green on the right"), N_("pink on both sides")),
)
#: each deck's colour as its player is called ("black would win next"), like chess's White and Black
PLAYER_WORDS = (N_("white"), N_("black"), N_("blue"), N_("amber"))


def describe(c: int) -> str:
    return (f"{DECK_NAMES[deck_of(c)]} {ENDS[top(c)]}/{ENDS[bottom(c)]} "
            f"{CIRCLES[left(c)]}|{CIRCLES[right(c)]}")

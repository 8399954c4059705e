"""The one palette of the app: the table, the cards, the highlight and every game's colours.

Card painters, the kit and the pygame_gui theme (assets/theme.json, checked by a test) all
take their colours from here, so the whole app reads as one set. Colours are RGB tuples;
`hex_colour` gives the "#rrggbb" form the theme uses.

    >>> from scenes.kit import palette
    >>> palette.PIXIES["blue"]
    (38, 104, 196)
    >>> palette.hex_colour(palette.INK)
    '#23232b'

Each game's colour name also has a shape (LIXO's bins print one; Pixies prints ColorADD
marks), so nothing depends on telling colours apart: see `scenes.kit.symbols`.
"""
from __future__ import annotations

Colour = tuple[int, int, int]

# -- the table --------------------------------------------------------------------------
FELT: Colour = (30, 98, 66)
FELT_DARK: Colour = (18, 66, 44)        # the vignette at the window's edges
FELT_LIGHT: Colour = (40, 118, 80)      # the lamp's pool of light in the middle
SLOT: Colour = (22, 78, 52)             # an empty place a card may go
SLOT_EDGE: Colour = (70, 140, 104)

# -- the cards --------------------------------------------------------------------------
CARD_CREAM: Colour = (250, 245, 230)
CARD_EDGE: Colour = (120, 110, 92)      # the thin printed border of every card
INK: Colour = (35, 35, 43)
INK_SOFT: Colour = (96, 92, 86)
BACK: Colour = (128, 30, 44)            # the default back: a deep red with a cream lattice
BACK_DARK: Colour = (92, 18, 32)
BACK_LINE: Colour = (214, 176, 120)

# -- emphasis ---------------------------------------------------------------------------
GLOW: Colour = (255, 214, 92)           # legal targets, the picked card, hints
HOVER: Colour = (255, 244, 196)         # what the pointer may pick up
REFUSED: Colour = (224, 70, 60)         # a drop the rules refused
SHADOW_ALPHA = 110                      # darkness of a resting card's shadow (0-255)

# -- the HUD and menus (pygame_gui theme) -----------------------------------------------
PANEL: Colour = (24, 40, 34)
PANEL_EDGE: Colour = (78, 120, 98)
BUTTON: Colour = (46, 84, 66)
BUTTON_HOVER: Colour = (62, 112, 86)
BUTTON_ACTIVE: Colour = (170, 132, 54)
TEXT: Colour = (238, 234, 220)
TEXT_DIM: Colour = (150, 160, 150)

# -- the games' colours -----------------------------------------------------------------
PIXIES: dict[str, Colour] = {
    "blue": (38, 104, 196),
    "green": (52, 150, 78),
    "yellow": (238, 190, 36),
    "red": (206, 56, 52),
    "multi": (132, 84, 170),            # the stand-in when one colour must be drawn
}
#: a multicoloured Pixies card is painted in these bands, one per real colour
PIXIES_MULTI_BANDS: tuple[Colour, ...] = tuple(PIXIES[c] for c in ("blue", "green", "yellow", "red"))

LIXO: dict[str, Colour] = {
    "yellow": (240, 196, 40),           # plastic and metal
    "blue": (44, 110, 200),             # paper and cardboard
    "green": (56, 152, 84),             # glass
    "red": (210, 58, 54),               # batteries
    "grey": (128, 128, 132),            # food waste and other rubbish
}

FLANX_CIRCLES: dict[str, Colour] = {
    "green": (64, 170, 96),
    "pink": (232, 108, 160),
}
FLANX_DECKS: dict[str, Colour] = {
    "white": (246, 244, 238),
    "black": (40, 40, 46),
    "blue": (70, 120, 200),
    "amber": (226, 150, 40),
}
#: the ink that reads on each Flanx deck colour
FLANX_DECK_INK: dict[str, Colour] = {
    "white": INK,
    "black": (236, 232, 220),
    "blue": (248, 248, 248),
    "amber": INK,
}


def hex_colour(colour: Colour) -> str:
    """'#rrggbb' for the pygame_gui theme."""
    return "#{:02x}{:02x}{:02x}".format(*colour)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour `t` of the way from `a` to `b` (0 gives a, 1 gives b)."""
    # mypy cannot count a generator: two colours give three channels
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def ink_on(colour: Colour) -> Colour:
    """Dark ink on light colours, cream ink on dark ones (by perceived brightness)."""
    r, g, b = colour
    return INK if (299 * r + 587 * g + 114 * b) / 1000 > 150 else CARD_CREAM

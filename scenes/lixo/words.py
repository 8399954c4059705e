"""LIXO?'s sentences that name a bin's colour, one id per colour: German and Russian inflect the
colour word with what it names, so a colour is never put into a sentence as a word of its own."""
from __future__ import annotations

from collections.abc import Callable

from scenes.kit.lang import N_, ngettext

#: why a card of another colour cannot be bid
WRONG_COLOUR = (
    N_("This bin is yellow: only yellow cards can be bid (two-colour cards with yellow too)."),
    N_("This bin is blue: only blue cards can be bid (two-colour cards with blue too)."),
    N_("This bin is green: only green cards can be bid (two-colour cards with green too)."),
    N_("This bin is red: only red cards can be bid (two-colour cards with red too)."),
    N_("This bin is grey: only grey cards can be bid (two-colour cards with grey too)."),
)

#: the person holds no card of the bin's colour
NONE_HELD = (
    N_("You have no yellow cards: you pass."),
    N_("You have no blue cards: you pass."),
    N_("You have no green cards: you pass."),
    N_("You have no red cards: you pass."),
    N_("You have no grey cards: you pass."),
)

#: the status line on the person's go
MY_GO = (
    N_("Your go on the yellow {value} bin: bid or pass"),
    N_("Your go on the blue {value} bin: bid or pass"),
    N_("Your go on the green {value} bin: bid or pass"),
    N_("Your go on the red {value} bin: bid or pass"),
    N_("Your go on the grey {value} bin: bid or pass"),
)

#: the status line on another's go
THEIR_GO = (
    N_("{name} is bidding on the yellow {value} bin"),
    N_("{name} is bidding on the blue {value} bin"),
    N_("{name} is bidding on the green {value} bin"),
    N_("{name} is bidding on the red {value} bin"),
    N_("{name} is bidding on the grey {value} bin"),
)

#: the status line while the person's own seat bids (its go, before the table lets it act)
YOU_BIDDING = (
    N_("You are bidding on the yellow {value} bin"),
    N_("You are bidding on the blue {value} bin"),
    N_("You are bidding on the green {value} bin"),
    N_("You are bidding on the red {value} bin"),
    N_("You are bidding on the grey {value} bin"),
)

#: the open bin beside its bids
BIN_WORTH = (
    N_("yellow bin, worth {value}"),
    N_("blue bin, worth {value}"),
    N_("green bin, worth {value}"),
    N_("red bin, worth {value}"),
    N_("grey bin, worth {value}"),
)

#: the person could not beat the highest bid: the cards still needed ({n}) and those held ({held})
TOO_FEW: tuple[Callable[[int], str], ...] = (
    lambda n: ngettext("Beating the highest bid needs {n} more yellow card; you have {held}: you pass.",
                       "Beating the highest bid needs {n} more yellow cards; you have {held}: you pass.", n),
    lambda n: ngettext("Beating the highest bid needs {n} more blue card; you have {held}: you pass.",
                       "Beating the highest bid needs {n} more blue cards; you have {held}: you pass.", n),
    lambda n: ngettext("Beating the highest bid needs {n} more green card; you have {held}: you pass.",
                       "Beating the highest bid needs {n} more green cards; you have {held}: you pass.", n),
    lambda n: ngettext("Beating the highest bid needs {n} more red card; you have {held}: you pass.",
                       "Beating the highest bid needs {n} more red cards; you have {held}: you pass.", n),
    lambda n: ngettext("Beating the highest bid needs {n} more grey card; you have {held}: you pass.",
                       "Beating the highest bid needs {n} more grey cards; you have {held}: you pass.", n),
)

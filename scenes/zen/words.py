"""The Zen puzzle's words that name a deck or count cards, and its help lines: one id per deck
where a deck's colour is named (German and Russian inflect it with the noun)."""
from __future__ import annotations

from collections.abc import Callable

from scenes.kit.keys import for_place
from scenes.kit.lang import N_, _, ngettext

#: a deck run out for good, by deck
RUN_OUT = (N_("The white deck has run out for good."), N_("The black deck has run out for good."))
#: a deck's label over it, with the cards left in it
DECK_WORDS = (N_("White deck {n}"), N_("Black deck {n}"))
#: a discard pile turned over into its deck, by deck: the words for the cards in it
RENEWED: tuple[Callable[[int], str], ...] = (
    lambda n: ngettext("The white discard pile is now the deck ({n} card, first discarded on top).",
                       "The white discard pile is now the deck ({n} cards, first discarded on top).", n),
    lambda n: ngettext("The black discard pile is now the deck ({n} card, first discarded on top).",
                       "The black discard pile is now the deck ({n} cards, first discarded on top).", n),
)

#: the rules in three lines under the puzzle's buttons
HELP = (
    N_("A card goes only on its own cell, next to a placed card."),
    N_("Cards left at the end of a round go on the discard pile;"),
    N_("when a deck runs out, its pile becomes the deck, once."),
)


def keys_line() -> str:
    """The puzzle's keys, in the person's words."""
    keys = ", ".join(f"{s.cap} {_(s.word)}" for s in for_place("zen"))
    return _("Keys: {keys}, Ctrl+Z undo.").format(keys=keys)

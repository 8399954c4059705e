"""Words for people that several games share: what a bot level does, and a card's or a move's
words made a Text wherever they come from.

    >>> str(level_words("easy")), str(level_words("hard", N_("and what you would take next")))
    ('plays what looks good now', 'weighs what may still come, and what you would take next')
    >>> level_words("easy").msgid == LEVEL_WORDS["easy"]
    True

The English-grammar helpers below (`count`, `ordinal`, `agree`) are left only for the screens of
other games that still call them until they say whole sentences of their own (I18N.md: no
sentence glued from pieces); nothing of game/flixo, game/pixies or the move log uses them.

    >>> count(1, "card"), count(3, "card"), ordinal(2), agree("Bot 3", "pass", "passes")
    ('1 card', '3 cards', '2nd', 'Bot 3 passes')
"""
from __future__ import annotations

from game.core.text import N_, T, Text

#: what a bot level does, in the same few words in every game where they fit; a game adds its own
#: after a comma (the set-up screen shows only these words where the whole does not fit)
LEVEL_WORDS = {
    "random": N_("plays at random"),
    "easy": N_("plays what looks good now"),
    "normal": N_("looks a little ahead"),
    "hard": N_("weighs what may still come"),
    "expert": N_("looks furthest ahead"),
}


def level_words(level: str, detail: str = "") -> Text:
    """The common words for `level`, and the game's own `detail` (marked with N_ where it is
    written) after a comma: two phrases side by side, each translated whole."""
    common = T(LEVEL_WORDS[level])
    return T("{level_words}, {detail}", level_words=common, detail=T(detail)) if detail else common


def phrase(words: Text | str) -> Text:
    """Words for a place in a sentence as a Text: a Text as it is; a plain string (a card's words
    from a game whose cards do not speak Text yet) as a Text of itself, said in English until
    its game marks them."""
    return words if isinstance(words, Text) else T(words)


def count(n: int, noun: str, plural: str | None = None) -> str:
    """`n` and the English noun, singular for exactly one (English only: see the module)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st (English only: see the module)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def agree(name: str, verb: str, third: str | None = None) -> str:
    """The name and the English verb that goes with it (English only: see the module)."""
    if name == "You":
        return f"You {verb}"
    return f"{name} {third or verb + 's'}"

"""Words for people that several games share: what a bot level does, and a card's or a move's
words made a Text wherever they come from.

    >>> str(level_words("easy")), str(level_words("hard", N_("and what you would take next")))
    ('plays what looks good now', 'weighs what may still come, and what you would take next')
    >>> level_words("easy").msgid == LEVEL_WORDS["easy"]
    True

The English-grammar helpers below (`count`, `agree`) are left only for the code of other games
and screens that still calls them, until it says whole sentences of its own (I18N.md: no sentence
glued from pieces); nothing of game/flixo, game/pixies, the narrations or the move log uses them.
(`ordinal` and `cost_words` are gone: the narrations count rows and columns as numbers, and the
review says its costs as Texts, game.ai.review.cost_words.)

    >>> count(1, "card"), count(3, "card"), agree("Bot 3", "pass", "passes")
    ('1 card', '3 cards', 'Bot 3 passes')
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


def agree(name: str, verb: str, third: str | None = None) -> str:
    """The name and the English verb that goes with it (English only: see the module)."""
    if name == "You":
        return f"You {verb}"
    return f"{name} {third or verb + 's'}"

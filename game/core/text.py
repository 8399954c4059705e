"""Words the rules and bots make for people, kept as data until a screen says them in a language.

The engines never know who reads: a reason, a move's narration or a review sentence is a `Text`, a
message id (the English sentence, with `{named}` places) and its arguments. The screen says it
with the person's translations (`Text.say`); a network host sends it as data (`to_data`), and each
player's screen says it in their own language. `str()` says it in English, for logs and tests.

    >>> str(T("{name} takes the {card}", name="Ann", card=T("seven of hearts")))
    'Ann takes the seven of hearts'
    >>> str(TN("{n} card left", "{n} cards left", 1)), str(TN("{n} card left", "{n} cards left", 3))
    ('1 card left', '3 cards left')
    >>> Text.from_data(T("{name} wins", name=T("You")).to_data()) == T("{name} wins", name=T("You"))
    True

Babel finds the ids where they are made: `T` and `N_` take one, `TN` a singular and a plural
(babel.cfg names these keywords). A sentence is never glued from translated pieces: each whole
sentence is one id, and only names, numbers and card words are filled in.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


class Language(Protocol):
    """What saying a Text needs: gettext's two lookups and the language's way with numbers."""

    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...

    def number(self, value: float, /) -> str: ...


class English:
    """The ids as they are: English is the language they are written in."""

    def gettext(self, message: str, /) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        return singular if n == 1 else plural

    def number(self, value: float, /) -> str:
        """Whole numbers bare, others with at most two decimals.

        >>> English().number(3), English().number(2.5), English().number(1 / 3)
        ('3', '2.5', '0.33')
        """
        if isinstance(value, int) or float(value).is_integer():
            return str(int(value))
        return f"{value:.2f}".rstrip("0")


ENGLISH = English()


@dataclass(frozen=True)
class Text:
    """One sentence (or phrase) for people, said in a language only when shown."""

    msgid: str
    args: tuple[tuple[str, Any], ...] = ()
    #: the plural id and the number that chooses between them (also `{n}` in both)
    plural: str | None = None
    n: int | None = None

    def say(self, language: Language = ENGLISH) -> str:
        """This sentence in `language`, its places filled (Texts among them said in it too)."""
        if self.plural is not None and self.n is not None:
            pattern = language.ngettext(self.msgid, self.plural, self.n)
        else:
            pattern = language.gettext(self.msgid)
        values = {key: _say_arg(value, language) for key, value in self.args}
        if self.n is not None:
            values.setdefault("n", language.number(self.n))
        return pattern.format(**values) if values else pattern

    def __str__(self) -> str:
        return self.say()

    def to_data(self) -> dict[str, Any]:
        """Plain JSON data (for a network message or a save); `from_data` makes it a Text again."""
        data: dict[str, Any] = {"id": self.msgid}
        if self.args:
            data["args"] = {key: value.to_data() if isinstance(value, Text) else value for key, value in self.args}
        if self.plural is not None:
            data["plural"], data["n"] = self.plural, self.n
        return data

    @classmethod
    def from_data(cls, data: Any) -> Text:
        """The Text `to_data` described; a plain string is a Text of itself (older messages).

        >>> Text.from_data("Not your turn")
        Text(msgid='Not your turn', args=(), plural=None, n=None)
        """
        if isinstance(data, str):
            return cls(data)
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError(f"not a text: {data!r}")
        args = tuple(
            (str(key), cls.from_data(value) if isinstance(value, dict) else value)
            for key, value in dict(data.get("args", {})).items()
        )
        plural = data.get("plural")
        n = data.get("n")
        return cls(data["id"], args, plural if isinstance(plural, str) else None, n if isinstance(n, int) else None)


def _say_arg(value: Any, language: Language) -> str:
    if isinstance(value, Text):
        return value.say(language)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    return language.number(value)


def T(msgid: str, /, **args: Any) -> Text:
    """A sentence for people: `msgid` with its `{places}` filled from `args` when said."""
    return Text(msgid, tuple(args.items()))


def TN(singular: str, plural: str, n: int, /, **args: Any) -> Text:
    """A sentence whose words follow the number `n` (1 card, 2 cards; Russian's three forms)."""
    return Text(singular, tuple(args.items()), plural, n)


def N_(message: str) -> str:
    """Marks `message` for the catalogs where it is made; it is translated where it is shown.

    >>> N_("Deal")
    'Deal'
    """
    return message


def say(text: Text | str, language: Language = ENGLISH) -> str:
    """A Text said in `language`; a plain string (a name, a number already written) as it is."""
    return text.say(language) if isinstance(text, Text) else text

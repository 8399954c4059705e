"""The person's language: gettext catalogs, Babel's numbers and dates, and the words on screen.

Every word a screen draws passes through here when it is drawn, never when a module is imported, so
choosing another language in Settings changes the next frame. Strings written in scenes/ are marked
with `_` (said at once) or `N_` (a constant said later with `_`); sentences from game/ arrive as
`Text` and are said with `say`.

    >>> use("de"); _("Settings"), ngettext("{n} player", "{n} players", 2).format(n=2)
    ('Einstellungen', '2 Spieler')
    >>> use("ru"); [ngettext("{n} player", "{n} players", n).format(n=n) for n in (1, 2, 5)]
    ['1 игрок', '2 игрока', '5 игроков']
    >>> use("en"); _("Settings")
    'Settings'

The catalogs are gettext domains in assets/locale/<language>/LC_MESSAGES: `app` (the screens and
the kit), `games` (game/ and each game's table) and `content` (rules pages, lessons, the Zen
booklet). One `_` reads all three.
"""
from __future__ import annotations

import gettext
import locale
import os
import sys
from datetime import datetime
from functools import cache

from game.core.text import N_, Text
from scenes.kit.assets import asset_path

#: the languages Parlour speaks, each named in itself (as the Settings choice shows it)
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "ru": "Русский"}
#: the catalogs, in the order a word is looked for
DOMAINS: tuple[str, ...] = ("app", "games", "content")

__all__ = ["LANGUAGES", "N_", "Text", "_", "current", "date_time", "ngettext", "number", "percent", "say", "use"]


#: how many numbers a language keeps said before it forgets them all (a long game's scores)
NUMBERS_KEPT = 4096


class Catalogs:
    """One language's three catalogs as one gettext lookup, with Babel's numbers for it."""

    def __init__(self, code: str) -> None:
        self.code = code
        self._numbers: dict[float, str] = {}
        chain: gettext.NullTranslations | None = None
        for domain in DOMAINS:
            found = gettext.translation(domain, str(asset_path("locale")), [code], fallback=True)
            if chain is None:
                chain = found
            else:
                chain.add_fallback(found)   # passed down the chain: each domain asked in turn
        assert chain is not None
        self.translations = chain

    def gettext(self, message: str, /) -> str:
        return self.translations.gettext(message) if message else message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        return self.translations.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str, /) -> str:
        return self.translations.pgettext(context, message)

    def number(self, value: float, /) -> str:
        # a table says the same few numbers every frame: Babel's formatting was half a millisecond
        # of each frame at 3840x2160, a dictionary lookup is not
        said = self._numbers.get(value)
        if said is None:
            from babel.numbers import format_decimal

            if len(self._numbers) > NUMBERS_KEPT:
                self._numbers.clear()
            said = self._numbers[value] = str(format_decimal(value, format="#,##0.##", locale=self.code))
        return said


@cache
def catalogs(code: str) -> Catalogs:
    return Catalogs(code)


_active: Catalogs | None = None


def current() -> Catalogs:
    """The language in use (English until `use` chose another)."""
    return _active if _active is not None else catalogs("en")


def use(code: str) -> None:
    """Speak `code` from now on (one of LANGUAGES; anything else is English)."""
    global _active
    _active = catalogs(code if code in LANGUAGES else "en")


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language if Parlour speaks it, else English.

    >>> system_language({"LANGUAGE": "fr:de_AT"}), system_language({"LANG": "ru_RU.UTF-8"})
    ('de', 'ru')
    >>> system_language({"LANG": "fr_FR.UTF-8"}), system_language({"LC_ALL": "C"})
    ('en', 'en')
    """
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        for part in filter(None, value.split(":")):
            if (code := _code(part)) in LANGUAGES:
                return code
        if value and name != "LANGUAGE":   # the first locale set decides, as gettext's own lookup does
            return "en"
    found = _code(_platform_locale()) if environ is None else ""
    return found if found in LANGUAGES else "en"


def _code(tag: str) -> str:
    return tag.replace("-", "_").split("_")[0].split(".")[0].lower()


def _platform_locale() -> str:
    """Windows' and macOS's own language setting, where no environment variable names one."""
    if sys.platform == "win32":
        import ctypes

        return locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage(), "")
    if sys.platform == "darwin":
        import subprocess

        try:
            done = subprocess.run(["defaults", "read", "-g", "AppleLocale"], capture_output=True, text=True, timeout=2)
        except (OSError, subprocess.SubprocessError):
            return ""
        return done.stdout.strip()
    return ""


def _(message: str) -> str:
    """`message` in the language in use."""
    return current().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence that goes with `n`, in the language in use (fill `{n}` after)."""
    return current().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` where its English is the same for two meanings (`context` tells them apart)."""
    return current().pgettext(context, message)


def say(text: Text | str) -> str:
    """A sentence from game/ in the language in use; a name or a written number as it is."""
    return text.say(current()) if isinstance(text, Text) else text


def number(value: float) -> str:
    """`value` as the language writes numbers (1,5 in German, 1.5 in English)."""
    return current().number(value)


def percent(share: float) -> str:
    """`share` (1.5 is 150 %) as the language writes a percentage.

    >>> use("de"); percent(1.5).replace("\N{NO-BREAK SPACE}", " ")
    '150 %'
    >>> use("en"); percent(0.8)
    '80%'
    """
    from babel.numbers import format_percent

    return str(format_percent(share, locale=current().code))


def date_time(moment: datetime) -> str:
    """A date and time as the language writes them, the month in words, the time to the minute
    (the Load and Finished-games lists): the date is the one most read, and a short all-number
    date reads differently in each country.

    >>> use("de"); date_time(datetime(2026, 12, 5, 14, 3))
    '05.12.2026, 14:03'
    >>> use("en"); date_time(datetime(2026, 12, 5, 14, 3)).replace("\N{NARROW NO-BREAK SPACE}", " ")
    'Dec 5, 2026, 2:03 PM'
    """
    from babel.dates import format_date, format_time, get_datetime_format

    code = current().code
    pattern = str(get_datetime_format("medium", locale=code))
    return pattern.replace("{1}", str(format_date(moment, "medium", locale=code))).replace(
        "{0}", str(format_time(moment, "short", locale=code)))

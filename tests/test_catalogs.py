"""Every catalog holds every string the code marks, translated, with the same {places}, the language's
number of plural forms, compiled into the .mo that ships, and in letters our font has.

Each test is one catalog (domain and language), so a failure names the catalog to fix; the strings
are found in-process with Babel, over the domain's mapping file (assets/locale/<domain>.cfg), with
the keywords `python -m assets.locale.catalogs` uses (README: "Translating Parlour").
"""
from __future__ import annotations

import gettext
import string
from collections.abc import Callable
from functools import cache

import pygame
import pygame.freetype
import pytest
from babel.messages.catalog import Catalog, Message

from assets.locale import catalogs
from saves.settings import LANGUAGE_CODES
from scenes.kit import lang
from scenes.kit.assets import asset_path
from scenes.kit.theme import BOLD, REGULAR

CATALOGS = [(domain, language) for domain in catalogs.domains() for language in catalogs.languages()]
#: how many plural forms each language has (Russian: 1 карта, 2 карты, 5 карт)
PLURAL_FORMS = {"de": 2, "ru": 3}


@cache
def template(domain: str) -> Catalog:
    return catalogs.extract(domain)


@cache
def catalog(domain: str, language: str) -> Catalog:
    path = catalogs.po_path(language, domain)
    assert path.is_file(), f"{path} is missing: python -m assets.locale.catalogs update"
    return catalogs.read(path, language)


def entries(domain: str, language: str) -> list[Message]:
    return [message for message in catalog(domain, language) if message.id]


def forms(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def places(text: str) -> set[str]:
    """The {named} places of a python-brace-format string.

    >>> sorted(places("{name} takes the {card} ({n:d})"))
    ['card', 'n', 'name']
    """
    return {field.split(".")[0].split("[")[0] for _, field, _, _ in string.Formatter().parse(text) if field}


def only_one(language: str, form: int) -> bool:
    """Whether the language says plural form `form` only of exactly one thing (German's first form:
    its translation may leave the number out, as the English singular may), not also of 21 or 0."""
    plural = catalog_plural(language)
    return {n for n in range(0, 1001) if plural(n) == form} == {1}


def catalog_plural(language: str) -> Callable[[int], int]:
    """The plural form gettext picks for a number, from the language's first catalog's header."""
    return gettext.c2py(catalog(CATALOGS[0][0], language).plural_expr)


@pytest.mark.parametrize("domain,language", CATALOGS)
def test_the_catalog_has_every_marked_string(domain: str, language: str) -> None:
    have = catalog(domain, language)
    missing = [message.id for message in template(domain) if message.id and have.get(message.id, message.context)
               is None]
    assert not missing, (f"{language}/{domain}.po misses {len(missing)} marked strings (python -m "
                         f"assets.locale.catalogs update, then translate): {missing[:10]}")


@pytest.mark.parametrize("domain,language", CATALOGS)
def test_every_entry_is_translated_and_none_is_fuzzy(domain: str, language: str) -> None:
    fuzzy = [message.id for message in entries(domain, language) if message.fuzzy]
    empty = [message.id for message in entries(domain, language) if not all(forms(message))]
    assert not fuzzy, f"{language}/{domain}.po has fuzzy entries (a guess, never shown): {fuzzy[:10]}"
    assert not empty, f"{language}/{domain}.po has untranslated entries: {empty[:10]}"


@pytest.mark.parametrize("domain,language", CATALOGS)
def test_a_translation_has_the_places_of_its_original(domain: str, language: str) -> None:
    wrong = []
    for message in entries(domain, language):
        if isinstance(message.id, tuple):
            singular, plural = message.id
            for index, text in enumerate(forms(message)):
                allowed = [places(plural)] + ([places(singular)] if only_one(language, index) else [])
                if text and places(text) not in allowed:
                    wrong.append((message.id, index, text))
        elif message.string and places(message.string) != places(message.id):
            wrong.append((message.id, 0, message.string))
    assert not wrong, f"{language}/{domain}.po: places differ from the original's: {wrong[:5]}"


@pytest.mark.parametrize("domain,language", CATALOGS)
def test_plural_entries_have_the_languages_number_of_forms(domain: str, language: str) -> None:
    assert catalog(domain, language).num_plurals == PLURAL_FORMS[language], "the Plural-Forms header"
    wrong = [message.id for message in entries(domain, language)
             if isinstance(message.id, tuple) and len(forms(message)) != PLURAL_FORMS[language]]
    assert not wrong, f"{language}/{domain}.po: plural entries without {PLURAL_FORMS[language]} forms: {wrong[:5]}"


@pytest.mark.parametrize("domain,language", CATALOGS)
def test_the_shipped_mo_is_the_compile_of_its_po(domain: str, language: str) -> None:
    po = catalogs.po_path(language, domain)
    mo = po.with_suffix(".mo")
    assert mo.is_file() and mo.read_bytes() == catalogs.compiled(po), \
        f"{mo} is not the compile of {po.name}: python -m assets.locale.catalogs compile"


@pytest.fixture(scope="module")
def fonts() -> list[pygame.freetype.Font]:
    pygame.freetype.init()
    return [pygame.freetype.Font(str(asset_path(*face)), 20) for face in (REGULAR, BOLD)]


@pytest.mark.parametrize("domain,language", CATALOGS)
def test_every_translation_renders_without_a_missing_glyph(domain: str, language: str,
                                                           fonts: list[pygame.freetype.Font]) -> None:
    """DejaVu Sans (the theme's font, regular and bold) has every letter every translation uses:
    freetype reports no metrics for a character the font lacks (pygame.font would draw a box)."""
    missing = set()
    for message in entries(domain, language):
        for text in forms(message):
            for font in fonts:
                missing |= {char for char, metric in zip(text, font.get_metrics(text)) if metric is None
                            and not char.isspace()}
    assert not missing, f"{language}/{domain}.po uses characters DejaVu Sans lacks: {sorted(missing)}"


def test_the_glyph_check_sees_a_missing_glyph(fonts: list[pygame.freetype.Font]) -> None:
    assert fonts[0].get_metrics("中Ж")[0] is None and fonts[0].get_metrics("中Ж")[1] is not None


def test_the_settings_languages_are_the_ones_the_app_speaks() -> None:
    assert set(LANGUAGE_CODES) == {""} | set(lang.LANGUAGES)
    assert set(catalogs.languages()) == set(lang.LANGUAGES) - {"en"} == set(PLURAL_FORMS)


def test_plural_forms_follow_the_language() -> None:
    assert [catalog_plural("ru")(n) for n in (1, 2, 5, 21, 22, 25)] == [0, 1, 2, 0, 1, 2]
    assert only_one("de", 0) and not only_one("ru", 0)

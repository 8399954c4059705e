"""The translators' tool: the three gettext domains' catalogs found in the code, kept up to date
and compiled, with Babel (the same steps as `pybabel extract/update/init/compile`, in one place).

    python -m assets.locale.catalogs update        # every marked string into every .po (new ones empty)
    python -m assets.locale.catalogs compile       # every .po into its .mo (committed, installed)
    python -m assets.locale.catalogs init fr       # a new language: a .po of each domain to translate
    python -m assets.locale.catalogs extract DIR   # the .pot templates, for a translation tool
    python -m assets.locale.catalogs check         # what is missing, fuzzy or untranslated

Run from the repository's root. Each domain's mapping file, assets/locale/<domain>.cfg, says which
files belong to it (app: the screens and the kit; games: game/ and each game's table; content: the
rules pages, lessons and the Zen booklet, read from JSON by the extractor its .cfg names). The
keywords are gettext's own (`_`, `N_`, `ngettext`, `pgettext`) and game.core.text's `T` and `TN`.
Entries no longer in the code are dropped, and no entry is guessed from a similar one (no fuzzy
matching): a new string is empty until someone translates it, and tests/test_catalogs.py says so.
This module is not installed with the game; only the compiled .mo files are.
"""
from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parent
ROOT = LOCALE.parent.parent
#: the domains in the order a word is looked for (scenes.kit.lang.DOMAINS)
DOMAINS = ("app", "games", "content")
#: gettext's keywords and game.core.text's: T(msgid, ...), TN(singular, plural, n, ...)
KEYWORDS = {**DEFAULT_KEYWORDS, "T": None, "TN": (1, 2)}
PROJECT = "Parlour"


def domains() -> list[str]:
    """The domains that have a mapping file (content's comes with its JSON extractor)."""
    return [domain for domain in DOMAINS if (LOCALE / f"{domain}.cfg").is_file()]


def languages() -> list[str]:
    """Every language with catalogs here, English (the ids themselves) excepted."""
    return sorted(path.name for path in LOCALE.iterdir() if (path / "LC_MESSAGES").is_dir())


def po_path(language: str, domain: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def extract(domain: str) -> Catalog:
    """The template of `domain`: every string the code marks in the files its .cfg maps."""
    with open(LOCALE / f"{domain}.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg, str(cfg.name))
    template = Catalog(project=PROJECT, fuzzy=False)
    found = extract_from_dir(str(ROOT), method_map, options_map, keywords=KEYWORDS, comment_tags=("Translators:",),
                             strip_comment_tags=True, directory_filter=source_folder)
    for filename, lineno, message, comments, context in found:
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def source_folder(path: str) -> bool:
    """Whether extraction looks inside a folder: not a build's output, nor hidden or private ones."""
    name = os.path.basename(path)
    return name not in {"build", "dist", "node_modules"} and not name.startswith((".", "_"))


def read(path: Path, language: str | None = None) -> Catalog:
    with open(path, "rb") as po:
        return read_po(po, locale=language)


def write(path: Path, catalog: Catalog) -> None:
    """A catalog as the repository keeps it: sorted, without line numbers (they change with
    every edit of the code and would make every commit touch every catalog)."""
    out = io.BytesIO()
    write_po(out, catalog, no_location=True, sort_output=True, ignore_obsolete=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())


def compiled(path: Path) -> bytes:
    """The .mo that the .po at `path` compiles to (fuzzy entries left out, as gettext does)."""
    out = io.BytesIO()
    write_mo(out, read(path), use_fuzzy=False)
    return out.getvalue()


def update(domain: str, template: Catalog | None = None) -> list[Path]:
    """Every language's catalog of `domain` with the code's strings: new ones empty, gone ones dropped."""
    template = extract(domain) if template is None else template
    written = []
    for language in languages():
        path = po_path(language, domain)
        catalog = read(path, language) if path.is_file() else new_catalog(language, domain)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        write(path, catalog)
        written.append(path)
    return written


def new_catalog(language: str, domain: str) -> Catalog:
    Locale.parse(language)   # a language Babel knows, or ValueError: its plural rule comes from there
    return Catalog(locale=language, domain=domain, project=PROJECT, fuzzy=False)


def init(language: str) -> list[Path]:
    """A new language: an empty catalog of every domain, to be translated and compiled."""
    written = []
    for domain in domains():
        path = po_path(language, domain)
        if path.exists():
            raise SystemExit(f"{path} is there already: `update` fills it with new strings")
        catalog = new_catalog(language, domain)
        catalog.update(extract(domain), no_fuzzy_matching=True)
        write(path, catalog)
        written.append(path)
    return written


def compile_all() -> list[Path]:
    written = []
    for language in languages():
        for domain in domains():
            path = po_path(language, domain)
            if path.is_file():
                path.with_suffix(".mo").write_bytes(compiled(path))
                written.append(path.with_suffix(".mo"))
    return written


def problems(domain: str, language: str, template: Catalog | None = None) -> list[str]:
    """What a translator still has to do in one catalog: missing, fuzzy and untranslated entries."""
    template = extract(domain) if template is None else template
    path = po_path(language, domain)
    if not path.is_file():
        return [f"{path} is missing"]
    catalog = read(path, language)
    out = [f"missing: {message.id!r}" for message in template if message.id and catalog.get(message.id,
                                                                                              message.context) is None]
    for message in catalog:
        if not message.id:
            continue
        if message.fuzzy:
            out.append(f"fuzzy: {message.id!r}")
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            out.append(f"untranslated: {message.id!r}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m assets.locale.catalogs", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "update", "init", "compile", "check"))
    parser.add_argument("argument", nargs="?", help="init: the new language's code; extract: the folder for .pot files")
    args = parser.parse_args(argv)
    os.chdir(ROOT)
    if args.command == "extract":
        folder = Path(args.argument or "build/locale")
        folder.mkdir(parents=True, exist_ok=True)
        for domain in domains():
            write(folder / f"{domain}.pot", extract(domain))
            print(folder / f"{domain}.pot")
    elif args.command == "update":
        for domain in domains():
            print(*update(domain), sep="\n")
    elif args.command == "init":
        if not args.argument:
            parser.error("init needs the new language's code, e.g. init fr")
        print(*init(args.argument), sep="\n")
    elif args.command == "compile":
        print(*compile_all(), sep="\n")
    else:
        todo = [f"{language}/{domain}: {line}" for domain in domains() for template in [extract(domain)]
                for language in languages() for line in problems(domain, language, template)]
        print(*todo, sep="\n")
        return 1 if todo else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

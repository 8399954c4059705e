"""The player's own Zen forms: one small JSON file each in <home>/zen-forms (saves.paths).

    path = save(Form("Kite", cells))             # written atomically; same name, same file
    [form.name for form in load_all()]            # ['Kite']

A file that cannot be read as a valid form is skipped and reported (saves.notices), never
deleted, so one damaged file cannot hide the others.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.core.text import T
from game.zen.form import Form
from game.zen.forms import RANDOM_PREFIX
from saves import document, jsonfile, notices
from saves.paths import home
from saves.records import ShareError, check_version
from scenes.kit.lang import _, ngettext, say

FORMAT = "parlour-zen-form"
VERSION = 1
FOLDER = "zen-forms"
MAX_NAME = 40


def folder() -> Path:
    return home() / FOLDER


def path_for(name: str) -> Path:
    """The file of the form called `name`: its name in lower case, letters and digits only."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "form"
    return folder() / f"{slug}.json"


def name_problem(name: str) -> str | None:
    """Why `name` cannot name a form, or None."""
    name = name.strip()
    if not name:
        return _("Give the form a name first.")
    if len(name) > MAX_NAME:
        limit = ngettext("A name has at most {n} letter.", "A name has at most {n} letters.", MAX_NAME)
        return limit.format(n=MAX_NAME)
    if name.startswith(RANDOM_PREFIX):
        return _('Names starting with "{word}" are kept for random forms.').format(word=RANDOM_PREFIX.strip())
    return None


def form_problem(form: Form) -> str | None:
    """Why `form` cannot be saved or played, or None."""
    if len(form) < 2:
        return _("A form needs at least two cards.")
    if not form.connected():
        return _("Every card must touch the others: the form is in pieces.")
    problems = form.problems()
    return say(problems[0]) if problems else name_problem(form.name)


def save(form: Form) -> Path:
    problem = form_problem(form)
    if problem:
        raise ValueError(problem)
    return document.write(path_for(form.name), FORMAT, VERSION,
                          {"name": form.name.strip(), "cells": form.to_data()})


def delete(name: str) -> None:
    """Move the form's file aside (kept as a backup, like every file Parlour gives up on)."""
    path = path_for(name)
    if path.exists():
        jsonfile.move_aside(path)


def load_all() -> list[Form]:
    """Every readable form in the folder, sorted by name."""
    forms = []
    for path in sorted(folder().glob("*.json")) if folder().is_dir() else []:
        doc = document.read(path, FORMAT, VERSION, "Zen form")
        if doc is None:
            continue
        try:
            forms.append(Form.from_data(doc["name"], doc["cells"]))
        except (KeyError, TypeError, ValueError) as exc:
            notices.report(T("Your Zen form {file} could not be read ({reason}); it was left as it is.",
                                     file=path.name, reason=str(exc)))
    return sorted(forms, key=lambda f: f.name.lower())


# -- sharing a form: its own small file (docs/RECORDS.md) --------------------------------------
#: a shared form's file ends so; it holds the same document as a form in the player's folder
SUFFIX = ".parlour-zen"


def export(form: Form, path: Path) -> Path:
    """Write `form` to a file of its own at `path` (atomically) to give to someone; ValueError
    if the form cannot be played, OSError if the file cannot be written."""
    problem = form_problem(form)
    if problem:
        raise ValueError(problem)
    return document.write(path, FORMAT, VERSION, {"name": form.name.strip(), "cells": form.to_data()})


def from_document(doc: dict[str, Any], path: Path | None = None) -> Form:
    """The form in a shared file's document (saves.records.read_document); ShareError saying
    why it is not a form this copy can play."""
    if doc.get("format") != FORMAT:
        raise ShareError(path, _("it is not a Parlour Zen form"))
    check_version(doc, VERSION, "Zen form", path)
    name, cells = doc.get("name"), doc.get("cells")
    if type(name) is not str or type(cells) is not list:
        raise ShareError(path, _("it has no name or no cells"))
    try:
        form = Form.from_data(name.strip(), cells)
    except ValueError as exc:
        raise ShareError(path, _("its cards do not make a form ({error})").format(error=exc)) from None
    problem = form_problem(form)
    if problem:
        raise ShareError(path, _("it is not a form that can be played: {problem}").format(problem=problem))
    return form


def take_in(form: Form) -> Form:
    """Keep a form someone gave among the player's own: under its name, or, if one of theirs
    already has that name and other cards, under the first free "name (2)", "name (3)"..."""
    mine = {path_for(f.name): f for f in load_all()}     # by file: names that differ in case share one
    name, number = form.name, 1
    while path_for(name) in mine and mine[path_for(name)].cells != form.cells:
        number += 1
        tail = f" ({number})"
        name = form.name[:MAX_NAME - len(tail)] + tail
    kept = Form(name, dict(form.cells))
    save(kept)
    return kept

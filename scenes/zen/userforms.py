"""The player's own Zen forms: one small JSON file each in <home>/zen-forms (saves.paths).

    path = save(Form("Kite", cells))             # written atomically; same name, same file
    [form.name for form in load_all()]            # ['Kite']

A file that cannot be read as a valid form is skipped and reported (saves.notices), never
deleted, so one damaged file cannot hide the others.
"""
from __future__ import annotations

import re
from pathlib import Path

from game.zen.form import Form
from game.zen.forms import RANDOM_PREFIX
from saves import document, jsonfile, notices
from saves.paths import home

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
        return "Give the form a name first."
    if len(name) > MAX_NAME:
        return f"A name has at most {MAX_NAME} letters."
    if name.startswith(RANDOM_PREFIX):
        return f'Names starting with "{RANDOM_PREFIX.strip()}" are kept for random forms.'
    return None


def form_problem(form: Form) -> str | None:
    """Why `form` cannot be saved or played, or None."""
    if len(form) < 2:
        return "A form needs at least two cards."
    if not form.connected():
        return "Every card must touch the others: the form is in pieces."
    problems = form.problems()
    return problems[0] if problems else name_problem(form.name)


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
            notices.report(f"Your Zen form {path.name} could not be read ({exc}); it was left as it is.")
    return sorted(forms, key=lambda f: f.name.lower())

"""Opening a Zen puzzle the way the app opens every table: a referee with autosave behind the
person's Link (scenes.kit.match.open_match), and the table registered for "zen" (scenes.tables).

The booklet, the form editor and the result panel all start puzzles here. The table is found
through the registry, as the app finds every table, so that the result panel (which the table
shows) can open the next puzzle without the two modules importing each other.
"""
from __future__ import annotations

from typing import Any

from game import GAMES
from game.referee import HUMAN
from game.zen.form import Form
from scenes import tables
from scenes.kit.match import open_match
from scenes.kit.scene import Scene

GAME_NAME = "zen"


def puzzle_options(form: Form, inline: bool) -> dict:
    """The game's options for `form`: a booklet form by name, any other form inline."""
    return GAMES[GAME_NAME].check_options(1, {"form": form.name, "form_data": form.to_data() if inline else None})


def puzzle_for(app: Any, form: Form, inline: bool) -> Scene:
    """A new puzzle table for `form`, its game on a referee, autosaved after every move."""
    link = open_match(GAME_NAME, 1, puzzle_options(form, inline), [HUMAN])
    return registered(tables.table_class(GAME_NAME))(app, link)


def start_puzzle(app: Any, form: Form, inline: bool) -> None:
    """Open the puzzle table for `form` over the current scene (the booklet or the editor)."""
    app.scenes.push(puzzle_for(app, form, inline))


def booklet_scene_class() -> type:
    """The booklet screen, as the app's menu finds it."""
    return registered(tables.other_scene_class(GAME_NAME))


def registered(scene_class: type | None) -> type:
    if scene_class is None:
        raise LookupError(f"scenes.tables registers no {GAME_NAME} scene")
    return scene_class

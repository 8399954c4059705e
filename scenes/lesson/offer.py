"""Where lessons are offered: "Learn to play" buttons, and once, the first time a game is
started, the question whether to learn it first (remembered in Settings.lessons_offered).

    if offer_lesson(app, "pixies", begin):     # asked: the answer starts the lesson or `begin`
        return
    begin()
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game import GAMES
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.kit.lang import _
from scenes.lesson import LEARN
from scenes.lesson.script import LessonError, has_lesson, load

__all__ = ["LEARN", "has_lesson", "mark_offered", "offer_lesson", "open_lesson"]


def mark_offered(app: Any, game_name: str) -> None:
    offered = app.settings.lessons_offered
    if game_name not in offered:
        app.apply_settings(dataclasses.replace(app.settings, lessons_offered=tuple(sorted({*offered, game_name}))))


def open_lesson(app: Any, game_name: str, then: Callable[[], None] | None = None,
                offered: bool = False) -> bool:
    """Open `game_name`'s lesson (where the person left it); a broken lesson file is told plainly."""
    mark_offered(app, game_name)
    try:
        lesson = load(game_name)
    except LessonError as exc:
        app.scenes.push(MessageDialog(app, _("This lesson cannot be opened"), str(exc)))
        return False
    from scenes.lesson.scene import LessonScene  # a whole table: loaded when a lesson opens, not with the menu
    app.scenes.push(LessonScene(app, lesson, then=then, offered=offered))
    return True


def offer_lesson(app: Any, game_name: str, begin: Callable[[], None]) -> bool:
    """The first time `game_name` is started: ask whether to learn it first. True when asked
    (the answer then opens the lesson, which starts the game after it, or starts the game)."""
    if game_name in app.settings.lessons_offered or not has_lesson(game_name):
        return False
    mark_offered(app, game_name)
    title = GAMES[game_name].title
    # LIXO? asks already
    asked = _("New to {game}").format(game=title) if title.endswith("?") else _("New to {game}?").format(game=title)
    app.scenes.push(ConfirmDialog(
        app, asked,
        _("A short guided game shows you how {game} is played, a step at a time (a few minutes). "
          "You can leave it at any moment, and find it again under Learn to play.").format(game=title),
        on_yes=lambda: open_lesson(app, game_name, then=begin, offered=True), yes=_(LEARN), no=_("Just play"),
        on_no=begin))
    return True

"""Sharing: a finished game saved as a file to send (`.parlour`), and a shared file opened.

A file is opened the same way whichever road it came by: `parlour FILE` (scenes.launch), dropped
on the window (the app hands SDL's DROPFILE to `open_path`, over any screen), or picked in
Finished games > Open file. What it holds decides what opens, not its name: a game record goes
to Watch (with Review one click away), a Zen form joins the player's own forms and opens in the
form editor. A file that cannot be opened gets a dialog with the reason, and nothing changes:
not the file, not the screen under the dialog.

    open_path(app, Path("friday.parlour"))
    save_as(app, recorded)                  # the file chooser, then the record file
"""
from __future__ import annotations

import datetime as dt
import logging
from pathlib import Path
from typing import Any

from saves import records
from saves.records import ShareError
from scenes import tables
from scenes.kit.dialog import MessageDialog
from scenes.kit.filechooser import FileChooser, default_folder
from scenes.kit.lang import Text, _, say
from scenes.kit.replay import Recorded
from scenes.zen import userforms

log = logging.getLogger("parlour")
#: the kinds of file Parlour opens, for the file chooser
SUFFIXES = (records.SUFFIX, userforms.SUFFIX)


def watch(app: Any, recorded: Recorded, what: str = "watch") -> None:
    """Open a finished game at its table: Watch (with its Review button) or the Review itself."""
    review_scene, replay_scene = app.game_screen("review"), app.game_screen("replay")
    if what == "review":
        app.scenes.push(review_scene(app, recorded))
        return
    app.scenes.push(replay_scene(app, recorded, review=lambda: app.scenes.push(review_scene(app, recorded))))


def open_path(app: Any, path: Path | str) -> bool:
    """Open the shared file at `path` over the current screen; False (and a dialog saying why)
    when it cannot be opened."""
    path = Path(path)
    try:
        doc = records.read_document(path)
        if doc.get("format") == userforms.FORMAT:
            _open_form(app, userforms.from_document(doc, path), path)
        else:
            _open_game(app, records.parse(doc, path), path)
    except ShareError as exc:
        refuse(app, path, exc.reason)
        return False
    return True


def refuse(app: Any, path: Path, reason: Text | str) -> None:
    log.info("could not open %s: %s", path, reason)
    app.scenes.push(MessageDialog(app, _("That file could not be opened"),
                                  _("Parlour could not open {file}: {reason}.\n\nThe file was left as it is.").format(
                                      file=path.name, reason=say(reason))))


def _open_game(app: Any, shared: records.SharedGame, path: Path) -> None:
    if tables.table_class(shared.game) is None:
        raise ShareError(path, _("this copy of Parlour has no table to show that game at"))
    log.info("opened the game record %s (%s)", path, shared.game)
    watch(app, Recorded(shared.game, dict(shared.options), shared.seats, shared.record))


def _open_form(app: Any, form: Any, path: Path) -> None:
    from scenes.zen.editor import ZenEditor  # the editor's cards and drag kit, only when a form comes
    try:
        kept = userforms.take_in(form)
    except (OSError, ValueError) as exc:
        raise ShareError(path, _("it could not be kept among your forms ({reason})").format(reason=exc)) from None
    log.info("opened the Zen form %s (%s)", path, kept.name)
    app.scenes.push(ZenEditor(app, kept))
    if kept.name != form.name:
        text = _("\u201c{name}\u201d is now among your own Zen forms (one of yours was already called "
                 "\u201c{old}\u201d): play it or change it here, or find it in the booklet.").format(
            name=kept.name, old=form.name)
    else:
        text = _("\u201c{name}\u201d is now among your own Zen forms: play it or change it here, or find it "
                 "in the booklet.").format(name=kept.name)
    app.scenes.push(MessageDialog(app, _("A Zen form for you"), text))


def choose_and_open(app: Any) -> None:
    """Finished games > Open file: the file chooser, then `open_path`."""
    app.scenes.push(FileChooser(app, _("Open a game record or Zen form"), lambda path: open_path(app, path),
                                suffixes=SUFFIXES))


def file_name(recorded: Recorded) -> str:
    """A name for a record file that says what is in it: the game and today's date."""
    return f"{recorded.game}-{dt.date.today().isoformat()}{records.SUFFIX}"


def save_as(app: Any, recorded: Recorded) -> None:
    """"Save as file...": the file chooser, then the record file written there."""
    app.scenes.push(FileChooser(app, _("Save the game as a file"), lambda path: write(app, recorded, path),
                                suffixes=(records.SUFFIX,), start=default_folder() / file_name(recorded),
                                saving=True))


def write(app: Any, recorded: Recorded, path: Path) -> bool:
    """Write the record file and say where it went (or why it could not be written)."""
    try:
        records.export(path, recorded.game, recorded.options, recorded.seats, recorded.record)
    except ShareError as exc:
        app.scenes.push(MessageDialog(app, _("This game cannot be saved as a file"),
                                      _("It cannot be shared: {reason}.").format(reason=say(exc.reason))))
        return False
    except OSError as exc:
        app.scenes.push(MessageDialog(app, _("The file could not be written"),
                                      _("{file}: {reason}. Nothing was written.").format(
                                          file=path, reason=exc.strerror or exc)))
        return False
    app.scenes.push(MessageDialog(app, _("Game saved as a file"),
                                  _("The game is in {file}. Anyone with Parlour can open it: double-click it, "
                                    "drop it on the window, or use Finished games > Open file.").format(file=path)))
    return True

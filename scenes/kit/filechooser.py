"""A file chooser over the dimmed screen: pygame_gui's UIFileDialog, as a scene of its own.

    app.scenes.push(FileChooser(app, "Open a game record", on_pick=open_path, suffixes=(".parlour",)))
    app.scenes.push(FileChooser(app, "Save the game as", on_pick=write, start=home / "game.parlour",
                                saving=True, suffixes=(".parlour",)))

Opening, only an existing file with one of `suffixes` can be picked. Saving, any name in an
existing folder: the first suffix is added to a name that has none of them, and a file that is
there already is replaced only once the player says so. OK (or a double click on a file) picks,
Cancel, the window's close button or Esc closes the chooser; either way the chooser leaves the
stack before `on_pick(path)` runs, so what that opens lands where the chooser was.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.windows import UIFileDialog

from scenes.kit import theme
from scenes.kit.dialog import ConfirmDialog
from scenes.kit.lang import _
from scenes.kit.scene import Scene

#: the chooser's size at most, and its margin inside a smaller window
SIZE = (760, 540)
MARGIN = 20
DIM_ALPHA = 150


def default_folder() -> Path:
    """Where a chooser starts: the person's documents folder where there is one, else their home."""
    home = Path.home()
    documents = home / "Documents"
    return documents if documents.is_dir() else home


class FileChooser(Scene):
    overlay = True
    name = "file-chooser"

    def __init__(self, app: Any, title: str, on_pick: Callable[[Path], object], suffixes: Sequence[str],
                 start: Path | None = None, saving: bool = False) -> None:
        super().__init__(app)
        self.title, self.on_pick, self.saving = title, on_pick, saving
        self.suffixes = tuple(suffixes)
        self.start = start if start is not None else default_folder()
        self.picked: Path | None = None
        self._grow_rows()
        self._dim: pygame.Surface | None = None
        #: the dialog a resize replaced says it closed: that close is not the player's
        self._skip_close = False
        self.dialog = self._open(app.size, self.start)

    def _grow_rows(self) -> None:
        """The file list's rows and the title bar are as tall as the player's text size needs
        (the shared theme grows fonts only, and pygame_gui's rows are 20 px high whatever the font)."""
        data = theme.theme_data(self.app.settings.ui_scale)
        line = theme.line_height(self.ui, "selection_list")
        data.setdefault("selection_list", {}).setdefault("misc", {})["list_item_height"] = str(line + 4)
        title = theme.line_height(self.ui, "window", "#title_bar")
        data.setdefault("window", {}).setdefault("misc", {})["title_bar_height"] = str(max(28, title + 8))
        self.ui.get_theme().load_theme(data)

    def _open(self, size: tuple[int, int], start: Path) -> UIFileDialog:
        rect = pygame.Rect(0, 0, min(SIZE[0], size[0] - 2 * MARGIN), min(SIZE[1], size[1] - 2 * MARGIN))
        rect.center = (size[0] // 2, size[1] // 2)
        return UIFileDialog(rect, self.ui, window_title=self.title, initial_file_path=str(start),
                            allowed_suffixes=None if self.saving else set(self.suffixes),
                            allow_existing_files_only=not self.saving, always_on_top=True)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        where = self.dialog.current_file_path or Path(self.dialog.current_directory_path)
        self.dialog.kill()
        self.ui.clear_and_reset()
        self._skip_close = True
        self.dialog = self._open(size, Path(where))

    def handle(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        self.ui.process_events(event)
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.picked = Path(event.text)
        elif event.type == pygame_gui.UI_WINDOW_CLOSE:
            if self._skip_close:          # the old dialog of a resize: this one stays
                self._skip_close = False
            elif event.ui_element is self.dialog:
                self.close_chooser()
        return True

    def close_chooser(self) -> None:
        """The dialog has closed: leave the stack, then hand on the path picked, if any."""
        self.app.scenes.pop()
        if self.picked is None:
            return
        path = self.picked
        if self.saving:
            if not path.name.endswith(self.suffixes):
                path = path.with_name(path.name + self.suffixes[0])
            if path.exists():
                self.app.scenes.push(ConfirmDialog(
                    self.app, _("Replace the file?"),
                    _("{file} is already in {folder}.").format(file=path.name, folder=path.parent),
                    on_yes=lambda: self.on_pick(path), yes=_("Replace"), no=_("Keep it")))
                return
        self.on_pick(path)

    def draw(self, surface: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != surface.get_size():
            self._dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, DIM_ALPHA))
        surface.blit(self._dim, (0, 0))
        super().draw(surface)

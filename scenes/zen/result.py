"""The end of a Zen puzzle: the result screen as a panel beside the form (which stays in view, lit
up or with its missing cells marked, undimmed), offering the next form of the booklet, another
try at the same form, Watch (the puzzle played again, move by move, scenes.replay), or the
booklet. The headline and notes are the table's `result_table()`;
a win's celebration is the result screen's own.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.zen import booklet
from game.zen.form import Form
from game.zen.forms import form_title
from scenes.kit.dialog import PANEL_MARGIN
from scenes.kit.lang import _, say
from scenes.kit.replay import Recorded
from scenes.result import ResultScene
from scenes.zen.opening import booklet_scene_class, puzzle_for

PANEL_WIDTH = 400


def next_booklet_form(form: Form) -> Form | None:
    """The form after `form` in booklet order, None after the last or for forms not in it."""
    forms = booklet.forms()
    names = [f.name for f in forms]
    if form.level == 0 or form.name not in names:
        return None
    index = names.index(form.name) + 1
    return forms[index] if index < len(forms) else None


def back_to_booklet(app: Any) -> None:
    """Close scenes down to the booklet if it is open under them, else open it over the menu."""
    booklet_scene = booklet_scene_class()
    if any(isinstance(scene, booklet_scene) for scene in app.scenes.stack):
        while not isinstance(app.scenes.top, booklet_scene):
            app.scenes.pop()
    else:
        app.scenes.unwind(then=booklet_scene(app))


class ZenResultScene(ResultScene):
    name = "zen-result"
    panel_width = PANEL_WIDTH

    def build(self, size: tuple[int, int]) -> None:
        """The panel sits over the table's right-hand column, leaving the form in view."""
        super().build(size)
        assert self.panel is not None
        rect = self.panel.get_abs_rect()
        self.panel.set_relative_position((size[0] - rect.width - PANEL_MARGIN, rect.top))

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        y = self.title_label(self.result.headline)
        y = self.text_box("\n".join(self.result.notes), y)
        following = next_booklet_form(self.table.form)
        made = self.button_column(y, [
            (_("Next form: {name}").format(name=say(form_title(following))) if following else _("Next form"),
             self.next_form if following else None),
            (_("Try again (new shuffle)"), self.try_again),
            (_("Watch"), self.watch),
            (_("Back to the booklet"), lambda: back_to_booklet(self.app)),
        ])
        self.buttons = dict(zip(("next", "again", "watch", "booklet"), made))

    def watch(self) -> None:
        """The puzzle just played, again from its first move at its own table (Back returns here)."""
        from scenes.replay import ReplayScene  # the replay's scene loads when first asked for
        self.app.scenes.push(ReplayScene(self.app, Recorded.from_link(self.table.link)))

    def open_puzzle(self, form: Form, inline: bool) -> None:
        """Replace the finished table (and this panel) with a fresh one."""
        self.app.scenes.pop()
        self.app.scenes.replace(puzzle_for(self.app, form, inline))

    def try_again(self) -> None:
        self.open_puzzle(self.table.form, inline=self.table.options["form_data"] is not None)

    def next_form(self) -> None:
        following = next_booklet_form(self.table.form)
        if following is not None:
            self.open_puzzle(following, inline=False)

    def on_escape(self) -> None:
        back_to_booklet(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        """No dimming: the finished form is the point of this screen."""
        self.draw_under_panel(surface)
        self.ui.draw_ui(surface)

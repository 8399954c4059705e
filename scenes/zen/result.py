"""The end of a Zen puzzle: a panel beside the form (which stays in view, lit up or with its
missing cells marked) offering the booklet, another try at the same form, or the next form.
"""
from __future__ import annotations

import pygame

from game.zen import booklet
from game.zen.form import Form
from scenes.dialog import PANEL_MARGIN, Overlay

PANEL_WIDTH = 400


def next_booklet_form(form: Form) -> Form | None:
    """The form after `form` in booklet order, None after the last or for forms not in it."""
    forms = booklet.forms()
    names = [f.name for f in forms]
    if form.level == 0 or form.name not in names:
        return None
    index = names.index(form.name) + 1
    return forms[index] if index < len(forms) else None


def back_to_booklet(app) -> None:
    """Close scenes down to the booklet if it is open under them, else open it over the menu."""
    from scenes.zen.booklet import ZenBookletScene
    stack = app.scenes.stack
    if any(isinstance(scene, ZenBookletScene) for scene in stack):
        while not isinstance(app.scenes.top, ZenBookletScene):
            app.scenes.pop()
    else:
        app.scenes.unwind(then=ZenBookletScene(app))


class ZenResultScene(Overlay):
    name = "zen-result"
    panel_width = PANEL_WIDTH

    def __init__(self, app, table, headline: str, notes: list[str]) -> None:
        self.table = table
        self.headline = headline
        self.notes = notes
        self.buttons: dict = {}
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        """The panel sits over the table's right-hand column, leaving the form in view."""
        super().build(size)
        rect = self.panel.get_abs_rect()
        self.panel.set_relative_position((size[0] - rect.width - PANEL_MARGIN, rect.top))

    def fill(self, panel) -> None:
        y = self.title_label(self.headline)
        y = self.text_box("\n".join(self.notes), y)
        following = next_booklet_form(self.table.form)
        made = self.button_column(y, [
            ("Next form: " + following.name if following else "Next form", self.next_form if following else None),
            ("Try again (new shuffle)", self.try_again),
            ("Back to the booklet", lambda: back_to_booklet(self.app)),
        ])
        self.buttons = dict(zip(("next", "again", "booklet"), made))

    def open_puzzle(self, form: Form, inline: bool) -> None:
        """Replace the finished table (and this panel) with a fresh one."""
        from scenes.zen.booklet import puzzle_for
        self.app.scenes.pop()
        self.app.scenes.replace(puzzle_for(self.app, form, inline))

    def try_again(self) -> None:
        self.open_puzzle(self.table.form, inline=self.table.options["form_data"] is not None)

    def next_form(self) -> None:
        self.open_puzzle(next_booklet_form(self.table.form), inline=False)

    def on_escape(self) -> None:
        back_to_booklet(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw_ui(surface)     # no dimming: the finished form is the point of this screen


"""The Zen booklet screen: a page of thumbnails per level, the player's own forms, random forms.

Each thumbnail shows the form's picture (white and black cells), its name, its size, how
often the computer solves it (the booklet's measured difficulty, in words), and the player's
best result with a tick once solved (saves.campaign). Clicking a thumbnail opens the puzzle.
The "My forms" page lists the forms made in the form editor, each with Edit and Delete; Open
file takes in a form someone gave as a file (.parlour-zen, scenes.sharing).
"""
from __future__ import annotations

import functools
import random
from typing import Any

import pygame
import pygame_gui

from game.zen import booklet
from game.zen.booklet import solved_words
from game.zen.campaign import ZenResults
from game.zen.form import Form
from game.zen.forms import form_title, random_form
from saves import campaign
from scenes import sharing
from scenes.kit import palette, theme
from scenes.kit.dialog import ConfirmDialog, make_button
from scenes.kit.felt import backdrop
from scenes.kit.filechooser import FileChooser
from scenes.kit.lang import N_, _, current, ngettext, say
from scenes.kit.scene import WidgetScene
from scenes.lesson.offer import offer_lesson
from scenes.zen import userforms
from scenes.zen.art import draw_thumbnail
from scenes.zen.editor import ZenEditor
from scenes.zen.opening import start_puzzle

COLS, ROWS = 4, 3
PAGES = (N_("Level 1"), N_("Level 2"), N_("Level 3"), N_("Level 4"), N_("My forms"))
TICK = "✓"
RANDOM_SIZES = (5, 8, 12, 16, 20, 25, 30)


def size_choices() -> list[str | tuple[str, str]]:
    """The random form's sizes as the menu shows them ("12 cards"), each with its number as id."""
    return [(ngettext("{n} card", "{n} cards", n).format(n=n), str(n)) for n in RANDOM_SIZES]
#: the room an own form's Edit and Delete buttons take at the bottom of its thumbnail
OWN_BUTTONS = 40


class ZenBookletScene(WidgetScene):
    name = "zen-booklet"

    def __init__(self, app: Any) -> None:
        self.page = 0
        self.progress = campaign.load()
        self.mine = userforms.load_all()
        self.tiles: list[tuple[pygame.Rect, Form, bool]] = []
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        super().__init__(app)

    def enter(self) -> None:
        """Back from a puzzle or the editor: results and own forms may have changed."""
        self.progress = campaign.load()
        self.mine = userforms.load_all()
        self.rebuild()

    # -- what a page holds -------------------------------------------------------------------
    def page_forms(self) -> list[tuple[Form, bool]]:
        """(form, inline) pairs of this page: booklet forms by name, own forms inline."""
        if self.page < 4:
            return [(f, False) for f in booklet.forms() if f.level == self.page + 1][:COLS * ROWS]
        return [(f, True) for f in self.mine[:COLS * ROWS]]

    # -- layout --------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        self.buttons = {}
        tab_w = min(150, (width - 80) // len(PAGES) - 8)
        left = (width - len(PAGES) * (tab_w + 8)) // 2
        for i, label in enumerate(PAGES):
            rect = pygame.Rect(left + i * (tab_w + 8), 64, tab_w, 40)
            command = None if i == self.page else functools.partial(self.show_page, i)
            self.buttons[label] = make_button(self.ui, rect, _(label), command)
        grid = pygame.Rect(40, 116, width - 80, height - 116 - 76)
        tile_w, tile_h = grid.width // COLS, grid.height // ROWS
        self.tiles = []
        self.page_image: tuple[tuple, pygame.Surface] | None = None     # (what it shows, the page)
        for i, (form, inline) in enumerate(self.page_forms()):
            rect = pygame.Rect(grid.left + (i % COLS) * tile_w + 6, grid.top + (i // COLS) * tile_h + 6,
                               tile_w - 12, tile_h - 12)
            self.tiles.append((rect, form, inline))
            if inline:
                self.add_own_buttons(rect, form)
        self.build_bottom_row(width, height)

    def add_own_buttons(self, rect: pygame.Rect, form: Form) -> None:
        width, y = 70, rect.bottom - 38
        for i, (key, label, command) in enumerate((("edit", _("Edit"), self.open_editor),
                                                   ("delete", _("Delete"), self.ask_delete))):
            self.buttons[f"{key} {form.name}"] = make_button(
                self.ui, pygame.Rect(rect.right - (2 - i) * (width + 8), y, width, 30), label,
                functools.partial(command, form))

    def build_bottom_row(self, width: int, height: int) -> None:
        y = height - 60
        self.buttons["back"] = make_button(self.ui, pygame.Rect(40, y, 160, 44), _("Back"), self.app.scenes.pop)
        self.buttons["open"] = make_button(self.ui, pygame.Rect(210, y, 130, 44), _("Open file..."), self.open_file)
        self.buttons["editor"] = make_button(self.ui, pygame.Rect(width - 240, y, 200, 44), _("Form editor"),
                                             self.open_editor)
        sizes = size_choices()
        self.size_menu = pygame_gui.elements.UIDropDownMenu(sizes, sizes[2],
                                                            pygame.Rect(width - 610, y + 4, 130, 36),
                                                            manager=self.ui)
        self.buttons["random"] = make_button(self.ui, pygame.Rect(width - 470, y, 210, 44),
                                             _("Play a random form"), self.play_random)
        if self.page == 4 and not self.mine:
            pygame_gui.elements.UILabel(pygame.Rect(40, 200, width - 80, 40),
                                        _("No forms of your own yet: build one in the Form editor."),
                                        manager=self.ui)

    # -- commands ------------------------------------------------------------------------------
    def show_page(self, page: int) -> None:
        self.page = page
        self.rebuild()

    def open_file(self) -> None:
        """A form someone gave (a .parlour-zen file): kept among the player's own (scenes.sharing)."""
        self.app.scenes.push(FileChooser(self.app, _("Open a Zen form"), lambda path: sharing.open_path(self.app, path),
                                         suffixes=(userforms.SUFFIX,)))

    def open_editor(self, form: Form | None = None) -> None:
        self.app.scenes.push(ZenEditor(self.app, form))

    def ask_delete(self, form: Form) -> None:
        self.app.scenes.push(ConfirmDialog(
            self.app, _("Delete {name}?").format(name=form.name),
            _("The form leaves your list; its file is kept aside in your Parlour folder."),
            on_yes=functools.partial(self.delete, form), yes=_("Delete"), no=_("Keep it")))

    def delete(self, form: Form) -> None:
        userforms.delete(form.name)
        self.mine = userforms.load_all()

    def play_random(self) -> None:
        chosen = self.size_menu.selected_option
        size = int(chosen[1] if isinstance(chosen, tuple) else chosen.split()[0])
        self.begin(random_form(size, random.randrange(10 ** 6)), inline=True)

    def begin(self, form: Form, inline: bool) -> None:
        """Start the puzzle; the first time Zen is started, offer its lesson first."""
        start = functools.partial(start_puzzle, self.app, form, inline)
        if not offer_lesson(self.app, "zen", start):
            start()

    def tile_at(self, pos: tuple[int, int]) -> tuple[Form, bool] | None:
        for rect, form, inline in self.tiles:
            if rect.collidepoint(pos):
                return form, inline
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if self.ui.process_events(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.tile_at(event.pos)
            if hit is not None:
                self.begin(*hit)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        # the felt, the title and the tiles are still between page builds: one opaque blit a frame
        # (blitting a dozen tiles with alpha cost 8 ms a frame at 3840x2160)
        key = (surface.get_size(), current().code, len(self.tiles))
        if self.page_image is None or self.page_image[0] != key:
            self.page_image = (key, backdrop(surface.get_size(), self.paint_page))
        surface.blit(self.page_image[1], (0, 0))
        super().draw(surface)

    def paint_page(self, cloth: pygame.Surface) -> None:
        title = theme.font(34, bold=True).render(_("Zen puzzles"), True, palette.GLOW)
        cloth.blit(title, title.get_rect(midtop=(cloth.get_width() // 2, 12)))
        for rect, form, inline in self.tiles:
            cloth.blit(self.render_tile(rect.size, form, inline), rect.topleft)

    def render_tile(self, size: tuple[int, int], form: Form, inline: bool) -> pygame.Surface:
        """One thumbnail, drawn once per page build (a frame then only blits it): the picture, then
        the name and size, how often the computer solves it, and the player's best."""
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, palette.PANEL, rect, border_radius=10)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, width=2, border_radius=10)
        result = self.progress.section(ZenResults).get(form.name)
        solved = result is not None and result.solved > 0
        small, bold, width = theme.font(13), theme.font(17, bold=True), rect.width - 24
        name = bold.render(theme.wrap(say(form_title(form)), bold, width)[0], True, palette.TEXT)
        cards = small.render(ngettext("{n} card", "{n} cards", len(form)).format(n=len(form)), True, palette.TEXT_DIM)
        beside = name.get_width() + 10 + cards.get_width() <= width
        lines = [] if beside else [cards]
        lines += [small.render(line, True, palette.TEXT_DIM) for line in self.detail_lines(form, inline, small, width)]
        if result is None:
            best = _("not tried yet")
        elif solved and result.best_rounds is not None:
            best = ngettext("best {n} round", "best {n} rounds", result.best_rounds).format(n=result.best_rounds)
        else:
            best = _("tried {n}×, not solved yet").format(n=result.played)
        lines.append(small.render(best, True, palette.GLOW if solved else palette.TEXT_DIM))
        y = rect.bottom - 8 - bold.get_linesize() - small.get_linesize() * len(lines) - (OWN_BUTTONS if inline else 0)
        draw_thumbnail(surface, form, pygame.Rect(rect.left + 10, rect.top + 10, rect.width - 20, y - rect.top - 14))
        surface.blit(name, (rect.left + 12, y))
        if beside:
            surface.blit(cards, cards.get_rect(bottomright=(rect.right - 12, y + name.get_height() - 2)))
        y += bold.get_linesize()
        for line in lines:
            surface.blit(line, (rect.left + 12, y))
            y += small.get_linesize()
        if solved:
            tick = theme.font(26, bold=True).render(TICK, True, palette.GLOW)
            surface.blit(tick, tick.get_rect(topright=(rect.right - 10, rect.top + 6)))
        return surface

    @staticmethod
    def detail_lines(form: Form, inline: bool, face: pygame.font.Font, width: int) -> list[str]:
        """For a booklet form, how often the computer solves it (its measured difficulty)."""
        if inline or form.difficulty is None:
            return []
        return theme.wrap(_("The computer solves it {how}").format(how=say(solved_words(form.difficulty))), face, width)

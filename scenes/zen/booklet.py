"""The Zen booklet screen: a page of thumbnails per level, the player's own forms, random forms.

Each thumbnail shows the form's picture (white and black cells), its name, its size and the
share of shuffles the Zen policy solves (the booklet's difficulty), and the player's best
result with a tick once solved (saves.campaign). Clicking a thumbnail opens the puzzle. The
"My forms" page lists the forms made in the form editor, each with Play and Edit.
"""
from __future__ import annotations

import functools
import random

import pygame
import pygame_gui

from game.zen import booklet
from game.zen.form import Form
from game.zen.forms import random_form
from saves import campaign
from scenes.dialog import ConfirmDialog, make_button
from scenes.kit import palette, theme
from scenes.kit.felt import draw_felt
from scenes.scene import WidgetScene
from scenes.zen import userforms
from scenes.zen.art import draw_thumbnail
from scenes.zen.editor import ZenEditor
from scenes.zen.opening import start_puzzle

COLS, ROWS = 4, 3
PAGES = ("Level 1", "Level 2", "Level 3", "Level 4", "My forms")
TICK = "✓"
RANDOM_SIZES = [f"{n} cards" for n in (5, 8, 12, 16, 20, 25, 30)]


class ZenBookletScene(WidgetScene):
    name = "zen-booklet"

    def __init__(self, app) -> None:
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
            self.buttons[label] = make_button(self.ui, rect, label, command)
        grid = pygame.Rect(40, 116, width - 80, height - 116 - 76)
        tile_w, tile_h = grid.width // COLS, grid.height // ROWS
        self.tiles = []
        self.tile_images: dict[tuple, pygame.Surface] = {}
        for i, (form, inline) in enumerate(self.page_forms()):
            rect = pygame.Rect(grid.left + (i % COLS) * tile_w + 6, grid.top + (i // COLS) * tile_h + 6,
                               tile_w - 12, tile_h - 12)
            self.tiles.append((rect, form, inline))
            if inline:
                self.add_own_buttons(rect, form)
        self.build_bottom_row(width, height)

    def add_own_buttons(self, rect: pygame.Rect, form: Form) -> None:
        width, y = 70, rect.bottom - 38
        for i, (label, command) in enumerate((("Edit", self.open_editor), ("Delete", self.ask_delete))):
            self.buttons[f"{label.lower()} {form.name}"] = make_button(
                self.ui, pygame.Rect(rect.right - (2 - i) * (width + 8), y, width, 30), label,
                functools.partial(command, form))

    def build_bottom_row(self, width: int, height: int) -> None:
        y = height - 60
        self.buttons["back"] = make_button(self.ui, pygame.Rect(40, y, 160, 44), "Back", self.app.scenes.pop)
        self.buttons["editor"] = make_button(self.ui, pygame.Rect(width - 240, y, 200, 44), "Form editor",
                                             self.open_editor)
        self.size_menu = pygame_gui.elements.UIDropDownMenu(RANDOM_SIZES, RANDOM_SIZES[2],
                                                            pygame.Rect(width - 610, y + 4, 130, 36),
                                                            manager=self.ui)
        self.buttons["random"] = make_button(self.ui, pygame.Rect(width - 470, y, 210, 44),
                                             "Play a random form", self.play_random)
        if self.page == 4 and not self.mine:
            pygame_gui.elements.UILabel(pygame.Rect(40, 200, width - 80, 40),
                                        "No forms of your own yet: build one in the Form editor.",
                                        manager=self.ui)

    # -- commands ------------------------------------------------------------------------------
    def show_page(self, page: int) -> None:
        self.page = page
        self.rebuild()

    def open_editor(self, form: Form | None = None) -> None:
        self.app.scenes.push(ZenEditor(self.app, form))

    def ask_delete(self, form: Form) -> None:
        self.app.scenes.push(ConfirmDialog(
            self.app, f"Delete {form.name}?",
            "The form leaves your list; its file is kept aside in your Parlour folder.",
            on_yes=functools.partial(self.delete, form), yes="Delete", no="Keep it"))

    def delete(self, form: Form) -> None:
        userforms.delete(form.name)
        self.mine = userforms.load_all()

    def play_random(self) -> None:
        chosen = self.size_menu.selected_option
        size = int((chosen[0] if isinstance(chosen, tuple) else chosen).split()[0])
        start_puzzle(self.app, random_form(size, random.randrange(10 ** 6)), inline=True)

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
                start_puzzle(self.app, *hit)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        title = theme.font(34, bold=True).render("Zen puzzles", True, palette.GLOW)
        surface.blit(title, title.get_rect(midtop=(surface.get_width() // 2, 12)))
        for rect, form, inline in self.tiles:
            key = (rect.size, form.name, inline)
            if key not in self.tile_images:
                self.tile_images[key] = self.render_tile(rect.size, form, inline)
            surface.blit(self.tile_images[key], rect.topleft)
        super().draw(surface)

    def render_tile(self, size: tuple[int, int], form: Form, inline: bool) -> pygame.Surface:
        """One thumbnail, drawn once per page build (a frame then only blits it)."""
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, palette.PANEL, rect, border_radius=10)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, width=2, border_radius=10)
        result = self.progress.zen.get(form.name)
        solved = result is not None and result.solved > 0
        picture = pygame.Rect(rect.left + 10, rect.top + 10, rect.width - 20, rect.height - 80)
        draw_thumbnail(surface, form, picture)
        name = theme.font(17, bold=True).render(form.name, True, palette.TEXT)
        surface.blit(name, (rect.left + 12, rect.bottom - 64))
        if solved:
            tick = theme.font(26, bold=True).render(TICK, True, palette.GLOW)
            surface.blit(tick, tick.get_rect(topright=(rect.right - 10, rect.top + 6)))
        best = (f"best {result.best_rounds} rounds" if solved else
                f"tried {result.played}×, not solved yet" if result else "not tried yet")
        small = theme.font(13)
        if not inline:
            detail = f"{len(form)} cards · policy solves {form.difficulty:.0%}"
            surface.blit(small.render(detail, True, palette.TEXT_DIM), (rect.left + 12, rect.bottom - 40))
        surface.blit(small.render(best, True, palette.GLOW if solved else palette.TEXT_DIM),
                     (rect.left + 12, rect.bottom - 22))
        return surface

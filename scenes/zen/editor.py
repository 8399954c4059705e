"""The Zen form editor: drag cards from a palette of all 72 faces onto a grid to make a form.

A card can only be dropped where it fits every card already next to it (the legal cells glow
while it is held), and each card exists once, so the palette shows an empty place where a
used card was. Drag a card on the grid to another glowing cell to move it. To take it off,
drag it off the grid (anywhere, or back to its palette place), right-click it, or press
Delete (or Backspace) with it under the pointer or selected; a line under the grid says so.
Name the form and Save it into the player's folder (scenes.zen.userforms), or write it To a file
(.parlour-zen) to give to someone (scenes.sharing opens one); "Measure" plays
the Zen policy on 200 shuffles, 3 ms of it per frame, so the window stays responsive, and
reports how often the computer solved it: the form's difficulty.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pygame
import pygame_gui

from game.flanx.cards import BLACK, FACES, WHITE, card
from game.zen.booklet import solved_words
from game.zen.form import Cell, Form, neighbours, pair_fits
from game.zen.policy import Measurement
from scenes.flanx.faces import paint_face
from scenes.kit import palette, theme
from scenes.kit.cards import CardLayer, CardSprite, glow_ring
from scenes.kit.cursor import CardCursor
from scenes.kit.dialog import make_button
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_felt, draw_slot
from scenes.kit.filechooser import FileChooser, default_folder
from scenes.kit.keys import BY_PLACE
from scenes.kit.lang import N_, _, ngettext, say
from scenes.kit.scene import Scene
from scenes.kit.tween import AnimationQueue, move_home
from scenes.kit.wake import NOW, Wake, soonest
from scenes.zen import userforms
from scenes.zen.opening import start_puzzle

GRID_COLS, GRID_ROWS = 10, 8
SHUFFLES = 200
FRAME_BUDGET = 0.003        # seconds of measuring per frame
REPORT_EVERY = 25           # shuffles between progress reports (a label redraw costs a frame)
TOP = 64
MARGIN = 20
REMOVE = BY_PLACE["zen-editor"]["remove"]
HOW_TO_REMOVE = N_("Take a card off: drag it off the grid, right-click it, or point at it (or put the ring on it "
                   "with the arrow keys) and press {key}.")


def card_of(sprite: CardSprite) -> int:
    """The editor's sprites are its 72 cards, each named by its id."""
    return cast(int, sprite.card_id)


class ZenEditor(Scene):
    name = "zen-editor"
    #: arrow keys take the buttons' Tab ring away: the card cursor's ring moves over the cards
    cards_by_arrows = True

    def __init__(self, app: Any, form: Form | None = None) -> None:
        super().__init__(app)
        self.cells: dict[Cell, int] = {}
        if form is not None:
            min_c, min_r, _, _ = form.bounds()
            self.cells = {(c - min_c + 1, r - min_r + 1): k for (c, r), k in form.cells.items()}
        self.cards = CardLayer()
        self.queue = AnimationQueue()
        self.sprites = {k: self.cards.add(CardSprite(k, paint_face, size=(40, 40)))
                        for k in range(2 * FACES)}
        self.drag = DragAndDrop(self.cards, can_pick=lambda s: True, targets=self.targets,
                                on_drop=self.dropped, queue=self.queue)
        self.cursor = CardCursor(self.drag, skip=lambda target: cast(tuple, target)[0] == "off")
        self.measuring: Measurement | None = None
        self.difficulty_text = ""
        self.pointer = (0, 0)
        self.build_widgets(app.size, form.name if form else "")
        self.relayout(app.size)

    # -- layout --------------------------------------------------------------------------------
    def build_widgets(self, size: tuple[int, int], name: str) -> None:
        width, height = size
        y = height - 58
        label_w, label_h = theme.text_size(self.ui, _("Name"))     # grows with the text size setting
        label_w = max(66, label_w + 4)
        self.name_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(MARGIN + label_w + 4, y + 4, 260, 36),
                                                              manager=self.ui)
        self.name_entry.set_text_length_limit(userforms.MAX_NAME)
        self.name_entry.set_text(name)
        pygame_gui.elements.UILabel(pygame.Rect(MARGIN, y + 4 + min(0, 36 - label_h) // 2, label_w, max(36, label_h)),
                                    _("Name"), manager=self.ui)
        self.buttons = {}
        x = MARGIN + label_w + 284
        button_w = min(120, (width - x - MARGIN) // 6 - 10)
        for key, label, command in (("save", _("Save"), self.save), ("export", _("To a file..."), self.export),
                                    ("play", _("Play"), self.play),
                                    ("measure", _("Measure"), self.start_measuring),
                                    ("clear", _("Clear"), self.clear), ("back", _("Back"), self.app.scenes.pop)):
            self.buttons[key] = make_button(self.ui, pygame.Rect(x, y, button_w, 44), label, command)
            x += button_w + 10
        self.status = pygame_gui.elements.UILabel(pygame.Rect(MARGIN, TOP - 34, width - 2 * MARGIN, 28),
                                                  "", manager=self.ui)
        self.refresh_status()

    def relayout(self, size: tuple[int, int]) -> None:
        width, height = size
        board_w = round(width * 0.56)
        area = pygame.Rect(MARGIN, TOP, board_w - 2 * MARGIN, height - TOP - 80)
        self.cell = max(24, min(area.width // GRID_COLS, area.height // GRID_ROWS))
        self.board = pygame.Rect(area.left, area.top, self.cell * GRID_COLS, self.cell * GRID_ROWS)
        panel = pygame.Rect(board_w, TOP + 24, width - board_w - MARGIN, height - TOP - 110)
        beside = min((panel.width - 24) // 12, panel.height // 6)
        stacked = min(panel.width // 6, (panel.height - 30) // 12)
        self.swatch = max(20, beside, stacked)
        self.palette_left = {WHITE: panel.left, BLACK: panel.left}
        self.palette_top = {WHITE: panel.top, BLACK: panel.top}
        if beside >= stacked:       # the two decks side by side, else one above the other
            self.palette_left[BLACK] += 6 * self.swatch + 24
        else:
            self.palette_top[BLACK] += 6 * self.swatch + 30
        self.lay_cards()

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return pygame.Rect(self.board.left + cell[0] * self.cell, self.board.top + cell[1] * self.cell,
                           self.cell, self.cell)

    def palette_rect(self, k: int) -> pygame.Rect:
        deck, f = divmod(k, FACES)
        return pygame.Rect(self.palette_left[deck] + (f % 6) * self.swatch,
                           self.palette_top[deck] + (f // 6) * self.swatch, self.swatch - 2, self.swatch - 2)

    def lay_cards(self, moving: int | None = None) -> None:
        """Every card to its cell or palette place; the `moving` one only learns its new home
        (it flies there: a drop, or a card taken off)."""
        on_grid = {k: cell for cell, k in self.cells.items()}
        for k, sprite in self.sprites.items():
            rect = self.cell_rect(on_grid[k]) if k in on_grid else self.palette_rect(k)
            sprite.size = rect.size
            sprite.set_home(*rect.center)
            if k != moving:
                sprite.jump_home()

    def off_grid(self) -> list[pygame.Rect]:
        """The window outside the grid, in four rects: dropped there, a card leaves the grid."""
        width, height = self.app.size
        board = self.board
        return [pygame.Rect(0, 0, board.left, height), pygame.Rect(board.right, 0, width - board.right, height),
                pygame.Rect(board.left, 0, board.width, board.top),
                pygame.Rect(board.left, board.bottom, board.width, height - board.bottom)]

    # -- the rules of building -------------------------------------------------------------------
    def fits(self, k: int, cell: Cell) -> bool:
        """The card may go on `cell`: empty (or its own), and fitting every neighbour there."""
        holder = self.cells.get(cell)
        if holder is not None and holder != k:
            return False
        return all(pair_fits(cell, k, n, self.cells[n]) for n in neighbours(cell)
                   if n in self.cells and self.cells[n] != k)

    def targets(self, sprite: CardSprite) -> dict:
        """Glowing cells where the card fits; for a card on the grid also its palette place and,
        first in line after it, everywhere off the grid (the drag looks at targets in order)."""
        k = card_of(sprite)
        out: dict = {}
        if k in self.cells.values():
            out[("palette", None)] = self.palette_rect(k)
        out.update({("cell", (c, r)): self.cell_rect((c, r)) for c in range(GRID_COLS) for r in range(GRID_ROWS)
                    if self.cells.get((c, r)) != k and self.fits(k, (c, r))})
        if k in self.cells.values():
            out.update({("off", i): rect for i, rect in enumerate(self.off_grid())})
        return out

    def dropped(self, sprite: CardSprite, target: Any) -> bool:
        k = card_of(sprite)
        self.cells = {cell: held for cell, held in self.cells.items() if held != k}
        if target[0] == "cell":
            self.cells[target[1]] = k
        self.form_changed(moving=k)
        return True

    def grid_card_at(self, pos: tuple[int, int]) -> int | None:
        """The card on the grid under `pos`, or None."""
        sprite = self.cards.card_at(pos)
        return card_of(sprite) if sprite is not None and sprite.card_id in self.cells.values() else None

    def take_off(self, k: int) -> None:
        """Card `k` leaves the grid and flies back to its palette place."""
        self.drag.cancel()
        self.cells = {cell: held for cell, held in self.cells.items() if held != k}
        self.form_changed(moving=k)
        self.queue.play(move_home(self.sprites[k]))

    def form_changed(self, moving: int | None = None) -> None:
        self.measuring = None
        self.difficulty_text = ""
        self.queue.finish_all()
        self.lay_cards(moving)
        self.refresh_status()

    def current_form(self) -> Form:
        return Form(self.name_entry.get_text().strip(), dict(self.cells))

    def refresh_status(self, message: str | None = None) -> None:
        if message is None:
            placed = len(self.cells)
            problem = userforms.form_problem(self.current_form()) if placed else None
            message = (ngettext("{n} card.", "{n} cards.", placed).format(n=placed) + " "
                       + (say(problem) if problem else _("Ready to save and play.")) + " " + self.difficulty_text
                       if placed else _("Drag cards from the palette onto the grid. Glowing cells are where "
                                        "the card fits its neighbours."))
        if self.status.text != message.strip():
            self.status.set_text(message.strip())

    # -- commands ------------------------------------------------------------------------------
    def save(self) -> None:
        form = self.current_form()
        problem = userforms.form_problem(form) if self.cells else _("Place some cards first.")
        if problem:
            self.refresh_status(say(problem))
            return
        userforms.save(form)
        self.refresh_status(_("Saved “{name}” to your forms.").format(name=form.name))

    def export(self) -> None:
        """The form in a file of its own (.parlour-zen) to give someone: the file chooser first."""
        form = self.current_form()
        problem = userforms.form_problem(form) if self.cells else _("Place some cards first.")
        if problem:
            self.refresh_status(say(problem))
            return
        start = default_folder() / (userforms.path_for(form.name).stem + userforms.SUFFIX)
        self.app.scenes.push(FileChooser(self.app, _("Save the form as a file"), lambda path: self.write(form, path),
                                         suffixes=(userforms.SUFFIX,), start=start, saving=True))

    def write(self, form: Form, path: Path) -> None:
        try:
            userforms.export(form, path)
        except (OSError, ValueError) as exc:
            self.refresh_status(_("The form could not be written to {file}: {error}").format(file=path.name, error=exc))
            return
        self.refresh_status(_("Wrote “{name}” to {path}: anyone with Parlour can open it.").format(name=form.name,
                                                                                                  path=path))

    def play(self) -> None:
        form = self.current_form()
        problem = userforms.form_problem(form) if self.cells else _("Place some cards first.")
        if problem:
            self.refresh_status(say(problem))
            return
        start_puzzle(self.app, form, inline=True)

    def clear(self) -> None:
        self.cells = {}
        self.form_changed()

    def start_measuring(self) -> None:
        form = Form("measured", dict(self.cells))
        if len(self.cells) < 2 or not form.connected():
            self.refresh_status(_("Measuring needs a connected form of two cards or more."))
            return
        self.measuring = Measurement(form, SHUFFLES)
        self.difficulty_text = _("Measuring...")
        self.refresh_status()

    def measure_some(self) -> None:
        """Advance the measurement by FRAME_BUDGET seconds of this frame."""
        assert self.measuring is not None
        done = self.measuring.advance(FRAME_BUDGET)
        if done.played and (done.done or done.played % REPORT_EVERY == 0):
            self.difficulty_text = ngettext("The computer solved it {how} ({wins} of {n} deal).",
                                            "The computer solved it {how} ({wins} of {n} deals).",
                                            done.played).format(how=say(solved_words(done.rate)), wins=done.wins,
                                                                n=done.played)
        if done.done:
            self.measuring = None
        self.refresh_status()

    # -- the frame -----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        name = self.name_entry.get_text()
        super().resize(size)
        self.ui.clear_and_reset()
        self.build_widgets(size, name)
        self.drag.cancel()
        self.queue.finish_all()
        self.relayout(size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.ui.process_events(event):
            return
        if not self.name_entry.is_focused and self.cursor.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        if REMOVE.matches(event) and not self.name_entry.is_focused:
            self.remove_by_key()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.drag.selected is None:
            k = self.grid_card_at(event.pos)
            if k is not None:
                self.take_off(k)
                return
        self.drag.handle(event)

    def remove_by_key(self) -> None:
        """Delete: the selected card, if it is on the grid, else the grid card under the pointer."""
        selected = self.drag.selected
        k = card_of(selected) if selected is not None and selected.card_id in self.cells.values() else None
        ringed = self.cursor.focus if self.cursor.visible else None
        if k is None and isinstance(ringed, CardSprite) and ringed.card_id in self.cells.values():
            k = card_of(ringed)
        if k is None:
            k = self.grid_card_at(self.pointer)
        if k is None:
            self.refresh_status(_("Point at a card on the grid (or select it) to take it off with {key}.").format(
                key=REMOVE.cap))
            return
        self.take_off(k)

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        self.drag.update(dt)
        if self.measuring is not None:
            self.measure_some()
        self.ui.update(dt)

    def next_wake(self) -> Wake:
        """Beside the widgets' reasons: cards moving or dragged, a measurement under way."""
        return soonest(super().next_wake(), self.queue.next_wake(), self.drag.next_wake(),
                       NOW if self.measuring is not None else None)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        title = theme.font(24, bold=True).render(_("Form editor"), True, palette.GLOW)
        surface.blit(title, (MARGIN, 4))
        for c in range(GRID_COLS):
            for r in range(GRID_ROWS):
                draw_slot(surface, self.cell_rect((c, r)).inflate(-2, -2))
        for deck, label in ((WHITE, _("White cards")), (BLACK, _("Black cards"))):
            text = theme.font(15).render(label, True, palette.TEXT)
            surface.blit(text, (self.palette_left[deck], self.palette_top[deck] - 22))
            for f in range(FACES):
                draw_slot(surface, self.palette_rect(card(deck, f)))
        self.draw_targets(surface)
        self.draw_how_to_remove(surface)
        self.cards.draw(surface)
        self.cursor.draw(surface)
        self.ui.draw_ui(surface)

    def draw_targets(self, surface: pygame.Surface) -> None:
        """The glowing cells and palette place of the card in hand; the drag's own drawing would
        light up the "off the grid" targets too, which cover most of the window."""
        for target, rect in self.drag.legal.items():
            if cast(tuple, target)[0] != "off":
                halo = glow_ring(rect.size, palette.GLOW)
                surface.blit(halo, halo.get_rect(center=rect.center))

    def draw_how_to_remove(self, surface: pygame.Surface) -> None:
        """Under the grid, once it holds a card: the three ways to take one off."""
        if not self.cells:
            return
        font = theme.font(14)
        y = self.board.bottom + 6
        for line in theme.wrap(_(HOW_TO_REMOVE).format(key=REMOVE.cap), font, self.board.width):
            surface.blit(font.render(line, True, palette.TEXT_DIM), (self.board.left, y))
            y += font.get_linesize()

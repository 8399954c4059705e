"""The Zen form editor driven by real mouse and key events: building, checking, saving,
measuring, and taking cards off the grid in every way the screen says."""
from __future__ import annotations

import pygame

from scenes.zen import userforms
from scenes.zen.booklet import ZenBookletScene
from scenes.zen.editor import HOW_TO_REMOVE, ZenEditor
from scenes.zen.puzzle import ZenPuzzle
from zen_helpers import settle


def open_editor(app) -> ZenEditor:
    editor = ZenEditor(app)
    app.scenes.push(editor)
    app.step()
    return editor


def centre(editor: ZenEditor, k: int) -> tuple[int, int]:
    return editor.sprites[k].rect.center


def two_cards(app, drag) -> tuple[ZenEditor, int, int]:
    """An editor with card 0 on (3, 3) and a card that fits beside it on (4, 3)."""
    editor = open_editor(app)
    drag(centre(editor, 0), editor.cell_rect((3, 3)).center)
    fit = next(k for k in range(1, 72) if editor.fits(k, (4, 3)))
    drag(centre(editor, fit), editor.cell_rect((4, 3)).center)
    settle(app)
    assert editor.cells == {(3, 3): 0, (4, 3): fit}
    return editor, 0, fit


def at_palette_place(editor: ZenEditor, k: int) -> bool:
    sprite = editor.sprites[k]
    return sprite.pos == sprite.home[:2] == tuple(map(float, editor.palette_rect(k).center))


def test_the_editor_builds_checks_saves_and_lists_a_form(app, drag, click):
    editor = open_editor(app)
    drag(centre(editor, 0), editor.cell_rect((3, 3)).center)
    assert editor.cells == {(3, 3): 0}
    assert editor.status.text.startswith("1 card. "), "one card, not '1 cards'"
    misfit = next(k for k in range(72) if not editor.fits(k, (4, 3)))
    drag(centre(editor, misfit), editor.cell_rect((4, 3)).center)
    assert (4, 3) not in editor.cells, "a card that does not fit its neighbour is refused"
    fit = next(k for k in range(1, 72) if editor.fits(k, (4, 3)))
    drag(centre(editor, fit), editor.cell_rect((4, 3)).center)
    assert editor.cells[(4, 3)] == fit and editor.status.text.startswith("2 cards. ")
    editor.name_entry.set_text("Twin Stones")
    click(editor.buttons["save"])
    assert [f.name for f in userforms.load_all()] == ["Twin Stones"]
    click(editor.buttons["measure"])
    settle(app, 200)
    assert "The computer solved it " in editor.status.text and "policy" not in editor.status.text
    assert "of 200 deals)" in editor.status.text
    click(editor.buttons["back"])
    settle(app, 10)
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["My forms"])
    assert [form.name for _, form, _ in scene.tiles] == ["Twin Stones"]
    click(scene.tiles[0][0].topleft)
    settle(app, 10)
    assert isinstance(app.scenes.top, ZenPuzzle) and app.scenes.top.options["form_data"]


def test_dragging_a_card_off_the_grid_takes_it_off(app, drag):
    editor, first, fit = two_cards(app, drag)
    away = (editor.board.centerx, editor.board.bottom + 30)          # the felt under the grid
    assert not editor.palette_rect(fit).collidepoint(away)
    drag(centre(editor, fit), away)
    assert editor.cells == {(3, 3): first}
    settle(app)
    assert at_palette_place(editor, fit)


def test_dropped_back_on_its_palette_place_a_card_leaves_the_grid_as_before(app, drag):
    editor, first, fit = two_cards(app, drag)
    drag(centre(editor, fit), editor.palette_rect(fit).center)
    settle(app)
    assert editor.cells == {(3, 3): first} and at_palette_place(editor, fit)


def test_a_card_dropped_on_an_empty_grid_cell_where_it_does_not_fit_stays_where_it_was(app, drag):
    editor, first, fit = two_cards(app, drag)
    cell = next((c, r) for c in range(10) for r in range(8) if (c, r) not in editor.cells
                and not editor.fits(fit, (c, r)))
    drag(centre(editor, fit), editor.cell_rect(cell).center)
    settle(app)
    assert editor.cells == {(3, 3): first, (4, 3): fit}


def test_right_clicking_a_card_on_the_grid_takes_it_off(app, drag, click):
    editor, first, fit = two_cards(app, drag)
    click(editor.cell_rect((4, 3)).center, button=3)
    assert editor.cells == {(3, 3): first}
    settle(app)
    assert at_palette_place(editor, fit)
    click(editor.palette_rect(fit).center, button=3)
    assert editor.cells == {(3, 3): first}, "a right click on the palette changes nothing"


def test_delete_takes_off_the_card_under_the_pointer(app, drag, press, mouse):
    editor, first, fit = two_cards(app, drag)
    app.step([mouse(pygame.MOUSEMOTION, editor.cell_rect((3, 3)).center, 0)])
    press(pygame.K_DELETE)
    assert editor.cells == {(4, 3): fit}
    settle(app)
    assert at_palette_place(editor, first)
    app.step([mouse(pygame.MOUSEMOTION, (5, 5), 0)])
    press(pygame.K_DELETE)
    assert editor.cells == {(4, 3): fit} and "Point at a card on the grid" in editor.status.text


def test_delete_takes_off_the_selected_card(app, drag, click, press, mouse):
    editor, first, fit = two_cards(app, drag)
    click(editor.cell_rect((4, 3)).center)                 # click-click: the card is selected
    assert editor.drag.selected is editor.sprites[fit]
    app.step([mouse(pygame.MOUSEMOTION, (5, 5), 0)])       # the pointer elsewhere: the selection counts
    press(pygame.K_BACKSPACE)
    assert editor.cells == {(3, 3): first} and editor.drag.selected is None
    settle(app)
    assert at_palette_place(editor, fit)


def test_typing_the_name_does_not_delete_cards(app, drag, click, press, mouse):
    editor, first, fit = two_cards(app, drag)
    click(editor.name_entry)
    app.step([mouse(pygame.MOUSEMOTION, editor.cell_rect((3, 3)).center, 0)])
    press(pygame.K_BACKSPACE)
    assert editor.cells == {(3, 3): first, (4, 3): fit}


def test_the_screen_says_how_to_take_a_card_off(app, drag):
    editor = open_editor(app)
    below = pygame.Rect(editor.board.left, editor.board.bottom + 2, editor.board.width, 30)

    def drawn_below() -> bool:
        surface = pygame.Surface(app.size, pygame.SRCALPHA)
        editor.draw_how_to_remove(surface)
        return surface.subsurface(below).get_bounding_rect().width > 0

    assert not drawn_below(), "nothing to take off yet"
    drag(centre(editor, 0), editor.cell_rect((3, 3)).center)
    assert drawn_below()
    assert "drag it off the grid, right-click it" in HOW_TO_REMOVE and "press {key}" in HOW_TO_REMOVE
    buttons_top = min(b.get_abs_rect().top for b in editor.buttons.values())
    assert editor.board.bottom + 6 + 2 * pygame.font.Font(None, 14).get_linesize() < buttons_top


def test_holding_a_grid_card_lights_the_cells_where_it_fits_not_the_whole_window(app, drag, mouse):
    editor, first, fit = two_cards(app, drag)
    start = centre(editor, fit)
    app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] + 30, start[1] + 30))])
    assert any(t[0] == "off" for t in editor.drag.legal)
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    editor.draw_targets(surface)
    corner = pygame.Rect(0, app.size[1] - 40, 40, 40)       # off the grid, far from any glowing place
    assert surface.subsurface(corner).get_bounding_rect().width == 0
    assert surface.subsurface(editor.palette_rect(fit)).get_bounding_rect().width > 0
    app.step([mouse(pygame.MOUSEBUTTONUP, (start[0] + 30, start[1] + 30))])

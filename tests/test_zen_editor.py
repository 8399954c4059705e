"""The Zen form editor driven by real mouse and key events: building, checking, saving, measuring."""
from __future__ import annotations

from scenes.zen import userforms
from scenes.zen.booklet import ZenBookletScene
from scenes.zen.editor import ZenEditor
from scenes.zen.puzzle import ZenPuzzle
from zen_helpers import settle


def open_editor(app) -> ZenEditor:
    editor = ZenEditor(app)
    app.scenes.push(editor)
    app.step()
    return editor


def centre(editor: ZenEditor, k: int) -> tuple[int, int]:
    return editor.sprites[k].rect.center


def test_the_editor_builds_checks_saves_and_lists_a_form(app, drag, click):
    editor = open_editor(app)
    drag(centre(editor, 0), editor.cell_rect((3, 3)).center)
    assert editor.cells == {(3, 3): 0}
    misfit = next(k for k in range(72) if not editor.fits(k, (4, 3)))
    drag(centre(editor, misfit), editor.cell_rect((4, 3)).center)
    assert (4, 3) not in editor.cells, "a card that does not fit its neighbour is refused"
    fit = next(k for k in range(1, 72) if editor.fits(k, (4, 3)))
    drag(centre(editor, fit), editor.cell_rect((4, 3)).center)
    assert editor.cells[(4, 3)] == fit
    editor.name_entry.set_text("Twin Stones")
    click(editor.buttons["save"])
    assert [f.name for f in userforms.load_all()] == ["Twin Stones"]
    click(editor.buttons["measure"])
    settle(app, 200)
    assert "solves" in editor.status.text
    click(editor.buttons["back"])
    settle(app, 10)
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["My forms"])
    assert [form.name for _, form, _ in scene.tiles] == ["Twin Stones"]
    click(scene.tiles[0][0].topleft)
    settle(app, 10)
    assert isinstance(app.scenes.top, ZenPuzzle) and app.scenes.top.options["form_data"]

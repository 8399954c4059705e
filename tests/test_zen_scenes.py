"""The Zen screens driven by real mouse and key events: booklet, puzzle table, form editor."""
from __future__ import annotations

import pygame
import pytest

from game import GAMES
from game.zen import booklet
from game.zen.policy import choose
from game.zen.rules import Draw, EndRound, Place, Undo
from saves import campaign
from scenes.menu import MainMenu
from scenes.zen import userforms
from scenes.zen.booklet import ZenBookletScene
from scenes.zen.editor import ZenEditor
from scenes.zen.puzzle import ZenPuzzle
from scenes.zen.result import ZenResultScene

GAME = GAMES["zen"]


def open_puzzle(app, name: str = "Fox", seed: int = 3) -> ZenPuzzle:
    options = GAME.check_options(1, {"form": name})
    table = ZenPuzzle(app, "zen", 1, options, ["human"], state=GAME.new(1, seed=seed, **options))
    app.scenes.push(table)
    app.step()
    return table


def advance(app, table: ZenPuzzle, until) -> None:
    """Play the policy's moves through the table until `until(state)` holds."""
    for _ in range(500):
        if until(table.state):
            return
        table.act(choose(table.state)[0])
        app.step()
    pytest.fail("the position never came up")


def settle(app, frames: int = 40) -> None:
    """Run `frames` frames, then on until the top scene's animations are done (any speed)."""
    for _ in range(frames):
        app.step()
    queue = getattr(app.scenes.top, "queue", None)
    for _ in range(3000):
        if queue is None or not queue.busy:
            return
        app.step()


def until_result(app) -> ZenResultScene:
    """Run frames until the finished table has shown its result (animation speed may vary)."""
    for _ in range(3000):
        if isinstance(app.scenes.top, ZenResultScene):
            return app.scenes.top
        app.step()
    pytest.fail("the result never came up")


def test_the_main_menu_opens_the_booklet_and_a_thumbnail_opens_its_puzzle(app, click):
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    click(menu.buttons["Zen puzzles"])
    settle(app, 20)
    scene = app.scenes.top
    assert isinstance(scene, ZenBookletScene)
    rect, form, _ = scene.tiles[2]
    click(rect.center)
    settle(app, 20)
    assert isinstance(app.scenes.top, ZenPuzzle) and app.scenes.top.form.name == form.name


def test_booklet_pages_show_each_level_and_a_tick_for_solved_forms(app, click):
    name = [f for f in booklet.forms() if f.level == 3][0].name
    progress = campaign.load()
    progress.zen_result(name, solved=True, rounds=9)
    campaign.save(progress)
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["Level 3"])
    assert {form.level for _, form, _ in scene.tiles} == {3}
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert scene.progress.zen[name].best_rounds == 9


def test_clicking_a_deck_starts_then_draws(app, click):
    table = open_puzzle(app)
    deck = table.form.decks()[0]
    click(table.deck_rect(deck).center)
    assert len(table.state.placed) == 1 and table.state.phase == "draw"
    click(table.deck_rect(deck).center)
    assert table.state.phase == "play" and len(table.state.hand) == 3
    click(table.deck_rect(deck).center)
    assert table.hud.message_text.startswith("Finish this round first")


def test_a_card_dropped_on_its_own_cell_is_placed_and_undo_takes_it_back(app, drag, click):
    table = open_puzzle(app)
    advance(app, table, lambda s: any(isinstance(a, Place) for a in s.legal_actions(0)))
    settle(app)
    c = next(a.card for a in table.state.legal_actions(0) if isinstance(a, Place))
    cell = table.form.home[c]
    drag(table.sprites[c].pos, table.cell_rect(cell).center)
    assert c in table.state.placed and table.state.round_placed == 1
    settle(app)
    assert table.sprites[c].rect.center == table.cell_rect(cell).center
    click(table.buttons["undo"])
    assert c in table.state.hand and c not in table.state.placed


def test_a_card_dropped_anywhere_else_flies_back(app, drag):
    table = open_puzzle(app)
    advance(app, table, lambda s: s.phase == "play" and any(
        Place(c) not in s.legal_actions(0) and s.form.cell_of(c) for c in s.hand))
    settle(app)
    c = next(c for c in table.state.hand if Place(c) not in table.state.legal_actions(0) and table.form.cell_of(c))
    home = table.sprites[c].home[:2]
    before = table.state.to_dict()
    drag(table.sprites[c].pos, table.cell_rect(table.form.home[c]).center)
    settle(app)
    assert table.state.to_dict() == before
    assert table.sprites[c].pos == home


def test_end_round_asks_for_the_discard_order_by_dragging(app, drag, click):
    table = open_puzzle(app)
    advance(app, table, lambda s: s.phase == "play" and len(s.hand) == 3
            and not any(isinstance(a, Place) for a in s.legal_actions(0)))
    settle(app)
    click(table.buttons["end"])
    assert table.ordering and table.state.phase == "play"
    first, second, third = table.order
    slots = table.hand_rects()
    drag(table.sprites[first].pos, slots[2].center)
    settle(app)
    assert table.order == [second, third, first]
    deck = table.state.drawn_from
    click(table.buttons["end"])
    assert table.state.discards[deck][-3:] == [second, third, first]
    assert not table.ordering and table.state.phase == "draw"


def test_winning_lights_the_form_records_the_result_and_shows_it(app):
    entry = next(e for e in booklet.entries() if e["name"] == "Compass")
    table = open_puzzle(app, "Compass", seed=entry["solved_seed"])
    advance(app, table, lambda s: s.is_over())
    until_result(app)
    assert table.state.phase == "won"
    assert all(table.sprites[c].highlight is not None for c in table.state.placed)
    assert isinstance(app.scenes.top, ZenResultScene)
    assert campaign.load().zen["Compass"].solved >= 1
    assert "Complete in" in app.scenes.top.headline


def test_a_loss_marks_the_missing_cells(app):
    table = open_puzzle(app, "Temple Gate", seed=1)
    advance(app, table, lambda s: s.is_over())
    until_result(app)
    assert table.state.phase == "lost" and table.state.missing()
    assert isinstance(app.scenes.top, ZenResultScene)
    assert "missing" in app.scenes.top.headline


def test_the_hint_names_the_policys_move(app, press):
    table = open_puzzle(app)
    press(pygame.K_h)
    settle(app, 5)
    assert table.hud.message_text.startswith("Hint: Start from")
    assert table.hinted_deck is not None


def test_the_puzzle_survives_a_resize(app):
    table = open_puzzle(app)
    advance(app, table, lambda s: s.phase == "play")
    app.resize((1000, 640))
    settle(app, 10)
    for c in table.state.hand + table.state.placed:
        assert pygame.Rect(0, 0, 1000, 640).contains(table.sprites[c].rect)


def test_the_editor_builds_checks_saves_and_lists_a_form(app, drag, click):
    editor = ZenEditor(app)
    app.scenes.push(editor)
    app.step()
    first = 0
    drag(editor.sprites[first].pos, editor.cell_rect((3, 3)).center)
    assert editor.cells == {(3, 3): first}
    misfit = next(k for k in range(72) if not editor.fits(k, (4, 3)))
    drag(editor.sprites[misfit].pos, editor.cell_rect((4, 3)).center)
    assert (4, 3) not in editor.cells, "a card that does not fit its neighbour is refused"
    fit = next(k for k in range(1, 72) if editor.fits(k, (4, 3)))
    drag(editor.sprites[fit].pos, editor.cell_rect((4, 3)).center)
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


def test_a_random_form_is_played_from_the_booklet(app, click):
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["random"])
    settle(app, 10)
    table = app.scenes.top
    assert isinstance(table, ZenPuzzle) and table.form.name.startswith("Random 12")
    assert Draw(0) not in table.state.legal_actions(0) and EndRound(()) not in table.state.legal_actions(0)
    assert Undo() not in table.state.legal_actions(0)


def test_the_result_panel_offers_the_next_form_another_try_and_the_booklet(app, click):
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.tiles[0][0].center)
    settle(app, 10)
    table = app.scenes.top
    first = table.form.name
    advance(app, table, lambda s: s.is_over())
    result = until_result(app)
    click(result.buttons["again"])
    settle(app, 10)
    again = app.scenes.top
    assert isinstance(again, ZenPuzzle) and again is not table and again.form.name == first
    assert again.state.phase == "start"
    advance(app, again, lambda s: s.is_over())
    click(until_result(app).buttons["next"])
    settle(app, 10)
    assert app.scenes.top.form.name == booklet.forms()[1].name
    advance(app, app.scenes.top, lambda s: s.is_over())
    click(until_result(app).buttons["booklet"])
    settle(app, 10)
    assert app.scenes.top is scene
    assert [type(s).__name__ for s in app.scenes.stack] == ["MainMenu", "ZenBookletScene"]


def test_keys_draw_end_the_round_and_undo(app, press):
    table = open_puzzle(app)
    deck = table.form.decks()[0]
    press(pygame.K_w if deck == 0 else pygame.K_b)
    assert len(table.state.placed) == 1
    advance(app, table, lambda s: any(isinstance(a, Place) for a in s.legal_actions(0)))
    c = next(a.card for a in table.state.legal_actions(0) if isinstance(a, Place))
    table.act(Place(c))
    press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert c in table.state.hand
    press(pygame.K_SPACE)
    if len(table.state.hand) >= 2:
        assert table.ordering
        press(pygame.K_RETURN)
    assert table.state.phase == "draw"


def test_reopening_a_finished_game_does_not_count_it_twice(app):
    entry = next(e for e in booklet.entries() if e["name"] == "Hammer")
    table = open_puzzle(app, "Hammer", seed=entry["solved_seed"])
    advance(app, table, lambda s: s.is_over())
    until_result(app)
    played = campaign.load().zen["Hammer"].played
    app.scenes.unwind()
    options = GAME.check_options(1, {"form": "Hammer"})
    again = ZenPuzzle(app, "zen", 1, options, ["human"], state=table.state.clone())
    app.scenes.push(again)
    until_result(app)
    assert campaign.load().zen["Hammer"].played == played


def test_the_rules_picture_shows_a_form_half_built(app):
    from scenes.rules import picture
    art = picture("zen", "form", 400)
    assert art is not None and 0 < art.get_width() <= 400
    assert picture("zen", "no such picture", 400) is None


def test_the_help_under_the_buttons_goes_when_the_puzzle_is_over(app):
    entry = next(e for e in booklet.entries() if e["name"] == "Compass")
    table = open_puzzle(app, "Compass", seed=entry["solved_seed"])

    def help_drawn() -> bool:
        surface = pygame.Surface(app.window.get_size(), pygame.SRCALPHA)   # clear: only the text shows
        table.draw_help(surface)
        return surface.get_bounding_rect().width > 0

    assert help_drawn()
    advance(app, table, lambda s: s.is_over())
    until_result(app)
    assert not help_drawn()

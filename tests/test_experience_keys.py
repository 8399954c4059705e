"""The keyboard, through real key events: Tab focus over every scene's buttons, Enter / Space
press the focused one, dialogs answer Enter, Esc goes back everywhere, Space reaches the table."""
from __future__ import annotations

import dataclasses

import pygame
import pygame_gui
import pytest

from experience_helpers import settings_kept
from game import GAMES
from scenes import tables
from scenes.kit import botworker
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.kit.focus import box_of, buttons_of, scroll_boxes
from scenes.kit.table import TableScene
from scenes.menu import GameChoice, MainMenu
from scenes.pause import PauseScene
from scenes.setup import SetupScene
from table_helpers import open_table, referee_of


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


@pytest.fixture(autouse=True)
def keep_settings():
    """Settings changed here (a switch toggled by Enter) are put back for the other tests."""
    with settings_kept():
        yield


def focused(app):
    return app.focus.focused(app.scenes.top)


def test_tab_walks_the_menu_buttons_in_reading_order_and_round(app, press):
    menu = app.scenes.top
    order = buttons_of(menu.ui)
    assert len(order) >= 3 and focused(app) is None          # no ring until the person tabs
    seen = []
    for _ in range(len(order) + 1):
        press(pygame.K_TAB)
        seen.append(focused(app))
    assert seen[:-1] == order and seen[-1] is order[0]
    tops = [b.rect.top for b in order]
    assert tops == sorted(tops)


def test_shift_tab_walks_backwards(app, press):
    order = buttons_of(app.scenes.top.ui)
    press(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert focused(app) is order[-1]
    press(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert focused(app) is order[-2]


def test_enter_presses_the_focused_button_as_a_click_would(app, press):
    menu = app.scenes.top
    while focused(app) is not menu.buttons["New game"]:
        press(pygame.K_TAB)
    press(pygame.K_RETURN)
    assert isinstance(app.scenes.top, GameChoice)


def test_space_presses_it_too_and_the_ring_is_drawn(app, press):
    press(pygame.K_TAB)
    button = focused(app)
    app.step()
    ring = button.rect.inflate(8, 8)
    assert tuple(app.window.get_at((ring.left + 1, ring.centery)))[:3] == (255, 214, 92)
    while focused(app).text != "Settings":
        press(pygame.K_TAB)
    press(pygame.K_SPACE)
    assert app.scenes.top.name == "settings"


def test_a_click_takes_the_ring_away(app, press, click):
    press(pygame.K_TAB)
    assert focused(app) is not None
    click((5, 5))
    assert focused(app) is None


def test_a_dialog_starts_with_its_first_button_in_the_ring_and_enter_answers(app, press):
    answers = []
    app.scenes.push(ConfirmDialog(app, "Restart?", "Sure?", on_yes=lambda: answers.append("yes"),
                                  on_no=lambda: answers.append("no"), yes="Restart", no="Cancel"))
    app.step()
    assert focused(app).text == "Cancel"
    press(pygame.K_RETURN)
    assert answers == ["no"] and isinstance(app.scenes.top, MainMenu)
    app.scenes.push(ConfirmDialog(app, "Restart?", "Sure?", on_yes=lambda: answers.append("yes"),
                                  yes="Restart", no="Cancel"))
    app.step()
    press(pygame.K_TAB)
    assert focused(app).text == "Restart"
    press(pygame.K_SPACE)
    assert answers == ["no", "yes"]


def test_a_message_answers_enter_with_ok(app, press):
    closed = []
    app.scenes.push(MessageDialog(app, "Note", "Something happened.", on_close=lambda: closed.append(1)))
    app.step()
    press(pygame.K_KP_ENTER)
    assert closed == [1] and isinstance(app.scenes.top, MainMenu)


def test_focus_survives_a_rebuild_of_the_scene(app, press):
    scene = tables.other_scene_class("settings")(app)
    app.scenes.push(scene)
    app.step()
    switch = scene.switches["colour_blind"]
    for _ in range(40):                             # bounded: a switch Tab cannot reach fails, not hangs
        if focused(app) is switch:
            break
        press(pygame.K_TAB)
    assert focused(app) is switch
    where = switch.rect.topleft
    press(pygame.K_RETURN)                          # toggles: the scene is rebuilt
    assert app.settings.colour_blind
    assert focused(app) is not switch and focused(app).rect.topleft == where


# -- Escape, everywhere ---------------------------------------------------------------------------

def other_scenes(app):
    return [tables.other_scene_class(key)(app) for key in tables.OTHER_SCENES] + [
        GameChoice(app), SetupScene(app, "pixies")]


def test_escape_goes_back_from_every_scene(app, press):
    for scene in other_scenes(app):
        app.scenes.push(scene)
        app.step()
        press(pygame.K_ESCAPE)
        assert app.scenes.top is not scene, f"Esc did not leave {scene.name}"
        while len(app.scenes.stack) > 1:
            app.scenes.pop()


@pytest.mark.parametrize("game_name", sorted(tables.TABLES))
def test_escape_pauses_every_table_and_escape_again_resumes(app, press, game_name):
    seats = ["human"] + ["random"] * (GAMES[game_name].min_players - 1)
    app.start_table(game_name, len(seats), GAMES[game_name].check_options(len(seats), {}), seats)
    table = app.scenes.top
    app.step()
    press(pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    assert focused(app).text == "Resume"
    press(pygame.K_ESCAPE)
    assert app.scenes.top is table


def pixies_where_i_start():
    return GAMES["pixies"].new(2, next(s for s in range(50) if GAMES["pixies"].new(2, s).to_move() == [0]))


def test_space_asks_the_table_to_confirm(app, press):
    confirmed = []

    class Confirming(TableScene):
        def on_confirm(self) -> bool:
            confirmed.append(self.view.to_move())
            return True
    open_table(app, pixies_where_i_start(), ["human", "random"], cls=Confirming, settle_frames=1)
    press(pygame.K_SPACE)
    assert len(confirmed) == 1
    press(pygame.K_TAB)                              # a button in the ring takes Space instead
    press(pygame.K_SPACE)
    assert len(confirmed) == 1


def test_space_at_a_table_without_a_confirm_step_does_nothing(app, press):
    table = open_table(app, pixies_where_i_start(), ["human", "random"], cls=TableScene, settle_frames=1)
    state = referee_of(table).state.to_dict()
    press(pygame.K_SPACE)
    assert app.scenes.top is table and referee_of(table).state.to_dict() == state and table.moves == 0


def test_f11_toggles_full_screen_from_any_scene(app, press):
    app.scenes.push(GameChoice(app))
    app.step()
    press(pygame.K_F11)
    assert app.fullscreen
    press(pygame.K_F11)
    assert not app.fullscreen and isinstance(app.scenes.top, GameChoice)


def test_tab_reaches_every_row_of_a_scrolled_set_up_panel_and_scrolls_it_into_view(app, press):
    app.resize((960, 600))
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=200))
    scene = SetupScene(app, "lixo", players=6)
    app.scenes.push(scene)
    app.step()
    box = next(e for e in scene.ui.get_sprite_group().sprites()
               if isinstance(e, pygame_gui.elements.UIScrollingContainer))
    rows = {id(b) for b in scene.ui.get_sprite_group().sprites()
            if isinstance(b, pygame_gui.elements.UIButton) and b.is_enabled
            and box_of(b, scroll_boxes(scene.ui)) is box}
    assert len(rows) == 11           # Players ◀ (▶ is off at six seats) and the five bots' ◀ ▶
    reached = set()
    for _ in range(2 * len(buttons_of(scene.ui))):
        press(pygame.K_TAB)
        button = focused(app)
        if id(button) in rows:
            reached.add(id(button))
            assert box.rect.contains(button.rect), (button.text, button.rect, box.rect)   # scrolled into view
    assert reached == rows


def type_keys(app, text: str) -> None:
    for char in text:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=char)])
    app.step()


def test_tab_reaches_the_form_editors_name_field_and_typing_names_the_form(app, press):
    """The name field is in the ring in reading order: Tab gives it the typing, Tab again goes on
    to the next button, and keys typed meanwhile went into the name, not to the editor's shortcuts."""
    from game.zen import booklet
    from scenes.zen.editor import ZenEditor
    editor = ZenEditor(app, booklet.forms()[0])
    app.scenes.push(editor)
    app.step()
    entry = editor.name_entry
    entry.set_text("")
    for _ in range(12):
        if focused(app) is entry:
            break
        press(pygame.K_TAB)
    assert focused(app) is entry and entry.is_focused
    cells = dict(editor.cells)
    press(pygame.K_DELETE)                  # in the field, Delete edits the text: no card is taken off
    type_keys(app, "Spiral")
    assert entry.get_text() == "Spiral" and editor.cells == cells
    press(pygame.K_TAB)
    after = focused(app)
    assert after is not entry and not entry.is_focused and after is editor.buttons["save"]
    press(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused(app) is entry and entry.is_focused
    assert editor.current_form().name == "Spiral"


def test_tab_walks_the_join_screens_fields_in_order(app, press):
    """Address, code and name are typed into one after the other by Tab alone."""
    from scenes.net.joining import JoinScene
    scene = JoinScene(app, backend=None)
    app.scenes.push(scene)
    app.step()
    seen = []
    for _ in range(2 * len(scene.entries) + 2 * len(buttons_of(scene.ui))):
        press(pygame.K_TAB)
        widget = focused(app)
        if widget in scene.entries.values() and widget not in seen:
            assert widget.is_focused
            seen.append(widget)
    names = {id(entry): key for key, entry in scene.entries.items()}
    assert [names[id(w)] for w in seen] == ["address", "code", "name"]

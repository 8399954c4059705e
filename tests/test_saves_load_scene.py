"""The Load screen, driven with real clicks through the real app: list, Load, Delete, bad files."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game import GAMES
from saves import notices, paths, store
from scenes import tables
from scenes.kit import lang
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.load import NOT_COUNTED, LoadScene, details, heading
from table_helpers import referee_of
from test_saves_support import played, seats_for


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    [str(m) for m in notices.take()]
    return tmp_path


def waiting_for_the_human(game: str):
    """A real position of `game` in which only seat 0 (the human) may act, so no bot moves
    while the test looks at it; None if random play does not reach one (a real-time game)."""
    for moves in range(60):
        players, options, state = played(game, moves)
        if state.to_move() == [0] and not state.is_over():
            return players, options, state
    return None


@pytest.fixture
def table_game(monkeypatch) -> str:
    """A turn-based game, its table registered. Games whose tables exist come first; while no
    table fits yet, the kit's TableScene (the base every table extends, taking the registry's
    constructor) stands registered for one."""
    turn_based = [name for name in sorted(GAMES) if waiting_for_the_human(name)]
    ready = [name for name in turn_based if name in tables.TABLES]
    if ready:
        return ready[0]
    monkeypatch.setitem(tables.TABLES, turn_based[0], "scenes.kit.table:TableScene")
    return turn_based[0]


def save(game: str, name: str | None = None, moves: int = 8):
    players, options, state = played(game, moves)
    seats = seats_for(game, players)
    if name is None:
        return store.autosave(game, options, seats, state), state
    return store.save_manual(name, game, options, seats, state), state


def open_load_screen(app, click) -> LoadScene:
    """From the main menu, as a player would: the "Load game" button."""
    menu = app.scenes.top
    menu.rebuild()
    click(menu.buttons["Load game"])
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    return scene


def labels(scene: LoadScene) -> list[str]:
    return [element.text for element in scene.ui.get_sprite_group().sprites()
            if isinstance(element, pygame_gui.elements.UILabel)]


def test_with_no_saves_the_screen_says_so_and_back_returns(app, click):
    scene = open_load_screen(app, click)
    assert scene.rows == {} and any("No saved games yet" in text for text in labels(scene))
    click(scene.back)
    assert app.scenes.top is not scene


def test_each_save_shows_game_date_players_and_preview_newest_first(app, click):
    first, second = sorted(GAMES)[0], sorted(GAMES)[-1]
    older, _ = save(first, "Before dinner")
    newer, state = save(second)
    scene = open_load_screen(app, click)
    assert list(scene.rows) == [newer, older]
    shown = labels(scene)
    info = scene.infos[0]
    assert heading(info) in shown and details(info) in shown
    assert info.title in heading(info) and info.created.astimezone().strftime("%Y") in heading(info)
    assert lang.date_time(info.created.astimezone()) in heading(info)   # as English writes it: Dec 5, 2026, 2:03 PM
    count = "Solo" if state.players == 1 else f"{state.players} players"
    marked = "" if info.dealt else f"  \u00b7  {NOT_COUNTED}"     # saved from a position, with no deal
    assert details(info) == f"{count}: {info.preview.text}{marked}" and not info.dealt
    assert any("Before dinner" in text for text in shown)


def test_load_resumes_the_game_through_the_table_registry(app, click, table_game):
    players, options, state = waiting_for_the_human(table_game)
    path = store.save_manual("resume me", table_game, options, seats_for(table_game, players), state)
    scene = open_load_screen(app, click)
    click(scene.rows[path]["load"])
    table = app.scenes.top
    assert isinstance(table, tables.table_class(table_game))
    assert referee_of(table).state == state and table.view == state.view(0) and table.game_name == table_game
    assert table.seats == seats_for(table_game, state.players) and table.players == state.players


def test_delete_asks_first_and_keep_it_keeps_it(app, click):
    path, _ = save(sorted(GAMES)[0])
    scene = open_load_screen(app, click)
    click(scene.rows[path]["delete"])
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Delete this save for good?"
    click(dialog.buttons[0])  # "Keep it"
    assert app.scenes.top is scene and path.exists() and path in scene.rows
    click(scene.rows[path]["delete"])
    click(app.scenes.top.buttons[1])  # "Delete"
    assert app.scenes.top is scene and not path.exists() and scene.rows == {}


def test_a_save_spoiled_after_listing_gives_a_message_and_is_moved_aside(app, click, table_game):
    path, _ = save(table_game)
    scene = open_load_screen(app, click)
    path.write_text('{"format": "parlour-save", "version": 2, "ga')
    click(scene.rows[path]["load"])
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog) and path.name in dialog.text
    assert path.with_name(path.name + ".corrupt").exists()
    click(dialog.buttons[0])
    assert app.scenes.top is scene and scene.rows == {}


def test_bad_files_are_skipped_and_reported_on_screen(app, click):
    good, _ = save(sorted(GAMES)[0])
    (paths.saves_dir() / "save-broken.json").write_text("not json at all")
    menu = app.scenes.top
    menu.rebuild()
    click(menu.buttons["Load game"])
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog) and "save-broken.json" in dialog.text
    scene = app.scenes.stack[-2]
    assert isinstance(scene, LoadScene) and list(scene.rows) == [good]
    click(dialog.buttons[0])
    assert app.scenes.top is scene


def test_a_game_without_a_table_cannot_be_loaded_yet(app, click, monkeypatch):
    game = sorted(GAMES)[0]
    monkeypatch.delitem(tables.TABLES, game, raising=False)
    path, _ = save(game)
    scene = open_load_screen(app, click)
    button = scene.rows[path]["load"]
    assert not button.is_enabled
    click(button)
    assert app.scenes.top is scene


def test_escape_goes_back(app, click, press):
    scene = open_load_screen(app, click)
    press(pygame.K_ESCAPE)
    assert app.scenes.top is not scene


def test_many_saves_scroll_and_the_layout_survives_a_resize(app, click):
    game = sorted(GAMES)[0]
    for number in range(12):
        save(game, f"Game {number}", moves=number)
    scene = open_load_screen(app, click)
    assert len(scene.rows) == 12
    app.resize((960, 600))
    app.step()
    assert len(scene.rows) == 12
    assert all(row["delete"].rect.right <= 960 for row in scene.rows.values())

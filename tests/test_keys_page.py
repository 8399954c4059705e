"""The Keys page (issue 29): reached from Settings and the pause menu, it lists every shortcut of
the one declaration (scenes.kit.keys), and each listed key does what the page says, pressed
through the app's real event handling at a real table."""
from __future__ import annotations

import pygame
import pytest

from experience_helpers import settings_kept
from game import GAMES
from keyboard_helpers import is_card, steer
from pixies_helpers import card, position
from scenes.keys import KeysScene, rows_by_place
from scenes.kit import botworker
from scenes.kit.keys import BY_PLACE, every_shortcut, of_game
from scenes.pause import PauseScene
from scenes.rules import keys_section
from table_helpers import open_table, referee_of

MIDDLE = ["blue 5", "red 9", "green 1+5", "yellow 2S"]


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    from saves import paths
    monkeypatch.setenv(paths.ENV, str(tmp_path))


@pytest.fixture(autouse=True)
def keep_settings():
    with settings_kept():
        yield


def shortcut_press(press, where: str, name: str, which: int = 0) -> None:
    """Press the declared key of a shortcut (with Ctrl where it needs it)."""
    shortcut = BY_PLACE[where][name]
    press(shortcut.keys[which], mod=pygame.KMOD_LCTRL if shortcut.ctrl else 0)


def settle(app, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(dt=0.05)


def pixies(app, areas=None):
    return open_table(app, position(2, areas or {}, MIDDLE, first=0), ["human", "easy"])


# -- what each key does --------------------------------------------------------------------------

def tab(app, press):
    press(pygame.K_TAB)
    assert app.focus.focused(app.scenes.top) is not None


def fullscreen(app, press):
    shortcut_press(press, "app", "fullscreen")
    assert app.fullscreen
    shortcut_press(press, "app", "fullscreen")
    assert not app.fullscreen


def move(app, press):
    table = pixies(app)
    for which in range(4):
        shortcut_press(press, "table", "move", which)
        assert table.cursor.visible and table.cursor.focus in table.cursor.places()


def pick(app, press):
    table = pixies(app)
    steer(press, table.card_cursor(), lambda k: is_card(k, card("blue 5")))
    shortcut_press(press, "table", "pick", 2)                 # Space picks up ...
    assert table.cursor.carrying is not None and table.cursor.focus == 4
    shortcut_press(press, "table", "pick", 0)                 # ... and Enter drops
    settle(app)
    assert referee_of(table).state.up[4] == card("blue 5")


def back(app, press):
    table = pixies(app)
    steer(press, table.card_cursor(), lambda k: is_card(k, card("blue 5")))
    press(pygame.K_RETURN)
    shortcut_press(press, "table", "back")
    assert table.cursor.carrying is None and app.scenes.top is table
    shortcut_press(press, "table", "back")
    assert isinstance(app.scenes.top, PauseScene)


def hint(app, press):
    table = pixies(app)
    shortcut_press(press, "table", "hint")
    settle(app, 10)
    assert table.hint is not None


def log(app, press):
    table = pixies(app)
    was = table.log.open
    shortcut_press(press, "table", "log")
    assert table.log.open != was


def undo(app, press):
    table = pixies(app)
    before = referee_of(table).state.to_dict()
    steer(press, table.card_cursor(), lambda k: is_card(k, card("blue 5")))
    press(pygame.K_RETURN)
    press(pygame.K_RETURN)
    assert referee_of(table).state.to_dict() != before
    shortcut_press(press, "table", "undo")
    assert referee_of(table).state.to_dict() == before


def keep(app, press, name: str, stays: str):
    table = pixies(app, {0: {5: ("red 5", None)}})
    steer(press, table.card_cursor(), lambda k: is_card(k, card("blue 5")))
    press(pygame.K_RETURN)
    press(pygame.K_RETURN)
    assert table.choice is not None
    shortcut_press(press, "pixies", name)
    assert table.choice is None and referee_of(table).state.up[4] == card(stays)


def lixo(app):
    from game.lixo.cards import GREEN, RED, bin_card
    from lixo_helpers import rig
    return open_table(app, rig(hands=[(GREEN, GREEN, RED), (GREEN,), ()], bin_=bin_card(GREEN, 4)),
                      ["human", "easy", "easy"])


def bid(app, press):
    table = lixo(app)
    pick = next(k for k in table.card_cursor().places() if hasattr(k, "card_id"))
    steer(press, table.cursor, lambda k: k is pick)
    press(pygame.K_RETURN)
    steer(press, table.cursor, lambda k: k == "bid")
    press(pygame.K_RETURN)
    assert len(table.chosen) == 1
    shortcut_press(press, "lixo", "bid")
    assert referee_of(table).state.totals[0] == 1 and not table.chosen


def pass_(app, press):
    from game.lixo import Pass
    table = lixo(app)
    shortcut_press(press, "lixo", "pass")
    if not table.only_pass():               # a bid was possible: the first P asks, the second passes
        assert not referee_of(table).moves
        shortcut_press(press, "lixo", "pass")
    assert [(m.seat, m.action) for m in referee_of(table).moves][0] == (0, Pass())


def flixo(app):
    from game.flixo.actions import Draw
    for seed in range(40):
        state = GAMES["flixo"].new(2, seed)
        if state.to_move() == [0] and Draw() in state.legal_actions(0):
            return open_table(app, state, ["human", "easy"])
    raise AssertionError("no Flixo deal where the person draws first")


def draw(app, press):
    from game.flixo.rules import DRAWN
    table = flixo(app)
    shortcut_press(press, "flixo", "draw")
    assert table.view.phase == DRAWN


def take(app, press):
    from game.flixo.actions import DISCARD
    table = flixo(app)
    shortcut_press(press, "flixo", "take")
    assert table.cursor.carrying is table.sprite_in(DISCARD) and table.cursor.visible
    assert all(target[0] == "display" for target in table.drag.legal)


def discard(app, press):
    from scenes.flanx.table import COUNT_STEP
    state = GAMES["flanx"].new(2, 3, variant="duel")
    table = open_table(app, state, ["human", "easy"], {"variant": "duel"})
    for bot in referee_of(table).bots.values():
        bot.period = float("inf")
    settle(app, round((3 * COUNT_STEP + 0.6) / 0.05))
    hand = list(referee_of(table).state.hands[0])
    shortcut_press(press, "flanx", "discard")
    if table.playable():                    # a card of the hand fits: the first X asks, the second discards
        assert list(referee_of(table).state.hands[0]) == hand
        shortcut_press(press, "flanx", "discard")
    assert list(referee_of(table).state.hands[0]) != hand


def zen(app):
    from zen_helpers import open_puzzle
    return open_puzzle(app, "Signpost", seed=4)


def deck(app, press, name: str, d: int):
    table = zen(app)
    shortcut_press(press, "zen", name)
    settle(app)
    assert table.view.phase != "start" and referee_of(table).moves[-1].action.deck == d


def end(app, press):
    from game.zen.actions import Draw
    table = zen(app)
    shortcut_press(press, "zen", "white")
    settle(app)
    while table.view.phase != "play":
        table.act(next(a for a in table.view.legal_actions() if isinstance(a, Draw)))
        settle(app)
    shortcut_press(press, "zen", "end")
    if table.ordering:                      # E asked for the discard order; E again confirms it
        shortcut_press(press, "zen", "end")
    settle(app)
    assert table.view.phase == "draw" or table.view.is_over()


def remove(app, press):
    from game.zen import booklet
    from scenes.zen.editor import ZenEditor
    form = booklet.forms()[0]
    editor = ZenEditor(app, form)
    app.scenes.push(editor)
    app.step()
    ringed = next(iter(editor.cells.values()))
    steer(press, editor.cursor, lambda k: is_card(k, ringed))
    shortcut_press(press, "zen-editor", "remove")
    assert ringed not in editor.cells.values() and len(editor.cells) == len(form) - 1


def escape(app, press):
    from scenes.settings import SettingsScene
    menu = app.scenes.top
    app.scenes.push(SettingsScene(app))
    app.step()
    shortcut_press(press, "app", "escape")
    settle(app, 10)
    assert app.scenes.top is menu


def replay(app, press, name: str, which: int = 0):
    """A finished game watched from its middle: the key moves it as the page says."""
    from scenes.replay import ReplayScene
    from test_records_scenes import finished_game, opened
    recorded = finished_game("highcard") if name == "open" else finished_game()
    scene = opened(app, ReplayScene(app, recorded))
    watched = scene.replay
    middle = watched.rounds[1] + 1 if len(watched.rounds) > 1 else watched.length // 2
    watched.jump(middle)
    app.step()
    shortcut_press(press, "replay", name, which)
    round_start = max(r for r in watched.rounds if r < middle)
    expected = {"step_on": middle + 1, "step_back": middle - 1, "round_back": round_start,
                "round_on": next((r for r in watched.rounds if r > middle), watched.length),
                "start": 0, "end": watched.length}
    if name == "play":
        assert watched.playing
    elif name == "open":
        assert watched.open_cards
    else:
        assert watched.position == expected[name], (name, watched.rounds, middle)


def review(app, press):
    from test_records_scenes import reviewed
    scene = reviewed(app)
    for which in range(min(3, len(scene.worst))):
        shortcut_press(press, "review", "decision", which)
        assert scene.shown == which and scene.replay.position == scene.worst[which].number


def lowest(app, press):
    from highcard.game import Play
    state = GAMES["highcard"].new(2, seed=3)                  # the person holds 1, 2, 6, 7 and 10
    table = open_table(app, state, ["human", "easy"])
    shortcut_press(press, "highcard", "lowest")
    assert [(m.seat, m.action) for m in referee_of(table).moves][0] == (0, Play(0))


def scroll(app, press):
    app.scenes.push(KeysScene(app))
    app.step()
    page = app.scenes.top
    for which, moved in ((0, 1), (2, 1), (1, -1), (3, -1)):     # Down, Page Down, Up, Page Up
        before = page.scroll
        shortcut_press(press, "app", "scroll", which)
        assert (page.scroll - before) * moved > 0


REPLAY = ("play", "step_on", "step_back", "start", "end", "open")
CHECKS = {
    ("app", "tab"): tab, ("app", "fullscreen"): fullscreen, ("app", "escape"): escape, ("app", "scroll"): scroll,
    **{("replay", name): lambda app, press, name=name: replay(app, press, name) for name in REPLAY},
    ("replay", "round_on"): lambda app, press: [replay(app, press, "round_on", w) for w in (0, 1)],
    ("replay", "round_back"): lambda app, press: [replay(app, press, "round_back", w) for w in (0, 1)],
    ("review", "decision"): review,
    ("table", "move"): move, ("table", "pick"): pick, ("table", "back"): back, ("table", "hint"): hint,
    ("table", "log"): log, ("table", "undo"): undo,
    ("pixies", "keep_new"): lambda app, press: keep(app, press, "keep_new", "blue 5"),
    ("pixies", "keep_old"): lambda app, press: keep(app, press, "keep_old", "red 5"),
    ("lixo", "bid"): bid, ("lixo", "pass"): pass_,
    ("flixo", "draw"): draw, ("flixo", "take"): take,
    ("flanx", "discard"): discard,
    ("zen", "white"): lambda app, press: deck(app, press, "white", 0),
    ("zen", "black"): lambda app, press: deck(app, press, "black", 1),
    ("zen", "end"): end,
    ("zen-editor", "remove"): remove,
    ("highcard", "lowest"): lowest,
}


def test_every_declared_shortcut_has_its_check():
    assert set(CHECKS) == {(s.where, s.name) for s in every_shortcut()}


@pytest.mark.parametrize("place, name", list(CHECKS))
def test_each_listed_key_does_what_the_page_says(app, press, place, name):
    CHECKS[(place, name)](app, press)


# -- the page ------------------------------------------------------------------------------------

def test_the_page_lists_every_shortcut_under_its_place():
    listed = [shortcut for _, shortcuts in rows_by_place() for shortcut in shortcuts]
    assert listed == every_shortcut()
    assert [place for place in BY_PLACE if BY_PLACE[place]] == list(dict.fromkeys(s.where for s in listed))


def test_settings_and_the_pause_menu_open_the_keys_page(app, click):
    from scenes.settings import SettingsScene
    app.scenes.push(SettingsScene(app))
    app.step()
    click(app.scenes.top.keys_button)
    assert isinstance(app.scenes.top, KeysScene)
    app.scenes.unwind()
    table = pixies(app)
    table.open_pause()
    app.step()
    click(app.scenes.top.buttons["keys"])
    assert isinstance(app.scenes.top, KeysScene)


@pytest.mark.parametrize("scale", [100, 200])
def test_the_page_fits_the_window_and_scrolls_to_its_end(app, press, scale):
    import dataclasses
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale))
    app.scenes.push(KeysScene(app))
    app.step()
    page = app.scenes.top
    drawn = page.page(min(page.view.width, page.page_width))
    assert page.view.width <= app.size[0] and drawn.get_width() <= page.view.width
    for _ in range(200):
        if not page.more_below():
            break
        press(pygame.K_PAGEDOWN)
    assert not page.more_below()


def test_each_games_rules_name_its_keys():
    for game in GAMES:
        text = keys_section(game)["text"]
        own = of_game(game)
        assert all(f"{s.cap}: {s.what}" in text for s in own + list(BY_PLACE["table"].values())), game

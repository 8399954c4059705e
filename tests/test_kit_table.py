"""TableScene on a real game (Pixies): acting, refusals, bots, autosave, hint, pause, game over."""
from __future__ import annotations

import dataclasses
import warnings

import pygame
import pytest

from game import GAMES
from saves import store
from scenes.kit import botworker
from scenes.kit.table import TableScene
from scenes.pause import PauseScene
from scenes.result import ResultScene
from experience_helpers import settings_kept


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


def open_table(app, seats=("human", "random"), state=None, cls=TableScene) -> TableScene:
    table = cls(app, "pixies", len(seats), GAMES["pixies"].check_options(len(seats), {}), list(seats), state)
    app.scenes.push(table)
    app.step()
    return table


def until(app, condition, frames: int = 600) -> None:
    for _ in range(frames):
        if condition():
            return
        app.step()
    raise AssertionError("the table never got there")


def test_a_new_table_deals_a_game_from_the_engine(app):
    table = open_table(app)
    assert table.state.players == 2 and not table.state.is_over()
    assert (table.game_name, table.players, table.seats, table.me) == ("pixies", 2, ["human", "random"], 0)


def test_a_resumed_table_keeps_the_given_state(app):
    state = GAMES["pixies"].new(2, 99)
    table = open_table(app, state=state)
    assert table.state is state


def test_the_human_acts_the_bot_answers_and_every_action_is_autosaved(app):
    table = open_table(app)
    until(app, table.my_turn)
    before = table.moves
    action = table.state.legal_actions(0)[0]
    assert table.act(action)
    assert table.moves == before + 1
    store.flush()
    saved = store.load(store.saves_dir() / f"{store.AUTOSAVE_PREFIX}pixies.json")
    assert saved.state == table.state and saved.seats == ["human", "random"]
    until(app, lambda: table.moves >= before + 2)     # the bot's reply, through the queue
    store.flush()
    assert store.load(store.saves_dir() / f"{store.AUTOSAVE_PREFIX}pixies.json").state == table.state


def test_an_illegal_action_shows_the_engines_reason_and_changes_nothing(app):
    table = open_table(app)
    until(app, table.my_turn)
    legal = table.state.legal_actions(0)[0]
    snapshot = table.state.to_dict()
    bogus = type(legal)(card=-1, space=legal.space, face_up=legal.face_up)   # no such card
    assert not table.act(bogus)
    assert table.state.to_dict() == snapshot
    assert table.hud.message_text == table.state.why_illegal(0, bogus)


def test_a_bot_move_is_followed_by_a_pause(app):
    table = open_table(app)
    until(app, table.my_turn)
    table.act(table.state.legal_actions(0)[0])
    mine = table.moves
    until(app, lambda: table.moves == mine + 1)
    assert table.queue.busy                     # the pause after the bot's move is playing
    assert table.status_text() in ("Your turn", "Game over") or "thinking" in table.status_text()


def test_bots_play_a_whole_game_and_the_result_screen_follows(app):
    class Brisk(TableScene):
        bot_pause = 0.0

    table = open_table(app, seats=("random", "random"), cls=Brisk)
    assert table.me is None
    until(app, lambda: isinstance(app.scenes.top, ResultScene), frames=20000)
    assert table.state.is_over() and table.over_shown
    assert table.hud.status.text == "Game over"


def test_h_asks_for_a_hint_for_the_humans_turn(app, press):
    hints = []

    class Hinted(TableScene):
        def on_hint(self, action, text):
            hints.append((action, text))
            super().on_hint(action, text)

    table = open_table(app, cls=Hinted)
    until(app, table.my_turn)
    press(pygame.K_h)
    app.step()
    assert len(hints) == 1
    action, text = hints[0]
    assert action in table.state.legal_actions(0) and text
    assert table.hud.message_text.startswith("Hint:")


def test_escape_opens_the_pause_menu_over_the_table(app, press):
    table = open_table(app)
    press(pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene) and app.scenes.top.table is table


def test_a_bot_move_planned_on_an_old_view_is_thrown_away(app):
    class Manual(TableScene):
        def drive_bots(self, dt):          # the real-time hook: this table drives its bots itself
            pass

    table = open_table(app, seats=("random", "random"), cls=Manual)
    seat = table.state.to_move()[0]
    table.ask_bot(seat)
    table.state.apply(seat, table.state.legal_actions(seat)[-1])   # the world moved on meanwhile
    moves = table.moves
    table.collect_bots()
    assert table.moves == moves and not table.jobs


def test_resize_keeps_the_hud_in_the_window(app):
    table = open_table(app)
    app.resize((1600, 900))
    app.step()
    assert table.hud.menu_button.rect.right <= 1600
    assert table.play_area(app.size).bottom == 900


def test_the_hud_is_one_row_at_the_normal_text_size(app):
    table = open_table(app)
    assert (table.hud.rows, table.hud.band) == (1, 48)
    assert table.play_area(app.size).top == 48


@pytest.mark.parametrize("game", ["pixies", "lixo", "flixo"])
def test_at_the_largest_text_size_in_the_smallest_window_the_status_has_a_row_of_its_own(app, game):
    """At 200 % in 960x600 a long status no longer fits beside the scores: the scores go beside
    the buttons, the status takes the full width below, and the cards are laid out under both."""
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=200, window_size=[960, 600]))
        two_rows_in_a_small_window(app, game)


def two_rows_in_a_small_window(app, game):
    rules = GAMES[game]
    players, options = rules.configurations()[0]
    app.start_table(game, players, rules.check_options(players, options), ["human"] + ["random"] * (players - 1))
    table = app.scenes.top
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message="Label Rect is too small")
        table.hud.set_status("Your pick: drag a card to a glowing space")
        app.step()
    hud = table.hud
    assert hud.rows == 2 and hud.band == 2 * hud.row > 2 * 48
    assert hud.status.rect.top >= hud.menu_button.rect.bottom and hud.status.rect.width >= 960 - 40
    assert hud.scores.rect.right <= hud.undo_button.rect.left
    assert table.play_area(app.size).top == hud.band
    table.queue.finish_all()
    app.step()
    assert min(s.rect.top for s in table.cards if s.visible) >= hud.band


def test_the_backdrop_is_painted_once_per_layout_and_again_for_a_new_size(app):
    painted = []

    class Counting(TableScene):
        def paint_backdrop(self, cloth):
            painted.append(cloth.get_size())
            pygame.draw.rect(cloth, (200, 40, 40), pygame.Rect(100, 300, 50, 50))

    table = open_table(app, cls=Counting)
    for _ in range(30):                 # the fade from the menu is over
        app.step()
    assert painted == [(1280, 720)]
    assert app.window.get_at((120, 320))[:3] == (200, 40, 40)
    app.resize((1100, 700))
    app.step()
    assert painted == [(1280, 720), (1100, 700)] and table.app.size == (1100, 700)

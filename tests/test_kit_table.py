"""TableScene, the base of every table, on real games through the referee: what it shows of its
seat, acting and refusals, the bots and their pace, autosave, hint, pause, game over."""
from __future__ import annotations

import dataclasses
import warnings

import pygame
import pytest

from experience_helpers import settings_kept
from game import GAMES
from game.flixo.actions import Draw
from game.referee import SyncThinker
from saves import store
from scenes.kit import botworker, tween
from scenes.kit.match import open_match
from scenes.kit.picture import Arrangement
from scenes.kit.table import BOT_PACE, TableScene
from scenes.pause import PauseScene
from scenes.result import ResultScene
from table_helpers import open_table as open_any
from table_helpers import referee_of


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


def open_table(app, seats=("human", "random"), state=None, cls=TableScene) -> TableScene:
    """The kit's own table on a Pixies game (its cards laid out of sight), after one frame."""
    state = state if state is not None else GAMES["pixies"].new(len(seats), seed=5)
    return open_any(app, state, seats, cls=cls, settle_frames=1)


def until(app, condition, frames: int = 600, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        if condition():
            return
        app.step(dt=dt)
    raise AssertionError("the table never got there")


def test_a_new_match_deals_a_game_from_the_engine_and_the_table_shows_its_seat(app):
    link = open_match("pixies", 2, GAMES["pixies"].check_options(2, {}), ["human", "random"], thinker=SyncThinker())
    table = TableScene(app, link)
    app.scenes.push(table)
    app.step()
    referee = referee_of(table)
    assert referee.state == GAMES["pixies"].new(2, referee.start["seed"]) and not referee.state.is_over()
    assert table.view == referee.state.view(0)
    assert (table.game_name, table.players, table.seats, table.me) == ("pixies", 2, ["human", "random"], 0)


def test_a_resumed_table_keeps_the_given_state(app):
    state = GAMES["pixies"].new(2, 99)
    table = open_table(app, state=state)
    assert referee_of(table).state is state and table.view == state.view(0)


def test_the_human_acts_the_bot_answers_and_every_action_is_autosaved(app):
    table = open_table(app)
    referee = referee_of(table)
    until(app, table.my_turn)
    before = table.moves
    assert table.act(table.view.legal_actions()[0])
    assert table.moves == before + 1 and table.view == referee.state.view(0)
    store.flush()
    saved = store.load(store.saves_dir() / f"{store.AUTOSAVE_PREFIX}pixies.json")
    assert saved.state == referee.state and saved.seats == ["human", "random"]
    until(app, lambda: table.moves >= before + 2)     # the bot's reply, after the table showed the move
    store.flush()
    assert store.load(store.saves_dir() / f"{store.AUTOSAVE_PREFIX}pixies.json").state == referee.state


def test_an_illegal_action_shows_the_engines_reason_and_changes_nothing(app):
    table = open_table(app)
    referee = referee_of(table)
    until(app, table.my_turn)
    legal = table.view.legal_actions()[0]
    snapshot, moves = referee.state.to_dict(), table.moves
    bogus = type(legal)(card=-1, space=legal.space, face_up=legal.face_up)   # no such card
    assert not table.act(bogus)
    assert referee.state.to_dict() == snapshot and table.moves == moves
    reason = str(referee.state.why_illegal(0, bogus))
    assert reason and table.hud.message_text == reason[0].upper() + reason[1:]


def cards_moving(table) -> bool:
    """Is a move's card motion still queued (or playing) at `table`?"""
    return any(isinstance(part, Arrangement) for step in table.queue.steps for part in step.parts)


def seconds_between_bot_moves(app, table, dt: float) -> float:
    """Play time from the end of one bot move's card motion to the next move, at a table where
    only bots play."""
    until(app, lambda: table.moves >= 1, dt=dt)
    first, frames = table.moves, 0
    until(app, lambda: not cards_moving(table), dt=dt)
    while table.moves == first:
        app.step(dt=dt)
        frames += 1
        assert frames < 1000, "the next bot never moved"
    return frames * dt


@pytest.mark.parametrize("pace", sorted(BOT_PACE))
def test_after_a_bot_move_the_table_holds_still_for_the_players_bot_pace(app, pace):
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, bot_pace=pace))
        table = open_table(app, seats=("random", "random"))
        still = tween.scaled(BOT_PACE[pace])
        dt = 0.01
        assert still - dt / 2 < seconds_between_bot_moves(app, table, dt) <= still + 3 * dt
        assert table.queue.busy                     # the pause after the bot's move is playing
        assert "thinking" in table.status_text()


def test_bots_play_a_whole_game_and_the_result_screen_follows(app):
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, bot_pace="brisk"))
        table = open_table(app, seats=("random", "random"))
        assert table.me is None
        until(app, lambda: isinstance(app.scenes.top, ResultScene), frames=20000, dt=0.05)
    assert referee_of(table).state.is_over() and table.view.is_over() and table.over_shown
    assert table.hud.status.text == "Game over"


def test_h_asks_for_a_hint_for_the_humans_turn(app, press):
    hints = []

    class Hinted(TableScene):
        def show_hint(self, action, text):
            hints.append((action, text))
            super().show_hint(action, text)

    table = open_table(app, cls=Hinted)
    until(app, table.my_turn)
    press(pygame.K_h)
    app.step()
    assert len(hints) == 1
    action, text = hints[0]
    assert action in table.view.legal_actions() and text == str(GAMES["pixies"].explain(table.view, action))
    assert table.hint.action == action and table.hint.text == f"Hint: {text}"
    assert table.hint.bubble is not None                 # drawn


def test_escape_opens_the_pause_menu_over_the_table(app, press):
    table = open_table(app)
    press(pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene) and app.scenes.top.table is table


def test_a_bot_move_planned_on_an_old_view_is_thrown_away(app):
    """The bot to move has thought out its move; before it is played, that seat draws (the world
    moved on): the old plan is not played, the bot thinks again and plays a move of the new position."""
    rules = GAMES["flixo"]
    state = rules.new(2, 3, **rules.check_options(2, {}))
    table = open_any(app, state, ["random", "random"], cls=TableScene, settle_frames=1)
    referee = referee_of(table)
    seat = referee.to_move()[0]
    job = referee.bots[seat].job
    assert job is not None and job.done() and table.moves == 0        # thought out, not played yet
    referee.submit(seat, Draw())
    now = referee.view(seat).legal_actions()
    assert seat in referee.to_move() and job.result() not in now
    until(app, lambda: table.moves == 2)
    assert referee.moves[1].seat == seat and referee.moves[1].action in now


def test_resize_keeps_the_hud_in_the_window(app):
    table = open_table(app)
    app.resize((1600, 900))
    app.step()
    assert table.hud.menu_button.rect.right <= 1600
    assert table.log.strip.bottom == 900                        # the move log's strip, at the bottom
    assert table.play_area(app.size).bottom == table.log.strip.top and table.play_area(app.size).right == 1600


def test_the_hud_is_one_row_at_the_normal_text_size(app):
    table = open_table(app)
    assert (table.hud.rows, table.hud.band) == (1, 48)
    assert table.play_area(app.size).top == 48


@pytest.mark.parametrize("game", ["pixies", "lixo", "flixo"])
def test_at_the_largest_text_size_in_the_smallest_window_the_status_has_a_row_of_its_own(language, app, game):
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


@pytest.mark.parametrize("scale", [100, 200])
def test_a_long_passing_message_wraps_inside_the_window_above_the_move_log(language, app, scale):
    """At 200 % in 960x600 a sentence no longer fits on one line: it wraps, every line whole,
    inside the window and above the move log's strip, and goes after its seconds."""
    words = "Bot 3 (beginner) wins: a chain reached the top edge, behind your start card."
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale, window_size=[960, 600]))
        table = open_table(app)
        with warnings.catch_warnings():
            warnings.filterwarnings("error", message="Label Rect is too small")
            table.hud.show_message(words, seconds=2)
            app.step()
        message = table.hud.message
        assert table.hud.message_text == words
        assert " ".join(label.text for label in message.lines) == words
        assert (len(message.lines) > 1) == (scale == 200)
        assert app.window.get_rect().contains(message.rect) and message.rect.bottom <= table.log.strip.top
        for label in message.lines:
            assert label.font.size(label.text)[0] <= label.rect.width and message.rect.contains(label.rect)
        for _ in range(30):
            app.step(dt=0.1)
        assert table.hud.message_text is None and message.rect is None

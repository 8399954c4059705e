"""The replay and review screens, the finished games and the result screen's Review, driven by
real clicks and keys through the app."""
from __future__ import annotations

import dataclasses
import json

import pygame
import pytest

from game import GAMES
from game.ai.review import words
from game.referee import HUMAN, Referee
from highcard.game import hand
from records_helpers import finished_game
from saves import finished, paths, store
from scenes.finished import FinishedScene
from scenes.kit.dialog import MessageDialog
from scenes.kit.replay import Recorded
from scenes.pixies.table import PixiesTable
from scenes.replay import ReplayScene
from scenes.result import ResultScene
from scenes.review import ReviewScene
from table_helpers import open_table


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))


def opened(app, scene):
    app.scenes.push(scene)
    for _ in range(3):
        app.step()
    return scene


def button(scene, key):
    return scene.buttons[key]


# -- the replay ----------------------------------------------------------------------------------------
def test_the_replay_is_the_games_own_table_watching_from_the_persons_seat(app):
    scene = opened(app, ReplayScene(app, finished_game()))
    table = scene.table
    assert isinstance(table, PixiesTable) and app.scenes.top is scene and table not in app.scenes.stack
    assert not table.link.plays and table.me == 0 and not table.my_turn()
    assert table.view == scene.replay.referee.view(0)
    assert not table.hud.hint_button.visible and not table.hud.menu_button.visible
    assert not table.hud.undo_button.visible
    assert table.play_area(app.size).bottom + table.log.height(100) <= scene.band(app.size).top


def test_keys_and_buttons_step_through_the_game_and_the_log_says_each_move(app, click, press):
    scene = opened(app, ReplayScene(app, finished_game()))
    replay = scene.replay
    press(pygame.K_RIGHT)
    press(pygame.K_RIGHT)
    assert replay.position == 2
    assert scene.table.log.entries[-1].text.startswith(("You ", "Bot 2"))
    click(button(scene, "back"))
    assert replay.position == 1 and scene.table.view == replay.referee.view(0)
    assert len([e for e in scene.table.log.entries if e.seat is not None]) == 1
    press(pygame.K_END)
    assert replay.at_end and not button(scene, "forward").is_enabled
    press(pygame.K_HOME)
    assert replay.position == 0 and not button(scene, "back").is_enabled
    press(pygame.K_PAGEDOWN)
    assert replay.position == replay.rounds[1]
    press(pygame.K_PAGEUP)
    assert replay.position == 0


def test_play_runs_the_game_at_its_pace_and_pause_stops_it(app, press, click):
    scene = opened(app, ReplayScene(app, finished_game()))
    press(pygame.K_SPACE)
    assert scene.replay.playing and button(scene, "play").text.endswith("Pause")
    for _ in range(240):
        app.step(dt=0.05)
    reached = scene.replay.position
    assert reached >= 3
    click(button(scene, "play"))
    for _ in range(60):
        app.step(dt=0.05)
    assert scene.replay.position == reached and button(scene, "play").text.endswith("Play")


def test_played_the_replay_goes_on_past_a_round_s_score_board(app, press):
    scene = opened(app, ReplayScene(app, finished_game()))
    end_of_round = scene.replay.rounds[1]
    scene.replay.jump(end_of_round - 1)
    press(pygame.K_SPACE)
    shown = False
    for _ in range(400):
        app.step(dt=0.05)
        shown = shown or scene.table.board is not None
    assert shown and scene.replay.position > end_of_round


def test_a_click_on_the_timeline_jumps_there(app, click):
    scene = opened(app, ReplayScene(app, finished_game()))
    bar = scene.timeline
    click((bar.left + bar.width // 2, bar.centery))
    assert abs(scene.replay.position - scene.replay.length // 2) <= 1
    assert scene.table.view == scene.replay.referee.view(0)


def test_a_card_dragged_at_the_replay_table_plays_nothing(app, drag):
    scene = opened(app, ReplayScene(app, finished_game()))
    table = scene.table
    card = table.middle_cards()[0]
    before = scene.replay.referee.state.to_dict()
    drag(table.picture.sprite(card).rect.center, table.plan.cell_rect(0, 4).center)
    assert scene.replay.referee.state.to_dict() == before and scene.replay.position == 0


def test_a_finished_game_may_be_watched_with_every_card_open(app, click):
    scene = opened(app, ReplayScene(app, finished_game("highcard")))
    assert scene.replay.can_open_cards()
    click(button(scene, "cards"))
    app.step()
    table, state = scene.table, scene.replay.referee.state
    shown = table.picture.cards_in(hand(1))
    assert shown == sorted(state.hands[1]) and all(table.picture.sprite(c).face_up for c in shown)
    click(button(scene, "cards"))
    app.step()
    assert not any(isinstance(c, int) for c in scene.table.picture.cards_in(hand(1)))


def test_a_game_not_finished_shows_only_the_persons_cards():
    recorded = finished_game("highcard", moves=3)
    from scenes.kit.replay import Replay
    assert not Replay(recorded).can_open_cards()


# -- the review ----------------------------------------------------------------------------------------
def reviewed(app) -> ReviewScene:
    scene = opened(app, ReviewScene(app, finished_game()))
    assert "Expert is looking at your decisions" in scene.status()
    for _ in range(500):
        if scene.done:
            break
        app.step()
    assert scene.done and not scene.failed and scene.worst
    return scene


def test_the_review_shows_the_table_before_the_costliest_decision_and_expert_s_move(app):
    scene = reviewed(app)
    worst = scene.worst[0]
    assert [j.cost for j in scene.worst] == sorted((j.cost for j in scene.worst), reverse=True)
    assert scene.replay.position == worst.number
    table = scene.table
    assert table.view == scene.replay.referee.view(0)
    assert table.hint.action == worst.best
    assert table.hint.text == str(words(GAMES["pixies"], scene.decisions[worst.number].view, worst))
    assert "cost about" in table.hint.text


def test_a_button_or_a_key_shows_another_decision_and_watch_opens_the_replay_there(app, click, press):
    scene = reviewed(app)
    press(pygame.K_2)
    assert scene.shown == 1 and scene.replay.position == scene.worst[1].number
    click(button(scene, "0"))
    assert scene.shown == 0 and scene.table.hint.action == scene.worst[0].best
    click(button(scene, "watch"))
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.replay.position == scene.worst[0].number
    assert "review" not in replay.buttons          # the review led here: Back returns to it
    press(pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_the_result_screen_offers_the_review_of_the_game_just_played(app, click):
    game = GAMES["highcard"]
    state = game.new(2, seed=1)
    table = open_table(app, state, [HUMAN, "easy"])
    for _ in range(400):
        if isinstance(app.scenes.top, ResultScene):
            break
        if table.my_turn() and not table.queue.busy:
            table.act(table.view.legal_actions()[0])
        app.step(dt=0.1)
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    click(result.buttons["review"])
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.recorded.record == table.link.record()


# -- finished games ---------------------------------------------------------------------------------
def keep(recorded: Recorded) -> None:
    game = GAMES[recorded.game]
    state = Referee.replay(game, recorded.record, list(recorded.seats), recorded.options).state
    finished.keep(recorded.game, recorded.options, list(recorded.seats), state, recorded.record)
    store.flush(5)


@pytest.mark.parametrize("start", ["stats", "load"])
def test_statistics_and_load_lead_to_the_finished_games_to_watch_and_review(app, click, press, start):
    keep(finished_game("highcard"))
    from scenes import tables
    screen = opened(app, tables.other_scene_class(start)(app))
    click(screen.finished)
    listed = app.scenes.top
    assert isinstance(listed, FinishedScene) and len(listed.infos) == 1
    row = listed.rows[listed.infos[0].path]
    click(row["watch"])
    assert isinstance(app.scenes.top, ReplayScene) and "review" in app.scenes.top.buttons
    press(pygame.K_ESCAPE)
    click(row["review"])
    assert isinstance(app.scenes.top, ReviewScene)


def test_a_kept_game_spoiled_since_the_list_was_read_is_refused_and_moved_aside(app, click):
    keep(finished_game("highcard"))
    listed = opened(app, FinishedScene(app))
    path = listed.infos[0].path
    doc = json.loads(path.read_text())
    doc["record"]["moves"] = doc["record"]["moves"][:-1]
    path.write_text(json.dumps(doc))
    click(listed.rows[path]["watch"])
    assert isinstance(app.scenes.top, MessageDialog) and "do not lead to its position" in app.scenes.top.text
    assert not path.exists() and listed.infos == []


# -- text size and window size ---------------------------------------------------------------------
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_records_screens_show_their_whole_text_at_every_text_size(app, size, scale):
    from experience_helpers import settings_kept
    from test_experience_scale import clipped_text
    keep(finished_game("highcard"))
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale))
        app.resize(size)
        for scene in (FinishedScene(app), ReplayScene(app, finished_game(), review=lambda: None),
                      ReviewScene(app, finished_game())):
            opened(app, scene)
            while not getattr(scene, "done", True):
                app.step()
            window = pygame.Rect((0, 0), app.size)
            assert clipped_text(scene, window) == [], f"{scene.name} at {scale} % in {size}"
            buttons = sorted((b.rect for b in getattr(scene, "buttons", {}).values()), key=lambda r: r.left)
            assert all(window.contains(r) for r in buttons)
            assert all(a.right <= b.left for a, b in zip(buttons, buttons[1:])), f"{scene.name}: buttons overlap"
            app.scenes.pop()


@pytest.mark.parametrize("scale", [100, 200])
def test_the_reviews_bubble_keeps_clear_of_the_grids_and_of_what_it_rings(app, scale):
    """Issue 42: the review's bubble covered the bot's grid; at every text size it now keeps clear
    of each seat's grid and of Expert's card and space (or says less)."""
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    scene = reviewed(app)
    for index in range(len(scene.worst)):
        scene.show(index)
        app.step()
        table = scene.table
        bubble = table.hint.bubble.rect
        for seat, area in table.plan.area_rects.items():
            assert not bubble.colliderect(area), (index, seat, bubble, area)
        for ring in table.hint.targets:
            assert not bubble.colliderect(ring), (index, bubble, ring)

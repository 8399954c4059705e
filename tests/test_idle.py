"""Drawing only when something changes: the real loop (`App.run`) on a fake clock with scripted
input, counting the frames it draws; what each scene's `next_wake` answers; F11 and key repeat."""
from __future__ import annotations

import dataclasses
import functools

import pygame
import pytest

from game import GAMES
from loop_helpers import run_for
from scenes.app import F11_SETTLE_SECONDS, MAX_DT
from scenes.flanx.table import COUNT_STEP
from scenes.kit.tween import AnimationQueue, Sequence, Tween, Wait
from scenes.kit.wake import IDLE, NOW, WAKE, WidgetWatch, soonest, wake_loop
from scenes.pacing import FPS, sdl_waiter
from table_helpers import referee_of


def motion(pos=(400, 300)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)


def tips_seen(app) -> None:
    app.apply_settings(dataclasses.replace(app.settings, tips_seen=tuple(GAMES)))


# -- the loop ------------------------------------------------------------------------------------
def test_the_menu_draws_nothing_while_nothing_moves(app):
    pacer = run_for(app, 10.0)
    assert len(pacer.frames_between(1.0, 10.0)) == 0
    assert pacer.wakes[-1] is IDLE


def test_input_is_drawn_at_once_and_then_the_loop_rests_again(app):
    pacer = run_for(app, 10.0, script=[(5.0, motion((300, 200))), (7.25, motion((320, 210)))])
    assert pacer.frames_between(1.0, 5.0) == []
    assert pacer.frames_between(5.0, 5.0 + 1 / FPS + 1e-9) == [5.0]
    assert pacer.frames_between(7.25, 7.25 + 1 / FPS + 1e-9) == [7.25]
    assert len(pacer.frames_between(5.0, 10.0)) <= 6      # the answer, then a few settling frames


def test_a_storm_of_input_costs_no_more_than_60_frames_a_second(app):
    storm = [(2.0 + i / 1000, motion((200 + i % 50, 200))) for i in range(1000)]
    pacer = run_for(app, 3.0, script=storm)
    assert len(pacer.frames_between(2.0, 3.0)) <= FPS + 1


def test_a_fade_runs_at_full_frame_rate_then_stops(app):
    from scenes.menu import GameChoice
    app.scenes.push(GameChoice(app))
    pacer = run_for(app, 3.0)
    fade = pacer.frames_between(0.0, 0.25)
    assert len(fade) >= 0.2 * FPS - 1
    assert all(b - a == pytest.approx(1 / FPS) for a, b in zip(fade, fade[1:]))
    assert pacer.frames_between(1.0, 3.0) == []


def test_time_spent_waiting_counts_in_full_and_a_stalled_frame_is_cut_to_max_dt(app):
    """dt after an idle wait is all the time waited (a clock counts it); a frame whose own work
    took long (a big load, a dragged window) reports at most MAX_DT beyond its wait."""
    pacer = run_for(app, 6.0, script=[(5.0, motion())])
    woken = pacer.frames.index(5.0)
    assert pacer.steps[woken] == pytest.approx(5.0 - pacer.frames[woken - 1])
    assert sum(pacer.steps) == pytest.approx(pacer.frames[-1] - pacer.frames[0])
    stalled = run_for(app, 5.0, script=[(1.0 + i / 60, motion((300 + i, 300))) for i in range(30)],
                      stalls={2: 2.0})
    assert stalled.frames[1:3] == [1.0, 3.0]
    assert stalled.steps[2] == pytest.approx(MAX_DT)


# -- tables --------------------------------------------------------------------------------------
def human_table(app, game_name: str, seed: int = 1, **options):
    """A new table of `game_name`, the person against the gentlest bots, dealt from `seed`: a deal
    whose course is known (a random one could leave a LIXO? person no raise at all, so that the
    table passes for them and the bots play on, which is no table waiting)."""
    from scenes.kit import match
    rules = GAMES[game_name]
    players = min(rules.max_players, max(rules.min_players, 2))
    seats = ["human"] + [next(level for level in rules.levels if level != "random")] * (players - 1)
    tips_seen(app)
    real = match.open_match
    match.open_match = functools.partial(real, seed=seed)
    try:
        app.start_table(game_name, players, rules.check_options(players, options), seats)
    finally:
        match.open_match = real
    return app.scenes.top


@pytest.mark.parametrize("game_name", ["pixies", "lixo", "flixo", "zen"])
def test_a_table_waiting_for_the_person_draws_nothing(app, game_name):
    table = human_table(app, game_name)
    pacer = run_for(app, 30.0)
    assert table.my_turn() and not table.queue.busy
    assert pacer.frames_between(15.0, 30.0) == []
    assert pacer.wakes[-1] is IDLE


@pytest.mark.parametrize("game_name", ["pixies", "lixo", "flixo", "zen"])
def test_a_table_on_the_persons_turn_asks_for_no_wake_up_at_all(app, game_name):
    """Once the deal's sounds are over the effects' mixer closes (its audio thread, outside the
    loop, woke ~100 times a second), and from then on nothing asks the loop for any wake-up."""
    from scenes.kit.sounds import QUIET_CLOSE_S
    table = human_table(app, game_name)
    if pygame.mixer.get_init():  # the dummy audio device plays in real time, the loop's clock is fake
        pygame.mixer.stop()
    pacer = run_for(app, 30.0)
    assert table.my_turn() and not table.queue.busy
    assert pygame.mixer.get_init() is None
    assert pacer.frames_between(QUIET_CLOSE_S + 5, 30.0) == []
    assert pacer.wakes[-1] is IDLE and app.next_wake() is IDLE


def test_the_flanx_clock_ticks_once_a_second_when_nothing_else_moves(app):
    table = human_table(app, "flanx", variant="duel")
    bot = 1
    referee_of(table).bots[bot].period = 10 ** 6     # the bot waits: only the clock changes the picture
    pacer = run_for(app, 12.0)
    assert table.countdown is None and not table.view.is_over()
    frames = pacer.frames_between(6.0, 12.0)
    assert 6 <= len(frames) <= 7
    assert all(b - a == pytest.approx(1.0, abs=0.02) for a, b in zip(frames, frames[1:])), frames
    assert table.hud.scores.text == f"Time 0:{int(table.elapsed()):02d}"
    assert table.elapsed() == pytest.approx(frames[-1] - 3 * COUNT_STEP, abs=0.02)


def test_a_flanx_bot_wakes_the_loop_on_its_own_clock(app):
    table = human_table(app, "flanx", variant="duel")
    moves = table.moves
    run_for(app, 40.0)              # the gentlest level's first cards take 18 s each (game.flanx.pace)
    assert table.moves > moves


def test_the_lixo_pass_for_a_person_who_cannot_raise_still_comes_while_idle(app, monkeypatch):
    table = human_table(app, "lixo")
    run_for(app, 10.0)
    assert table.my_turn()
    passed = []
    monkeypatch.setattr(type(table), "only_pass", lambda self: self.my_turn())
    monkeypatch.setattr(table, "act", lambda action, seat=None: passed.append(action) or True)
    pacer = run_for(app, 3.0)
    assert [str(action) for action in passed[:1]] == ["pass"]
    assert len(pacer.frames) <= 12


# -- what scenes answer --------------------------------------------------------------------------
class Target:
    x = 0.0


def test_the_queue_wakes_now_while_moving_and_after_a_pause_while_waiting():
    queue = AnimationQueue()
    assert queue.next_wake() is None
    queue.add(Wait(0.5))
    assert queue.next_wake() == pytest.approx(0.5)
    queue.update(0.2)
    assert queue.next_wake() == pytest.approx(0.3)
    queue.add(Tween(Target(), 0.2, x=10.0))
    assert queue.next_wake() == pytest.approx(0.3)     # only the first step plays
    queue.update(0.31)
    assert queue.next_wake() == 0.0
    target = Target()
    queue.finish_all()
    queue.play(Sequence(Tween(target, 2.0, x=0.0)))     # a tween that moves nothing: a timer
    queue.update(0.01)
    assert queue.next_wake() == pytest.approx(1.99)


def test_soonest_takes_the_earliest_time_and_none_means_idle():
    assert soonest(None, 2.0, 0.5) == 0.5
    assert soonest(None, None) is IDLE
    assert soonest(-0.01, 3.0) == NOW


def test_a_hud_message_wakes_the_table_when_it_goes(app):
    table = human_table(app, "pixies")
    run_for(app, 10.0)
    table.hud.show_message("Hello", seconds=4.0)
    pacer = run_for(app, 6.0)
    assert pacer.frames_between(0.1, 4.0) == []
    assert pacer.frames_between(4.0, 4.02) and table.hud.message_text is None


def test_a_focused_text_field_blinks_and_a_resting_pointer_brings_the_tool_tip(app):
    import pygame_gui

    from scenes.kit.scene import Scene
    scene = Scene(app)
    app.scenes.push(scene)
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(100, 100, 300, 40), manager=scene.ui)
    button = pygame_gui.elements.UIButton(pygame.Rect(100, 300, 200, 40), "Go", manager=scene.ui,
                                          tool_tip_text="goes")
    watch = WidgetWatch()
    assert watch.next_wake(scene.ui) == NOW              # new widgets: one more frame
    assert watch.next_wake(scene.ui) is IDLE
    entry.focus()
    assert 0.9 < watch.next_wake(scene.ui) <= 1.01       # the cursor rests, then blinks
    entry.cursor_blink_delay_after_moving_acc, entry.blink_cursor_time_acc = 2.0, 0.1
    assert watch.next_wake(scene.ui) == pytest.approx(0.3)
    entry.unfocus()
    entry.cursor_on = False
    button.hovered, button.hover_time = True, 0.25
    assert watch.next_wake(scene.ui) == pytest.approx(0.75, abs=0.01)
    button.tool_tip_text = None
    assert watch.next_wake(scene.ui) is IDLE


def test_wake_loop_posts_a_wake_event_that_any_thread_may_send():
    pygame.event.clear()
    wake_loop()
    assert [event.type for event in pygame.event.get()] == [WAKE]


def test_a_bot_job_wakes_the_loop_when_its_move_is_known(app):
    table = human_table(app, "pixies")
    job = table.worker.submit("pixies", "easy", table.view, 1, seat=table.me)
    pygame.event.clear()
    job.when_done(wake_loop)
    assert WAKE in [event.type for event in pygame.event.get()]


def test_sdl_wait_blocks_until_input_and_leaves_the_event_for_pygame(app):
    waiter = sdl_waiter()
    if waiter is None:
        pytest.skip("pygame's SDL library could not be found here (pygame.event.wait is used)")
    pygame.event.clear()
    assert waiter(0.02) == (False, [])
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, marker=7))
    assert waiter(5.0) == (True, [])
    assert [getattr(event, "marker", None) for event in pygame.event.get()] == [7]


# -- F11 -----------------------------------------------------------------------------------------
def key(kind: int, **extra) -> pygame.event.Event:
    return pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="", scancode=0, **extra)


def test_f11_ignores_a_keydown_marked_repeat(app):
    app.step([key(pygame.KEYDOWN)])
    assert app.fullscreen
    app.step([key(pygame.KEYUP), key(pygame.KEYDOWN, repeat=True)])
    assert app.fullscreen


def test_f11_toggles_once_while_held_and_again_on_the_next_press(app):
    app.step([key(pygame.KEYDOWN), key(pygame.KEYDOWN), key(pygame.KEYDOWN)])
    assert app.fullscreen
    app.step([key(pygame.KEYUP)])
    app.step([key(pygame.KEYDOWN), key(pygame.KEYUP)])
    assert not app.fullscreen


def test_f11_held_through_the_switch_is_not_pressed_again_by_the_new_window(app):
    """SDL lets go of held keys when the window loses the focus and presses them again when it
    has it back: the switch's own focus change must not switch back."""
    app.step([key(pygame.KEYDOWN)])
    assert app.fullscreen
    app.step([key(pygame.KEYUP), pygame.event.Event(pygame.WINDOWFOCUSLOST),
              pygame.event.Event(pygame.WINDOWFOCUSGAINED), key(pygame.KEYDOWN)])
    assert app.fullscreen
    app.step([key(pygame.KEYUP)])
    app.pacer.sleep(F11_SETTLE_SECONDS + 0.05)
    app.step([key(pygame.KEYDOWN), key(pygame.KEYUP)])
    assert not app.fullscreen

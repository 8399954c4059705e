"""Screens that change by themselves get there with no input: each runs through the real loop's
rules (a frame only when `next_wake` asks or an event waits, tests/loop_helpers.py) and must reach
its end. Watch's Play runs the record to its last move; the review judges every decision and shows
the costliest; a table's bots answer the person's move and hand the turn back."""
from __future__ import annotations

import time

import pytest

from game import GAMES
from game.referee import HUMAN
from loop_helpers import run_for
from records_helpers import finished_game
from scenes.kit.wake import IDLE
from scenes.replay import ReplayScene
from scenes.review import ReviewScene
from table_helpers import referee_of

#: every game with a replay, the tests' own High card included (a Zen puzzle has no Watch)
GAME_NAMES = sorted(name for name in GAMES if name != "zen")
#: the review's test judges the first moves of a game: enough to need many frames, in seconds
REVIEWED_MOVES = 16


def opened(app, scene):
    app.scenes.push(scene)
    app.step()
    return scene


@pytest.mark.parametrize("name", GAME_NAMES)
def test_watch_plays_a_whole_game_to_its_end_with_nobody_touching_anything(app, name):
    scene = opened(app, ReplayScene(app, finished_game(name)))
    scene.toggle_play()
    pacer = run_for(app, 60.0 * 30)
    assert scene.replay.at_end and not scene.replay.playing
    assert pacer.wakes[-1] is IDLE                     # and then it rests


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_review_judges_every_decision_with_nobody_touching_anything(app, name):
    scene = opened(app, ReviewScene(app, finished_game(name, moves=REVIEWED_MOVES)))
    assert len(scene.decisions) > 1
    pacer = run_for(app, 600.0, until=lambda: scene.done)
    assert scene.done and not scene.failed
    assert len(scene.judged) == len(scene.decisions)
    assert scene.own_wake() is IDLE                    # the table's hint ring may still pulse
    assert pacer.t < 600.0


def test_a_paused_replay_and_a_finished_review_ask_for_no_frame(app):
    replay = opened(app, ReplayScene(app, finished_game("pixies")))
    run_for(app, 5.0)
    assert replay.own_wake() is IDLE and replay.replay.position == 0
    app.scenes.pop()
    review = opened(app, ReviewScene(app, finished_game("pixies", moves=REVIEWED_MOVES)))
    assert review.own_wake() == 0.0                    # judging: the next frame collects and starts one
    run_for(app, 600.0, until=lambda: review.done)
    assert review.own_wake() is IDLE


@pytest.mark.parametrize("name", ["pixies", "lixo", "flixo"])
def test_after_the_persons_move_the_bots_play_on_until_it_is_theirs_again(app, name):
    rules = GAMES[name]
    players = max(rules.min_players, 3 if name != "pixies" else 2)
    app.start_table(name, players, rules.check_options(players, {}), [HUMAN] + ["easy"] * (players - 1))
    table = app.scenes.top
    referee = referee_of(table)
    resting = lambda: table.my_turn() and not table.queue.busy      # noqa: E731
    played_on = lambda: referee.is_over() or (len(referee.moves) > moves + 1 and resting())  # noqa: E731
    moves = 0
    for wanted, seconds in ((resting, 60.0), (played_on, 300.0)):
        # the loop's time jumps, the worker thinks in real time: on a loaded machine its answer may
        # come after the jumped seconds, so the loop runs again until it came (or 60 s have passed)
        deadline = time.monotonic() + 60.0
        while not wanted() and time.monotonic() < deadline:
            run_for(app, seconds, until=wanted)
        assert wanted()
        if wanted is resting:
            moves = len(referee.moves)
            assert table.act(table.view.legal_actions()[0])

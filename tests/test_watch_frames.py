"""Watch draws its table as a table alone draws: only where cards moved, its band whole every
frame, and the window stays pixel for pixel what drawing the whole frame gives. A host that
draws over its table (the review's rings, a lesson's coach) keeps drawing whole frames."""
from __future__ import annotations

import dataclasses

from game import GAMES
from game.ai.review import Budget
from scenes.replay import ReplayScene
from scenes.review import ReviewScene
from scenes.smoke.reviews import finished_against_bots
from test_kit_still import window_as_drawn_afresh


def test_watch_playing_draws_partial_frames_that_equal_whole_ones(app):
    app.settings = dataclasses.replace(app.settings, tips_seen=tuple(GAMES))
    recorded = finished_against_bots("pixies")
    assert recorded is not None
    watch = ReplayScene(app, recorded)
    app.scenes.push(watch)
    while app.scenes.fading:
        app.step(dt=0.02)
    watch.toggle_play()
    partial = []
    drawing = watch.table.still.draw
    watch.table.still.draw = lambda *args: partial.append(drawing(*args)) or partial[-1]
    start = watch.replay.position
    for frame in range(240):
        app.step(dt=0.02)
        if frame % 4 == 3:
            window_as_drawn_afresh(app, watch.table, watch)
    assert watch.replay.position > start + 3, "Watch played on"
    assert sum(partial) > len(partial) // 2, "most frames are partial"


def test_a_host_that_draws_over_its_table_is_not_drawn_partially(app):
    recorded = finished_against_bots("pixies")
    assert recorded is not None
    for host, alone in ((ReplayScene(app, recorded), True), (ReviewScene(app, recorded, Budget(1, 1)), False)):
        app.scenes.push(host)
        app.step(dt=0.02)
        while app.scenes.fading:
            app.step(dt=0.02)
        assert host.only_band is alone
        assert host.table.still.alone(host.table, app.window) is alone
        app.scenes.unwind()

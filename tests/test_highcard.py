"""A new game needs nothing outside its own files: the tests' High card (tests/highcard) is found
by the registries, played to the end at the generic table kit through the referee by real mouse
drags, saved and loaded, counted in the statistics and kept in its own campaign section
(what each registry takes from its files: tests/test_declarations.py)."""
from __future__ import annotations

from game import GAMES
from highcard.campaign import HighCardRecords
from saves import campaign, stats, store
from scenes import tables
from scenes.result import ResultScene


def test_the_new_game_is_found_everywhere_a_game_is():
    assert "highcard" in GAMES and tables.table_class("highcard").__name__ == "HighCardTable"


def test_a_whole_game_is_played_by_mouse_saved_and_counted(app, drag):
    app.start_table("highcard", 2, {}, ["human", "easy"])
    table = app.scenes.top
    for _ in range(2000):
        if table.view.is_over():
            break
        if table.my_turn() and not table.queue.busy:
            card = table.view.mine[0]
            sprite = table.picture.sprite(card)
            drag((round(sprite.x), round(sprite.y)), table.trick_rect().center)
            assert card not in table.view.mine, "the drop was refused"
        app.step(dt=0.05)
    assert table.view.is_over()
    for _ in range(100):
        app.step(dt=0.05)
    assert isinstance(app.scenes.top, ResultScene)
    store.flush()
    saved = store.latest()
    assert saved.game == "highcard" and saved.state.is_over()
    assert stats.load().get("highcard", "easy").games == 1
    record = campaign.load().section(HighCardRecords)["easy"]       # its own campaign section
    assert record.played == 1 and record.most_tricks == len(table.view.taken[0]) // 2

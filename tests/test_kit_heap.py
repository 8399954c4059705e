"""Memory that closed scenes and finished searches leave behind goes back (scenes.kit.heap):
the soak (bench/soak.py) grew from 64 MB to 340 MB before this."""
from __future__ import annotations

import gc
import subprocess
import sys
import weakref

import pytest

from game import GAMES
from scenes.kit import cards, heap
from scenes.kit.botworker import choose_action

glibc_only = pytest.mark.skipif(heap.glibc() is None, reason="mallopt and malloc_trim are glibc's")


@pytest.fixture
def no_automatic_gc():
    """With the automatic collector off, only the app's own pass can free a cyclic scene."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def test_a_closed_table_is_freed_on_the_next_frame(app, no_automatic_gc):
    app.start_table("pixies", 2, {}, ["human", "easy"])
    app.step()
    table = weakref.ref(app.scenes.top)
    app.scenes.unwind()
    assert table() is not None, "the scene is cyclic garbage: refcounting alone cannot free it"
    app.step()
    assert table() is None


def test_no_pass_runs_while_the_stack_stays_as_it_is(app, monkeypatch):
    passes = []
    monkeypatch.setattr(heap, "collect_closed_scenes", lambda: passes.append(1) or 0)
    app.step()
    app.step()
    assert passes == []
    app.start_table("pixies", 2, {}, ["human", "easy"])
    app.step()
    assert passes == []           # nothing left the stack: the table went over the menu
    app.scenes.unwind()
    app.step()
    app.step()
    assert passes == [1]          # one pass for the table that left, not one per frame


def test_a_closed_table_takes_its_card_art_with_it(app):
    app.start_table("pixies", 2, {}, ["human", "easy"])
    app.step()
    assert cards._art, "the table painted its cards"
    app.scenes.unwind()
    assert cards._art == {} and cards._art_bytes[0] == 0


@glibc_only
def test_big_freed_blocks_go_back_to_the_system_on_glibc():
    assert heap.fix_mmap_threshold() is True
    assert isinstance(heap.trim(), bool)


def test_after_start_up_collections_skip_what_start_up_made():
    heap.settle_start_up()
    try:
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_the_worker_answers_with_a_legal_move_and_trims_after_it():
    state = GAMES["pixies"].new(2, seed=4)
    seat = state.to_move()[0]
    action = choose_action("pixies", "normal", state.view(seat), seed=1, budget={"iterations": 20})
    assert action in state.legal_actions(seat)


def test_the_entry_point_keeps_pygame_out_of_the_bots_worker():
    """A spawned worker imports the script that started the app first: `parlour`'s module must
    not bring pygame and the scenes with it."""
    code = "import scenes, sys; print('pygame' in sys.modules, callable(scenes.main))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"]

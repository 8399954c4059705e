"""Undo that never leaks: the generic check (game.core.undo), the table's history, and Ctrl+Z and
the Undo button on the real tables."""
from __future__ import annotations

import random

import pygame
import pytest

from game import GAMES
from game.core import RoundEnded
from game.core.undo import reveals_nothing, why_revealing
from game.flixo.actions import Draw
from game.lixo.rules import Raise
from saves import store
from scenes.kit import botworker
from scenes.kit.table import TableScene
from scenes.kit.undo import UndoHistory

CTRL_Z = dict(key=pygame.K_z, mod=pygame.KMOD_LCTRL)


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


def open_table(app, game_name, seats, state=None, cls=None):
    from scenes import tables
    cls = cls or tables.table_class(game_name)
    table = cls(app, game_name, len(seats), GAMES[game_name].check_options(len(seats), {}), list(seats), state)
    app.scenes.push(table)
    app.step()
    return table


def until(app, condition, frames=900):
    for _ in range(frames):
        if condition():
            return
        app.step()
    raise AssertionError("the table never got there")


def pixies_where_i_start() -> "object":
    seed = next(s for s in range(50) if GAMES["pixies"].new(2, s).to_move() == [0])
    return GAMES["pixies"].new(2, seed)


# -- the generic check ---------------------------------------------------------------------------

def test_a_pixies_pick_of_a_face_up_card_reveals_nothing():
    state = pixies_where_i_start()
    before = state.view(0)
    action = state.legal_actions(0)[0]
    state.apply(0, action)
    assert reveals_nothing(before, [(0, action)], state.view(0))


def test_a_flixo_draw_reveals_the_drawn_card():
    state, rng = GAMES["flixo"].new(2, 3), random.Random(3)
    while Draw() not in state.legal_actions(state.to_move()[0]) or state.to_move() != [0]:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    before = state.view(0)
    state.apply(0, Draw())
    assert why_revealing(before, [(0, Draw())], state.view(0)) == "a hidden card came to light since your move"


def lixo_bot_raise_after_my_move():
    """A LIXO game just after the person's move and a bot's raise from its hidden hand."""
    for seed in range(200):
        state, rng = GAMES["lixo"].new(2, seed), random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            seat = state.to_move()[0]
            if seat == 0:
                before, mine = state.view(0), state.legal_actions(0)[0]
                trial = state.clone()
                trial.apply(0, mine)
                if not trial.is_over() and trial.to_move() == [1]:
                    raises = [a for a in trial.legal_actions(1) if isinstance(a, Raise)]
                    if raises:
                        trial.apply(1, raises[0])
                        return before, [(0, mine), (1, raises[0])], trial
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no LIXO game with a bot raise after the person's move")


def test_a_lixo_bid_by_a_bot_after_my_move_is_refused():
    before, since, now = lixo_bot_raise_after_my_move()
    assert not reveals_nothing(before, since, now.view(0))


def test_a_view_without_secrets_always_allows_undo():
    """A stub view with one consistent world: every replay lands where the real game did."""
    state = pixies_where_i_start()

    class Open:
        seat = 0

        def determinize(self, rng):
            return state.clone()

    action = state.legal_actions(0)[0]
    after = state.clone()
    after.apply(0, action)
    assert reveals_nothing(Open(), [(0, action)], after.view(0))


# -- the table's history -------------------------------------------------------------------------

def test_the_history_keeps_each_move_of_mine_and_the_moves_after_it():
    state = pixies_where_i_start()
    history = UndoHistory()
    snapshot = state.to_dict()
    action = state.legal_actions(0)[0]
    history.before(state, 0, me=0)
    history.after(0, action, state.apply(0, action))
    assert history.refusal(state, 0) is None
    assert history.pop(GAMES["pixies"]).to_dict() == snapshot
    assert history.refusal(state, 0) == "Nothing to undo since the round began."


def test_a_round_end_is_a_wall_for_undo():
    state = pixies_where_i_start()
    history = UndoHistory()
    history.before(state, 0, me=0)
    history.after(0, state.legal_actions(0)[0], [RoundEnded(1, (0, 0))])
    assert not history.points


def test_a_bots_move_starts_no_undo_point():
    state = GAMES["pixies"].new(2, next(s for s in range(50) if GAMES["pixies"].new(2, s).to_move() == [1]))
    history = UndoHistory()
    history.before(state, 1, me=0)
    assert not history.points


# -- on the real tables --------------------------------------------------------------------------

def test_ctrl_z_after_a_pixies_pick_restores_the_exact_state(app, press):
    table = open_table(app, "pixies", ["human", "random"], state=pixies_where_i_start())
    until(app, table.my_turn)
    snapshot = table.state.to_dict()
    assert table.hud.undo_button.visible and not table.hud.undo_button.is_enabled
    assert table.act(table.state.legal_actions(0)[0])
    assert table.hud.undo_button.is_enabled
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    restored = app.scenes.top
    assert restored is not table and type(restored) is type(table)
    assert restored.state.to_dict() == snapshot
    assert restored.hud.message_text == "Undone"
    store.flush()
    assert store.load(store.saves_dir() / f"{store.AUTOSAVE_PREFIX}pixies.json").state.to_dict() == snapshot


def test_the_undo_button_takes_back_my_move_and_the_bots_reply(app, click):
    table = open_table(app, "pixies", ["human", "random", "random"], state=GAMES["pixies"].new(3, 1))
    until(app, table.my_turn)
    snapshot = table.state.to_dict()
    table.act(table.state.legal_actions(0)[0])
    moves = table.moves
    until(app, lambda: table.moves > moves)          # the next bot took a face-up card too
    assert len(table.history.points[-1].since) == 2
    click(table.hud.undo_button)
    assert app.scenes.top.state.to_dict() == snapshot


def test_undo_after_a_flixo_draw_is_refused_and_says_why(app, press, mouse):
    from scenes.flixo.table import FlixoTable
    state, rng = GAMES["flixo"].new(2, 3), random.Random(3)
    while Draw() not in state.legal_actions(state.to_move()[0]) or state.to_move() != [0]:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    table = open_table(app, "flixo", ["human", "random"], state=state, cls=FlixoTable)
    until(app, table.my_turn)
    assert table.act(Draw())
    after = table.state.to_dict()
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table and table.state.to_dict() == after
    assert table.hud.message_text == "No undo: a hidden card came to light since your move."
    assert not table.hud.undo_button.is_enabled
    app.step([mouse(pygame.MOUSEMOTION, (5, 600), 0)])
    table.hud.show_message("")
    app.step([mouse(pygame.MOUSEMOTION, table.hud.undo_button.rect.center, 0)])
    assert table.hud.message_text.startswith("No undo:")     # pointing at it says why


def test_undo_after_a_lixo_bots_bid_is_refused(app, press):
    before, since, now = lixo_bot_raise_after_my_move()
    table = open_table(app, "lixo", ["human", "random"], state=now)
    # the history the table would have kept: the move of mine and the bot's raise
    from scenes.kit.undo import UndoPoint
    table.history.points.append(UndoPoint({}, before, list(since)))
    table.refresh_hud()
    assert not table.hud.undo_button.is_enabled
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table and table.state == now
    assert table.hud.message_text.startswith("No undo:")


def test_no_undo_at_a_realtime_table_and_none_offered_when_turned_off(app):
    duel = open_table(app, "flanx", ["human", "random"])
    assert duel.realtime and not duel.undo_offered() and not duel.hud.undo_button.visible

    class NoUndo(TableScene):
        undo_allowed = False
    app.scenes.pop()
    table = open_table(app, "pixies", ["human", "random"], cls=NoUndo)
    assert not table.hud.undo_button.visible


def zen_places(state):
    from game.zen.rules import Place
    return [a for a in state.legal_actions(0) if isinstance(a, Place)]


def zen_puzzle_that_offers_a_placement(steps=20):
    """A seeded puzzle in which taking the first action (a draw) soon offers a placement."""
    zen = GAMES["zen"]
    for seed in range(100):
        state = zen.new(1, seed, **zen.check_options(1, {}))
        probe = state.clone()
        for _ in range(steps):
            if zen_places(probe):
                return state
            probe.apply(0, probe.legal_actions(0)[0])
    raise AssertionError("no seeded Zen puzzle offers a placement")


def test_ctrl_z_at_zen_still_reaches_the_puzzles_own_undo(app, press):
    table = open_table(app, "zen", ["human"], state=zen_puzzle_that_offers_a_placement())
    assert not table.undo_offered() and not table.hud.undo_button.visible
    until(app, lambda: not table.queue.busy)
    for _ in range(20):
        if zen_places(table.state):
            break
        table.act(table.state.legal_actions(0)[0])
        until(app, lambda: not table.queue.busy)
    places = zen_places(table.state)
    assert places, "the seeded puzzle offered no placement at the table"
    placed, hand = list(table.state.placed), sorted(table.state.hand)
    table.act(places[0])
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table                      # the same puzzle, its card back in hand
    assert list(table.state.placed) == placed and sorted(table.state.hand) == hand


def a_move_that_reveals_nothing(state, me):
    """One of `me`'s legal moves after which nothing hidden has come to light, or None."""
    for action in state.legal_actions(me):
        trial = state.clone()
        trial.apply(me, action)
        if not trial.is_over() and reveals_nothing(state.view(me), [(me, action)], trial.view(me)):
            return action
    return None


@pytest.mark.parametrize("game_name,options", [("pixies", {}), ("lixo", {}), ("flixo", {}),
                                               ("flanx", {"variant": "toddler"})])
def test_every_turn_based_table_is_rebuilt_exactly_by_undo(app, press, game_name, options):
    from scenes.flixo.table import FlixoTable
    players = 3 if game_name == "flanx" else 2
    seats = ["human"] + ["random"] * (players - 1)
    cls = FlixoTable if game_name == "flixo" else None
    state = GAMES[game_name].new(players, 4, **options)
    table = open_table(app, game_name, seats, state=state, cls=cls)
    for _ in range(12):
        until(app, lambda: table.my_turn() and not table.queue.busy)
        action = a_move_that_reveals_nothing(table.state, 0)
        if action is not None:
            break
        table.act(table.state.legal_actions(0)[0])
    else:
        pytest.fail(f"no move that reveals nothing came up in {game_name}")
    snapshot = table.state.to_dict()
    assert table.act(action)
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    restored = app.scenes.top
    assert type(restored) is type(table) and restored is not table
    assert restored.state.to_dict() == snapshot
    for _ in range(5):
        app.step()                                   # and the rebuilt table runs on

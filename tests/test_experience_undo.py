"""Undo that never leaks: the generic check (game.core.undo), the referee's undo book
(game.referee.undo), and Ctrl+Z and the Undo button on the real tables."""
from __future__ import annotations

import random

import pygame
import pytest

from game import GAMES
from game.core import RoundEnded
from game.core.text import T
from game.core.undo import reveals_nothing, why_revealing
from game.flixo.actions import Draw
from game.lixo import Raise
from game.referee import HUMAN, Referee, SyncThinker
from game.referee.bots import DoneJob
from saves import store
from scenes.kit import botworker
from scenes.kit.table import TableScene
from table_helpers import open_table as open_any
from table_helpers import referee_of

NOTHING_TO_UNDO = T("Nothing to undo since the round began.")


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


def open_table(app, game_name, seats, state=None, options=None, cls=None):
    """`game_name`'s table on `state` (a new deal from seed 1 by default), after one frame."""
    rules = GAMES[game_name]
    filled = rules.check_options(len(seats), dict(options or {}))
    state = state if state is not None else rules.new(len(seats), 1, **filled)
    return open_any(app, state, seats, filled, cls=cls, settle_frames=1)


def until(app, condition, frames=900):
    for _ in range(frames):
        if condition():
            return
        app.step()
    raise AssertionError("the table never got there")


def pixies_where_i_start(players: int = 2, first: int = 0):
    seed = next(s for s in range(50) if GAMES["pixies"].new(players, s).to_move() == [first])
    return GAMES["pixies"].new(players, seed)


def referee_at(state, seats) -> Referee:
    game = state.game
    return Referee(game, state, seats, game.check_options(state.players, {}), thinker=SyncThinker())


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
    assert str(why_revealing(before, [(0, Draw())], state.view(0))) == "a hidden card came to light since your move"


def lixo_bot_raise_after_my_move():
    """A LIXO? game where the person (seat 0) is to move, their first legal move, and a raise the
    bot (seat 1) may answer with from its hidden hand: (the position, my move, the bot's raise)."""
    for seed in range(200):
        state, rng = GAMES["lixo"].new(2, seed), random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            seat = state.to_move()[0]
            if seat == 0:
                mine = state.legal_actions(0)[0]
                trial = state.clone()
                trial.apply(0, mine)
                if not trial.is_over() and trial.to_move() == [1]:
                    raises = [a for a in trial.legal_actions(1) if isinstance(a, Raise)]
                    if raises:
                        return state, mine, raises[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no LIXO game with a bot raise after the person's move")


def test_a_lixo_bid_by_a_bot_after_my_move_is_refused():
    start, mine, bid = lixo_bot_raise_after_my_move()
    now = start.clone()
    now.apply(0, mine)
    now.apply(1, bid)
    assert not reveals_nothing(start.view(0), [(0, mine), (1, bid)], now.view(0))


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


# -- the referee's undo book ---------------------------------------------------------------------

def test_undo_goes_back_before_my_move_and_the_bots_reply_exactly():
    state = pixies_where_i_start()
    snapshot = state.to_dict()
    referee = referee_at(state, [HUMAN, "random"])
    referee.submit(0, referee.view(0).legal_actions()[0])
    while len(referee.moves) < 2:              # the bot thinks, then plays
        referee.update(0.1)
    assert referee.moves[1].seat == 1 and referee.undo_refusal(0) is None
    assert referee.undo(0) is None
    assert referee.state.to_dict() == snapshot and not referee.moves
    assert referee.undo_refusal(0) == NOTHING_TO_UNDO


def test_a_round_end_is_a_wall_for_undo():
    referee = referee_at(pixies_where_i_start(), [HUMAN, HUMAN])
    rng = random.Random(2)
    for _ in range(1000):
        seat = referee.to_move()[0]
        events = referee.submit(seat, rng.choice(referee.view(seat).legal_actions()))
        if any(isinstance(event, RoundEnded) for event in events):
            break
        assert referee.undo_refusal(seat) != NOTHING_TO_UNDO     # within the round: a point per move
    else:
        pytest.fail("the first round never ended")
    assert not referee.is_over()
    assert referee.undo_refusal(0) == referee.undo_refusal(1) == NOTHING_TO_UNDO


def test_a_bots_move_starts_no_undo_point():
    referee = referee_at(pixies_where_i_start(first=1), [HUMAN, "random"])
    while not referee.moves:
        referee.update(0.1)
    assert referee.moves[0].seat == 1
    assert referee.undo_refusal(0) == referee.undo_refusal(1) == NOTHING_TO_UNDO


# -- on the real tables --------------------------------------------------------------------------

def test_ctrl_z_after_a_pixies_pick_restores_the_exact_state(app, press):
    table = open_table(app, "pixies", ["human", "random"], state=pixies_where_i_start())
    referee = referee_of(table)
    until(app, table.my_turn)
    snapshot = referee.state.to_dict()
    assert table.hud.undo_button.visible and not table.hud.undo_button.is_enabled
    assert table.act(table.view.legal_actions()[0])
    assert table.hud.undo_button.is_enabled
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    restored = app.scenes.top
    assert restored is not table and type(restored) is type(table) and restored.link is table.link
    assert referee.state.to_dict() == snapshot and restored.view == referee.state.view(0)
    assert restored.hud.message_text == "Undone"
    store.flush()
    assert store.load(store.saves_dir() / f"{store.AUTOSAVE_PREFIX}pixies.json").state.to_dict() == snapshot


def test_the_undo_button_takes_back_my_move_and_the_bots_reply(app, click):
    table = open_table(app, "pixies", ["human", "random", "random"], state=GAMES["pixies"].new(3, 1))
    referee = referee_of(table)
    until(app, table.my_turn)
    snapshot, before = referee.state.to_dict(), table.moves
    table.act(table.view.legal_actions()[0])
    until(app, lambda: table.moves > before + 1)          # the next bot took a face-up card too
    assert [move.seat for move in referee.moves[before:]] == [0, 1]
    click(table.hud.undo_button)
    assert referee.state.to_dict() == snapshot and len(referee.moves) == before
    assert app.scenes.top.view == referee.state.view(0)


def test_undo_after_a_flixo_draw_is_refused_and_says_why(app, press, mouse):
    state, rng = GAMES["flixo"].new(2, 3), random.Random(3)
    while Draw() not in state.legal_actions(state.to_move()[0]) or state.to_move() != [0]:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    table = open_table(app, "flixo", ["human", "random"], state=state)
    referee = referee_of(table)
    until(app, table.my_turn)
    assert table.act(Draw())
    after = referee.state.to_dict()
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table and referee.state.to_dict() == after
    assert table.hud.message_text == "No undo: a hidden card came to light since your move."
    assert not table.hud.undo_button.is_enabled
    app.step([mouse(pygame.MOUSEMOTION, (5, 600), 0)])
    table.hud.show_message("")
    app.step([mouse(pygame.MOUSEMOTION, table.hud.undo_button.rect.center, 0)])
    assert table.hud.message_text.startswith("No undo:")     # pointing at it says why


class Answers:
    """A thinker whose bots answer with the move given (a bot's choice, fixed for the test)."""

    def __init__(self, action) -> None:
        self.action = action

    def submit(self, game_name, level, view, seed, seat=None, budget=None) -> DoneJob:
        return DoneJob(view, self.action)


def test_undo_after_a_lixo_bots_bid_is_refused(app, press):
    start, mine, bid = lixo_bot_raise_after_my_move()
    table = open_table(app, "lixo", ["human", "random"], state=start)
    referee = referee_of(table)
    referee.thinker = Answers(bid)                  # the bot raises from its hidden hand
    until(app, table.my_turn)
    assert table.act(mine)
    until(app, lambda: table.moves == 2)
    assert referee.moves[1].action == bid
    now = referee.state.to_dict()
    assert not table.hud.undo_button.is_enabled
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table and referee.state.to_dict() == now
    assert table.hud.message_text.startswith("No undo:")


def test_no_undo_at_a_realtime_table_and_none_offered_when_turned_off(app):
    duel = open_table(app, "flanx", ["human", "random"])
    assert duel.realtime and not duel.undo_offered() and not duel.hud.undo_button.visible
    assert str(duel.link.undo()) == "No undo while everybody plays at once."

    class NoUndo(TableScene):
        undo_allowed = False
    app.scenes.pop()
    table = open_table(app, "pixies", ["human", "random"], cls=NoUndo)
    assert not table.hud.undo_button.visible


def zen_places(view):
    from game.zen.actions import Place
    return [a for a in view.legal_actions() if isinstance(a, Place)]


def zen_puzzle_that_offers_a_placement(steps=20):
    """A seeded puzzle in which taking the first action (a draw) soon offers a placement."""
    zen = GAMES["zen"]
    for seed in range(100):
        state = zen.new(1, seed, **zen.check_options(1, {}))
        probe = state.clone()
        for _ in range(steps):
            if zen_places(probe.view(0)):
                return state
            probe.apply(0, probe.legal_actions(0)[0])
    raise AssertionError("no seeded Zen puzzle offers a placement")


def test_ctrl_z_at_zen_still_reaches_the_puzzles_own_undo(app, press):
    table = open_table(app, "zen", ["human"], state=zen_puzzle_that_offers_a_placement())
    assert not table.undo_offered() and not table.hud.undo_button.visible
    until(app, lambda: not table.queue.busy)
    for _ in range(20):
        if zen_places(table.view):
            break
        table.act(table.view.legal_actions()[0])
        until(app, lambda: not table.queue.busy)
    places = zen_places(table.view)
    assert places, "the seeded puzzle offered no placement at the table"
    placed, hand = list(table.view.placed), sorted(table.view.hand)
    table.act(places[0])
    assert list(table.view.placed) != placed
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table                      # the same puzzle, its card back in hand
    assert list(table.view.placed) == placed and sorted(table.view.hand) == hand


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
    players = 3 if game_name == "flanx" else 2
    seats = ["human"] + ["random"] * (players - 1)
    table = open_table(app, game_name, seats, state=GAMES[game_name].new(players, 4, **options), options=options)
    referee = referee_of(table)
    for _ in range(12):
        until(app, lambda: table.my_turn() and not table.queue.busy)
        action = a_move_that_reveals_nothing(referee.state, 0)
        if action is not None:
            break
        table.act(table.view.legal_actions()[0])
    else:
        pytest.fail(f"no move that reveals nothing came up in {game_name}")
    snapshot = referee.state.to_dict()
    assert table.act(action)
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    restored = app.scenes.top
    assert type(restored) is type(table) and restored is not table
    assert referee.state.to_dict() == snapshot and restored.view == referee.state.view(0)
    for _ in range(5):
        app.step()                                   # and the rebuilt table runs on

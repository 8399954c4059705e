"""The Flanx table through real input events: countdown, drag onto glowing cells, discards,
the bot's clock, a cell taken a moment earlier, pause and resume, the outlined ending."""
from __future__ import annotations

import pygame
import pytest

from game.flanx import GAME
from game.flanx.cards import BLACK, WHITE, deck_of
from game.flanx.rules import Discard, Place
from saves import campaign
from scenes.flanx.faces import paint_face
from scenes.flanx.table import COUNT_STEP, FlanxTable
from scenes.kit.cards import set_colour_blind
from scenes.result import ResultScene
from test_flanx_bots import behind_win_ready
from test_flanx_rules import duel_start

NEVER = 1e9


def a_state(variant: str = "duel", players: int = 2, placeable: bool = True):
    """A fresh game where seat 0's hand can (or cannot) be laid somewhere."""
    for seed in range(200):
        state = GAME.new(players, seed=seed, variant=variant)
        if bool(state.placements(0)) == placeable:
            return state
    raise AssertionError("no such seed")


def open_table(app, state, seats=("human", "easy"), bots_wait: bool = True) -> FlanxTable:
    table = FlanxTable(app, "flanx", state.players, GAME.check_options(state.players, {"variant": state.variant}),
                       list(seats), state)
    if bots_wait:
        for seat in table.bot_period:
            table.bot_period[seat] = NEVER
    app.scenes.push(table)
    return table


def settle(app, seconds: float, dt: float = 0.05) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt=dt)


def past_countdown(app, table) -> None:
    settle(app, 3 * COUNT_STEP + 0.6)
    assert table.running()


def sprite_pos(table, c) -> tuple[int, int]:
    sprite = table.sprites[c]
    return round(sprite.x), round(sprite.y)


def test_the_countdown_hides_the_hands_then_turns_them_over(app, mouse):
    state = a_state()
    table = open_table(app, state)
    app.step()
    assert table.countdown is not None and not table.running()
    mine = state.hands[WHITE][0]
    assert not table.sprites[mine].face_up and not table.sprites[state.hands[BLACK][0]].face_up
    before = state.to_dict()
    pos = sprite_pos(table, mine)
    app.step([mouse(pygame.MOUSEMOTION, pos, 0), mouse(pygame.MOUSEBUTTONDOWN, pos)])
    assert table.drag.held is None, "no card may be picked before Omiga!"
    app.step([mouse(pygame.MOUSEBUTTONUP, pos)])
    past_countdown(app, table)
    assert table.sprites[mine].face_up and table.sprites[state.hands[BLACK][0]].face_up
    assert state.to_dict() == before


def test_dragging_a_hand_card_onto_a_glowing_cell_lays_it(app, drag, mouse):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    action = state.placements(WHITE)[0]
    start = sprite_pos(table, action.card)
    app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] - 30, start[1] - 30))])
    glowing = {t for t in table.drag.legal if t != "discard"}
    assert glowing == {(a.col, a.row) for a in state.placements(WHITE) if a.card == action.card}
    app.step([mouse(pygame.MOUSEBUTTONUP, (start[0] - 30, start[1] - 30))])
    settle(app, 0.5)
    target = table.plan.cell_centre(action.col, action.row)
    drag(start, target)
    assert state.cells[state.geometry.index(action.col, action.row)] == action.card
    settle(app, 0.5)
    assert sprite_pos(table, action.card) == target


def test_a_drop_on_a_cell_that_does_not_glow_is_refused_and_the_card_flies_back(app, drag):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    c = state.hands[WHITE][0]
    start = sprite_pos(table, c)
    before = state.to_dict()
    drag(start, table.plan.cell_centre(0, 0))
    settle(app, 0.8)
    assert state.to_dict() == before and sprite_pos(table, c) == start


def test_a_cell_taken_a_moment_earlier_sends_the_card_back_with_the_reason(app, mouse):
    t = duel_start()
    t.lay(WHITE, 5, 4)
    mine, theirs = t.give(WHITE, 5, 3), t.give(BLACK, 5, 3)
    state = t.deal_rest()
    table = open_table(app, state)
    past_countdown(app, table)
    start = sprite_pos(table, mine)
    app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] - 20, start[1]))])
    assert (5, 3) in table.drag.legal
    table.after_action(BLACK, state.apply(BLACK, Place(theirs, 5, 3)))     # the bot got there first
    target = table.plan.cell_centre(5, 3)
    app.step([mouse(pygame.MOUSEMOTION, target)])
    app.step([mouse(pygame.MOUSEBUTTONUP, target)])
    assert table.hud.message_text == "that cell was just taken"
    settle(app, 0.8)
    assert sprite_pos(table, mine) == start and mine in state.hands[WHITE]


def test_the_discard_button_and_the_discard_pile_both_discard_the_hand(app, click, drag):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    hand = list(state.hands[WHITE])
    assert table.discard_button.visible
    click(table.discard_button)
    assert state.discards[WHITE] == hand and len(state.hands[WHITE]) == 3
    settle(app, 0.6)
    second = list(state.hands[WHITE])
    drag(sprite_pos(table, second[0]), table.plan.pile_rect(WHITE, "discard").center)
    assert state.discards[WHITE] == hand + second


def test_the_bot_lays_cards_on_its_own_clock(app):
    state = a_state()
    table = open_table(app, state, seats=("human", "expert"), bots_wait=False)
    past_countdown(app, table)
    table.bot_clock[BLACK] = 0.0
    table.bot_period[BLACK] = 0.8
    settle(app, 0.5)
    assert table.moves == 0, "not before its time"
    settle(app, 0.5)
    assert table.moves >= 1
    laid = [c for c in state.cells if c >= 0 and deck_of(c) == BLACK]
    assert len(laid) >= 2 or state.discards[BLACK]


def test_pausing_and_coming_back_brings_a_new_countdown(app, press):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    press(pygame.K_ESCAPE)
    assert app.scenes.top is not table
    press(pygame.K_ESCAPE)
    assert app.scenes.top is table
    settle(app, 0.4)
    assert table.countdown is not None and not table.sprites[state.hands[WHITE][0]].face_up


def test_an_unplayable_hand_card_is_greyed_at_a_glance(app):
    state = a_state(placeable=False)
    table = open_table(app, state)
    past_countdown(app, table)
    c = state.hands[WHITE][0]
    rect = table.sprites[c].rect
    seen = app.window.get_at((rect.x + 4, rect.centery - rect.height // 4))[:3]
    assert sum(seen) < 3 * 160, "the white card is veiled dark"


def test_a_win_outlines_the_cards_then_shows_the_result_and_keeps_the_best_time(app):
    state, win = behind_win_ready()
    table = open_table(app, state)
    table.resumed = False          # as if dealt by the table itself: its time counts
    past_countdown(app, table)
    assert table.act(Place(win, 4, 2))
    app.step()
    assert table.state.ending["kind"] == "behind" and app.scenes.top is table
    settle(app, 3.5)
    assert isinstance(app.scenes.top, ResultScene)
    assert any("behind" in note for note in app.scenes.top.notes)
    best = campaign.load().flanx["duel"]["easy"]
    assert best.wins == 1 and best.best_seconds is not None


def test_a_resumed_game_starts_with_a_countdown_and_keeps_no_best_time(app):
    state = a_state()
    state.apply(WHITE, Discard())
    table = open_table(app, state)
    assert table.resumed and table.countdown is not None


def test_the_clock_is_saved_and_a_resumed_game_goes_on_from_it_and_may_set_a_best_time(app, click):
    """Pause, Save and quit, Continue: the timer picks up where it was, the countdown is not
    counted, and a win afterwards counts for the best time (the whole game's time is known)."""
    from saves import store
    from scenes.pause import PauseScene
    table = open_table(app, a_state())
    table.resumed = False
    past_countdown(app, table)
    settle(app, 2.0)
    before = table.elapsed
    assert before > 2.0
    app.scenes.push(PauseScene(app, table))
    app.step()
    click(app.scenes.top.buttons["save"].rect.center)
    saved = store.load(store.latest().path)
    assert saved.table["elapsed"] == pytest.approx(before, abs=0.01)
    app.resume(saved)
    resumed = app.scenes.top
    assert isinstance(resumed, FlanxTable) and resumed.countdown is not None
    assert resumed.elapsed == pytest.approx(before, abs=0.01) and not resumed.resumed
    settle(app, 3 * COUNT_STEP + 0.6)
    assert resumed.elapsed == pytest.approx(before + 0.6, abs=0.15), "the countdown does not count"


def test_a_save_without_a_clock_or_with_a_bad_one_resumes_without_a_best_time(app):
    for kept in ({}, {"elapsed": "soon"}, {"elapsed": -4}, {"elapsed": float("inf")}):
        table = open_table(app, a_state())
        table.restore_kept(kept)
        assert table.resumed and table.elapsed == 0.0
        app.scenes.pop()


def test_kids_and_toddler_tables_take_a_dragged_card(app, drag):
    for variant, players in (("kids", 2), ("toddler", 3)):
        state = a_state(variant, players)
        table = open_table(app, state, seats=("human",) + ("easy",) * (players - 1))
        if variant == "kids":
            past_countdown(app, table)
        else:
            settle(app, 0.3)
        action = state.placements(WHITE)[0]
        drag(sprite_pos(table, action.card), table.plan.cell_centre(action.col, action.row))
        assert state.cells[state.geometry.index(action.col, action.row)] == action.card
        app.scenes.pop()


def test_toddler_bots_take_their_turns_after_the_person(app, drag):
    state = a_state("toddler", 3)
    table = open_table(app, state, seats=("human", "easy", "easy"), bots_wait=False)
    settle(app, 0.3)
    action = state.placements(WHITE)[0]
    drag(sprite_pos(table, action.card), table.plan.cell_centre(action.col, action.row))
    settle(app, 3.0)
    assert state.round == 2 and state.to_move() == [0]


def test_colour_blind_marks_change_the_face():
    size = (80, 80)
    plain = pygame.Surface(size, pygame.SRCALPHA)
    marked = pygame.Surface(size, pygame.SRCALPHA)
    paint_face(plain, 5, plain.get_rect())
    set_colour_blind(True)
    try:
        paint_face(marked, 5, marked.get_rect())
    finally:
        set_colour_blind(False)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")


def test_the_hint_rings_a_card_and_its_cell(app, press):
    state = a_state()
    table = open_table(app, state)
    app.step()
    press(pygame.K_h)
    assert table.hud.message_text == "Wait for Omiga!"
    past_countdown(app, table)
    press(pygame.K_h)
    settle(app, 0.5)
    assert table.hint is None or table.hint in state.legal_actions(WHITE)
    assert table.hud.message_text.startswith("Hint:")


@pytest.mark.parametrize("variant,players,board", [("duel", 2, "11x10"), ("kids", 2, "9x8"), ("toddler", 4, "9x8")])
def test_every_card_and_cell_lies_inside_a_small_window(app, variant, players, board):
    state = GAME.new(players, seed=3, variant=variant, board=board)
    table = FlanxTable(app, "flanx", players, GAME.check_options(players, {"variant": variant, "board": board}),
                       ["human"] + ["easy"] * (players - 1), state)
    app.scenes.push(table)
    app.resize((960, 600))
    settle(app, 0.5)
    window = pygame.Rect(0, 0, *app.size)
    assert window.contains(table.plan.board)
    for sprite in table.sprites.values():
        if sprite.visible:
            assert window.contains(sprite.home_rect()), sprite
    for panel in table.plan.panels.values():
        assert window.contains(panel)

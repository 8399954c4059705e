"""The Flixo table driven by real input events through the app's loop (SDL dummy driver)."""
from __future__ import annotations

import pygame

from test_flixo_helpers import build
from game.flixo import GAME
from game.flixo.cards import VALUE
from game.flixo.display import CARD, EYE, UP
from scenes.flixo.table import FlixoTable
from scenes.result import ResultScene

A = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
B = [["1", "2", "3"], ["5", "6", "7"], ["8", "9", "10"]]
C = [["-1", "0", "-1"], ["0", "-1", "0"], ["1", "2", "3"]]


def open_table(app, state, seats=("human", "hard", "hard")) -> FlixoTable:
    table = FlixoTable(app, "flixo", state.players, GAME.check_options(state.players, {}), list(seats), state)
    app.scenes.push(table)
    settle(app)
    return table


def settle(app, frames: int = 60) -> None:
    for _ in range(frames):
        app.step(dt=0.05)


def centre_of(table, card: int) -> tuple[int, int]:
    sprite = table.sprites[card]
    return round(sprite.x), round(sprite.y)


def my_cell(table, row: int, col: int) -> tuple[int, int]:
    return table.plan.cell_rect(table.me, row, col, table.shapes[table.me]).center


def test_action_1_drag_the_top_discard_onto_a_display_card(app, drag):
    state = build([A, B, C], discard=["3^"])
    table = open_table(app, state, seats=("human", "human", "human"))
    top = state.discard[-1]
    hidden = state.slots[0][4] & CARD
    drag(centre_of(table, top), my_cell(table, 1, 1))
    settle(app)
    assert table.state.slots[0][4] == top | UP
    assert table.state.discard[-1] == hidden
    assert centre_of(table, top) == tuple(map(round, table.plan.cell_centre(0, 1, 1, (3, 3))))
    assert table.sprites[hidden].face_up and centre_of(table, hidden) == table.plan.discard.center


def test_action_2_draw_then_discard_and_click_a_card_to_reveal(app, click, drag):
    state = build([A, B, C], discard=["3^"], draw=["1", "10"])
    table = open_table(app, state, seats=("human", "human", "human"))
    click(table.plan.draw_pile.center)
    settle(app)
    assert table.state.phase == "drawn" and VALUE[table.state.drawn] == 10
    drawn = table.state.drawn
    assert centre_of(table, drawn) == table.plan.drawn.center and table.sprites[drawn].face_up
    drag(centre_of(table, drawn), table.plan.discard.center)
    assert table.pending_reveal and table.state.phase == "drawn"
    assert "reveal" in table.status_text()
    click(my_cell(table, 0, 2))
    settle(app)
    assert table.state.slots[0][2] & UP and table.state.discard[-1] == drawn
    assert table.sprites[table.state.slots[0][2] & CARD].face_up


def test_action_2_swap_the_drawn_card_in(app, click, drag):
    state = build([A, B, C], draw=["1", "10"])
    table = open_table(app, state, seats=("human", "human", "human"))
    click(table.plan.draw_pile.center)
    settle(app)
    drawn = table.state.drawn
    drag(centre_of(table, drawn), my_cell(table, 2, 0))
    settle(app)
    assert table.state.slots[0][6] == drawn | UP and table.state.current == 1


def test_a_discarded_flixo_is_the_only_card_to_take_and_the_reason_is_shown(app, click, drag):
    from game.flixo.actions import Take
    state = build([[["F9", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], discard=["3^"])
    state.apply(0, Take(0, 0))                     # seat 0 discards the Flixo: seat 1 (the person) must take it
    table = open_table(app, state, seats=("hard", "human", "hard"))
    assert table.state.current == 1 and table.state.forced()
    assert "must take" in table.status_text()
    click(table.plan.draw_pile.center)
    assert table.state.phase == "turn" and table.state.current == 1       # no draw allowed
    flixo = table.state.discard[-1]
    drag(centre_of(table, flixo), my_cell(table, 0, 0))
    assert table.state.slots[1][0] == flixo | UP


def test_removed_lines_slide_aside_and_the_display_closes_up_then_a_reward_is_picked(app, drag, click):
    d = [["F4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]]
    state = build([d, B, C], discard=["4^"])
    table = open_table(app, state, seats=("human", "human", "human"))
    drag(centre_of(table, state.discard[-1]), my_cell(table, 2, 0))
    settle(app)
    assert table.state.phase == "reward" and table.shapes[0] == (3, 2)
    for card in table.state.removed:
        assert centre_of(table, card) == table.plan.removed.center or not table.sprites[card].visible
    for index, slot in enumerate(table.state.slots[0]):
        assert centre_of(table, slot & CARD) == tuple(map(round, table.plan.cell_centre(0, index // 2, index % 2, (3, 2))))
    target = table.state.slots[2][8] & CARD
    click(centre_of(table, target))
    settle(app)
    assert table.state.slots[2][8] & EYE and target in table.eyes
    assert not table.sprites[target].face_up and table.state.current == 1


def test_bots_play_and_say_what_they_intend(app):
    state = GAME.new(3, seed=4)
    table = FlixoTable(app, "flixo", 3, GAME.check_options(3, {}), ["hard", "hard", "human"], state)
    app.scenes.push(table)
    said = set()
    for _ in range(200):
        app.step(dt=0.05)
        said |= {words for words, _ in table.bubbles.values()}
        if table.state.current == 2 and not table.queue.busy:
            break
    assert table.state.current == 2 and table.state.turns >= 2
    assert said and all(isinstance(w, str) and w for w in said)


def test_the_last_card_ends_the_game_with_the_final_reveal_and_the_end_screen(app, click, drag):
    state = build([[["1^", "2^", "5"], ["3^", "4", "F6"]], [["1^", "2^"], ["3^", "4"]]], discard=["7^"], draw=["10"])
    table = open_table(app, state, seats=("human", "hard"))
    click(table.plan.draw_pile.center)
    settle(app, 10)
    drag(centre_of(table, table.state.drawn), table.plan.discard.center)
    click(my_cell(table, 0, 2))
    settle(app, 120)
    assert table.state.is_over() and not table.state.won()
    assert all(table.sprites[slot & CARD].face_up for d in table.state.slots for slot in d)
    top = app.scenes.top
    assert isinstance(top, ResultScene)
    assert top.scores == table.state.display_scores()
    assert any("Lost" in note for note in top.notes)


def test_resting_on_an_eye_token_card_shows_it(app, mouse):
    d = [["1e", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
    state = build([d, B, C])
    table = open_table(app, state, seats=("human", "human", "human"))
    card = state.slots[0][0] & CARD
    assert card in table.eyes and not table.sprites[card].face_up
    spot = centre_of(table, card)
    before = app.window.copy()
    app.step([mouse(pygame.MOUSEMOTION, spot, 0)])
    app.step()
    assert app.window.get_at((spot[0], spot[1] - 40)) != before.get_at((spot[0], spot[1] - 40))


def test_a_resumed_game_shows_every_card_where_the_state_has_it(app):
    state = GAME.new(3, seed=8)
    from game.ai import bot
    import random
    rng = random.Random(2)
    for _ in range(30):
        state.apply(state.current, bot("flixo", "hard").choose(state.view(state.current), rng))
    resumed = GAME.from_dict(state.to_dict())
    table = open_table(app, resumed, seats=("human", "hard", "hard"))
    table.queue.finish_all()
    for seat, d in enumerate(table.state.slots):
        cols = table.state.cols[seat]
        for index, slot in enumerate(d):
            sprite = table.sprites[slot & CARD]
            assert sprite.face_up == bool(slot & UP)
            assert (round(sprite.x), round(sprite.y)) == tuple(map(round, table.plan.cell_centre(
                seat, index // cols, index % cols, (table.state.rows[seat], cols))))


def test_the_table_survives_a_resize(app):
    state = build([A, B, C])
    table = open_table(app, state, seats=("human", "human", "human"))
    table.resize((1000, 640))
    for index, slot in enumerate(state.slots[0]):
        assert centre_of(table, slot & CARD) == tuple(map(round, table.plan.cell_centre(0, index // 3, index % 3, (3, 3))))


def test_a_campaign_game_records_a_win_and_the_next_game_has_one_more_flixo(app, click, drag):
    from saves import campaign
    # 4 Flixos: what a 2-person level 2 campaign starts with; all of them in single lines
    state = build([[["F1^", "F2^", "5"]], [["F3^"], ["F4^"], ["6"]]], discard=["7^"], draw=["10"], level=2)
    assert state.flixos == 4
    table = open_table(app, state, seats=("human", "hard"))
    click(table.plan.draw_pile.center)
    settle(app, 10)
    drag(centre_of(table, table.state.drawn), table.plan.discard.center)
    click(my_cell(table, 0, 2))
    settle(app, 120)
    assert table.state.won()
    key = campaign.flixo_key(2, table.state.display, 2)
    assert campaign.load().flixo_next(key, start=4) == 5
    assert table.options["flixos"] == 5 and any("5 Flixos" in note for note in app.scenes.top.notes)
    fresh = FlixoTable(app, "flixo", 2, GAME.check_options(2, {"level": 2}), ["human", "hard"])
    assert fresh.state.flixos == 5
    fresh.close()


def test_bots_are_named_by_their_team_difficulty(app):
    table = open_table(app, build([A, B, C]), seats=("human", "easy", "hard"))
    assert [table.seat_name(s) for s in range(3)] == ["You", "Bot 2 (Relaxed)", "Bot 3 (Sharp)"]

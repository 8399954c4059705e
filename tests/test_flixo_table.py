"""The Flixo table driven by real input events through the app's loop (SDL dummy driver)."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from experience_helpers import settings_kept
from game.ai import bot
from game.core import SeatSaid
from game.flixo import GAME
from game.flixo.actions import DISCARD, Discard, Draw, Peek, Reveal, Swap, Take, cell, drawn
from game.flixo.campaign import FlixoCampaigns, campaign_key
from game.flixo.cards import VALUE
from game.flixo.display import CARD, EYE, UP
from scenes.flixo import paint, prepare_options
from scenes.flixo.layout import caption_font
from scenes.flixo.table import BUBBLE_SECONDS, FlixoTable
from scenes.result import ResultScene
from table_helpers import open_table as open_any
from table_helpers import referee_of
from test_flixo_helpers import build

A = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
B = [["1", "2", "3"], ["5", "6", "7"], ["8", "9", "10"]]
C = [["-1", "0", "-1"], ["0", "-1", "0"], ["1", "2", "3"]]


def open_table(app, state, seats=("human", "hard", "hard"), options=None) -> FlixoTable:
    options = options or {k: getattr(state, k) for k in ("level", "display", "flixos", "turn_limit")}
    table = open_any(app, state, list(seats), options)
    settle(app)
    return table


def state_of(table):
    return referee_of(table).state


def settle(app, frames: int = 60) -> None:
    for _ in range(frames):
        app.step(dt=0.05)


def centre_of(table, card: int) -> tuple[int, int]:
    sprite = table.picture.sprite(card)
    return round(sprite.x), round(sprite.y)


def my_cell(table, row: int, col: int) -> tuple[int, int]:
    return table.my_cell_rect(row, col).center


def draw_and_reveal(app, table, click, drag, row: int, col: int) -> None:
    """Action 2 by mouse: draw, drop the card on the discard pile, click a card to reveal; and
    let it all play out."""
    click(table.plan.draw_pile.center)
    settle(app, 10)
    drag(centre_of(table, state_of(table).drawn), table.plan.discard.center)
    click(my_cell(table, row, col))
    settle(app, 120)


def cell_centre(table, seat, row, col, shape=(3, 3)) -> tuple[int, int]:
    return tuple(map(round, table.plan.cell_centre(seat, row, col, shape)))


def test_action_1_drag_the_top_discard_onto_a_display_card(app, drag):
    state = build([A, B, C], discard=["3^"])
    table = open_table(app, state, seats=("human", "human", "human"))
    top = state.discard[-1]
    hidden = state.slots[0][4] & CARD
    drag(centre_of(table, top), my_cell(table, 1, 1))
    settle(app)
    assert state_of(table).slots[0][4] == top | UP
    assert state_of(table).discard[-1] == hidden
    assert centre_of(table, top) == cell_centre(table, 0, 1, 1)
    assert table.picture.sprite(hidden).face_up and centre_of(table, hidden) == table.plan.discard.center


def test_action_2_draw_then_discard_and_click_a_card_to_reveal(app, click, drag):
    state = build([A, B, C], discard=["3^"], draw=["1", "10"])
    table = open_table(app, state, seats=("human", "human", "human"))
    click(table.plan.draw_pile.center)
    settle(app)
    assert state_of(table).phase == "drawn" and VALUE[state_of(table).drawn] == 10
    card = state_of(table).drawn
    assert centre_of(table, card) == table.plan.drawn.center and table.picture.sprite(card).face_up
    drag(centre_of(table, card), table.plan.discard.center)
    assert table.pending_reveal and state_of(table).phase == "drawn"
    assert "reveal" in table.status_text() and centre_of(table, card) == table.plan.discard.center
    click(my_cell(table, 0, 2))
    settle(app)
    assert state_of(table).slots[0][2] & UP and state_of(table).discard[-1] == card
    assert table.picture.sprite(state_of(table).slots[0][2] & CARD).face_up


def test_a_card_waiting_on_the_discard_pile_goes_back_on_a_right_click(app, click, drag):
    state = build([A, B, C], discard=["3^"], draw=["1", "10"])
    table = open_table(app, state, seats=("human", "human", "human"))
    click(table.plan.draw_pile.center)
    settle(app)
    card = state_of(table).drawn
    drag(centre_of(table, card), table.plan.discard.center)
    click(my_cell(table, 1, 1), button=3)
    settle(app)
    assert not table.pending_reveal and centre_of(table, card) == table.plan.drawn.center
    assert state_of(table).phase == "drawn" and not state_of(table).slots[0][4] & UP


def test_action_2_swap_the_drawn_card_in(app, click, drag):
    state = build([A, B, C], draw=["1", "10"])
    table = open_table(app, state, seats=("human", "human", "human"))
    click(table.plan.draw_pile.center)
    settle(app)
    card = state_of(table).drawn
    drag(centre_of(table, card), my_cell(table, 2, 0))
    settle(app)
    assert state_of(table).slots[0][6] == card | UP and state_of(table).current == 1


def test_a_discarded_flixo_is_the_only_card_to_take_and_the_reason_is_shown(app, click, drag):
    state = build([[["F9", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], discard=["3^"])
    state.apply(0, Take(0, 0))                     # seat 0 discards the Flixo: seat 1 (the person) must take it
    table = open_table(app, state, seats=("hard", "human", "hard"))
    assert state_of(table).current == 1 and state_of(table).forced()
    assert "must take" in table.status_text()
    click(table.plan.draw_pile.center)
    assert state_of(table).phase == "turn" and state_of(table).current == 1       # no draw allowed
    assert "must be taken" in table.hud.message_text
    flixo = state_of(table).discard[-1]
    drag(centre_of(table, flixo), my_cell(table, 0, 0))
    assert state_of(table).slots[1][0] == flixo | UP


def test_removed_lines_go_aside_and_the_display_closes_up_then_a_reward_is_picked(app, drag, click):
    d = [["F4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]]
    state = build([d, B, C], discard=["4^"])
    table = open_table(app, state, seats=("human", "human", "human"))
    drag(centre_of(table, state.discard[-1]), my_cell(table, 2, 0))
    settle(app)
    assert state_of(table).phase == "reward" and table.shown_shapes()[0] == (3, 2)
    for card in state_of(table).removed:
        assert centre_of(table, card) == table.plan.removed.center or not table.picture.sprite(card).visible
        assert table.picture.sprite(card).highlight is None
    for index, slot in enumerate(state_of(table).slots[0]):
        assert table.picture.zone_of(slot & CARD) == cell(0, index // 2, index % 2) or not slot & UP
    assert [len(table.picture.cards_in(cell(0, r, c))) for r in range(3) for c in range(2)] == [1] * 6
    moved = table.sprite_in(cell(0, 1, 1))                        # was row 2, column 3: a back
    assert (round(moved.x), round(moved.y)) == cell_centre(table, 0, 1, 1, (3, 2)) and not moved.face_up
    target = state_of(table).slots[2][8] & CARD
    click(table.sprite_in(cell(2, 2, 2)).rect.center)
    settle(app)
    assert state_of(table).slots[2][8] & EYE and target in table.eyes
    assert not table.picture.sprite(target).face_up and state_of(table).current == 1


def test_bots_say_what_they_intend_in_speech_bubbles_before_they_play(app):
    table = open_table(app, GAME.new(3, seed=4), seats=("hard", "hard", "human"))
    said = set()
    for _ in range(300):
        app.step(dt=0.05)
        said |= {str(words) for words, _ in table.bubbles.values()}
        if state_of(table).current == 2 and not table.queue.busy:
            break
    assert state_of(table).current == 2 and state_of(table).turns >= 2
    assert said and all(isinstance(w, str) and w for w in said)
    assert any(": \u201c" in entry.text for entry in table.log.entries)           # the move log has them too


def test_a_speech_bubble_lasts_as_long_as_the_animation_speed_says(app):
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, animation_speed=2.0))
        table = open_table(app, build([A, B, C]), seats=("human", "human", "human"))
        table.on_event(SeatSaid(1, "collecting 4s"))
        table.queue.finish_all()
        assert table.bubbles[1] == ["collecting 4s", BUBBLE_SECONDS / 2]
        settle(app, round(BUBBLE_SECONDS / 2 / 0.05) + 1)
        assert 1 not in table.bubbles


def test_the_last_card_ends_the_game_with_the_final_reveal_and_the_end_screen(app, click, drag):
    state = build([[["1^", "2^", "5"], ["3^", "4", "F6"]], [["1^", "2^"], ["3^", "4"]]], discard=["7^"], draw=["10"])
    table = open_table(app, state, seats=("human", "hard"))
    draw_and_reveal(app, table, click, drag, 0, 2)
    final = state_of(table)
    assert final.is_over() and not final.won()
    assert all(table.picture.sprite(slot & CARD).face_up for d in final.slots for slot in d)
    top = app.scenes.top
    assert isinstance(top, ResultScene)
    assert [cells[0] for _, cells in top.result.rows] == [str(s) for s in final.display_scores()] + [str(final.total())]
    assert top.result.headline == "The Flixos win this time" and top.result.winners == []
    assert any(note.startswith("Lost") for note in top.result.notes)


def test_a_win_shows_the_rating_and_the_teams_row(app, click, drag):
    state = build([[["1^", "2^"], ["3^", "4"]], [["5^", "6^"], ["7^", "8"]]], discard=["9^"], draw=["10"])
    table = open_table(app, state, seats=("human", "hard"))
    draw_and_reveal(app, table, click, drag, 1, 1)
    result = app.scenes.top.result
    assert state_of(table).won() and result.rows[-1] == ("The team", [str(state_of(table).total())])
    assert result.winners == [2] and result.notes[0].startswith("Rating: ")


def test_resting_on_an_eye_token_card_shows_it(app, mouse):
    d = [["1e", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
    state = build([d, B, C])
    table = open_table(app, state, seats=("human", "human", "human"))
    card = state.slots[0][0] & CARD
    assert card in table.eyes and not table.picture.sprite(card).face_up
    spot = centre_of(table, card)
    before = app.window.copy()
    app.step([mouse(pygame.MOUSEMOTION, spot, 0)])
    app.step()
    assert app.window.get_at((spot[0], spot[1] - 40)) != before.get_at((spot[0], spot[1] - 40))


def test_a_resumed_game_shows_every_card_where_the_state_has_it(app):
    state = GAME.new(3, seed=8)
    rng = random.Random(2)
    for _ in range(30):
        state.apply(state.current, bot("flixo", "hard").choose(state.view(state.current), rng))
    resumed = GAME.from_dict(state.to_dict())
    table = open_table(app, resumed, seats=("human", "hard", "hard"))
    table.queue.finish_all()
    now = state_of(table)
    for seat, d in enumerate(now.slots):
        cols = now.cols[seat]
        for index, slot in enumerate(d):
            sprite = table.sprite_in(cell(seat, index // cols, index % cols))
            assert sprite.face_up == bool(slot & UP)
            assert (sprite.card_id == slot & CARD) == bool(slot & (UP | EYE))        # face down: a back
            assert (round(sprite.x), round(sprite.y)) == cell_centre(table, seat, index // cols, index % cols,
                                                                      now.shape(seat))


def test_the_table_survives_a_resize(app):
    state = build([A, B, C])
    table = open_table(app, state, seats=("human", "human", "human"))
    table.resize((1000, 640))
    for index in range(9):
        assert centre_of(table, table.token_in(cell(0, index // 3, index % 3))) == cell_centre(table, 0, index // 3,
                                                                                              index % 3)


def test_a_campaign_game_records_a_win_and_the_next_game_has_one_more_flixo(app, click, drag):
    from saves import campaign
    # 4 Flixos: what a 2-person level 2 campaign starts with; all of them in single lines
    state = build([[["F1^", "F2^", "5"]], [["F3^"], ["F4^"], ["6"]]], discard=["7^"], draw=["10"], level=2)
    assert state.flixos == 4
    assert prepare_options(2, {"level": 2, "display": None, "flixos": None})["flixos"] == 4
    table = open_table(app, state, seats=("human", "hard"))
    draw_and_reveal(app, table, click, drag, 0, 2)
    assert state_of(table).won()
    key = campaign_key(2, state.display, 2)
    assert campaign.load().section(FlixoCampaigns).next_flixos(key, start=4) == 5
    assert table.options["flixos"] == 5 and any("5 Flixos" in note for note in app.scenes.top.result.notes)
    assert prepare_options(2, {"level": 2, "display": None, "flixos": None})["flixos"] == 5
    assert prepare_options(2, {"level": 2, "display": None, "flixos": 4})["flixos"] == 5     # the set-up's start
    assert prepare_options(2, {"level": 2, "display": None, "flixos": 7})["flixos"] == 7     # chosen on purpose
    assert prepare_options(2, {"level": 1})["level"] == 1 and "flixos" not in prepare_options(2, {"level": 1})


def test_a_finished_game_opened_again_does_not_count_twice_in_the_campaign(app):
    from saves import campaign
    state = build([[["F1^", "F2^", "5^"]], [["F3^"], ["F4^"], ["6^"]]], discard=["7^"], draw=["10"], level=2)
    state.apply(0, Draw())
    state.apply(0, Discard())
    assert state.won()
    key = campaign_key(2, state.display, 2)
    before = campaign.load().section(FlixoCampaigns).next_flixos(key, start=4)
    open_table(app, state, seats=("human", "hard"))
    assert isinstance(app.scenes.top, ResultScene)
    assert campaign.load().section(FlixoCampaigns).next_flixos(key, start=4) == before


def test_bots_are_named_by_their_team_difficulty(app):
    table = open_table(app, build([A, B, C]), seats=("human", "easy", "hard"))
    assert [table.seat_name(s) for s in range(3)] == ["You", "Bot 2 (Relaxed)", "Bot 3 (Sharp)"]


@pytest.mark.parametrize("scale", [100, 200])
def test_each_seats_area_holds_its_name_plate_words_so_a_coach_keeps_clear_of_them(app, scale):
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale, window_size=[1280, 720]))
        table = open_table(app, build([A, B, C]))
        areas = table.table_areas()
        for seat in range(3):
            label, drawn = paint.plate_drawn(table, seat, table.view.shape(seat))
            assert drawn.size == label.get_size()
            assert any(area.contains(drawn) for area in areas), (seat, drawn, areas)


@pytest.mark.parametrize("scale", [100, 150, 180, 200])
def test_side_by_side_pile_captions_keep_a_space_apart(app, scale):
    """Issue 42: at 180 % "drawn card" and "discard pile" ran together into one line."""
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale, window_size=[1280, 720]))
        table = open_table(app, build([A, B, C]))
        placed = dict(paint.captions(table))
        drawn, discard = placed["drawn card"], placed["discard pile"]
        space = caption_font(table.plan.caption).size(" ")[0]
        for _, _, left in drawn:
            for _, _, right in discard:
                if left.top < right.bottom and right.top < left.bottom:         # on one line
                    assert right.left - left.right >= 2 * space, (scale, left, right)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("scale", [100, 200])
def test_every_pile_caption_fits_the_play_area_even_with_an_empty_draw_pile(app, size, scale):
    """Issue #24: the empty draw pile's label was cut off."""
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale, window_size=list(size)))
        state = build([A, B, C], draw=["5"])
        state.apply(0, Draw())                          # the last card: the draw pile is empty
        table = open_table(app, state)
        assert table.my_turn() and not table.view.draw_count()
        area = table.play_area(app.size)
        captions = dict(paint.captions(table))
        assert "draw pile: empty" in captions
        boxes = []
        for text, lines in captions.items():
            assert " ".join(line for line, _, _ in lines) == text           # every word drawn
            block = lines[0][2].unionall([rect for _, _, rect in lines])
            assert area.contains(block), (text, block, area)
            assert all(image.get_width() <= rect.width for _, image, rect in lines)
            boxes.append(block)
        for k, box in enumerate(boxes):
            assert box.collidelist(boxes[k + 1:]) == -1, "captions overlap"
            plan = table.plan
            assert box.collidelist([plan.draw_pile, plan.removed, plan.drawn, plan.discard]) == -1


def gesture(app, table, action, click, drag) -> None:
    """`action` played the way a person plays it: by mouse."""
    kind = type(action)
    if kind is Draw:
        click(table.plan.draw_pile.center)
    elif kind is Peek:
        click(table.sprite_in(cell(action.owner, action.row, action.col)).rect.center)
    elif kind is Take:
        drag(table.sprite_in(DISCARD).rect.center, my_cell(table, action.row, action.col))
    else:
        held = table.sprite_in(drawn(table.me)).rect.center
        if kind is Swap:
            drag(held, my_cell(table, action.row, action.col))
        else:
            drag(held, table.plan.discard.center)
            if kind is Reveal:
                click(my_cell(table, action.row, action.col))


def test_a_person_plays_a_whole_game_by_mouse(app, click, drag):
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, animation_speed=4.0, bot_pace="brisk"))
        table = open_table(app, GAME.new(2, seed=5, level=0), seats=("human", "hard"))
        teammate, rng = bot("flixo", "hard"), random.Random(5)
        played = 0
        while not table.view.is_over():
            if table.my_turn() and not table.queue.busy:
                action = teammate.choose(table.view, rng)
                before = table.link.moves_played
                gesture(app, table, action, click, drag)
                assert table.link.moves_played == before + 1, action
                played += 1
            app.step(dt=0.05)
        settle(app, 40)
        assert played >= 5 and isinstance(app.scenes.top, ResultScene)


def test_undo_takes_back_a_move_that_revealed_nothing_and_rebuilds_the_table(app, drag, press):
    state = GAME.new(2, seed=1, level=0)
    state.apply(0, Take(0, 0))
    state.apply(1, Take(0, 0))                 # seat 0's first card is face up now
    assert state.current == 0 and state.slots[0][0] & UP and not state.forced()
    table = open_table(app, state, seats=("human", "hard"))
    before = state_of(table).to_dict()
    drag(centre_of(table, state.discard[-1]), my_cell(table, 0, 0))      # onto the face-up card
    assert state_of(table).slots[0][0] & CARD == before["discard"][-1]
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    restored = app.scenes.top
    assert isinstance(restored, FlixoTable) and restored is not table
    assert state_of(restored).to_dict() == before
    settle(app, 5)
    assert restored.picture.zone_of(before["discard"][-1]) == DISCARD
    assert restored.sprite_in(cell(0, 0, 0)).face_up and restored.hud.message_text == "Undone"


def test_undo_after_a_draw_is_refused_and_says_why(app, click, press):
    table = open_table(app, build([A, B], draw=["1", "2"]), seats=("human", "hard"))
    click(table.plan.draw_pile.center)
    after = state_of(table).to_dict()
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table and state_of(table).to_dict() == after
    assert table.hud.message_text == "No undo: a hidden card came to light since your move."


@pytest.mark.parametrize("version", [1, 2])
def test_an_old_save_resumes_with_every_card_in_place(app, version):
    from pathlib import Path

    from saves import store
    saved = store.load(Path(__file__).parent / "data" / f"save-v{version}-flixo.json")
    app.resume(saved)
    settle(app, 5)
    table = app.scenes.top
    assert isinstance(table, FlixoTable) and state_of(table) == saved.state
    shown = {zone: [None if not isinstance(t, int) else t for t in tokens]
             for zone, tokens in table.picture.shown.items() if tokens}
    assert shown == {zone: cards for zone, cards in table.view.zones().items() if cards}


@pytest.mark.parametrize("size,scale", [((960, 600), 200), ((1280, 720), 100), ((960, 600), 100)])
def test_the_hint_rings_the_card_and_its_place_and_its_words_keep_off_your_display(app, press, size, scale):
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=scale, window_size=list(size)))
        table = open_table(app, build([[["4^", "2", "3"], ["1", "5", "6"], ["7", "8", "9"]], B, C],
                                      discard=["4^"], draw=["3", "4"]))
        press(pygame.K_h)
        for _ in range(100):
            if table.hint is not None:
                break
            app.step(dt=0.05)
        app.step()
        hint = table.hint
        assert hint is not None and hint.text.startswith("Hint: ")
        if isinstance(hint.action, Take):
            assert hint.targets == [table.sprite_in(DISCARD).rect, table.my_cell_rect(hint.action.row, hint.action.col)]
        mine = table.plan.display_rect(0, table.view.shape(0))
        assert table.play_area(app.size).contains(hint.bubble.rect)
        assert not hint.bubble.rect.colliderect(mine)

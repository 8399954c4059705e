"""Two people at one computer racing at one Flanx table: one with the mouse, one with the keys,
both at once, each with their own hand on their own side (scenes.flanx.together), through real
pygame events."""
from __future__ import annotations

import pygame
import pytest

from game.flanx import GAME
from game.flanx.actions import Discard, Place
from game.flanx.cards import BLACK, WHITE
from game.referee import HUMAN, SyncThinker
from game.referee.people import COLOURS, Person
from keyboard_helpers import is_card, steer
from scenes import tables
from scenes.flanx.people import devices_kept
from scenes.flanx.table import COUNT_STEP, FlanxTable
from scenes.kit.lang import use
from scenes.kit.match import open_match
from table_helpers import referee_of

PEOPLE = [HUMAN, HUMAN]


def both_can_place(variant: str):
    """A new game where both hands have a card that fits, on different cells."""
    for seed in range(300):
        state = GAME.new(2, seed=seed, variant=variant)
        white, black = state.placements(WHITE), state.placements(BLACK)
        if white and black and {(a.col, a.row) for a in white} != {(a.col, a.row) for a in black}:
            return state
    raise AssertionError("no such seed")


def open_people(app, state, seats, names, kept=None) -> FlanxTable:
    """The table of `state` with people named `names` in the HUMAN `seats`, as the set-up opens it."""
    options = state.game.check_options(state.players, {"variant": state.variant, "board": state.board})
    people = [Person(name, COLOURS[i]) if seat == HUMAN else None for i, (seat, name) in enumerate(zip(seats, names))]
    link = open_match("flanx", state.players, options, list(seats), state=state, kept=kept, thinker=SyncThinker(),
                      people=people)
    table = tables.table_class("flanx")(app, link)
    app.scenes.push(table.first_scene())
    assert isinstance(table, FlanxTable)
    return table


def open_duo(app, state, mouse: int | None = None) -> FlanxTable:
    table = open_people(app, state, PEOPLE, ["Ann", "Ben"], kept=None if mouse is None else devices_kept(mouse))
    assert table.duo and app.scenes.top is table
    return table


def past_countdown(app, table) -> None:
    for _ in range(round((3 * COUNT_STEP + 0.6) / 0.05)):
        app.step(dt=0.05)
    assert table.can_act_now(WHITE) and table.can_act_now(BLACK)


def centre(table, card) -> tuple[int, int]:
    sprite = table.picture.sprite(card)
    return round(sprite.x), round(sprite.y)


def moves_of(table) -> list[tuple[int, object]]:
    return [(move.seat, move.action) for move in referee_of(table).moves]


def keys_pick(press, table, card) -> None:
    """The person on the keys brings the ring to `card` and lifts it."""
    cursor = table.card_cursor()
    steer(press, cursor, lambda key: is_card(key, card))
    press(pygame.K_RETURN)
    assert cursor.carrying is not None and cursor.carrying.card_id == card


def keys_drop(press, table, cell) -> None:
    cursor = table.card_cursor()
    steer(press, cursor, lambda key: key == cell)
    press(pygame.K_RETURN)


def other_cell(placements, taken) -> Place:
    return next(a for a in placements if (a.col, a.row) != taken)


@pytest.mark.parametrize("variant", ["duel", "kids"])
def test_the_mouse_and_the_keys_play_at_once_each_for_their_own_seat(app, drag, mouse, press, variant):
    state = both_can_place(variant)
    table = open_duo(app, state)
    past_countdown(app, table)
    ann = state.placements(WHITE)[0]
    ben = other_cell(state.placements(BLACK), (ann.col, ann.row))
    # Ben lifts his card with the keys; while he carries it, Ann drags hers with the mouse
    keys_pick(press, table, ben.card)
    drag(centre(table, ann.card), table.plan.cell_centre(ann.col, ann.row))
    assert (WHITE, ann) in moves_of(table), "the mouse's drop reached the referee for Ann's seat"
    assert table.card_cursor().carrying is not None, "Ann's clicks left Ben's carried card alone"
    if (ben.col, ben.row) not in {(a.col, a.row) for a in referee_of(table).state.placements(BLACK)}:
        ben = referee_of(table).state.placements(BLACK)[0]          # Ann's card changed what fits
        table.card_cursor().drag.put_back()
        keys_pick(press, table, ben.card)
    keys_drop(press, table, (ben.col, ben.row))
    assert (BLACK, ben) in moves_of(table), "the keys' drop reached the referee for Ben's seat"
    cells = referee_of(table).state.cells
    g = state.geometry
    assert cells[g.index(ann.col, ann.row)] == ann.card and cells[g.index(ben.col, ben.row)] == ben.card


def test_each_hand_is_drawn_on_its_own_side_of_the_board(app):
    state = both_can_place("duel")
    table = open_duo(app, state, mouse=BLACK)
    past_countdown(app, table)
    app.step(dt=0.5)
    board, screen = table.plan.board, app.window
    keys_side, mouse_side = table.plan.panels[WHITE], table.plan.panels[BLACK]
    assert keys_side.right < board.left and mouse_side.left > board.right, "keys on the left, mouse on the right"
    for seat, panel in ((WHITE, keys_side), (BLACK, mouse_side)):
        for card in referee_of(table).state.hands[seat]:
            sprite = table.picture.sprite(card)
            assert panel.contains(sprite.rect) and sprite.face_up and sprite.visible
            # drawn there: the card's face, not the panel's ground
            assert screen.get_at(sprite.rect.center)[:3] != screen.get_at((panel.right - 3, panel.centery))[:3]
    # each side names its person and the device they play with
    assert "Ben" in table.seat_name(BLACK) and table.seat_name(WHITE) == "Ann"
    assert table.plan.device_rect(WHITE).height > 40 and table.plan.device_rect(BLACK).height > 40


def test_the_mouse_cannot_take_the_keys_cards_nor_the_keys_the_mouses(app, mouse, press):
    state = both_can_place("duel")
    table = open_duo(app, state)
    past_countdown(app, table)
    ben_card = state.hands[BLACK][0]
    pos = centre(table, ben_card)
    app.step([mouse(pygame.MOUSEMOTION, pos, 0), mouse(pygame.MOUSEBUTTONDOWN, pos)])
    assert table.drag.held is None, "Ann's mouse never picks up Ben's card"
    app.step([mouse(pygame.MOUSEBUTTONUP, pos)])
    places = table.card_cursor().places()
    assert places and all(getattr(key, "card_id", None) in state.hands[BLACK] for key in places)


def test_each_person_discards_their_own_hand(app, click, press):
    state = both_can_place("duel")
    table = open_duo(app, state)
    past_countdown(app, table)
    white_hand, black_hand = list(state.hands[WHITE]), list(state.hands[BLACK])
    click(table.discard_buttons[WHITE])
    assert moves_of(table)[-1] == (WHITE, Discard()) and state.hands[BLACK] == black_hand
    press(pygame.K_x)                          # a card of Ben's fits: the first X only asks
    assert len(moves_of(table)) == 1
    press(pygame.K_x)
    assert moves_of(table)[-1] == (BLACK, Discard()) and state.hands[WHITE] != white_hand


def test_the_result_names_the_winner_and_no_best_time_is_kept(app):
    state = both_can_place("duel")
    table = open_duo(app, state)
    past_countdown(app, table)
    names = [row[0] for row in table.result_table().rows]
    assert names == ["Ann", "Ben"]
    assert table.result_table().headline == "Nobody wins this time"
    assert table.record_time()[0].startswith("Time ")


def test_the_status_says_who_must_discard_in_german(app):
    use("de")
    try:
        for seed in range(300):
            state = GAME.new(2, seed=seed, variant="kids")
            if state.placements(WHITE) and not state.placements(BLACK):
                break
        table = open_duo(app, state)
        past_countdown(app, table)
        assert table.status_text().startswith("Ben:") and "Karte" in table.status_text()
    finally:
        use("en")


def test_continue_keeps_the_names_and_who_has_the_mouse(app, drag):
    from saves import store

    state = both_can_place("duel")
    table = open_duo(app, state, mouse=BLACK)
    past_countdown(app, table)
    ben = state.placements(BLACK)[0]
    drag(centre(table, ben.card), table.plan.cell_centre(ben.col, ben.row))
    assert moves_of(table) == [(BLACK, ben)]
    saved = store.load(table.link.save())
    assert saved.seats == PEOPLE
    app.resume(saved)
    for _ in range(5):
        app.step(dt=0.05)
    again = app.scenes.top
    assert isinstance(again, FlanxTable) and again.duo and again is not table
    assert [again.seat_name(s) for s in (WHITE, BLACK)] == ["Ann", "Ben"]
    assert again.mouse_seat == BLACK and again.keys_seat == WHITE
    assert referee_of(again).state.cells == referee_of(table).state.cells


def test_the_set_up_says_who_has_the_mouse_and_the_table_plays_so(app, click):
    from scenes.setup import SetupScene

    setup = SetupScene(app, "flanx")
    setup.offers_lesson = False
    app.scenes.push(setup)
    app.step()
    setup.add_person("Ben")
    app.step()
    assert setup.problem_label.text == "You: mouse  ·  Ben: keys"
    click(setup.buttons["start"])
    for _ in range(5):
        app.step(dt=0.05)
    table = app.scenes.top
    assert isinstance(table, FlanxTable) and table.duo
    assert table.seat_name(table.mouse_seat) == "You" and table.seat_name(table.keys_seat) == "Ben"

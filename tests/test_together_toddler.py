"""Toddler for several people at one computer taking turns: the table follows whoever is to move,
and shows the turn by the mover's colour and animal, big beside their hand, checked on the pixels
drawn (scenes.flanx.turns), through real mouse and key events."""
from __future__ import annotations

import pygame

from game.flanx import GAME
from game.flanx.actions import Discard
from game.referee import HUMAN
from keyboard_helpers import is_card, steer
from scenes.flanx.mascots import head_centre, head_radius, seat_colour
from scenes.flanx.table import FlanxTable
from table_helpers import referee_of
from test_together_flanx import open_people

NAMES = ["Mia", "Leo", "Ann", "Ben"]


def open_toddler(app, seats, seed: int = 3) -> FlanxTable:
    state = GAME.new(len(seats), seed=seed, variant="toddler")
    table = open_people(app, state, seats, NAMES[: len(seats)])
    assert table.taking_turns
    return table


def top(app) -> FlanxTable:
    """The table on top: the one of the person to move (each turn builds the next person's)."""
    table = app.scenes.top
    assert isinstance(table, FlanxTable)
    return table


def settle(app, frames: int = 30) -> None:
    for _ in range(frames):
        app.step(dt=0.05)


def mover(table) -> int:
    return referee_of(table).state.to_move()[0]


def colour_at(app, point) -> tuple:
    return tuple(app.window.get_at((round(point[0]), round(point[1]))))[:3]


def big_animal_drawn(app, table, seat: int) -> bool:
    """Is the seat's animal drawn big (its head's colour well out from its middle, where the
    small head does not reach) and its panel ringed in its colour?"""
    rect = table.plan.mascot_rect(seat)
    cx, cy = head_centre(rect)
    far = (cx - 0.8 * head_radius(rect, big=True), cy)
    panel = table.plan.panels[seat]
    ring = (panel.left - 2, panel.centery)          # inside the ring, clear of a first tip's shade outside it
    return colour_at(app, far) == seat_colour(seat) and colour_at(app, ring) == seat_colour(seat)


def small_animal_drawn(app, table, seat: int) -> bool:
    rect = table.plan.mascot_rect(seat)
    return colour_at(app, head_centre(rect)) == seat_colour(seat)


def play_turn(app, table, drag, click, press, by_keys: bool) -> None:
    """The person to move lays a card (with the mouse or the keys) or, when it fits nowhere,
    discards it (the Discard button, or X)."""
    seat = mover(table)
    state = referee_of(table).state
    placements = state.placements(seat)
    if not placements:
        press(pygame.K_x) if by_keys else click(table.discard_buttons[seat])
        return
    action = placements[0]
    if by_keys:
        cursor = table.card_cursor()
        steer(press, cursor, lambda key: is_card(key, action.card))
        press(pygame.K_RETURN)
        steer(press, cursor, lambda key: key == (action.col, action.row))
        press(pygame.K_RETURN)
    else:
        sprite = table.picture.sprite(action.card)
        drag((sprite.x, sprite.y), table.plan.cell_centre(action.col, action.row))


def test_four_people_take_turns_and_the_turn_shows_by_colour_and_animal(app, drag, click, press):
    table = open_toddler(app, [HUMAN] * 4)
    settle(app)
    press(pygame.K_LSHIFT)          # any key sends the first game's tip (and its shade) away
    settle(app)
    played = 0
    for turn in range(10):
        settle(app, 10)
        table = top(app)
        seat = mover(table)
        assert table.me == seat, "the table plays for the person whose turn it is"
        assert NAMES[seat] in table.status_text()
        assert big_animal_drawn(app, table, seat)
        for other in range(4):
            if other != seat:
                assert not big_animal_drawn(app, table, other) and small_animal_drawn(app, table, other)
        before = len(referee_of(table).moves)
        play_turn(app, table, drag, click, press, by_keys=turn % 2 == 1)
        settle(app, 10)
        moves = referee_of(table).moves
        assert len(moves) == before + 1 and moves[-1].seat == seat, "the mover's own move reached the referee"
        played += 1
        if referee_of(table).state.is_over():
            break
    assert played >= 8
    seats = {move.seat for move in referee_of(table).moves}
    assert seats == {0, 1, 2, 3}, "every person played"


def test_no_hand_over_screen_and_every_hand_stays_in_sight(app):
    table = open_toddler(app, [HUMAN] * 4)
    settle(app)
    state = referee_of(table).state
    for seat in range(4):
        for card in state.hands[seat]:
            sprite = table.picture.sprite(card)
            assert sprite.face_up and sprite.visible and table.plan.panels[seat].contains(sprite.rect)
    assert app.scenes.top is table


def test_undo_takes_back_only_the_move_just_made_by_the_person_who_made_it(app, drag, click, press):
    table = open_toddler(app, [HUMAN, HUMAN, "random"], seed=5)
    settle(app)
    assert mover(table) == 0
    play_turn(app, table, drag, click, press, by_keys=False)
    settle(app, 10)
    table = top(app)
    assert mover(table) == 1 and table.me == 1, "Leo's turn: the table follows him"
    press(pygame.K_z, mod=pygame.KMOD_CTRL)
    settle(app, 10)
    assert [move.seat for move in referee_of(table).moves] == [0], "Leo's Undo never takes back Mia's move"
    play_turn(app, top(app), drag, click, press, by_keys=True)   # Leo's move; the bot's turn follows
    settle(app, 40)
    table = top(app)
    assert [move.seat for move in referee_of(table).moves][:3] == [0, 1, 2]


def test_a_card_that_fits_nowhere_is_discarded_by_the_person_to_move(app, click):
    for seed in range(200):
        state = GAME.new(3, seed=seed, variant="toddler")
        if not state.placements(0):
            break
    table = open_people(app, state, [HUMAN] * 3, NAMES[:3])
    settle(app)
    assert "Mia" in table.status_text()
    click(table.discard_buttons[0])
    assert referee_of(table).moves[-1].seat == 0 and referee_of(table).moves[-1].action == Discard()

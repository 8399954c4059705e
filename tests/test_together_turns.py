"""Pixies and Flixo with two people and a bot at one computer: nothing is private, so no hand-over
screen, only "Ben's turn"; the table becomes the person's to move (their area nearest them, their
keys and hints); the score strip and the move log name them; undo takes back only the move just
made by whoever made it. Moves by key presses through the app's real event handling."""
from __future__ import annotations

import random

import pygame
import pytest

from game.flixo.actions import DISCARD, Draw, Peek, Take, cell
from game.flixo.rules import DRAWN, TURN
from game.referee import HUMAN
from keyboard_helpers import is_card, pick_and_drop, steer
from scenes.kit import botworker
from scenes.kit.handover import HandOver
from table_helpers import referee_of
from together_helpers import ANN, BEN, open_together

PEOPLE = [ANN, BEN, None]
SEATS = [HUMAN, HUMAN, "easy"]


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")



def next_turn(app, referee):
    """Step until a person may move at the top table (the bots play meanwhile); that table."""
    for _ in range(4000):
        top = app.scenes.top
        assert not isinstance(top, HandOver), "nothing is private here: no hand-over screen"
        if referee.is_over():
            return top
        board = getattr(top, "board", None)
        if board is not None:
            return top
        if hasattr(top, "my_turn") and top.my_turn() and not top.queue.busy:
            return top
        app.step(dt=0.1)
    raise AssertionError("no person's turn came")


def check_followed(table, link, followed: list[int]) -> None:
    """The table is the person's to move: their seat nearest them, their name in the badge's words."""
    seat = link.seat
    assert table.me == seat == table.bottom_seat and PEOPLE[seat] is not None
    assert table.turn_words(seat) == f"{PEOPLE[seat].name}'s turn"
    if followed and followed[-1] != seat:
        assert table.hud.message_text == f"{PEOPLE[seat].name}'s turn"
    followed.append(seat)


def test_pixies_with_two_people_and_a_bot(brisk, press):
    app = brisk
    link = open_together(app, "pixies", SEATS, PEOPLE, seed=7)
    referee = referee_of(app.scenes.top)
    rng, followed = random.Random(7), []
    while len(followed) < 10 and not referee.is_over():
        table = next_turn(app, referee)
        if getattr(table, "board", None) is not None:
            press(pygame.K_RETURN)
            continue
        check_followed(table, link, followed)
        assert "Ann" in table.scores_text() and "Ben" in table.scores_text()
        action = rng.choice(table.view.legal_actions())
        cursor = table.card_cursor()
        pick_and_drop(press, cursor, lambda k: is_card(k, action.card), lambda k: k == action.space)
        if table.choice is not None:
            press(pygame.K_1 if action.face_up else pygame.K_2)
    assert set(followed) == {0, 1} and len(followed) >= 10
    words = [entry for entry in app.scenes.top.log.names]
    assert words[:2] == ["Ann", "Ben"]


def test_undo_only_of_the_move_just_made_by_whoever_made_it(brisk, press):
    app = brisk
    link = open_together(app, "pixies", SEATS, PEOPLE, seed=7)
    referee = referee_of(app.scenes.top)
    rng = random.Random(3)
    movers: list[int] = []
    for _ in range(30):
        table = next_turn(app, referee)
        if movers and link.seat != movers[-1] and link.seat in movers:
            break           # a person who has moved before, after another person's move
        action = rng.choice(table.view.legal_actions())
        pick_and_drop(press, table.card_cursor(), lambda k: is_card(k, action.card), lambda k: k == action.space)
        movers.append(link.seat)
        if table.choice is not None:
            press(pygame.K_1 if action.face_up else pygame.K_2)
    before = len(referee.moves)
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert len(referee.moves) == before
    assert str(link.undo_refusal()) == "No undo: someone else has played since."
    action = rng.choice(table.view.legal_actions())
    pick_and_drop(press, table.card_cursor(), lambda k: is_card(k, action.card), lambda k: k == action.space)
    if table.choice is not None:
        press(pygame.K_1 if action.face_up else pygame.K_2)
    referee.settle()
    assert link.undo_refusal() is None       # the move just made, by the person who made it
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert len(referee.moves) == before


def test_flixo_with_two_people_and_a_bot(brisk, press):
    app = brisk
    link = open_together(app, "flixo", SEATS, PEOPLE, options={"level": 0}, seed=5)
    referee = referee_of(app.scenes.top)
    rng, followed = random.Random(5), []
    while len(followed) < 8 and not referee.is_over():
        table = next_turn(app, referee)
        if referee.is_over():
            break
        view, cursor, me = table.view, table.card_cursor(), table.me
        legal = view.legal_actions()
        if view.phase == TURN:
            check_followed(table, link, followed)
            action = rng.choice([a for a in legal if type(a) in (Take, Draw)])
            if action == Draw():
                press(pygame.K_d)
            else:
                press(pygame.K_t)
                steer(press, cursor, lambda k: k == cell(me, action.row, action.col))
                press(pygame.K_RETURN)
        elif view.phase == DRAWN:
            steer(press, cursor, lambda k: is_card(k, view.drawn))
            press(pygame.K_RETURN)
            target = rng.choice(list(table.drag.legal))
            steer(press, cursor, lambda k: k == target)
            press(pygame.K_RETURN)
            if table.pending_reveal:
                reveal = rng.choice(list(table.cursor_targets()))
                steer(press, cursor, lambda k: k == reveal)
                press(pygame.K_RETURN)
        else:
            peek = rng.choice([a for a in legal if type(a) is Peek])
            steer(press, cursor, lambda k: k == peek)
            press(pygame.K_RETURN)
    assert set(followed) == {0, 1}
    assert app.scenes.top.log.names[:2] == ["Ann", "Ben"] and DISCARD

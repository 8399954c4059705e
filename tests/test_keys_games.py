"""Every game played to its end with key presses alone (issue 29): the other seats are bots, every
press goes through the app's real event handling, and the person's moves are made the way a
person at the keyboard makes them: arrows to a card, Enter, arrows to a glowing place, Enter,
or a shortcut key. The move each time is a legal move of the View, picked at random."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game import GAMES
from scenes.kit import botworker
from keyboard_helpers import is_card, pick_and_drop, steer, wait_until
from table_helpers import open_table


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


@pytest.fixture
def brisk(app):
    """Bots at their briskest, so a whole game fits in a test's time."""
    app.settings = dataclasses.replace(app.settings, bot_pace="brisk", animation_speed=3.0)
    return app


def test_pixies_played_to_the_end_by_keys(brisk, press):
    app = brisk
    table = open_table(app, GAMES["pixies"].new(2, 7), ["human", "easy"])
    rng, chosen = random.Random(7), 0
    while not table.view.is_over():
        wait_until(app, lambda: table.view.is_over() or table.board is not None
                   or (table.my_turn() and not table.queue.busy))
        if table.board is not None:
            press(pygame.K_RETURN)           # the round's board: any key shows it all, then closes it
            continue
        if table.view.is_over():
            break
        action = rng.choice(table.view.legal_actions())
        cursor = table.card_cursor()
        pick_and_drop(press, cursor, lambda k: is_card(k, action.card), lambda k: k == action.space)
        if table.choice is not None:          # the card's twin lies there: which one stays
            chosen += 1
            if chosen % 2:
                press(pygame.K_1 if action.face_up else pygame.K_2)
            else:
                steer(press, cursor, lambda k: k == action)
                press(pygame.K_RETURN)
    assert table.view.is_over() and len(table.view.history) == 3

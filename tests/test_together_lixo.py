"""LIXO? with three people at one computer: before each person's go the hand-over screen covers the
window ("Pass to Ben"), and nothing drawn while it shows has anyone's hand face up; the table that
comes after it is that person's, with only their own hand open. Real clicks throughout."""
from __future__ import annotations

import pygame

from conftest import mouse
from game.lixo.actions import hand
from game.lixo.cards import KIND_COLOURS
from game.referee import HUMAN
from scenes.kit import palette
from scenes.kit.handover import HandOver
from scenes.kit.picture import Back, card_of
from scenes.lixo.faces import index_rect
from scenes.lixo.table import LixoTable
from scenes.result import ResultScene
from table_helpers import referee_of
from together_helpers import ANN, BEN, CID, open_together

PEOPLE = [ANN, BEN, CID]


def cream_pixels(surface: pygame.Surface) -> int:
    """How many pixels show a card face's cream (every LIXO? rubbish face is printed on it)."""
    mask = pygame.mask.from_threshold(surface, palette.CARD_CREAM, (3, 3, 3, 255))
    return mask.count()


def at(sprite) -> tuple[int, int]:
    rect = index_rect(sprite.rect)
    return rect.centerx, rect.centery


def test_three_people_pass_the_computer_and_never_see_each_others_hands(app, click, press):
    link = open_together(app, "lixo", [HUMAN] * 3, PEOPLE, seed=11)
    referee = referee_of(app.scenes.top.table)
    while app.scenes.fading:                     # from the menu (no hand in it) to the first cover
        app.step(dt=0.05)
    covers: list[str] = []
    turns = 0
    for _ in range(3000):
        if referee.is_over():
            break
        top = app.scenes.top
        app.step(dt=0.05)
        top = app.scenes.top
        if isinstance(top, HandOver):
            app.step([mouse(pygame.MOUSEMOTION, top.button.rect.center, 0)], dt=0.5)   # passed hand to hand
            seat = link.seat
            assert top.person is PEOPLE[seat] and seat in referee.to_move()
            assert not app.scenes.fading           # no picture of the table before fades through it
            shot = app.window.copy()
            assert cream_pixels(shot) == 0, f"a card face shows through the hand-over screen for {top.person.name}"
            under = top.table
            for other in range(3):     # the table waiting under it opens no hand but the next person's
                tokens = under.picture.cards_in(hand(other))
                assert all(isinstance(t, Back) for t in tokens) or other == seat
            covers.append(top.person.name)
            if len(covers) % 2:
                click(top.button)
            else:
                press(pygame.K_RETURN)
            assert app.scenes.top is under, (top.confirmed, top.button.rect, top.button.hovered)
            continue
        table = top
        assert isinstance(table, LixoTable)
        if not table.my_turn() or table.queue.busy or table.auto_pass_left is not None:
            continue
        assert table.me == link.seat and covers and covers[-1] == PEOPLE[table.me].name
        if not app.scenes.fading:
            assert cream_pixels(app.window) > 0      # the check above can fail: the hand shows now
        turns += 1
        state = referee.state
        fitting = [t for t in table.my_hand() if state.bin // 5 in KIND_COLOURS[card_of(t)]]
        for token in fitting:
            click(at(table.picture.sprites[token]))
        click(table.bid_button if table.bid_button.is_enabled else table.pass_button)
    for _ in range(80):
        app.step(dt=0.05)
    assert referee.is_over() and isinstance(app.scenes.top, ResultScene)
    assert turns >= 6 and set(covers) == {"Ann", "Ben", "Cid"}
    # a cover before every go that followed another person's: never two goes without one between
    assert len(covers) >= turns

"""Keys that cannot throw a game away: at a table the arrows move only the card ring (never onto
a button); buttons are reached by Tab or their own letter; Pass and Discard from the keyboard ask
once while a playable move exists (scenes.kit.askonce). Real key and mouse events through the app."""
from __future__ import annotations

import pygame

from game import GAMES
from game.flanx.actions import Discard
from game.lixo import Pass
from keyboard_helpers import tab_to
from scenes.kit.askonce import ASK_SECONDS
from scenes.kit.cards import CardSprite
from table_helpers import open_table, referee_of

ARROWS = (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP,
          pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RIGHT)


def settle(app, seconds: float = 2.0) -> None:
    for _ in range(round(seconds / 0.05)):
        app.step(dt=0.05)


def lixo(app):
    from game.lixo.cards import GREEN, RED, bin_card
    from lixo_helpers import rig
    table = open_table(app, rig(hands=[(GREEN, GREEN, RED), (GREEN,), ()], bin_=bin_card(GREEN, 4)),
                       ["human", "easy", "easy"])
    settle(app, 0.5)
    assert table.my_turn() and not table.only_pass(), "a bid is possible"
    return table


def flanx(app):
    from scenes.flanx.table import COUNT_STEP
    for seed in range(3, 40):
        table = open_table(app, GAMES["flanx"].new(2, seed, variant="duel"), ["human", "easy"], {"variant": "duel"})
        for bot in referee_of(table).bots.values():
            bot.period = float("inf")          # the bot stands still: only the person's keys count
        settle(app, 3 * COUNT_STEP + 0.6)
        if table.playable() and Discard() in table.view.legal_actions():
            return table
        app.scenes.pop()
    raise AssertionError("no deal with a fitting card")


def moves_of(table) -> list:
    return [(m.seat, m.action) for m in referee_of(table).moves]


def test_the_arrows_and_enter_never_reach_pass_or_bid(app, press):
    table = lixo(app)
    for key in ARROWS:
        press(key)
        assert isinstance(table.card_cursor().focus, CardSprite), "the ring rests on cards only"
        assert app.focus.focused(table) is None, "no button is in the Tab ring"
    press(pygame.K_RETURN)                     # Enter acts on the ring's card: picks it up
    assert moves_of(table) == [] and table.cursor.carrying is not None


def test_a_keyboard_pass_while_a_bid_is_possible_asks_once(app, press):
    table = lixo(app)
    press(pygame.K_p)
    assert moves_of(table) == [] and "press P again to pass" in table.hud.message_text
    press(pygame.K_p)
    assert moves_of(table)[:1] == [(0, Pass())]


def test_enter_on_the_pass_button_asks_once_and_the_question_lapses(app, press):
    table = lixo(app)
    tab_to(app, press, table.pass_button)      # a button is reached by Tab
    press(pygame.K_RETURN)
    assert moves_of(table) == [] and "press Enter again" in table.hud.message_text
    settle(app, ASK_SECONDS + 0.5)             # too late: the next press asks again
    press(pygame.K_RETURN)
    assert moves_of(table) == []
    press(pygame.K_RETURN)
    assert moves_of(table)[:1] == [(0, Pass())]


def test_a_click_on_pass_is_meant_and_passes_at_once(app, click):
    table = lixo(app)
    click(table.pass_button)
    assert moves_of(table)[:1] == [(0, Pass())]


def test_the_arrows_never_discard_a_flanx_hand_and_x_asks_once_while_a_card_fits(app, press):
    table = flanx(app)
    hand = list(table.view.hands[table.person])
    for key in ARROWS:
        press(key)
        assert "discard" not in table.card_cursor().places()
    if table.cursor.carrying is not None:
        press(pygame.K_ESCAPE)                 # put the carried card back
    assert app.scenes.top is table
    assert list(table.view.hands[table.person]) == hand and Discard() not in [a for _, a in moves_of(table)]
    press(pygame.K_x)
    assert list(table.view.hands[table.person]) == hand and "press X again" in table.hud.message_text
    press(pygame.K_x)
    assert (0, Discard()) in moves_of(table)

"""Every game played to its end with key presses alone (issue 29): the other seats are bots, every
press goes through the app's real event handling, and the person's moves are made the way a
person at the keyboard makes them: arrows to a card, Enter, arrows to a glowing place, Enter,
or a shortcut key. The move each time is a legal move of the View, picked at random."""
from __future__ import annotations

import random

import pygame
import pytest

from game import GAMES
from keyboard_helpers import is_card, pick_and_drop, steer, tab_to, wait_until
from scenes.kit import botworker
from table_helpers import open_table


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")



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


def test_lixo_played_to_the_end_by_keys(brisk, press):
    """Cards staged by carrying them onto the bid (and one taken back), then B or the Bid button;
    P or the Pass button passes."""
    from game.lixo import Pass
    from scenes.kit.picture import card_of
    app = brisk
    players = GAMES["lixo"].min_players
    table = open_table(app, GAMES["lixo"].new(players, 3), ["human"] + ["easy"] * (players - 1))
    rng, turns = random.Random(3), 0
    while not table.view.is_over():
        wait_until(app, lambda: table.view.is_over() or (table.my_turn() and not table.queue.busy
                                                          and not table.only_pass()))
        if table.view.is_over():
            break
        turns += 1
        cursor = table.card_cursor()
        raises = [a for a in table.view.legal_actions() if a != Pass()]
        if not raises or rng.random() < 0.3:
            key = pygame.K_p if turns % 2 else pygame.K_RETURN
            if key == pygame.K_RETURN:
                tab_to(app, press, table.pass_button)     # a button: Tab reaches it, the arrows do not
            press(key)
            if raises:                                  # a bid was possible: the key asked once
                assert table.my_turn() and "again to pass" in table.hud.message_text
                press(key)
            continue
        action = min(raises, key=lambda a: len(a.cards))
        if turns % 3 == 0:                    # one chosen and taken back again first
            kind = action.cards[0]
            pick_and_drop(press, cursor, lambda k: is_copy(table, k, kind), lambda k: k == "bid")
            token = table.chosen[-1]
            pick_and_drop(press, cursor, lambda k: table.token_of(k) == token, lambda k: k == "hand")
            assert token not in table.chosen
        for kind in action.cards:
            pick_and_drop(press, cursor, lambda k: is_copy(table, k, kind), lambda k: k in ("bid", "bin"))
        assert sorted(card_of(t) for t in table.chosen) == sorted(action.cards)
        if turns % 2:
            press(pygame.K_b)
        else:
            tab_to(app, press, table.bid_button)
            press(pygame.K_RETURN)
        assert not table.chosen
    assert table.view.is_over() and turns > 3


def is_copy(table, key, kind) -> bool:
    """A card of the person's hand of `kind`, not chosen yet."""
    from scenes.kit.picture import card_of
    token = table.token_of(key) if hasattr(key, "card_id") else None
    return token is not None and token not in table.chosen and token in table.my_hand() and card_of(token) == kind


def test_flixo_played_to_the_end_by_keys(brisk, press):
    """D or the ring on the draw pile draws, T or the ring on the discard takes it; the drawn card
    carried onto a card of the display or the discard pile, then the ring on a card to reveal;
    a reward's peek with the ring."""
    from game.flixo.actions import DISCARD, Draw, Peek, Take, cell
    from game.flixo.rules import DRAWN, TURN
    app = brisk
    table = open_table(app, GAMES["flixo"].new(2, 5), ["human", "easy"])
    rng, turns, seen = random.Random(5), 0, set()
    while not table.view.is_over():
        wait_until(app, lambda: table.view.is_over() or (table.my_turn() and not table.queue.busy))
        if table.view.is_over():
            break
        turns += 1
        view, cursor, me = table.view, table.card_cursor(), table.me
        legal = view.legal_actions()
        if view.phase == TURN:
            takes = [a for a in legal if type(a) is Take]
            if "take" not in seen and takes:
                action = rng.choice(takes)
            elif not {"swap", "reveal"} <= seen and Draw() in legal:
                action = Draw()
            else:
                action = rng.choice(legal)
            if action == Draw():
                seen.add("draw")
                if turns % 2:
                    press(pygame.K_d)
                else:
                    steer(press, cursor, lambda k: k == "draw")
                    press(pygame.K_RETURN)
            else:
                assert type(action) is Take
                seen.add("take")
                if turns % 2:
                    press(pygame.K_t)
                else:
                    steer(press, cursor, lambda k: is_card(k, table.token_in(DISCARD)))
                    press(pygame.K_RETURN)
                steer(press, cursor, lambda k: k == cell(me, action.row, action.col))
                press(pygame.K_RETURN)
        elif view.phase == DRAWN:
            steer(press, cursor, lambda k: is_card(k, view.drawn))
            press(pygame.K_RETURN)
            cells = [t for t in table.drag.legal if t != DISCARD]
            discards = "discard" in seen or "reveal" in seen
            target = DISCARD if DISCARD in table.drag.legal and not discards else rng.choice(cells)
            seen.add("discard" if target == DISCARD else "swap")
            steer(press, cursor, lambda k: k == target)
            press(pygame.K_RETURN)
            if table.pending_reveal:
                seen.add("reveal")
                reveal = rng.choice(list(table.cursor_targets()))
                steer(press, cursor, lambda k: k == reveal)
                press(pygame.K_RETURN)
        else:
            peek = rng.choice([a for a in legal if type(a) is Peek])
            seen.add("peek")
            steer(press, cursor, lambda k: k == peek)
            press(pygame.K_RETURN)
    assert table.view.is_over() and {"draw", "take", "swap", "reveal"} <= seen, seen


@pytest.mark.parametrize("variant, players", [("duel", 2), ("kids", 2), ("toddler", 3)])
def test_flanx_played_to_the_end_by_keys(brisk, press, variant, players):
    """The duel and Kids in real time (the bot on its own clock all along), Toddler in turns: a
    hand card carried onto a glowing cell, or X or the ring on Discard for a new hand."""
    from game.flanx.actions import Discard
    from keyboard_helpers import Gone
    app = brisk
    state = GAMES["flanx"].new(players, 11, variant=variant)
    table = open_table(app, state, ["human"] + ["easy"] * (players - 1), {"variant": variant})
    rng, placed, discards = random.Random(11), 0, 0

    def ready() -> bool:
        return table.view.is_over() or (table.can_act_now() and bool(table.view.legal_actions())
                                         and (table.realtime or not table.queue.busy))
    while not table.view.is_over():
        wait_until(app, ready, dt=0.05)
        if table.view.is_over():
            break
        action = rng.choice(table.view.legal_actions())
        cursor = table.card_cursor()
        try:
            if action == Discard():
                discards += 1
                key = pygame.K_x if discards % 2 else pygame.K_RETURN
                if key == pygame.K_RETURN:
                    tab_to(app, press, table.discard_button)
                hand = list(table.view.hands[table.person])
                press(key)
                if table.view.hands[table.person] == hand and table.playable():    # a card fits: it asked
                    press(key)
            else:
                pick_and_drop(press, cursor, lambda k: is_card(k, action.card), lambda k: k == (action.col, action.row))
                placed += 1
        except Gone:                      # the bot took that cell (or the hand changed) meanwhile
            press(pygame.K_ESCAPE)
            if app.scenes.top is not table:
                press(pygame.K_ESCAPE)    # the pause menu: back to the table
    assert table.view.is_over() and placed > 0


def test_zen_played_to_the_end_by_keys(brisk, press):
    """The Zen policy's moves made by keys: W / B or the ring on a deck draws, a hand card carried
    onto its glowing cell, E ends the round, the discard order set by carrying cards into place."""
    from game.zen.actions import ChooseStartDeck, Draw, EndRound, Place
    from game.zen.policy import choose
    from zen_helpers import open_puzzle
    app = brisk
    table = open_puzzle(app, "Signpost", seed=4)
    rounds, draws = 0, 0
    while not table.view.is_over():
        wait_until(app, lambda: table.view.is_over() or (table.my_turn() and not table.queue.busy))
        if table.view.is_over():
            break
        action = choose(table.view)[0]
        cursor = table.card_cursor()
        if isinstance(action, (ChooseStartDeck, Draw)):
            draws += 1
            if draws % 2:
                press((pygame.K_w, pygame.K_b)[action.deck])
            else:
                steer(press, cursor, lambda k: k == ("deck", action.deck))
                press(pygame.K_RETURN)
        elif isinstance(action, Place):
            cell = table.form.home[action.card]
            pick_and_drop(press, cursor, lambda k: is_card(k, action.card), lambda k: k == ("cell", cell))
        else:
            assert isinstance(action, EndRound)
            rounds += 1
            press(pygame.K_e)
            if table.ordering:
                for i, c in enumerate(action.order):
                    if table.order[i] != c:
                        pick_and_drop(press, cursor, lambda k: is_card(k, c), lambda k: k == ("slot", i))
                assert table.order == list(action.order)
                press(pygame.K_e)
    assert table.view.is_over() and rounds > 0 and draws > 1


def test_the_zen_form_editor_by_keys(app, press):
    """Clear by Tab and Enter, cards carried from the palette onto glowing cells, one carried back
    to its palette place, one taken off with Delete, then Play: the puzzle of the new form opens."""
    from game.zen import booklet
    from scenes.zen.editor import ZenEditor
    from scenes.zen.puzzle import ZenPuzzle
    editor = ZenEditor(app, booklet.forms()[0])
    app.scenes.push(editor)
    app.step()

    def press_button(name: str) -> None:
        for _ in range(12):
            if app.focus.focused(editor) is editor.buttons[name]:
                break
            press(pygame.K_TAB)
        assert app.focus.focused(editor) is editor.buttons[name]
        press(pygame.K_RETURN)

    press_button("clear")
    assert editor.cells == {}
    cursor = editor.cursor
    first = 0
    pick_and_drop(press, cursor, lambda k: is_card(k, first), lambda k: k == ("cell", (3, 3)))
    fits = [k for k in range(1, 72) if editor.fits(k, (4, 3))]
    pick_and_drop(press, cursor, lambda k: is_card(k, fits[0]), lambda k: k == ("cell", (4, 3)))
    assert editor.cells == {(3, 3): first, (4, 3): fits[0]}
    pick_and_drop(press, cursor, lambda k: is_card(k, fits[0]), lambda k: k == ("palette", None))
    assert editor.cells == {(3, 3): first}
    pick_and_drop(press, cursor, lambda k: is_card(k, fits[1]), lambda k: k == ("cell", (4, 3)))
    below = next(k for k in range(1, 72) if k not in editor.cells.values() and editor.fits(k, (3, 4)))
    pick_and_drop(press, cursor, lambda k: is_card(k, below), lambda k: k == ("cell", (3, 4)))
    assert editor.cells == {(3, 3): first, (4, 3): fits[1], (3, 4): below}
    steer(press, cursor, lambda k: is_card(k, below))
    press(pygame.K_DELETE)
    for _ in range(30):
        app.step(dt=0.05)
    assert editor.cells == {(3, 3): first, (4, 3): fits[1]}
    press_button("play")
    assert isinstance(app.scenes.top, ZenPuzzle)
    assert sorted(app.scenes.top.form.cells.values()) == sorted([first, fits[1]])

"""Zen's hints: the deck the policy starts from, the card and its cell, the end of a round laid
out in its discard order, and a bubble that fits and keeps clear of where the player acts."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.zen.actions import Draw, EndRound, Place
from game.zen.policy import choose
from zen_helpers import advance, open_puzzle, rests_at, settle, sprite_rect


def test_the_hint_rings_the_deck_the_policy_would_start_from(app, press):
    table = open_puzzle(app)
    press(pygame.K_h)
    settle(app, 5)
    assert table.hint is not None and table.hint.text.startswith("Hint: Start from")
    d = choose(table.view)[0].deck
    assert table.hint.targets == [table.plan.deck_rect(d)]


def test_a_placement_hint_rings_the_card_and_its_cell_and_the_bubble_leaves_the_hand_clear(app, press):
    table = open_puzzle(app)
    advance(app, table, lambda view: any(isinstance(a, Place) for a in view.legal_actions()))
    settle(app)
    suggested = choose(table.view)[0]
    press(pygame.K_h)
    settle(app, 3)                                   # frames drawn with the hint on the table
    assert isinstance(suggested, Place) and table.hint.text.startswith("Hint: Place the ringed card")
    assert table.hint.targets == [sprite_rect(table, suggested.card),
                                  table.plan.cell_rect(table.form.home[suggested.card])]
    bubble = table.hint.bubble.rect
    assert not bubble.colliderect(table.plan.hand_row()) and table.play_area(app.size).contains(bubble)


@pytest.mark.parametrize("size, scale", [((960, 600), 100), ((960, 600), 200), ((1280, 720), 100),
                                         ((1280, 720), 200)])
def test_a_hint_bubble_fits_and_leaves_clear_what_it_points_at_and_where_the_player_acts(app, press, size,
                                                                                         scale):
    before = app.settings
    app.apply_settings(dataclasses.replace(before, ui_scale=scale))
    try:
        hints_clear_of_the_players_places(app, press, size)
    finally:
        app.apply_settings(before)            # settings are saved: the next tests must not inherit them


def hints_clear_of_the_players_places(app, press, size) -> None:
    app.resize(size)
    table = open_puzzle(app)
    for kind, acting in ((Draw, lambda: table.action_area()), (Place, lambda: [table.plan.hand_row()])):
        advance(app, table, lambda view, kind=kind: isinstance(choose(view)[0], kind))
        settle(app)
        press(pygame.K_h)
        settle(app, 3)
        bubble = table.hint.bubble.rect
        assert table.play_area(size).contains(bubble), (kind, bubble)
        assert not any(bubble.colliderect(r) for r in table.hint.targets + acting()), (kind, bubble)


def test_an_end_round_hint_lays_the_hand_out_in_its_discard_order(app, press):
    table = open_puzzle(app)
    advance(app, table, lambda view: view.phase == "play" and len(view.hand) >= 2
            and not any(isinstance(a, Place) for a in view.legal_actions()))
    settle(app)
    suggested = choose(table.view)[0]
    press(pygame.K_h)
    settle(app)
    assert isinstance(suggested, EndRound) and table.hint.text.startswith("Hint: End the round")
    assert table.order == list(suggested.order)
    assert all(rests_at(table, c, slot) for c, slot in zip(table.order, table.plan.hand_rects()))

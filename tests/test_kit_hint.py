"""The hint, one way at every table: its bubble fits the play area at every window size and text
size, and never covers the cells where the person acts."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import GAMES
from scenes import tables
from scenes.kit import hint as hint_module
from scenes.kit.bubble import place_bubble
from scenes.kit.hint import HintShown
from table_helpers import hinted_table, open_table, wait_for_hint


def test_a_bubble_goes_where_it_covers_nothing_it_must_not():
    screen = pygame.Rect(0, 50, 960, 520)
    mine = pygame.Rect(0, 50, 500, 520)
    target = pygame.Rect(600, 300, 80, 110)
    bubble = place_bubble("Hint: take red 6 to space 6: it validates your 6.", target, screen, [mine], scale=200)
    assert screen.contains(bubble.rect) and not bubble.rect.colliderect(mine)
    assert not bubble.rect.colliderect(target)


def test_a_bubble_finds_the_clear_gap_between_things_at_a_width_that_fits_it():
    """A gap no spot of the coarse grid fits (300 x 180 between three blocks): the closer look
    finds it, at a narrower width, and covers nothing."""
    screen = pygame.Rect(0, 130, 1280, 460)
    gap = pygame.Rect(560, 138, 300, 180)
    avoid = [pygame.Rect(8, 138, 552, 444), pygame.Rect(860, 138, 412, 444), pygame.Rect(560, 318, 300, 264)]
    text = "The line vanished with its Flixo. Your reward: look at a face-down card; an eye marks it for the team."
    bubble = place_bubble(text, None, screen, avoid, scale=100)
    assert gap.contains(bubble.rect) and bubble.rect.collidelist(avoid) == -1


def test_a_hint_is_placed_again_only_when_what_it_fits_or_keeps_clear_of_changes(monkeypatch):
    calls = []
    real = hint_module.place_bubble
    monkeypatch.setattr(hint_module, "place_bubble", lambda *args: calls.append(args) or real(*args))
    surface = pygame.Surface((960, 600))
    shown = HintShown(None, "Hint: take red 6 to space 6.", [pygame.Rect(600, 300, 80, 110)])
    mine = [pygame.Rect(0, 50, 500, 520)]
    for _ in range(3):
        shown.draw(surface, pygame.Rect(0, 50, 960, 520), mine, 100)
    assert len(calls) == 1
    shown.draw(surface, pygame.Rect(0, 50, 960, 520), [pygame.Rect(0, 50, 400, 520)], 100)
    shown.draw(surface, pygame.Rect(0, 50, 960, 520), [pygame.Rect(0, 50, 400, 520)], 200)
    assert len(calls) == 3


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("game_name", sorted(tables.TABLES))
def test_the_hint_fits_and_leaves_the_persons_cells_clear(app, game_name, size, scale):
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    app.resize(size)
    game = GAMES[game_name]
    players, options = game.configurations()[0]
    table = open_table(app, game.new(players, seed=4, **options), ["human"] + [game.levels[1]] * (players - 1),
                       options)
    for _ in range(400):
        if table.my_turn() and not table.queue.busy:
            break
        app.step(dt=0.05)
    assert table.my_turn()
    wait_for_hint(app, table)
    app.step(dt=0.05)
    bubble = table.hint.bubble.rect
    assert table.play_area(size).contains(bubble), (bubble, table.play_area(size))
    for rect in table.action_area():
        assert not bubble.colliderect(rect), (bubble, rect)
    for target in table.hint.targets:
        assert not bubble.colliderect(target)


@pytest.mark.parametrize("scale", [100, 200])
def test_the_pixies_hint_keeps_clear_of_the_bots_grid(app, scale):
    """Issue 42: the hint's bubble covered the bot's grid, which its words ("keeps the card from
    the next player") are about."""
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    app.resize((1280, 720))
    for seed in (4, 5, 6):
        table = hinted_table(app, "pixies", seed)
        bubble = table.hint.bubble.rect
        for seat, area in table.plan.area_rects.items():
            assert not bubble.colliderect(area), (seed, seat, bubble, area)
        app.scenes.pop()

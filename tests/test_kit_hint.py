"""The hint, one way at every table: its bubble fits the play area at every window size and text
size, and never covers the cells where the person acts."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import GAMES
from scenes import tables
from scenes.kit.bubble import place_bubble
from table_helpers import open_table


def test_a_bubble_goes_where_it_covers_nothing_it_must_not():
    screen = pygame.Rect(0, 50, 960, 520)
    mine = pygame.Rect(0, 50, 500, 520)
    target = pygame.Rect(600, 300, 80, 110)
    bubble = place_bubble("Hint: take red 6 to space 6: it validates your 6.", target, screen, [mine], scale=200)
    assert screen.contains(bubble.rect) and not bubble.rect.colliderect(mine)
    assert not bubble.rect.colliderect(target)


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
    for _ in range(200):          # asked again while a countdown runs, or a bot's move made it stale
        if table.hint is not None:
            break
        if table.hint_job is None:
            table.ask_hint()
        app.step(dt=0.05)
    assert table.hint is not None
    app.step(dt=0.05)
    bubble = table.hint.bubble.rect
    assert table.play_area(size).contains(bubble), (bubble, table.play_area(size))
    for rect in table.action_area():
        assert not bubble.colliderect(rect), (bubble, rect)
    for target in table.hint.targets:
        assert not bubble.colliderect(target)

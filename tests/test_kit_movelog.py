"""The move log at a real table, through real input: L opens its column, and clicking a move
makes the cards it moved glow for a moment."""
from __future__ import annotations

import pygame
import pytest

from game import GAMES
from scenes.kit import botworker, palette


@pytest.fixture(autouse=True)
def sync_bots(monkeypatch):
    monkeypatch.setattr(botworker, "_default_mode", "sync")


def test_clicking_a_move_in_the_open_log_makes_its_cards_glow(app, press, click):
    rules = GAMES["pixies"]
    app.start_table("pixies", 2, rules.check_options(2, {}), ["easy", "easy"])
    table = app.scenes.top
    for _ in range(600):
        if any(entry.cards for entry in table.log.entries) and not table.queue.busy:
            break
        app.step(dt=0.1)
    press(pygame.K_l)
    assert table.log.open
    app.step()
    rect, entry = next((rect, entry) for rect, entry in table.log._rows if entry.cards)
    sprites = [table.picture.sprite(card) for card in entry.cards]
    assert any(sprites) and all(s is None or s.highlight is None for s in sprites)
    click(rect.center)
    assert any(s is not None and s.highlight == palette.GLOW for s in sprites)
    for _ in range(40):
        app.step(dt=0.1)
    assert all(s is None or s.highlight is None for s in sprites)

"""Zen for a newcomer (issue 42): the form's empty cells show the colours they need, the hint
speaks plain words, and a finished puzzle can be watched again from its result panel (the
discard pile's top card face up: tests/test_zen_scenes.py)."""
from __future__ import annotations

import re

import pygame

from game.zen import booklet
from scenes.flanx.faces import paint_face
from scenes.kit.cards import face_image
from scenes.replay import ReplayScene
from scenes.zen.puzzle import ZenPuzzle
from scenes.zen.result import ZenResultScene
from table_helpers import wait_for_hint
from zen_helpers import advance, open_puzzle, settle, until_top


def test_the_empty_cells_show_the_colours_their_cards_need(app):
    """An empty cell's card, drawn on the felt, is close to the card's own face (it was a grey
    ghost through which the felt showed: the half-circles' colours did not read)."""
    table = open_puzzle(app, "Compass", seed=3)
    settle(app)
    form = table.form
    empty = [c for c in form.cells.values() if c not in table.view.placed]
    assert empty
    for card in empty:
        rect = table.plan.cell_rect(form.home[card])
        face = face_image(paint_face, card, rect.size)
        points = [(x, y) for x in range(4, rect.width - 4, 7) for y in range(4, rect.height - 4, 7)]
        apart = sum(abs(a - b) for x, y in points
                    for a, b in zip(app.window.get_at((rect.left + x, rect.top + y))[:3], face.get_at((x, y))[:3]))
        assert apart / (3 * len(points)) < 40, (card, apart / (3 * len(points)))


def test_the_hint_speaks_plain_words(app, press):
    table = open_puzzle(app, "Compass", seed=3)
    texts = set()
    for _ in range(12):
        if table.view.is_over():
            break
        wait_for_hint(app, table)
        texts.add(table.hint.text)
        table.act(table.hint.action)
        settle(app)
    for text in texts:
        assert not re.search(r"[A-Z]{4,}|\||/|renew|Place\(|Draw\(", text), text
        assert len(text.split()) >= 5, text


def test_a_finished_puzzle_is_watched_again_from_its_result(app, click):
    entry = next(e for e in booklet.entries() if e["name"] == "Compass")
    table = open_puzzle(app, "Compass", seed=entry["solved_seed"])
    advance(app, table, lambda view: view.is_over())
    result = until_top(app, ZenResultScene)
    moves = table.link.moves_played
    click(result.buttons["watch"])
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and isinstance(replay.table, ZenPuzzle)
    assert replay.replay.position == 0 and replay.replay.length == moves
    for _ in range(moves + 5):
        replay.step_forward()
        settle(app, 2)
    assert replay.replay.at_end and replay.table.view.is_over()
    assert set(replay.table.view.placed) == set(table.view.placed)
    press_back = replay.buttons.get("close") or replay.buttons.get("back")
    click(press_back)
    assert app.scenes.top is result
    pygame.event.clear()

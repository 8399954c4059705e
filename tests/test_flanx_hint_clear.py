"""The Flanx hint keeps off the board's rows (issue 42, item 4): at a large text size the bubble
found no free place and lay across rows 4-7 of a Kids board, hiding the open cells the person
reads to plan. The board is now among what a hint keeps clear of: where it cannot, the bubble
covers at most the board's edge columns, never whole rows."""
from __future__ import annotations

import dataclasses

import pytest

from game import GAMES
from table_helpers import hinted_table


@pytest.mark.parametrize("scale", [100, 180, 200])
@pytest.mark.parametrize("variant", ["kids", "duel"])
def test_the_hint_covers_no_row_of_the_board(app, variant, scale):
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    options = GAMES["flanx"].check_options(2, {"variant": variant})
    table = hinted_table(app, "flanx", options=options, players=2)
    bubble, board, cell = table.hint.bubble.rect, table.plan.board, table.plan.cell
    covered = bubble.clip(board)
    assert covered.width < 2 * cell, (bubble, board, cell)
    for rect in table.action_area():
        assert not bubble.colliderect(rect)

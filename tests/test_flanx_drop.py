"""A Flanx card let go on a cell the rules refuse flies back and says which rule, in a line
(the engine's own words: FlanxPublic.why_not), through real mouse events."""
from __future__ import annotations

from game.flanx.actions import Place
from game.flanx.cards import WHITE
from test_flanx_table import a_state, open_table, past_countdown, settle, sprite_pos, state_of


def test_a_card_dropped_on_a_refused_cell_says_which_rule(app, drag):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    card = state.hands[WHITE][0]
    g = state.geometry
    far = next((c, r) for r in range(g.rows) for c in range(g.cols)
               if state.cells[g.index(c, r)] < 0 and state.why_not(WHITE, Place(card, c, r)) is not None
               and "touch one of your own" in str(state.why_not(WHITE, Place(card, c, r))))
    before = state_of(table).to_dict()
    start = sprite_pos(table, card)
    drag(start, table.plan.cell_centre(*far))
    assert table.hud.message_text == ("A card must touch one of your own cards left, right, above or below "
                                      "(Rule 2).")
    settle(app, 0.8)
    assert state_of(table).to_dict() == before and sprite_pos(table, card) == start


def test_a_card_let_go_off_the_board_says_nothing(app, drag):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    card = state.hands[WHITE][0]
    table.hud.clear_message()
    start = sprite_pos(table, card)
    drag(start, (start[0] + 5, start[1] - 30))
    assert table.hud.message_text is None

"""A Flanx duel in German and in Russian, played through real mouse events: the rule that
refuses a drop, the hint and the ending are said in the person's language."""
from __future__ import annotations

import pytest

from flanx_helpers import behind_win_ready
from game.flanx.actions import Place
from game.flanx.cards import WHITE
from language_helpers import LANGUAGES, speaking
from scenes.result import ResultScene
from table_helpers import wait_for_hint
from test_flanx_table import a_state, open_table, past_countdown, settle, sprite_pos

REFUSED = {"de": "Eine Karte muss links, rechts, oben oder unten eine eigene Karte berühren (Regel 2).",
           "ru": "Карта должна касаться своей карты слева, справа, сверху или снизу (правило 2)."}
HINT = {"de": "Diese Karte gewinnt sofort, direkt hinter einer schwarzen Karte.",
        "ru": "Эта карта сразу выигрывает — прямо за чёрной картой."}
ENDING = {"de": "Du gewinnst: eine Karte direkt hinter eine schwarze gelegt.",
          "ru": "Вы выиграли: карта выложена прямо за чёрной картой."}
STATUS = {"de": "Spiel so schnell du kannst!", "ru": "Играйте как можно быстрее!"}



@pytest.fixture(params=LANGUAGES)
def language(request):
    yield from speaking(request.param)

def test_a_refused_drop_says_the_rule_in_the_persons_language(app, drag, language):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    assert table.hud.status.text == STATUS[language]
    card = state.hands[WHITE][0]
    g = state.geometry
    far = next((c, r) for r in range(g.rows) for c in range(g.cols)
               if state.cells[g.index(c, r)] < 0
               and "touch one of your own" in str(state.why_not(WHITE, Place(card, c, r))))
    drag(sprite_pos(table, card), table.plan.cell_centre(*far))
    assert table.hud.message_text == REFUSED[language]


def test_the_hint_and_the_ending_are_said_in_the_persons_language(app, language):
    state, win = behind_win_ready()
    table = open_table(app, state)
    past_countdown(app, table)
    wait_for_hint(app, table)
    assert table.hint.action == Place(win, 4, 2) and table.hint.text.endswith(HINT[language])
    assert table.act(Place(win, 4, 2))
    settle(app, 0.6)
    assert table.hud.message_text == ENDING[language]
    settle(app, 3.5)
    result = app.scenes.top
    assert isinstance(result, ResultScene) and result.result.notes[0] == ENDING[language]

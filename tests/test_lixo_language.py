"""A LIXO? table in German and in Russian, played through real mouse events: why a card cannot
be bid, the status line, the hint and the end screen are said in the person's language."""
from __future__ import annotations

import pytest

from game.lixo import GAME
from game.lixo.cards import RED, YELLOW, bin_card
from language_helpers import LANGUAGES, speaking
from lixo_helpers import rig
from scenes.kit.lang import say
from scenes.result import ResultScene
from table_helpers import referee_of, wait_for_hint
from test_lixo_table import GR, G, R, Y, at, open_table, settle, sprite_of, state_of

WRONG = {"de": "Diese Tonne ist grün: nur grüne Karten können geboten werden (zweifarbige mit Grün auch).",
         "ru": "Этот бак зелёный: ставить можно только зелёные карты (и двухцветные с зелёным)."}
STATUS = {"de": "Du bist dran, grüne Tonne 4: bieten oder passen", "ru": "Ваш ход, зелёный бак 4: ставка или пас"}
BIN = {"de": "Die Tonne ist 4 Punkte wert.", "ru": "Бак стоит 4 очка."}
COLUMNS = {"de": ["Gewonnene Tonnen", "Verlorene Gebote", "Punkte"],
           "ru": ["Выиграно баков", "Проигранные ставки", "Очки"]}



@pytest.fixture(params=LANGUAGES)
def language(request):
    yield from speaking(request.param)

def test_a_card_of_another_colour_is_refused_in_the_persons_language(app, click, language):
    table = open_table(app, rig(hands=[(G, R), (), ()]))
    assert table.hud.status.text == STATUS[language]
    click(at(sprite_of(table, R)))
    assert table.chosen == [] and table.hud.message_text == WRONG[language]


def test_the_hint_says_what_a_bid_costs_in_the_persons_language(app, language):
    table = open_table(app, rig(hands=[(G, G, G, R, GR, Y, Y), (G,), ()]))
    wait_for_hint(app, table)
    said = say(GAME.explain(referee_of(table).view(0), table.hint.action))
    assert table.hint.text.endswith(said) and BIN[language] in said


def test_the_end_screen_is_in_the_persons_language(app, click, language):
    state = rig(hands=[(G,), (), ()], deck=())
    state.won[0] = [bin_card(RED, 3)]
    state.dead = [c for c in state.dead if c not in state.won[0]]
    state.stack.remove(YELLOW)
    state.unrecycled[0][YELLOW] += 1
    state.check()
    table = open_table(app, state)
    click(table.pass_button)
    settle(app, 80)
    assert state_of(table).is_over()
    result = app.scenes.top
    assert isinstance(result, ResultScene) and result.result.columns == COLUMNS[language]

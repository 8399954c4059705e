"""A Zen puzzle in German and in Russian, played through real events: the status line, the
hint, why a deck cannot be drawn from and the result are said in the person's language."""
from __future__ import annotations

import pygame
import pytest

from game.zen.actions import Place
from game.zen.policy import choose
from language_helpers import LANGUAGES, speaking
from scenes.zen.result import ZenResultScene
from test_zen_scenes import mouse_move, pair_form_solved_in_one_round
from zen_helpers import advance, open_puzzle, settle, until_top

START = {"de": "Klicke einen Stapel für die Startkarte", "ru": "Щёлкните колоду, чтобы открыть стартовую карту"}
HINT = {"de": ("Beginne mit dem weißen Stapel: er enthält mehr von der Form.",
               "Beginne mit dem schwarzen Stapel: er enthält mehr von der Form."),
        "ru": ("Начните с белой колоды: в ней больше карт формы.", "Начните с чёрной колоды: в ней больше карт формы.")}
FINISH_FIRST = {"de": "Beende erst diese Runde: „Runde beenden“ legt die restlichen Handkarten auf die Ablage.",
                "ru": "Сначала завершите раунд: «Завершить раунд» отправит оставшиеся в руке карты в сброс."}
ONE_ROUND = {"de": "Fertig in 1 Runde", "ru": "Собрано за 1 раунд"}
BUTTON = {"de": "Runde beenden", "ru": "Завершить раунд"}



@pytest.fixture(params=LANGUAGES)
def language(request):
    yield from speaking(request.param)

def test_the_start_the_hint_and_a_refused_draw_are_in_the_persons_language(app, press, click, language):
    table = open_puzzle(app)
    assert table.hud.status.text == START[language]
    assert table.buttons["end"].text == BUTTON[language]
    press(pygame.K_h)
    settle(app, 5)
    d = choose(table.view)[0].deck
    assert table.hint is not None and table.hint.text.endswith(HINT[language][d])
    advance(app, table, lambda view: any(isinstance(a, Place) for a in view.legal_actions()))
    settle(app)
    click(table.plan.deck_rect(table.form.decks()[0]).center)
    assert table.hud.message_text == FINISH_FIRST[language]


def test_a_win_is_told_in_the_persons_language(app, click, drag, language):
    cells, seed = pair_form_solved_in_one_round()
    table = open_puzzle(app, "Pair", seed=seed, form_data=cells)
    settle(app)
    while not table.view.is_over():
        mouse_move(app, table, choose(table.view)[0], click, drag)
    result = until_top(app, ZenResultScene)
    assert result.result.headline == ONE_ROUND[language]

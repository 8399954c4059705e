"""The lobby and the Join screen in German and Russian: driven through real events, every label in
the language in use and fitting its place (German runs a third longer, Russian's words are long).
Screenshots go to PARLOUR_SHOTS when it is set (to look at them), else nowhere.
"""
from __future__ import annotations

import dataclasses
import os

import pygame
import pytest

from net_helpers import close_all, hosting, join
from scenes.kit import lang
from scenes.menu import GameChoice
from scenes.net.joining import JoinScene
from scenes.net.lobby import LobbyScene
from test_net_scenes import frames_until, type_into

WORDS = {
    "de": {"status": "Ein Bot (Normal) spielt jeden freien Platz, bis sich jemand setzt.",
           "open": "Frei: wartet auf einen Freund", "you": "Du (Gastgeber)", "wrong": "Das ist nicht der Beitrittscode",
           "start": "Spiel starten", "join": "Beitreten", "rule": "Ein Beitrittscode besteht aus 6",
           "open table": "Tisch öffnen"},
    "ru": {"status": "Бот (Обычный) играет за каждое свободное место, пока не сядет друг.",
           "open": "Свободно: ждём друга", "you": "Вы (хозяин)", "wrong": "Это не код этого стола",
           "start": "Начать игру", "join": "Войти", "rule": "Код стола — это 6 знаков",
           "open table": "Открыть стол"},
}


@pytest.fixture(autouse=True)
def english_again():
    yield
    lang.use("en")


def fits(widget) -> bool:
    """The widget's text is drawn whole: its width in the widget's font within the widget."""
    return widget.font.size(widget.text)[0] <= widget.rect.width


def shot(app, name: str) -> None:
    folder = os.environ.get("PARLOUR_SHOTS")
    if folder:
        for _ in range(round(2 * app.fade_seconds * 60) + 2):      # the screens' cross-fade done
            app.step()
        pygame.image.save(app.window, os.path.join(folder, f"{name}.png"))


@pytest.mark.parametrize("code", ["de", "ru"])
def test_the_hosts_lobby_speaks_the_language_and_fits(app, click, code):
    lang.use(code)
    app.settings = dataclasses.replace(app.settings, host_port=0)     # any free port: tests run side by side
    app.scenes.push(GameChoice(app))
    app.step()
    click(app.scenes.top.buttons["host"])
    click(app.scenes.top.buttons["pixies"])
    click(app.scenes.top.buttons["players+"])
    assert app.scenes.top.buttons["start"].text == WORDS[code]["open table"]
    shot(app, f"host-setup-{code}")
    click(app.scenes.top.buttons["start"])
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene) and lobby.host is not None
    frames_until(app, lambda: lobby.labels["status"].text == WORDS[code]["status"], "the host seated")
    assert lobby.seat_text(0) == WORDS[code]["you"] and lobby.seat_text(1) == WORDS[code]["open"]
    assert lobby.buttons["start"].text == WORDS[code]["start"]
    friend = join(lobby.host, "Dora")
    frames_until(app, lambda: lobby.seat_text(1) == "Dora", "Dora in the lobby")
    shot(app, f"lobby-{code}")
    for widget in [*lobby.labels.values(), *lobby.seat_labels, *lobby.buttons.values()]:
        assert fits(widget), (code, widget.text)
    close_all([friend])
    click(lobby.buttons["leave"])
    assert not isinstance(app.scenes.top, LobbyScene)


@pytest.mark.parametrize("code", ["de", "ru"])
def test_joining_with_a_wrong_code_says_so_in_the_language(app, click, code):
    lang.use(code)
    with hosting("pixies", ["open", "open"]) as host:
        app.scenes.push(GameChoice(app))
        app.step()
        click(app.scenes.top.buttons["join"])
        screen = app.scenes.top
        assert isinstance(screen, JoinScene) and screen.buttons["join"].text == WORDS[code]["join"]
        type_into(app, click, screen.entries["address"], f"127.0.0.1:{host.port}")
        type_into(app, click, screen.entries["code"], "WRONG9")
        type_into(app, click, screen.entries["name"], "Cy")
        click(screen.buttons["join"])                     # an O is no code's: the rule, in the language
        assert screen.client is None and screen.status.text.startswith(WORDS[code]["rule"]), screen.status.text
        shown = f"{screen.status.text} {screen.status_more.text}"
        assert shown.endswith("I).") and fits(screen.status) and fits(screen.status_more), shown
        type_into(app, click, screen.entries["code"], "WRANG9")
        click(screen.buttons["join"])                     # a code, but not this table's: the host says so
        frames_until(app, lambda: WORDS[code]["wrong"] in screen.status.text, "the refusal")
        shot(app, f"join-{code}")
        for widget in [*screen.buttons.values(), screen.status, screen.status_more]:
            assert fits(widget), (code, widget.text)

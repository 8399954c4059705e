"""The smoke test's screens without a game on them: the menu, the window a person meets, the
game choice and its set-up screens, every scene registered in scenes.tables.OTHER_SCENES, a
dialog, the kit's demo table, a table with friends (hosted on 127.0.0.1) and each lesson."""
from __future__ import annotations

import dataclasses
import time

import pygame

from game import GAMES
from scenes import tables
from scenes.app import F11_SETTLE_SECONDS
from scenes.kit.demo import DemoTable
from scenes.kit.dialog import ConfirmDialog
from scenes.kit.lang import _
from scenes.kit.scene import Scene
from scenes.kit.sounds import QUIET_CLOSE_S
from scenes.lesson.scene import LessonScene
from scenes.lesson.script import load
from scenes.menu import GameChoice, MainMenu
from scenes.net import lan
from scenes.net.client import Client
from scenes.net.hosting import HostSetupScene
from scenes.net.joining import JoinScene
from scenes.net.lobby import LobbyScene
from scenes.setup import SetupScene
from scenes.smoke.driver import PLAY_DT, SIZE, TABLE_SECONDS, Driver


class Screens(Driver):
    def menu(self) -> None:
        self.app.start(MainMenu(self.app))
        self.shot("menu")

    def window(self) -> None:
        app = self.app
        real = pygame.display.get_driver() != "dummy"
        self.frames(20, dt=1 / 60)
        if real and not pygame.key.get_focused():
            raise AssertionError("the window does not have the keyboard focus")
        app.resize((1024, 680))
        self.frames(5, dt=1 / 60)
        if pygame.display.get_window_size() != (1024, 680) or self.top(Scene).ui.window_resolution != (1024, 680):
            raise AssertionError(f"resized to 1024x680, the window is {pygame.display.get_window_size()}")
        app.resize(SIZE)
        for held in (False, True):          # held: a second KEYDOWN before the KEYUP is key repeat
            f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
            app.step([f11, f11] if held else [f11])
            self.frames(10, dt=1 / 60)
            app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
            time.sleep(F11_SETTLE_SECONDS + 0.1)       # the switched window's focus has come back
            self.frames(5, dt=1 / 60)
            if app.fullscreen == held:
                raise AssertionError(f"F11 press {1 + held} left full screen {'off' if held else 'on'}")
            if real and not held and app.size != pygame.display.get_desktop_sizes()[0]:
                raise AssertionError(f"full screen is {app.size}, the screen {pygame.display.get_desktop_sizes()[0]}")
        if app.size != SIZE:
            raise AssertionError(f"back from full screen the window is {app.size}, not {SIZE}")
        # as the real loop: it asks after every frame and sleeps until the wake it is told; a timer
        # that runs out once (the effects' mixer closing QUIET_CLOSE_S after a table's last sound,
        # in a process that played one) is waited for, a menu that never rests is not
        deadline = time.monotonic() + QUIET_CLOSE_S + 1.0
        while time.monotonic() < deadline:
            self.frames(1, dt=1 / 60)
            wake = app.next_wake()
            if wake is None:
                return
            time.sleep(min(wake, 0.05))
        raise AssertionError(f"the menu, left alone, still wants a frame in {app.next_wake()} s")

    def choose_game(self) -> None:
        self.app.scenes.push(GameChoice(self.app))
        self.shot("choose-game")
        self.app.scenes.unwind()

    def setup(self, game_name: str) -> None:
        self.app.scenes.push(SetupScene(self.app, game_name))
        self.shot(f"setup-{game_name}")
        self.app.scenes.unwind()

    def other_scene(self, key: str) -> None:
        self.app.scenes.push(tables.registered_scene(key)(self.app))
        self.shot(key)
        self.app.scenes.unwind()

    def dialog(self) -> None:
        self.app.scenes.push(ConfirmDialog(self.app, _("Quit Parlour?"),
                                           _("Your game is saved; Continue brings it back."),
                                           on_yes=self.app.scenes.pop, yes=_("Quit"), no=_("Keep playing")))
        self.shot("dialog")
        self.app.scenes.unwind()

    def demo_table(self) -> None:
        self.app.scenes.push(DemoTable(self.app))
        self.frames(30, dt=1 / 60)
        self.shot("demo-table")
        self.app.scenes.unwind()

    def with_friends(self) -> None:
        """Host a table (on 127.0.0.1), its lobby once a friend joined, and the Join screen."""
        game_name = next(name for name in tables.TABLES if GAMES[name].max_players > 1)
        self.app.scenes.push(HostSetupScene(self.app, game_name))
        self.shot("host-a-table")
        self.top(HostSetupScene).start()
        lobby = self.top(LobbyScene)
        host = lobby.host
        assert host is not None, "the lobby of a table this window hosts"
        friend = Client(f"127.0.0.1:{host.port}", host.code, _("A friend"), remember=False)
        friend.start()
        deadline = time.monotonic() + TABLE_SECONDS
        while not (lobby.info and lobby.info.seats[1].here and lobby.client.seat == 0):
            if time.monotonic() > deadline:
                raise TimeoutError("nobody sat down in the lobby")
            self.frames(1, dt=1 / 60)
        self.shot("lobby")
        self.app.scenes.unwind()
        friend.close()
        self.app.scenes.push(JoinScene(self.app))
        self.shot("join-a-table")
        self.app.scenes.unwind()
        # zeroconf is bundled: an announcement's record, made and read (no network)
        found = lan.found_from(lan.service_info("T", 1, ["127.0.0.1"], game_name, "T", 1))
        if found is None or found.port != 1:
            raise AssertionError("a table's announcement does not read back")

    def lesson(self, game_name: str) -> None:
        """A lesson's coach at a step that waits for a move (its ring and arrow on the table),
        and the step after it at the largest text size."""
        lesson = load(game_name)
        waits = [n for n, step in enumerate(lesson.steps) if step.do is not None]
        normal = self.app.settings
        for name, start, scale in (("", waits[min(1, len(waits) - 1)], 100), ("-200", waits[-1], 200)):
            self.app.settings = dataclasses.replace(normal, ui_scale=scale)
            scene = LessonScene(self.app, lesson, start=start)
            self.app.scenes.push(scene)
            deadline = time.monotonic() + TABLE_SECONDS
            table = scene.table
            assert table is not None, "a lesson hosts its table"
            while scene.coach is None or table.queue.busy:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{game_name}: the lesson's coach did not speak")
                self.app.step(dt=PLAY_DT)
            self.shot(f"lesson-{game_name}{name}")
            self.app.scenes.pop()
        self.app.settings = normal

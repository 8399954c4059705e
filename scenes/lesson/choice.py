"""Learn to play (from the main menu): one button per game that has a lesson, saying how far
a lesson left half-way has come, and beside it what the lesson teaches; after a lesson, "Play a
game" opens that game's set-up (Zen: its booklet of puzzles)."""
from __future__ import annotations

import functools
from typing import Any

import pygame
import pygame_gui

from game import GAMES
from scenes import tables
from scenes.kit import palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_felt
from scenes.kit.lang import _
from scenes.kit.scene import WidgetScene
from scenes.lesson.offer import LEARN, open_lesson
from scenes.lesson.script import lesson_names, teaches
from scenes.setup import SetupScene

ROW = 54
GAP = 10
WIDTH = 820
BUTTON = 240
#: the line saying what a lesson teaches, at 100 % text
CAPTION_SIZE = 15


class LessonChoice(WidgetScene):
    name = "lessons"
    escape_goes_back = True

    def __init__(self, app: Any) -> None:
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._captions: list[tuple[pygame.Surface, tuple[int, int]]] = []
        super().__init__(app)

    def label(self, game_name: str) -> str:
        done = self.app.settings.lesson_steps.get(game_name)
        title = GAMES[game_name].title
        return f"{title}: go on from step {done + 1}" if done else title

    def build(self, size: tuple[int, int]) -> None:
        names = lesson_names()
        row, heading = self.grown(ROW, "button", "#big_button"), self.grown(44, "label", "#heading")
        width = min(self.scaled(WIDTH), size[0] - 40)
        button = max([BUTTON] + [self.button_width(self.label(n), 200, "#big_button") for n in names])
        text_width = width - button - 20
        self.fit(self.scaled(200), text_width)
        face = theme.font(self.scaled(CAPTION_SIZE))
        captions = [self.caption(_(teaches(name)), face, max(80, text_width)) for name in names]
        rows = [max(row, caption.get_height()) for caption in captions]
        back = self.grown(44, "button")
        needed = heading + 30 + sum(rows) + len(names) * GAP + GAP + back
        self.fit(needed, size[1] - 20)
        left, top = (size[0] - width) // 2, max(10, (size[1] - needed) // 2)
        pygame_gui.elements.UILabel(pygame.Rect(left, top, width, heading), LEARN, manager=self.ui,
                                    object_id="#heading")
        y = top + heading + 30
        self.buttons, self._captions = {}, []
        for name, caption, height in zip(names, captions, rows):
            self.buttons[name] = make_button(self.ui, pygame.Rect(left, y + (height - row) // 2, button, row),
                                             self.label(name), functools.partial(self.learn, name),
                                             object_id="#big_button")
            self._captions.append((caption, (left + button + 20, y + (height - caption.get_height()) // 2)))
            y += height + GAP
        self.buttons["back"] = make_button(self.ui, pygame.Rect(left, y + GAP, self.button_width("Back", 160), back),
                                           "Back", self.app.scenes.pop)

    @staticmethod
    def caption(text: str, face: pygame.font.Font, width: int) -> pygame.Surface:
        """`text` wrapped to `width` in `face`, one surface."""
        lines = [face.render(line, True, palette.TEXT) for line in theme.wrap(text, face, width)]
        step = face.get_linesize()
        block = pygame.Surface((width, step * len(lines)), pygame.SRCALPHA)
        for i, line in enumerate(lines):
            block.blit(line, (0, i * step))
        return block

    def enter(self) -> None:
        self.rebuild()          # a lesson left half-way says so

    def learn(self, game_name: str) -> None:
        open_lesson(self.app, game_name, then=functools.partial(self.play, game_name))

    def play(self, game_name: str) -> None:
        """After the lesson: the game's set-up, or for a solo game its own screen."""
        if GAMES[game_name].max_players == 1:
            self.app.scenes.push(tables.registered_scene(game_name)(self.app))
        else:
            self.app.scenes.push(SetupScene(self.app, game_name))

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        for caption, position in self._captions:
            surface.blit(caption, position)
        super().draw(surface)

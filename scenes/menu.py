"""The title screen and main menu, and the "choose a game" screen behind New game.

Every entry either opens a scene that exists or is a disabled button that says plainly why
(a game whose table is not built yet says "table coming soon"). Where each entry leads is
looked up in scenes.tables, so other engineers' scenes appear here by registering there.
"""
from __future__ import annotations

import functools
import math
from typing import Callable

import pygame
import pygame_gui

from game import GAMES
from saves import store
from saves.appinfo import app_version
from scenes import tables
from scenes.dialog import MessageDialog, make_button
from scenes.kit import palette, theme
from scenes.kit.cards import CardLayer, CardSprite, card_size_for_width
from scenes.kit.demo import paint_demo_face
from scenes.kit.felt import draw_felt
from scenes.rules import rules_text, wrap
from scenes.scene import WidgetScene
from scenes.setup import SetupScene

COLUMN_WIDTH = 440
BIG_HEIGHT = 54
SMALL_HEIGHT = 44
GAP = 10
#: the game choice: a row is a button and, beside it, the players and the summary
CHOICE_WIDTH = 820
CHOICE_BUTTON = 250
CAPTION_LINE = 21
#: the menu entries that lead to other engineers' scenes: (OTHER_SCENES key, label)
SIDE_ENTRIES = (("load", "Load game"), ("settings", "Settings"), ("rules", "Rules"), ("stats", "Statistics"))
SUBTITLE = "Four card games at one table"
#: the cards fanned beside the menu (the kit's demo faces: a colour and a number)
FAN_CARDS = (("red", 3), ("yellow", 7), ("blue", 1), ("green", 9), ("grey", 5))
FAN_STEP = 11   # degrees between neighbouring cards of a fan


def render_title(text: str, subtitle: str, size: int) -> pygame.Surface:
    """Big gold lettering with a soft dark shadow, as on a games-room sign, and a line under it."""
    face = theme.font(size, bold=True)
    lettering = face.render(text, True, palette.GLOW)
    shadow = face.render(text, True, (8, 30, 20))
    shadow.set_alpha(170)
    under = theme.font(max(16, size // 5)).render(subtitle, True, palette.TEXT)
    offset = max(2, size // 24)
    width = max(lettering.get_width() + offset, under.get_width())
    block = pygame.Surface((width, lettering.get_height() + offset + under.get_height()), pygame.SRCALPHA)
    left = (width - lettering.get_width()) // 2
    block.blit(shadow, (left + offset, offset))
    block.blit(lettering, (left, 0))
    block.blit(under, ((width - under.get_width()) // 2, lettering.get_height() + offset))
    return block


def render_fans(size: tuple[int, int], column: pygame.Rect) -> pygame.Surface:
    """Two hands of cards on the cloth either side of the buttons: backs on the left, faces on
    the right, fanned as a player holds them. Drawn once per layout."""
    decor = pygame.Surface(size, pygame.SRCALPHA)
    card_size = card_size_for_width(max(56, min(96, size[1] // 8)))
    room = (size[0] - column.width) // 2
    if room < card_size[0] * 2.2:   # no space beside the buttons: leave the cloth plain
        return decor
    layer = CardLayer()
    centre_y = column.centery + card_size[1] // 3
    for side, face_up in ((-1, False), (1, True)):
        pivot = (column.centerx + side * (column.width // 2 + room // 2), centre_y + card_size[1])
        for i, card_id in enumerate(FAN_CARDS):
            angle = FAN_STEP * ((len(FAN_CARDS) - 1) / 2 - i)
            turn = math.radians(angle)
            card = layer.add(CardSprite(card_id, paint_demo_face, size=card_size, face_up=face_up))
            card.pos = (pivot[0] - card_size[1] * math.sin(turn), pivot[1] - card_size[1] * math.cos(turn))
            card.angle = angle
    layer.draw(decor)
    return decor


class MainMenu(WidgetScene):
    """Title, Continue (when an unfinished game is saved), New game, Zen puzzles, Load game,
    Settings, Rules, Statistics, Quit."""

    name = "menu"

    def __init__(self, app) -> None:
        self.saved = store.latest(unfinished=True)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._title: pygame.Surface | None = None
        self._fans: pygame.Surface | None = None
        self._title_top = 0
        super().__init__(app)

    def enter(self) -> None:
        """Read the saves again: a game may have been saved, finished or deleted meanwhile."""
        latest = store.latest(unfinished=True)
        if _identity(latest) != _identity(self.saved):
            self.saved = latest
            self.rebuild()

    # -- where each entry leads ----------------------------------------------------------------
    def continue_entry(self) -> tuple[str, Callable | None] | None:
        if self.saved is None:
            return None
        title = GAMES[self.saved.game].title
        if self.saved.game not in tables.TABLES:
            return f"Continue {title}: table coming soon", None
        return f"Continue {title}", self.continue_game

    def continue_game(self) -> None:
        """Open the saved game again from its file, so a save spoiled since is caught here."""
        try:
            saved = store.load(self.saved.path)
        except store.SaveError as exc:
            self.app.scenes.push(MessageDialog(self.app, "That save could not be opened", str(exc),
                                               on_close=self.enter))
            return
        self.app.resume(saved)

    def side_entry(self, key: str, label: str) -> tuple[str, Callable | None]:
        if key not in tables.OTHER_SCENES:
            return f"{label}: coming soon", None
        return label, lambda: self.app.scenes.push(tables.other_scene_class(key)(self.app))

    # -- layout ----------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        grow = max(1.0, min(1.4, height / 720))   # a big screen gets a bigger sign and buttons
        big_h, small_h, gap = round(BIG_HEIGHT * grow), round(SMALL_HEIGHT * grow), round(GAP * grow)
        self._title = render_title("Parlour", SUBTITLE, max(64, min(150, height // 7)))
        column = min(round(COLUMN_WIDTH * grow), width - 80)
        big = [entry for entry in (self.continue_entry(), ("New game", self.new_game),
                                   self.side_entry("zen", "Zen puzzles")) if entry is not None]
        side = [self.side_entry(key, label) for key, label in SIDE_ENTRIES]
        column_height = len(big) * (big_h + gap) + 3 * (small_h + gap) + 2 * gap
        title_block = self._title.get_height() + 24
        top = max(16, (height - title_block - column_height) // 2)
        self._title_top = top
        y = top + title_block
        left = (width - column) // 2
        self.buttons = {}
        for label, command in big:
            self._add(label, command, pygame.Rect(left, y, column, big_h), "#big_button")
            y += big_h + gap
        y += gap
        half = (column - gap) // 2
        for i, (label, command) in enumerate(side):
            x = left + (i % 2) * (half + gap)
            self._add(label, command, pygame.Rect(x, y + (i // 2) * (small_h + gap), half, small_h))
        y += 2 * (small_h + gap) + gap
        self._add("Quit", self.app.request_quit, pygame.Rect(left, y, column, small_h))
        self._fans = render_fans(size, pygame.Rect(left, top + title_block, column, y + small_h - top - title_block))
        pygame_gui.elements.UILabel(pygame.Rect(12, height - 30, 420, 24),
                                    f"Parlour {app_version()}  ·  F11 full screen", manager=self.ui,
                                    object_id="#small_text")

    def _add(self, label: str, command: Callable | None, rect: pygame.Rect, object_id: str | None = None) -> None:
        self.buttons[label] = make_button(self.ui, rect, label, command, object_id=object_id)

    # -- actions and the frame -------------------------------------------------------------------
    def new_game(self) -> None:
        self.app.scenes.push(GameChoice(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        surface.blit(self._fans, (0, 0))
        surface.blit(self._title, self._title.get_rect(midtop=(surface.get_width() // 2, self._title_top)))
        super().draw(surface)


class GameChoice(WidgetScene):
    """One row per game played against bots: a big button (disabled, saying so, while its table
    is not built) and beside it the player count and the summary from the game's rules text.
    Solo puzzles (one-player games such as Zen) have their own menu entry."""

    escape_goes_back = True

    name = "choose-game"

    def __init__(self, app) -> None:
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._captions: list[tuple[pygame.Surface, tuple[int, int]]] = []
        super().__init__(app)

    @staticmethod
    def games() -> list:
        return [rules for rules in GAMES.values() if rules.max_players > 1]

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        games = self.games()
        column = min(CHOICE_WIDTH, width - 80)
        text_width = column - CHOICE_BUTTON - 24
        captions = [self.caption(rules, text_width) for rules in games]
        rows = [max(BIG_HEIGHT, caption.get_height()) + 2 * GAP for caption in captions]
        heading = 70
        left = (width - column) // 2
        top = max(20, (height - heading - sum(rows) - SMALL_HEIGHT - GAP) // 2) + heading
        pygame_gui.elements.UILabel(pygame.Rect(left, top - heading, column, 44), "Choose a game",
                                    manager=self.ui, object_id="#heading")
        self.buttons, self._captions = {}, []
        y = top
        for rules, caption, row in zip(games, captions, rows):
            ready = rules.name in tables.TABLES
            label = rules.title if ready else f"{rules.title}: table coming soon"
            command = functools.partial(self.choose, rules.name) if ready else None
            button_y = y + (row - BIG_HEIGHT) // 2
            # the long "coming soon" label takes the plain font, so it fits the button
            self.buttons[rules.name] = make_button(self.ui, pygame.Rect(left, button_y, CHOICE_BUTTON, BIG_HEIGHT),
                                                   label, command, object_id="#big_button" if ready else None)
            self._captions.append((caption, (left + CHOICE_BUTTON + 24, y + (row - caption.get_height()) // 2)))
            y += row
        if not games:
            pygame_gui.elements.UILabel(pygame.Rect(left, top, column, 30), "No games are installed.",
                                        manager=self.ui)
        self.buttons["back"] = make_button(self.ui, pygame.Rect(left, y + GAP, CHOICE_BUTTON, SMALL_HEIGHT),
                                           "Back", self.app.scenes.pop)

    @staticmethod
    def caption(rules, width: int) -> pygame.Surface:
        """The player count, then the rules' summary, wrapped to `width`."""
        lines = [(players_text(rules), palette.TEXT_DIM)]
        if rules.name not in tables.TABLES:
            lines[0] = (f"{players_text(rules)} · its table is still being built", palette.TEXT_DIM)
        face = theme.font(15)
        for line in wrap(game_summary(rules.name), face, width):
            lines.append((line, palette.TEXT))
        rendered = [face.render(text, True, colour) for text, colour in lines]
        block = pygame.Surface((width, CAPTION_LINE * len(rendered)), pygame.SRCALPHA)
        for i, text in enumerate(rendered):
            block.blit(text, (0, i * CAPTION_LINE))
        return block

    def choose(self, game_name: str) -> None:
        self.app.scenes.push(SetupScene(self.app, game_name))

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        for caption, position in self._captions:
            surface.blit(caption, position)
        super().draw(surface)


def game_summary(game_name: str) -> str:
    """The one-paragraph summary of the game's rules text, or nothing if it has none."""
    try:
        return rules_text(game_name).get("summary", "")
    except ValueError:   # no rules text for this game (yet)
        return ""


def _identity(saved: store.SavedGame | None) -> tuple | None:
    return None if saved is None else (saved.path, saved.created)


def players_text(rules) -> str:
    if rules.min_players == rules.max_players:
        count = rules.min_players
        return "solo" if count == 1 else f"{count} players"
    return f"{rules.min_players}-{rules.max_players} players"

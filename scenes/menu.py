"""The title screen and main menu, and the "choose a game" screen behind New game.

Every entry either opens a scene that exists or is a disabled button that says plainly why
(a game whose table is not built yet says "table coming soon"). When something cannot be saved
(saves.storage.problem: a read-only or full home, an unwritable saves folder, a second window)
the menu says what (the games, the settings...) and why, at the bottom, for as long as any of it
lasts. Where each entry leads is
looked up in scenes.tables, so other engineers' scenes appear here by registering there.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game import GAMES
from game.core import Game
from saves import storage, store
from saves.appinfo import app_version
from scenes import tables
from scenes.kit import palette, theme
from scenes.kit.cards import CardLayer, CardSprite, card_size_for_width
from scenes.kit.demo import paint_demo_face
from scenes.kit.dialog import BUTTON_PADDING, MessageDialog, make_button
from scenes.kit.felt import backdrop, draw_felt
from scenes.kit.lang import N_, _, ngettext, say
from scenes.kit.scene import WidgetScene
from scenes.kit.theme import wrap
from scenes.lesson import LEARN
from scenes.rules import rules_text

COLUMN_WIDTH = 440
BIG_HEIGHT = 54
SMALL_HEIGHT = 44
GAP = 10
#: the game choice: a row is a button and, beside it, the players and the summary
CHOICE_WIDTH = 820
CHOICE_BUTTON = 250
CAPTION_LINE = 21
CAPTION_SIZE = 15
#: the menu entries that lead to other engineers' scenes: (OTHER_SCENES key, label)
SIDE_ENTRIES = (("load", N_("Load game")), ("settings", N_("Settings")), ("rules", N_("Rules")),
                ("stats", N_("Statistics")))
SUBTITLE = N_("Four card games at one table")
FOOTER = N_("Parlour {version}  ·  F11 full screen")
#: the smallest the title sign gets where a large text size needs its room
SMALLEST_SIGN = 40
#: the cards fanned beside the menu (the kit's demo faces: a colour and a number)
FAN_CARDS = (("red", 3), ("yellow", 7), ("blue", 1), ("green", 9), ("grey", 5))
FAN_STEP = 11   # degrees between neighbouring cards of a fan


def render_title(text: str, subtitle: str, size: int, subtitle_size: int) -> pygame.Surface:
    """Big gold lettering with a soft dark shadow, as on a games-room sign, and a line under it."""
    face = theme.font(size, bold=True)
    lettering = face.render(text, True, palette.GLOW)
    shadow = face.render(text, True, (8, 30, 20))
    shadow.set_alpha(170)
    under = theme.font(subtitle_size).render(subtitle, True, palette.TEXT)
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
    """Title, Continue (when an unfinished game is saved), New game, Learn to play (standing out
    in its own colour), Zen puzzles, Load game, Settings, Rules, Statistics, Quit."""

    name = "menu"

    def __init__(self, app: Any) -> None:
        self.saved = store.latest(unfinished=True)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.saving_off = storage.problem()
        #: the felt with the fans of cards and the title sign on it, made once per layout
        self._backdrop: pygame.Surface | None = None
        super().__init__(app)

    def enter(self) -> None:
        """Read the saves again: a game may have been saved, finished or deleted meanwhile; and
        saving may have stopped or started working."""
        latest = store.latest(unfinished=True)
        saving_off = storage.problem()
        if _identity(latest) != _identity(self.saved) or saving_off != self.saving_off:
            self.saved, self.saving_off = latest, saving_off
            self.rebuild()

    # -- where each entry leads ----------------------------------------------------------------
    def continue_entry(self) -> tuple[str, Callable | None] | None:
        if self.saved is None:
            return None
        title = GAMES[self.saved.game].title
        if self.saved.game not in tables.TABLES:
            return _("Continue {game}: table coming soon").format(game=title), None
        return _("Continue {game}").format(game=title), self.continue_game

    def continue_game(self) -> None:
        """Open the saved game again from its file, so a save spoiled since is caught here."""
        assert self.saved is not None, "Continue is offered only with a saved game"
        try:
            saved = store.load(self.saved.path)
        except store.SaveError as exc:
            self.app.scenes.push(MessageDialog(self.app, _("That save could not be opened"), say(exc.words),
                                               on_close=self.enter))
            return
        self.app.resume(saved)

    def side_entry(self, key: str, label: str) -> tuple[str, Callable | None]:
        """An entry to another engineer's scene: `label` (an id, said here) and what it opens."""
        if key not in tables.OTHER_SCENES:
            return _("{entry}: coming soon").format(entry=_(label)), None
        return _(label), lambda: self.app.scenes.push(tables.registered_scene(key)(self.app))

    # -- layout ----------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        grow = max(1.0, min(1.4, height / 720))   # a big screen gets a bigger sign and buttons
        big_h = max(round(BIG_HEIGHT * grow), self.grown(BIG_HEIGHT, "button", "#big_button"))
        small_h, gap = max(round(SMALL_HEIGHT * grow), self.grown(SMALL_HEIGHT, "button")), round(GAP * grow)
        big = [entry for entry in (self.continue_entry(), (_("New game"), self.new_game)) if entry is not None]
        # Learn to play is a big button in a colour of its own, beside Zen puzzles: a newcomer's first stop
        pair = [(_(LEARN), self.learn, "#learn_button"), (*self.side_entry("zen", N_("Zen puzzles")), "#big_button")]
        side = [self.side_entry(key, label) for key, label in SIDE_ENTRIES]
        column = max(round(COLUMN_WIDTH * grow),
                     max(self.text_size(label, "button", "#big_button")[0] for label, _go in big) + BUTTON_PADDING,
                     2 * max(self.text_size(label, "button", look)[0] for label, _go, look in pair)
                     + 2 * BUTTON_PADDING + gap,
                     2 * max(self.text_size(label, "button")[0] for label in [_("Quit"), *(lab for lab, _go in side)])
                     + 2 * BUTTON_PADDING + gap)
        self.fit(column, width - 80)
        column = min(column, width - 80)
        column_height = (len(big) + 1) * (big_h + gap) + 3 * (small_h + gap) + 2 * gap
        footer = self.footer(size).union(self.saving_note(size))
        title = self.sign(height - column_height - footer.height - 20)
        title_block = title.get_height() + 24
        self.fit(title_block + column_height + footer.height + 20, height)
        top = max(12, (height - title_block - column_height) // 2)
        y = top + title_block
        left = (width - column) // 2
        self.buttons = {}
        for label, command in big:
            self._add(label, command, pygame.Rect(left, y, column, big_h), "#big_button")
            y += big_h + gap
        half = (column - gap) // 2
        for i, (label, command, look) in enumerate(pair):
            self._add(label, command, pygame.Rect(left + i * (half + gap), y, half, big_h), look)
        y += big_h + 2 * gap
        for i, (label, command) in enumerate(side):
            x = left + (i % 2) * (half + gap)
            self._add(label, command, pygame.Rect(x, y + (i // 2) * (small_h + gap), half, small_h))
        y += 2 * (small_h + gap) + gap
        self._add(_("Quit"), self.app.request_quit, pygame.Rect(left + (column - half) // 2, y, half, small_h))
        fans = render_fans(size, pygame.Rect(left, top + title_block, column, y + small_h - top - title_block))

        def paint(cloth: pygame.Surface) -> None:
            cloth.blit(fans, (0, 0))
            cloth.blit(title, title.get_rect(midtop=(size[0] // 2, top)))
        self._backdrop = backdrop(size, paint)
        pygame_gui.elements.UILabel(self.footer(size), _(FOOTER).format(version=app_version()), manager=self.ui,
                                    object_id="#small_text")
        self.saving_note(size, make=True)

    def sign(self, room: int) -> pygame.Surface:
        """The title sign, as big as the window suits but no taller than `room`, where it can
        give way to the buttons (it is the buttons' text the player asked to be large)."""
        size = max(64, min(150, self.app.size[1] // 7))
        subtitle = self.scaled(max(16, size // 5))
        title = render_title("Parlour", _(SUBTITLE), size, subtitle)
        while title.get_height() + 24 > room and size > SMALLEST_SIGN:
            size = max(SMALLEST_SIGN, size - 8)
            title = render_title("Parlour", _(SUBTITLE), size, subtitle)
        return title

    def footer(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the version line goes: the bottom left corner, as big as its text."""
        text_w, text_h = self.text_size(_(FOOTER).format(version=app_version()), "label", "#small_text")
        rect_w, rect_h = max(420, text_w + 4), max(24, text_h + 2)
        return pygame.Rect(12, size[1] - rect_h - 6, rect_w, rect_h)

    def saving_note(self, size: tuple[int, int], make: bool = False) -> pygame.Rect:
        """Where the line saying that nothing is saved goes (bottom right, beside the version,
        wrapped upwards where it is long), labelled when `make`; an empty rect when all is well."""
        footer = self.footer(size)
        if not self.saving_off:
            return pygame.Rect(footer.bottomleft, (0, 0))
        font = theme.widget_font(self.ui, "label", "#small_text")
        room = size[0] - footer.right - 24
        lines = wrap(say(self.saving_off), font, room)
        step = footer.height
        area = pygame.Rect(footer.right + 12, footer.bottom - step * len(lines), room, step * len(lines))
        for i, line in enumerate(lines if make else ()):
            pygame_gui.elements.UILabel(pygame.Rect(area.x, area.y + i * step, room, step), line,
                                        manager=self.ui, object_id="#small_text")
        return area

    def _add(self, label: str, command: Callable | None, rect: pygame.Rect, object_id: str | None = None) -> None:
        self.buttons[label] = make_button(self.ui, rect, label, command, object_id=object_id)

    # -- actions and the frame -------------------------------------------------------------------
    def new_game(self) -> None:
        self.app.scenes.push(GameChoice(self.app))

    def learn(self) -> None:
        from scenes.lesson.choice import LessonChoice  # after the first frame: see scenes.app's imports
        self.app.scenes.push(LessonChoice(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        assert self._backdrop is not None, "built with the menu's layout"
        surface.blit(self._backdrop, (0, 0))
        super().draw(surface)


class GameChoice(WidgetScene):
    """One row per game played against bots: a big button (disabled, saying so, while its table
    is not built) and beside it the player count and the summary from the game's rules text.
    Solo puzzles (one-player games such as Zen) have their own menu entry. Below: Host a table
    and Join a table, for playing with friends (scenes.net); `hosting` is this screen choosing
    the game of a table to host."""

    escape_goes_back = True

    name = "choose-game"

    def __init__(self, app: Any, hosting: bool = False) -> None:
        self.hosting = hosting
        #: unfinished tables this app hosted, to open again (read once: each is a file)
        self.saved = self._reopenable() if hosting else []
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._captions: list[tuple[pygame.Surface, tuple[int, int]]] = []
        super().__init__(app)

    @staticmethod
    def games() -> list:
        return [rules for rules in GAMES.values() if rules.max_players > 1]

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        games = self.games()
        column = min(self.scaled(CHOICE_WIDTH), width - 80)
        labels = [self.label(rules) for rules in games]
        button_w = max([CHOICE_BUTTON] + [self.text_size(label, "button", object_id)[0] + BUTTON_PADDING
                                          for label, object_id in labels])
        big_h, small_h = self.grown(BIG_HEIGHT, "button", "#big_button"), self.grown(SMALL_HEIGHT, "button")
        heading_h = self.grown(44, "label", "#heading")
        heading = heading_h + 26
        text_width = column - button_w - 24
        self.fit(CHOICE_BUTTON + 24, text_width)
        # captions give way first, then the air between the rows, before the buttons and heading do
        for gap, caption_size in [(GAP, size) for size in range(self.scaled(CAPTION_SIZE), CAPTION_SIZE - 1, -1)] \
                + [(GAP // 2, CAPTION_SIZE)]:
            captions = [self.caption(rules, text_width, caption_size) for rules in games]
            rows = [max(big_h, caption.get_height()) + 2 * gap for caption in captions]
            needed = 20 + heading + sum(rows) + small_h + GAP
            if needed <= height:
                break
        self.fit(needed, height)
        left = (width - column) // 2
        top = max(10, (height - heading - sum(rows) - small_h - GAP) // 2) + heading
        pygame_gui.elements.UILabel(pygame.Rect(left, top - heading, column, heading_h),
                                    _("Host a table: choose a game") if self.hosting else _("Choose a game"),
                                    manager=self.ui, object_id="#heading")
        self.buttons, self._captions = {}, []
        y = top
        for rules, (label, object_id), caption, row in zip(games, labels, captions, rows):
            ready = rules.name in tables.TABLES
            command = functools.partial(self.choose, rules.name) if ready else None
            button_y = y + (row - big_h) // 2
            self.buttons[rules.name] = make_button(self.ui, pygame.Rect(left, button_y, button_w, big_h),
                                                   label, command, object_id=object_id)
            self._captions.append((caption, (left + button_w + 24, y + (row - caption.get_height()) // 2)))
            y += row
        if not games:
            pygame_gui.elements.UILabel(pygame.Rect(left, top, column, self.grown(30)), _("No games are installed."),
                                        manager=self.ui)
        self.buttons["back"] = make_button(self.ui, pygame.Rect(left, y + GAP, button_w, small_h),
                                           _("Back"), self.app.scenes.pop)
        friends = [("join", _("Join a table"), self.join), ("host", _("Host a table"), self.host)]
        if self.hosting:
            friends = [("again", _("Open your last table again"), self.host_again)] if self.saved else []
        right = left + column
        for key, label, go in friends:
            width = max(CHOICE_BUTTON, self.text_size(label, "button")[0] + BUTTON_PADDING)
            right -= width
            self.buttons[key] = make_button(self.ui, pygame.Rect(right, y + GAP, width, small_h), label, go)
            right -= GAP

    @staticmethod
    def label(rules: Game) -> tuple[str, str | None]:
        """A game's button text and look: the long "coming soon" label takes the plain font."""
        if rules.name in tables.TABLES:
            return rules.title, "#big_button"
        return _("{game}: table coming soon").format(game=rules.title), None

    @staticmethod
    def caption(rules: Game, width: int, size: int = 15) -> pygame.Surface:
        """The player count, then the rules' summary, wrapped to `width`, in a font of `size` px."""
        lines = [(players_text(rules), palette.TEXT_DIM)]
        if rules.name not in tables.TABLES:
            lines[0] = (_("{players} · its table is still being built").format(players=players_text(rules)),
                        palette.TEXT_DIM)
        face = theme.font(size)
        for line in wrap(game_summary(rules.name), face, width):
            lines.append((line, palette.TEXT))
        rendered = [face.render(text, True, colour) for text, colour in lines]
        step = round(CAPTION_LINE * size / CAPTION_SIZE)
        block = pygame.Surface((width, step * len(rendered)), pygame.SRCALPHA)
        for i, text in enumerate(rendered):
            block.blit(text, (0, i * step))
        return block

    def choose(self, game_name: str) -> None:
        if self.hosting:
            from scenes.net.hosting import HostSetupScene  # network play loads when first asked for
            self.app.scenes.push(HostSetupScene(self.app, game_name))
        else:
            from scenes.setup import SetupScene
            self.app.scenes.push(SetupScene(self.app, game_name))

    def host(self) -> None:
        self.app.scenes.push(GameChoice(self.app, hosting=True))

    @staticmethod
    def _reopenable() -> list:
        from scenes.net.hosting import reopenable  # network play loads when first asked for
        return reopenable()

    def host_again(self, port: int | None = None) -> None:
        """The newest unfinished hosted table, at its lobby: the same code, the same seats."""
        from scenes.net.hosting import PortBusy, busy_port_dialog, reopen_table
        from scenes.net.lobby import LobbyScene
        try:
            host, client = reopen_table(self.saved[0], self.app.settings.host_port if port is None else port)
        except PortBusy as exc:
            self.app.scenes.push(busy_port_dialog(self.app, exc, self.host_again))
            return
        except (ValueError, OSError) as exc:
            self.app.scenes.push(MessageDialog(self.app, _("That table could not be opened again"), str(exc)))
            return
        self.app.scenes.push(LobbyScene(self.app, client, host))

    def join(self) -> None:
        from scenes.net.joining import JoinScene
        self.app.scenes.push(JoinScene(self.app))

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


def players_text(rules: Game) -> str:
    if rules.min_players == rules.max_players:
        count = rules.min_players
        return _("solo") if count == 1 else ngettext("{n} player", "{n} players", count).format(n=count)
    most = rules.max_players   # the range's words follow its last number (Russian: 2-4 игрока, 2-6 игроков)
    return ngettext("{least}-{most} player", "{least}-{most} players", most).format(least=rules.min_players, most=most)

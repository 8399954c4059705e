"""The monkey: seeded, random but plausible input into the real app loop, with checks after
every frame.

    monkey = Monkey(app, seed=1)          # app: an App built with recover=False, menu started
    with monkey.bounded_bots(), monkey.seeded_deals():
        report = monkey.run(events=2000)

Every gesture is a short burst of real pygame events posted through `App.step`, so it takes the
path a person's input takes: clicks on and near the top scene's pygame_gui buttons and on and
near the table's card sprites, drags from a card to anywhere (press, a few motions, release),
right clicks, wheel turns, key presses (Esc, H, Space, Tab, Enter, Ctrl+Z, F11, arrows,
letters), window resizes to odd sizes (the app clamps to its minimum), quick repeats of the
last gesture, and idle frames so that bots move and animations end. Now and then it tours:
back to the main menu through the scenes' own Back / Esc, then through one of the menu's
entries (New game -> a game -> Start; Settings, Rules, Statistics, Load game, Zen puzzles...)
by clicking them, so every registered scene is reached whatever is registered.

After every frame `check()` asserts: the app recorded no error, a scene is on the stack, the
game behind the topmost table (its referee's State) passes its engine's own `check()` and survives
to_dict -> JSON -> from_dict unchanged, and a table on top shows what its seat may see now (its
View is the referee's). The last gestures are kept in `recent`, so a failure
says what led to it (the start of a regression test).
"""
from __future__ import annotations

import contextlib
import json
import random
import types
from collections import Counter, deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pygame
import pygame_gui

from table_helpers import referee_of

#: window sizes the monkey asks for: odd ones, tiny ones (clamped to 960x600), wide and tall
RESIZES = ((961, 601), (3000, 400), (960, 600), (1280, 720), (800, 500), (1920, 1080), (1003, 777),
           (600, 2000), (1, 1), (1366, 768))
#: keys a player might press at a table or a menu (Ctrl+Z is sent with KMOD_CTRL)
KEYS = (pygame.K_ESCAPE, pygame.K_h, pygame.K_SPACE, pygame.K_TAB, pygame.K_RETURN, pygame.K_z,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE,
        pygame.K_w, pygame.K_b, pygame.K_a, pygame.K_e, pygame.K_1, pygame.K_2, pygame.K_F11)
#: button captions that lead back towards the main menu
BACK_CAPTIONS = ("Back", "Save and quit to menu", "Main menu", "Menu", "OK", "Close", "Cancel", "Keep playing")
#: frame lengths the monkey steps with: mostly one 60 FPS frame, sometimes a long stall
FRAME_DTS = (1 / 60, 1 / 60, 1 / 60, 1 / 30, 0.1)
#: a tour gives up pressing Back / Esc after this many tries and unwinds the stack itself
BACK_TRIES = 8
#: search iterations the bots get while the monkey plays (the input is under test, not the bots)
MONKEY_ITERATIONS = 24
#: the tour's weight among the gestures while no game table is open (2 at a table)
TOUR_WEIGHT_AWAY = 10


@dataclass
class MonkeyReport:
    events: int = 0
    frames: int = 0
    gestures: Counter = field(default_factory=Counter)
    scenes: Counter = field(default_factory=Counter)     # frames spent with each scene on top
    tables: Counter = field(default_factory=Counter)     # frames spent with each game's table on top
    forced_unwinds: int = 0


def mouse_event(kind: int, pos, button: int = 1, held: bool = False) -> pygame.event.Event:
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0), touch=False)
    return pygame.event.Event(kind, pos=pos, button=button, touch=False)


def key_events(key: int, mod: int = 0) -> list[pygame.event.Event]:
    char = chr(key) if 32 <= key < 127 and not mod & pygame.KMOD_CTRL else ""
    down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
    typed = [pygame.event.Event(pygame.TEXTINPUT, text=char)] if char.strip() else []
    return [down, *typed, up]


def resize_event(size: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def buttons_of(scene) -> list[pygame_gui.elements.UIButton]:
    """The enabled, visible buttons of a scene's pygame_gui manager."""
    ui = getattr(scene, "ui", None)
    if ui is None:
        return []
    return [element for element in ui.get_sprite_group().sprites()
            if isinstance(element, pygame_gui.elements.UIButton) and element.visible and element.is_enabled]


def table_under(app):
    """The topmost game table on the stack (the one on top, or under its pause menu), or None."""
    for scene in reversed(app.scenes.stack):
        if hasattr(scene, "link") and hasattr(scene, "game"):
            return scene
    return None


def check_table(table, on_top: bool) -> None:
    """The engine's own invariants, the state round-trips through JSON unchanged, and a table on
    top (it has taken its events this frame) shows its seat's View of that state."""
    referee = referee_of(table)
    state = referee.state
    state.check()
    data = state.to_dict()
    again = table.game.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data, f"{table.game_name}: the state changed through to_dict/from_dict"
    if on_top:
        assert table.view == referee.view(table.link.seat), f"{table.game_name}: the table shows an old View"


class Monkey:
    def __init__(self, app, seed: int, keep: int = 40) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.report = MonkeyReport()
        #: the last gestures, newest last: what to replay when a check fails
        self.recent: deque[str] = deque(maxlen=keep)
        self._last: Callable[[], None] | None = None
        self._tour = 0

    # -- the knobs that keep a run short and repeatable ----------------------------------------------
    @contextlib.contextmanager
    def bounded_bots(self, iterations: int = MONKEY_ITERATIONS) -> Iterator[None]:
        """Bots (and the Hint) search a fixed, small number of iterations instead of their
        level's time budget: the same moves every run, and quick ones in the sync worker."""
        from scenes.kit import botworker
        choose = botworker.choose_action

        def bounded(game_name, level, view, seed, budget):
            return choose(game_name, level, view, seed, budget or {"iterations": iterations})

        botworker.choose_action = bounded
        try:
            yield
        finally:
            botworker.choose_action = choose

    @contextlib.contextmanager
    def seeded_deals(self) -> Iterator[None]:
        """A match deals from `random.randrange`, its referee seeds the bots from a
        `random.Random()`, a table its hints: give them all seeds from the monkey's own rng, so one
        monkey seed always plays the same games."""
        from game.referee import referee as referee_module
        from scenes.kit import match, table
        modules = (match, referee_module, table)
        real = random
        rng = self.rng

        def seeded_random(*seed):
            return real.Random(*seed) if seed else real.Random(rng.randrange(2 ** 31))

        seeded = types.SimpleNamespace(Random=seeded_random, randrange=rng.randrange)
        for module in modules:
            module.random = seeded
        try:
            yield
        finally:
            for module in modules:
                module.random = real

    # -- the run ---------------------------------------------------------------------------------------
    def run(self, events: int) -> MonkeyReport:
        """Send about `events` input events (gestures are not cut in half), checking every frame."""
        gestures = self.gestures()
        names, weights = zip(*((name, weight) for name, (weight, _) in gestures.items()))
        # away from the tables the monkey tours more, so most of its input lands on a game
        elsewhere = [TOUR_WEIGHT_AWAY if name == "tour" else weight for name, weight in zip(names, weights)]
        while self.report.events < events:
            at_table = table_under(self.app) is not None
            name = self.rng.choices(names, weights if at_table else elsewhere)[0]
            self.report.gestures[name] += 1
            gestures[name][1]()
        return self.report

    def gestures(self) -> dict[str, tuple[int, Callable[[], None]]]:
        """Each gesture's weight and what it does."""
        return {
            "click widget": (24, self.click_widget),
            "click card": (16, self.click_card),
            "drag card": (14, self.drag_card),
            "click anywhere": (5, self.click_anywhere),
            "right click or wheel": (3, self.other_mouse),
            "key": (14, self.key),
            "resize": (2, self.resize),
            "repeat": (6, self.repeat),
            "idle": (12, self.idle),
            "tour": (2, self.tour),
        }

    def step(self, events: list[pygame.event.Event] = (), dt: float | None = None) -> None:
        self.app.step(list(events), self.rng.choice(FRAME_DTS) if dt is None else dt)
        self.report.events += len(events)
        self.report.frames += 1
        top = self.app.scenes.top
        self.report.scenes[getattr(top, "name", type(top).__name__)] += 1
        table = table_under(self.app)
        if table is not None and table is top:
            self.report.tables[table.game_name] += 1
        self.check()

    def check(self) -> None:
        assert not self.app.errors, f"the app recovered from {self.app.errors}; {self.trail()}"
        assert self.app.scenes.stack, f"the scene stack is empty; {self.trail()}"
        table = table_under(self.app)
        if table is not None:
            try:
                check_table(table, on_top=table is self.app.scenes.top)
            except Exception as exc:
                raise AssertionError(f"{table.game_name} state broken ({exc!r}); {self.trail()}") from exc

    def trail(self) -> str:
        return "last gestures, oldest first:\n  " + "\n  ".join(self.recent)

    def _note(self, text: str, again: Callable[[], None]) -> None:
        self.recent.append(f"{getattr(self.app.scenes.top, 'name', '?')}: {text}")
        self._last = again

    # -- where to point ------------------------------------------------------------------------------
    def point_near(self, rect: pygame.Rect, spread: int = 12) -> tuple[int, int]:
        """Mostly inside `rect`, sometimes just beside it (a near miss)."""
        grow = spread if self.rng.random() < 0.3 else 0
        area = rect.inflate(2 * grow, 2 * grow)
        return (self.rng.randint(area.left, max(area.left, area.right - 1)),
                self.rng.randint(area.top, max(area.top, area.bottom - 1)))

    def anywhere(self) -> tuple[int, int]:
        width, height = self.app.size
        return self.rng.randrange(width), self.rng.randrange(height)

    def cards(self) -> list:
        layer = getattr(self.app.scenes.top, "cards", None)
        return list(layer) if layer is not None else []

    def some_card(self) -> object | None:
        """A card of the top scene, half the time one its drag and drop lets the player pick."""
        cards = self.cards()
        drag = getattr(self.app.scenes.top, "drag", None)
        if drag is not None and self.rng.random() < 0.5:
            cards = [card for card in cards if drag.can_pick(card)] or cards
        return self.rng.choice(cards) if cards else None

    def legal_targets(self) -> list[pygame.Rect]:
        """The glowing targets of the card held or selected now (none when no card is)."""
        drag = getattr(self.app.scenes.top, "drag", None)
        return list(getattr(drag, "legal", {}).values()) if drag is not None else []

    # -- gestures ------------------------------------------------------------------------------------
    def click_at(self, pos: tuple[int, int], button: int = 1, frames_between: int = 0) -> None:
        self.step([mouse_event(pygame.MOUSEMOTION, pos), mouse_event(pygame.MOUSEBUTTONDOWN, pos, button)])
        for _ in range(frames_between):
            self.step()
        self.step([mouse_event(pygame.MOUSEBUTTONUP, pos, button)])

    def click_widget(self) -> None:
        buttons = buttons_of(self.app.scenes.top)
        if not buttons:
            self.click_anywhere()
            return
        button = self.rng.choice(buttons)
        pos = self.point_near(button.rect)
        self._note(f"click {button.text!r} at {pos}", lambda: self.click_at(pos))
        self.click_at(pos)

    def click_card(self) -> None:
        """A click on or near a card; when a card is selected, often on one of its targets."""
        targets = self.legal_targets()
        if targets and self.rng.random() < 0.6:
            pos = self.point_near(self.rng.choice(targets), spread=4)
            self._note(f"click target at {pos}", lambda: self.click_at(pos))
            self.click_at(pos)
            return
        card = self.some_card()
        if card is None:
            self.click_widget()
            return
        pos = self.point_near(card.rect, spread=20)
        self._note(f"click card at {pos}", lambda: self.click_at(pos))
        self.click_at(pos, frames_between=self.rng.choice((0, 0, 1)))

    def drag_card(self) -> None:
        """Press on a card, move in a few steps to a legal target (often) or anywhere, release."""
        card = self.some_card()
        start = self.point_near(card.rect, spread=6) if card is not None else self.anywhere()
        motions = self.rng.randint(2, 8)
        self.step([mouse_event(pygame.MOUSEMOTION, start), mouse_event(pygame.MOUSEBUTTONDOWN, start)])
        targets = self.legal_targets()
        aim = self.rng.random()
        if targets and aim < 0.6:
            end = self.point_near(self.rng.choice(targets), spread=10)
        elif aim < 0.75 and self.cards():
            end = self.point_near(self.rng.choice(self.cards()).rect, spread=30)
        else:
            end = self.anywhere()
        self._note(f"drag {start} -> {end} in {motions}", lambda: self.drag(start, end, motions))
        self.move_and_release(start, end, motions)

    def drag(self, start, end, motions: int) -> None:
        self.step([mouse_event(pygame.MOUSEMOTION, start), mouse_event(pygame.MOUSEBUTTONDOWN, start)])
        self.move_and_release(start, end, motions)

    def move_and_release(self, start, end, motions: int) -> None:
        for i in range(1, motions + 1):
            t = i / motions
            point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            self.step([mouse_event(pygame.MOUSEMOTION, point, held=True)])
        self.step([mouse_event(pygame.MOUSEBUTTONUP, end)])

    def click_anywhere(self) -> None:
        pos = self.anywhere()
        self._note(f"click anywhere at {pos}", lambda: self.click_at(pos))
        self.click_at(pos)

    def other_mouse(self) -> None:
        pos = self.anywhere()
        if self.rng.random() < 0.5:
            self._note(f"right click at {pos}", lambda: self.click_at(pos, button=3))
            self.click_at(pos, button=3)
            return
        turn = self.rng.choice((-3, -1, 1, 3))
        wheel = [mouse_event(pygame.MOUSEMOTION, pos),
                 pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=turn, flipped=False, precise_x=0.0,
                                    precise_y=float(turn), touch=False)]
        self._note(f"wheel {turn} at {pos}", lambda: self.step(wheel))
        self.step(wheel)

    def key(self) -> None:
        key = self.rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if key == pygame.K_z and self.rng.random() < 0.7 else 0
        events = key_events(key, mod)
        self._note(f"key {pygame.key.name(key)}{' +ctrl' if mod else ''}", lambda: self.step(events))
        self.step(events)

    def resize(self) -> None:
        size = self.rng.choice(RESIZES)
        self._note(f"resize {size}", lambda: self.step([resize_event(size)]))
        self.step([resize_event(size)])

    def repeat(self) -> None:
        """The last gesture again, two to five times, frame after frame (an impatient player)."""
        if self._last is None:
            self.idle()
            return
        again = self._last
        for _ in range(self.rng.randint(2, 5)):
            again()
        self.recent.append("  (repeated)")

    def idle(self) -> None:
        frames = self.rng.randint(1, 30)
        self.recent.append(f"idle {frames} frames")
        for _ in range(frames):
            self.step()

    # -- touring every scene ---------------------------------------------------------------------------
    def tour(self) -> None:
        """Back to the main menu, then into the next of its entries (New game tours every game)."""
        self.back_to_menu()
        destinations = self.menu_destinations()
        if not destinations:
            return
        games = [d for d in destinations if d[1] is not None]
        others = [d for d in destinations if d[1] is None]
        # every other tour sits down at the next game's table; the rest visit the other entries
        pick = games if (self._tour % 2 == 0 and games) or not others else others
        caption, then = pick[(self._tour // 2) % len(pick)]
        self._tour += 1
        self.recent.append(f"tour: {caption}")
        self.press_button(caption)
        if then:
            self.press_button(then)
            self.press_button("Start")

    def menu_destinations(self) -> list[tuple[str, str | None]]:
        """(menu caption, game caption or None): every enabled entry of the menu but Quit, with
        New game once per game the game choice offers."""
        from scenes import tables
        from scenes.menu import GameChoice

        captions = [b.text for b in buttons_of(self.app.scenes.top) if b.text not in ("Quit", "New game")]
        games = [rules.title for rules in GameChoice.games() if rules.name in tables.TABLES]
        return [(caption, None) for caption in captions] + [("New game", title) for title in games]

    def press_button(self, caption: str) -> bool:
        """Click the top scene's button with this caption, if it has one now."""
        for button in buttons_of(self.app.scenes.top):
            if button.text == caption:
                self.click_at(button.rect.center)
                self.step()
                return True
        return False

    def back_to_menu(self) -> None:
        from scenes.menu import MainMenu

        for _ in range(BACK_TRIES):
            if isinstance(self.app.scenes.top, MainMenu):
                return
            if not any(self.press_button(caption) for caption in BACK_CAPTIONS):
                self.step(key_events(pygame.K_ESCAPE))
        if not isinstance(self.app.scenes.top, MainMenu):
            self.report.forced_unwinds += 1
            self.recent.append(f"forced back to the menu from {self.app.scenes.top.name}")
            self.app.scenes.unwind()
            self.step()

"""The application: one window, one loop, a stack of scenes that cross-fade.

`scenes.launch.main()` starts it (`parlour`, `python -m scenes`). Each frame runs in a fixed order:
events -> update(dt) -> draw -> flip. Only the top scene gets events and updates; an overlay
(pause menu, dialog) is drawn over the still scene below it. Frames come at 60 FPS while
anything moves; while nothing does, the loop waits for input or the next timer and draws
nothing (`App.next_wake`, scenes.pacing).

An exception inside a scene does not end the app: it is written with its traceback to the log
folder, and the player is taken back to the main menu with a dialog saying what happened.

Nothing the app writes can stop it either: a home folder that is read-only, full, or a file
starts the app all the same, with one notice and a line in the menu saying that nothing is
saved and why (saves.storage). A second window on the same home says Parlour is already open
and, if the player goes on, saves no games and no settings (saves.instance).
"""
from __future__ import annotations

import dataclasses
import logging
import os
import time
import traceback
import warnings
from collections.abc import Sequence

import pygame
import pygame_gui

from game.core import State
from game.core.text import T
from saves import instance, logfile, notices, storage, store
from saves import settings as saved_settings
from scenes import firstframe, tables
from scenes.kit import heap, lang, livesettings, theme
from scenes.kit.assets import asset_path
from scenes.kit.clicks import ClickKeeper
from scenes.kit.dialog import ConfirmDialog, MessageDialog
from scenes.kit.focus import Focus
from scenes.kit.lang import _, say
from scenes.kit.music import Music
from scenes.kit.scene import Scene
from scenes.kit.sounds import opened_sounds
from scenes.kit.wake import Wake, soonest, wake_loop
from scenes.menu import MainMenu
from scenes.pacing import FPS, Pacer
from scenes.stack import SceneManager

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 600)
#: the window icon's side: enough for a title bar and a task switcher (its pixels are kept with
#: the menu's first frame, scenes.firstframe)
ICON_SIDE = 64
FADE_SECONDS = 0.2
#: longest step a frame may report beyond the time the loop spent waiting for input, so a
#: stall (a big load, a dragged window) is not a jump, while a clock still counts idle seconds
MAX_DT = 0.1
#: SDL's hint: the click that gives the window the focus is a click (see App.__init__)
CLICK_THROUGH = "SDL_MOUSE_FOCUS_CLICKTHROUGH"
#: set this variable to make the app print "first-frame <unix time>" after its first flip and quit
FIRST_FRAME_ENV = "PARLOUR_FIRST_FRAME"
#: recovering from this many errors in a row without one clean frame means the menu itself is broken
MAX_ERRORS_IN_A_ROW = 3
#: after switching between full screen and a window, an F11 KEYDOWN this soon after the window
#: has the focus again is SDL re-sending a key still held, not a new press
F11_SETTLE_SECONDS = 0.5

#: what SDL queues as the hidden window is shown (App._show_window)
SHOWING_EVENTS = (pygame.ACTIVEEVENT, pygame.WINDOWSHOWN, pygame.WINDOWENTER, pygame.WINDOWFOCUSGAINED,
                  pygame.WINDOWEXPOSED)

log = logging.getLogger("parlour")


def window_icon() -> pygame.Surface:
    """Parlour's icon (assets/icon.png, packaging/make_icon.py) at ICON_SIDE pixels: the icon
    the window shows in its title bar and the task switcher."""
    icon = pygame.transform.smoothscale(pygame.image.load(str(asset_path("icon.png"))), (ICON_SIDE, ICON_SIDE))
    # in the pixel layout of a plain 32-bit surface with alpha, the one scenes.firstframe rebuilds
    # it in from the kept pixels before pygame's image codecs are loaded
    return icon.convert(pygame.Surface((1, 1), pygame.SRCALPHA, 32))


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


class App:
    """The window, the loop and the scene stack. Build one, then `run()` (or `step()` in tests).

    `settings` is the live saves.settings.Settings; change it through `apply_settings`.
    With recover=False an exception in a scene propagates (the smoke test and tests want that).
    """

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None,
                 recover: bool = True, language: str | None = None, early: firstframe.Early | None = None) -> None:
        storage.start()
        #: where the log goes, or None when it cannot be written (that was told)
        self.log_path = logfile.attach(log)
        #: another window holds this home: this one plays but saves no games and no settings
        self.second_window = not instance.claim()
        if self.second_window:
            storage.set_read_only(T("Parlour is open in another window, which keeps the games and settings"))
        # only what the menu needs: the sound kit opens the mixer when a table first plays a
        # sound, so a slow or missing audio device never delays the first frame
        heap.fix_mmap_threshold()
        # every frame is drawn in memory and only copied to the window: letting SDL put a GL renderer
        # behind that copy loaded the GL driver at start (on Xvfb 100 ms of set_mode, 20 ms of the
        # first flip, and its threads and memory for good) and bought nothing; a person may still set it
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # SDL on X11 drops a click it reads within 10 ms of reading the window's focus: a click on
        # the menu shown before the app was built (scenes.firstframe) is read with that focus, in
        # one go, and was lost. A click that focuses the window is the person's click, as elsewhere.
        os.environ.setdefault(CLICK_THROUGH, "1")
        pygame.display.init()
        pygame.font.init()
        self.settings = saved_settings.load()
        # before the first scene is built: every word is said in it (`language` is --language, this
        # run only; the setting is the person's choice, "" the system's)
        lang.use(language or self.settings.language or lang.system_language())
        self.windowed_size = clamp_size(size or self.settings.window_size)
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        # hidden until the first frame is drawn: the window appears with the menu on it, not black
        # while the menu is built (fonts, theme, layout), the way a native program's window does;
        # or it is already shown with the menu as last drawn (scenes.firstframe), and kept as it is
        #: the early frame this app took over, checked against the live menu's first frame
        self.early = early
        #: the window's icon (scenes.firstframe keeps its pixels, to set it before the next start's
        #: window opens); set before a window opens, where SDL would open it with pygame's own
        self.icon = window_icon()
        if early is None or not early.shown:
            pygame.display.set_icon(self.icon)
        if early is not None and (early.fullscreen, early.size) == (self.fullscreen, self._wanted_size()):
            self._hidden = not early.shown
            self.window = early.window if early.shown else self._open_window(hidden=True)
            if early.shown:
                self._drop_showing_events()
        else:
            self.early = None
            self._hidden = True
            self.window = self._open_window(hidden=self._hidden)
        pygame.display.set_caption("Parlour")
        #: the loop's clock and its wait for input (tests give it a fake one)
        self.pacer = Pacer()
        #: F11 is down: its KEYDOWNs until the KEYUP are key repeat, not new presses
        self._f11_down = False
        #: the window was switched by F11 and has not had the focus back since
        self._f11_switched = False
        #: F11 KEYDOWNs before this moment (pacer time) are the held key re-sent to the window
        self._f11_quiet_until = float("-inf")
        self.scenes = SceneManager(self)
        self.recover = recover
        self.running = False
        #: one line per exception the app recovered from, newest last
        self.errors: list[str] = []
        self._errors_in_a_row = 0
        #: Tab / Enter over the top scene's buttons
        self.focus = Focus()
        #: each click stays with the screen it landed on (scenes.kit.clicks)
        self.clicks = ClickKeeper()
        #: the loop's own seconds: the sum of every frame's dt
        self.clock = 0.0
        self.music = Music()
        self.music.apply(self.settings.music, self.settings.volume_master)
        # the save layer reports failed background writes from its own thread
        notices.call_on_report(wake_loop)

    # -- shared services for scenes -------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    @property
    def fade_seconds(self) -> float:
        return 0.0 if self.settings.reduced_motion else FADE_SECONDS

    def make_ui_manager(self) -> pygame_gui.UIManager:
        """A pygame_gui manager for one scene, at the window's size, with the shared theme."""
        return theme.new_ui_manager(self.size, self.settings.ui_scale)

    def game_screen(self, key: str) -> type:
        """The class of a screen a game leads to ("pause", "result", "review", "replay"): the card kit
        reaches the app's screens through here (scenes.tables.GAME_SCREENS), never by importing them."""
        return tables.game_screen(key)

    def apply_settings(self, new: saved_settings.Settings) -> None:
        """Save `new` and carry out what changed in the window (size, fullscreen), the sound,
        the music, the motion, the symbols, the text size and the language (scenes.kit.livesettings)."""
        old, self.settings = self.settings, new
        saved_settings.save(new)   # a failed write is told once and the new settings apply anyway
        if new.fullscreen != old.fullscreen:
            self.set_fullscreen(new.fullscreen)
        elif tuple(new.window_size) != tuple(old.window_size) and not self.fullscreen:
            self.resize(new.window_size)
        livesettings.carry_out(self, old, new)

    def start_table(self, game_name: str, players: int, options: dict, seats: list[str], state: State | None = None,
                    kept: dict | None = None, record: dict | None = None, people: list | None = None) -> None:
        """Open a game's table over the main menu (Start, Continue, Play again, Restart): a new game,
        or `state` resumed with what its table `kept` and its `record` (store.SavedGame). `people`
        names each person's seat (game.referee.people; a save keeps them in `kept`)."""
        if state is None:
            options = tables.prepare_options(game_name, players, options)
        from scenes.kit import match  # the referee, the saves of finished games, the bot worker: not before the menu
        link = match.open_match(game_name, players, options, seats, state=state, kept=kept, record=record,
                                people=people)
        table_class = tables.table_class(game_name)
        assert table_class is not None, f"a table is registered for {game_name}"
        table = table_class(self, link)
        self.scenes.unwind(then=table.first_scene())

    def resume(self, saved: store.SavedGame) -> None:
        """Open the table of a loaded save (store.SavedGame) as it was."""
        self.start_table(saved.game, saved.state.players, saved.options, saved.seats, saved.state, saved.table,
                         saved.record)

    def start(self, scene: Scene) -> None:
        """Put the first scene (normally the main menu) on the empty stack; in a second window,
        ask first whether to go on without saving."""
        self.scenes.reset(scene)
        if self.second_window:
            self.scenes.push(ConfirmDialog(
                self, _("Parlour is already open"),
                _("Another Parlour window is using the same saves. You can play here too, but this window "
                  "saves no games and no settings (the other one keeps them); finished games still count "
                  "in your statistics."), on_yes=self.quit, yes=_("Quit"), no=_("Continue without saving")))

    # -- the window ----------------------------------------------------------------------------
    def _wanted_size(self) -> tuple[int, int]:
        """The size the window opens at: the screen's in full screen, else the windowed size."""
        if self.fullscreen:
            info = pygame.display.get_surface()
            return info.get_size() if info is not None else (0, 0)
        return self.windowed_size

    def _open_window(self, hidden: bool = False) -> pygame.Surface:
        shown = pygame.HIDDEN if hidden else 0
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN | shown)
        window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE | shown)
        if window.get_size() != self.windowed_size:
            # leaving full screen, SDL's in-memory window surface (no GL renderer, see __init__) still
            # has the screen's size until it is asked once more, after X has resized the window
            window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE | shown)
        return window

    def _show_window(self) -> None:
        """Map the window that the first frame was drawn into, and put that frame on it. The
        window's own news of being shown (shown, entered, focused) says nothing the scenes need,
        and is taken off the queue so the next frame's events are the person's."""
        self._hidden = False
        with warnings.catch_warnings():   # pygame-ce would rather the whole app drew through Window
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().show()
        pygame.display.flip()
        self._drop_showing_events()

    @staticmethod
    def _drop_showing_events() -> None:
        """Take the window's news of being shown off the queue (see _show_window)."""
        # pygame-ce cannot take window events off the queue by type, so all of it is taken
        # and what else came (a key pressed during the start) goes back in its order
        for event in pygame.event.get():
            if event.type not in SHOWING_EVENTS:
                pygame.event.post(event)

    def resize(self, size: tuple[int, int]) -> None:
        """The window is to be `size` (at least MIN_SIZE): reopen it if needed, lay out again.
        In fullscreen the screen decides the size; the scenes just follow it."""
        if not self.fullscreen:
            self.windowed_size = clamp_size(size)
            if self.window.get_size() != self.windowed_size:
                self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.scenes.resize(self.size)

    def set_fullscreen(self, on: bool) -> None:
        self.fullscreen = on
        self.window = self._open_window()
        self.scenes.resize(self.size)

    # -- quitting ------------------------------------------------------------------------------
    def request_quit(self) -> None:
        """Window close or Quit: ask first when the settings say so and a game is on the table."""
        asking = isinstance(self.scenes.top, ConfirmDialog) and self.scenes.top.about_quitting
        if self.settings.confirm_quit and self._game_in_progress() and not asking:
            dialog = ConfirmDialog(self, _("Quit Parlour?"), _("Your game is saved; Continue brings it back."),
                                   on_yes=self.quit, yes=_("Quit"), no=_("Keep playing"))
            dialog.about_quitting = True
            self.scenes.push(dialog)
        else:
            self.quit()

    def _game_in_progress(self) -> bool:
        return any(hasattr(scene, "seats") for scene in self.scenes.stack)

    def quit(self) -> None:
        self.running = False

    def _remember_window(self) -> None:
        changed = dataclasses.replace(self.settings, window_size=self.windowed_size,
                                      fullscreen=self.fullscreen)
        if changed != self.settings:
            self.settings = changed
            saved_settings.save(changed)

    # -- the loop ------------------------------------------------------------------------------
    def run(self) -> None:
        self.running = True
        first_frame_wanted = bool(os.environ.get(FIRST_FRAME_ENV))
        pacer = self.pacer
        taken: list[pygame.event.Event] = []
        last = pacer.now()
        waited = 0.0
        settled = False
        while self.running:
            started = pacer.now()
            self._frame(taken, dt=min(started - last, waited + MAX_DT))
            last = started
            if first_frame_wanted:
                print(f"first-frame {time.time():.6f}", flush=True)
                self.running = False
            if not settled:     # after the first frame, so the window appears without waiting
                firstframe.keep(self, self.early)
                self.early = None
                heap.settle_start_up()
                settled = True
            if self.running:
                before = pacer.now()
                taken = pacer.wait(self.next_wake(), started)
                waited = pacer.now() - before
        self._remember_window()
        for scene in reversed(self.scenes.stack):
            scene.close()

    def next_wake(self) -> Wake:
        """How soon the loop must draw again with no input (scenes.kit.wake): the scenes' answer,
        or sooner when the music has work or the effects' mixer is to be closed."""
        wake = soonest(self.scenes.next_wake(), self.music.next_wake())
        sounds = opened_sounds()
        if wake is None and sounds is not None:   # else the mixer closes in a frame that comes anyway
            return sounds.next_wake(self.pacer.now())
        return wake

    def step(self, events: Sequence[pygame.event.Event] = (), dt: float = 1 / FPS) -> None:
        """One loop iteration (of at most MAX_DT). `events` are posted to pygame's queue first,
        so they take the same path as a real click or key press (tests and the smoke test)."""
        for event in events:
            pygame.event.post(event)
        self._frame([], min(dt, MAX_DT))

    def _frame(self, taken: list[pygame.event.Event], dt: float) -> None:
        """Events (`taken` off the queue while waiting, then the queue's), update, draw, flip."""
        try:
            for event in [*taken, *pygame.event.get()]:
                self.handle(event)
            self.clock += dt
            self.scenes.update(dt)
            self.music.update(dt)
            sounds = opened_sounds()
            if sounds is not None:      # a quiet mixer's audio thread would wake a resting table
                sounds.rest(self.pacer.now(), keep=self.music.holds_mixer)
            self._show_notices()
            self.scenes.draw(self.window)
            self.focus.draw(self.scenes.top, self.window)
        except Exception as exc:
            self._recover_from(exc)
            return
        pygame.display.flip()
        if self._hidden:
            self._show_window()
        self._errors_in_a_row = 0

    def _show_notices(self) -> None:
        """Tell the player about files the save layer could not use (it never shows anything itself)."""
        messages = notices.take()
        if messages:
            text = "\n\n".join(say(message) for message in messages)
            self.scenes.push(MessageDialog(self, _("About your saved files"), text))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWFOCUSGAINED and self._f11_switched:
            self._f11_switched = False
            self._f11_quiet_until = self.pacer.now() + F11_SETTLE_SECONDS
        if event.type == pygame.QUIT:
            self.request_quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            self._full_screen_key(event)
        elif event.type == pygame.DROPFILE:      # a file dropped on the window, over any screen
            from scenes import sharing  # records load when a file first comes
            sharing.open_path(self, event.file)
        else:
            top = self.scenes.top
            if not self.clicks.admit(top, event, self.clock):
                return
            if not self.focus.handle(top, event):
                self.scenes.handle(event)
            self.clicks.after(top, self.scenes.top, event, self.clock)

    def _full_screen_key(self, event: pygame.event.Event) -> None:
        """F11 toggles full screen once per press: never on key repeat (a KEYDOWN marked `repeat`,
        or another KEYDOWN before the KEYUP), nor on the KEYDOWN a switched window is sent when
        it gets the focus back while F11 is still held (SDL releases held keys when a window
        loses the focus and presses them again when it regains it: without this, holding F11
        switched back and forth until it was let go)."""
        if event.type == pygame.KEYUP:
            self._f11_down = False
            return
        if self._f11_down or getattr(event, "repeat", False):
            return
        self._f11_down = True
        if self.pacer.now() < self._f11_quiet_until:
            return
        self._f11_switched = True
        self.set_fullscreen(not self.fullscreen)

    def _recover_from(self, exc: Exception) -> None:
        """Log the traceback, go back to a fresh main menu and tell the player what happened."""
        where = self.scenes.top.name if self.scenes.top else "the app"
        log.error("error in %s\n%s", where, "".join(traceback.format_exception(exc)))
        self.errors.append(f"{where}: {type(exc).__name__}: {exc}")
        self._errors_in_a_row += 1
        if not self.recover or self._errors_in_a_row >= MAX_ERRORS_IN_A_ROW:
            raise exc
        error = f"{type(exc).__name__}: {exc}"
        if self.log_path:
            text = _("{screen} stopped with {error}. You are back at the main menu; the details were written to "
                     "{file}.").format(screen=where, error=error, file=self.log_path)
        else:
            text = _("{screen} stopped with {error}. You are back at the main menu; the details could not be "
                     "written to a log.").format(screen=where, error=error)
        self.scenes.reset(MainMenu(self), MessageDialog(self, _("Something went wrong"), text))

"""`parlour --smoke-test [--out DIR]`: open every scene the app has, headless, and photograph it.

It starts the main menu, the game choice, each set-up screen it offers, every scene registered
in scenes.tables (tables and OTHER_SCENES), a dialog and the kit's demo table. Each registered
table is played by bots in every seat, through the table's own update loop, until a few moves
were applied; then its pause menu is opened, the game is saved, loaded back and resumed, and
the result screen is shown over it. Every game's fresh position also goes through a save and
back. A finished game (Pixies where it has a table) is kept, watched in the replay for a few
moves and reviewed, the review judged in the bot worker. At 200 % text every result screen
is photographed again, and a LIXO? table where the person holds 18 cards (at 100 % too). One
PNG per scene lands in DIR
(default: a new temp folder), which is printed. With `--display` it runs in a real window, and
its "window" part checks what a person meets there: the window shows and has the keyboard, a
resize lays the menu out again, F11 goes full screen at the screen's size and back, once per
press, and the loop left alone draws nothing.

It never touches the player's own files (it runs with its own PARLOUR_HOME) and exits 0 only
if nothing raised.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import time
import traceback
from pathlib import Path
from functools import partial
from typing import Any, Callable, TypeVar

#: moves the bots must make at each table before it is photographed
BOT_MOVES = 4
#: the longest the bots of one table may take for those moves
TABLE_SECONDS = 90.0
#: frame time used while bots play: long frames get through the tables' pauses after each move
PLAY_DT = 0.1
#: random moves allowed to finish a game for the end-screen picture (random Flanx play can stall)
FINISH_ACTIONS = 5_000
#: the longest the review of the kept game may take
REVIEW_SECONDS = 120.0
SIZE = (1280, 720)

S = TypeVar("S")


def run(out: Path | None = None, headless: bool = True) -> int:
    """Run the smoke test; 0 when every scene opened and played without an exception."""
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    previous_home = os.environ.get("PARLOUR_HOME")
    home = tempfile.mkdtemp(prefix="parlour-smoke-home-")
    os.environ["PARLOUR_HOME"] = home
    os.environ["PARLOUR_LOOPBACK_ONLY"] = "1"       # the hosted table listens on 127.0.0.1 only (scenes.net.lan)
    try:
        out = Path(out) if out is not None else Path(tempfile.mkdtemp(prefix="parlour-smoke-"))
        out.mkdir(parents=True, exist_ok=True)
        print(f"smoke test: screenshots go to {out}", flush=True)
        failures = SmokeTest(out).run()
    finally:
        if previous_home is None:
            os.environ.pop("PARLOUR_HOME", None)
        else:
            os.environ["PARLOUR_HOME"] = previous_home
        shutil.rmtree(home, ignore_errors=True)
    print(f"smoke test {'FAILED: ' + ', '.join(failures) if failures else 'passed'}; screenshots in {out}")
    return 1 if failures else 0


class SmokeTest:
    def __init__(self, out: Path) -> None:
        from scenes.app import App

        self.out = out
        self.app = App(size=SIZE, fullscreen=False, recover=False)
        self.failures: list[str] = []
        self.shots = 0

    # -- the parts ---------------------------------------------------------------------------
    def run(self) -> list[str]:
        from game import GAMES
        from scenes import tables
        from scenes.menu import GameChoice

        self.part("menu", self.menu)
        self.part("window", self.window)
        self.part("choose-game", self.choose_game)
        for rules in GameChoice.games():
            self.part(f"setup-{rules.name}", partial(self.setup, rules.name))
        for game_name in GAMES:
            self.part(f"save-{game_name}", partial(self.fresh_save_round_trip, game_name))
        for key in tables.OTHER_SCENES:
            self.part(key, partial(self.other_scene, key))
        self.part("dialog", self.dialog)
        self.part("demo-table", self.demo_table)
        self.part("with-friends", self.with_friends)
        for game_name in tables.TABLES:
            self.part(f"table-{game_name}", partial(self.table, game_name))
        if tables.TABLES:
            self.part("replay-and-review", self.replay_and_review)
        self.part("text-200", self.large_text)
        from scenes.lesson.script import lesson_names
        for game_name in lesson_names():
            self.part(f"lesson-{game_name}", partial(self.lesson, game_name))
        return self.failures

    def part(self, name: str, action: Callable[[], None]) -> None:
        """Run one part; a failure is printed with its traceback and the other parts still run."""
        from scenes.menu import MainMenu

        started = time.perf_counter()
        try:
            action()
            verdict = "ok"
        except Exception:
            traceback.print_exc()
            self.failures.append(name)
            verdict = "FAILED"
            self.app.scenes.reset(MainMenu(self.app))
        print(f"  {verdict:6} {name} ({time.perf_counter() - started:.1f} s)", flush=True)

    def menu(self) -> None:
        from scenes.menu import MainMenu

        self.app.start(MainMenu(self.app))
        self.shot("menu")

    def window(self) -> None:
        import pygame

        from scenes.app import F11_SETTLE_SECONDS
        from scenes.scene import Scene

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
        for _ in range(60):                  # the real loop asks after every frame
            self.frames(1, dt=1 / 60)
            if app.next_wake() is None:
                return
        raise AssertionError(f"the menu, left alone, still wants a frame in {app.next_wake()} s")

    def choose_game(self) -> None:
        from scenes.menu import GameChoice

        self.app.scenes.push(GameChoice(self.app))
        self.shot("choose-game")
        self.app.scenes.unwind()

    def setup(self, game_name: str) -> None:
        from scenes.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app, game_name))
        self.shot(f"setup-{game_name}")
        self.app.scenes.unwind()

    def fresh_save_round_trip(self, game_name: str) -> None:
        """A new game of every kind survives a save and a load exactly (tables or not)."""
        from game import GAMES
        from saves import store

        rules = GAMES[game_name]
        players, options = rules.configurations()[0]
        state = rules.new(players, seed=1, **options)
        seats = ["human"] + [rules.levels[0]] * (players - 1)
        loaded = store.load(store.autosave(game_name, rules.check_options(players, options), seats, state))
        if loaded.state != state or loaded.seats != seats:
            raise AssertionError(f"{game_name}: the loaded save differs from the saved game")

    def other_scene(self, key: str) -> None:
        from scenes import tables

        self.app.scenes.push(tables.registered_scene(key)(self.app))
        self.shot(key)
        self.app.scenes.unwind()

    def dialog(self) -> None:
        from scenes.dialog import ConfirmDialog

        self.app.scenes.push(ConfirmDialog(self.app, "Quit Parlour?", "Your game is saved; Continue brings it back.",
                                           on_yes=self.app.scenes.pop, yes="Quit", no="Keep playing"))
        self.shot("dialog")
        self.app.scenes.unwind()

    def demo_table(self) -> None:
        from scenes.kit.demo import DemoTable

        self.app.scenes.push(DemoTable(self.app))
        self.frames(30, dt=1 / 60)
        self.shot("demo-table")
        self.app.scenes.unwind()

    def with_friends(self) -> None:
        """Host a table (on 127.0.0.1), its lobby once a friend joined, and the Join screen."""
        from game import GAMES
        from scenes import tables
        from scenes.net.client import Client
        from scenes.net.hosting import HostSetupScene
        from scenes.net.joining import JoinScene
        from scenes.net.lobby import LobbyScene

        game_name = next(name for name in tables.TABLES if GAMES[name].max_players > 1)
        self.app.scenes.push(HostSetupScene(self.app, game_name))
        self.shot("host-a-table")
        self.top(HostSetupScene).start()
        lobby = self.top(LobbyScene)
        host = lobby.host
        assert host is not None, "the lobby of a table this window hosts"
        friend = Client(f"127.0.0.1:{host.port}", host.code, "A friend", remember=False)
        friend.start()
        deadline = time.monotonic() + TABLE_SECONDS
        while not (lobby.info and lobby.info.seats[1].here and lobby.seat_text(0).startswith("You")):
            if time.monotonic() > deadline:
                raise TimeoutError("nobody sat down in the lobby")
            self.frames(1, dt=1 / 60)
        self.shot("lobby")
        self.app.scenes.unwind()
        friend.close()
        self.app.scenes.push(JoinScene(self.app))
        self.shot("join-a-table")
        self.app.scenes.unwind()
        from scenes.net import lan          # zeroconf is bundled: an announcement's record, made and read (no network)
        found = lan.found_from(lan.service_info("T", 1, ["127.0.0.1"], game_name, "T", 1))
        if found is None or found.port != 1:
            raise AssertionError("a table's announcement does not read back")

    def table(self, game_name: str) -> None:
        """Bots in every seat play a few moves; then pause, save, load, resume and the result;
        then a table with the person in a seat shows a hint and the move log opened."""
        from scenes.pause import PauseScene

        table = self.start_table(game_name, bots_only=True)
        self.play(table, BOT_MOVES)
        self.shot(f"table-{game_name}")
        self.app.scenes.push(PauseScene(self.app, table))
        self.shot(f"pause-{game_name}")
        resumed, saved = self.save_and_resume(table)
        self.frames(10, dt=1 / 60)
        self.shot(f"resumed-{game_name}")
        self.show_the_end(saved)
        self.shot(f"result-{game_name}")
        self.app.scenes.unwind()
        self.hint_and_log(game_name)
        self.app.scenes.unwind()

    def large_text(self) -> None:
        """At 200 % text: every table's result screen, and a LIXO? hand of 18 cards (at 100 % too)."""
        import dataclasses

        from saves import store
        from scenes import tables

        normal = self.app.settings
        self.app.apply_settings(dataclasses.replace(normal, ui_scale=200))
        try:
            for game_name in tables.TABLES:
                table = self.start_table(game_name, bots_only=True)
                self.play(table, 1)
                self.show_the_end(store.load(table.link.save()))
                self.shot(f"result-{game_name}-200")
                self.app.scenes.unwind()
            if "lixo" in tables.TABLES:
                self.large_hand("lixo-hand-18-200")
                self.app.apply_settings(normal)
                self.large_hand("lixo-hand-18")
        finally:
            self.app.apply_settings(normal)

    def large_hand(self, name: str) -> None:
        """A LIXO? table where the person holds 18 cards, the bin's bidding begun by a bot."""
        from game import GAMES

        rules = GAMES["lixo"]
        data = rules.new(3, 7, first=1).to_dict()
        hand = data["hands"][0]
        while sum(hand) < 18:                           # cards from the rubbish stack into the hand
            hand[data["stack"].pop()] += 1
        self.app.start_table("lixo", 3, rules.check_options(3, {"first": 1}), ["human", "easy", "easy"],
                             rules.from_dict(data))
        self.frames(60, dt=1 / 30)
        self.shot(name)
        self.app.scenes.unwind()

    def replay_and_review(self) -> None:
        """A game the person played to the end (Easy bots on both sides) is kept; the list of
        finished games opens it in the replay, which plays a few moves; then its review."""
        from scenes import tables
        from scenes.finished import FinishedScene
        from scenes.replay import ReplayScene
        from scenes.review import ReviewScene

        game_name = "pixies" if "pixies" in tables.TABLES else next(iter(tables.TABLES))
        self.keep_a_finished_game(game_name)
        listed = FinishedScene(self.app)
        self.app.scenes.push(listed)
        self.shot("finished-list")
        listed.open(listed.infos[0], "watch")
        replay = self.top(ReplayScene)
        replay.replay.jump(replay.replay.length // 3)
        replay.toggle_play()
        self.frames(150, dt=1 / 30)
        self.shot("replay")
        replay.open_review()
        review = self.top(ReviewScene)
        deadline = time.monotonic() + REVIEW_SECONDS
        while not review.done:
            if time.monotonic() > deadline:
                raise TimeoutError(f"the review was not done within {REVIEW_SECONDS:.0f} s")
            self.app.step(dt=1 / 60)
        if review.failed:
            raise AssertionError(review.failed)
        self.shot("review")
        self.app.scenes.unwind()

    def lesson(self, game_name: str) -> None:
        """A lesson's coach at a step that waits for a move (its ring and arrow on the table),
        and the step after it at the largest text size."""
        import dataclasses

        from scenes.lesson.scene import LessonScene
        from scenes.lesson.script import load

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

    def keep_a_finished_game(self, game_name: str) -> None:
        import random

        from game import GAMES
        from game.ai import bot
        from game.referee import Referee
        from saves import finished, store

        rules = GAMES[game_name]
        players, options = rules.configurations()[0]
        seats = ["human"] + ["easy"] * (players - 1)
        referee = Referee.new(rules, players, 7, seats, options, bots=False)
        players_bots = [bot(game_name, "easy") for _ in seats]
        dice = random.Random(7)
        for _ in range(FINISH_ACTIONS):
            if referee.is_over():
                break
            seat = referee.to_move()[0]
            referee.submit(seat, players_bots[seat].choose(referee.view(seat), dice))
        finished.keep(game_name, referee.options, seats, referee.state, referee.record())
        store.flush(5)

    # -- helpers ---------------------------------------------------------------------------------
    def top(self, kind: type[S]) -> S:
        """The scene on top, which the step before opened: a `kind`, or the part fails saying so."""
        scene = self.app.scenes.top
        if not isinstance(scene, kind):
            raise AssertionError(f"a {kind.__name__} should be on top, not {type(scene).__name__}")
        return scene

    def start_table(self, game_name: str, bots_only: bool) -> Any:
        from game import GAMES

        rules = GAMES[game_name]
        players = min(rules.max_players, max(rules.min_players, 3))
        level = next(level for level in rules.levels if level != "random")
        seats = [level] * players if bots_only else ["human"] + [level] * (players - 1)
        self.app.start_table(game_name, players, rules.check_options(players, {}), seats)
        return self.app.scenes.top

    def play(self, table: Any, moves: int) -> None:
        """Run the real loop until the table's bots applied `moves` actions (or the game ended)."""
        deadline = time.monotonic() + TABLE_SECONDS
        while table.link.moves_played < moves and not table.view.is_over():
            if time.monotonic() > deadline:
                raise TimeoutError(f"{table.name}: {table.link.moves_played} of {moves} bot moves "
                                   f"in {TABLE_SECONDS:.0f} s")
            self.app.step(dt=PLAY_DT)

    def hint_and_log(self, game_name: str) -> None:
        """The person's table on their turn: the hint shown, and the move log opened."""
        table = self.start_table(game_name, bots_only=False)
        deadline = time.monotonic() + TABLE_SECONDS
        while True:           # the person's turn, with some move in the log (their own, if they begin)
            if time.monotonic() > deadline or table.view.is_over():
                raise TimeoutError(f"{table.name}: the person's turn did not come")
            if table.my_turn() and not table.queue.busy:
                if table.link.moves_played:
                    break
                table.act(table.view.legal_actions()[0])
            self.app.step(dt=PLAY_DT)
        table.toggle_log()
        while table.hint is None:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{table.name}: no hint within {TABLE_SECONDS:.0f} s")
            if table.hint_job is None:
                table.ask_hint()             # again where a countdown ran or a bot's move made it stale
            self.app.step(dt=1 / 60)
        self.shot(f"hint-and-log-{game_name}")
        self.card_ring(table, game_name)

    def card_ring(self, table: Any, game_name: str) -> None:
        """The keyboard's card ring: an arrow shows it, Enter picks the card up (or presses the
        pile in the ring), and the ring moves over the places that glow for it."""
        import pygame

        table.hint = None
        cursor = table.card_cursor()
        deadline = time.monotonic() + TABLE_SECONDS
        while True:     # the person's turn, no card still turning, with a card they may pick up
            if time.monotonic() > deadline or table.view.is_over():
                raise TimeoutError(f"{table.name}: no turn with a card to pick up came")
            if table.my_turn() and not table.queue.busy:
                if any(place not in cursor.extra() for place in cursor.places()):
                    break
                table.act(table.view.legal_actions()[0])       # nothing to pick up: pass or play on
            self.app.step(dt=1 / 60)
        for key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_RIGHT):
            self.app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
        self.frames(20, dt=1 / 60)
        self.shot(f"card-ring-{game_name}")

    def show_the_end(self, saved: Any) -> None:
        """Play the saved game out with random legal moves, open a table on the finished game,
        and run the loop until that table has put up its own end screen."""
        import random

        from game.core import play_randomly
        from scenes.kit.table import TableScene

        state = saved.state.clone()
        play_randomly(state, random.Random(1), FINISH_ACTIONS)
        if not state.is_over():
            raise AssertionError(f"{saved.game}: no end within {FINISH_ACTIONS} random moves")
        self.app.start_table(saved.game, state.players, saved.options, saved.seats, state)
        finished = self.top(TableScene)
        deadline = time.monotonic() + TABLE_SECONDS
        while not finished.over_shown or self.app.scenes.top is finished:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{finished.name}: no end screen within {TABLE_SECONDS:.0f} s")
            self.app.step(dt=PLAY_DT)
        self.frames(10, dt=1 / 60)

    def save_and_resume(self, table: Any) -> tuple[Any, Any]:
        """Save the table's game, load the file back, and open a table on the loaded position."""
        from saves import store
        from scenes.kit.table import TableScene

        loaded = store.load(table.link.save())
        seat = table.link.seat
        if (loaded.state.view(seat), loaded.seats, loaded.options) != (table.view, table.seats, table.options):
            raise AssertionError(f"{table.game_name}: the loaded save differs from the table's game")
        self.app.resume(loaded)
        resumed = self.top(TableScene)
        if resumed.view != loaded.state.view(seat):
            raise AssertionError(f"{table.game_name}: the resumed table does not show the saved position")
        return resumed, loaded

    def frames(self, count: int, dt: float) -> None:
        for _ in range(count):
            self.app.step(dt=dt)

    def shot(self, name: str) -> None:
        """Let fades and entrance animations finish, then save the window as the next PNG."""
        import pygame

        self.frames(20, dt=1 / 60)
        self.shots += 1
        pygame.image.save(self.app.window, str(self.out / f"{self.shots:02d}-{name}.png"))

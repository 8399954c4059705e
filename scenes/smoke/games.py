"""The smoke test's games: every registered table played by its bots, paused, saved, loaded,
resumed and ended; a person's turn with the hint, the move log and the keyboard's card ring; a
fresh position of every game through a save and back; result screens at 200 % text and a LIXO?
hand of 18 cards; a finished game kept, watched in the replay and reviewed in the bot worker."""
from __future__ import annotations

import dataclasses
import random
import time
from typing import Any

import pygame

from game import GAMES
from game.ai import bot
from game.core import play_randomly
from game.referee import Referee
from saves import finished, store
from scenes import tables
from scenes.finished import FinishedScene
from scenes.kit.table import TableScene
from scenes.pause import PauseScene
from scenes.replay import ReplayScene
from scenes.review import ReviewScene
from scenes.smoke.driver import BOT_MOVES, FINISH_ACTIONS, PLAY_DT, TABLE_SECONDS, Driver


class Games(Driver):
    def fresh_save_round_trip(self, game_name: str) -> None:
        """A new game of every kind survives a save and a load exactly (tables or not)."""
        rules = GAMES[game_name]
        players, options = rules.configurations()[0]
        state = rules.new(players, seed=1, **options)
        seats = ["human"] + [rules.levels[0]] * (players - 1)
        loaded = store.load(store.autosave(game_name, rules.check_options(players, options), seats, state))
        if loaded.state != state or loaded.seats != seats:
            raise AssertionError(f"{game_name}: the loaded save differs from the saved game")

    def table(self, game_name: str) -> None:
        """Bots in every seat play a few moves; then pause, save, load, resume and the result;
        then a table with the person in a seat shows a hint and the move log opened."""
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
        """At 200 % text: the menu and the screens of settings and saves (the longest words of a
        language meet the largest text there), every table's result screen, and a LIXO? hand of
        18 cards (at 100 % too)."""
        normal = self.app.settings
        self.app.apply_settings(dataclasses.replace(normal, ui_scale=200))
        try:
            self.shot("menu-200")
            for key in ("settings", "load", "finished"):
                self.app.scenes.push(tables.registered_scene(key)(self.app))
                self.shot(f"{key}-200")
                self.app.scenes.unwind()
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
        self.judged(review)
        self.shot("review")
        self.app.scenes.unwind()

    def keep_a_finished_game(self, game_name: str) -> None:
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

    def show_the_end(self, saved: store.SavedGame) -> None:
        """Play the saved game out with random legal moves, open a table on the finished game,
        and run the loop until that table has put up its own end screen."""
        state = saved.state.clone()
        play_randomly(state, random.Random(1), FINISH_ACTIONS)
        if not state.is_over():
            raise AssertionError(f"{saved.game}: no end within {FINISH_ACTIONS} random moves")
        self.app.start_table(saved.game, state.players, saved.options, saved.seats, state)
        ended = self.top(TableScene)
        deadline = time.monotonic() + TABLE_SECONDS
        while not ended.over_shown or self.app.scenes.top is ended:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{ended.name}: no end screen within {TABLE_SECONDS:.0f} s")
            self.app.step(dt=PLAY_DT)
        self.frames(10, dt=1 / 60)

    def save_and_resume(self, table: Any) -> tuple[TableScene, store.SavedGame]:
        """Save the table's game, load the file back, and open a table on the loaded position."""
        loaded = store.load(table.link.save())
        seat = table.link.seat
        if (loaded.state.view(seat), loaded.seats, loaded.options) != (table.view, table.seats, table.options):
            raise AssertionError(f"{table.game_name}: the loaded save differs from the table's game")
        self.app.resume(loaded)
        resumed = self.top(TableScene)
        if resumed.view != loaded.state.view(seat):
            raise AssertionError(f"{table.game_name}: the resumed table does not show the saved position")
        return resumed, loaded

"""TableScene: the base of every game table. It referees through the engine, drives the bots
off the frame, autosaves, offers hints and the pause menu; a game table adds the cards.

The flow is DESIGN.md's: input -> action -> `state.apply` -> events -> `animate(events)`.
A game table overrides a few hooks:

    class PixiesTable(TableScene):
        name = "pixies"

        def __init__(self, app, game_name, players, options, seats, state=None):
            super().__init__(app, game_name, players, options, seats, state)
            self.sprites = {c: self.cards.add(CardSprite(c, paint_pixie)) for c in ...}
            self.drag = DragAndDrop(self.cards, can_pick=..., targets=..., on_drop=self.dropped,
                                    queue=self.queue, sounds=self.sounds)
            self.relayout(app.size)                # the base calls it again on every resize

        def relayout(self, size, animate=False):   # zones from self.play_area(size); place the cards
            ...
        def animate(self, events):                 # turn engine events into queue steps
            for event in events:
                if isinstance(event, CardMoved):
                    self.queue.add(move(self.sprites[event.card], *self.where(event.dst)))
        def dropped(self, card, target):           # drag and drop -> an engine action
            return self.act(Take(card.card_id, target))    # False when the engine refused

What the base does:
- `state`: given (a resumed save) or `GAMES[game_name].new(players, seed, **options)`.
- `act(action)`: the human's move. Finishes running animations first (input is never blocked),
  applies it, shows IllegalAction's message on refusal; then `animate`, autosave (in the
  background), HUD refresh.
- Bots: when a bot seat is to move and the queue is idle, its View goes to the BotWorker (a
  worker process); the returned Action is applied like anyone's, followed by a `bot_pause`
  so a person can follow. Real-time games override `drive_bots(dt)` (see its docstring).
- Esc / the Menu button: the pause menu. H / the Hint button: the hint level's move for the
  human seat plus `Knowledge.explain`, handed to `on_hint(action, text)`. Space: `on_confirm()`
  (end the turn, confirm a choice: a table that has such a step implements it).
- Undo (Ctrl+Z / the Undo button), at tables against bots that play in turns: back to before
  the person's last move, bot moves after it included, only when that hides nothing they have
  learnt since (scenes.kit.undo, game.core.undo); greyed, saying why, when it would. The table
  is rebuilt from the earlier state by `restore(state)`, as a resumed save would be. A table
  where everybody plays at once sets `realtime = True`; `undo_allowed = False` turns it off.
- The first time a person plays a game, `first_tip()` points at what to do first until they
  click or act (remembered in the settings' `tips_seen`).
- A finished game goes into the statistics once (saves.stats.record_game), when there were bots.
- The HUD: `status_text()` and `scores_text()` (override to say more), `hud.show_message(text)`;
  refreshed on `enter` and after every action. `handle` returns True when it used an event,
  so an override can do `if super().handle(event): return True` and then its own clicks.
- Game over: once the animations end, `on_game_over()` pushes the result screen.
- Settings: animation speed, reduced motion, colour-blind symbols and the sound volume are
  applied on `enter` (and by the app whenever they change). `self.sounds.play("flip")` etc.
  for the game's own moments.
- Drawing only when something changes: `next_wake()` (scenes.kit.wake); a table with timers of
  its own adds them, `soonest(super().next_wake(), ...)`. Still decoration: `paint_backdrop`.
"""
from __future__ import annotations

import logging
import random
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Optional

import pygame

from game import GAMES
from game.core import Action, Event, IllegalAction
from saves import stats, store
from saves.store import HUMAN
from scenes.kit import tween
from scenes.kit.botworker import BotWorker, Job, shared_worker
from scenes.kit.cards import CardLayer, clear_cache, set_colour_blind
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import backdrop
from scenes.kit.firsttip import FirstTip
from scenes.kit.hud import Hud
from scenes.kit.sounds import Sounds, effects_volume, shared_sounds
from scenes.kit.tween import AnimationQueue
from scenes.kit.undo import UndoHistory
from scenes.kit.wake import IDLE, NOW, Wake, soonest, wake_loop
from scenes.pause import PauseScene
from scenes.result import ResultScene, seat_names
from scenes.scene import Scene

log = logging.getLogger("parlour")


class TableScene(Scene):
    name = "table"
    #: seconds of stillness after each bot move, so a person can see what happened
    bot_pause = 0.5
    #: the bot level whose move the Hint shows
    hint_level = "hard"
    #: a worker that died is restarted this many times in a row before a bot thinks in-process
    worker_retries = 2
    #: everybody plays at once (the Flanx duel): moves cannot be taken back
    realtime = False
    #: a table may turn Undo off for its own reasons
    undo_allowed = True

    def __init__(self, app, game_name: str, players: int, options: dict, seats: list[str],
                 state=None) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.game = GAMES[game_name]
        self.players = players
        self.options = dict(options)
        self.seats = list(seats)
        if len(self.seats) != players:
            raise ValueError(f"{len(self.seats)} seats for {players} players")
        # seeds for new deals and for the bots' searches: not part of the rules, so not saved
        self.rng = random.Random()
        self.state = state if state is not None else self.game.new(players, self.rng.randrange(2 ** 31), **options)
        self.cards = CardLayer()
        self.queue = AnimationQueue()
        self.drag: Optional[DragAndDrop] = None
        self.worker: BotWorker = shared_worker()
        self.worker.warm_up()
        self.sounds: Sounds = shared_sounds()
        self.jobs: dict[int, Job] = {}
        self.hint_job: Optional[Job] = None
        self.moves = 0
        self.over_shown = False
        self._worker_failures = 0
        self.hud = Hud(self.ui, app.size)
        self.history = UndoHistory()
        self._undo_hovered = False
        # a save that was already finished was recorded when it finished
        self.stats_recorded = self.state.is_over()
        self.tip = FirstTip(game_name)
        #: (the window's size and the HUD's height it was painted for, the backdrop)
        self._backdrop: tuple = ((), None)

    # -- seats -------------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @property
    def me(self) -> Optional[int]:
        """The person's seat (the first human seat), or None when only bots play."""
        return next((i for i, s in enumerate(self.seats) if s == HUMAN), None)

    def my_turn(self) -> bool:
        return self.me is not None and not self.state.is_over() and self.me in self.state.to_move()

    def seat_name(self, seat: int) -> str:
        """"You" or "Bot 2 (hard)": the names the result screen uses too."""
        return seat_names(self.seats)[seat]

    def play_area(self, size: tuple[int, int]) -> pygame.Rect:
        """The window below the HUD band: where a table lays out its cards."""
        band = self.hud.band
        return pygame.Rect(0, band, size[0], max(1, size[1] - band))

    # -- hooks for the game table ------------------------------------------------------------
    def relayout(self, size: tuple[int, int], animate: bool = False) -> None:
        """Compute zones and the card size for `size` and place every card (see scenes.kit.layout)."""

    def animate(self, events: list[Event]) -> None:
        """Turn one action's events into queued animation steps. By default: lay out again."""
        self.relayout(self.app.size, animate=True)

    def status_text(self) -> str:
        if self.state.is_over():
            return "Game over"
        movers = self.state.to_move()
        if self.me is not None and self.me in movers:
            return "Your turn"
        return ", ".join(f"{self.seat_name(s)} is thinking" for s in movers if not self.is_human(s)) or ""

    def scores_text(self) -> str:
        return "   ".join(f"{self.seat_name(s)}: {score:g}" for s, score in enumerate(self.state.scores()))

    def first_tip(self) -> Optional[tuple[str, pygame.Rect]]:
        """What to do first, for someone new to this game: (a sentence, the rect to point at).

        Shown once per game, on the person's first turn. By default it points at the status
        line, which always says what to do; a table may point at its cards instead.
        """
        status = self.status_text()
        text = f"{status}: this line always says what to do next." if status else \
            "This line always says what to do next."
        return text, self.hud.status.rect

    def on_confirm(self) -> bool:
        """Space: end the turn or confirm the choice in hand, where the game has such a step.
        True when it did something. By default there is nothing to confirm."""
        return False

    def on_hint(self, action: Action, text: str) -> None:
        """Show the hint; tables may also highlight the cards `action` involves."""
        self.hud.show_message(f"Hint: {action}. {text}", seconds=6)

    def on_game_over(self) -> None:
        """A fanfare for the person's win (a falling tune otherwise), then the result screen."""
        if self.me is not None:
            self.sounds.play("win" if self.me in self.state.winners() else "lose")
        self.app.scenes.push(ResultScene(self.app, self))

    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        """What lies still on the cloth whatever the state (empty slots, the board, panel grounds),
        painted once per layout: a frame starts with one opaque blit, not every slot blended."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """The backdrop, then what changes under the cards (a table adds counts, whose turn)."""
        layout = (surface.get_size(), self.hud.band)   # every table's plan follows from these
        if self._backdrop[0] != layout:
            self._backdrop = (layout, backdrop(surface.get_size(), self.paint_backdrop))
        surface.blit(self._backdrop[1], (0, 0))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Anything over the cards and under the HUD (arrows, counters)."""

    # -- acting --------------------------------------------------------------------------------
    def act(self, action: Action, seat: Optional[int] = None) -> bool:
        """The person plays `action` (for `seat`, default their own). False if refused."""
        seat = self.me if seat is None else seat
        if seat is None:
            return False
        self.queue.finish_all()
        self.history.before(self.state, seat, self.me)
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as refusal:
            self.history.forget_last(seat, self.me)
            self.hud.show_message(str(refusal))
            return False
        self._cancel_hint()
        self.tip.dismiss(self.app)
        self.history.after(seat, action, events)
        self.after_action(seat, events)
        return True

    def after_action(self, seat: int, events: list[Event]) -> None:
        """Every applied action, by anyone: animate, pause after a bot, autosave, refresh."""
        self.moves += 1
        self.animate(events)
        if not self.is_human(seat):
            self.queue.pause(self.bot_pause)
        self.autosave()
        self.refresh_hud()

    def autosave(self) -> None:
        """Snapshot the state now; the write happens on the save layer's background thread
        (a durable write takes 15-30 ms: two frames)."""
        try:
            store.autosave_in_background(self.game_name, self.options, self.seats, self.state, self.kept())
        except OSError as exc:
            self.hud.show_message(f"Autosave failed: {exc}")

    def kept(self) -> dict:
        """What this table keeps in its saves beside the position (JSON data): none by default;
        the Flanx duel keeps its clock."""
        return {}

    def restore_kept(self, kept: dict) -> None:
        """A resumed save brought back what `kept` gave; a table that keeps nothing ignores it."""

    def refresh_hud(self) -> None:
        self.hud.set_status(self.status_text())
        self.hud.set_scores(self.scores_text())
        offered = self.undo_offered()
        self.hud.set_undo(offered, self.undo_refusal() if offered else None)

    # -- undo ----------------------------------------------------------------------------------
    def undo_offered(self) -> bool:
        """Against bots, in turns: a person alone (Zen) has the game's own undo, if any."""
        return (self.undo_allowed and not self.realtime and self.me is not None
                and any(not self.is_human(seat) for seat in range(self.players)))

    def undo_refusal(self) -> Optional[str]:
        """None when Undo may run now, else why not (in words for the person)."""
        if not self.undo_offered():
            return "Moves cannot be taken back at this table."
        if len(self.state.to_move()) > 1:
            return "No undo while everybody plays at once."
        return self.history.refusal(self.state, self.me)

    def undo(self) -> bool:
        """Take back the person's last move and everything after it, if that is fair."""
        refusal = self.undo_refusal()
        if refusal is not None:
            self.hud.show_message(refusal)
            return False
        if self.drag is not None:
            self.drag.cancel()
        self.queue.finish_all()
        self._cancel_hint()
        self.restore(self.history.pop(self.game))
        return True

    def restore(self, state) -> None:
        """Show `state` instead of the present one (Undo). By default the table is built again
        from it, exactly as a resumed save is, and takes this one's place on the stack."""
        table = type(self)(self.app, self.game_name, self.players, self.options, self.seats, state)
        table.history, table.rng, table.moves = self.history, self.rng, self.moves
        table.tip = self.tip
        self.app.scenes.replace(table)
        table.autosave()
        table.hud.show_message("Undone")

    # -- bots ----------------------------------------------------------------------------------
    def drive_bots(self, dt: float) -> None:
        """Turn-based default: when the animations are done, ask each bot seat to move in turn.

        A real-time table (the Flanx duel) overrides this to run bots on its own clock, using
        `ask_bot(seat)` to start a search and `collect_bots()` to apply what came back.
        """
        self.collect_bots()
        if self.queue.busy or self.state.is_over():
            return
        for seat in self.state.to_move():
            if not self.is_human(seat) and seat not in self.jobs:
                self.ask_bot(seat)

    def ask_bot(self, seat: int, level: Optional[str] = None, **budget: Any) -> Job:
        """Start the bot of `seat` thinking about its View (in the worker process)."""
        job = self.worker.submit(self.game_name, level or self.seats[seat], self.state.view(seat),
                                 self.rng.randrange(2 ** 31), seat=seat, budget=budget)
        job.when_done(wake_loop)
        self.jobs[seat] = job
        return job

    def collect_bots(self) -> None:
        """Apply every finished bot move that still fits the state (else ask again later)."""
        for seat, job in list(self.jobs.items()):
            if not job.done():
                continue
            del self.jobs[seat]
            action = self._job_result(job)
            if action is None or self.state.is_over():
                continue
            # a move planned on a view that has changed since (real time) is thought again
            if self.state.view(seat) != job.view or self.state.why_illegal(seat, action) is not None:
                continue
            events = self.state.apply(seat, action)
            self.history.after(seat, action, events)
            self.after_action(seat, events)

    def _job_result(self, job: Job) -> Optional[Action]:
        try:
            action = job.result()
        except BrokenProcessPool:
            self._worker_failures += 1
            log.warning("the bot worker process died (%d in a row)", self._worker_failures)
            if self._worker_failures > self.worker_retries:
                self.worker = BotWorker("sync")   # slower frames, but the game goes on
            return None
        self._worker_failures = 0
        return action

    # -- hints ---------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if not self.my_turn():
            self.hud.show_message("A hint is for your turn.")
            return
        if self.hint_job is None:
            self.hud.show_message("Thinking about a hint...", seconds=10)
            self.hint_job = self.worker.submit(self.game_name, self.hint_level, self.state.view(self.me),
                                               self.rng.randrange(2 ** 31), seat=self.me)
            self.hint_job.when_done(wake_loop)

    def _collect_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done():
            return
        self.hint_job = None
        action = self._job_result(job)
        if action is None or not self.my_turn() or self.state.view(self.me) != job.view:
            return
        self.on_hint(action, self.game.knowledge().explain(job.view, action))

    def _cancel_hint(self) -> None:
        if self.hint_job is not None:
            self.hint_job.cancel()
            self.hint_job = None

    # -- the scene -----------------------------------------------------------------------------
    def enter(self) -> None:
        settings = self.app.settings
        tween.set_motion(speed=settings.animation_speed, reduced=settings.reduced_motion)
        set_colour_blind(settings.colour_blind)
        self.refresh_hud()   # here, not in __init__: a subclass's texts may need its own fields
        self.sounds.set_volume(effects_volume(settings))

    def close(self) -> None:
        for job in self.jobs.values():
            job.cancel()
        self.jobs.clear()
        self._cancel_hint()
        # the next table paints its own cards (a few ms); this one's would wait in the cache
        # for the art budget, tens of MB across the games
        clear_cache()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.hud.layout(size)
        self.queue.finish_all()
        if self.drag is not None:
            self.drag.cancel()
            self.queue.finish_all()
        self.relayout(size)
        self.tip.relocate()

    def open_pause(self) -> None:
        if self.drag is not None:
            self.drag.cancel()
        self.app.scenes.push(PauseScene(self.app, self))

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used (by a widget, a shortcut or a card)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and getattr(event, "key", None) != pygame.K_ESCAPE:
            self.tip.dismiss(self.app)          # and the click or key goes on to do its work
        if self._explain_greyed_undo(event):
            return True
        if self.ui.process_events(event):
            return True
        pressed = self.hud.pressed(event)
        ctrl_z = event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
        if pressed == "undo" or (ctrl_z and self.undo_offered()):
            self.undo()
            return True
        if pressed == "menu" or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.open_pause()
            return True
        if pressed == "hint" or (event.type == pygame.KEYDOWN and event.key == pygame.K_h):
            self.ask_hint()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return self.on_confirm()
        return self.drag is not None and self.drag.handle(event)

    def _explain_greyed_undo(self, event: pygame.event.Event) -> bool:
        """Pointing at or clicking the greyed Undo says why it is greyed (a disabled pygame_gui
        button shows no tool tip). True for a click on it, which does nothing else."""
        button = self.hud.undo_button
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) or not button.visible:
            return False
        over = button.rect.collidepoint(event.pos) and not button.is_enabled
        if over and (event.type == pygame.MOUSEBUTTONDOWN or not self._undo_hovered):
            self.hud.show_message(self.hud.undo_refusal or "")
        self._undo_hovered = over
        return over and event.type == pygame.MOUSEBUTTONDOWN

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        if self.drag is not None:
            self.drag.update(dt)
        self.drive_bots(dt)
        self._collect_hint()
        if self.state.is_over() and not self.stats_recorded:
            self.stats_recorded = True
            self.record_stats()
        if self.state.is_over() and not self.queue.busy and not self.over_shown:
            self.over_shown = True
            self.refresh_hud()
            self.on_game_over()
        if self.my_turn() and not self.queue.busy:
            self.tip.offer(self.app, self.first_tip)
        self.hud.update(dt)
        self.ui.update(dt)

    # -- waking (scenes.kit.wake) ---------------------------------------------------------------
    def next_wake(self) -> Wake:
        """NOW while cards move or one is dragged, a bot's move or a hint waits to be collected,
        a bot to be asked, the end or the first tip to be shown, the tip pulses; else the end of
        the next pause or HUD message. A thinking bot wakes the loop itself (`Job.when_done`)."""
        jobs = [*self.jobs.values(), *([self.hint_job] if self.hint_job is not None else [])]
        idle = not self.queue.busy
        due = ((self.state.is_over() and (not self.stats_recorded or (idle and not self.over_shown)))
               or (idle and not self.tip.offered and self.my_turn()) or any(job.done() for job in jobs))
        return soonest(super().next_wake(), self.queue.next_wake(), NOW if due else IDLE, self.bots_wake(),
                       self.drag.next_wake() if self.drag is not None else IDLE, self.hud.next_wake(),
                       self.tip.next_wake(self.app.settings.reduced_motion))

    def bots_wake(self) -> Wake:
        """NOW when `drive_bots` would ask a bot to move; a table that overrides `drive_bots`
        overrides this to match (the Flanx duel: each bot's own clock)."""
        waiting = any(not self.is_human(seat) and seat not in self.jobs for seat in self.state.to_move())
        return NOW if waiting and not self.queue.busy and not self.state.is_over() else IDLE

    def record_stats(self) -> None:
        """The finished game, into the statistics: once, and only when the person played bots."""
        if self.me is None or all(self.is_human(seat) for seat in range(self.players)):
            return
        try:
            stats.record_game(self.game_name, self.seats, self.state)
        except OSError as exc:
            self.hud.show_message(f"The statistics could not be saved: {exc}")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        if self.drag is not None:
            self.drag.draw_targets(surface)
        self.cards.draw(surface)
        self.draw_overlay(surface)
        self.ui.draw_ui(surface)
        self.tip.draw(surface, reduced_motion=self.app.settings.reduced_motion)

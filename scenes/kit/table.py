"""TableScene: the base of every game table. A table is a client of the referee: it holds its
seat's Link (scenes.kit.match.open_match makes one), never a State.

The flow is DESIGN.md's: input -> `act(action)` -> the referee -> events for this seat ->
`animate(events)` -> the kit picture and the table's own steps -> the screen
(docs/ARCHITECTURE.md walks through it). The base builds the picture and the drag and drop and
lays the cards out from the View's `zones()` (scenes.kit.tablecards); a game table says where the
cards of each zone rest and what a drop means. The smallest whole one is High card's
(tests/highcard/table.py, the tests' own game); in short, as tests/test_kit_table_example.py
builds it and plays a card with the mouse:

    from highcard.game import TRICK, Play, hand          # the game's zones and its one action
    from scenes.kit.picture import Spot

    class ShortHighCardTable(TableScene):
        painters = (None, None)                          # the kit's plain faces and backs

        def spot(self, zone, index, count):              # where the index-th card of a zone rests
            area = self.play_area(self.app.size)
            y = {TRICK: area.centery, hand(self.view.seat): area.bottom - 60}.get(zone, area.top + 60)
            return Spot(area.left + 60 + 80 * index, y, (70, 98), zone != hand(1 - self.view.seat), index)

        def can_pick(self, sprite):                      # the person's own cards, on their turn
            return self.my_turn() and self.picture.zone_of(sprite.card_id) == hand(self.view.seat)

        def targets(self, sprite):                       # where a picked-up card may go
            return {"trick": self.play_area(self.app.size).inflate(-400, -400)}

        def dropped(self, sprite, target):               # a drop -> an action
            return self.act(Play(sprite.card_id))        # False when the referee refused it

A bigger table also declares `set_up` (its own fields, before the cards are laid), `make_plan`
(its layout from `play_area`) and `on_event` (its own events, a score board). The base answers
the other hooks plainly: `hint_rects`, `action_area`, `result_table`, `relayout`.

What the base does:
- `view`: this seat's View, renewed after every event. Cards: the picture and the drag and drop,
  built from the table's hooks, laid where `view.zones()` says (scenes.kit.tablecards).
- `act(action)`: the person's move through the Link; the referee's refusal shows in the HUD.
- Events: taken from the Link every frame; the card events move the picture (scenes.kit.picture),
  the others go to `on_event`; after a bot's move the table holds still for the bot pace
  (Settings.bot_pace). The move log writes them in words. Several people: scenes.kit.tablepeople.
- Esc / Menu: the pause menu. H / Hint: the Hard bot's move for this seat, shown the same way
  at every table: the card and its target glow (`hint_rects`), and the reason shows in a bubble
  that never covers the cells where the player acts (`action_area`). Space (or Enter with no
  card ring shown): `on_confirm()`. The card cursor and every shortcut: scenes.kit.tablekeys.
- Undo (Ctrl+Z / Undo), against bots in turns: the referee takes back the person's last move
  when that hides nothing they have learnt; the table is then built afresh from the View.
- The first time a person plays a game, `first_tip()` points at what to do first.
- Game over: once the animations end, a fanfare (or a falling tune) and the result screen, with
  the rows `result_table()` gives.
- Drawing only when something changes: `next_wake()` (scenes.kit.wake); a table with timers of
  its own adds them, `soonest(super().next_wake(), ...)`. Still decoration: `paint_backdrop`.
- A table may be *hosted* by another screen instead of standing on the scene stack (a replay, a
  review: scenes/kit/host.py): that screen keeps `reserved_bottom` pixels free below the play
  area for its controls, takes over a table rebuilt after a TableReset (`successor`), and shows
  the end itself.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.core import Acted, Action, Event, TableReset, View
from game.referee import HUMAN, Link
from game.referee.people import YOU
from scenes.kit import keys, palette, tween
from scenes.kit.botworker import BotWorker, shared_worker
from scenes.kit.cards import CardLayer, art_for_game, clear_cache, set_colour_blind
from scenes.kit.felt import backdrop
from scenes.kit.firsttip import FirstTip
from scenes.kit.hud import Hud
from scenes.kit.lang import N_, _, say
from scenes.kit.movelog import MoveLog
from scenes.kit.scene import Scene
from scenes.kit.sounds import Sounds, effects_volume, shared_sounds
from scenes.kit.standings import ResultTable, headline_for, score_text, seat_names
from scenes.kit.still import StillLayer
from scenes.kit.tablecards import TableCards, by_move
from scenes.kit.tablefriends import TableFriends
from scenes.kit.tablehints import TableHints
from scenes.kit.tablekeys import TableKeys
from scenes.kit.tablepeople import TablePeople
from scenes.kit.tableundo import TableUndo
from scenes.kit.tween import AnimationQueue
from scenes.kit.wake import IDLE, NOW, Wake, soonest

#: what the HUD says while the person's move waits for its grace: it may still be undone
GRACE_WORDS = N_("Undo (Ctrl+Z) takes that back until the next cards come.")
#: seconds a bot's move stays still before the next bot may play, per Settings.bot_pace
BOT_PACE = {"relaxed": 1.2, "normal": 0.6, "brisk": 0.25}


class TableScene(TableCards, TableFriends, TablePeople, TableUndo, TableKeys, TableHints, Scene):
    name = "table"
    #: a table may turn Undo off for its own reasons
    undo_allowed = True
    #: the scene shown once the game is over: None for the app's result screen (the kit knows no
    #: app screen: `app.game_screen("result")`), or a game's own kind of it
    result_scene: type | None = None

    def __init__(self, app: Any, link: Link) -> None:
        super().__init__(app)
        self.link = link
        self.game = link.game
        self.game_name = self.game.name
        self.players = link.players
        self.options = link.options
        self.realtime = self.game.is_realtime(self.options)
        self.view: View = link.view()
        art_for_game(self.game_name)
        self.cards = CardLayer()
        self.queue = AnimationQueue()
        #: the seat drawn nearest the person, at the bottom: theirs, or the one a replay watches from
        self.bottom_seat = link.seat
        self.worker: BotWorker = shared_worker()
        self.worker.warm_up()
        self.sounds: Sounds = shared_sounds()
        self.rng = random.Random()
        self.hint_job = None
        self.hint = None
        self.over_shown = False
        #: the link goes on to the table that takes this one's place (undo): do not close it
        self.handed_over = False
        self.hosted = False     # held by another screen (a replay, a review), not the stack (see above)
        self.host_scene: Any = None     # that screen (scenes.kit.host.TableHost)
        #: pixels kept free between the play area and the move log (a host's controls)
        self.reserved_bottom = 0
        #: the table built afresh in a hosted table's place, for its host to take over
        self.successor: TableScene | None = None
        #: at a table with friends, what was last said about the host being out of reach
        self.trouble_said: str | None = None
        self.hud = Hud(self.ui, app.size)
        self.log = MoveLog(self.game, [self.seat_name(s) for s in range(self.players)], self.log_reader())
        self._layout_log(app.size)
        self._undo_hovered = False
        self.tip = FirstTip(self.game_name)
        #: (the window's size and the HUD's height it was painted for, the backdrop)
        self._backdrop: tuple = ((), None)
        self.still = StillLayer()   # the table and its resting cards as one picture
        self.lay_cards(app.size)

    # -- seats ---------------------------------------------------------------------------------
    @property
    def seats(self) -> list[str]:
        """Who plays each seat now, HUMAN or a bot level: at a table with friends a player who
        drops out is played by a bot until they come back."""
        return self.link.seats

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @property
    def me(self) -> int | None:
        """The person's seat (also where a replay watches a person's game from), or None when
        only bots play (the table watches from seat 0)."""
        return self.link.seat if self.link.plays or self.is_human(self.link.seat) else None

    @property
    def mine(self) -> int:
        """The person's seat, where only the person's own moves lead (a drag, a reveal, a hint)."""
        assert self.me is not None, "a person sits at this table"
        return self.me

    @property
    def moves(self) -> int:
        """How many moves the game has had (everyone's)."""
        return self.link.moves_played

    def my_turn(self) -> bool:
        """The person may act now (not while their last move waits for its grace to end)."""
        return (self.link.plays and self.me is not None and not self.view.is_over()
                and self.me in self.view.to_move() and not self.link.pending)

    def seat_name(self, seat: int) -> str:
        """"You", "Bot 2 (Hard)", or at a table with friends their names: the result screen's too."""
        names = self.link.names
        named = names and names[seat] and names[seat] != YOU    # "You" is said in the person's language
        return names[seat] if named else seat_names(self.seats, self.game.level_names)[seat]

    def short_name(self, seat: int) -> str:
        """A seat's name where room is short (scores in the HUD): "You", a friend's name, "Bot 3"."""
        names = self.link.names
        if names and names[seat] and names[seat] != YOU:
            return names[seat]
        return _("You") if self.is_human(seat) else _("Bot {n}").format(n=seat + 1)

    def play_area(self, size: tuple[int, int]) -> pygame.Rect:
        """The window below the HUD band, above the move log's strip (and the controls of a screen
        that hosts this table) and beside the log's open column: where a table lays out its cards."""
        band, scale = self.hud.band, self.app.settings.ui_scale
        bottom = size[1] - self.log.height(scale) - self.reserved_bottom
        return pygame.Rect(0, band, max(1, size[0] - self.log.width(size[0], scale)), max(1, bottom - band))

    def _layout_log(self, size: tuple[int, int]) -> None:
        area = self.play_area(size)
        self.log.layout(area.top, area.bottom, size[0], self.app.settings.ui_scale)
        self.hud.keep_messages_above(area.bottom)

    def toggle_log(self) -> None:
        """Open or close the move log's column; the cards make room for it, or take it back."""
        self.log.toggle()
        self.resize(self.app.size)

    # -- hooks for the game table (its cards: scenes.kit.tablecards) -------------------------------
    def on_event(self, event: Event) -> None:
        """A game's own event (not card motion): queue what shows it. Acted and the rest of the
        common words need nothing by default."""

    def status_text(self) -> str:
        if self.view.is_over():
            return _("Game over")
        movers = self.view.to_move()
        if self.me is not None and self.me in movers:
            return _("Your turn")
        if self.hosted:                                 # a replay's bots think no more
            return ", ".join(_("{name} to move").format(name=self.seat_name(s)) for s in movers if not self.is_human(s))
        return ", ".join(_("Waiting for {name}").format(name=self.seat_name(s)) if self.is_human(s)
                         else _("{name} is thinking").format(name=self.seat_name(s)) for s in movers)

    def scores_text(self) -> str:
        return "   ".join(f"{self.seat_name(s)}: {score_text(score)}" for s, score in enumerate(self.view.scores()))

    def first_tip(self) -> tuple[str, pygame.Rect] | None:
        """What to do first, for someone new to this game: (a sentence, the rect to point at)."""
        status = self.status_text()
        text = _("{status}: this line always says what to do next.").format(status=status) if status else \
            _("This line always says what to do next.")
        return text, self.hud.status.rect

    def on_confirm(self) -> bool:
        """Space: end the turn or confirm the choice in hand, where the game has such a step."""
        return False

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """The rects the hint for `action` rings: the card to play, then where it goes."""
        return []

    def action_area(self) -> list[pygame.Rect]:
        """Where the person acts (their cells, their hand): a hint's bubble never covers these."""
        return []

    def table_areas(self) -> list[pygame.Rect]:
        """Every seat's playing area and the piles, empty places included, which a lesson's coach
        covers as little as it can (the cards alone leave the gaps between them looking free)."""
        return []

    def open_panels(self) -> list[pygame.Rect]:
        """Panels the table shows for the person to read or answer (a question, a score board):
        a hint's or a coach's bubble never covers them."""
        return []

    def result_table(self) -> ResultTable:
        """The result screen's rows: by default each seat's final score."""
        winners = self.view.winners()
        names = [self.seat_name(s) for s in range(self.players)]
        return ResultTable(headline_for(winners, names, self.result_seat()), [N_("Score")],
                           [(name, [score_text(score)]) for name, score in zip(names, self.view.scores())],
                           winners)

    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        """What lies still on the cloth whatever happens (empty slots, the board, panel grounds),
        painted once per layout: a frame starts with one opaque blit, not every slot blended."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """The backdrop, then what changes under the cards (a table adds counts, whose turn)."""
        layout = tuple(self.play_area(surface.get_size()))   # every table's plan follows from it
        if self._backdrop[0] != layout:
            self._backdrop = (layout, backdrop(surface.get_size(), self.paint_backdrop))
        surface.blit(self._backdrop[1], (0, 0))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Anything over the cards and under the HUD (arrows, counters)."""

    def game_dt(self, dt: float) -> float:
        """How much play time passes in a frame of `dt` seconds (0 while a countdown runs)."""
        return dt

    # -- acting and events ----------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """The person plays `action`. False (and the reason in the HUD) if the referee refused."""
        if self.me is None:
            return False
        self.queue.finish_all()
        refusal = self.link.submit(action)
        if refusal is not None:
            self.hud.show_message((said := say(refusal))[:1].upper() + said[1:])
            return False
        self._cancel_hint()
        self.tip.dismiss(self.app)
        self.take_events()
        if self.link.pending:        # held for its grace (game.referee.grace): say Undo still can
            self.hud.show_message(_(GRACE_WORDS), seconds=self.game.undo_grace)
            self.refresh_hud()
        return True

    def take_events(self) -> None:
        """Show what happened since the last look; a table reset builds the table afresh."""
        events = self.link.events()
        if not events:
            return
        reset = next((event for event in events if isinstance(event, TableReset)), None)
        if reset is not None:
            self.rebuild(say(reset.reason))
            return
        self.view = self.link.view()
        self.animate(events)
        self.log.add(events)
        self.refresh_hud()

    def animate(self, events: list[Event]) -> None:
        """Each move's events in order: card motion through the picture, the rest to `on_event`;
        after a bot's move, a pause at the player's bot pace."""
        for chunk in by_move(events):
            self.picture.play(chunk, other=self.on_event)
            first = chunk[0]
            if isinstance(first, Acted) and not self.is_human(first.seat) and not self.realtime:
                self.queue.pause(BOT_PACE.get(self.app.settings.bot_pace, BOT_PACE["normal"]))

    def rebuild(self, reason: str = "") -> None:
        """Build this table afresh from the View (after an undo, a replay's step back, or a table
        with friends coming back after a drop), in this one's place; `reason` shows in the HUD."""
        table = self.heir()
        self.handed_over = True
        self.successor = table if self.hosted else self.app.scenes.replace(table)
        if reason:
            table.hud.show_message(reason)

    def heir(self) -> TableScene:
        """A table built afresh from the View for this one's Link, with its move log, tips and rng."""
        table = type(self)(self.app, self.link)
        table.tip, table.log, table.rng, table.trouble_said = self.tip, self.log, self.rng, self.trouble_said
        table.log.names, table.log.me = [table.seat_name(s) for s in range(table.players)], table.log_reader()
        return table

    def refresh_hud(self) -> None:
        self.hud.set_status(self.status_text())
        self.hud.set_scores(self.scores_text())
        offered = self.undo_offered()
        refusal = self.link.undo_refusal() if offered else None
        self.hud.set_undo(offered, None if refusal is None else say(refusal))

    # -- the scene -----------------------------------------------------------------------------
    def enter(self) -> None:
        settings = self.app.settings
        tween.set_motion(speed=settings.animation_speed, reduced=settings.reduced_motion)
        set_colour_blind(settings.colour_blind)
        self.refresh_hud()   # here, not in __init__: a subclass's texts may need its own fields
        self.sounds.set_volume(effects_volume(settings))

    def close(self) -> None:
        self._cancel_hint()
        if not self.handed_over:
            self.link.close()
        # the next table paints its own cards (a few ms); this one's would wait in the cache
        clear_cache()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.hud.layout(size)
        self._layout_log(size)
        self.queue.finish_all()
        self.drag.cancel()
        self.queue.finish_all()
        self.relayout(size)
        self.tip.relocate()
        if self.hint is not None:
            self.hint.targets = self.hint_rects(self.hint.action)

    def open_pause(self) -> None:
        self.drag.cancel()
        self.app.scenes.push(self.app.game_screen("pause")(self.app, self))

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used (by a widget, a shortcut or a card)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and getattr(event, "key", None) != pygame.K_ESCAPE:
            self.tip.dismiss(self.app)          # and the click or key goes on to do its work
            if self.hint is not None and event.type == pygame.MOUSEBUTTONDOWN:
                self.hint = None
        if self._explain_greyed_undo(event):
            return True
        if self.ui.process_events(event):
            return True
        pressed = self.hud.pressed(event)
        if self.keyboard(event):
            return True
        if keys.BY_PLACE["table"]["back"].matches(event):     # a key, so never also a button pressed
            pressed = "menu"
        button = {"undo": self.undo, "menu": self.open_pause, "hint": self.ask_hint}.get(pressed or "")
        if button is not None:
            button()
            return True
        if keys.BY_PLACE["table"]["pick"].matches(event):
            return self.on_confirm()
        return self._click_log(event) or self.drag.handle(event)

    def _click_log(self, event: pygame.event.Event) -> bool:
        """A left click on the move log's strip opens or closes it; on an entry, makes its cards glow."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.log.strip.collidepoint(event.pos):
            self.toggle_log()
            return True
        picked = self.log.click(event.pos)
        if picked is not None:
            self.glow(picked)
        return picked is not None

    def table_key_actions(self) -> dict:
        """H, L and Ctrl+Z (where Undo is offered): scenes.kit.tablekeys."""
        actions: dict[str, Callable[[], object]] = {"hint": self.ask_hint, "log": self.toggle_log}
        if self.undo_offered():
            actions["undo"] = self.undo
        return actions

    def glow(self, cards: list) -> None:
        """Make `cards` glow for a moment (a move log entry clicked)."""
        for card in cards:
            sprite = self.picture.sprite(card)
            if sprite is not None:
                sprite.highlight = palette.GLOW
                self.queue.play(tween.Sequence(tween.Wait(tween.scaled(1.6)),
                                               tween.Call(partial(setattr, sprite, "highlight", None))))

    def update(self, dt: float) -> None:
        if self.watch_host():
            return                  # the question is on top now: this table waits under it
        self.take_events()
        self.link.busy = self.queue.busy
        self.link.update(self.game_dt(dt))
        self.take_events()
        self.link.busy = self.queue.busy
        if self.follow_person():
            return                  # the next person's table (or the hand-over screen) took its place
        self.queue.update(dt)
        self.drag.update(dt)
        self._collect_hint()
        if self.view.is_over() and not self.queue.busy and not self.over_shown:
            self.over_shown = True
            self.refresh_hud()
            if not self.hosted:
                self.on_game_over()
        if self.my_turn() and not self.queue.busy:
            self.tip.offer(self.app, self.first_tip)
        self.hud.update(dt)
        self.ui.update(dt)

    # -- waking (scenes.kit.wake) ---------------------------------------------------------------
    def next_wake(self) -> Wake:
        """NOW while cards move or one is dragged, a hint waits to be collected, the end or the
        first tip to be shown, the tip or the hint pulses, the move log's glow fades; a bot's next
        moment (`Link.bots_due`); else the end of the next pause or HUD message. A search in the
        worker that ends wakes the loop itself (`Job.when_done`)."""
        idle = not self.queue.busy
        due = ((self.view.is_over() and idle and not self.over_shown)
               or (idle and not self.tip.offered and self.my_turn())
               or (self.hint_job is not None and self.hint_job.done()))
        pulsing = self.hint is not None and not self.app.settings.reduced_motion
        return soonest(super().next_wake(), self.queue.next_wake(), NOW if due or pulsing else IDLE,
                       self.bots_wake(), self.drag.next_wake(),
                       self.hud.next_wake(), self.tip.next_wake(self.app.settings.reduced_motion))

    def bots_wake(self) -> Wake:
        """When a bot may act next (turn-based bots also wait until the table has shown the last
        move, which the queue's own wake already covers)."""
        due = self.link.bots_due()
        if due is None or (not self.realtime and self.queue.busy):
            return IDLE
        return due

    def on_game_over(self) -> None:
        """A fanfare for the person's win (a falling tune otherwise), then the result screen."""
        if self.me is not None:
            self.sounds.play("win" if self.person_won() else "lose")
        result_scene = self.result_scene or self.app.game_screen("result")
        self.app.scenes.push(result_scene(self.app, self))

    def draw(self, surface: pygame.Surface) -> None:
        self.still.draw_table(self, surface)

    def draw_top(self, surface: pygame.Surface) -> None:
        """Over the cards: the overlay, the card cursor, the hint, the move log, the widgets, the tip."""
        self.draw_overlay(surface)
        self.draw_people(surface)
        if self.cursor is not None:
            self.cursor.draw(surface)
        if self.hint is not None:       # clear of where the person acts and of every seat's area where it can be
            self.hint.draw(surface, self.play_area(surface.get_size()), [*self.action_area(), *self.hint_avoids()],
                           self.app.settings.ui_scale, named=self.open_panels())
        self.log.draw(surface, self.keys_hint() if self.link.plays and not self.view.is_over() else "")
        self.ui.draw_ui(surface)
        self.tip.draw(surface, reduced_motion=self.app.settings.reduced_motion, scale=self.app.settings.ui_scale,
                      screen=self.play_area(surface.get_size()))


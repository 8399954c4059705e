"""The Flanx table: the real-time duel and Kids against a bot, and Toddler in turns.

One scene serves the three variants (the game's `variant` option): the board on the left,
white's edge at the bottom; on the right a panel per seat with its hand, deck and discard
pile, the person's lowest. The duel and Kids start with a countdown, "3, 2, 1, Omiga!", then
both hands turn over and everybody plays at once; each bot plays on its own clock, which the
referee keeps (Game.seconds_per_action). The countdown stops play: `game_dt` is 0 while it
runs, so neither the referee's clock nor the bots move. Pausing (or resuming a save) brings a
new countdown, the hands face down meanwhile. Toddler is played in turns at the bot pace.

A card picked from the hand makes the cells it may go to glow (only those accept it); a hand
card that fits nowhere is greyed at once. The hand is discarded with the Discard button or by
dragging a card onto the discard pile. In Kids and Toddler a card is discarded only when it
fits nowhere: until then the button is greyed, and pointing at it says why. A card the
referee refuses (a cell taken a moment earlier) flies back with a shake and the reason. At the
end the winning card and its chain or flank are outlined (a draw's side cards too) before the
result; the time of a real-time win is kept as the best time per variant and bot level.

Several people at this computer (scenes.flanx.together): two race at once in the duel and Kids,
one with the mouse and one with the keys, each panel on their own side of the board; in Toddler
they take turns, and the turn shows by the mover's colour and animal, big beside their hand.

The cards lie in the engine's zones (game.flanx.actions); the kit's picture moves them as the
events say, and this table says where each zone is (`spot`).
"""
from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame
import pygame_gui

from game.core import Acted, Action, CardMoved, Event
from game.core.text import T, Text
from game.flanx.actions import Discard, FlanxEnded, Place, deck, discard
from game.flanx.board import EMPTY
from game.flanx.campaign import FlanxBests
from game.flanx.cards import PLAYER_WORDS, deck_of
from game.flanx.endings import names_together, sentence
from game.flanx.rules import HAND_SIZE
from game.flanx.state import FlanxView
from game.referee import Link
from saves import campaign
from scenes.flanx.discard import DiscardButton
from scenes.flanx.drawing import draw_count, draw_panel, outline_ending, paint_board, paint_panel, veil_unfit
from scenes.flanx.faces import paint_back, paint_face
from scenes.flanx.layout import FlanxPlan
from scenes.flanx.together import TogetherTable
from scenes.flanx.turns import draw_turn, paint_device
from scenes.kit.askonce import AskOnce, by_keyboard
from scenes.kit.cards import CardSprite
from scenes.kit.hint import HintShown
from scenes.kit.lang import _, say
from scenes.kit.picture import Spot, Token
from scenes.kit.standings import ResultTable, headline_for, level_title
from scenes.kit.tween import Parallel, scaled
from scenes.kit.wake import IDLE, PAST, Wake, soonest

#: seconds each of "3", "2", "1" stays up; "Omiga!" then shows for as long while play runs
COUNT_STEP = 0.8
#: how long the outlined ending shows before the result screen
ENDING_SECONDS = 2.5
#: a kept time beyond this is not a time (a broken save)
LONGEST_GAME = 10 ** 7


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def untouched(view: FlanxView) -> bool:
    """Nothing has been played yet: only the start cards on the board, nothing discarded."""
    laid = sum(1 for c in view.cells if c != EMPTY)
    return laid == view.players and not any(view.discards) and view.round <= 1


class FlanxTable(DiscardButton, TogetherTable):
    name = "flanx"
    view: FlanxView
    plan: FlanxPlan

    def __init__(self, app: Any, link: Link) -> None:
        super().__init__(app, link)
        view = self.view
        if view.is_over() and view.ending is not None:      # a finished game opened again
            self.show_ending(view.ending)
            self.queue.pause(ENDING_SECONDS)

    def set_up(self) -> None:
        view = self.view
        self.variant = view.variant
        self.set_up_people()
        if self.duo:
            self.hud.hint_button.hide()       # a hint for one racer alone is no fair race (H says so)
        if self.taking_turns:
            self.bottom_seat = self.people.seats[0]     # the same layout whoever's Link the table follows
        #: seconds left of "3, 2, 1" (real time, before play and after each pause); None: playing
        self.countdown: float | None = self.count_length() if self.realtime and not view.is_over() else None
        self.omiga_left = 0.0
        #: seconds of play in the frame being run (the countdown's part of it is no play)
        self.played_this_frame = 0.0
        #: the ending outlined on the board, once the card that ended the game has landed
        self.ending: FlanxEnded | None = None
        self.finished_here = False
        self.time_notes: list[str] = []
        self.offset, self.timed = self.timing()
        self.shown_second = -1
        self.discard_reasons: dict[int, str | None] = {}
        self._discard_keys: dict[int, tuple | None] = {}
        self._discard_hovered = False
        self._playable: tuple[object, dict[int, set]] = (None, {})
        #: a keyboard Discard while a card fits asks once (scenes.kit.askonce)
        self.ask = AskOnce()
        self.discard_buttons = {seat: pygame_gui.elements.UIButton(
            pygame.Rect(0, 0, 120, 40), _("Discard"), manager=self.ui, object_id="#flanx_discard")
            for seat in (self.people.seats if self.people.several else [self.link.seat])}

    @property
    def person(self) -> int:
        """The seat the mouse plays for (and the keys, but where two race), asked for only where a
        person acts (so `me` is set)."""
        seat = self.mouse_seat
        if seat is not None:
            return seat
        assert self.me is not None
        return self.me

    # -- the picture of the table ---------------------------------------------------------------
    def make_plan(self, size: tuple[int, int]) -> FlanxPlan:
        g = self.view.geometry
        sides = {self.keys_seat: "left", self.person: "right"} if self.duo else None
        return FlanxPlan(self.play_area(size), g.cols, g.rows, self.players, HAND_SIZE[self.variant],
                         self.bottom_seat, self.button_size(_("Discard")), people=list(self.discard_buttons),
                         sides=sides, mascots=self.taking_turns)

    def new_sprite(self, token: Token, zone: tuple[Any, ...]) -> CardSprite:
        # a back stands in a seat's own deck or pile: its zone says whose
        back = deck_of(token) if isinstance(token, int) else zone[1]
        return CardSprite(token, paint_face, face_up=False, back_painter=paint_back, back_id=back)

    def spot(self, zone: tuple, index: int, count: int) -> Spot:
        plan = self.plan
        if zone[0] == "board":
            x, y = plan.cell_centre(zone[1], zone[2])
            return Spot(x, y, plan.card, True, 100 + zone[2])
        seat = zone[1]
        if zone[0] == "hand":
            x, y = plan.hand_slot(seat, index)
            return Spot(x, y, plan.hand_card, self.countdown is None, 900 + index)
        rect = plan.pile_rect(seat, zone[0])
        if zone[0] == "discard":
            shift = min(3, count - 1 - index)
            return Spot(rect.centerx - 2 * shift, rect.centery - 2 * shift, rect.size, True, 300 + index,
                        visible=index >= count - 4)
        return Spot(rect.centerx, rect.centery, rect.size, False, index, visible=False)

    def relayout(self, size: tuple[int, int]) -> None:
        super().relayout(size)
        self.place_discard_button()

    def turn_hands(self) -> None:
        """The hands turn over where they lie (face down for a countdown, face up at "Omiga!")."""
        self.queue.finish_all()
        flips = self.picture.settle([])
        if flips:
            self.queue.add(Parallel(*flips))

    # -- time ------------------------------------------------------------------------------------
    def count_length(self) -> float:
        return 3 * scaled(COUNT_STEP)

    def timing(self) -> tuple[float, bool]:
        """(seconds played before the referee's clock, whether the whole game's time is known).

        The referee's clock is saved and restored with the game; saves from before it kept the
        time as "elapsed", which is added to it. A game resumed from a save that kept no time
        (or a broken one) sets no best time, unless nothing had been played yet."""
        kept = self.link.kept
        before = kept.get("elapsed")
        if isinstance(before, (int, float)) and not isinstance(before, bool) and 0 <= before < LONGEST_GAME:
            offset, timed = float(before), True
        else:
            kept.pop("elapsed", None)
            offset, timed = 0.0, kept.get("timed") is True or untouched(self.view)
        if timed and self.realtime:
            kept["timed"] = True
        return offset, timed

    def elapsed(self) -> float:
        """Seconds of play so far (the countdowns do not count)."""
        return self.offset + self.link.clock

    def game_dt(self, dt: float) -> float:
        """The part of this frame played: none of the countdown, only what came after "Omiga!"."""
        return self.played_this_frame

    def start_countdown(self) -> None:
        """Hands go face down; play starts when the count reaches "Omiga!"."""
        self.countdown = self.count_length()
        self.omiga_left = 0.0
        for drag in self.drags():
            drag.cancel()
        self._cancel_hint()
        self.turn_hands()
        self.refresh_hud()

    def enter(self) -> None:
        super().enter()
        if self.realtime and not self.view.is_over():
            self.start_countdown()     # a new game, a resumed save, or back from the pause menu

    def omiga(self) -> None:
        """Play starts: the hands turn over, the first-game tip (read during the count) goes so
        that it covers none of the board, and a hand that fits nowhere is pointed out at once."""
        self.countdown = None
        self.omiga_left = scaled(COUNT_STEP)
        self.sounds.play("flip")
        self.turn_hands()
        self.tip.dismiss(self.app)
        self.refresh_hud()
        if self.me is not None and not self.duo and self.view.hands[self.me] and not self.playable():
            self.point_at_discard()

    def point_at_discard(self) -> None:
        """The Discard button rings, and a bubble says why: no card of the hand fits anywhere."""
        button = self.discard_button.text
        text = (_("None of your cards fits anywhere: press {button} for three new ones.") if self.variant == "duel"
                else _("Your card fits nowhere: press {button} for a new one.")).format(button=button)
        self.hint = HintShown(Discard(), text, self.hint_rects(Discard()))

    def update(self, dt: float) -> None:
        self.played_this_frame = dt
        if self.countdown is not None:
            self.countdown -= dt
            self.played_this_frame = max(0.0, -self.countdown)
            if self.countdown <= 0:
                self.omiga()
        else:
            self.omiga_left = max(0.0, self.omiga_left - dt)
        self.people.keep_busy(self.queue.busy)
        super().update(dt)
        self.keys_glow = self.keys_targets()
        if self.key_drag is not None:
            self.key_drag.update(dt)
        if self.realtime and int(self.elapsed()) != self.shown_second:
            self.shown_second = int(self.elapsed())
            self.refresh_hud()
        self.show_discard_button()

    # -- the person's input ----------------------------------------------------------------------
    def can_act_now(self, seat: int | None = None) -> bool:
        """May the person at `seat` (by default any person here) act now?"""
        if self.realtime:
            return (self.me is not None and self.countdown is None and not self.view.is_over()
                    and (seat is None or seat in self.people.links))
        return self.my_turn() and (seat is None or seat == self.me)

    def can_pick(self, sprite: CardSprite) -> bool:
        return self.can_pick_for(self.person, sprite)

    def targets(self, sprite: CardSprite) -> dict:
        return self.targets_for(self.person, sprite)

    def dropped(self, sprite: CardSprite, target: Any) -> bool:
        return self.dropped_for(self.person, sprite, target)

    def why_not_there(self, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        return self.why_not_there_for(self.person, sprite, pos)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.explain_greyed_discard(event):
            return True
        seat = self.discard_pressed(event)
        if seat is not None:
            self.discard_by_key("Enter", seat) if by_keyboard(event) else self.act_as(seat, Discard())
            return True
        return super().handle(event)

    def resize(self, size: tuple[int, int]) -> None:
        if self.key_drag is not None:
            self.key_drag.cancel()
        super().resize(size)

    def take_events(self) -> None:
        super().take_events()
        self.people.drain(self.link)

    def close(self) -> None:
        self.people.close(keep=self.link)
        super().close()

    # -- events ----------------------------------------------------------------------------------
    def animate(self, events: list[Event]) -> None:
        for seat in (self.people.seats if self.people.several else [self.me] if self.me is not None else []):
            if any(isinstance(e, CardMoved) and e.src == discard(seat) and e.dst == deck(seat) for e in events):
                self.queue.call(partial(self.deck_renewed, seat))
        super().animate(events)
        if self.hint is not None and self.hint.action not in self.view.legal_actions():
            self.hint = None           # the cell was taken or the card is gone: the hint is stale
        if self.key_drag is not None and self.key_drag.selected is not None:
            # the cells the carried card may go to now: the other person may have taken one
            self.key_drag.legal = self.targets_for(self.keys_seat, self.key_drag.selected)

    def deck_renewed(self, seat: int) -> None:
        self.sounds.play("deal")
        if self.people.several:
            self.hud.show_message(_("{name}: the discard pile is the deck again.").format(name=self.seat_name(seat)))
        else:
            self.hud.show_message(_("Your discard pile is your deck again."))

    def on_event(self, event: Event) -> None:
        if isinstance(event, Acted) and not self.is_human(event.seat) and isinstance(event.action, Place):
            self.queue.call(lambda: self.sounds.play("place"))
        elif isinstance(event, FlanxEnded):
            self.finished_here = True
            self.queue.call(lambda: self.show_ending(event))
            self.queue.pause(ENDING_SECONDS)          # look at the outlined cards first

    def show_ending(self, ending: FlanxEnded) -> None:
        self.ending = ending
        self.hud.show_message(self.ending_sentence(), seconds=8)

    def ending_sentence(self) -> str:
        """The ending in words, the person's own seat called "You" (its sentence is its own)."""
        names: list[str | Text] = [T("You") if s == self.me else self.seat_name(s) for s in range(self.players)]
        return say(sentence(self.view, names))

    def show_hint(self, action: Action, text: Text | str) -> None:
        super().show_hint(action, say(text))

    # -- words -----------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view.is_over():
            winners = view.winners()
            if not winners:
                return _("A draw")
            if len(winners) > 1:
                names = names_together([T("You") if s == self.me else self.seat_name(s) for s in winners])
                return _("{names} share the win").format(names=say(names))
            return _("You win") if winners[0] == self.me else _("{name} wins").format(name=self.seat_name(winners[0]))
        if self.countdown is not None:
            return _("Get ready...")
        if self.people.several:
            return self.people_status()
        if self.can_act_now() and view.hands[self.person] and not self.playable():
            return _("No card fits: discard your hand") if self.variant == "duel" else \
                _("Your card fits nowhere: discard it")
        if self.realtime:
            return _("Play as fast as you can!") if self.me is not None else _("The bots race")
        if self.my_turn():
            return _("Your turn: place your card")
        return super().status_text()

    def scores_text(self) -> str:
        if self.realtime:
            return _("Time {clock}").format(clock=clock_text(self.elapsed()))
        return _("Round {n}").format(n=self.view.round)

    def first_tip(self) -> tuple[str, pygame.Rect] | None:
        """Point at the person's hand: every move starts there. In real time only during the
        count before "Omiga!" (the tip would cover the board while everybody plays)."""
        if self.me is None:
            return super().first_tip()
        if self.realtime and self.countdown is None:
            return None
        if self.duo:
            words = _("{mouse}: drag your cards with the mouse. {keys}: the arrows choose a card and a cell, "
                      "Enter lays it.")
            return (words.format(mouse=self.seat_name(self.person), keys=self.seat_name(self.keys_seat)),
                    self.plan.board)
        return (_("Drag a card from your hand onto a cell that glows. A card that fits nowhere is greyed."),
                self.plan.panels[self.me])

    def next_wake(self) -> Wake:
        """Beside the base's reasons: the count's next number, "Omiga!" going, and the clock's
        next second (once a second while nothing else moves)."""
        own: list[Wake] = []
        if self.countdown is not None:
            own.append((self.countdown % scaled(COUNT_STEP) or scaled(COUNT_STEP)) + PAST)
        elif not self.view.is_over():
            own.append(self.omiga_left if self.omiga_left > 0 else IDLE)
            own.append(1 - self.elapsed() % 1 + PAST if self.realtime else IDLE)
        return soonest(super().next_wake(), *own)

    # -- hints -----------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if self.duo:
            self.hud.show_message(_("No hints while two people race."))
            return
        if self.countdown is not None:
            self.hud.show_message(_("Wait for Omiga!"))
            return
        super().ask_hint()

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        if isinstance(action, Place):
            sprite = self.picture.sprite(action.card)
            card = [sprite.rect] if sprite is not None else []
            return card + [self.plan.cell_rect(action.col, action.row)]
        return [self.discard_button.rect]

    def table_areas(self) -> list[pygame.Rect]:
        return list(self.plan.panels.values())

    def hint_avoids(self) -> list[pygame.Rect]:
        """The board too: its empty rows are what the person reads to plan, so a hint too long
        for the margins shortens, or covers the board's edge rather than rows across it."""
        return [*self.table_areas(), self.plan.board.copy()]

    def action_area(self) -> list[pygame.Rect]:
        """The person's panel and the cells their cards may go to now."""
        if self.me is None:
            return []
        g = self.view.geometry
        seats = list(self.people.seats) if self.people.several else [self.me]
        return [self.plan.panels[s] for s in seats] + [self.plan.cell_rect(*g.col_row(i))
                                                       for s in seats for i in self.view.open_cells(s)]

    # -- the end ---------------------------------------------------------------------------------
    def on_game_over(self) -> None:
        if self.finished_here:
            self.time_notes = self.record_time()
        super().on_game_over()

    def record_time(self) -> list[str]:
        """Keep the best winning time per variant and bot level (not for a game whose whole time
        is not known: a save from before the time was kept)."""
        if not self.realtime or self.me is None:
            return []
        seconds = self.elapsed()
        if self.people.several:
            return [_("Time {clock}.").format(clock=clock_text(seconds))]       # best times: against bots
        if not self.timed or not self.link.counted:
            return [_("Time {clock} since the game was resumed (no best time).").format(clock=clock_text(seconds))]
        level = self.seats[1 - self.me]
        won = self.me in self.view.winners()
        best = campaign.update(lambda progress: progress.section(FlanxBests).result(level, won, seconds,
                                                                                    variant=self.variant))
        lines = [_("Time {clock}.").format(clock=clock_text(seconds))]
        if best.best_seconds is not None:
            lines.append(_("Best time against {level}: {clock}.").format(
                level=level_title(level, self.game.level_names), clock=clock_text(best.best_seconds)))
        return lines

    def result_table(self) -> ResultTable:
        """Each seat's cards on the board and its result; the ending and the time as notes."""
        winners = self.view.winners()
        names = [self.seat_name(s) for s in range(self.players)]
        rows = []
        for seat, name in enumerate(names):
            laid = sum(1 for c in self.view.cells if c != EMPTY and deck_of(c) == seat)
            result = _("won") if seat in winners else _("lost") if winners else _("draw")
            rows.append((name, [str(laid), result]))
        notes = ([self.ending_sentence()] if self.view.ending is not None else []) + self.time_notes
        return ResultTable(headline_for(winners, names, self.result_seat()), [_("Cards laid"), _("Result")], rows,
                           winners, notes)

    # -- drawing ---------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        """The board with its cells and edges, and each seat's panel with its name and slots."""
        paint_board(cloth, self.plan, race_to_top=self.variant == "toddler")
        for seat in range(self.players):
            paint_panel(cloth, self.plan, seat, f"{self.seat_name(seat)}  ·  {_(PLAYER_WORDS[seat])}")
        for seat, device in self.people.devices.items():
            paint_device(cloth, self.plan.device_rect(seat), self.seat_name(seat), device, seat)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        movers = [] if self.realtime else self.view.to_move()
        for seat in range(self.players):
            piles = {"deck": len(self.picture.cards_in(deck(seat))),
                     "discard": len(self.picture.cards_in(discard(seat)))}
            draw_panel(surface, self.plan, seat, piles, seat in movers and not self.taking_turns)
            if self.taking_turns:
                draw_turn(surface, self.plan, seat, seat in movers)
        if self.key_drag is not None:
            self.key_drag.draw_targets(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        held = {card.card_id for drag in self.drags() for card in (drag.held, drag.selected) if card is not None}
        for seat in (self.people.seats if self.people.several else [self.person] if self.me is not None else []):
            if not self.can_act_now(seat):
                continue
            playable = self.playable(seat)
            unfit = [self.picture.sprite(c) for c in self.view.hands[seat] if c not in playable and c not in held]
            veil_unfit(surface, [s for s in unfit if s is not None and s.face_up and s.visible])
        if self.ending is not None:
            outline_ending(surface, self.plan, self.view.geometry.cols, self.ending)
        elif self.countdown is not None:
            step = scaled(COUNT_STEP)
            draw_count(surface, self.plan, str(max(1, math.ceil(self.countdown / step))))
        elif self.omiga_left > 0:
            draw_count(surface, self.plan, _("Omiga!"))

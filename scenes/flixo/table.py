"""The Flixo table: the team's displays, the draw pile and the discard pile.

Action 1: drag the top card of the discard pile onto a card of your display. Action 2: click
the draw pile; the card turns over beside the discard pile; drag it onto a card of your display,
or onto the discard pile and then click one of your face-down cards to reveal it (Esc or a right
click takes it back). When a Flixo was discarded, only its card can be picked up, and the status
line says why. A reward lets you click any face-down card on the table: it turns up for a
moment and gets an eye token; resting the pointer on an eye-token card shows it. Bots say what
they are up to in speech bubbles. Removed lines glow and go aside, and the display closes up;
at the end the face-down cards turn over, and the end screen shows each display's score and the
rulebook's rating. Campaign games (levels 2-4) record their result at the end.

The cards lie in the engine's zones (game.flixo.actions): the kit's picture moves them as the
events say; this table says where each zone is (`spot`), and shows what moves no card (the
glow of a removed line, an eye token, a teammate's words).
"""
from __future__ import annotations

from functools import partial

import pygame

from game.core import Acted, Action, Event, SeatSaid
from game.core.text import Text
from game.flixo import actions as act
from game.flixo.actions import DISCARD, REMOVED, Discard, Draw, Peek, Reveal, Swap, Take, cell, drawn
from game.flixo.cards import DISPLAYS
from game.flixo.display import UP
from game.flixo.rules import DRAWN, REWARD, TURN
from game.flixo.state import FlixoView
from scenes.flixo import campaign, paint
from scenes.flixo.faces import paint_back, paint_face
from scenes.flixo.layout import CAPTION, TablePlan
from scenes.flixo.words import announcement, display_label, end_notes
from scenes.kit import lang, palette
from scenes.kit.cards import CardSprite
from scenes.kit.lang import _, ngettext, say
from scenes.kit.picture import Spot, Token
from scenes.kit.standings import ResultTable
from scenes.kit.table import TableScene
from scenes.kit.theme import scaled as scaled_px
from scenes.kit.tween import Call, Tween, Wait, move_home, scaled
from scenes.kit.wake import Wake, soonest

#: seconds a teammate's words stay in its speech bubble
BUBBLE_SECONDS = 2.6
#: seconds a peeked card stays turned up (a little longer when the person peeked)
PEEK_SECONDS = 1.1
#: seconds a full line glows before its cards go aside
LINE_GLOW_SECONDS = 0.45
#: seconds a passing message of the game stays in the HUD
MESSAGE_SECONDS = 3.5


class FlixoTable(TableScene):
    name = "flixo"
    painters = (paint_face, paint_back)
    # what this table's link gives it (the kit's table leaves it open)
    view: FlixoView
    plan: TablePlan

    def set_up(self) -> None:
        self.pointer = (0, 0)
        #: the drawn card lies on the discard pile: the person picks a card of theirs to reveal
        self.pending_reveal = False
        #: seat -> [words, seconds left] of its speech bubble
        self.bubbles: dict[int, list] = {}
        #: cards with an eye token, as far as the animation has shown them
        self.eyes = set(self.view.face_down())
        self.glowing: list[CardSprite] = []
        self.campaign_note = ""
        #: a game already over when this table opened was recorded when it ended
        self.ended_here = not self.view.is_over()

    # -- the picture of the table -------------------------------------------------------------
    def make_plan(self, size: tuple[int, int]) -> TablePlan:
        """Card sizes follow the dealt display, so they stay put while displays shrink."""
        area = self.play_area(size)
        message = max(0, area.bottom - self.hud.message_rect.top)
        return TablePlan(area, self.players, self.bottom_seat, DISPLAYS[self.view.display], message=message,
                         caption=scaled_px(CAPTION, self.app.settings.ui_scale))

    def relayout(self, size: tuple[int, int]) -> None:
        super().relayout(size)
        if self.pending_reveal:
            self.rest_on_discard()

    def shown_shapes(self) -> list[tuple[int, int]]:
        """The shape of each display as the picture shows it now: the rows and columns its cards
        take (a removed line leaves its gap until the display closes up)."""
        shapes = [(0, 0)] * self.players
        for zone, tokens in self.picture.shown.items():
            if tokens and zone[0] == "display":
                rows, cols = shapes[zone[1]]
                shapes[zone[1]] = (max(rows, zone[2] + 1), max(cols, zone[3] + 1))
        return shapes

    def spot(self, zone: tuple, index: int, count: int) -> Spot:
        plan = self.plan
        kind = zone[0]
        if kind == "display":
            _, seat, row, col = zone
            x, y = plan.cell_centre(seat, row, col, self.shown_shapes()[seat])
            return Spot(x, y, plan.card_size(seat), None, 100 + seat * 40 + row * 8 + col * 2 + index)
        depth = count - 1 - index
        if zone == DISCARD:
            return Spot(*plan.discard.center, plan.pile_card, True, 500 + index, visible=depth < 2)
        if zone == REMOVED:
            return Spot(*plan.removed.center, plan.removed.size, True, 300 + index, visible=depth < 3)
        if kind == "drawn":
            return Spot(*plan.drawn.center, plan.pile_card, True, 800)
        return Spot(*plan.draw_pile.center, plan.pile_card, False, index, visible=False)

    def token_in(self, zone: tuple) -> Token | None:
        """The card (or back) on top of `zone` as the picture shows it, or None."""
        tokens = self.picture.cards_in(zone)
        return tokens[-1] if tokens else None

    def sprite_in(self, zone: tuple) -> CardSprite | None:
        token = self.token_in(zone)
        return None if token is None else self.picture.sprite(token)

    # -- events -----------------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        if isinstance(event, SeatSaid):
            self.queue.call(lambda e=event: self.say(e.seat, lang.say(e.text)))
        elif isinstance(event, Acted):
            if not self.is_human(event.seat):
                self.queue.call(lambda: self.sounds.play("place"))
        elif isinstance(event, act.LinesRemoved):
            self.queue.add(Call(partial(self.glow_lines, event)), Wait(scaled(LINE_GLOW_SECONDS)))
        elif isinstance(event, act.DisplayClosedUp):
            self.queue.call(self.unglow)
        elif isinstance(event, act.EyeTokenPlaced):
            mine = event.seat == self.me
            self.queue.add(Call(partial(self.peeked, event.zone)),
                           Wait(scaled(PEEK_SECONDS * (1.4 if mine else 1.0))))
        else:
            words = announcement(event, self.seat_name, self.me)
            if words is not None:
                self.queue.call(lambda: self.hud.show_message(say(words), seconds=MESSAGE_SECONDS))

    def say(self, seat: int, words: Text | str) -> None:
        self.bubbles[seat] = [words, scaled(BUBBLE_SECONDS)]

    def glow_lines(self, event: act.LinesRemoved) -> None:
        """The cards of the lines about to go glow until the display has closed up."""
        rows, cols = self.shown_shapes()[event.seat]
        for row in range(rows):
            for col in range(cols):
                sprite = self.sprite_in(cell(event.seat, row, col))
                if sprite is not None and (row in event.rows or col in event.cols):
                    sprite.highlight = palette.GLOW
                    self.glowing.append(sprite)

    def unglow(self) -> None:
        for sprite in self.glowing:
            sprite.highlight = None
        self.glowing = []

    def peeked(self, zone: tuple) -> None:
        """The card of `zone` has turned up towards the team: it rises a little, and will lie
        face down again with its eye token."""
        sprite = self.sprite_in(zone)
        if sprite is None:
            return
        self.eyes.add(sprite.card_id)
        self.queue.play(Tween(sprite, scaled(0.18), scale=1.3, lift=1.0))

    # -- the person's input ----------------------------------------------------------------------
    def can_pick(self, sprite: CardSprite) -> bool:
        if not self.my_turn() or self.pending_reveal:
            return False
        view = self.view
        if view.phase == TURN:
            return sprite.card_id == view.top_discard() == self.token_in(DISCARD)
        return view.phase == DRAWN and sprite.card_id == view.drawn

    def my_cell_rect(self, row: int, col: int) -> pygame.Rect:
        return self.plan.cell_rect(self.mine, row, col, self.view.shape(self.mine))

    def targets(self, sprite: CardSprite) -> dict:
        legal = self.view.legal_actions()
        found = {cell(self.mine, a.row, a.col): self.my_cell_rect(a.row, a.col)
                 for a in legal if isinstance(a, (Take, Swap))}
        if self.view.phase == DRAWN and any(type(a) in (Reveal, Discard) for a in legal):
            found[DISCARD] = self.plan.discard
        return found

    def dropped(self, sprite: CardSprite, target: tuple) -> bool:
        if target[0] == "display":
            _, _, row, col = target
            return self.act(Take(row, col) if self.view.phase == TURN else Swap(row, col))
        if Discard() in self.view.legal_actions():
            return self.act(Discard())
        self.pending_reveal = True
        self.rest_on_discard()
        self.refresh_hud()
        return True

    def rest_on_discard(self) -> None:
        """The drawn card waits on the discard pile for the card to reveal."""
        sprite = self.sprite_in(drawn(self.mine))
        if sprite is not None:
            sprite.set_home(*self.plan.discard.center)
            sprite.jump_home()
            sprite.z = 900

    def cancel_reveal(self) -> None:
        self.pending_reveal = False
        sprite = self.sprite_in(drawn(self.mine))
        if sprite is not None:
            sprite.set_home(*self.plan.drawn.center)
            self.queue.play(move_home(sprite))
            sprite.z = 800
        self.refresh_hud()

    def card_under(self, pos: tuple[int, int]) -> tuple[int, int, int] | None:
        """(seat, row, col) of the display card under the pointer."""
        view = self.view
        for seat in range(self.players):
            rows, cols = view.shape(seat)
            for row in range(rows):
                for col in range(cols):
                    if self.plan.cell_rect(seat, row, col, (rows, cols)).collidepoint(pos):
                        return seat, row, col
        return None

    def clicked(self, pos: tuple[int, int]) -> bool:
        """Clicks that are not drags: the draw pile, a card to reveal, a card to peek at."""
        view = self.view
        if not self.my_turn():
            return False
        if view.phase == TURN and self.plan.draw_pile.collidepoint(pos):
            if Draw() in view.legal_actions():
                return self.act(Draw())
            self.hud.show_message(_("A discarded Flixo must be taken: no drawing this turn."))
            return True
        hit = self.card_under(pos)
        if hit is None:
            return False
        seat, row, col = hit
        if self.pending_reveal and seat == self.me:
            action: Action = Reveal(row, col)
        elif view.phase == REWARD:
            action = Peek(seat, row, col)
        else:
            return False
        if action in view.legal_actions():
            return self.act(action)
        slot = view.slots[seat][row * view.cols[seat] + col]
        known = _("That card is face up already.") if slot & UP else _("The team knows that card already.")
        self.hud.show_message(known)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.pending_reveal and (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                                    or event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            self.cancel_reveal()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None \
                and self.drag.selected is None and self.clicked(event.pos):
            return True
        return super().handle(event)

    def key_actions(self) -> dict:
        """D draws, T picks up the discard pile's top card, when the turn allows them."""
        actions: dict = {}
        if not self.my_turn() or self.pending_reveal or self.view.phase != TURN:
            return actions
        if Draw() in self.view.legal_actions():
            actions["draw"] = lambda: self.act(Draw())
        top = self.sprite_in(DISCARD)
        if top is not None and self.can_pick(top):
            actions["take"] = lambda: self.card_cursor().pick(top)
        return actions

    def cursor_targets(self) -> dict:
        """The draw pile while drawing is allowed, and the cards a click may turn now: yours to
        reveal after a discard, any face-down card for a reward's peek."""
        if not self.my_turn():
            return {}
        view = self.view
        found: dict = {}
        if "draw" in self.key_actions():
            found["draw"] = (self.plan.draw_pile, lambda: self.act(Draw()))
        for action in view.legal_actions():
            if type(action) is Reveal and self.pending_reveal:
                found[action] = (self.my_cell_rect(action.row, action.col), lambda a=action: self.act(a))
            elif type(action) is Peek:
                rect = self.plan.cell_rect(action.owner, action.row, action.col, view.shape(action.owner))
                found[action] = (rect, lambda a=action: self.act(a))
        return found

    def act(self, action: Action) -> bool:
        done = super().act(action)
        if done:
            self.pending_reveal = False
        elif self.pending_reveal:          # refused: the drawn card goes back to where it waited
            self.cancel_reveal()
        return done

    # -- what the base asks -------------------------------------------------------------------------
    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        plan, kind = self.plan, type(action)
        if kind is Draw:
            return [plan.draw_pile]
        if isinstance(action, Peek):
            return [plan.cell_rect(action.owner, action.row, action.col, self.view.shape(action.owner))]
        held = self.sprite_in(DISCARD if kind is Take else drawn(self.mine))
        rects = [held.rect] if held is not None else []
        if kind is Discard:
            return rects + [plan.discard]
        assert isinstance(action, (Take, Swap, Reveal))
        return rects + [self.my_cell_rect(action.row, action.col)]

    def action_area(self) -> list[pygame.Rect]:
        if self.me is None:
            return []
        plan = self.plan
        return [plan.display_rect(self.me, self.view.shape(self.me)), plan.draw_pile, plan.drawn, plan.discard]

    def table_areas(self) -> list[pygame.Rect]:
        """Each display with its name plate's words, and the piles."""
        plan = self.plan
        shapes = [self.view.shape(seat) for seat in range(self.players)]
        return [*(plan.display_rect(seat, shape).union(paint.plate_drawn(self, seat, shape)[1])
                  for seat, shape in enumerate(shapes)),
                plan.draw_pile, plan.drawn, plan.discard]

    def first_tip(self) -> tuple[str, pygame.Rect] | None:
        """Point at the discard pile: every turn starts there (or at the draw pile beside it)."""
        if self.view.phase != TURN or self.pending_reveal:
            return super().first_tip()
        if self.view.forced():
            return _("A Flixo was discarded: drag it onto one of your cards. The team must find them all."), \
                self.plan.discard
        return (_("Drag this card onto one of your cards, or click the draw pile on the left to draw one. "
                  "Lines of one number go."), self.plan.discard)

    def on_game_over(self) -> None:
        if self.ended_here and self.link.counted:     # an old save's position counts for no campaign
            note, flixos = campaign.record(self.view, self.players)
            self.campaign_note = note
            if flixos is not None:
                self.options["flixos"] = flixos          # Play again: the campaign's next game
        super().on_game_over()

    def result_table(self) -> ResultTable:
        """Each display's points and the team's total (lower is better), with the rating or why
        the team lost."""
        view = self.view
        rows = [(display_label(self.seat_name(s), s == self.me), [str(score)])
                for s, score in enumerate(view.display_scores())]
        rows.append((_("The team"), [str(view.total())]))
        total = view.total()
        headline = (ngettext("The team wins: {n} point", "The team wins: {n} points", total).format(n=total)
                    if view.won() else _("The Flixos win this time"))
        notes = end_notes(view) + ([self.campaign_note] if self.campaign_note else [])
        return ResultTable(headline, [_("Points")], rows, [len(rows) - 1] if view.won() else [], notes)

    # -- words ---------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view.is_over():
            return _("Game over")
        if not self.my_turn():
            status = super().status_text()
        elif self.pending_reveal:
            status = _("Click your card to reveal")
        elif view.phase == REWARD:
            status = _("Reward: click a card to peek")
        elif view.phase == DRAWN:
            status = _("Place or discard the card")
        elif view.forced():
            status = _("You must take the Flixo")
        else:
            status = _("Take the discard, or draw")
        return _("Last turn \u00b7 {status}").format(status=status) if view.final_turns_begun() else status

    def scores_text(self) -> str:
        view = self.view
        return _("Flixos found {found}/{flixos} \u00b7 turn {turn}").format(
            found=view.flixos - view.hidden_flixos(), flixos=view.flixos, turn=view.turns + 1)

    # -- frames ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
        super().update(dt)

    def still_values(self) -> dict:
        """What the picture shows of this table (scenes.kit.still): a bubble's words, not its
        seconds left, which tick every frame; whether the cells to pick glow (the person's turn
        once the queue has ended), not whether the queue is busy at the bots' turns."""
        return {**vars(self), "bubbles": {seat: say(words) for seat, (words, _left) in self.bubbles.items()},
                "cells glow": self.my_turn() and not self.queue.busy}

    def next_wake(self) -> Wake:
        """Beside the base's reasons: the next speech bubble going."""
        return soonest(super().next_wake(), *(left for _words, left in self.bubbles.values()))

    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        paint.paint_slots(self, cloth)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        paint.draw_piles(self, surface)
        shapes = self.shown_shapes()
        for seat in range(self.players):
            paint.draw_plate(self, surface, seat, shapes[seat])
        if self.my_turn() and not self.queue.busy:
            if self.view.phase == REWARD:
                paint.glow_cells(self, surface, {s: self.view.peek_cells(s) for s in range(self.players)})
            elif self.pending_reveal:
                paint.glow_cells(self, surface, {self.mine: self.view.face_down_cells(self.mine)})

    def draw_overlay(self, surface: pygame.Surface) -> None:
        paint.draw_eye_tokens(self, surface)
        shapes = self.shown_shapes()
        for seat, (words, _left) in self.bubbles.items():
            paint.draw_speech(self, surface, seat, words, shapes[seat])
        if self.drag.held is None:
            paint.draw_peeked_card(self, surface)

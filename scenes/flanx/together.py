"""Several people at one Flanx table at one computer (scenes.flanx.people holds who they are).

- The duel and Kids, two people at once: the mouse plays for one seat (the table's own drag and
  drop) and the keyboard's card ring for the other (a drag and drop of its own, which a mouse
  click never touches), each through their own Link; both act at the same time.
- Toddler, people taking turns: the kit's table follows whoever is to move (scenes.kit.tablepeople);
  this table keeps one layout whoever that is and shows the turn by colour and animal.

FlanxTable takes this part from here.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.core import Action
from game.flanx.actions import Discard, Place
from game.flanx.state import FlanxView
from scenes.flanx.discard import sentence_of
from scenes.flanx.people import KEYS, MOUSE, People
from scenes.kit.cards import CardSprite
from scenes.kit.cursor import CardCursor
from scenes.kit.drag import DragAndDrop
from scenes.kit.lang import _
from scenes.kit.table import TableScene


class KeysCursor(CardCursor):
    """The card ring of the person on the keys: the other person's mouse clicks leave it alone."""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return False
        return super().handle(event)


class TogetherTable(TableScene):
    """The part of FlanxTable for several people at one computer, and the input of each seat."""

    view: FlanxView
    variant: str
    countdown: float | None
    people: People
    #: the drag and drop of the person on the keys (the table's own `drag` is the mouse's)
    key_drag: DragAndDrop | None
    #: the glowing targets of the card the keys carry, as plain data (the still picture's key)
    keys_glow: tuple
    _playable: tuple[object, dict[int, set]]

    def can_act_now(self, seat: int | None = None) -> bool:
        raise NotImplementedError   # FlanxTable.can_act_now

    def set_up_people(self) -> None:
        self.people = People(self.link)
        self.key_drag = None
        self.keys_glow = ()
        if self.duo:
            seat = self.keys_seat
            self.key_drag = DragAndDrop(self.cards, can_pick=partial(self.can_pick_for, seat),
                                        targets=partial(self.targets_for, seat),
                                        on_drop=partial(self.dropped_for, seat), queue=self.queue,
                                        sounds=self.sounds, on_miss=partial(self.missed_for, seat))

    # -- who plays what -----------------------------------------------------------------------
    @property
    def duo(self) -> bool:
        """Two people racing at once, one on the mouse and one on the keys."""
        return bool(self.people.devices)

    @property
    def taking_turns(self) -> bool:
        """Several people at this computer taking turns (Toddler)."""
        return self.people.several and not self.realtime

    @property
    def mouse_seat(self) -> int | None:
        return self.people.seat_of(MOUSE)

    @property
    def keys_seat(self) -> int:
        """The seat the keyboard plays for: the keys' person's, or the one the mouse plays for."""
        seat = self.people.seat_of(KEYS)
        if seat is not None:
            return seat
        return self.person

    @property
    def person(self) -> int:
        raise NotImplementedError   # FlanxTable.person

    def card_cursor(self) -> CardCursor:
        """The keyboard's ring: over the keys' person's own drag and drop when two race."""
        drag = self.key_drag or self.drag
        if self.cursor is None or self.cursor.drag is not drag:
            self.cursor = (KeysCursor if self.key_drag is not None else CardCursor)(drag, extra=self.cursor_targets)
        return self.cursor

    def drags(self) -> list[DragAndDrop]:
        return [self.drag] + ([self.key_drag] if self.key_drag is not None else [])

    # -- acting for a seat ---------------------------------------------------------------------
    def can_pick_for(self, seat: int, sprite: CardSprite) -> bool:
        return self.can_act_now(seat) and sprite.card_id in self.view.hands[seat]

    def targets_for(self, seat: int, sprite: CardSprite) -> dict:
        """The cells this card of `seat` may go to now, and the discard pile when the hand may go."""
        out: dict = {}
        for action in self.view.actions_for(seat):
            if isinstance(action, Place) and action.card == sprite.card_id:
                out[(action.col, action.row)] = self.plan.cell_rect(action.col, action.row)
            elif isinstance(action, Discard):
                out["discard"] = self.plan.pile_rect(seat, "discard")
        return out

    def dropped_for(self, seat: int, sprite: CardSprite, target: Any) -> bool:
        if target == "discard":
            return self.act_as(seat, Discard())
        col, row = target
        card = sprite.card_id
        assert isinstance(card, int)
        return self.act_as(seat, Place(card, col, row))

    def why_not_there_for(self, seat: int, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        """A hand card let go on a cell the rules refuse says which rule (the engine's words)."""
        cell = self.plan.cell_at(pos)
        if cell is None or not self.can_pick_for(seat, sprite):
            return None
        reason = self.view.why_not(seat, Place(sprite.card_id, *cell))
        return None if reason is None else sentence_of(reason)

    def missed_for(self, seat: int, sprite: CardSprite, pos: tuple[int, int]) -> None:
        reason = self.why_not_there_for(seat, sprite, pos)
        if reason:
            self.hud.show_message(reason)

    def playable(self, seat: int | None = None) -> set:
        """The hand cards of `seat` (by default the mouse's) that fit somewhere now (worked out
        once per View)."""
        seat = self.person if seat is None else seat
        if self._playable[0] is not self.view:
            self._playable = (self.view, {})
        known = self._playable[1]
        if seat not in known:
            known[seat] = {a.card for a in self.view.placements(seat)}
        return known[seat]

    def act_as(self, seat: int, action: Action) -> bool:
        """`seat`'s person plays `action` through their own Link; False (and why) if refused."""
        link = self.people.links.get(seat)
        if link is None or link is self.link:
            return bool(self.act(action))
        self.queue.finish_all()
        refusal = link.submit(action)
        if refusal is not None:
            self.hud.show_message(sentence_of(refusal))
            return False
        self._cancel_hint()
        self.tip.dismiss(self.app)
        self.take_events()
        return True

    # -- words and the kit's turns for several people -----------------------------------------
    def people_status(self) -> str:
        """The line for several people: who must discard (racing), or whose turn it is."""
        view = self.view
        if self.realtime:
            for seat in self.people.seats:
                if view.hands[seat] and not self.playable(seat):
                    name = self.seat_name(seat)
                    return (_("{name}: no card fits, discard your hand").format(name=name) if self.variant == "duel"
                            else _("{name}: your card fits nowhere, discard it").format(name=name))
            return _("Play as fast as you can!")
        if self.my_turn():
            if view.hands[self.person] and not self.playable():
                return _("{name}'s turn: the card fits nowhere, discard it").format(name=self.seat_name(self.person))
            return _("{name}'s turn: place your card").format(name=self.seat_name(self.person))
        return super().status_text()

    def follow_person(self) -> bool:
        """Racing, nobody hands the table on: both play at once, each through their own Link (a
        hand that can do nothing for a moment leaves only the other to move, and that is no turn)."""
        return False if self.realtime else super().follow_person()

    def draw_people(self, surface: pygame.Surface) -> None:
        """Flanx shows whose turn it is itself (the mover's colour and animal; each racer's side)."""
        if not self.people.several:
            super().draw_people(surface)

    def keys_targets(self) -> tuple:
        drag = self.key_drag
        if drag is None or drag.selected is None:
            return ()
        return tuple(tuple(rect) for rect in drag.legal.values())


"""The cards of a table: TableScene builds the picture (scenes.kit.picture) and the drag and drop
(scenes.kit.drag) from the hooks here, and lays every card where the seat's View says
(`View.zones()`, `View.face_down()`). A game table declares only what differs:

    class PixiesTable(TableScene):
        painters = (paint_face, paint_back)     # the cards' faces and backs (or new_sprite)

        def set_up(self): ...                   # the table's own fields, before any card lies
        def make_plan(self, size):              # the layout, renewed at every size
            return TablePlan(self.play_area(size), self.players, self.bottom_seat)
        def spot(self, zone, index, count): ... # where a card of a zone rests, from self.plan
        def can_pick(self, sprite): ...         # which cards the person may pick up,
        def targets(self, sprite): ...          # where each may go (target -> rect),
        def dropped(self, sprite, target):      # and the action a drop makes
            return self.act(Take(...))          # False when the referee refused

Anything that needs the cards already laid (a round board shown again, a finished game's
ending) goes in the table's `__init__` after `super().__init__(app, link)`. `relayout(size)`
renews the plan and puts every card on its spot; a table with widgets of its own extends it.
A table that says nothing of its cards (the kit's own tests) keeps them out of sight.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.core import Acted, Event
from scenes.kit.cards import CardLayer, CardSprite, Painter
from scenes.kit.drag import DragAndDrop
from scenes.kit.picture import Picture, Spot, Token
from scenes.kit.sounds import Sounds


class TableCards:
    """Mixed into TableScene: `picture`, `drag` and `plan`, and the hooks a game table fills."""

    #: the painters of a card's face and of its back (None: the kit's plain ones)
    painters: tuple[Painter | None, Painter | None] = (None, None)
    #: several cards share one face (LIXO?'s rubbish): the picture tells the copies apart
    copies = False
    #: the table's layout, from `make_plan` (None for a table without one)
    plan: Any = None
    # what the table gives (TableScene)
    cards: CardLayer
    queue: Any
    sounds: Sounds
    view: Any
    hud: Any

    def lay_cards(self, size: tuple[int, int]) -> None:
        """Build the picture and the drag and drop, let the table set itself up, lay it out for
        `size`, and put every card where the View says."""
        self.picture = Picture(self.cards, self.queue, spot=self.spot, new_sprite=self.new_sprite, copies=self.copies)
        self.drag = DragAndDrop(self.cards, can_pick=self.can_pick, targets=self.targets, on_drop=self.dropped,
                                queue=self.queue, sounds=self.sounds, on_miss=self.missed)
        self.set_up()
        self.relayout(size)
        self.picture.reset(self.view.zones(), face_down=self.view.face_down())

    # -- hooks for the game table -----------------------------------------------------------------
    def set_up(self) -> None:
        """The table's own fields and widgets, before any card is laid: what `make_plan`, `spot`
        and `relayout` read."""

    def make_plan(self, size: tuple[int, int]) -> Any:
        """The layout for a window of `size` (most tables start from `self.play_area(size)`)."""
        return None

    def relayout(self, size: tuple[int, int]) -> None:
        """The plan for `size`, and every card at its spot at once."""
        self.plan = self.make_plan(size)
        self.picture.relayout()

    def new_sprite(self, token: Token, zone: tuple) -> CardSprite:
        """A sprite for a card (or a back) that comes onto the table in `zone`."""
        face, back = self.painters
        return CardSprite(token, face, back_painter=back, face_up=False)

    def spot(self, zone: tuple, index: int, count: int) -> Spot:
        """Where the `index`-th of the `count` cards of `zone` rests. By default out of sight."""
        return Spot(0, 0, (1, 1), None, index, visible=False)

    def can_pick(self, sprite: CardSprite) -> bool:
        """May the person pick up this card now?"""
        return False

    def targets(self, sprite: CardSprite) -> Mapping[Any, pygame.Rect]:
        """Where the picked card may go now: target -> the rect that takes it."""
        return {}

    def dropped(self, sprite: CardSprite, target: Any) -> bool:
        """The card was dropped on `target`: act, and say whether it was taken (False: it flies back)."""
        return False

    def why_not_there(self, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        """Why the card `sprite` may not go where it was let go (`pos`), in one line; None where
        that place is no place for a card anyway. A table with places to name says it here."""
        return None

    def missed(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        """A card let go on no legal place flies home; the line saying why shows in the HUD."""
        reason = self.why_not_there(sprite, pos)
        if reason:
            self.hud.show_message(reason)


def by_move(events: list[Event]) -> list[list[Event]]:
    """`events` cut before each Acted: one list per move (the first may have no Acted)."""
    chunks: list[list[Event]] = []
    for event in events:
        if isinstance(event, Acted) or not chunks:
            chunks.append([])
        chunks[-1].append(event)
    return chunks

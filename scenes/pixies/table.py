"""The Pixies table: drag a revealed card onto a glowing space of your playing area.

Only the spaces the rules allow for the held card glow and accept it (case 1: its own
number; case 3: every empty space). Case 2 (a face-up card of that number, not validated)
asks which of the two cards stays face up, showing both. Bots' picks fly from the middle to
their areas at the player's bot pace. Resting the pointer on an area shows its score breakdown.
At the end of a round a board shows each part of every score in turn, with each largest zone
outlined on its area, while the round's cards stay on show; then they go back to the deck.

The cards lie in the engine's zones (game.pixies.actions): the kit's picture moves them as the
events say; this table only says where each zone is (`spot`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core import Action, Event
from game.pixies.actions import DECK, MIDDLE, NO_SPACE, RoundScored, Take, up
from game.pixies.cards import DECK_SIZE, ROUNDS, SPACES
from game.pixies.scoring import EMPTY, breakdown
from game.pixies.state import PixiesView, why_not_here
from game.referee import Link
from scenes.kit import palette
from scenes.kit.cards import CardSprite, back_image
from scenes.kit.felt import draw_slot
from scenes.kit.lang import _, ngettext, say
from scenes.kit.picture import Spot
from scenes.kit.standings import ResultTable, headline_for
from scenes.kit.table import TableScene
from scenes.kit.theme import font
from scenes.kit.tween import Animation, move_home
from scenes.kit.wake import IDLE, PAST, Wake, soonest
from scenes.pixies.board import RoundBoard, draw_breakdown, outline_zone
from scenes.pixies.choice import choice_layout, draw_choice
from scenes.pixies.faces import paint_back, paint_face
from scenes.pixies.layout import TablePlan

#: a table nobody plays at (bots only, a replay) closes the round board by itself after this long
BOARD_SECONDS_WITHOUT_PLAYER = 4.0


@dataclass
class Choice:
    """Case 2, dropped: which of the two cards stays face up."""
    card: int
    space: int
    old: int
    keep_new: Take
    keep_old: Take


class WaitForBoard(Animation):
    """A queue step that lasts while the round board is open; finishing it closes the board."""

    def __init__(self, table: PixiesTable) -> None:
        self.table = table

    def update(self, dt: float) -> bool:
        self.done = self.table.board is None
        return self.done

    def finish(self) -> None:
        self.table.close_board()
        self.done = True

    def next_wake(self) -> Wake:
        """The board's next part; once all show it waits for the person (or, with no person at
        the table, for its time to pass: `PixiesTable.next_wake`)."""
        board = self.table.board
        return board.next_wake() if board is not None else 0.0


class PixiesTable(TableScene):
    name = "pixies"
    painters = (paint_face, paint_back)
    # what this table's link gives it (the kit's table leaves it open)
    view: PixiesView
    plan: TablePlan

    def __init__(self, app: Any, link: Link) -> None:
        super().__init__(app, link)
        self.reopen_board()

    def set_up(self) -> None:
        self.board: RoundBoard | None = None
        self.board_zones: list[tuple[int, tuple]] = []
        self.choice: Choice | None = None
        self.pointer = (0, 0)
        self.breakdown_shown: tuple[int, pygame.Rect] | None = None   # (seat, where), as last drawn

    # -- the picture of the table -------------------------------------------------------------
    def make_plan(self, size: tuple[int, int]) -> TablePlan:
        return TablePlan(self.play_area(size), self.players, self.bottom_seat)

    def spot(self, zone: tuple, index: int, count: int) -> Spot:
        plan = self.plan
        if zone == MIDDLE:
            x, y = plan.middle_slot(index, count)
            return Spot(x, y, plan.middle_card, True, 500 + index)
        if zone[0] in ("up", "down"):
            _, seat, space = zone
            z = 100 + seat * 20 + space * 2
            if zone[0] == "up":
                return Spot(*plan.cell_centre(seat, space), plan.card_sizes[seat], True, z + 1)
            covered = bool(self.picture.cards_in(up(seat, space)))
            centre = plan.peek_centre(seat, space) if covered else plan.cell_centre(seat, space)
            return Spot(*centre, plan.card_sizes[seat], False, z)
        x, y = plan.deck_centre()
        return Spot(x, y, plan.middle_card, False, index, visible=False)

    def middle_cards(self) -> list[int]:
        return [c for c in self.picture.cards_in(MIDDLE) if isinstance(c, int)]

    # -- events -----------------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        if isinstance(event, RoundScored):
            self.queue.call(lambda e=event: self.open_board(e))
            self.queue.add(WaitForBoard(self))

    # -- the round board ----------------------------------------------------------------------
    def open_board(self, event: RoundScored) -> None:
        totals = [sum(r[s] for r in self.view.history[:event.round]) for s in range(self.players)]
        names = [self.seat_name(s) for s in range(self.players)]
        self.board = RoundBoard(event.round, event.breakdowns, names, totals, final=event.round == ROUNDS)
        self.board_zones = [(s, b.zone_cells) for s, b in enumerate(event.breakdowns)]
        if event.round < ROUNDS:
            self.link.kept = {"board": {"round": event.round, "grids": [[list(u), list(d)] for u, d in event.grids]}}
        self.refresh_hud()

    def reopen_board(self) -> None:
        """A save made while a round board was open shows it again first, if it matches the scores
        (else it is skipped). The table shows the new round's cards, so no zone is outlined."""
        board = self.link.kept.get("board")
        if board is None:
            return
        try:
            event = self.scored_again(board["round"], board["grids"])
        except (TypeError, KeyError, IndexError, ValueError):
            self.link.kept = {}
            return
        self.open_board(event)
        self.board_zones = []
        self.queue.add(WaitForBoard(self))

    def scored_again(self, round_: int, grids: list) -> RoundScored:
        """The RoundScored of a kept board, checked against the scores in the position."""
        history = self.view.history
        if type(round_) is not int or not 1 <= round_ == len(history) < ROUNDS:
            raise ValueError("the board is not the last round's")
        if len(grids) != self.players:
            raise ValueError("one grid per player")
        areas = []
        for up_cards, down_cards in grids:
            if len(up_cards) != SPACES or len(down_cards) != SPACES or not all(
                    type(c) is int and EMPTY <= c < DECK_SIZE for c in (*up_cards, *down_cards)):
                raise ValueError("not a playing area")
            areas.append((tuple(up_cards), tuple(down_cards)))
        parts = tuple(breakdown(u, d, round_) for u, d in areas)
        if [p.total for p in parts] != history[round_ - 1]:
            raise ValueError("the board does not match the scores")
        return RoundScored(round_, parts, tuple(areas))

    def close_board(self) -> None:
        self.board = None
        self.board_zones = []
        self.link.kept = {}
        self.refresh_hud()

    def board_rect(self) -> pygame.Rect:
        plan = self.plan
        rows = self.players + 1
        height = min(plan.middle_rect.height, 70 + 34 * rows)
        rect = pygame.Rect(plan.middle_rect.left, 0, plan.middle_rect.width + plan.deck_rect.width, height)
        rect.centery = plan.middle_rect.centery
        return rect

    # -- the person's input ---------------------------------------------------------------------
    def can_pick(self, sprite: CardSprite) -> bool:
        return (self.my_turn() and self.board is None and self.choice is None
                and self.picture.zone_of(sprite.card_id) == MIDDLE)

    def legal_takes(self, card: int) -> list[Take]:
        return [a for a in self.view.legal_actions() if a.card == card] if self.my_turn() else []

    def target_rect(self, space: int) -> pygame.Rect:
        return self.plan.cell_rect(self.mine, space) if space != NO_SPACE else self.plan.deck_rect

    def targets(self, sprite: CardSprite) -> dict:
        return {a.space: self.target_rect(a.space) for a in self.legal_takes(sprite.card_id)}

    def dropped(self, sprite: CardSprite, space: int) -> bool:
        takes = [a for a in self.legal_takes(sprite.card_id) if a.space == space]
        if len(takes) == 1:
            return self.act(takes[0])
        keep_new = next(a for a in takes if a.face_up)
        keep_old = next(a for a in takes if not a.face_up)
        old = self.view.up[self.mine * SPACES + space]
        self.choice = Choice(sprite.card_id, space, old, keep_new, keep_old)
        return True

    def why_not_there(self, sprite: CardSprite, pos: tuple[int, int]) -> str | None:
        """A card let go on a space of the person's area that the rules refuse says why (the
        engine's own words, game.pixies.state.why_not_here); on another player's area, whose."""
        if not self.my_turn() or self.picture.zone_of(sprite.card_id) != MIDDLE:
            return None
        seat = self.plan.seat_at(pos)
        if seat is not None and seat != self.mine:
            return _("That is {name}'s area: your cards go in yours, at the bottom left.").format(
                name=self.seat_name(seat))
        spaces = [space for space in range(SPACES) if self.plan.cell_rect(self.mine, space).collidepoint(pos)]
        if not spaces:
            return None
        view = self.view
        reason = why_not_here(view.up, view.down, self.mine * SPACES, sprite.card_id, spaces[0])
        return None if reason is None else say(reason)

    def choice_rects(self) -> dict[Take, pygame.Rect]:
        """The two cards offered in case 2, where the choice's panel shows them."""
        return choice_layout(self).cards

    def cancel_choice(self) -> None:
        assert self.choice is not None
        sprite = self.picture.sprite(self.choice.card)
        assert sprite is not None, "the card being chosen for is on the table"
        self.choice = None
        spot = self.spot(MIDDLE, self.middle_cards().index(sprite.card_id), len(self.middle_cards()))
        sprite.set_home(spot.x, spot.y)
        self.queue.play(move_home(sprite))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        clicked = event.type == pygame.MOUSEBUTTONDOWN
        key = event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE
        if self.board is not None and (clicked or key):
            if self.board.revealed_all:
                self.queue.finish_all()
            else:
                self.board.reveal_all()
            return True
        if self.choice is not None and event.type == pygame.KEYDOWN:
            if not self.keyboard(event):         # Esc or any other key puts the card back
                self.cancel_choice()
            return True
        if self.choice is not None and clicked:
            picked = next((a for a, r in self.choice_rects().items() if event.button == 1
                           and r.collidepoint(event.pos)), None)
            if picked is not None:
                self.keep(picked)
            else:
                self.cancel_choice()
            return True
        return super().handle(event)

    def keep(self, take: Take) -> None:
        """Case 2 answered: `take` says which card stays face up (refused: the card goes back)."""
        choice, self.choice = self.choice, None
        if not self.act(take):
            self.choice = choice
            self.cancel_choice()

    def cursor_targets(self) -> dict:
        """While case 2 asks, the ring moves over its two cards."""
        return {take: (rect, lambda t=take: self.keep(t)) for take, rect in self.choice_rects().items()} \
            if self.choice is not None else {}

    def key_actions(self) -> dict:
        choice = self.choice
        if choice is None:
            return {}
        return {"keep_new": lambda: self.keep(choice.keep_new), "keep_old": lambda: self.keep(choice.keep_old)}

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        assert isinstance(action, Take), "Pixies' one action"
        sprite = self.picture.sprite(action.card)
        return ([sprite.rect] if sprite is not None else []) + [self.target_rect(action.space)]

    def action_area(self) -> list[pygame.Rect]:
        return [self.plan.area_rects[self.me], self.plan.middle_rect] if self.me is not None else []

    def table_areas(self) -> list[pygame.Rect]:
        return [*self.plan.area_rects.values(), self.plan.middle_rect]

    def open_panels(self) -> list[pygame.Rect]:
        """The question which card stays face up, and the round's score board."""
        panels = [choice_layout(self).panel] if self.choice is not None else []
        return panels + ([self.board_rect()] if self.board is not None else [])

    def update(self, dt: float) -> None:
        if self.board is not None:
            self.board.update(dt)
            if not self.link.plays and self.board.elapsed > BOARD_SECONDS_WITHOUT_PLAYER:
                self.close_board()
        super().update(dt)

    def next_wake(self) -> Wake:
        """Beside the base's reasons: a round board with nobody to close it closes by itself."""
        board = self.board
        closes = IDLE
        if board is not None and not self.link.plays:    # as in update
            closes = max(0.0, BOARD_SECONDS_WITHOUT_PLAYER - board.elapsed) + PAST
        return soonest(super().next_wake(), closes)

    def result_table(self) -> ResultTable:
        """Players ranked by their totals, with the points of each of their three rounds."""
        view = self.view
        ranking = sorted(range(self.players), key=lambda s: -view.totals[s])
        rows = [(self.seat_name(s), [str(r[s]) for r in view.history] + [str(view.totals[s])]) for s in ranking]
        columns = [_("Round {n}").format(n=r) for r in range(1, len(view.history) + 1)] + [_("Total")]
        winners = [place for place, s in enumerate(ranking) if s in view.winners()]
        names = [self.seat_name(s) for s in range(self.players)]
        headline = headline_for(view.winners(), names, self.result_seat())
        return ResultTable(headline, columns, rows, winners)

    def first_tip(self) -> tuple[str, pygame.Rect] | None:
        """Point at the cards in the middle: that is where every turn starts."""
        rects = [self.picture.sprites[c].rect for c in self.middle_cards()]
        if not rects:
            return super().first_tip()
        return (_("Drag one of these cards onto a glowing space of your area. Its number says where it goes."),
                rects[0].unionall(rects[1:]))

    # -- words ---------------------------------------------------------------------------------
    def round_score(self, seat: int) -> int:
        return 0 if self.view.is_over() else self.view.breakdown(seat).total

    def status_text(self) -> str:
        board = getattr(self, "board", None)
        if board is not None:
            return _("Round {n} is over: the scores").format(n=board.round)
        if self.view.is_over():
            return _("Game over")
        if self.my_turn():
            return _("Your pick: drag a card to a glowing space")
        return _("Round {n}: {status}").format(n=self.view.round, status=super().status_text())

    def scores_text(self) -> str:
        """Short names: five players' running scores must fit the HUD."""
        view = self.view
        return "   ".join(f"{self.short_name(s)}: {view.totals[s] + self.round_score(s)}" for s in range(self.players))

    # -- drawing ---------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        for seat in range(self.players):
            for space in range(SPACES):
                draw_slot(cloth, self.plan.cell_rect(seat, space), label=str(space + 1))

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        for seat in range(self.players):
            self.draw_plate(surface, seat)
        self.draw_deck(surface)

    def draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        rect = self.plan.plate_rect(seat)
        to_move = seat in self.view.to_move()
        colour = palette.GLOW if to_move else palette.TEXT
        text = f"{'▶ ' if to_move else ''}{self.seat_name(seat)}"
        size = max(13, min(20, rect.height - 6))
        label = font(size, bold=True).render(text, True, colour)
        surface.blit(label, label.get_rect(midleft=(rect.left + 4, rect.centery)))
        score = _("{round} this round \u00b7 {total} in all").format(
            round=self.round_score(seat), total=self.view.totals[seat] + self.round_score(seat))
        right = font(size - 2).render(score, True, palette.TEXT_DIM)
        if label.get_width() + right.get_width() + 16 < rect.width:
            surface.blit(right, right.get_rect(midright=(rect.right - 4, rect.centery)))

    def draw_deck(self, surface: pygame.Surface) -> None:
        left = len(self.picture.cards_in(DECK))
        x, y = self.plan.deck_centre()
        size = self.plan.middle_card
        if left:
            back = back_image(paint_back, size)
            for k in range(min(4, left)):
                surface.blit(back, back.get_rect(center=(x - 2 * k, y - 2 * k)))
        words = ngettext("{n} card", "{n} cards", left).format(n=left) if left else _("deck empty")
        text = font(16).render(words, True, palette.TEXT_DIM)
        surface.blit(text, text.get_rect(midtop=(x, y + size[1] / 2 + 8)))
        label = font(16).render(_("Round {n} of {rounds}").format(n=self.view.round, rounds=ROUNDS), True, palette.TEXT)
        surface.blit(label, label.get_rect(midbottom=(x, y - size[1] / 2 - 10)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.breakdown_shown = None
        if self.board is not None:
            for owner, cells in self.board_zones:
                outline_zone(surface, [self.plan.cell_rect(owner, s) for s in cells])
            self.board.draw(surface, self.board_rect())
            return
        if self.choice is not None:
            self.draw_choice(surface)
            return
        seat = self.plan.seat_at(self.pointer)
        if seat is not None and self.drag.held is None and not self.view.is_over():
            b = self.view.breakdown(seat)
            outline_zone(surface, [self.plan.cell_rect(seat, s) for s in b.zone_cells])
            others = [r for s, r in self.plan.area_rects.items() if s != seat]
            middle = [self.picture.sprites[c].rect for c in self.middle_cards()]
            rect = draw_breakdown(surface, self.plan.area_rects[seat], self.seat_name(seat), b, self.view.round,
                                  self.view.totals[seat] + b.total, avoid=others + middle,
                                  screen=self.play_area(surface.get_size()), scale=self.app.settings.ui_scale)
            self.breakdown_shown = (seat, rect)

    def draw_choice(self, surface: pygame.Surface) -> None:
        """Case 2's question on a panel of its own (scenes.pixies.choice)."""
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        draw_choice(surface, choice_layout(self), self.pointer)

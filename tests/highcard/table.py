"""High card's table: the generic table kit, a layout, a drop onto the trick, its one key (the 1
plays the lowest card) and its records kept when a game ends here (highcard.campaign)."""
from __future__ import annotations

import pygame

from game.core import Event, GameOver
from highcard.campaign import HighCardRecords
from highcard.game import DECK, HAND, TRICK, Play, hand
from saves import campaign
from scenes.kit.cards import CardSprite
from scenes.kit.picture import Spot
from scenes.kit.table import TableScene
from scenes.kit.theme import font


def paint(surface: pygame.Surface, card, rect: pygame.Rect) -> None:
    surface.fill((250, 245, 230), rect)
    surface.blit(font(rect.height // 3, bold=True).render(str(card + 1), True, (35, 35, 43)), rect.move(6, 4))


class HighCardTable(TableScene):
    name = "highcard"
    painters = (paint, None)
    #: the game ended at this table (not a finished game opened): its result is kept
    ended_here = False

    def trick_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, 200, 120).move(self.play_area(self.app.size).center).move(-100, -60)

    def spot(self, zone: tuple, index: int, count: int) -> Spot:
        area = self.play_area(self.app.size)
        if zone == TRICK:
            return Spot(self.trick_rect().centerx - 40 + 80 * index, area.centery, (70, 98), True, 50 + index)
        if zone[0] == "won":
            x = area.left + 60 if zone[1] == self.view.seat else area.right - 60
            return Spot(x, area.centery, (70, 98), False, index)
        mine = zone == hand(self.view.seat)
        y = area.bottom - 60 if mine else area.top + 60
        return Spot(area.centerx + (index - HAND / 2) * 80, y, (70, 98), None if mine else False, 10 + index,
                    visible=zone != DECK)

    def can_pick(self, sprite: CardSprite) -> bool:
        return self.my_turn() and self.picture.zone_of(sprite.card_id) == hand(self.view.seat)

    def targets(self, sprite: CardSprite) -> dict:
        return {"trick": self.trick_rect()}

    def dropped(self, sprite: CardSprite, target) -> bool:
        return self.act(Play(sprite.card_id))

    def hint_rects(self, action) -> list[pygame.Rect]:
        sprite = self.picture.sprite(action.card)
        return ([sprite.rect] if sprite is not None else []) + [self.trick_rect()]

    def action_area(self) -> list[pygame.Rect]:
        mine = [self.picture.sprite(c) for c in self.picture.cards_in(hand(self.view.seat))]
        rects = [s.rect for s in mine if s is not None]
        return [rects[0].unionall(rects[1:])] if rects else []

    def key_actions(self) -> dict:
        """The 1 plays the lowest card in the hand, on the person's turn."""
        return {"lowest": lambda: self.act(Play(min(self.view.mine)))} if self.my_turn() and self.view.mine else {}

    def on_event(self, event: Event) -> None:
        if isinstance(event, GameOver):
            self.ended_here = True

    def on_game_over(self) -> None:
        if self.ended_here and self.me is not None:
            level, tricks = self.seats[1 - self.me], len(self.view.taken[self.me]) // 2
            campaign.update(lambda progress: progress.section(HighCardRecords).result(
                level, self.me in self.view.winners(), tricks))
        super().on_game_over()

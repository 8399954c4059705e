"""The LIXO? table: bid rubbish cards on the open bin.

On your go, click cards of the bin's colour (or drag them onto the bin) to put them in your
bid; click a selected card to take it back. The running total shows beside Bid, which is
enabled only when your total beats the highest bid; Pass is always there (Space or Enter bids, P passes). When no raise is
possible at all (no cards of the colour, or too few to beat the highest bid) the table passes
for you after a moment and says why. Bots' bids fly from their panels, with a pause after each;
the highest bid glows. At the end of bidding the winner's cards fly to the recycled pile and
the losers' to their own unrecycled piles; the bin goes to the winner.

The table keeps a `Picture` of what has been shown so far and moves it event by event as the
animations play, so counts never run ahead of the cards.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame
import pygame_gui

from game.core import Event
from game.lixo import Pass, Raise
from game.lixo.cards import COLOURS, KIND_COLOURS, KINDS, RELEVANT, SHAPES, bin_colour, bin_value, cards_of
from game.lixo.events import (
    ActivePlayerChanged, BinDead, BinRevealed, BinWon, CardsBid, CardsDrawn, CardsRecycled,
    CardsUnrecycled, Passed, RecyclingRevealed, StackReshuffled,
)
from scenes.kit import palette
from scenes.kit.cards import CardSprite, back_image, face_image, glow_ring
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_slot
from scenes.kit.layout import Fan, Row
from scenes.kit.symbols import draw_symbol
from scenes.kit.table import TableScene
from scenes.kit.theme import font
from scenes.kit.tween import Animation, Parallel, Sequence, Wait, flip, move, move_home
from scenes.kit.wake import NOW, PAST, Wake, soonest
from scenes.lixo.faces import colour_of, paint_bin, paint_bin_back, paint_rubbish, paint_stack_back
from scenes.lixo.layout import TablePlan
from scenes.result import ResultScene

#: seconds before the table passes for a person who cannot raise at all
AUTO_PASS_SECONDS = 0.9
FLYING_Z = 10_000


class Picture:
    """The table as shown so far, from one seat's view, moved on event by event."""

    def __init__(self, view) -> None:
        self.seat = view.seat
        self.hand = view.hand[:]
        self.hand_sizes = view.hand_sizes[:]
        self.stack_size = view.stack_size
        self.recycled = view.recycled[:]
        self.unrecycled = [u[:] for u in view.unrecycled]
        self.won = [w[:] for w in view.won]
        self.dead = view.dead[:]
        self.deck_size = len(view.deck_left)
        self.recycling_used = view.recycling_used
        self.bin = view.bin
        self.bids = [list(cards_of(b)) for b in view.bids]
        self.active = view.active
        self.last_raiser = view.last_raiser
        self.passed: set[int] = set()

    def totals(self) -> list[int]:
        return [len(b) for b in self.bids]

    def highest(self) -> int:
        return max(self.totals())

    def apply(self, event: Event) -> None:
        """Move the picture on by one engine event."""
        if isinstance(event, BinRevealed):
            self.bin, self.deck_size, self.passed = event.card, event.deck_left, set()
            self.last_raiser = -1
        elif isinstance(event, RecyclingRevealed):
            self.deck_size, self.recycling_used = event.deck_left, self.recycling_used + 1
        elif isinstance(event, CardsBid):
            self.bids[event.seat].extend(event.cards)
            self.hand_sizes[event.seat] -= len(event.cards)
            if event.seat == self.seat:
                for kind in event.cards:
                    self.hand[kind] -= 1
            self.last_raiser = event.seat
            self.passed.discard(event.seat)
        elif isinstance(event, Passed):
            self.passed.add(event.seat)
        elif isinstance(event, BinWon):
            self.won[event.seat].append(event.card)
            self.bin = -1
        elif isinstance(event, BinDead):
            self.dead.append(event.card)
            self.bin = -1
        elif isinstance(event, CardsRecycled):
            for kind in event.cards:
                self.recycled[kind] += 1
            self.bids[event.seat] = []
        elif isinstance(event, CardsUnrecycled):
            for kind in event.cards:
                self.unrecycled[event.seat][kind] += 1
            self.bids[event.seat] = []
        elif isinstance(event, CardsDrawn):
            self.hand_sizes[event.seat] += len(event.cards)
            self.stack_size -= len(event.cards)
            if event.seat == self.seat:
                for kind in event.cards:
                    self.hand[kind] += 1
        elif isinstance(event, StackReshuffled):
            self.stack_size, self.recycled = event.cards, [0] * KINDS
        elif isinstance(event, ActivePlayerChanged):
            self.active = event.seat


class Later(Animation):
    """A queue step whose animations are made when it starts, from the table as it is then."""

    def __init__(self, build: Callable[[], list[Animation]]) -> None:
        self.build = build
        self.inner: Optional[Parallel] = None

    def _start(self) -> Parallel:
        if self.inner is None:
            self.inner = Parallel(*self.build())
        return self.inner

    def update(self, dt: float) -> bool:
        inner = self._start()
        self.done = inner.update(dt)
        self.leftover = inner.leftover if self.done else 0.0
        return self.done

    def finish(self) -> None:
        self._start().finish()
        self.done = True


def group_key(kind: int) -> tuple:
    """Hand order: by colour, each colour's single-type cards before its two-type cards."""
    colours = KIND_COLOURS[kind]
    return colours[0], len(colours), kind


class LixoTable(TableScene):
    name = "lixo"
    bot_pause = 0.6

    def __init__(self, app, game_name: str, players: int, options: dict, seats: list[str], state=None) -> None:
        super().__init__(app, game_name, players, options, seats, state)
        self.bottom_seat = self.me if self.me is not None else 0
        self.plan = TablePlan(app.size, players, self.bottom_seat, self.play_area(app.size).top)
        self.picture = Picture(self.state.view(self.bottom_seat))
        self.hand_sprites: list[CardSprite] = []
        self.pending: list[CardSprite] = []
        self.bid_sprites: dict[int, list[CardSprite]] = {s: [] for s in range(players)}
        self.bin_sprite: Optional[CardSprite] = None
        self.auto_pass_left: Optional[float] = None
        self.sprites_from_picture()
        self.drag = DragAndDrop(self.cards, can_pick=self.can_pick, targets=self.targets,
                                on_drop=self.dropped, queue=self.queue, sounds=self.sounds)
        self.bid_button = pygame_gui.elements.UIButton(self.plan.bid_button, "Bid", manager=self.ui)
        self.pass_button = pygame_gui.elements.UIButton(self.plan.pass_button, "Pass", manager=self.ui)
        self.relayout(app.size)

    # -- sprites ------------------------------------------------------------------------------
    def rubbish_sprite(self, kind: int, face_up: bool = True) -> CardSprite:
        return self.cards.add(CardSprite(kind, paint_rubbish, size=self.plan.hand_card, face_up=face_up,
                                         back_painter=paint_stack_back))

    def sprites_from_picture(self) -> None:
        """All sprites afresh from the picture (start, resume)."""
        self.cards.clear()
        self.pending = []
        self.hand_sprites = [self.rubbish_sprite(kind) for kind in cards_of(self.picture.hand)]
        self.bid_sprites = {s: [self.rubbish_sprite(k) for k in self.picture.bids[s]] for s in range(self.players)}
        self.bin_sprite = None
        if self.picture.bin >= 0:
            self.bin_sprite = self.cards.add(CardSprite(self.picture.bin, paint_bin, size=self.plan.bin_card,
                                                        back_painter=paint_bin_back))

    def place_all(self, animate: bool) -> list[Animation]:
        """Hand, bid rows and the open bin at their resting places (slides when animating)."""
        plan = self.plan
        self.hand_sprites.sort(key=lambda s: group_key(s.card_id))
        tweens = Fan(plan.hand, spread=3.0, max_angle=12.0).place(self.hand_sprites, plan.hand_card, animate, base_z=2000)
        for seat, sprites in self.bid_sprites.items():
            row = sprites + (self.pending if seat == self.bottom_seat else [])
            tweens += Row(plan.bid_rect(seat), gap=0.08).place(row, plan.bid_card, animate, base_z=1000 + 40 * seat)
        for sprite in self.pending:
            sprite.highlight = palette.GLOW
        if self.bin_sprite is not None:
            self.bin_sprite.size = plan.bin_card
            self.bin_sprite.set_home(*plan.reveal)
            if animate:
                tweens.append(move_home(self.bin_sprite))
            else:
                self.bin_sprite.jump_home()
        return tweens

    def relayout(self, size: tuple[int, int], animate: bool = False) -> None:
        self.plan = TablePlan(size, self.players, self.bottom_seat, self.play_area(size).top)
        self.bid_button.set_relative_position(self.plan.bid_button.topleft)
        self.bid_button.set_dimensions(self.plan.bid_button.size)
        self.pass_button.set_relative_position(self.plan.pass_button.topleft)
        self.pass_button.set_dimensions(self.plan.pass_button.size)
        tweens = self.place_all(animate)
        if tweens:
            self.queue.play(Parallel(*tweens))
        self.refresh_buttons()

    # -- the person's bid -------------------------------------------------------------------------
    def bin_colour_now(self) -> Optional[int]:
        return bin_colour(self.state.bin) if self.state.bin >= 0 else None

    def can_pick(self, sprite: CardSprite) -> bool:
        if not self.my_turn():
            return False
        if sprite in self.pending:
            return True
        return sprite in self.hand_sprites and self.bin_colour_now() in KIND_COLOURS[sprite.card_id]

    def targets(self, sprite: CardSprite) -> dict:
        if sprite in self.pending:
            return {"hand": self.plan.hand}
        return {"bin": self.plan.reveal_rect.inflate(12, 12), "bid": self.plan.my_bid}

    def dropped(self, sprite: CardSprite, target) -> bool:
        if target == "hand":
            self.unselect(sprite)
        else:
            self.select(sprite)
        return True

    def select(self, sprite: CardSprite) -> None:
        if sprite in self.hand_sprites:
            self.hand_sprites.remove(sprite)
            self.pending.append(sprite)
            self.settle()

    def unselect(self, sprite: CardSprite) -> None:
        if sprite in self.pending:
            self.pending.remove(sprite)
            sprite.highlight = None
            self.hand_sprites.append(sprite)
            self.settle()

    def toggle(self, sprite: CardSprite) -> None:
        if sprite in self.pending:
            self.unselect(sprite)
        else:
            self.select(sprite)

    def settle(self) -> None:
        """Slide everything to its new resting place after a change of selection."""
        tweens = self.place_all(animate=True)
        self.queue.play(Parallel(*tweens))
        self.refresh_buttons()

    def my_total(self) -> int:
        return len(self.bid_sprites[self.bottom_seat]) + len(self.pending)

    def to_beat(self) -> int:
        return max((len(b) for s, b in enumerate(self.picture.bids) if s != self.bottom_seat), default=0)

    def pending_raise(self) -> Raise:
        return Raise.of(s.card_id for s in self.pending)

    def bid(self) -> None:
        self.on_confirm()

    def on_confirm(self) -> bool:
        """Space or Enter: bid the chosen cards, when they beat the highest bid."""
        if self.my_turn() and self.pending and self.pending_raise() in self.state.legal_actions(self.me):
            return self.act(self.pending_raise())
        return False

    def first_tip(self):
        return ("Click cards of the bin's colour (or drag them onto the bin), then Bid; or Pass.",
                self.plan.hand)

    def pass_(self) -> None:
        for sprite in list(self.pending):
            self.unselect(sprite)
        self.act(Pass())

    def refresh_buttons(self) -> None:
        mine = self.my_turn()
        can_bid = mine and bool(self.pending) and self.pending_raise() in self.state.legal_actions(self.me)
        (self.bid_button.enable if can_bid else self.bid_button.disable)()
        (self.pass_button.enable if mine else self.pass_button.disable)()

    def only_pass(self) -> bool:
        return self.my_turn() and self.state.legal_actions(self.me) == [Pass()]

    # -- engine events -> motion --------------------------------------------------------------
    def after_action(self, seat: int, events: list[Event]) -> None:
        super().after_action(seat, events)
        self.queue.call(self.refresh_buttons)

    def animate(self, events: list[Event]) -> None:
        for event in events:
            self.queue.add(Later(lambda event=event: self.show(event)))

    def show(self, event: Event) -> list[Animation]:
        """Apply one event to the picture and return the motion that shows it."""
        self.picture.apply(event)
        plan = self.plan
        if isinstance(event, CardsBid):
            return self.show_bid(event)
        if isinstance(event, BinRevealed):
            self.sounds.play("flip")
            return self.reveal(event.card, keep=True)
        if isinstance(event, RecyclingRevealed):
            self.sounds.play("flip")
            return self.reveal(event.card, keep=False)
        if isinstance(event, (BinWon, BinDead)):
            return self.bin_leaves(event)
        if isinstance(event, (CardsRecycled, CardsUnrecycled)):
            spot = plan.recycled if isinstance(event, CardsRecycled) else plan.unrecycled_spot(event.seat)
            sprites, self.bid_sprites[event.seat] = self.bid_sprites[event.seat], []
            return self.fly_away(sprites, spot, plan.pile_card)
        if isinstance(event, CardsDrawn):
            return self.show_draw(event)
        if isinstance(event, StackReshuffled):
            self.hud.show_message("The rubbish stack ran out: the recycled pile was shuffled into a new one.")
        return []

    def show_bid(self, event: CardsBid) -> list[Animation]:
        sprites = []
        for kind in event.cards:
            if event.seat == self.bottom_seat:
                sprite = self.take_own(kind)
            else:
                sprite = self.rubbish_sprite(kind)
                sprite.size = self.plan.bid_card
                sprite.x, sprite.y = self.plan.hand_spot(event.seat)
            sprites.append(sprite)
        self.bid_sprites[event.seat].extend(sprites)
        self.sounds.play("place")
        return self.place_all(animate=True)

    def take_own(self, kind: int) -> CardSprite:
        """The person's sprite of `kind` that was bid: a selected one first, else from the hand."""
        for group in (self.pending, self.hand_sprites):
            for sprite in group:
                if sprite.card_id == kind:
                    group.remove(sprite)
                    sprite.highlight = None
                    return sprite
        sprite = self.rubbish_sprite(kind)
        sprite.x, sprite.y = self.plan.hand.center
        return sprite

    def reveal(self, card: int, keep: bool) -> list[Animation]:
        sprite = self.cards.add(CardSprite(card, paint_bin, size=self.plan.bin_card, face_up=False,
                                           back_painter=paint_bin_back), z=FLYING_Z)
        sprite.x, sprite.y = self.plan.deck
        sprite.set_home(*self.plan.reveal)
        if keep:
            self.bin_sprite = sprite
            return [Parallel(move_home(sprite), flip(sprite, face_up=True))]
        spot = self.plan.recycling_spot()
        return [Sequence(Parallel(move_home(sprite), flip(sprite, face_up=True)), Wait(0.5),
                         move(sprite, *spot, on_end=lambda: self.cards.remove(sprite)))]

    def bin_leaves(self, event) -> list[Animation]:
        sprite, self.bin_sprite = self.bin_sprite, None
        if sprite is None:
            return []
        if isinstance(event, BinWon):
            spot = self.plan.won_spot(event.seat)
            self.sounds.play("slide")
        else:
            spot = self.plan.dead_slot(len(self.picture.dead) - 1)
        return self.fly_away([sprite], spot, self.plan.mini_bin)

    def fly_away(self, sprites: list[CardSprite], spot, size) -> list[Animation]:
        """Cards slide to a pile drawn by the table, shrinking on the way, and leave the layer."""
        flights = []
        for i, sprite in enumerate(sprites):
            sprite.z = FLYING_Z + i
            sprite.highlight = None
            scale = size[0] / max(1, sprite.size[0])
            tween = move(sprite, *spot, angle=0.0, delay=0.05 * i,
                         on_end=lambda s=sprite: s in self.cards and self.cards.remove(s))
            tween.to["scale"] = scale
            flights.append(tween)
        return flights

    def show_draw(self, event: CardsDrawn) -> list[Animation]:
        if event.seat == self.bottom_seat:
            self.sounds.play("deal")
            new = [self.rubbish_sprite(kind, face_up=False) for kind in event.cards]
            for sprite in new:
                sprite.x, sprite.y = self.plan.stack
            self.hand_sprites.extend(new)
            tweens = self.place_all(animate=True)
            return tweens + [Sequence(Wait(0.04 * i), flip(s, face_up=True)) for i, s in enumerate(new)]
        backs = [self.rubbish_sprite(0, face_up=False) for _ in event.cards]
        for i, sprite in enumerate(backs):
            sprite.size = self.plan.pile_card
            sprite.x, sprite.y = self.plan.stack
            sprite.z = FLYING_Z + i
        return self.fly_away(backs, self.plan.hand_spot(event.seat), self.plan.pile_card)

    # -- the loop --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.bid_button:
                self.bid()
                return True
            if event.ui_element is self.pass_button:
                self.pass_()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.held is not None \
                and not self.drag.dragging:
            sprite = self.drag.held
            self.drag.cancel()
            self.queue.finish_all()
            self.toggle(sprite)          # a click: choose the card (or take it back)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.on_confirm():
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.pass_()
            return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.drive_auto_pass(dt)

    def next_wake(self) -> Wake:
        """Beside the base's reasons: the pass made for a person who cannot raise (`drive_auto_pass`)."""
        if self.queue.busy or not self.only_pass():
            return super().next_wake()
        passes = NOW if self.auto_pass_left is None else self.auto_pass_left + PAST
        return soonest(super().next_wake(), passes)

    def drive_auto_pass(self, dt: float) -> None:
        if not self.only_pass() or self.queue.busy:
            self.auto_pass_left = None
            return
        if self.auto_pass_left is None:
            self.auto_pass_left = AUTO_PASS_SECONDS
            self.hud.show_message(self.no_raise_reason(), seconds=2)
        self.auto_pass_left -= dt
        if self.auto_pass_left <= 0:
            self.auto_pass_left = None
            self.act(Pass())

    def no_raise_reason(self) -> str:
        view = self.state.view(self.me)
        colour = bin_colour(view.bin)
        held = sum(view.hand[k] for k in RELEVANT[colour])
        need = view.cards_to_lead()
        name = COLOURS[colour]
        if held == 0:
            return f"You have no {name} cards: you pass."
        return f"Beating the highest bid needs {need} more {name} cards; you have {held}: you pass."

    # -- texts -------------------------------------------------------------------------------------
    def status_text(self) -> str:
        if self.state.is_over():
            return "Game over"
        if self.state.bin < 0:
            return ""
        colour = bin_colour(self.state.bin)
        what = f"{COLOURS[colour]} {bin_value(self.state.bin)} bin"
        if self.my_turn():
            return f"Your bid on the {what}"
        return f"{self.seat_name(self.state.turn)}: {what}"

    def scores_text(self) -> str:
        """Short names, so six players fit the band: "You 4  B2 -1  B3 7"."""
        names = ["You" if self.is_human(s) else f"B{s + 1}" for s in range(self.players)]
        return "   ".join(f"{name} {score:g}" for name, score in zip(names, self.state.scores()))

    def on_hint(self, action, text: str) -> None:
        if isinstance(action, Raise):
            for sprite in list(self.pending):
                self.unselect(sprite)
            for kind in action.cards:
                sprite = next((s for s in self.hand_sprites if s.card_id == kind), None)
                if sprite is not None:
                    self.select(sprite)
        self.hud.show_message(f"Hint: {text}", seconds=8)

    def on_game_over(self) -> None:
        if self.me is not None:
            self.sounds.play("win" if self.me in self.state.winners() else "lose")
        self.app.scenes.push(ResultScene(self.app, self, notes=self.score_notes()))

    def score_notes(self) -> list[str]:
        notes = []
        for seat in range(self.players):
            bins = [bin_value(b) for b in self.state.won[seat]]
            lost = sum(self.state.unrecycled[seat])
            won = "+".join(map(str, bins)) if bins else "0"
            notes.append(f"{self.seat_name(seat)}: bins {won} = {sum(bins)}, minus {lost} unrecycled = "
                         f"{sum(bins) - lost}")
        return notes

    # -- drawing ---------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        """The grounds of the panels (their edges say who leads, so they are drawn each frame)."""
        for rect in [self.plan.panel[seat] for seat in self.plan.opponents] + [self.plan.my_panel]:
            pygame.draw.rect(cloth, palette.PANEL, rect, border_radius=8)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        plan, pic = self.plan, self.picture
        self.draw_pile(surface, plan.stack, plan.pile_card, pic.stack_size, "rubbish", back=paint_stack_back)
        top = next((k for k in range(KINDS - 1, -1, -1) if pic.recycled[k]), None)
        self.draw_pile(surface, plan.recycled, plan.pile_card, sum(pic.recycled), "recycled", face=top)
        self.draw_pile(surface, plan.deck, plan.bin_card, pic.deck_size, "bins left", back=paint_bin_back)
        if self.bin_sprite is None:
            draw_slot(surface, plan.reveal_rect)
        if pic.recycling_used:
            label = font(max(10, plan.mini_bin[1] // 3)).render(f"recycling cards used: {pic.recycling_used}/5",
                                                                 True, palette.TEXT_DIM)
            surface.blit(label, label.get_rect(midbottom=(plan.deck[0], plan.deck[1] - plan.bin_card[1] * 0.55)))
        self.draw_dead(surface)
        for seat in plan.opponents:
            self.draw_panel(surface, seat)
        self.draw_my_panel(surface)
        self.draw_bid_rows(surface)

    def draw_pile(self, surface, centre, size, count: int, label: str, back=None, face=None) -> None:
        rect = pygame.Rect(0, 0, *size)
        rect.center = centre
        if count == 0:
            draw_slot(surface, rect)
        else:
            for i in range(min(3, count) - 1, -1, -1):
                image = back_image(back, size) if face is None else face_image(paint_rubbish, face, size)
                surface.blit(image, rect.move(-i * 2, -i * 2))
        text = font(max(10, size[1] // 6), True).render(f"{count}", True, palette.TEXT)
        surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
        small = font(max(9, size[1] // 8)).render(label, True, palette.TEXT_DIM)
        surface.blit(small, small.get_rect(midtop=(rect.centerx, rect.bottom + 6 + text.get_height())))

    def draw_dead(self, surface) -> None:
        plan = self.plan
        title = font(max(10, plan.mini_bin[1] // 3)).render("dead bins", True, palette.TEXT_DIM)
        surface.blit(title, (plan.dead.left, plan.dead.top))
        for i, card in enumerate(self.picture.dead):
            image = face_image(paint_bin, card, plan.mini_bin)
            surface.blit(image, image.get_rect(center=plan.dead_slot(i)))

    def draw_won(self, surface, seat: int, left: int, centre_y: int, width: int) -> None:
        size = self.plan.mini_bin
        bins = sorted(self.picture.won[seat])
        pitch = min(size[0] * 1.1, (width - size[0]) / max(1, len(bins) - 1)) if bins else 0
        for i, card in enumerate(bins):
            image = face_image(paint_bin, card, size)
            surface.blit(image, image.get_rect(midleft=(round(left + i * pitch), centre_y)))

    def draw_panel(self, surface, seat: int) -> None:
        plan, pic = self.plan, self.picture
        rect = plan.panel[seat]
        leading = pic.last_raiser == seat and pic.bin >= 0
        pygame.draw.rect(surface, palette.GLOW if leading else palette.PANEL_EDGE, rect, width=3 if leading else 1,
                         border_radius=8)
        marker = "  (active)" if pic.active == seat else ""
        name = font(max(11, rect.height // 8), True).render(self.seat_name(seat) + marker, True, palette.TEXT)
        surface.blit(name, (rect.left + 8, rect.top + 6))
        hand = pygame.Rect(0, 0, *plan.pile_card)
        hand.center = plan.hand_spot(seat)
        hand.width, hand.height = round(hand.width * 0.7), round(hand.height * 0.7)
        hand.center = plan.hand_spot(seat)
        surface.blit(back_image(paint_stack_back, hand.size), hand)
        self.caption(surface, f"{pic.hand_sizes[seat]} in hand", (hand.centerx, hand.bottom + 2))
        self.draw_unrecycled(surface, seat, plan.unrecycled_spot(seat), 0.7)
        won_left = hand.right + 10
        won_width = plan.unrecycled_spot(seat)[0] - plan.pile_card[0] * 0.45 - won_left
        self.draw_won(surface, seat, won_left, hand.centery, round(won_width))
        self.caption(surface, f"bins {sum(bin_value(b) for b in pic.won[seat])}",
                     (won_left + won_width / 2, hand.bottom + 2))
        if seat in pic.passed and pic.bin >= 0:
            tag = font(max(10, rect.height // 9), True).render("passes", True, palette.TEXT_DIM)
            surface.blit(tag, tag.get_rect(topright=(rect.right - 8, rect.top + 6)))

    def draw_unrecycled(self, surface, seat: int, centre, shrink: float) -> None:
        size = (round(self.plan.pile_card[0] * shrink), round(self.plan.pile_card[1] * shrink))
        rect = pygame.Rect(0, 0, *size)
        rect.center = centre
        pile = self.picture.unrecycled[seat]
        count = sum(pile)
        if count:
            top = max(k for k in range(KINDS) if pile[k])
            surface.blit(face_image(paint_rubbish, top, size), rect)
            pygame.draw.line(surface, palette.REFUSED, rect.topleft, rect.bottomright, 2)
        else:
            draw_slot(surface, rect)
        self.caption(surface, f"-{count}" if count else "unrecycled", (rect.centerx, rect.bottom + 2))

    def caption(self, surface, text: str, midtop) -> None:
        image = font(max(9, self.plan.pile_card[1] // 7)).render(text, True, palette.TEXT_DIM)
        surface.blit(image, image.get_rect(midtop=(round(midtop[0]), round(midtop[1]))))

    def draw_my_panel(self, surface) -> None:
        plan, seat = self.plan, self.bottom_seat
        rect = plan.my_panel
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, width=1, border_radius=8)
        title = "You" if self.me is not None else self.seat_name(seat)
        marker = "  (active)" if self.picture.active == seat else ""
        surface.blit(font(max(11, rect.height // 9), True).render(title + marker, True, palette.TEXT),
                     (rect.left + 8, rect.top + 6))
        won_y = plan.won_spot(seat)[1]
        self.draw_won(surface, seat, rect.left + 8, won_y, round(rect.width * 0.55))
        self.caption(surface, f"bins {sum(bin_value(b) for b in self.picture.won[seat])}",
                     (rect.left + rect.width * 0.3, won_y + plan.mini_bin[1] * 0.6))
        self.draw_unrecycled(surface, seat, plan.unrecycled_spot(seat), 0.8)

    def draw_bid_rows(self, surface) -> None:
        """Each bidder's total by its row; the highest bid glows."""
        pic = self.picture
        if pic.bin < 0:
            return
        for seat in range(self.players):
            rect = self.plan.bid_rect(seat)
            total = len(pic.bids[seat]) + (len(self.pending) if seat == self.bottom_seat else 0)
            if total == 0:
                continue
            leading = seat == pic.last_raiser
            if leading:
                halo = glow_ring(rect.size, palette.GLOW)
                surface.blit(halo, halo.get_rect(center=rect.center))
            badge = font(max(12, self.plan.bid_card[1] // 3), True).render(str(len(pic.bids[seat])), True,
                                                                           palette.GLOW if leading else palette.TEXT)
            row = self.bid_sprites[seat] + (self.pending if seat == self.bottom_seat else [])
            left = min((s.home_rect().left for s in row), default=rect.left)
            surface.blit(badge, badge.get_rect(midright=(left - 8, rect.centery)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        pic, plan = self.picture, self.plan
        if pic.bin >= 0:
            colour = bin_colour(pic.bin)
            best = pic.highest()
            leader = self.seat_name(pic.last_raiser) if pic.last_raiser >= 0 and best else None
            line = f"Highest bid: {best} by {leader}" if leader else "No bids yet"
            x = plan.reveal_rect.right + 14
            big = font(max(14, plan.bin_card[1] // 7), True)
            surface.blit(big.render(line, True, palette.GLOW if leader else palette.TEXT), (x, plan.reveal_rect.top))
            swatch = pygame.Rect(x, plan.reveal_rect.top + big.get_height() + 8, big.get_height(), big.get_height())
            pygame.draw.rect(surface, colour_of(colour), swatch, border_radius=4)
            draw_symbol(surface, SHAPES[colour], swatch.inflate(-6, -6), palette.CARD_CREAM)
            words = f"{COLOURS[colour]} bin, worth {bin_value(pic.bin)}"
            surface.blit(font(max(12, plan.bin_card[1] // 9)).render(words, True, palette.TEXT),
                         (swatch.right + 8, swatch.top + 2))
        if self.my_turn() and pic.bin >= 0:
            total, beat = self.my_total(), self.to_beat()
            ok = total > beat
            size = max(13, plan.bid_card[1] // 4)
            for i, text in enumerate((f"Your bid: {total}", f"To beat: {beat}")):
                image = font(size, True).render(text, True, palette.GLOW if ok and i == 0 else palette.TEXT)
                surface.blit(image, image.get_rect(bottomright=(plan.bid_button.right, plan.total_anchor[1] + i * (size + 6))))

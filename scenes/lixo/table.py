"""The LIXO? table: bid rubbish cards on the open bin.

On your go, click cards of the bin's colour (or drag them onto the bin) to put them in your
bid; click a chosen card (or drag it back) to take it back. A card of another colour says why it
cannot be bid. Bid is enabled only when your total beats the highest bid; Pass is always there
(B, Space or Enter bids, P passes: scenes.kit.keys). When no raise is possible at all (no cards of the colour, or too
few to beat the highest bid) the table passes for you after a moment and says why.

The cards lie in the engine's zones (game.lixo.actions) and the kit's picture moves them as the
events say; rubbish cards are copies of 15 faces, so the picture tells each card apart itself.
This table says where each zone lies (`spot`, from scenes.lixo.layout and scenes.lixo.hand), keeps
what the animations have shown so far of whose go it is (`Shown`), and turns clicks into a Raise
or a Pass. The words and panels around the cards are drawn by scenes.lixo.drawing.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

import pygame
import pygame_gui

from game.core import Acted, Action, Event, TurnBegan
from game.core.words import agree
from game.lixo import Pass, Raise
from game.lixo.actions import ActiveChanged, bid, hand
from game.lixo.cards import COLOURS, KIND_COLOURS, RELEVANT, bin_colour, bin_value
from game.lixo.state import LixoView
from scenes.kit import palette, theme, tween
from scenes.kit.askonce import ASK_SECONDS, AskOnce, by_keyboard
from scenes.kit.cards import CardSprite
from scenes.kit.keys import BY_PLACE
from scenes.kit.layout import Pile, Row
from scenes.kit.picture import Spot, Token, card_of
from scenes.kit.standings import ResultTable, headline_for
from scenes.kit.table import TableScene
from scenes.kit.tween import Parallel
from scenes.kit.wake import NOW, PAST, Wake, soonest
from scenes.lixo import drawing
from scenes.lixo.faces import paint_bin_back, paint_card, paint_stack_back
from scenes.lixo.hand import Place, arrange, hand_order
from scenes.lixo.layout import TablePlan

KEYS = BY_PLACE["lixo"]

#: seconds the reason stays in sight before the table passes for a person who cannot raise at all
AUTO_PASS_SECONDS = 0.9
#: the zones whose cards are the bin deck's (drawn with its back)
BIN_ZONES = ("bins", "bin", "won", "dead", "recycling")


def known(token: Token) -> int:
    """The card of a token of the person's own hand, which they always see."""
    card = card_of(token)
    assert card is not None, "the person's own cards are known to them"
    return card


@dataclass
class Shown:
    """What the animations have shown so far of the bidding (the View may be further on)."""
    turn: int
    active: int
    passed: set[int] = field(default_factory=set)


class LixoTable(TableScene):
    name = "lixo"
    copies = True
    # what this table's link gives it (the kit's table leaves it open)
    view: LixoView
    plan: TablePlan

    def set_up(self) -> None:
        view = self.view
        self.shown = Shown(view.turn, view.active, set(view.passed()))
        #: the copies the person has chosen for the next raise, in the order chosen
        self.chosen: list[Token] = []
        #: a keyboard Pass while a bid is possible asks once (scenes.kit.askonce)
        self.ask = AskOnce()
        self.auto_pass_left: float | None = None
        #: where the words about the bidding were drawn last (they must keep clear of the dead bins)
        self.info_rects: list[pygame.Rect] = []
        self._hand_places: tuple = ((), {})
        # made at a button's real height; relayout puts each in its place and width
        size = pygame.Rect(0, 0, 110, 40)
        self.bid_button = pygame_gui.elements.UIButton(
            size, "Bid", manager=self.ui, tool_tip_text=f"{KEYS['bid'].cap} or Space: bid the chosen cards")
        self.pass_button = pygame_gui.elements.UIButton(size, "Pass", manager=self.ui,
                                                        tool_tip_text=f"{KEYS['pass'].cap}: pass")

    # -- the picture of the table -------------------------------------------------------------
    def new_sprite(self, token: Token, zone: tuple[Any, ...]) -> CardSprite:
        back = paint_bin_back if zone[0] in BIN_ZONES else paint_stack_back
        return CardSprite(token, paint_card, back_painter=back, face_up=False)

    def spot(self, zone: tuple, index: int, count: int) -> Spot:
        plan, kind = self.plan, zone[0]
        top = index == count - 1
        if kind == "hand":
            if zone[1] == self.bottom_seat:
                return self.hand_spot(index, count)
            return Spot(*plan.hand_spot(zone[1]), plan.seat_card(zone[1]), False, 10 + index, visible=False)
        if kind == "bid":
            extra = len(self.chosen) if zone[1] == self.bottom_seat else 0
            x, y, _ = Row(plan.bid_rect(zone[1]), gap=0.08).slots(count + extra, plan.bid_card)[index]
            return Spot(x, y, plan.bid_card, True, 1000 + 40 * zone[1] + index)
        if kind in ("stack", "recycled", "bins"):
            centre, size = {"stack": (plan.stack, plan.pile_card), "recycled": (plan.recycled, plan.pile_card),
                            "bins": (plan.deck, plan.bin_card)}[kind]
            x, y, _ = Pile(pygame.Rect(*centre, 0, 0), depth=3, step=0.03).slot(index, count, size)
            return Spot(x, y, size, kind == "recycled", index, visible=index >= count - 3)
        if kind == "bin":
            return Spot(*plan.reveal, plan.bin_card, True, 900)
        if kind == "recycling":
            x, y, _ = Pile(pygame.Rect(*plan.recycling, 0, 0), depth=5, step=0.06).slot(index, count, plan.mini_bin)
            return Spot(x, y, plan.mini_bin, True, 20 + index)
        if kind == "unrecycled":
            return Spot(*plan.unrecycled_spot(zone[1]), plan.seat_card(zone[1]), True, 60 + index, visible=top)
        if kind == "won":
            size = plan.seat_card(zone[1])
            x, y, _ = Row(plan.won_row(zone[1]), gap=0.1).slots(count, size)[index]
            return Spot(x, y, size, True, 80 + index)
        size, centres = plan.dead_slots(count)
        return Spot(*centres[index], size, True, 40 + index)

    def hand_spot(self, index: int, count: int) -> Spot:
        """A card of the person's hand: in the hand, grouped by colour, or chosen, in the bid row."""
        plan = self.plan
        tokens = self.picture.cards_in(hand(self.bottom_seat))
        if count != len(tokens):
            return Spot(*plan.hand.center, plan.hand_card, True, 2000)
        token = tokens[index]
        if token in self.chosen:
            laid = len(self.picture.cards_in(bid(self.bottom_seat)))
            slots = Row(plan.my_bid, gap=0.08).slots(laid + len(self.chosen), plan.bid_card)
            x, y, _ = slots[laid + self.chosen.index(token)]
            return Spot(x, y, plan.bid_card, True, 1500 + self.chosen.index(token))
        place = self.hand_places(tokens).get(token)
        if place is None:
            return Spot(*plan.hand.center, plan.hand_card, True, 2000)
        return Spot(place.x, place.y, place.size, True, 2000 + place.z)

    def hand_places(self, tokens: list) -> dict:
        """Each card of the hand at its place, worked out once per hand. The chosen cards keep
        theirs (empty while they wait in the bid row): the hand does not close up while the person
        chooses, so the next card stays under the pointer."""
        key = (tuple(map(id, tokens)), self.plan.hand, self.plan.hand_card)
        if self._hand_places[0] != key:
            kept = sorted(tokens, key=lambda t: hand_order(known(t)))
            places: list[Place] = arrange([known(t) for t in kept], self.plan.hand, self.plan.hand_card)
            self._hand_places = (key, {id(t): p for t, p in zip(kept, places)})
        return {t: self._hand_places[1][id(t)] for t in tokens if id(t) in self._hand_places[1]}

    def make_plan(self, size: tuple[int, int]) -> TablePlan:
        words = max(theme.text_size(self.ui, text, "button")[0] for text in ("Bid", "Pass"))
        button = (max(110, words + 40), max(40, theme.line_height(self.ui, "button") + 16))
        return TablePlan(self.play_area(size), self.players, self.bottom_seat, self.app.settings.ui_scale, button)

    def place_buttons(self) -> None:
        for button, rect in ((self.bid_button, self.plan.bid_button), (self.pass_button, self.plan.pass_button)):
            button.set_relative_position(rect.topleft)
            button.set_dimensions(rect.size)

    def relayout(self, size: tuple[int, int]) -> None:
        super().relayout(size)
        self.place_buttons()

    def settle(self) -> None:
        """Slide every card whose place changed (a card chosen or taken back) to its new place."""
        self.queue.play(Parallel(*self.picture.settle([])))
        self.refresh_buttons()

    # -- events ---------------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        """Whose go it is, who passed and who is active, shown when the motion before it has played."""
        if isinstance(event, Acted):
            self.queue.call(lambda: self.shown_act(event.seat, event.action))
        elif isinstance(event, TurnBegan):
            self.queue.call(lambda: setattr(self.shown, "turn", event.seat))
        elif isinstance(event, ActiveChanged):
            self.queue.call(lambda: self.shown_active(event.seat))

    def shown_act(self, seat: int, action: Action) -> None:
        if isinstance(action, Pass):
            self.shown.passed.add(seat)
        else:
            self.shown.passed.clear()           # after a raise, everybody may answer it

    def shown_active(self, seat: int) -> None:
        self.shown.active = seat
        self.shown.passed.clear()               # a bin was settled: the next one starts afresh

    def refresh_hud(self) -> None:
        super().refresh_hud()
        self.refresh_buttons()

    # -- the person's bid -------------------------------------------------------------------------
    def my_hand(self) -> list[Token]:
        return self.picture.cards_in(hand(self.bottom_seat))

    def bin_now(self) -> int | None:
        """The open bin's card (0-24) as this seat's View has it, or None."""
        return self.view.bin if self.view.bin >= 0 else None

    def token_of(self, sprite: CardSprite) -> Token | None:
        return next((t for t, s in self.picture.sprites.items() if s is sprite), None)

    def can_pick(self, sprite: CardSprite) -> bool:
        token = self.token_of(sprite)
        if token in self.chosen:
            return True
        open_bin = self.bin_now()
        return (self.my_turn() and token in self.my_hand() and open_bin is not None
                and bin_colour(open_bin) in KIND_COLOURS[known(token)])

    def why_not(self, token: Token) -> str:
        """Why a card of the person's hand cannot be picked up now."""
        if self.view.is_over():
            return "The game is over."
        if self.me is None:
            return "You are watching this game."
        if not self.my_turn():
            return f"Wait for your go: {agree(self.seat_name(self.shown.turn), 'are', 'is')} bidding."
        name = COLOURS[bin_colour(self.view.bin)]
        return f"This bin is {name}: only {name} cards can be bid (two-colour cards with {name} too)."

    def targets(self, sprite: CardSprite) -> dict:
        if self.token_of(sprite) in self.chosen:
            return {"hand": self.plan.hand}
        return {"bin": self.plan.reveal_rect.inflate(12, 12), "bid": self.plan.my_bid}

    def dropped(self, sprite: CardSprite, target: Any) -> bool:
        token = self.token_of(sprite)
        assert token is not None, "a card the picture shows"
        if target == "hand":
            self.unchoose(token)
        else:
            self.choose(token)
        return True

    def choose(self, token: Token) -> None:
        if token in self.my_hand() and token not in self.chosen:
            self.chosen.append(token)
            self.picture.sprites[token].highlight = palette.GLOW
            self.settle()

    def unchoose(self, token: Token) -> None:
        if token in self.chosen:
            self.chosen.remove(token)
            self.picture.sprites[token].highlight = None
            self.settle()

    def drop_choice(self) -> None:
        """Every chosen card back to the hand (the person passes instead)."""
        for token in self.chosen:
            sprite = self.picture.sprite(token)
            if sprite is not None:
                sprite.highlight = None
        if self.chosen:
            self.chosen = []
            self.settle()

    def pending_raise(self) -> Raise:
        return Raise.of(cast(int, card_of(t)) for t in self.chosen)   # the person's own cards: never a back

    def my_total(self) -> int:
        return len(self.picture.cards_in(bid(self.bottom_seat))) + len(self.chosen)

    def to_beat(self) -> int:
        return max((len(self.picture.cards_in(bid(s))) for s in range(self.players) if s != self.bottom_seat),
                   default=0)

    def can_bid(self) -> bool:
        return self.my_turn() and bool(self.chosen) and self.pending_raise() in self.view.legal_actions()

    def on_confirm(self) -> bool:
        """Space or Enter: bid the chosen cards, when they beat the highest bid."""
        if not self.can_bid():
            return False
        action = self.pending_raise()
        # the chosen copies are the ones the engine's moves take, and they fly on from where they lie
        self.picture.put_on_top(hand(self.bottom_seat), self.chosen)
        for token in self.chosen:
            self.picture.sprites[token].highlight = None
        self.chosen = []
        if not self.act(action):
            self.settle()
            return False
        return True

    def pass_(self) -> None:
        self.ask.forget()
        self.drop_choice()
        self.act(Pass())

    def pass_by_key(self, cap: str) -> None:
        """Pass from the keyboard: while a bid is possible, the first press only asks."""
        if self.only_pass() or self.ask.confirmed("pass", self.app.clock):
            self.pass_()
        else:
            self.hud.show_message(f"You could still bid on this bin: press {cap} again to pass.", seconds=ASK_SECONDS)

    def refresh_buttons(self) -> None:
        (self.bid_button.enable if self.can_bid() else self.bid_button.disable)()
        (self.pass_button.enable if self.my_turn() else self.pass_button.disable)()

    def only_pass(self) -> bool:
        return self.my_turn() and self.view.legal_actions() == [Pass()]

    def no_raise_reason(self) -> str:
        view = self.view
        colour = bin_colour(view.bin)
        held = sum(view.hand[k] for k in RELEVANT[colour])
        need = view.cards_to_lead(view.seat)
        name = COLOURS[colour]
        if held == 0:
            return f"You have no {name} cards: you pass."
        return f"Beating the highest bid needs {need} more {name} cards; you have {held}: you pass."

    # -- input and time ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.bid_button:
                self.on_confirm()
                return True
            if event.ui_element is self.pass_button:
                self.pass_by_key("Enter") if by_keyboard(event) else self.pass_()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.held is not None \
                and not self.drag.dragging:
            token = self.token_of(self.drag.held)
            assert token is not None, "a card the picture shows"
            self.drag.cancel()
            self.queue.finish_all()
            if token in self.chosen:            # a click: take the card back, or choose it
                self.unchoose(token)
            else:
                self.choose(token)
            return True
        used = super().handle(event)
        if not used and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.refuse_pick(event.pos)
        return used

    def key_actions(self) -> dict:
        """B bids the chosen cards (when they beat the highest bid), P passes."""
        actions: dict = {"bid": self.on_confirm} if self.can_bid() else {}
        if self.my_turn():
            actions["pass"] = lambda: self.pass_by_key(KEYS["pass"].cap)
        return actions

    def refuse_pick(self, pos: tuple[int, int]) -> bool:
        """A press on a card of the person's hand that cannot be bid now says why (on a click or
        a drag alike); True when it did."""
        sprite = self.cards.card_at(pos)
        token = self.token_of(sprite) if sprite is not None else None
        if sprite is None or token is None or token not in self.my_hand() or self.can_pick(sprite):
            return False
        self.hud.show_message(self.why_not(token), seconds=4)
        return True

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
            self.auto_pass_left = tween.scaled(AUTO_PASS_SECONDS)
            self.hud.show_message(self.no_raise_reason(), seconds=2)
        self.auto_pass_left -= dt
        if self.auto_pass_left <= 0:
            self.auto_pass_left = None
            self.act(Pass())

    # -- words -------------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view.is_over():
            return "Game over"
        what = f"{COLOURS[bin_colour(view.bin)]} {bin_value(view.bin)} bin"
        if self.my_turn():
            return f"Your go on the {what}: bid or pass"
        return f"{agree(self.seat_name(view.turn), 'are', 'is')} bidding on the {what}"

    def scores_text(self) -> str:
        """Short names, so six players fit the band: "You 4   B2 -1   B3 7"; at a table with
        friends each person's own name ("You 4   Ann -1   B3 7")."""
        given = self.link.names or [""] * self.players
        names = [given[s] or ("You" if self.is_human(s) else f"B{s + 1}") for s in range(self.players)]
        return "   ".join(f"{name} {score:g}" for name, score in zip(names, self.view.scores()))

    def first_tip(self) -> tuple[str, pygame.Rect] | None:
        return ("Click cards of the bin's colour (or drag them onto the bin), then Bid; or Pass.", self.plan.hand)

    def hint_rects(self, action: Any) -> list[pygame.Rect]:
        if isinstance(action, Pass):
            return [self.pass_button.rect]
        mine, rects = self.my_hand(), []
        for kind in set(action.cards):
            copies = [t for t in mine if card_of(t) == kind][-action.cards.count(kind):]
            rects += [self.shown_part(t) for t in copies]
        return rects + [self.plan.reveal_rect]     # a ring round each card to bid, none round the rest

    def shown_part(self, token: Token) -> pygame.Rect:
        """The part of a hand card in sight: the cards overlap, each lying over its left-hand neighbour
        in the same row, so a ring round the whole card would ring a neighbour too."""
        rect = self.picture.sprites[token].rect
        over = [self.picture.sprites[t].rect for t in self.my_hand() if t is not token]
        right = min((r.left for r in over if rect.left < r.left < rect.right and r.top < rect.centery < r.bottom),
                    default=rect.right)
        return pygame.Rect(rect.left, rect.top, right - rect.left, rect.height)

    def action_area(self) -> list[pygame.Rect]:
        if self.me is None:
            return []
        return [self.plan.hand, self.plan.my_bid, self.plan.bid_button.union(self.plan.pass_button)]

    def table_areas(self) -> list[pygame.Rect]:
        """Each rival's panel with its bid row, the person's panel, bid row and hand, the piles, the
        open bin and the words about its bidding (where they were drawn last)."""
        plan = self.plan
        return [*(plan.panel[seat].union(plan.bid_row[seat]) for seat in plan.opponents),
                plan.my_panel.union(plan.my_bid).union(plan.hand),
                *(drawing.pile_rect(plan, attribute) for _, attribute, _ in drawing.PILES),
                plan.reveal_rect, *self.info_rects]

    def result_table(self) -> ResultTable:
        """Players ranked by score: the bins each won, their unrecycled cards, the total."""
        view = self.view
        scores = view.scores()
        ranking = sorted(range(self.players), key=lambda s: -scores[s])
        rows = []
        for seat in ranking:
            bins = sorted((bin_value(b) for b in view.won[seat]), reverse=True)
            won_cell = f"{' + '.join(map(str, bins))} = {sum(bins)}" if len(bins) > 1 else str(sum(bins))
            lost = sum(view.unrecycled[seat])
            rows.append((self.seat_name(seat), [won_cell, f"-{lost}" if lost else "0", f"{scores[seat]:g}"]))
        winners = [place for place, seat in enumerate(ranking) if seat in view.winners()]
        names = [self.seat_name(s) for s in range(self.players)]
        headline = headline_for(view.winners(), names, self.result_seat())
        notes = ["Won bins score their value; each card of a lost bid costs a point; cards left in hand "
                 "score nothing."]
        return ResultTable(headline, ["Bins won", "Lost bids", "Score"], rows, winners, notes)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        drawing.draw_table(surface, self)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.info_rects = drawing.draw_overlay(surface, self)

    def still_values(self) -> dict:
        """What the picture shows of this table (scenes.kit.still): all but where the overlay's
        words were drawn last, which drawing writes and nothing draws from."""
        values = dict(vars(self))
        del values["info_rects"]
        return values

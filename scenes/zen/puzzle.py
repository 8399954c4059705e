"""The Zen puzzle table: build a form by dragging cards from the hand onto its faint silhouette.

Left, the form: every cell shows its own card faintly, so the player sees exactly which card
goes where; placed cards sit on top. Right, the two decks (count, renewed or not), their
discard piles, the hand of up to three and the round's buttons. Click a deck to draw (or, at
the start, to reveal the start card). A hand card dropped on its own cell next to a placed
card is placed (the cell glows while it would accept); anywhere else it flies back. "End
round" with two or more cards left asks for their discard order: drag them into order, left
goes down first. Undo is the puzzle's own rule: it takes back this round's placements (the
table's undo against bots stays off).

The table is a client of the referee: it draws from its View and the kit's picture moves the
cards between the engine's zones (game/zen/actions.py) as the events say.
"""
from __future__ import annotations

from typing import Any, cast

import pygame

from game.core import Acted, Action, CardMoved, Event, GameOver
from game.core.text import Text
from game.flanx.cards import deck_of
from game.referee import Link
from game.zen.actions import DRAWN, TURNED, ChooseStartDeck, Draw, EndRound, Place, Undo
from game.zen.form import Form
from game.zen.forms import form_title
from game.zen.state import ZenView
from scenes.flanx.faces import paint_back, paint_face
from scenes.kit import palette, theme
from scenes.kit.cards import CardSprite
from scenes.kit.dialog import make_button
from scenes.kit.felt import draw_slot
from scenes.kit.lang import N_, _, ngettext, say
from scenes.kit.picture import Spot, Token
from scenes.kit.standings import ResultTable
from scenes.kit.table import TableScene
from scenes.zen import results
from scenes.zen.art import ghost_image
from scenes.zen.layout import ZenPlan
from scenes.zen.result import ZenResultScene
from scenes.zen.words import DECK_WORDS, HELP, RENEWED, RUN_OUT, keys_line

#: seconds the cards turned up before the start card stay in view before going back
TURNED_SECONDS = 0.8
#: seconds the finished form stays lit before the result panel
LIT_SECONDS = 1.2
#: the round buttons' labels (End round becomes the second while the discard order is asked)
BUTTON_LABELS = (N_("End round"), N_("Discard"), N_("Undo"), N_("Back"))
#: the room a round button leaves beside its label
BUTTON_ROOM = 24


def held(sprite: CardSprite) -> int:
    """The card of a sprite the person picked up: a card of the hand, known by its id."""
    return cast(int, sprite.card_id)


class ZenPuzzle(TableScene):
    name = "zen"
    view: ZenView
    plan: ZenPlan
    hint_by_review = False    # a puzzle alone has no review: its hint is the policy's move
    hint_level = "policy"
    #: the puzzle's own Undo (a rule: this round's placements) replaces the table's
    undo_allowed = False
    result_scene = ZenResultScene

    def __init__(self, app: Any, link: Link) -> None:
        super().__init__(app, link)
        if self.view.phase == "won":
            self.light_up()

    def set_up(self) -> None:
        #: asking for the discard order of the cards left in hand
        self.ordering = False
        self.order: list[int] = list(self.view.hand)     # the hand as shown: the discard order
        # made at a button's real height (a tiny one makes pygame_gui clamp its rounded corners);
        # relayout puts each in its place and width
        size = pygame.Rect(0, 0, 160, 44)
        self.buttons = {
            "end": make_button(self.ui, size, _("End round"), self.end_round),
            "undo": make_button(self.ui, size, _("Undo"), self.take_back),
            "back": make_button(self.ui, size, _("Back"), self.stop_ordering),
        }

    @property
    def form(self) -> Form:
        return self.view.form

    # -- the picture of the table ----------------------------------------------------------------
    def make_plan(self, size: tuple[int, int]) -> ZenPlan:
        widest = max(theme.text_size(self.ui, _(label), "button")[0] for label in BUTTON_LABELS)
        return ZenPlan(self.form, self.play_area(size), (widest + BUTTON_ROOM, theme.grown(self.ui, 44, "button")))

    def relayout(self, size: tuple[int, int]) -> None:
        super().relayout(size)
        for column, key in enumerate(("end", "undo")):
            rect = self.plan.button_rect(column)
            self.buttons[key].set_relative_position(rect.topleft)
            self.buttons[key].set_dimensions(rect.size)
        rect = self.plan.button_rect(1)
        self.buttons["back"].set_relative_position(rect.topleft)
        self.buttons["back"].set_dimensions(rect.size)
        self.update_buttons()

    def new_sprite(self, token: Token, zone: tuple) -> CardSprite:
        back = deck_of(token) if isinstance(token, int) else zone[1] if zone[0] in ("deck", "discard") else 0
        return CardSprite(token, paint_face, size=(60, 60), back_painter=paint_back, back_id=back, face_up=False)

    def spot(self, zone: tuple, index: int, count_: int) -> Spot:
        plan, kind = self.plan, zone[0]
        if kind == "grid":
            rect = plan.cell_rect((zone[1], zone[2]))
            return Spot(*rect.center, rect.size, True, 10)
        if kind == "drawn":
            rect = plan.hand_rects()[self.hand_slot(index)]
            return Spot(*rect.center, rect.size, True, 200 + index)
        if kind == "turned":
            rect = plan.turned_rect(index, count_)
            return Spot(*rect.center, rect.size, True, 300 + index)
        rect = plan.deck_rect(zone[1]) if kind == "deck" else plan.discard_rect(zone[1])
        top = index == count_ - 1
        # the discard pile's top card face up: the person laid it there and knows it (the view shows it)
        return Spot(*rect.center, rect.size, kind == "discard" and top, index, visible=top)

    def hand_slot(self, index: int) -> int:
        """Where the `index`-th card of the hand rests: its place in the order the player set."""
        shown = self.picture.cards_in(DRAWN) if self.picture is not None else []
        token = shown[index] if index < len(shown) else None
        return self.order.index(token) if isinstance(token, int) and token in self.order else min(index, 2)

    def sync_order(self) -> None:
        """`order` holds the hand's cards: those still in it keep their places, new ones go last."""
        hand = self.view.hand
        self.order = [c for c in self.order if c in hand] + [c for c in hand if c not in self.order]

    def rearrange(self) -> None:
        """The hand's cards slide to their places in `order`."""
        self.sync_order()
        self.queue.add(*self.picture.settle([]))

    # -- events ------------------------------------------------------------------------------------
    def animate(self, events: list[Event]) -> None:
        """The cards turned up before the start card stay in view a moment before going back; a
        discard pile turned over into its deck is said in the HUD."""
        self.sync_order()
        renewed: dict[int, int] = {}
        for event in events:
            if isinstance(event, CardMoved) and event.src[0] == "discard" and event.dst[0] == "deck":
                renewed[event.dst[1]] = renewed.get(event.dst[1], 0) + 1
        for d, cards in renewed.items():
            self.hud.show_message(RENEWED[d](cards).format(n=cards), 5)
        back = next((i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.src == TURNED), None)
        if back is None:
            super().animate(events)
            return
        super().animate(events[:back])
        self.queue.pause(TURNED_SECONDS)
        super().animate(events[back:])

    def on_event(self, event: Event) -> None:
        if isinstance(event, Acted) and isinstance(event.action, ChooseStartDeck):
            turned = len(self.view.turned_up)
            self.hud.show_message(_("The top card belongs to the form: it starts the picture.") if not turned else
                                  ngettext("{n} card turned up before one of the form; it was shuffled back.",
                                           "{n} cards turned up before one of the form; they were shuffled back.",
                                           turned).format(n=turned), 5)
        elif isinstance(event, GameOver):
            if self.me is not None and self.link.counted:   # the person's result, in a game that counts
                results.record(self.form, won=self.view.phase == "won", rounds=self.view.rounds)
            self.queue.call(self.light_up)
            self.queue.pause(LIT_SECONDS)

    def light_up(self) -> None:
        """A complete form glows."""
        if self.view.phase != "won":
            return
        for c in self.view.placed:
            sprite = self.picture.sprite(c)
            if sprite is not None:
                sprite.highlight = palette.GLOW

    # -- drag and drop ---------------------------------------------------------------------------
    def can_pick(self, sprite: CardSprite) -> bool:
        return self.my_turn() and isinstance(sprite.card_id, int) and self.picture.zone_of(sprite.card_id) == DRAWN

    def targets(self, sprite: CardSprite) -> dict:
        c = held(sprite)
        if self.ordering:
            return {("slot", i): rect for i, rect in enumerate(self.plan.hand_rects()[:len(self.order)])
                    if self.order[i] != c}
        if Place(c) in self.view.legal_actions():
            cell = self.form.home[c]
            return {("cell", cell): self.plan.cell_rect(cell)}
        return {}

    def dropped(self, sprite: CardSprite, target: Any) -> bool:
        kind, where = target
        c = held(sprite)
        if kind == "slot":
            self.order.remove(c)
            self.order.insert(where, c)
            self.rearrange()
            return True
        return self.act(Place(c))

    # -- buttons, clicks and keys ----------------------------------------------------------------
    def end_round(self) -> None:
        if len(self.view.hand) >= 2 and not self.ordering:
            self.ordering = True
            self.refresh_hud()
            return
        self.sync_order()
        self.act(EndRound(tuple(self.order)))

    def stop_ordering(self) -> None:
        self.ordering = False
        self.refresh_hud()

    def take_back(self) -> None:
        """The puzzle's own Undo: the last card placed this round goes back to the hand."""
        self.act(Undo())

    def click_deck(self, pos: tuple[int, int]) -> bool:
        for d in self.form.decks():
            if self.plan.deck_rect(d).collidepoint(pos):
                for action in (ChooseStartDeck(d), Draw(d)):
                    if self.my_turn() and action in self.view.legal_actions():
                        self.draw_from(action)
                        return True
                self.hud.show_message(self.why_no_draw(d))
                return True
        return False

    def why_no_draw(self, d: int) -> str:
        if self.view.phase == "play":
            return _("Finish this round first: End round puts the cards left in hand on the discard pile.")
        if self.view.deck_size(d) == 0:
            return _(RUN_OUT[d])
        return _("The game is over.")

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click_deck(event.pos)
        return False

    def draws(self) -> dict:
        """What drawing from each deck does now, for the decks that may be drawn from."""
        legal = self.view.legal_actions() if self.my_turn() else []
        found = {}
        for d in self.form.decks():
            action = next((a for a in (ChooseStartDeck(d), Draw(d)) if a in legal), None)
            if action is not None:
                found[d] = lambda a=action: self.draw_from(a)
        return found

    def draw_from(self, action: Action) -> None:
        """Draw (or turn up the start card) from a deck, with the deal's sound."""
        if self.act(action):
            self.sounds.play("deal")

    def key_actions(self) -> dict:
        """W / B: the white / black deck; E: End round (or confirm the order); Ctrl+Z: the
        puzzle's own Undo."""
        actions = {("white", "black")[d]: draw for d, draw in self.draws().items()}
        if self.view.phase == "play" and self.my_turn():
            actions["end"] = self.end_round
        if Undo() in (self.view.legal_actions() if self.my_turn() else []) and not self.ordering:
            actions["undo"] = self.take_back
        return actions

    def cursor_targets(self) -> dict:
        """The decks that may be drawn from (End round is a button: Tab or E reach it, not the arrows)."""
        return {("deck", d): (self.plan.deck_rect(d), draw) for d, draw in self.draws().items()}

    def update_buttons(self) -> None:
        legal = self.view.legal_actions() if self.my_turn() else []
        playing = self.view.phase == "play" and self.me is not None
        self.buttons["end"].set_text(_(BUTTON_LABELS[1] if self.ordering else BUTTON_LABELS[0]))
        for key, on in (("end", playing), ("undo", Undo() in legal and not self.ordering)):
            self.buttons[key].enable() if on else self.buttons[key].disable()
        self.buttons["undo"].show() if not self.ordering else self.buttons["undo"].hide()
        self.buttons["back"].show() if self.ordering else self.buttons["back"].hide()

    def act(self, action: Action) -> bool:
        done = super().act(action)
        if done:
            self.ordering = False
        self.update_buttons()
        return done

    def refresh_hud(self) -> None:
        super().refresh_hud()
        self.update_buttons()

    # -- words and hints ---------------------------------------------------------------------------
    def status_text(self) -> str:
        phase = self.view.phase
        if phase == "won":
            return _("{form} is complete!").format(form=say(form_title(self.form)))
        if phase == "lost":
            return _("The decks have run out")
        if self.me is None:
            return super().status_text()
        if phase == "start":
            return _("Click a deck for the start card")
        if phase == "draw":
            return _("Click a deck to draw 3 cards")
        if self.ordering:
            return _("Set the discard order")
        return _("Place cards, then End round")

    def scores_text(self) -> str:
        return _("Placed {placed} / {cards}    Round {n}").format(placed=len(self.view.placed), cards=len(self.form),
                                                                n=self.view.rounds)

    def first_tip(self) -> tuple[str, pygame.Rect] | None:
        """For a first puzzle: point at the decks, where every round begins."""
        if self.view.phase not in ("start", "draw"):
            return super().first_tip()
        decks = [self.plan.deck_rect(d) for d in self.form.decks()]
        return (_("Click a deck: cards are turned up until one belongs to the form, and it starts the picture."),
                decks[0].unionall(decks[1:]))

    def on_confirm(self) -> bool:
        """Space ends the round (or confirms the discard order), like End round."""
        if self.view.phase != "play" or not self.my_turn():
            return False
        self.end_round()
        return True

    def show_hint(self, action: Action, text: Text | str) -> None:
        """An End round hint also lays the hand out in the discard order it suggests."""
        if isinstance(action, EndRound):
            self.order = list(action.order)
            self.rearrange()
        super().show_hint(action, say(text))

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        if isinstance(action, (ChooseStartDeck, Draw)):
            return [self.plan.deck_rect(action.deck)]
        if isinstance(action, Place):
            sprite = self.picture.sprite(action.card)
            return ([sprite.rect] if sprite is not None else []) + [self.plan.cell_rect(self.form.home[action.card])]
        if isinstance(action, EndRound):
            return self.plan.hand_rects()[:len(action.order)] + [self.plan.button_rect(0)]
        return [self.plan.button_rect(1)]

    def table_areas(self) -> list[pygame.Rect]:
        return [self.plan.deck_rect(d).union(self.plan.discard_rect(d)) for d in self.form.decks()]

    def action_area(self) -> list[pygame.Rect]:
        """Where the person acts now: the decks (and their piles) before a round, the hand and
        the form's cells (where cards are dropped) during one."""
        if self.view.phase in ("start", "draw"):
            return [self.plan.deck_rect(d).union(self.plan.discard_rect(d)) for d in self.form.decks()]
        return [self.plan.hand_row(), *map(self.plan.cell_rect, self.form.cells)]

    def result_table(self) -> ResultTable:
        view = self.view
        title = say(form_title(self.form))
        if view.phase == "won":
            headline = ngettext("Complete in {n} round", "Complete in {n} rounds", view.rounds).format(n=view.rounds)
            notes = [_("{form}: every card in place.").format(form=title), results.best_line(self.form.name)]
        else:
            missing = len(view.missing())
            headline = ngettext("{n} card missing", "{n} cards missing", missing).format(n=missing)
            ran_out = (_("{form}: both decks ran out a second time.") if len(self.form.decks()) > 1
                       else _("{form}: the deck ran out a second time."))
            notes = [ran_out.format(form=title), _("The missing cells are marked in red.")]
        placed = _("{placed} of {cards}").format(placed=len(view.placed), cards=len(self.form))
        return ResultTable(headline, [_("Placed"), _("Rounds")], [(self.seat_name(0), [placed, str(view.rounds)])],
                           view.winners(), notes)

    # -- drawing -----------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        for rect in self.plan.hand_rects():
            draw_slot(cloth, rect)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        self.draw_help(surface)
        self.draw_form(surface)
        for d in self.form.decks():
            self.draw_piles(surface, d)
        rects = self.plan.hand_rects()
        label = theme.font(15).render(_("Hand") if not self.ordering else _("Discard order: the first goes down first"),
                                      True, palette.TEXT)
        surface.blit(label, label.get_rect(bottomleft=(self.plan.panel.left + 16, rects[0].top - 8)))
        if self.ordering:
            for i, rect in enumerate(rects[:len(self.order)]):
                badge = theme.font(16, bold=True).render(("1st", "2nd", "3rd")[i], True, palette.GLOW)
                surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
        else:
            self.draw_captions(surface)
        self.mark_own_cell(surface)

    def draw_captions(self, surface: pygame.Surface) -> None:
        """Under each hand card at rest: whether it fits now, later, or is not in the form at all."""
        legal = self.view.legal_actions() if self.my_turn() else []
        font = theme.font(13)
        resting = set(self.picture.cards_in(DRAWN)) & set(self.view.hand)
        for c, rect in zip(self.order, self.plan.hand_rects()):
            if c not in resting:
                continue
            if self.form.cell_of(c) is None:
                text, colour = _("not in form"), palette.TEXT_DIM
            elif Place(c) in legal:
                text, colour = _("fits now"), palette.GLOW
            else:
                text, colour = _("not yet"), palette.TEXT
            caption = font.render(text, True, colour)
            surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.bottom + 6)))

    def mark_own_cell(self, surface: pygame.Surface) -> None:
        """Outline the cell of the hand card under the pointer or in hand: where it belongs."""
        sprite = self.drag.held or self.drag.selected or self.drag.hovered
        if sprite is None or sprite.card_id not in self.view.hand:
            return
        cell = self.form.cell_of(sprite.card_id)
        if cell is not None:
            pygame.draw.rect(surface, palette.HOVER, self.plan.cell_rect(cell).inflate(-2, -2), width=3,
                             border_radius=8)

    def draw_help(self, surface: pygame.Surface) -> None:
        """The rules in three lines under the buttons, and the keys; gone once the puzzle is over
        (the result panel stands over that column then, and its ends would show beside it)."""
        if self.view.is_over():
            return
        y = self.plan.help_top()
        font = theme.font(13)
        bottom = self.plan.panel.bottom
        for line in theme.wrap(" ".join([*map(_, HELP), keys_line()]), font, self.plan.panel.width - 16):
            if y + font.get_linesize() > bottom:
                break
            surface.blit(font.render(line, True, palette.TEXT_DIM), (self.plan.panel.left + 16, y))
            y += font.get_linesize()

    def draw_form(self, surface: pygame.Surface) -> None:
        plan = self.plan
        title = theme.font(22, bold=True).render(say(form_title(self.form)), True, palette.GLOW)
        surface.blit(title, (plan.form_rect.left, plan.form_rect.top - 38))
        cards = len(self.form)
        detail = (ngettext("level {level} · {n} card", "level {level} · {n} cards", cards) if self.form.level else
                  ngettext("your own form · {n} card", "your own form · {n} cards", cards))
        sub = theme.font(15).render(detail.format(level=self.form.level, n=cards), True, palette.TEXT_DIM)
        surface.blit(sub, (plan.form_rect.left + title.get_width() + 14, plan.form_rect.top - 32))
        placed = self.view.placed_cells()
        lost = self.view.phase == "lost"
        for cell, c in self.form.cells.items():
            if cell in placed:
                continue
            rect = plan.cell_rect(cell)
            surface.blit(ghost_image(c, rect.size), rect.topleft)
            if lost:
                pygame.draw.rect(surface, palette.REFUSED, rect.inflate(-4, -4), width=3, border_radius=6)

    def draw_piles(self, surface: pygame.Surface, d: int) -> None:
        view, plan = self.view, self.plan
        deck, discard = plan.deck_rect(d), plan.discard_rect(d)
        size, pile = view.deck_size(d), len(view.discards[d])
        draw_slot(surface, deck, label=None if self.picture.cards_in(("deck", d)) else "–")
        draw_slot(surface, discard)
        if self.my_turn() and view.phase in ("start", "draw") and size:
            pygame.draw.rect(surface, palette.SLOT_EDGE, deck.inflate(8, 8), width=3, border_radius=10)
        font = theme.font(15)
        deck_words = _(DECK_WORDS[d]).format(n=size)
        for text, rect in ((deck_words, deck), (_("Discards {n}").format(n=pile), discard)):
            label = font.render(text, True, palette.TEXT)
            surface.blit(label, label.get_rect(bottomleft=(rect.left, rect.top - 4)))
        if view.spent(d):
            note, colour = _("out of play"), palette.REFUSED
        elif view.renewed[d]:
            note, colour = _("second time through"), palette.GLOW
        else:
            note, colour = _("first time through"), palette.TEXT_DIM
        surface.blit(font.render(note, True, colour), (deck.left, deck.bottom + 4))

"""The Zen puzzle table: build a form by dragging cards from the hand onto its faint silhouette.

Left, the form: every cell shows its own card faintly, so the player sees exactly which card
goes where; placed cards sit on top. Right, the two decks (count, renewed or not), their
discard piles, the hand of up to three and the round's buttons. Click a deck to draw (or, at
the start, to reveal the start card). A hand card dropped on its own cell next to a placed
card is placed (the cell glows while it would accept); anywhere else it flies back. "End
round" with two or more cards left asks for their discard order: drag them into order, left
goes down first. Undo takes back this round's placements. The engine referees everything.
"""
from __future__ import annotations

import pygame

from game.core import Event, GameOver
from game.flanx.cards import DECK_NAMES, deck_of
from game.zen.form import Cell
from game.zen.rules import (
    CardsDiscarded, CardsDrawn, ChooseStartDeck, DeckRenewed, Draw, EndRound, Place, StartCardFound,
    Undo,
)
from scenes.dialog import make_button
from scenes.kit import palette, theme
from scenes.kit.cards import STYLE, CardSprite, back_image, cached_art, face_image
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_slot
from scenes.kit.table import TableScene
from scenes.kit.tween import flip, move
from scenes.rules import wrap
from scenes.zen import results
from scenes.flanx.faces import paint_back, paint_face

PANEL_SHARE = 0.34          # the right-hand panel's share of the window width
MARGIN = 20
GHOST_ALPHA = 110           # how faint an empty cell's silhouette is
MAX_CELL = 120
HELP = (
    "A card goes only on its own cell, next to a placed card.",
    "Cards left at the end of a round go on the discard pile;",
    "when a deck runs out, its pile becomes the deck, once.",
    "Keys: W / B draw, Space or Enter ends the round, Ctrl+Z undoes.",
)


def ghost_image(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The card's face, faint: the silhouette of an empty cell of the form."""
    def make() -> pygame.Surface:
        image = face_image(paint_face, card, size).copy()
        image.set_alpha(GHOST_ALPHA)
        return image
    return cached_art(("zen-ghost", card, size, STYLE.version), make)


class ZenPuzzle(TableScene):
    name = "zen"
    bot_pause = 0.0
    #: asking for the discard order of the cards left in hand
    ordering = False

    @property
    def form(self):
        return self.state.form

    def __init__(self, app, game_name, players, options, seats, state=None) -> None:
        super().__init__(app, game_name, players, options, seats, state)
        self.sprites: dict[int, CardSprite] = {}
        self.order: list[int] = list(self.state.hand)     # the hand as shown: the discard order
        self.hinted_deck: int | None = None
        self.recorded = self.state.is_over()     # a finished save was recorded when it finished
        # made at a button's real height (a tiny one makes pygame_gui clamp its rounded corners);
        # relayout puts each in its place and width
        size = pygame.Rect(0, 0, 160, 44)
        self.buttons = {
            "end": make_button(self.ui, size, "End round", self.end_round),
            "undo": make_button(self.ui, size, "Undo", self.undo),
            "back": make_button(self.ui, size, "Back", self.stop_ordering),
        }
        self.drag = DragAndDrop(self.cards, can_pick=self.can_pick, targets=self.targets,
                                on_drop=self.dropped, queue=self.queue)
        for c in list(self.state.placed) + list(self.state.hand):
            self.sprite(c)
        self.relayout(app.size)

    # -- geometry ------------------------------------------------------------------------------
    def relayout(self, size: tuple[int, int], animate: bool = False) -> None:
        area = self.play_area(size)
        panel_w = round(size[0] * PANEL_SHARE)
        self.form_rect = pygame.Rect(MARGIN, area.top + 44, size[0] - panel_w - 2 * MARGIN,
                                     area.height - 44 - MARGIN)
        self.panel = pygame.Rect(size[0] - panel_w, area.top + 8, panel_w - MARGIN, area.height - 16)
        _, _, cols, rows = self.form.bounds()
        self.cell = max(24, min(MAX_CELL, self.form_rect.width // cols, self.form_rect.height // rows))
        self.pile = max(48, min(96, (self.panel.height - 120) // 5))
        self.hand_size = max(60, min(110, (self.panel.width - 4 * 16) // 3))
        self.place_buttons()
        self.update_buttons()
        self.lay_cards(animate)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        min_c, min_r, cols, rows = self.form.bounds()
        left = self.form_rect.centerx - cols * self.cell // 2
        top = self.form_rect.centery - rows * self.cell // 2
        return pygame.Rect(left + (cell[0] - min_c) * self.cell, top + (cell[1] - min_r) * self.cell,
                           self.cell, self.cell)

    def deck_rect(self, d: int) -> pygame.Rect:
        row = self.form.decks().index(d) if d in self.form.decks() else 0
        return pygame.Rect(self.panel.left + 16, self.panel.top + 26 + row * (self.pile + 64),
                           self.pile, self.pile)

    def discard_rect(self, d: int) -> pygame.Rect:
        return self.deck_rect(d).move(self.pile + 40, 0)

    def hand_rects(self) -> list[pygame.Rect]:
        decks_bottom = self.deck_rect(self.form.decks()[-1]).bottom + 60
        gap = (self.panel.width - 3 * self.hand_size) // 4
        return [pygame.Rect(self.panel.left + gap + i * (self.hand_size + gap), decks_bottom,
                            self.hand_size, self.hand_size) for i in range(3)]

    def place_buttons(self) -> None:
        below = self.hand_rects()[0].bottom + 40
        width = (self.panel.width - 3 * 16) // 2
        for i, key in enumerate(("end", "undo")):
            button = self.buttons[key]
            button.set_relative_position((self.panel.left + 16 + i * (width + 16), below))
            button.set_dimensions((width, 44))
        self.buttons["back"].set_relative_position((self.panel.left + 16 + width + 16, below))
        self.buttons["back"].set_dimensions((width, 44))

    # -- the cards -------------------------------------------------------------------------------
    def sprite(self, c: int) -> CardSprite:
        if c not in self.sprites:
            self.sprites[c] = self.cards.add(CardSprite(c, paint_face, size=(60, 60),
                                                        back_painter=paint_back, back_id=deck_of(c)))
        return self.sprites[c]

    def homes(self) -> dict[int, tuple[pygame.Rect, int]]:
        """Where each shown card rests now: (rect, size)."""
        out = {c: (self.cell_rect(self.form.home[c]), self.cell) for c in self.state.placed}
        self.order = [c for c in self.order if c in self.state.hand]
        self.order += [c for c in self.state.hand if c not in self.order]
        for c, rect in zip(self.order, self.hand_rects()):
            out[c] = (rect, self.hand_size)
        return out

    def lay_cards(self, animate: bool) -> list:
        """Send every card to its home: jump, or return the moves (cards leaving are hidden)."""
        moves = []
        homes = self.homes()
        for c, sprite in self.sprites.items():
            if c not in homes:
                if not animate:      # when animating, fly_to_discard hides it on arrival
                    sprite.visible = False
                continue
            rect, size = homes[c]
            sprite.visible, sprite.size = True, (size, size)
            sprite.set_home(*rect.center)
            if animate:
                moves.append(move(sprite, *rect.center))
                if not sprite.face_up:
                    moves.append(flip(sprite, face_up=True))
            else:
                sprite.face_up = True
                sprite.jump_home()
        return moves

    # -- engine events -> motion -----------------------------------------------------------------
    def animate(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, (CardsDrawn, StartCardFound)):
                deck = event.deck if isinstance(event, CardsDrawn) else deck_of(event.card)
                cards = event.cards if isinstance(event, CardsDrawn) else (event.card,)
                for c in cards:
                    sprite = self.sprite(c)
                    sprite.pos, sprite.face_up, sprite.visible = self.deck_rect(deck).center, False, True
                    self.cards.raise_to_top(sprite)
            if isinstance(event, StartCardFound):
                self.hud.show_message(self.start_message(event), 5)
            elif isinstance(event, CardsDiscarded):
                self.fly_to_discard(event)
            elif isinstance(event, DeckRenewed):
                self.hud.show_message(f"The {DECK_NAMES[event.deck]} discard pile is now the deck "
                                      f"({event.size} cards, first discarded on top).", 5)
        self.queue.add(*self.lay_cards(animate=True))
        if any(isinstance(event, GameOver) for event in events):
            self.light_up()        # once every card has landed
        self.update_buttons()

    def start_message(self, event: StartCardFound) -> str:
        turned = len(event.revealed)
        if not turned:
            return "The top card belongs to the form: it starts the picture."
        return (f"{turned} card{'s' if turned > 1 else ''} turned up before one of the form; "
                f"{'they were' if turned > 1 else 'it was'} shuffled back.")

    def fly_to_discard(self, event: CardsDiscarded) -> None:
        target = self.discard_rect(event.deck).center
        sprites = [self.sprites[c] for c in event.cards]
        flights = []
        for sprite in sprites:
            sprite.highlight = None
            flights += [move(sprite, *target), flip(sprite, face_up=False)]

        def hide() -> None:
            for sprite in sprites:
                sprite.visible = False
        self.queue.add(*flights, on_end=hide)

    def light_up(self) -> None:
        won = self.state.phase == "won"
        for c in self.state.placed:
            self.sprite(c).highlight = palette.GLOW if won else None
        self.sounds.play("win" if won else "lose")
        self.queue.pause(1.2)

    # -- drag and drop ---------------------------------------------------------------------------
    def can_pick(self, sprite: CardSprite) -> bool:
        return self.my_turn() and sprite.card_id in self.state.hand

    def targets(self, sprite: CardSprite) -> dict:
        c = sprite.card_id
        if self.ordering:
            return {("slot", i): rect for i, rect in enumerate(self.hand_rects()[:len(self.order)])
                    if self.order[i] != c}
        if Place(c) in self.state.legal_actions(0):
            return {("cell", self.form.home[c]): self.cell_rect(self.form.home[c])}
        return {}

    def dropped(self, sprite: CardSprite, target) -> bool:
        kind, where = target
        if kind == "slot":
            self.order.remove(sprite.card_id)
            self.order.insert(where, sprite.card_id)
            self.queue.add(*self.lay_cards(animate=True))
            return True
        placed = self.act(Place(sprite.card_id))
        if placed:
            self.sounds.play("place")
        return placed

    # -- buttons and clicks ------------------------------------------------------------------------
    def end_round(self) -> None:
        if len(self.state.hand) >= 2 and not self.ordering:
            self.ordering = True
            self.update_buttons()
            self.refresh_hud()
            return
        self.homes()      # brings self.order in line with the hand
        self.act(EndRound(tuple(self.order)))

    def stop_ordering(self) -> None:
        self.ordering = False
        self.update_buttons()
        self.refresh_hud()

    def undo(self) -> None:
        self.act(Undo())

    def click_deck(self, pos: tuple[int, int]) -> bool:
        for d in self.form.decks():
            if self.deck_rect(d).collidepoint(pos):
                for action in (ChooseStartDeck(d), Draw(d)):
                    if self.my_turn() and action in self.state.legal_actions(0):
                        self.hinted_deck = None
                        self.act(action)
                        self.sounds.play("deal")
                        return True
                self.hud.show_message(self.why_no_draw(d))
                return True
        return False

    def why_no_draw(self, d: int) -> str:
        if self.state.phase == "play":
            return "Finish this round first: End round puts the cards left in hand on the discard pile."
        if self.state.deck_size(d) == 0:
            return f"The {DECK_NAMES[d]} deck has run out for good."
        return "The game is over."

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click_deck(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.shortcut(event)
        return False

    def shortcut(self, event: pygame.event.Event) -> bool:
        """W / B: the white / black deck; Enter: End round (or confirm the order); Ctrl+Z: Undo."""
        legal = self.state.legal_actions(0) if self.my_turn() else []
        if event.key in (pygame.K_w, pygame.K_b):
            d = 0 if event.key == pygame.K_w else 1
            action = next((a for a in (ChooseStartDeck(d), Draw(d)) if a in legal), None)
            if action is not None:
                self.act(action)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.state.phase == "play":
            self.end_round()
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and Undo() in legal:
            self.undo()
            return True
        return False

    def update_buttons(self) -> None:
        legal = self.state.legal_actions(0) if not self.state.is_over() else []
        playing = self.state.phase == "play"
        self.buttons["end"].set_text("Discard in this order" if self.ordering else "End round")
        for key, on in (("end", playing), ("undo", Undo() in legal and not self.ordering)):
            self.buttons[key].enable() if on else self.buttons[key].disable()
        self.buttons["undo"].show() if not self.ordering else self.buttons["undo"].hide()
        self.buttons["back"].show() if self.ordering else self.buttons["back"].hide()

    def act(self, action) -> bool:
        done = super().act(action)
        if done:
            self.ordering = False
            self.hinted_deck = None
            for c in self.state.hand:
                self.sprites[c].highlight = None
        self.update_buttons()
        return done

    # -- hud and hint ------------------------------------------------------------------------------
    def status_text(self) -> str:
        phase = self.state.phase
        if phase == "won":
            return f"{self.form.name} is complete!"
        if phase == "lost":
            return "The decks have run out"
        if phase == "start":
            return "Click a deck for the start card"
        if phase == "draw":
            return "Click a deck to draw 3 cards"
        if self.ordering:
            return "Set the discard order"
        return "Place cards, then End round"

    def scores_text(self) -> str:
        return f"Placed {len(self.state.placed)} / {len(self.form)}    Round {self.state.rounds}"

    def first_tip(self):
        """For a first puzzle: point at the decks, where every round begins."""
        decks = [self.deck_rect(d) for d in self.form.decks()]
        return ("Click a deck: cards are turned up until one belongs to the form, and it starts "
                "the picture.", decks[0].unionall(decks[1:]))

    def on_confirm(self) -> bool:
        """Space ends the round (or confirms the discard order), like End round."""
        if self.state.phase != "play" or not self.my_turn():
            return False
        self.end_round()
        return True

    def on_hint(self, action, text: str) -> None:
        self.hud.show_message(f"Hint: {text}", seconds=7)
        if isinstance(action, (Draw, ChooseStartDeck)):
            self.hinted_deck = action.deck
        elif isinstance(action, Place):
            self.sprite(action.card).highlight = palette.HOVER
        elif isinstance(action, EndRound):
            self.order = list(action.order)
            self.queue.add(*self.lay_cards(animate=True))

    def on_game_over(self) -> None:
        if not self.recorded:
            self.recorded = True
            results.record(self.state)
        from scenes.zen.result import ZenResultScene
        if self.state.phase == "won":
            headline = f"Complete in {self.state.rounds} rounds"
            notes = [f"{self.form.name}: every card in place.", results.best_line(self.form.name)]
        else:
            missing = len(self.state.missing())
            headline = f"{missing} card{'s' if missing != 1 else ''} missing"
            notes = [f"{self.form.name}: both decks ran out a second time.",
                     "The missing cells are marked in red."]
        self.app.scenes.push(ZenResultScene(self.app, self, headline, notes))

    # -- drawing -----------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        for rect in self.hand_rects():
            draw_slot(cloth, rect)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        self.draw_form(surface)
        for d in self.form.decks():
            self.draw_piles(surface, d)
        label = theme.font(15).render("Hand" if not self.ordering else "Discard order: 1st goes down first",
                                      True, palette.TEXT)
        surface.blit(label, label.get_rect(bottomleft=(self.panel.left + 16, self.hand_rects()[0].top - 8)))
        if self.ordering:
            for i, rect in enumerate(self.hand_rects()[:len(self.order)]):
                badge = theme.font(16, bold=True).render(("1st", "2nd", "3rd")[i], True, palette.GLOW)
                surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
        else:
            self.draw_captions(surface)
        self.mark_own_cell(surface)

    def draw_captions(self, surface: pygame.Surface) -> None:
        """Under each hand card: whether it fits now, later, or is not in the form at all."""
        legal = self.state.legal_actions(0) if self.my_turn() else []
        font = theme.font(13)
        for c, rect in zip(self.order, self.hand_rects()):
            if self.form.cell_of(c) is None:
                text, colour = "not in form", palette.TEXT_DIM
            elif Place(c) in legal:
                text, colour = "fits now", palette.GLOW
            else:
                text, colour = "not yet", palette.TEXT
            caption = font.render(text, True, colour)
            surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.bottom + 6)))

    def mark_own_cell(self, surface: pygame.Surface) -> None:
        """Outline the cell of the hand card under the pointer or in hand: where it belongs."""
        sprite = self.drag.held or self.drag.selected or self.drag.hovered
        if sprite is None or sprite.card_id not in self.state.hand:
            return
        cell = self.form.cell_of(sprite.card_id)
        if cell is not None:
            pygame.draw.rect(surface, palette.HOVER, self.cell_rect(cell).inflate(-2, -2), width=3,
                             border_radius=8)

    def draw_help(self, surface: pygame.Surface) -> None:
        """The rules in three lines under the buttons, and the keys; gone once the puzzle is over
        (the result panel stands over that column then, and its ends would show beside it)."""
        if self.state.is_over():
            return
        y = self.buttons["end"].get_abs_rect().bottom + 18
        font = theme.font(13)
        for line in wrap(" ".join(HELP), font, self.panel.width - 16):
            if y + font.get_linesize() > surface.get_height():
                break
            surface.blit(font.render(line, True, palette.TEXT_DIM), (self.panel.left + 16, y))
            y += font.get_linesize()

    def draw_form(self, surface: pygame.Surface) -> None:
        self.draw_help(surface)
        title = theme.font(22, bold=True).render(self.form.name, True, palette.GLOW)
        surface.blit(title, (self.form_rect.left, self.form_rect.top - 38))
        detail = f"level {self.form.level}" if self.form.level else "your own form"
        sub = theme.font(15).render(f"{detail} · {len(self.form)} cards", True, palette.TEXT_DIM)
        surface.blit(sub, (self.form_rect.left + title.get_width() + 14, self.form_rect.top - 32))
        placed = self.state.placed_cells()
        lost = self.state.phase == "lost"
        for cell, c in self.form.cells.items():
            if cell in placed:
                continue
            rect = self.cell_rect(cell)
            surface.blit(ghost_image(c, rect.size), rect.topleft)
            if lost:
                pygame.draw.rect(surface, palette.REFUSED, rect.inflate(-4, -4), width=3, border_radius=6)

    def draw_piles(self, surface: pygame.Surface, d: int) -> None:
        deck, discard = self.deck_rect(d), self.discard_rect(d)
        size = self.state.deck_size(d)
        name = DECK_NAMES[d].capitalize()
        renewed = "renewed: last pass" if self.state.renewed[d] else "renews once"
        if size:
            surface.blit(back_image(paint_back, deck.size, d), deck.topleft)
        else:
            draw_slot(surface, deck, label="–")
        if self.hinted_deck == d or (self.my_turn() and self.state.phase in ("start", "draw") and size):
            pygame.draw.rect(surface, palette.GLOW if self.hinted_deck == d else palette.SLOT_EDGE,
                             deck.inflate(8, 8), width=3, border_radius=10)
        pile = len(self.state.discards[d])
        if pile:
            surface.blit(back_image(paint_back, discard.size, d), discard.topleft)
        else:
            draw_slot(surface, discard)
        font = theme.font(15)
        for text, rect in ((f"{name} deck {size}", deck), (f"Discards {pile}", discard)):
            label = font.render(text, True, palette.TEXT)
            surface.blit(label, label.get_rect(bottomleft=(rect.left, rect.top - 4)))
        note = font.render(renewed, True, palette.GLOW if self.state.renewed[d] else palette.TEXT_DIM)
        surface.blit(note, (deck.left, deck.bottom + 4))

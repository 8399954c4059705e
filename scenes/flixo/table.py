"""The Flixo table: the team's displays, the draw pile and the discard pile.

Action 1: drag the top card of the discard pile onto a card of your display.  Action 2: click
the draw pile; the card turns over beside the discard pile; drag it onto a card of your display,
or onto the discard pile and then click one of your face-down cards to reveal it.  When a
Flixo was discarded, only its card can be picked up, and the status line says why.  A reward
lets you click any face-down card on the table: it turns towards you and gets an eye token;
resting the pointer on an eye-token card shows it.  Bots say what they are up to in speech
bubbles.  Removed lines glow, slide aside, and the display closes up, one step at a time; at
the end the face-down cards turn over one by one, and the end screen shows each display's score
and the rulebook's rating.  Campaign games (levels 2-4) record their result.

The table keeps its own picture of where each card lies (`where`, `grids`, `shapes`), built
from the state on start or resume and moved event by event, so the animation can lag the
engine (which has already finished the turn) without ever showing a card out of place.
"""
from __future__ import annotations

import logging
from typing import Optional

import pygame

from game.core import GameOver
from game.flixo import events as ev
from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.bots import intention
from game.flixo.cards import CAMPAIGN_LEVELS, DISPLAYS, FIRST_FLIXO, max_flixos
from game.flixo.display import CARD, EYE, UP
from game.flixo.table import DRAWN, REWARD, TURN
from scenes.flixo.faces import draw_eye_token, paint_back, paint_face
from scenes.flixo.layout import TablePlan
from scenes.kit import palette
from scenes.kit.cards import CardSprite, back_image, face_image
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_slot
from scenes.kit.table import TableScene
from scenes.kit.theme import font
from scenes.kit.tween import Animation, Call, Parallel, Sequence, Tween, Wait, aim_slide, flip, move_home
from scenes.kit.wake import Wake, soonest

log = logging.getLogger("parlour")

HIDDEN = ("hidden",)
DISCARD = ("discard",)
DRAWN_SPOT = ("drawn",)
REMOVED = ("removed",)
FLYING_Z = 10_000
BUBBLE_SECONDS = 2.6
PEEK_SECONDS = 1.1


class Later(Animation):
    """A step part built only when it starts: its motion depends on where the cards are then."""

    def __init__(self, build) -> None:
        self.build = build
        self.inner: Optional[Animation] = None
        self.done = False

    def update(self, dt: float) -> bool:
        if self.inner is None:
            self.inner = self.build()
        self.done = self.inner.update(dt)
        self.leftover = self.inner.leftover
        return self.done

    def finish(self) -> None:
        if self.inner is None:
            self.inner = self.build()
        self.inner.finish()
        self.done = True


class FlixoTable(TableScene):
    name = "flixo"
    bot_pause = 0.45

    def __init__(self, app, game_name: str, players: int, options: dict, seats: list[str], state=None) -> None:
        if state is None:
            options = campaign_options(players, options)
        super().__init__(app, game_name, players, options, seats, state)
        self.bottom_seat = self.me if self.me is not None else 0
        self.sprites = {c: self.cards.add(CardSprite(c, paint_face, back_painter=paint_back, face_up=False))
                        for c in self.state.all_cards()}
        self.pointer = (0, 0)
        self.pending_reveal = False          # the drawn card lies on the discard pile: pick a card to reveal
        self.bubbles: dict[int, list] = {}   # seat -> [words, seconds left]
        self.result: Optional[ev.FlixoResult] = None
        self.picture_from_state()
        self.plan = self.make_plan(app.size)
        self.drag = DragAndDrop(self.cards, can_pick=self.can_pick, targets=self.targets,
                                on_drop=self.dropped, queue=self.queue, sounds=self.sounds)
        self.relayout(app.size)

    # -- the picture of the table ----------------------------------------------------------------
    def picture_from_state(self) -> None:
        state = self.state
        self.where = {c: HIDDEN for c in self.sprites}
        self.face = {c: False for c in self.sprites}
        self.eyes: set[int] = set()
        self.grids = {s: [slot & CARD for slot in d] for s, d in enumerate(state.slots)}
        self.shapes = {s: (state.rows[s], state.cols[s]) for s in range(self.players)}
        # the shapes once every queued step has played: events are read ahead of the picture
        self.future_shapes = dict(self.shapes)
        self.closing = {s: [] for s in range(self.players)}   # lines leaving each display, in order
        for seat, d in enumerate(state.slots):
            for i, slot in enumerate(d):
                card = slot & CARD
                self.where[card] = ("cell", seat)
                self.face[card] = bool(slot & UP)
                if slot & EYE:
                    self.eyes.add(card)
        self.pile = list(state.discard)
        self.removed = list(state.removed)
        for c in self.pile:
            self.where[c], self.face[c] = DISCARD, True
        for c in self.removed:
            self.where[c], self.face[c] = REMOVED, True
        self.drawn = state.drawn if state.drawn >= 0 else None
        if self.drawn is not None:
            self.where[self.drawn], self.face[self.drawn] = DRAWN_SPOT, True

    def make_plan(self, size: tuple[int, int]) -> TablePlan:
        """Card sizes follow the dealt display, so they stay put while displays shrink."""
        return TablePlan(size, self.play_area(size).top, self.players, self.bottom_seat, DISPLAYS[self.state.display])

    def home_of(self, card: int) -> tuple:
        """(x, y, size, z, visible) of a card resting where the picture has it."""
        place, plan = self.where[card], self.plan
        if place[0] == "cell":
            seat = place[1]
            index = self.grids[seat].index(card)
            cols = self.shapes[seat][1]
            x, y = plan.cell_centre(seat, index // cols, index % cols, self.shapes[seat])
            return x, y, plan.card_size(seat), 100 + seat * 20 + index, True
        if place == DISCARD:
            depth = len(self.pile) - 1 - self.pile.index(card) if card in self.pile else 0
            return (*plan.discard.center, plan.pile_card, 500 - depth, depth < 2)
        if place == DRAWN_SPOT:
            return (*plan.drawn.center, plan.pile_card, 800, True)
        if place == REMOVED:
            depth = len(self.removed) - 1 - self.removed.index(card) if card in self.removed else 0
            return (*plan.removed.center, plan.removed.size, 300 - depth, depth < 3)
        return (*plan.draw_pile.center, plan.pile_card, 0, False)

    def relayout(self, size: tuple[int, int], animate: bool = False) -> None:
        self.plan = self.make_plan(size)
        for card, sprite in self.sprites.items():
            x, y, card_size, z, visible = self.home_of(card)
            sprite.size, sprite.visible, sprite.scale = card_size, visible, 1.0
            sprite.face_up = self.face[card]
            sprite.set_home(x, y)
            sprite.jump_home()
            sprite.z = z
        if self.pending_reveal and self.drawn is not None:
            self.rest_on_discard(self.sprites[self.drawn])

    def restack(self) -> None:
        for card, sprite in self.sprites.items():
            _, _, _, z, visible = self.home_of(card)
            sprite.z = z
            if self.where[card] in (DISCARD, REMOVED):
                sprite.visible = visible

    def move_picture(self, card: int, place: tuple, index: Optional[int] = None) -> None:
        """Take `card` from where the picture has it and put it at `place`."""
        old = self.where[card]
        if old[0] == "cell" and card in self.grids[old[1]] and place[0] != "cell":
            self.grids[old[1]][self.grids[old[1]].index(card)] = None
        elif old == DISCARD and card in self.pile:
            self.pile.remove(card)
        elif old == DRAWN_SPOT and self.drawn == card:
            self.drawn = None
        if place[0] == "cell":
            self.grids[place[1]][index] = card
        elif place == DISCARD:
            self.pile.append(card)
        elif place == DRAWN_SPOT:
            self.drawn = card
        elif place == REMOVED:
            self.removed.append(card)
        self.where[card] = place

    # -- events -> motion ------------------------------------------------------------------------
    def fly(self, card: int, place: tuple, index: Optional[int] = None, face_up: Optional[bool] = None) -> Animation:
        """A step's part: at its start the picture moves `card`, and the sprite slides there."""
        sprite = self.sprites[card]
        slide = Tween(sprite, 0.0)
        landing = {}

        def lift() -> None:
            self.move_picture(card, place, index)
            if face_up is not None:
                self.face[card] = face_up
                self.eyes.discard(card)
            x, y, size, z, visible = self.home_of(card)
            landing["visible"] = visible
            aim_slide(slide, sprite, x, y, size)
            sprite.z = FLYING_Z + z

        def land() -> None:
            sprite.visible = landing["visible"]
        turning = face_up is not None and face_up != self.face[card]
        motion = [slide, flip(sprite, face_up)] if turning else [slide]
        return Sequence(Call(lift), Parallel(*motion), Call(land))

    def cell_index(self, seat: int, row: int, col: int) -> int:
        return row * self.future_shapes[seat][1] + col

    def animate(self, events: list) -> None:
        incoming: list[Animation] = []
        for event in events:
            kind = type(event)
            if kind is ev.CardTaken or kind is ev.CardPlaced:
                index = self.cell_index(event.seat, event.row, event.col)
                incoming.append(self.fly(event.card, ("cell", event.seat), index, face_up=True))
            elif kind is ev.CardDiscarded:
                self.queue.add(self.fly(event.card, DISCARD, face_up=True), *incoming, on_end=self.landed)
                incoming = []
            elif kind is ev.CardDrawn:
                self.queue.add(self.fly(event.card, DRAWN_SPOT, face_up=True), on_end=self.landed)
            elif kind is ev.DrawnCardDiscarded:
                self.pending_reveal = False
                self.queue.add(self.fly(event.card, DISCARD, face_up=True), on_end=self.landed)
            elif kind is ev.CardRevealed:
                self.reveal(event)
            elif kind is ev.LinesRemoved:
                self.remove_lines(event)
            elif kind is ev.DisplayClosedUp:
                self.close_up(event)
            elif kind is ev.EyeTokenPlaced:
                self.peek(event)
            elif kind is ev.FlixoResult:
                self.result = event
            elif kind is not GameOver:
                self.announce(event)
        self.queue.call(self.refresh_hud)

    def landed(self) -> None:
        self.restack()
        self.sounds.play("place")

    def reveal(self, event: ev.CardRevealed) -> None:
        sprite = self.sprites[event.card]

        def turn() -> None:
            self.face[event.card] = True
            self.eyes.discard(event.card)
        self.queue.add(Sequence(Call(turn), flip(sprite, True)), on_end=lambda: self.sounds.play("flip"))
        if event.final:
            self.queue.pause(0.18)

    def remove_lines(self, event: ev.LinesRemoved) -> None:
        """The line glows, then its cards slide aside to the removed cards."""
        glowing = [self.sprites[c] for c in event.cards]

        def glow(on: bool) -> None:
            for sprite in glowing:
                sprite.highlight = palette.GLOW if on else None
        self.queue.add(Call(lambda: glow(True)), Wait(0.45))
        rows, cols = self.future_shapes[event.seat]
        self.closing[event.seat].append((event.rows, event.cols, rows, cols))
        self.queue.add(Call(lambda: glow(False)), *(self.fly(c, REMOVED) for c in event.cards), on_end=self.landed)

    def close_up(self, event: ev.DisplayClosedUp) -> None:
        """The cards left slide together: the display's new shape, centred where it was."""
        seat = event.seat
        self.future_shapes[seat] = (event.rows, event.cols)

        def regrid() -> Animation:
            gone_rows, gone_cols, rows, cols = self.closing[seat].pop(0)
            grid = self.grids[seat]
            self.grids[seat] = [grid[r * cols + c] for r in range(rows) for c in range(cols)
                                if r not in gone_rows and c not in gone_cols]
            self.shapes[seat] = (event.rows, event.cols)
            slides = []
            for card in self.grids[seat]:
                x, y, *_ = self.home_of(card)
                self.sprites[card].set_home(x, y)
                slides.append(move_home(self.sprites[card]))
            return Parallel(*slides)
        self.queue.add(Later(regrid), on_end=self.restack)

    def peek(self, event: ev.EyeTokenPlaced) -> None:
        """The card turns towards the team for a moment, then lies face down with an eye token."""
        sprite = self.sprites[event.card]
        mine = event.seat == self.me
        self.queue.add(Tween(sprite, 0.18, scale=1.3, lift=1.0), flip(sprite, True))
        self.queue.add(Wait(PEEK_SECONDS * (1.4 if mine else 1.0)))

        def token() -> None:
            self.eyes.add(event.card)
        self.queue.add(flip(sprite, False), Tween(sprite, 0.18, scale=1.0, lift=0.0), Call(token),
                       on_end=self.restack)

    def announce(self, event) -> None:
        words = announcement(event, self.seat_name)
        if words:
            self.queue.call(lambda: self.hud.show_message(words, seconds=3.5))

    # -- the person's input ----------------------------------------------------------------------
    def can_pick(self, sprite: CardSprite) -> bool:
        if not self.my_turn() or self.pending_reveal:
            return False
        state = self.state
        if state.phase == TURN:
            return sprite.card_id == state.discard[-1]
        return state.phase == DRAWN and sprite.card_id == state.drawn

    def my_cell_rect(self, index: int) -> pygame.Rect:
        rows, cols = self.shapes[self.me]
        return self.plan.cell_rect(self.me, index // cols, index % cols, self.shapes[self.me])

    def targets(self, sprite: CardSprite) -> dict:
        state, legal = self.state, self.state.legal_actions(self.me)
        cols = state.cols[self.me]
        found = {("cell", a.row * cols + a.col): self.my_cell_rect(a.row * cols + a.col)
                 for a in legal if type(a) in (Take, Swap)}
        if state.phase == DRAWN and any(type(a) in (Reveal, Discard) for a in legal):
            found[DISCARD] = self.plan.discard
        return found

    def dropped(self, sprite: CardSprite, target: tuple) -> bool:
        state = self.state
        if target[0] == "cell":
            row, col = divmod(target[1], state.cols[self.me])
            return self.act(Take(row, col) if state.phase == TURN else Swap(row, col))
        if Discard() in state.legal_actions(self.me):
            return self.act(Discard())
        self.pending_reveal = True
        self.rest_on_discard(sprite)
        self.refresh_hud()
        return True

    def rest_on_discard(self, sprite: CardSprite) -> None:
        sprite.set_home(*self.plan.discard.center)
        sprite.z = 900

    def cancel_reveal(self) -> None:
        self.pending_reveal = False
        sprite = self.sprites[self.state.drawn]
        sprite.set_home(*self.plan.drawn.center)
        self.queue.play(move_home(sprite))
        self.refresh_hud()

    def card_under(self, pos: tuple[int, int]) -> Optional[tuple[int, int]]:
        """(seat, index) of the display card under the pointer, from the state's displays."""
        for seat in range(self.players):
            rows, cols = self.state.rows[seat], self.state.cols[seat]
            for index in range(rows * cols):
                rect = self.plan.cell_rect(seat, index // cols, index % cols, (rows, cols))
                if rect.collidepoint(pos):
                    return seat, index
        return None

    def clicked(self, pos: tuple[int, int]) -> bool:
        """Clicks that are not drags: the draw pile, a card to reveal, a card to peek at."""
        state = self.state
        if not self.my_turn():
            return False
        if state.phase == TURN and self.plan.draw_pile.collidepoint(pos) and Draw() in state.legal_actions(self.me):
            return self.act(Draw())
        hit = self.card_under(pos)
        if hit is None:
            return False
        seat, index = hit
        row, col = divmod(index, state.cols[seat])
        if self.pending_reveal and seat == self.me:
            action = Reveal(row, col)
        elif state.phase == REWARD:
            action = Peek(seat, row, col)
        else:
            return False
        if action in state.legal_actions(self.me):
            self.pending_reveal = False
            return self.act(action)
        self.hud.show_message("That card is face up already." if state.slots[seat][index] & UP
                              else "The team knows that card already.")
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

    def on_hint(self, action, text: str) -> None:
        for sprite in self.hinted(action):
            sprite.highlight = palette.GLOW
            self.queue.play(Sequence(Wait(2.5), Call(lambda s=sprite: setattr(s, "highlight", None))))
        super().on_hint(action, text)

    def hinted(self, action) -> list[CardSprite]:
        state = self.state
        if type(action) is Peek:
            index = action.row * state.cols[action.owner] + action.col
            return [self.sprites[state.slots[action.owner][index] & CARD]]
        if type(action) in (Take, Swap, Reveal):
            index = action.row * state.cols[self.me] + action.col
            return [self.sprites[state.slots[self.me][index] & CARD]]
        return []

    # -- bots ----------------------------------------------------------------------------------
    def collect_bots(self) -> None:
        """Before a bot's move is applied, its intention goes into a speech bubble."""
        for seat, job in list(self.jobs.items()):
            if job.done() and not job.cancelled:
                try:
                    action = job.result()
                except Exception:           # the base reports a dead worker; no bubble then
                    continue
                if self.state.why_illegal(seat, action) is None:
                    self.bubbles[seat] = [intention(job.view, action), BUBBLE_SECONDS]
        super().collect_bots()

    def update(self, dt: float) -> None:
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
        super().update(dt)

    def next_wake(self) -> Wake:
        """Beside the base's reasons: the next speech bubble going."""
        return soonest(super().next_wake(), *(left for _words, left in self.bubbles.values()))

    # -- the end -------------------------------------------------------------------------------
    def on_game_over(self) -> None:
        from scenes.result import ResultScene
        state = self.state
        won = state.won()
        notes = end_notes(state, self.result)
        campaign_note = self.record_campaign(won)
        if campaign_note:
            notes.append(campaign_note)
        if self.me is not None:
            self.sounds.play("win" if won else "lose")
        names = [f"{possessive(self.seat_name(s))} display" for s in range(self.players)]
        headline = f"The team wins: {state.total()} points" if won else "The Flixos win this time"
        self.app.scenes.push(ResultScene(self.app, self, scores=state.display_scores(),
                                         winners=state.winners(), names=names, headline=headline, notes=notes))

    def record_campaign(self, won: bool) -> str:
        """Levels 2-4: one more Flixo after a win; "Play again" starts the next game."""
        state = self.state
        if state.level not in CAMPAIGN_LEVELS or state.outcome == "":
            return ""
        try:
            from saves import campaign
            progress = campaign.load()
            key = campaign.flixo_key(state.level, state.display, self.players)
            run = progress.flixo_result(key, flixos=state.flixos, won=won, most=max_flixos(state.level))
            campaign.save(progress)
        except OSError as exc:
            log.warning("campaign progress not saved: %s", exc)
            return "The campaign progress could not be saved."
        self.options["flixos"] = run.flixos
        if run.completed and won and state.flixos >= max_flixos(state.level):
            return f"Campaign complete: you beat all {state.flixos} Flixos!"
        return f"Campaign: the next game is against {run.flixos} Flixos."

    # -- words ---------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """"You", or the bot with its team difficulty: "Bot 2 (Sharp)"."""
        if self.is_human(seat):
            return "You"
        level = self.seats[seat]
        return f"Bot {seat + 1} ({self.game.level_names.get(level, level)})"

    def status_text(self) -> str:
        state = self.state
        if state.is_over():
            return "Game over"
        prefix = "Last turn · " if state.final_turns_begun() else ""
        if not self.my_turn():
            return prefix + super().status_text()
        if self.pending_reveal:
            return prefix + "Click your card to reveal"
        if state.phase == REWARD:
            return prefix + "Reward: click a card to peek"
        if state.phase == DRAWN:
            return prefix + "Place or discard the card"
        if state.forced():
            return prefix + "You must take the Flixo"
        return prefix + "Take the discard, or draw"

    def scores_text(self) -> str:
        state = self.state
        found = state.flixos - state.view(self.bottom_seat).hidden_flixos()
        return f"Flixos found {found}/{state.flixos} · turn {state.turns + 1}"

    # -- drawing ---------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        draw_slot(cloth, self.plan.discard)
        draw_slot(cloth, self.plan.drawn)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        self.draw_piles(surface)
        for seat in range(self.players):
            self.draw_plate(surface, seat)
        if self.my_turn() and not self.queue.steps:
            if self.state.phase == REWARD:
                self.glow_cells(surface, {s: self.state.peek_cells(s) for s in range(self.players)})
            elif self.pending_reveal:
                self.glow_cells(surface, {self.me: self.state.face_down_cells(self.me)})

    def draw_piles(self, surface: pygame.Surface) -> None:
        plan = self.plan
        drawn = self.state.drawn
        left = len(self.state.draw) + (1 if drawn >= 0 and self.where[drawn] == HIDDEN else 0)
        if left:
            back = back_image(paint_back, plan.pile_card)
            for k in range(min(4, left)):
                surface.blit(back, back.get_rect(center=(plan.draw_pile.centerx - 2 * k, plan.draw_pile.centery - 2 * k)))
            if self.my_turn() and self.state.phase == TURN and not self.state.forced():
                pygame.draw.rect(surface, palette.GLOW, plan.draw_pile.inflate(8, 8), 2, border_radius=8)
        else:
            draw_slot(surface, plan.draw_pile, label="empty")
        for rect, text in ((plan.draw_pile, f"draw pile: {len(self.state.draw)}"),
                           (plan.removed, f"removed: {len(self.removed)}"),
                           (plan.drawn, "drawn card"), (plan.discard, "discard pile")):
            label = font(15).render(text, True, palette.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 6)))

    def plate_rect(self, seat: int) -> pygame.Rect:
        """The name plate: just above the display as it is now, from its left edge."""
        plate = self.plan.plates[seat]
        outline = self.plan.display_rect(seat, self.shapes[seat])
        left = outline.left if outline.width else plate.centerx - 60
        return pygame.Rect(left, outline.top - plate.height - 4 if outline.height else plate.top,
                           max(120, plate.right - left), plate.height)

    def plate_label(self, seat: int) -> pygame.Surface:
        to_move = seat in self.state.to_move()
        colour = palette.GLOW if to_move else palette.TEXT
        return font(17, bold=True).render(f"{'▶ ' if to_move else ''}{self.seat_name(seat)}", True, colour)

    def plate_width(self, seat: int) -> int:
        return self.plate_label(seat).get_width()

    def draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        rect = self.plate_rect(seat)
        label = self.plate_label(seat)
        surface.blit(label, label.get_rect(midleft=(rect.left, rect.centery)))

    def glow_cells(self, surface: pygame.Surface, cells: dict[int, list[int]]) -> None:
        """Outline the cards a click may pick now: {seat: flat indices}."""
        for seat, indices in cells.items():
            rows, cols = self.state.rows[seat], self.state.cols[seat]
            for index in indices:
                rect = self.plan.cell_rect(seat, index // cols, index % cols, (rows, cols))
                pygame.draw.rect(surface, palette.GLOW, rect.inflate(8, 8), 3, border_radius=8)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        for card in self.eyes:
            sprite = self.sprites[card]
            if sprite.visible and not sprite.face_up:
                draw_eye_token(surface, sprite.rect)
        for seat, (words, _) in self.bubbles.items():
            draw_bubble(surface, self.plate_rect(seat), self.plate_width(seat), words)
        self.draw_peeked_card(surface)

    def draw_peeked_card(self, surface: pygame.Surface) -> None:
        """Resting on an eye-token card shows it: the whole team knows it."""
        if self.drag.held is not None:
            return
        card = next((c for c in self.eyes if self.sprites[c].visible and not self.sprites[c].face_up
                     and self.sprites[c].contains(self.pointer)), None)
        if card is None:
            return
        size = self.plan.card_mine
        image = face_image(paint_face, card, size)
        rect = image.get_rect(midbottom=(self.pointer[0], self.pointer[1] - 16))
        rect.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, palette.GLOW, rect.inflate(6, 6), border_radius=10)
        surface.blit(image, rect)


def campaign_options(players: int, options: dict) -> dict:
    """A campaign game (levels 2-4) left at its starting count goes on where the campaign stands."""
    level = options.get("level", 1)
    if level not in CAMPAIGN_LEVELS:
        return options
    from game.flixo import GAME
    display = options.get("display") or GAME.displays_for(players)[0]
    start = GAME.flixo_choices(players, level, display)[0]
    if options.get("flixos") not in (None, start):
        return options
    try:
        from saves import campaign
        flixos = campaign.load().flixo_next(campaign.flixo_key(level, display, players), start=start)
    except OSError as exc:
        log.warning("campaign progress not read: %s", exc)
        return options
    if flixos not in GAME.flixo_choices(players, level, display):
        return options
    return {**options, "flixos": flixos}


def draw_bubble(surface: pygame.Surface, plate: pygame.Rect, name_width: int, words: str) -> None:
    """A speech bubble after the name on a plate, or before it where the window ends."""
    text = font(15).render(words, True, palette.INK)
    box = text.get_rect().inflate(18, 10)
    box.midleft = (plate.left + name_width + 12, plate.centery - 2)
    if box.right > surface.get_width() - 4:
        box.midright = (plate.left - 8, plate.centery - 2)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, palette.CARD_CREAM, box, border_radius=10)
    tail = [(box.left + 14, box.bottom - 1), (box.left + 26, box.bottom - 1), (box.left + 12, box.bottom + 8)]
    pygame.draw.polygon(surface, palette.CARD_CREAM, tail)
    surface.blit(text, text.get_rect(center=box.center))


def announcement(event, name) -> str:
    """The HUD's passing message for an event that moves no card."""
    kind = type(event)
    if kind is ev.RewardEarned:
        return f"{name(event.seat)} removed {event.count} Flixo{'s' if event.count > 1 else ''}: a reward!"
    if kind is ev.RewardLapsed:
        return "No face-down card is left to peek at: the reward lapses."
    if kind is ev.FinalTurnsBegan:
        return f"{possessive(name(event.seat))} display is done: everyone else plays once more."
    if kind is ev.LastCardDrawn:
        return "The last card of the draw pile: the game ends after this turn."
    if kind is ev.FlixoCountsRemoved:
        return "The Flixo on the discard pile counts as removed."
    if kind is ev.FlixoLeftLying:
        return "A discarded Flixo was left lying: the team loses."
    if kind is ev.TurnLimitReached:
        return f"{event.turns} turns: the game stops here and counts as lost."
    if kind is ev.TurnStarted and event.forced:
        return f"{name(event.seat)} must take the Flixo."
    return ""


def possessive(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


def end_notes(state, result: Optional[ev.FlixoResult]) -> list[str]:
    if state.won():
        empty = sum(1 for d in state.slots if not d)
        lines = [f"Rating: {result.rating if result else ''}"]
        if empty:
            lines.append(f"Each empty display counts -5 ({empty} empty).")
        return lines
    flixos_left = sum(1 for d in state.slots for slot in d if slot & CARD >= FIRST_FLIXO)
    return [f"Lost: {state.outcome}.", f"Flixos still in the displays: {flixos_left}."]

"""The Flanx table: the real-time duel and Kids against a bot, and Toddler in turns.

One scene serves the three variants (the game's `variant` option): the board on the left,
white's edge at the bottom; on the right a panel per seat with its hand, deck and discard
pile, the person's lowest. The duel and Kids start with a countdown, "3, 2, 1, Omiga!", then
both hands turn over and everybody plays at once: each bot on its own clock
(game.flanx.bots.seconds_per_card), thinking in the kit's worker. A card picked from the
hand makes the cells it may go to glow (only those accept it); a hand card that fits nowhere
is greyed at once. The hand is discarded with the Discard button or by dragging a card onto
the discard pile. A card refused by the referee (a cell taken a moment earlier) flies back
with a shake. At the end the winning card and its chain or flank are outlined, and a draw
says why; the time of a win is kept as the best time per variant and bot level.

Pausing (or resuming a saved game) brings a new countdown, the hands hidden meanwhile.
Toddler is turn-based: no clock; the bots take their turns at the kit's pace.
"""
from __future__ import annotations

import random
from typing import Optional

import pygame
import pygame_gui

from game.flanx.bots import seconds_per_card
from game.flanx.cards import DECK_NAMES, deck, deck_of
from game.flanx.rules import HAND_SIZE, CardPlaced, DeckRenewed, Discard, FlanxEnded, Place
from saves import campaign
from scenes.kit import palette
from scenes.kit.cards import CardSprite, back_image
from scenes.kit.drag import DragAndDrop
from scenes.kit.table import TableScene
from scenes.kit.theme import font
from scenes.kit.tween import flip, move
from scenes.kit.wake import IDLE, PAST, Wake, soonest
from scenes.flanx.faces import paint_back, paint_face
from scenes.flanx.layout import FlanxPlan
from scenes.result import ResultScene

#: seconds each of "3", "2", "1" stays up; "Omiga!" then shows for as long while play runs
COUNT_STEP = 0.8
#: a bot's time per card varies by this share either way, so it never ticks like a metronome
BOT_JITTER = 0.2
#: how long the outlined ending shows before the result screen
ENDING_SECONDS = 2.5
#: how long a hinted card and cell stay ringed
HINT_SECONDS = 5.0
BOARD_FELT = palette.mix(palette.FELT, palette.FELT_DARK, 0.45)
CELL_LINE = palette.mix(palette.FELT, palette.FELT_LIGHT, 0.9)
OUTLINE = palette.GLOW
VEIL = (20, 20, 24, 150)


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class FlanxTable(TableScene):
    name = "flanx"

    def __init__(self, app, game_name: str, players: int, options: dict, seats: list[str], state=None) -> None:
        super().__init__(app, game_name, players, options, seats, state)
        self.variant = self.state.variant
        self.realtime = self.variant in ("duel", "kids")
        if self.realtime:
            self.bot_pause = 0.0          # the bot's own clock sets its pace
        self.bottom_seat = self.me if self.me is not None else 0
        self.resumed = state is not None
        self.sprites = {c: self.cards.add(CardSprite(c, paint_face, face_up=False, back_painter=paint_back,
                                                     back_id=deck_of(c)))
                        for seat in range(players) for c in deck(seat)}
        # a real-time game opens with its hands face down, waiting for the countdown (enter)
        self.countdown: Optional[float] = 3 * COUNT_STEP if self.realtime and not self.state.is_over() else None
        self.omiga_left = 0.0
        self.elapsed = 0.0
        self.shown_second = -1
        self.bot_clock = {s: 0.0 for s in range(players) if not self.is_human(s)}
        self.bot_period = {s: self._next_period(s) for s in self.bot_clock}
        self.plan: Optional[FlanxPlan] = None
        self.hint: Optional[Place] = None
        self.hint_left = 0.0
        self.discard_button = pygame_gui.elements.UIButton(
            pygame.Rect(0, 0, 120, 40), "Discard hand" if self.variant == "duel" else "Discard",
            manager=self.ui, object_id="#flanx_discard")
        self.drag = DragAndDrop(self.cards, can_pick=self.can_pick, targets=self.targets,
                                on_drop=self.dropped, queue=self.queue, sounds=self.sounds)
        self.relayout(app.size)

    # -- time ---------------------------------------------------------------------------------
    def _next_period(self, seat: int) -> float:
        return seconds_per_card(self.seats[seat]) * random.uniform(1 - BOT_JITTER, 1 + BOT_JITTER)

    def start_countdown(self) -> None:
        """Hands go face down; play starts when the count reaches "Omiga!"."""
        self.countdown = 3 * COUNT_STEP
        self.omiga_left = 0.0
        if self.drag is not None:
            self.drag.cancel()
        self.relayout(self.app.size, animate=True)

    def kept(self) -> dict:
        """The duel's clock goes into every save, so a resumed game's time (and best time) counts
        from the first card, not from the resume; the countdowns are not counted."""
        return {"elapsed": round(self.elapsed, 2)} if self.realtime else {}

    def restore_kept(self, kept: dict) -> None:
        elapsed = kept.get("elapsed")
        if self.realtime and isinstance(elapsed, (int, float)) and 0 <= elapsed < 10 ** 7:
            self.elapsed = float(elapsed)
            self.resumed = False     # the whole game's time is known: it may set a best time

    def running(self) -> bool:
        """May cards be played now (no countdown, not over)?"""
        return self.countdown is None and not self.state.is_over()

    def enter(self) -> None:
        super().enter()
        if self.realtime and not self.state.is_over():
            self.start_countdown()     # a new game, a resumed save, or back from the pause menu
        self.refresh_hud()

    def update(self, dt: float) -> None:
        if self.countdown is not None:
            self.countdown -= dt
            if self.countdown <= 0:
                self.countdown = None
                self.omiga_left = COUNT_STEP
                self.sounds.play("flip")
                self.relayout(self.app.size, animate=True)
                self.refresh_hud()
        elif not self.state.is_over():
            self.omiga_left = max(0.0, self.omiga_left - dt)
            self.elapsed += dt
        self.hint_left = max(0.0, self.hint_left - dt)
        if int(self.elapsed) != self.shown_second:
            self.shown_second = int(self.elapsed)
            self.refresh_hud()
        self._show_discard_button()
        super().update(dt)

    # -- bots on their own clocks --------------------------------------------------------------
    def drive_bots(self, dt: float) -> None:
        if not self.realtime:
            super().drive_bots(dt)
            return
        self.collect_bots()
        if not self.running():
            return
        movers = self.state.to_move()
        for seat in self.bot_clock:
            self.bot_clock[seat] += dt
            if seat not in self.jobs and seat in movers and self.bot_clock[seat] >= self.bot_period[seat]:
                self.ask_bot(seat)

    def bots_wake(self) -> Wake:
        """When `drive_bots` asks a bot next: at the end of its time per card."""
        if not self.realtime:
            return super().bots_wake()
        if not self.running():
            return IDLE
        movers = self.state.to_move()
        return soonest(*(self.bot_period[seat] - self.bot_clock[seat] for seat in self.bot_clock
                         if seat not in self.jobs and seat in movers))

    def next_wake(self) -> Wake:
        """Beside the base's reasons: the count's next number, "Omiga!" going, the clock's next
        second (once a second while nothing else moves), the hint rings going."""
        own: list[Wake] = [self.hint_left if self.hint_left > 0 else IDLE]
        if self.countdown is not None:
            own.append((self.countdown % COUNT_STEP or COUNT_STEP) + PAST)
        elif not self.state.is_over():
            own.append(self.omiga_left if self.omiga_left > 0 else IDLE)
            own.append(1 - self.elapsed % 1 + PAST if self.realtime else IDLE)
        return soonest(super().next_wake(), *own)

    def after_action(self, seat: int, events: list) -> None:
        if seat in self.bot_clock:
            self.bot_clock[seat] = 0.0
            self.bot_period[seat] = self._next_period(seat)
        super().after_action(seat, events)

    # -- where every card lies -----------------------------------------------------------------
    def place_of(self, c: int, on_board: dict[int, int]) -> tuple:
        """(x, y, size, face_up, z, visible) of card `c` as the state has it."""
        plan, state, seat = self.plan, self.state, deck_of(c)
        if c in on_board:
            col, row = state.geometry.col_row(on_board[c])
            return (*plan.cell_centre(col, row), plan.card, True, 100 + row, True)
        hand = state.hands[seat]
        if c in hand:
            shown = self.countdown is None or not self.realtime
            return (*plan.hand_slot(seat, hand.index(c)), plan.hand_card, shown, 900 + hand.index(c), True)
        pile = state.discards[seat]
        if c in pile:
            k = pile.index(c)
            rect = plan.pile_rect(seat, "discard")
            shift = min(3, len(pile) - 1 - k)
            return (rect.centerx - shift * 2, rect.centery - shift * 2, rect.size, True, 300 + k,
                    k >= len(pile) - 4)
        rect = plan.pile_rect(seat, "deck")
        return (*rect.center, rect.size, False, 0, False)

    def relayout(self, size: tuple[int, int], animate: bool = False) -> None:
        geometry = self.state.geometry
        self.plan = FlanxPlan(size, self.play_area(size).top, geometry.cols, geometry.rows, self.players,
                              HAND_SIZE[self.variant], self.bottom_seat)
        on_board = {c: i for i, c in enumerate(self.state.cells) if c >= 0}
        steps = []
        for c, sprite in self.sprites.items():
            x, y, size_, face_up, z, visible = self.place_of(c, on_board)
            moved = (round(sprite.home[0]), round(sprite.home[1])) != (round(x), round(y))
            sprite.size = (int(size_[0]), int(size_[1]))
            sprite.z = z
            sprite.set_home(x, y)
            if visible and not sprite.visible:
                sprite.visible = True          # a card drawn from the deck flies from the pile
            if animate and sprite.face_up != face_up:
                steps.append(flip(sprite, face_up=face_up))
            else:
                sprite.face_up = face_up
            if animate and moved and sprite.visible:
                steps.append(move(sprite, x, y, angle=0.0))
            else:
                sprite.jump_home()
            if not visible and not (animate and moved):
                sprite.visible = False
        if steps:
            self.queue.add(*steps, on_end=self._hide_piles)
        else:
            self._hide_piles()
        self._place_discard_button()

    def _hide_piles(self) -> None:
        """Cards that came to rest deep in a pile need not be drawn."""
        on_board = {c: i for i, c in enumerate(self.state.cells) if c >= 0}
        for c, sprite in self.sprites.items():
            sprite.visible = self.place_of(c, on_board)[5]

    def _place_discard_button(self) -> None:
        if self.me is None:
            self.discard_button.hide()
            return
        rect = self.plan.button_rect(self.me)
        self.discard_button.set_relative_position(rect.topleft)
        self.discard_button.set_dimensions(rect.size)
        wide = self.variant == "duel" and rect.width >= 130
        self.discard_button.set_text("Discard hand" if wide else "Discard")

    def _show_discard_button(self) -> None:
        usable = (self.me is not None and self.can_act_now()
                  and Discard() in self.state.legal_actions(self.me))
        if usable and not self.discard_button.visible:
            self.discard_button.show()
        elif not usable and self.discard_button.visible:
            self.discard_button.hide()

    # -- the person's input --------------------------------------------------------------------
    def can_act_now(self) -> bool:
        if self.realtime:
            return self.running()
        return self.my_turn()

    def can_pick(self, sprite: CardSprite) -> bool:
        return (self.me is not None and self.can_act_now()
                and sprite.card_id in self.state.hands[self.me])

    def targets(self, sprite: CardSprite) -> dict:
        """The cells this card may go to now, and the discard pile when the hand may go."""
        legal = self.state.legal_actions(self.me)
        out = {}
        for action in legal:
            if isinstance(action, Place) and action.card == sprite.card_id:
                out[(action.col, action.row)] = self.plan.cell_rect(action.col, action.row)
        if Discard() in legal:
            out["discard"] = self.plan.pile_rect(self.me, "discard")
        return out

    def dropped(self, sprite: CardSprite, target) -> bool:
        if target == "discard":
            return self.act(Discard())
        col, row = target
        return self.act(Place(sprite.card_id, col, row))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.discard_button:
            self.act(Discard())
            return True
        return super().handle(event)

    # -- events to motion ----------------------------------------------------------------------
    def animate(self, events: list) -> None:
        self.relayout(self.app.size, animate=True)
        for event in events:
            if isinstance(event, CardPlaced) and not self.is_human(event.seat):
                self.sounds.play("place")
            elif isinstance(event, DeckRenewed):
                self.sounds.play("deal")
                if event.seat == self.me:
                    self.hud.show_message("Your discard pile is your deck again.")
            elif isinstance(event, FlanxEnded):
                self.hud.show_message(event.text, seconds=8)
                self.queue.pause(ENDING_SECONDS)      # look at the outlined cards first

    # -- words ---------------------------------------------------------------------------------
    def status_text(self) -> str:
        if self.state.is_over():
            winners = self.state.winners()
            if not winners:
                return "A draw"
            return " and ".join(self.seat_name(s) for s in winners) + (" win" if len(winners) > 1 else " wins")
        if self.countdown is not None:
            return "Get ready..."
        if self.realtime:
            return "Play as fast as you can!" if self.me is not None else "The bots race"
        return super().status_text()

    def scores_text(self) -> str:
        return f"Time {clock_text(self.elapsed)}" if self.realtime else f"Round {self.state.round}"

    # -- hints ---------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if self.countdown is not None:
            self.hud.show_message("Wait for Omiga!")
            return
        super().ask_hint()

    def on_hint(self, action, text: str) -> None:
        """Say it, and ring the card and its cell for a few seconds."""
        super().on_hint(action, text)
        self.hint = action if isinstance(action, Place) else None
        self.hint_left = HINT_SECONDS

    def _draw_hint(self, surface: pygame.Surface) -> None:
        action = self.hint
        if action is None or self.hint_left <= 0 or action.card not in self.state.hands[self.me]:
            return
        pygame.draw.rect(surface, palette.GLOW, self.plan.cell_rect(action.col, action.row).inflate(-4, -4),
                         width=3, border_radius=8)
        pygame.draw.rect(surface, palette.GLOW, self.sprites[action.card].rect.inflate(6, 6), width=3,
                         border_radius=8)

    # -- the end -------------------------------------------------------------------------------
    def on_game_over(self) -> None:
        if self.me is not None:
            self.sounds.play("win" if self.me in self.state.winners() else "lose")
        notes = [self.state.ending["text"]] if self.state.ending else []
        notes += self.record_time()
        self.app.scenes.push(ResultScene(self.app, self, notes=notes))

    def record_time(self) -> list[str]:
        """Keep the best winning time per variant and bot level (not for games resumed from a save
        that did not keep the clock: their time would be too short)."""
        if not self.realtime or self.me is None:
            return []
        if self.resumed:
            return [f"Time {clock_text(self.elapsed)} since the game was resumed (no best time)."]
        level = self.seats[1 - self.me]
        won = self.me in self.state.winners()
        best = campaign.update(lambda progress: progress.flanx_result(level, won, self.elapsed, variant=self.variant))
        lines = [f"Time {clock_text(self.elapsed)}."]
        if best.best_seconds is not None:
            lines.append(f"Best time against {level}: {clock_text(best.best_seconds)}.")
        return lines

    # -- drawing -------------------------------------------------------------------------------
    def paint_backdrop(self, cloth: pygame.Surface) -> None:
        """The board with its cells and edges, and each seat's panel with its name and piles."""
        plan = self.plan
        pygame.draw.rect(cloth, BOARD_FELT, plan.board.inflate(8, 8), border_radius=6)
        for col in range(1, plan.cols):
            x = plan.board.x + col * plan.cell
            pygame.draw.line(cloth, CELL_LINE, (x, plan.board.top + 2), (x, plan.board.bottom - 3))
        for row in range(1, plan.rows):
            y = plan.board.y + row * plan.cell
            pygame.draw.line(cloth, CELL_LINE, (plan.board.left + 2, y), (plan.board.right - 3, y))
        self._draw_edges(cloth)
        for seat in range(self.players):
            panel = plan.panels[seat]
            pygame.draw.rect(cloth, palette.mix(palette.FELT, palette.FELT_DARK, 0.35), panel, border_radius=10)
            label = font(17, bold=True).render(f"{self.seat_name(seat)}  ·  {DECK_NAMES[seat]}", True, palette.TEXT)
            cloth.blit(label, plan.label_pos(seat))
            for which in ("deck", "discard"):
                rect = plan.pile_rect(seat, which)
                pygame.draw.rect(cloth, palette.SLOT, rect, border_radius=6)
                pygame.draw.rect(cloth, palette.SLOT_EDGE, rect, width=1, border_radius=6)

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        for seat in range(self.players):
            self._draw_panel(surface, seat)

    def _draw_edges(self, surface: pygame.Surface) -> None:
        """Each player's own edge in their colour (white below, black above); Toddler races to the
        top edge, drawn in gold."""
        plan, board = self.plan, self.plan.board
        strip = max(4, plan.cell // 14)
        if self.variant == "toddler":
            edges = {"top": palette.GLOW}
        else:
            edges = {"top": palette.FLANX_DECKS["black"], "bottom": palette.FLANX_DECKS["white"]}
        for side, colour in edges.items():
            y = board.top - strip - 3 if side == "top" else board.bottom + 3
            pygame.draw.rect(surface, colour, (board.left, y, board.width, strip), border_radius=strip // 2)
            pygame.draw.rect(surface, palette.INK_SOFT, (board.left, y, board.width, strip), width=1,
                             border_radius=strip // 2)

    def _draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        """What changes on a seat's panel (its ground is in the backdrop): whose turn, the piles."""
        plan = self.plan
        if not self.realtime and seat in self.state.to_move():
            pygame.draw.rect(surface, palette.GLOW, plan.panels[seat], width=3, border_radius=10)   # whose turn
        for which in ("deck", "discard"):
            rect = plan.pile_rect(seat, which)
            count = len(self.state.decks[seat] if which == "deck" else self.state.discards[seat])
            if which == "deck" and count:
                surface.blit(back_image(paint_back, rect.size, seat), rect.topleft)
            text = font(13).render(f"{which} {count}", True, palette.TEXT_DIM)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self._draw_unfit_hand(surface)
        self._draw_hint(surface)
        if self.state.is_over() and self.state.ending:
            self._draw_ending(surface)
        elif self.countdown is not None or self.omiga_left > 0:
            self._draw_count(surface)

    def _draw_unfit_hand(self, surface: pygame.Surface) -> None:
        """Grey out, at a glance, the person's hand cards that fit nowhere now."""
        if self.me is None or not self.can_act_now():
            return
        playable = {a.card for a in self.state.placements(self.me)}
        held = self.drag.held.card_id if self.drag.held is not None else None
        for c in self.state.hands[self.me]:
            sprite = self.sprites[c]
            if c in playable or c == held or not sprite.face_up:
                continue
            veil = pygame.Surface(sprite.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, VEIL, veil.get_rect(), border_radius=8)
            surface.blit(veil, sprite.rect.topleft)
            tag_font = font(max(10, sprite.size[0] // 8), bold=True)
            for k, word in enumerate(("fits", "nowhere")):
                tag = tag_font.render(word, True, palette.TEXT)
                surface.blit(tag, tag.get_rect(center=(sprite.rect.centerx,
                                                       sprite.rect.centery + (k - 0.5) * tag.get_height())))

    def _draw_ending(self, surface: pygame.Surface) -> None:
        """Outline the winning card and its chain or flank (or the sides of a draw)."""
        cells = self.state.ending["cells"]
        geometry, plan = self.state.geometry, self.plan
        winning = self._winning_cell()
        for i in cells:
            rect = plan.cell_rect(*geometry.col_row(i)).inflate(-2, -2)
            pygame.draw.rect(surface, palette.INK, rect.inflate(2, 2), width=2, border_radius=9)
            pygame.draw.rect(surface, OUTLINE, rect, width=6 if i == winning else 4, border_radius=8)
            if i == winning:
                pygame.draw.rect(surface, palette.CARD_CREAM, rect.inflate(-10, -10), width=2, border_radius=6)

    def _winning_cell(self) -> Optional[int]:
        ending = self.state.ending
        if not ending["winners"] or not ending["cells"]:
            return None
        return ending["cells"][0] if ending["kind"] == "behind" else ending["cells"][-1]

    def _draw_count(self, surface: pygame.Surface) -> None:
        if self.countdown is not None:
            text = str(max(1, int(self.countdown / COUNT_STEP + 0.999)))
        else:
            text = "Omiga!"
        size = self.plan.cell * (2 if text != "Omiga!" else 1)
        big = font(max(24, size), bold=True)
        image = big.render(text, True, palette.GLOW)
        shadow = big.render(text, True, palette.INK)
        centre = self.plan.board.center
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 3)))
        surface.blit(image, image.get_rect(center=centre))

"""The Pixies table: drag a revealed card onto a glowing space of your playing area.

Only the spaces the rules allow for the held card glow and accept it (case 1: its own
number; case 3: every empty space). Case 2 (a face-up card of that number, not validated)
asks which of the two cards stays face up, showing both. Bots' picks fly from the middle to
their areas with a short pause. Resting the pointer on an area shows its score breakdown.
At the end of a round a board shows each part of every score in turn, with each largest zone
outlined on its area; the game's end ranks the players over the three rounds.

The table keeps a picture of where each card lies (`places`), rebuilt from the state on
start or resume and moved event by event, so a round's areas stay on show while its scores
are read even though the engine has already dealt the next round.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from game.core import GameOver, RoundEnded
from game.pixies.actions import NO_SPACE, CardDiscarded, CardPlaced, CardsRevealed, CardTucked, RoundScored, Take
from game.pixies.cards import DECK_SIZE, ROUNDS, SPACES, name
from game.pixies.scoring import EMPTY, breakdown
from scenes.kit import palette
from scenes.kit.cards import CardSprite, back_image, face_image
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_slot
from scenes.kit.table import TableScene
from scenes.kit.theme import font
from scenes.kit.tween import Animation, Call, Parallel, Sequence, Tween, aim_slide, deal, flip, move_home
from scenes.kit.wake import IDLE, PAST, Wake, soonest
from scenes.pixies.board import RoundBoard, draw_breakdown, outline_zone
from scenes.pixies.faces import paint_back, paint_face
from scenes.pixies.layout import TablePlan

DECK = ("deck",)
GONE = ("gone",)
#: a bots-only table closes the round board by itself after this long
BOARD_SECONDS_WITHOUT_PLAYER = 4.0
FLYING_Z = 10_000


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

    def __init__(self, table: "PixiesTable") -> None:
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

    def __init__(self, app, game_name: str, players: int, options: dict, seats: list[str], state=None) -> None:
        super().__init__(app, game_name, players, options, seats, state)
        self.bottom_seat = self.me if self.me is not None else 0
        self.sprites = {c: self.cards.add(CardSprite(c, paint_face, back_painter=paint_back, face_up=False))
                        for c in range(DECK_SIZE)}
        self.places: dict[int, tuple] = {}     # where each card is shown now
        self.future: dict[int, tuple] = {}     # where it will be once the queued motion has played
        self.board: Optional[RoundBoard] = None
        self.board_zones: list[tuple[int, tuple]] = []
        self.board_grids: list[list[list[int]]] = []
        self.choice: Optional[Choice] = None
        self.pointer = (0, 0)
        self.breakdown_shown: Optional[tuple[int, pygame.Rect]] = None   # (seat, where), as last drawn
        self.plan = TablePlan(app.size, self.play_area(app.size).top, players, self.bottom_seat)
        self.drag = DragAndDrop(self.cards, can_pick=self.can_pick, targets=self.targets,
                                on_drop=self.dropped, queue=self.queue)
        self.places_from_state()
        self.relayout(app.size)

    # -- the picture of the table -------------------------------------------------------------
    def places_from_state(self) -> None:
        state = self.state
        self.places = {c: DECK for c in range(DECK_SIZE)}
        for c in state.discarded:
            self.places[c] = GONE
        for slot, c in enumerate(state.revealed):
            self.places[c] = ("middle", slot, len(state.revealed))
        for cell in range(SPACES * self.players):
            seat, space = divmod(cell, SPACES)
            if state.up[cell] != EMPTY:
                self.places[state.up[cell]] = ("up", seat, space)
            if state.down[cell] != EMPTY:
                self.places[state.down[cell]] = ("down", seat, space)
        self.future = dict(self.places)

    def covered(self, seat: int, space: int) -> bool:
        return ("up", seat, space) in self.places.values()

    def home_of(self, card: int) -> tuple:
        """(x, y, size, face_up, z, visible) of a card resting where the picture has it."""
        place, plan = self.places[card], self.plan
        if place[0] == "middle":
            x, y = plan.middle_slot(place[1], place[2])
            return x, y, plan.middle_card, True, 500 + place[1], True
        if place[0] in ("up", "down"):
            _, seat, space = place
            z = 100 + seat * 20 + space * 2
            if place[0] == "up":
                return (*plan.cell_centre(seat, space), plan.card_sizes[seat], True, z + 1, True)
            centre = plan.peek_centre(seat, space) if self.covered(seat, space) else plan.cell_centre(seat, space)
            return (*centre, plan.card_sizes[seat], False, z, True)
        x, y = plan.deck_centre()
        return x, y, plan.middle_card, False, 0, False

    def relayout(self, size: tuple[int, int], animate: bool = False) -> None:
        self.plan = TablePlan(size, self.play_area(size).top, self.players, self.bottom_seat)
        for card, sprite in self.sprites.items():
            x, y, card_size, face_up, z, visible = self.home_of(card)
            sprite.size, sprite.face_up, sprite.visible, sprite.scale = card_size, face_up, visible, 1.0
            sprite.set_home(x, y)
            sprite.jump_home()
            sprite.z = z

    def restack(self) -> None:
        for card, sprite in self.sprites.items():
            sprite.z = self.home_of(card)[4]

    # -- events -> motion -----------------------------------------------------------------------
    def fly(self, card: int, place: tuple) -> Animation:
        """A step's part: when it starts the picture puts `card` at `place`, and the card slides
        there (turning over and resizing on the way)."""
        sprite = self.sprites[card]
        face_up = place[0] in ("up", "middle")
        turns = face_up != (self.future[card][0] in ("up", "middle"))
        self.future[card] = place
        slide = Tween(sprite, 0.0)
        landing = {}

        def lift() -> None:
            self.places[card] = place
            x, y, size, _, _, visible = self.home_of(card)
            landing["visible"] = visible
            aim_slide(slide, sprite, x, y, size)
            sprite.z = FLYING_Z + sprite.z

        def land() -> None:
            sprite.visible = landing["visible"]
        motion = [slide, flip(sprite, face_up)] if turns else [slide]
        return Sequence(Call(lift), Parallel(*motion), Call(land))

    def animate(self, events: list) -> None:
        for event in events:
            if isinstance(event, CardsRevealed):
                self.show_reveal(event)
            elif isinstance(event, CardPlaced):
                place = ("up" if event.face_up else "down", event.seat, event.space)
                moves = [self.fly(event.card, place)]
                waiting = self.face_down_at(event.seat, event.space)
                if event.face_up and waiting is not None:     # case 1 on a face-down card: it peeks out now
                    moves.append(self.fly(waiting, ("down", event.seat, event.space)))
                self.queue.add(*moves, on_end=self.landed)
                self.close_up_middle()
            elif isinstance(event, CardTucked):
                self.queue.add(self.fly(event.card, ("down", event.seat, event.space)), on_end=self.restack)
            elif isinstance(event, CardDiscarded):
                self.queue.add(self.fly(event.card, GONE), on_end=self.restack)
            elif isinstance(event, RoundScored):
                self.queue.call(lambda e=event: self.open_board(e))
                self.queue.add(WaitForBoard(self))
            elif isinstance(event, RoundEnded) and event.round < ROUNDS:
                self.collect_cards()
            elif isinstance(event, GameOver):
                self.queue.call(lambda: self.sounds.play("win" if self.me in event.winners else "lose"))

    def face_down_at(self, seat: int, space: int) -> Optional[int]:
        """The face-down card that will lie on this space once the queued motion has played."""
        return next((c for c, p in self.future.items() if p == ("down", seat, space)), None)

    def close_up_middle(self) -> None:
        """The cards left in the middle slide together, centred, in the order they were revealed."""
        left = sorted((p[1], c) for c, p in self.future.items() if p[0] == "middle")
        moves = [self.fly(c, ("middle", i, len(left))) for i, (_, c) in enumerate(left)
                 if self.future[c] != ("middle", i, len(left))]
        if moves:
            self.queue.add(*moves, on_end=self.restack)

    def landed(self) -> None:
        self.restack()
        self.sounds.play("place")

    def show_reveal(self, event: CardsRevealed) -> None:
        """The cards fly from the deck to the middle, turning face up."""
        count = len(event.cards)
        slots = {card: ("middle", slot, count) for slot, card in enumerate(event.cards)}
        self.future.update(slots)
        sprites = [self.sprites[c] for c in event.cards]
        for slot, sprite in enumerate(sprites):
            sprite.set_home(*self.plan.middle_slot(slot, count))

        def ready() -> None:
            self.places.update(slots)
            for sprite in sprites:
                sprite.size, sprite.scale, sprite.visible, sprite.face_up = self.plan.middle_card, 1.0, True, False
            self.sounds.play("deal")
        self.queue.call(ready)
        self.queue.add(*deal(sprites, self.plan.deck_centre(), face_up=True), on_end=self.restack)

    def collect_cards(self) -> None:
        """Between rounds every card goes back to the deck to be shuffled."""
        moving = [c for c, place in self.future.items() if place != DECK]
        self.queue.add(*(self.fly(c, DECK) for c in moving), on_end=self.restack)

    # -- the round board ----------------------------------------------------------------------
    def open_board(self, event: RoundScored) -> None:
        totals = [sum(r[s] for r in self.state.history[:event.round]) for s in range(self.players)]
        names = [self.seat_name(s) for s in range(self.players)]
        self.board = RoundBoard(event.round, event.breakdowns, names, totals, final=event.round == ROUNDS)
        self.board_zones = [(s, b.zone_cells) for s, b in enumerate(event.breakdowns)]
        self.board_grids = [[list(up), list(down)] for up, down in event.grids]
        self.refresh_hud()

    def kept(self) -> dict:
        """While the round board is open the position is already the next round's: the board's
        grids go into the save, so a game resumed there shows the board again first."""
        if self.board is None or self.state.is_over():
            return {}
        return {"board": {"round": self.board.round, "grids": self.board_grids}}

    def restore_kept(self, kept: dict) -> None:
        """Open the saved round board again, if it matches the position's scores (else skip it).
        The table shows the new round's cards, so no zone is outlined."""
        board = kept.get("board")
        try:
            event = self.scored_again(board["round"], board["grids"])
        except (TypeError, KeyError, IndexError, ValueError):
            return
        self.open_board(event)
        self.board_zones = []
        self.queue.add(WaitForBoard(self))

    def scored_again(self, round_: int, grids: list) -> RoundScored:
        """The RoundScored of a kept board, checked against the scores in the position."""
        if type(round_) is not int or not 1 <= round_ == len(self.state.history) < ROUNDS:
            raise ValueError("the board is not the last round's")
        if len(grids) != self.players:
            raise ValueError("one grid per player")
        areas = []
        for up, down in grids:
            if len(up) != SPACES or len(down) != SPACES or not all(
                    type(c) is int and EMPTY <= c < DECK_SIZE for c in (*up, *down)):
                raise ValueError("not a playing area")
            areas.append((tuple(up), tuple(down)))
        parts = tuple(breakdown(up, down, round_) for up, down in areas)
        if [p.total for p in parts] != self.state.history[round_ - 1]:
            raise ValueError("the board does not match the scores")
        return RoundScored(round_, parts, tuple(areas))

    def close_board(self) -> None:
        self.board = None
        self.board_zones = []
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
                and self.places.get(sprite.card_id, DECK)[0] == "middle")

    def legal_takes(self, card: int) -> list[Take]:
        return [a for a in self.state.legal_actions(self.me) if a.card == card] if self.my_turn() else []

    def targets(self, sprite: CardSprite) -> dict:
        spaces = {a.space for a in self.legal_takes(sprite.card_id)}
        return {s: (self.plan.cell_rect(self.me, s) if s != NO_SPACE else self.plan.deck_rect) for s in spaces}

    def dropped(self, sprite: CardSprite, space: int) -> bool:
        takes = [a for a in self.legal_takes(sprite.card_id) if a.space == space]
        if len(takes) == 1:
            return self.act(takes[0])
        keep_new = next(a for a in takes if a.face_up)
        keep_old = next(a for a in takes if not a.face_up)
        old = self.state.up[self.me * SPACES + space]
        self.choice = Choice(sprite.card_id, space, old, keep_new, keep_old)
        return True

    def choice_rects(self) -> dict[Take, pygame.Rect]:
        """The two cards offered in case 2, large, side by side in the middle of the window."""
        w, h = self.app.size
        card_w = min(170, w // 6)
        size = (card_w, round(card_w * 1.4))
        left = pygame.Rect(0, 0, *size)
        left.midright = (w // 2 - 60, h // 2 + 10)
        right = pygame.Rect(0, 0, *size)
        right.midleft = (w // 2 + 60, h // 2 + 10)
        return {self.choice.keep_new: left, self.choice.keep_old: right}

    def cancel_choice(self) -> None:
        sprite = self.sprites[self.choice.card]
        self.choice = None
        x, y, *_ = self.home_of(sprite.card_id)
        sprite.set_home(x, y)
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
        if self.choice is not None and (clicked or event.type == pygame.KEYDOWN):
            picked = next((a for a, r in self.choice_rects().items() if clicked and event.button == 1
                           and r.collidepoint(event.pos)), None)
            if picked is not None:
                self.choice = None
                self.act(picked)
            else:
                self.cancel_choice()
            return True
        return super().handle(event)

    def on_hint(self, action: Take, text: str) -> None:
        sprite = self.sprites.get(action.card)
        if sprite is not None:
            sprite.highlight = palette.GLOW
            self.queue.play(Sequence(Tween(sprite, 2.5, lift=0.0), Call(lambda: setattr(sprite, "highlight", None))))
        super().on_hint(action, text)

    def update(self, dt: float) -> None:
        if self.board is not None:
            self.board.update(dt)
            if self.me is None and self.board.elapsed > BOARD_SECONDS_WITHOUT_PLAYER:
                self.close_board()
        super().update(dt)

    def next_wake(self) -> Wake:
        """Beside the base's reasons: a round board with nobody to close it closes by itself."""
        board = self.board
        closes = IDLE
        if board is not None and self.me is None:
            closes = max(0.0, BOARD_SECONDS_WITHOUT_PLAYER - board.elapsed) + PAST
        return soonest(super().next_wake(), closes)

    def on_game_over(self) -> None:
        """The end screen: players ranked by their totals, each with their three rounds."""
        from scenes.result import ResultScene, headline_for
        state = self.state
        ranking = sorted(range(self.players), key=lambda s: -state.totals[s])
        rounds = {s: " ".join(f"{'-' if r[s] < 0 else '+'} {abs(r[s])}" for r in state.history).lstrip("+ ")
                  for s in ranking}
        names = [f"{place + 1}. {self.seat_name(s)}   ({rounds[s]})" for place, s in enumerate(ranking)]
        winners = [place for place, s in enumerate(ranking) if s in state.winners()]
        headline = headline_for(state.winners(), [self.seat_name(s) for s in range(self.players)])
        self.app.scenes.push(ResultScene(self.app, self, scores=[state.totals[s] for s in ranking], winners=winners,
                                         names=names, headline=headline,
                                         notes=["In brackets: the points of rounds 1, 2 and 3."]))

    def first_tip(self) -> Optional[tuple[str, pygame.Rect]]:
        """Point at the cards in the middle: that is where every turn starts."""
        rects = [self.sprites[c].rect for c, p in self.places.items() if p[0] == "middle"]
        if not rects:
            return super().first_tip()
        return ("Drag one of these cards onto a glowing space of your area. Its number says where it goes.",
                rects[0].unionall(rects[1:]))

    # -- words ---------------------------------------------------------------------------------
    def round_score(self, seat: int) -> int:
        return 0 if self.state.is_over() else self.state.breakdown(seat).total

    def status_text(self) -> str:
        state = self.state
        board = getattr(self, "board", None)
        if board is not None:
            return f"Round {board.round} is over: the scores"
        if state.is_over():
            return "Game over"
        if self.my_turn():
            return "Your pick: drag a card to a glowing space"
        return f"Round {state.round}: " + super().status_text()

    def scores_text(self) -> str:
        """Short names: five players' running scores must fit the HUD."""
        state = self.state
        return "   ".join(f"{'You' if self.is_human(s) else f'Bot {s + 1}'}: {state.totals[s] + self.round_score(s)}"
                          for s in range(self.players))

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
        to_move = seat in self.state.to_move()
        colour = palette.GLOW if to_move else palette.TEXT
        text = f"{'▶ ' if to_move else ''}{self.seat_name(seat)}"
        size = max(13, min(20, rect.height - 6))
        label = font(size, bold=True).render(text, True, colour)
        surface.blit(label, label.get_rect(midleft=(rect.left + 4, rect.centery)))
        score = f"{self.round_score(seat)} this round · {self.state.totals[seat] + self.round_score(seat)} in all"
        right = font(size - 2).render(score, True, palette.TEXT_DIM)
        if label.get_width() + right.get_width() + 16 < rect.width:
            surface.blit(right, right.get_rect(midright=(rect.right - 4, rect.centery)))

    def draw_deck(self, surface: pygame.Surface) -> None:
        left = len(self.state.deck)
        x, y = self.plan.deck_centre()
        size = self.plan.middle_card
        if left:
            back = back_image(paint_back, size)
            for k in range(min(4, left)):
                surface.blit(back, back.get_rect(center=(x - 2 * k, y - 2 * k)))
        text = font(16).render(f"{left} cards" if left else "deck empty", True, palette.TEXT_DIM)
        surface.blit(text, text.get_rect(midtop=(x, y + size[1] / 2 + 8)))
        label = font(16).render(f"Round {self.state.round} of {ROUNDS}", True, palette.TEXT)
        surface.blit(label, label.get_rect(midbottom=(x, y - size[1] / 2 - 10)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.breakdown_shown = None
        if self.board is not None:
            for seat, cells in self.board_zones:
                outline_zone(surface, [self.plan.cell_rect(seat, s) for s in cells])
            self.board.draw(surface, self.board_rect())
            return
        if self.choice is not None:
            self.draw_choice(surface)
            return
        seat = self.plan.seat_at(self.pointer)
        if seat is not None and self.drag.held is None and not self.state.is_over():
            b = self.state.breakdown(seat)
            outline_zone(surface, [self.plan.cell_rect(seat, s) for s in b.zone_cells])
            others = [r for s, r in self.plan.area_rects.items() if s != seat]
            middle = [self.sprites[c].rect for c, p in self.places.items() if p[0] == "middle"]
            rect = draw_breakdown(surface, self.plan.area_rects[seat], self.seat_name(seat), b, self.state.round,
                                  self.state.totals[seat] + b.total, avoid=others + middle,
                                  screen=self.play_area(surface.get_size()))
            self.breakdown_shown = (seat, rect)

    def draw_choice(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        rects = self.choice_rects()
        title = font(22, bold=True).render(f"Which card stays face up on space {self.choice.space + 1}?",
                                           True, palette.TEXT)
        top = min(r.top for r in rects.values())
        surface.blit(title, title.get_rect(midbottom=(surface.get_width() // 2, top - 40)))
        note = font(16).render("The other goes under it, face down, and your card is validated. "
                               "Click elsewhere to put it back.", True, palette.TEXT_DIM)
        surface.blit(note, note.get_rect(midbottom=(surface.get_width() // 2, top - 12)))
        for take, rect in rects.items():
            card = self.choice.card if take.face_up else self.choice.old
            hovered = rect.collidepoint(self.pointer)
            if hovered:
                pygame.draw.rect(surface, palette.GLOW, rect.inflate(14, 14), border_radius=14)
            surface.blit(face_image(paint_face, card, rect.size), rect.topleft)
            caption = "the new card" if take.face_up else "the card already there"
            for row, (line, colour) in enumerate(((f"keep {name(card)}", palette.TEXT), (caption, palette.TEXT_DIM))):
                text = font(17, bold=row == 0).render(line, True, colour)
                surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 12 + 22 * row)))

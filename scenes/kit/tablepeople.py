"""Several people at one computer, one table: it follows whoever is to move.

The person's Link (game.referee.link) knows the people by seat (`Link.people`); where there are
several (`Link.together`), the table becomes the next person's the moment they are to move and
it has shown every move: the Link follows them (`Link.follow`) and a table is built afresh from
their View. Where the game's seats keep something private (`Game.keeps_private`: a LIXO? hand),
the hand-over screen (scenes.kit.handover) takes the window until that person says they are
there; elsewhere (Pixies, Flixo) the table says "Ben's turn" and plays on. A badge in the
person's colour always says whose turn it is. Hints, undo, keys and drag are the person's to
move, as they are at a table of one. TableScene takes this part from here.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.referee.people import Person
from scenes.kit import theme
from scenes.kit.handover import HandOver
from scenes.kit.lang import _

#: seconds "Ben's turn" stays in the HUD where nothing is handed over
TURN_SECONDS = 2.0


class TablePeople:
    """Mixed into TableScene: `follow_person()` in every update, `draw_people()` over the cards."""

    # what the table gives (TableScene)
    app: Any
    link: Any
    me: Any
    game: Any
    options: dict[str, Any]
    hud: Any
    queue: Any
    drag: Any
    view: Any
    hosted: bool
    handed_over: bool
    players: int
    take_events: Any
    heir: Any
    play_area: Any

    def person_at(self, seat: int) -> Person | None:
        """The person at this computer who plays `seat` (None: a bot, or someone elsewhere)."""
        people = getattr(self.link, "people", [])     # a table with friends has none here
        return people[seat] if 0 <= seat < len(people) else None

    def person_name(self, seat: int) -> str:
        person = self.person_at(seat)
        return "" if person is None else (_("You") if person.is_you else person.name)

    @property
    def together(self) -> bool:
        """Do several people share this computer's table?"""
        return bool(getattr(self.link, "together", False))

    @property
    def keeps_private(self) -> bool:
        return bool(self.game.keeps_private(self.options))

    def result_seat(self) -> int | None:
        """The seat a result says "You win!" to: the person's at a table of one; with several
        people, the computer's usual player's ("You"), if they play."""
        if not self.together:
            return self.link.seat if self.link.plays else None
        return next((seat for seat in range(self.players) if (self.person_at(seat) or Person("", (0, 0, 0))).is_you),
                    None)

    def log_reader(self) -> int | None:
        """The seat whose moves the move log tells as "You ...": the person's at a table of one
        (or the seat a replay watches from); with several people, the computer's usual player's."""
        return self.result_seat() if self.together else self.me

    def person_won(self) -> bool:
        """Has the person (with several, any person at this computer) won: the fanfare's question."""
        seats = range(self.players) if self.together else [self.link.seat]
        return any(seat in self.view.winners() for seat in seats if self.person_at(seat) is not None)

    def first_scene(self) -> Any:
        """What opens the game: this table, or where its first person keeps a hand private, the
        hand-over screen before it (whoever sits at the computer may not be them)."""
        person = self.person_at(self.link.seat)
        if self.together and self.keeps_private and person is not None and not self.view.is_over():
            return HandOver(self.app, self, person)
        return self

    def follow_person(self) -> bool:
        """Hand the table to the next person to move, once every move is shown. True when this
        table has given way to theirs (or to the hand-over screen before it)."""
        if not self.together or self.hosted or self.queue.busy or self.handed_over:
            return False
        seat = self.link.person_to_follow()
        if seat is None:
            return False
        self.drag.cancel()
        self.take_events()
        self.link.follow(seat)
        table = self.heir()
        self.handed_over = True
        person = self.link.people[seat]
        if self.keeps_private:
            self.app.scenes.replace(HandOver(self.app, table, person), fade=False)
        else:
            self.app.scenes.replace(table)
            table.hud.show_message(table.turn_words(seat), seconds=TURN_SECONDS)
        return True

    def turn_words(self, seat: int) -> str:
        person = self.person_at(seat)
        if person is None or person.is_you:
            return _("Your turn")
        return _("{name}'s turn").format(name=person.name)

    def draw_people(self, surface: pygame.Surface) -> None:
        """With several people: a badge in the colour of the person to move, "Ann's turn", at
        the top right of the play area (where the tables keep a margin)."""
        if not self.together or self.view.is_over():
            return
        seat = self.link.seat
        person = self.person_at(seat)
        if person is None or seat not in self.view.to_move():
            return
        scale = self.app.settings.ui_scale
        face = theme.font(theme.scaled(17, scale), bold=True)
        words = face.render(self.turn_words(seat), True, (20, 20, 24))
        pad = theme.scaled(8, scale)
        area = self.play_area(surface.get_size())
        badge = pygame.Rect(0, 0, words.get_width() + 2 * pad + words.get_height(), words.get_height() + pad)
        badge.topright = (area.right - theme.scaled(8, scale), area.top + theme.scaled(6, scale))
        pygame.draw.rect(surface, person.colour, badge, border_radius=badge.height // 2)
        pygame.draw.circle(surface, (20, 20, 24), (badge.left + pad + words.get_height() // 2, badge.centery),
                           words.get_height() // 4)
        surface.blit(words, (badge.left + pad + words.get_height(), badge.top + pad // 2))

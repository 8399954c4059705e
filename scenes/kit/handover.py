"""The hand-over screen: several people share one computer and the next to move has something
the others may not see (a LIXO? hand). It covers the whole window, in place of the table,
until that person says they are there ("Pass to Ben", his colour and name, "I am Ben"); only
then does their table come, so one person's hand is never shown to the next.

    app.scenes.replace(HandOver(app, table, person))   # the table, already built for them

Enter or Space is the button too. The table waits under nothing: it is not on the scene stack
while covered, so no frame of it is drawn; it comes when `confirm` puts it there.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.referee.people import Person
from scenes.kit import palette, theme
from scenes.kit.dialog import make_button
from scenes.kit.lang import _
from scenes.kit.scene import WidgetScene

#: the cover's cloth: dark, so the person's colour stands out
CLOTH = (24, 32, 40)


def pass_words(person: Person) -> tuple[str, str]:
    """(the heading, the button) for `person`: "Pass to Ben", "I am Ben"."""
    if person.is_you:
        return _("Pass the computer back to you"), _("I am here")
    return _("Pass to {name}").format(name=person.name), _("I am {name}").format(name=person.name)


class HandOver(WidgetScene):
    """Covers the window for `person`; `confirm` (the button, Enter, Space) brings `table`."""

    name = "handover"

    def __init__(self, app: Any, table: Any, person: Person) -> None:
        self.table = table
        self.person = person
        self.confirmed = False
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        heading, button = pass_words(self.person)
        width = self.button_width(button, 260, "#big_button")
        height = self.grown(60, "button", "#big_button")
        rect = pygame.Rect((size[0] - width) // 2, size[1] // 2 + self.scaled(40), width, height)
        self.button = make_button(self.ui, rect, button, self.confirm, object_id="#big_button")

    def confirm(self) -> None:
        if not self.confirmed:
            self.confirmed = True
            self.app.scenes.replace(self.table)

    def handle(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.confirm()
            return True
        return super().handle(event)

    def close(self) -> None:
        """Gone without its table coming (the app closes): the table lets go of its seat."""
        if not self.confirmed:
            self.table.close()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(CLOTH)
        width, height = surface.get_size()
        colour = self.person.colour
        radius = self.scaled(46)
        centre = (width // 2, height // 2 - self.scaled(90))
        pygame.draw.circle(surface, colour, centre, radius)
        initial = theme.font(self.scaled(48), bold=True).render(self.shown_name()[:1].upper(), True, CLOTH)
        surface.blit(initial, initial.get_rect(center=centre))
        heading, _button = pass_words(self.person)
        face = self.title_font()
        lines = theme.wrap(heading, face, width - 2 * self.scaled(30))
        y = centre[1] + radius + self.scaled(14)
        for line in lines:
            text = face.render(line, True, colour)
            surface.blit(text, text.get_rect(midtop=(width // 2, y)))
            y += face.get_linesize()
        note = theme.font(self.scaled(18)).render(_("The others look away: this turn shows a hand."), True,
                                                   palette.HOVER)
        surface.blit(note, note.get_rect(midtop=(width // 2, self.button.rect.bottom + self.scaled(18))))
        super().draw(surface)

    def shown_name(self) -> str:
        return _("You") if self.person.is_you else self.person.name

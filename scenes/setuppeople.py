"""People on the set-up screen: every seat is a bot level or a person, a name from the profiles
(saves.profiles: "You" and everyone who has played here, most recently seated first). Seat 1 is
always a person, so a game has at least one; any other seat steps through the bot levels, then
the people not seated elsewhere. "New player" asks for a name and seats that person in the first
bot seat. Start seats the people (their profiles come first next time) and hands their names
to the table (scenes.kit.match.open_match's `people`).

A seat's choice is a bot level or `PERSON + name` ("person:Ann"), so one list says every seat.

    >>> person_choice("Ann"), person_named("person:Ann"), person_named("hard")
    ('person:Ann', 'Ann', None)
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game.referee.people import COLOURS, NAME_LENGTH, YOU, Person, checked_name
from saves import profiles
from scenes.kit.dialog import PANEL_MARGIN, Overlay
from scenes.kit.lang import _

#: what a seat's choice starts with where a person sits there
PERSON = "person:"


def person_choice(name: str) -> str:
    return PERSON + name


def person_named(choice: str) -> str | None:
    return choice[len(PERSON):] if choice.startswith(PERSON) else None


def shown_name(name: str) -> str:
    """A person as the set-up shows them: "You" in the person's language, anyone else by name."""
    return _("You") if name == YOU else name


class SeatPeople:
    """Mixed into SetupScene: the people among its seats. Needs the scene's `levels` (each seat
    after the first: a bot level or a person's choice), `bot_levels`, `players` and `app`."""

    app: Any
    levels: list[str]
    bot_levels: list[str]
    players: int
    changed: Callable[[], None]
    #: does this screen seat people at this computer (a hosted table's seats are for friends)
    offers_people = True

    def load_people(self) -> None:
        self.profiles: list[Person] = profiles.load() if self.offers_people else []
        #: the person in seat 1
        self.first = YOU

    def profile(self, name: str) -> Person | None:
        return next((person for person in self.profiles if person.name == name), None)

    def seat_choices(self, seat: int) -> list[str]:
        """What seat `seat` (0 is the first) may step through: seat 1 the people; the others the
        bot levels, then the people not seated elsewhere (their own person too)."""
        taken = {name for index, name in enumerate(self.seated_names()) if index != seat and name}
        people = [person_choice(p.name) for p in self.profiles if p.name not in taken]
        if seat == 0:
            return people
        return [*self.bot_levels, *people]

    def seated_names(self) -> list[str | None]:
        """The person's name in each seat in play (None: a bot)."""
        return [self.first, *(person_named(choice) for choice in self.levels[: self.players - 1])]

    def step_first(self, by: int) -> None:
        choices = self.seat_choices(0)
        current = person_choice(self.first)
        index = choices.index(current) if current in choices else 0
        self.first = person_named(choices[max(0, min(len(choices) - 1, index + by))]) or YOU
        self.changed()

    def first_state(self) -> tuple[str, bool, bool]:
        choices = self.seat_choices(0)
        current = person_choice(self.first)
        index = choices.index(current) if current in choices else 0
        return shown_name(self.first), index > 0, index < len(choices) - 1

    def people(self) -> list[Person | None]:
        """The person in each seat in play (None: a bot), for the table."""
        return [self.profile(name) if name else None for name in self.seated_names()]

    def seat_people(self) -> None:
        """Start: the people seated now come first among the profiles next time."""
        seated = [person for person in self.people() if person is not None]
        if self.offers_people:
            self.profiles = profiles.seat(seated)

    def recall_people(self, last: dict) -> None:
        """The people last seated for this game, where their profiles are still kept."""
        first = last.get("first")
        if isinstance(first, str) and self.profile(first) is not None:
            self.first = first
        seated = {self.first}
        for index, choice in enumerate(last.get("people_seats", []) if isinstance(last.get("people_seats"), list)
                                       else []):
            name = person_named(choice) if isinstance(choice, str) else None
            if (name and index < len(self.levels) and self.profile(name) is not None and name not in seated):
                self.levels[index] = choice
                seated.add(name)

    def new_player(self) -> None:
        self.app.scenes.push(NameDialog(self.app, [p.name for p in self.profiles], self.add_person))

    def add_person(self, name: str) -> None:
        """`name` seated in the first bot seat (if any), a new profile where it is new: its colour
        the first one no other profile has."""
        if self.profile(name) is None:
            used = {p.colour for p in self.profiles}
            colour = next((c for c in COLOURS if c not in used), COLOURS[len(self.profiles) % len(COLOURS)])
            self.profiles.append(Person(name, colour))
        if name in self.seated_names():
            return
        bot = next((i for i, choice in enumerate(self.levels[: self.players - 1]) if person_named(choice) is None),
                   None)
        if bot is not None:
            self.levels[bot] = person_choice(name)
        self.changed()

    def choice_label(self, choice: str, level_label: Callable[[str], str]) -> str:
        name = person_named(choice)
        return shown_name(name) if name is not None else level_label(choice)


class NameDialog(Overlay):
    """Asks for a new player's name: OK (or Enter) with a name nobody here has yet."""

    panel_width = 480
    name = "new-player"

    def __init__(self, app: Any, taken: list[str], then: Callable[[str], None]) -> None:
        self.taken = taken
        self.then = then
        self.typed = ""
        self.problem = ""
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        top = self.title_label(_("New player"))
        height = self.grown(44, "button")
        if not self.measuring:
            self.entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(PANEL_MARGIN, top, self.inner_width(), height), manager=self.ui, container=panel,
                placeholder_text=_("Name"), initial_text=self.typed or None)
            self.entry.set_text_length_limit(NAME_LENGTH)
            self.entry.focus()
            self.note = pygame_gui.elements.UILabel(pygame.Rect(PANEL_MARGIN, top + height + 4, self.inner_width(),
                                                                self.grown(26)), self.problem, manager=self.ui,
                                                    container=panel, object_id="#hud_status")
        top = self.below(top + height + 4 + self.grown(26) + 10)
        self.button_row(top, [(_("Add"), self.confirm), (_("Cancel"), self.app.scenes.pop)])

    def confirm(self) -> None:
        name = (self.entry.get_text() if self.entry is not None else self.typed).strip()
        self.typed = name
        if not checked_name(name):
            self.problem = _("A name is 1 to {n} letters.").format(n=NAME_LENGTH)
        elif name in self.taken or name == shown_name(YOU):
            self.problem = _("{name} is already here.").format(name=name)
        else:
            self.app.scenes.pop()
            self.then(name)
            return
        self.note.set_text(self.problem)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        super().handle(event)

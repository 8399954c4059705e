"""Whose decisions to review, after a game several people played at one computer: a button for
each person (their name), each opening the review of that person's decisions (scenes/review.py)."""
from __future__ import annotations

import dataclasses
import functools
from typing import Any

from game.referee.people import Person
from scenes.kit.dialog import PANEL_MARGIN, Overlay
from scenes.kit.lang import _
from scenes.kit.replay import Recorded


class WhoseReview(Overlay):
    name = "whose-review"
    panel_width = 420

    def __init__(self, app: Any, recorded: Recorded, people: list[Person | None]) -> None:
        self.recorded = recorded
        self.people = [(seat, person) for seat, person in enumerate(people) if person is not None]
        super().__init__(app)

    def fill(self, panel: Any) -> None:
        top = self.title_label(_("Whose decisions?"), PANEL_MARGIN)
        buttons = [(_("You") if person.is_you else person.name, functools.partial(self.review, seat))
                   for seat, person in self.people]
        self.buttons = self.button_column(top, [*buttons, (_("Back"), self.app.scenes.pop)])

    def review(self, seat: int) -> None:
        recorded = dataclasses.replace(self.recorded, person=seat)
        self.app.scenes.replace(self.app.game_screen("review")(self.app, recorded))

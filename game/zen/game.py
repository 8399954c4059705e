"""ZenGame: Flanx Zen registered as the one-player game "zen".

Options: `form`, the name of a booklet form; or `form_data`, a form given inline as
[[column, row, card], ...] (user-made and random forms), in which case `form` is its name.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Bot, Game, Knowledge
from game.zen import booklet
from game.zen.form import Form
from game.zen.forms import random_form
from game.zen.policy import ZenBot, ZenKnowledge
from game.zen.rules import ChooseStartDeck, Draw, EndRound, Place, Undo, ZenState


class ZenGame(Game):
    name = "zen"
    title = "Flanx Zen"
    min_players = 1
    max_players = 1
    actions = (ChooseStartDeck, Draw, Place, Undo, EndRound)

    @property
    def options(self) -> dict[str, Any]:   # type: ignore[override]
        return {"form": booklet.forms()[0].name, "form_data": None}

    def form_from_options(self, options: dict) -> Form:
        if options["form_data"] is not None:
            return Form.from_data(options["form"], options["form_data"])
        return booklet.find(options["form"])

    def new(self, players: int = 1, seed: int = 0, **options: Any) -> ZenState:
        options = self.check_options(players, options)
        return ZenState(self.form_from_options(options), random.Random(seed))

    def from_dict(self, data: dict) -> ZenState:
        return ZenState.from_dict(data)

    def configurations(self) -> list[tuple[int, dict]]:
        """A one-colour booklet form by name, and a two-colour random form given inline.

        Two only: a random Zen game runs both decks out twice (about 100 rounds), so each
        configuration costs the contract suite several seconds.
        """
        inline = random_form(11, seed=5)
        return [(1, {"form": booklet.forms()[0].name}),
                (1, {"form": inline.name, "form_data": inline.to_data()})]

    def knowledge(self) -> Knowledge:
        return ZenKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return ZenBot()


GAME = ZenGame()
ZenState.game = GAME

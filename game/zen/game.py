"""ZenGame: Flanx Zen, the one-player game "zen", with its traits.

Options: `form`, the name of a booklet form; or `form_data`, a form given inline as
[[column, row, card], ...] (user-made and random forms), in which case `form` is its name.
The booklet screen chooses them; Zen has no set-up screen.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Bot, Game, Knowledge, View
from game.core.text import N_, T, Text
from game.zen import booklet, bots, narration
from game.zen.actions import ACTIONS
from game.zen.campaign import ZenResults
from game.zen.form import Form
from game.zen.forms import random_form
from game.zen.review import ZenReviewKnowledge
from game.zen.state import ZenState, ZenView


class ZenGame(Game):
    name = "zen"
    title = "Flanx Zen"
    campaign = (ZenResults,)
    min_players = 1
    max_players = 1
    actions = ACTIONS
    levels = bots.LEVELS
    level_names = {"policy": N_("computer")}
    level_descriptions = {"random": N_("plays any allowed move"),
                          "policy": N_("places every card that fits and draws where it is safest")}

    @property   # for the base's class attribute: the default form is read from the booklet when asked
    def options(self) -> dict[str, Any]:   # type: ignore[override]
        return {"form": booklet.forms()[0].name, "form_data": None}

    def form_from_options(self, options: dict[str, Any]) -> Form:
        if options["form_data"] is not None:
            return Form.from_data(options["form"], options["form_data"])
        return booklet.find(options["form"])

    def new(self, players: int = 1, seed: int = 0, **options: Any) -> ZenState:
        options = self.check_options(players, options)
        return ZenState(self.form_from_options(options), random.Random(seed))

    def from_dict(self, data: dict[str, Any]) -> ZenState:
        if not isinstance(data, dict):
            raise ValueError("a Zen state is a dict")
        return ZenState.from_dict(data)

    def _read_view(self, data: dict[str, Any]) -> ZenView:
        return ZenView.from_dict(data)

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        """A one-colour booklet form by name, and a two-colour random form given inline.

        Two only: a random Zen game ends only when both decks have run out twice, so each
        configuration is one of the contract suite's slower ones.
        """
        inline = random_form(11, seed=5)
        return [(1, {"form": booklet.forms()[0].name}),
                (1, {"form": inline.name, "form_data": inline.to_data()})]

    def review_knowledge(self) -> Knowledge[Any]:
        """The chance to complete the form, the policy playing on (game.zen.review)."""
        return ZenReviewKnowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        return bots.make_bot(level, **budget)

    def setup_note(self, level: str, options: dict[str, Any]) -> Text:
        words = self.level_descriptions.get(level, "")
        return words if isinstance(words, Text) else T(words)

    def explain(self, view: View, action: Action) -> Text:
        return bots.explain(view, action)

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        return narration.narrate(action, actor)

    def action_words(self, action: Action) -> Text:
        return narration.action_words(action)

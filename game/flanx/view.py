"""What one Flanx seat may know: everything but the order of face-down decks.

The view keeps the public picture (FlanxState.public_dict) and nothing else; `determinize`
deals each hidden deck in a fresh random order.
"""
from __future__ import annotations

import random

from game.core import Action, View
from game.flanx.rules import FlanxState


class FlanxView(View):
    def __init__(self, seat: int, public: dict) -> None:
        self.seat = seat
        self.public = public

    def _as_state(self, rng: random.Random) -> FlanxState:
        data = self.public
        state = FlanxState(data["variant"], data["board"], data["players"], rng)
        state._load_fields(data)
        return state

    def legal_actions(self) -> list[Action]:
        # Which actions are legal never depends on the order of a deck.
        return self._as_state(random.Random(0)).legal_actions(self.seat)

    def determinize(self, rng: random.Random) -> FlanxState:
        state = self._as_state(random.Random(rng.getrandbits(64)))
        for seat, public in enumerate(state.deck_public):
            if not public:
                rng.shuffle(state.decks[seat])
        return state

    def has_secrets(self) -> bool:
        return any(len(d) > 1 and not public
                   for d, public in zip(self.public["decks"], self.public["deck_public"]))

    def to_dict(self) -> dict:
        return {"seat": self.seat, **self.public}

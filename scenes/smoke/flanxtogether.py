"""The smoke test's people at one computer: a Flanx duel of two people racing at once (one on the
mouse, one on the keys, whose card is lifted by the ring), and Toddler for four taking turns."""
from __future__ import annotations

import time

from game import GAMES
from game.referee import HUMAN
from game.referee.people import COLOURS, Person
from scenes.flanx.table import FlanxTable
from scenes.smoke.driver import PLAY_DT, TABLE_SECONDS, Driver


class FlanxTogether(Driver):
    def flanx_together(self) -> None:
        rules = GAMES["flanx"]
        self.app.start_table("flanx", 2, rules.check_options(2, {"variant": "duel"}), [HUMAN, HUMAN],
                             people=people(["Ann", "Ben"]))
        table = self.top(FlanxTable)
        deadline = time.monotonic() + TABLE_SECONDS
        while not table.can_act_now(0):
            if time.monotonic() > deadline:
                raise TimeoutError("the two people's duel never started")
            self.app.step(dt=PLAY_DT)
        for seat in (table.person, table.keys_seat):         # each lays a card through their own Link
            placements = table.view.placements(seat)
            if placements:
                table.act_as(seat, placements[0])
        self.frames(20, dt=1 / 30)
        hand = sorted(table.view.hands[table.keys_seat], key=lambda c: c not in table.playable(table.keys_seat))
        sprite = table.picture.sprite(hand[0]) if hand else None
        if sprite is not None:
            table.card_cursor().pick(sprite)                 # the keys' person lifts a card: its cells glow
        self.shot("flanx-together-duel")
        self.app.scenes.unwind()
        self.app.start_table("flanx", 4, rules.check_options(4, {"variant": "toddler"}), [HUMAN] * 4,
                             people=people(["Mia", "Leo", "Ann", "Ben"]))
        for _ in range(2):                                  # the table follows whoever is to move
            self.frames(10, dt=PLAY_DT)
            table = self.top(FlanxTable)
            actions = table.view.actions_for(table.person)
            table.act_as(table.person, actions[0])
        self.frames(10, dt=PLAY_DT)
        self.shot("flanx-together-toddler")
        self.app.scenes.unwind()


def people(names: list[str]) -> list[Person | None]:
    return [Person(name, COLOURS[i % len(COLOURS)]) for i, name in enumerate(names)]

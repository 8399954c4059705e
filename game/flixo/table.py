"""What every teammate sees of a Flixo game, and the moves those things allow.

`Table` holds the public part of a game: the displays (with face-down cards as ids in a full
state, as ``HIDDEN`` in a view), the discard pile, the removed cards, whose turn it is and in
which phase.  `FlixoState` adds the hidden piles; `FlixoView` adds nothing hidden, so the
legal moves are worked out here once, from what everybody can see.
"""
from __future__ import annotations

from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.cards import FIRST_FLIXO
from game.flixo.display import EYE, UP

# phases of a turn
TURN = "turn"            # choose action 1 (Take) or action 2 (Draw)
DRAWN = "drawn"          # action 2: the drawn card waits for Swap, Reveal or Discard
REWARD = "reward"        # the turn is interrupted for rewards: Peek
OVER = "over"

#: DECISIONS.md: a game of endless swaps is stopped here and counted lost (the arena, the bots
#: and the table all play under this limit; the option `turn_limit` changes it)
TURN_LIMIT = 500

#: the public fields, in the order to_dict writes them
PUBLIC_FIELDS = ("players", "level", "display", "flixos", "turn_limit", "slots", "rows", "cols",
                 "discard", "removed", "drawn", "phase", "current", "rewards", "final_turns", "turns",
                 "flixo_waiting", "outcome")


class Table:
    players: int
    level: int
    display: str
    flixos: int
    turn_limit: int
    slots: list[list[int]]
    rows: list[int]
    cols: list[int]
    discard: list[int]
    removed: list[int]
    drawn: int               # the card drawn in action 2, -1 when none
    phase: str
    current: int             # whose turn it is
    rewards: int             # rewards still to spend this turn
    final_turns: int         # turns left once the final turns began, -1 before
    turns: int               # turns completed
    flixo_waiting: int       # a Flixo discarded last turn that must be taken now, -1 when none
    outcome: str             # "" while running, then "won" or why the team lost

    # -- what everybody can see ---------------------------------------------------------------
    def draw_count(self) -> int:
        raise NotImplementedError

    def top_discard(self) -> int:
        return self.discard[-1]

    def forced(self) -> bool:
        """A Flixo was discarded last turn: this turn must take it (action 1, no choice)."""
        return self.flixo_waiting >= 0

    def final_turns_begun(self) -> bool:
        return self.final_turns >= 0

    def shape(self, seat: int) -> tuple[int, int]:
        return self.rows[seat], self.cols[seat]

    def face_down_cells(self, seat: int) -> list[int]:
        return [i for i, slot in enumerate(self.slots[seat]) if not slot & UP]

    def peek_cells(self, seat: int) -> list[int]:
        """Face-down cards in this display the team does not know yet."""
        return [i for i, slot in enumerate(self.slots[seat]) if not slot & (UP | EYE)]

    def anything_to_peek(self) -> bool:
        return any(not slot & (UP | EYE) for display in self.slots for slot in display)

    def flixos_seen(self) -> int:
        """Flixos the team has seen: face up anywhere, under an eye token, or removed."""
        seen = sum(1 for c in self.discard if c >= FIRST_FLIXO) + sum(1 for c in self.removed if c >= FIRST_FLIXO)
        for display in self.slots:
            seen += sum(1 for slot in display if slot & (UP | EYE) and slot & 127 >= FIRST_FLIXO)
        return seen

    # -- the moves ------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list:
        if self.phase == OVER or seat != self.current:
            return []
        cols = self.cols[seat]
        if self.phase == TURN:
            takes = [Take(i // cols, i % cols) for i in range(len(self.slots[seat]))]
            return takes if self.forced() else takes + [Draw()]
        if self.phase == DRAWN:
            cells = range(len(self.slots[seat]))
            actions = [Swap(i // cols, i % cols) for i in cells]
            down = self.face_down_cells(seat)
            actions += [Reveal(i // cols, i % cols) for i in down]
            return actions if down else actions + [Discard()]
        return [Peek(owner, i // self.cols[owner], i % self.cols[owner])
                for owner in range(self.players) for i in self.peek_cells(owner)]

    def public_dict(self) -> dict:
        """The public fields as plain JSON types (lists copied)."""
        return {"players": self.players, "level": self.level, "display": self.display, "flixos": self.flixos,
                "turn_limit": self.turn_limit, "slots": [list(d) for d in self.slots], "rows": list(self.rows),
                "cols": list(self.cols), "discard": list(self.discard), "removed": list(self.removed),
                "drawn": self.drawn, "phase": self.phase, "current": self.current, "rewards": self.rewards,
                "final_turns": self.final_turns, "turns": self.turns, "flixo_waiting": self.flixo_waiting,
                "outcome": self.outcome}

    def _copy_public(self, other: "Table") -> None:
        """Copy the public fields of `self` into `other` (lists copied, never shared)."""
        other.players, other.level, other.display = self.players, self.level, self.display
        other.flixos, other.turn_limit = self.flixos, self.turn_limit
        other.slots = [list(d) for d in self.slots]
        other.rows, other.cols = list(self.rows), list(self.cols)
        other.discard, other.removed = list(self.discard), list(self.removed)
        other.drawn, other.phase, other.current, other.rewards = self.drawn, self.phase, self.current, self.rewards
        other.final_turns, other.turns = self.final_turns, self.turns
        other.flixo_waiting, other.outcome = self.flixo_waiting, self.outcome

"""Build Flixo states card by card for the rule tests.

A display is a list of rows; a cell is a token: "5" a face-down number 5, "5^" face up,
"5e" face down with an eye token, "F5" a face-down Flixo 5, "F5^" a face-up Flixo.
Cards not named go to the box (numbers) or stay out of play (Flixos), so `check()` holds.
"""
from __future__ import annotations

from game.flixo import GAME
from game.flixo.cards import FIRST_FLIXO, VALUE, flixo_card, level_values, number_card, number_sets
from game.flixo.display import CARD, EYE, UP
from game.flixo.state import FlixoState


class _Pool:
    def __init__(self, players: int, level: int, display: str) -> None:
        values = level_values(level)
        self.numbers = {v: [number_card(s, v) for s in range(number_sets(players, display))] for v in values}
        self.flixos = {v: [flixo_card(v)] for v in values}

    def take(self, token: str) -> int:
        """The card for a token, with its flags."""
        up, eye = token.endswith("^"), token.endswith("e")
        body = token.rstrip("^e")
        pool = self.flixos if body.startswith("F") else self.numbers
        card = pool[int(body.lstrip("F"))].pop()
        return card | (UP if up else 0) | (EYE if eye else 0)

    def rest(self) -> tuple[list[int], list[int]]:
        return ([c for cards in self.numbers.values() for c in cards],
                [c for cards in self.flixos.values() for c in cards])


def build(displays: list[list[list[str]]], discard: list[str] = ("7^",), draw: list[str] = ("1", "2"),
          current: int = 0, level: int = 1, display: str | None = None, turn_limit: int = 500) -> FlixoState:
    players = len(displays)
    display = display or "3x4"          # the larger card set: room for the numbers a test names
    pool = _Pool(players, level, display)
    s = FlixoState.__new__(FlixoState)
    s.players, s.level, s.display, s.turn_limit = players, level, display, turn_limit
    s.slots = [[pool.take(tok) for row in d for tok in row] for d in displays]
    s.rows = [len(d) for d in displays]
    s.cols = [len(d[0]) if d else 0 for d in displays]
    s.discard = [pool.take(tok) & CARD for tok in discard]
    s.draw = [pool.take(tok) & CARD for tok in draw]
    s.box, s.flixo_pile = pool.rest()
    placed = [slot & CARD for d in s.slots for slot in d] + s.discard
    s.flixos = sum(1 for c in placed if c >= FIRST_FLIXO)
    s.removed, s.drawn, s.phase, s.current, s.rewards = [], -1, "turn", current, 0
    s.final_turns, s.turns, s.flixo_waiting, s.outcome = -1, 0, -1, ""
    s.check()
    return s


def tokens(state: FlixoState, seat: int) -> list[list[str]]:
    """A display back as tokens, to compare with what a test expects."""
    rows, cols = state.rows[seat], state.cols[seat]
    out = []
    for r in range(rows):
        row = []
        for slot in state.slots[seat][r * cols:(r + 1) * cols]:
            card = slot & CARD
            text = ("F" if card >= FIRST_FLIXO else "") + str(VALUE[card])
            row.append(text + ("^" if slot & UP else "e" if slot & EYE else ""))
        out.append(row)
    return out


def all_down(value: str = "4", rows: int = 3, cols: int = 3) -> list[list[str]]:
    return [[value] * cols for _ in range(rows)]


__all__ = ["GAME", "build", "tokens", "all_down"]

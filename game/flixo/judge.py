"""How the Flixo team judges a table, from public information only.

Teammates know exactly the same things (DECISIONS.md), so a position is judged by what is
face up, what carries an eye token, and what is still unseen.  A display is worth more when
its lines grow towards one number (more so with a Flixo in them: completing them removes the
Flixo), when it shrinks, and when it is down to a single row or column, where Flixos no longer
matter.  Known Flixos in a display of two rows and two columns cost; a face-down card costs its
chance of hiding one.

`Outlook` counts the unseen cards once per decision: the chance that a face-down card is a
Flixo, what a drawn or revealed card may be, and how many cards of each number are still in
the game.  `Outlook.display(...)` judges one display after settling its full lines (the
removals at the end of a turn), with a cache, so a bot can weigh hundreds of outcomes quickly.
"""
from __future__ import annotations

from game.flixo.cards import FIRST_FLIXO, VALUE, flixo_card, level_values, number_card, number_sets
from game.flixo.display import CARD, EYE, UP, close_up, full_lines
from game.flixo.state import FlixoPublic

# -- weights (tuned with arena runs: `python -m game.flixo.measure`) ----------------------------
FLIXO_KNOWN = 30.0          # a known Flixo in a display of two rows and two columns
FLIXO_RISK = 55.0           # the same for a face-down card, times the chance that it is a Flixo:
                            # more than a known one, so the team looks for them while it has time
SINGLE_LINE = 35.0          # a display down to one row or column: its Flixos no longer matter
EMPTY = 40.0
PER_CARD = 1.0              # every card gone from a display is progress
LINE = 14.0                 # a line growing towards one number, times its fill squared
FLIXO_LINE = 2.0            # ... worth this much more when a Flixo sits in it
SCARCE = 0.5                # ... and this much less when every card it still needs must be found
POINTS = 0.15               # the numbers themselves (the score: lower is better)
REWARD = 8.0                # an eye token to place
WIN = 1000.0
LOSS = -1000.0


#: judged displays, one dict per set of unseen cards: positions repeat across a game's decisions
_CACHES: dict[tuple[float, tuple[int, ...], tuple[int, ...]],
              dict[tuple[tuple[int, ...], int, int], tuple[float, int, int, int]]] = {}


class Outlook:
    """The unseen cards and the per-decision constants of the judgement.  `wariness` scales what a
    face-down card that may hide a Flixo costs (FLIXO_RISK): a less wary teammate looks for them
    less keenly (bots.LEVEL_BOTS)."""

    def __init__(self, table: FlixoPublic, wariness: float = 1.0) -> None:
        values = level_values(table.level)
        copies = number_sets(table.players, table.display)
        known_numbers = {v: 0 for v in values}
        seen_flixos: set[int] = set()
        hidden = 0
        removed = {v: 0 for v in values}
        for d in table.slots:
            for slot in d:
                if slot & (UP | EYE):
                    self._note(slot & CARD, known_numbers, seen_flixos)
                else:
                    hidden += 1
        for card in table.discard + table.removed + ([table.drawn] if table.drawn >= 0 else []):
            self._note(card, known_numbers, seen_flixos)
        for card in table.removed:
            removed[VALUE[card]] += 1
        self.hidden = hidden
        self.hidden_flixos = table.flixos - len(seen_flixos)
        self.p_flixo = self.hidden_flixos / hidden if hidden else 0.0
        unseen = {v: copies - known_numbers[v] for v in values}
        total = sum(unseen.values())
        unseen_flixos = [v for v in values if flixo_card(v) not in seen_flixos]
        #: what a drawn card may be: (chance, a card of that number)
        self.draws = [(n / total, number_card(0, v)) for v, n in unseen.items() if n > 0] if total else []
        #: what a face-down card may be
        p = self.p_flixo
        self.reveals = [(q * (1 - p), c) for q, c in self.draws]
        if unseen_flixos and p > 0:
            self.reveals += [(p / len(unseen_flixos), flixo_card(v)) for v in unseen_flixos]
        #: cards of each number not yet removed: a line needing more than these is hopeless
        self.left = {v: copies + 1 - removed[v] for v in values}
        #: a line that needs at least this many more must find them all among the unseen (some boxed)
        self.scarce = {v: unseen[v] for v in values}
        #: what a face-down card that may hide a Flixo costs a display of two rows and two columns
        self.risk = FLIXO_RISK * wariness * self.p_flixo
        signature = (self.risk, tuple(self.left.values()), tuple(self.scarce.values()))
        if len(_CACHES) > 64:
            _CACHES.clear()
        self._cache = _CACHES.setdefault(signature, {})

    @staticmethod
    def _note(card: int, known_numbers: dict[int, int], seen_flixos: set[int]) -> None:
        if card >= FIRST_FLIXO:
            seen_flixos.add(card)
        else:
            known_numbers[VALUE[card]] += 1

    # -- one display -------------------------------------------------------------------------------
    def display(self, slots: tuple[int, ...], rows: int, cols: int) -> tuple[float, int, int, int]:
        """(value, Flixos removed, face-down cards left, known Flixos stuck) after the display's
        full lines go; stuck Flixos are those left in a display of two rows and two columns."""
        key = (slots, rows, cols)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._settle(list(slots), rows, cols)
        return hit

    def _settle(self, slots: list[int], rows: int, cols: int) -> tuple[float, int, int, int]:
        if len(slots) != rows * cols:
            raise ValueError("a display's slots do not fit its shape")
        removed = 0
        while True:
            gone_rows, gone_cols = full_lines(slots, rows, cols)
            if not gone_rows and not gone_cols:
                break
            for r in range(rows):
                for c in range(cols):
                    if (r in gone_rows or c in gone_cols) and slots[r * cols + c] & CARD >= FIRST_FLIXO:
                        removed += 1
            slots, rows, cols = close_up(slots, rows, cols, gone_rows, gone_cols)
        down = sum(1 for s in slots if not s & UP)
        stuck = sum(1 for s in slots if s & (UP | EYE) and s & CARD >= FIRST_FLIXO) if multi_line(rows, cols) else 0
        return self._value(slots, rows, cols) + REWARD * removed, removed, down, stuck

    def _value(self, slots: list[int], rows: int, cols: int) -> float:
        if not slots:
            return EMPTY + PER_CARD * 12
        single = rows == 1 or cols == 1
        value = -PER_CARD * len(slots)
        known_flixos = unknown = points = 0
        for slot in slots:
            if slot & (UP | EYE):
                card = slot & CARD
                known_flixos += card >= FIRST_FLIXO
                points += VALUE[card]
            else:
                unknown += 1
        value -= POINTS * points
        if single:
            value += SINGLE_LINE
        else:
            value -= FLIXO_KNOWN * known_flixos + self.risk * unknown
        if cols >= 2:
            for r in range(rows):
                value += self._line(slots[r * cols:(r + 1) * cols], single)
        if rows >= 2:
            for c in range(cols):
                value += self._line(slots[c::cols], single)
        return value

    def _line(self, line: list[int], single: bool) -> float:
        """A line whose known cards all show one number is worth more the fuller it is."""
        number = None
        known = 0.0
        count = 0
        flixo = False
        for slot in line:
            if slot & (UP | EYE):
                card = slot & CARD
                v = VALUE[card]
                if number is None:
                    number = v
                elif v != number:
                    return 0.0
                known += 1.0 if slot & UP else 0.7        # an eye-token card still has to be turned up
                count += 1
                flixo = flixo or card >= FIRST_FLIXO
        if number is None:
            return 0.0
        need = len(line) - count
        if need > self.left[number] - count:
            return 0.0
        fill = known / len(line)
        value = LINE * fill * fill * (FLIXO_LINE if flixo and not single else 1.0)
        return value * SCARCE if need and need >= self.scarce[number] else value


def multi_line(rows: int, cols: int) -> bool:
    """A display of at least two rows and two columns: Flixos left in it lose the game."""
    return rows >= 2 and cols >= 2

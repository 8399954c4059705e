"""What each Flixo action does to a state, rule by rule, and the events that tell it.

The State's `_do` is `play`; everything here works on that state (`s`), in the order the
rulebook gives: the action itself, then at the end of the action a Flixo left lying, the lines
that go (and close up, again and again), the rewards, the final turns and the end of the game.
"""
from __future__ import annotations

from typing import Any, Protocol

from game.core import CardFlipped, CardMoved, Event, GameOver, TurnBegan, Zone
from game.core.text import N_
from game.flixo import actions as act
from game.flixo.actions import DISCARD, DRAW, REMOVED, Discard, Draw, Peek, Reveal, Swap, Take, cell, drawn
from game.flixo.cards import FIRST_FLIXO
from game.flixo.display import CARD, EYE, UP, cells_of, close_up, full_lines, has_flixo, kept_cells

# phases of a turn
TURN = "turn"            # choose action 1 (Take) or action 2 (Draw)
DRAWN = "drawn"          # action 2: the drawn card waits for Swap, Reveal or Discard
REWARD = "reward"        # the turn is interrupted for rewards: Peek
OVER = "over"

#: how the game ended (kept in the state and its saves as these English ids; the end screen says
#: a loss in the person's language)
WON = "won"
LOST_FLIXO_LYING = N_("a discarded Flixo was left lying on the discard pile")
LOST_FLIXOS_LEFT = N_("Flixos are still in a display with at least two rows and two columns")
LOST_TURN_LIMIT = N_("the turn limit was reached")


class Position(Protocol):
    """What the rules read and change of a FlixoState: named here by what it holds, as
    game/flixo/state.py, which imports this module, is not imported back."""

    players: int
    turn_limit: int
    slots: list[list[int]]
    rows: list[int]
    cols: list[int]
    discard: list[int]
    removed: list[int]
    draw: list[int]
    drawn: int
    phase: str
    current: int
    rewards: int
    final_turns: int
    turns: int
    flixo_waiting: int
    outcome: str

    def anything_to_peek(self) -> bool: ...

    def forced(self) -> bool: ...

    def face_down_cells(self, seat: int) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def scores(self) -> list[float]: ...


def play(s: Position, seat: int, action: Any, events: list[Event] | None) -> None:
    """Carry out `action` (already known to be legal) for `seat` in state `s`, adding the events
    to `events` in order; None (search's quiet path) builds none, here and below.
    `action` is Any: it is told apart by `type(action)` once, kept in `kind`, which mypy cannot narrow by."""
    kind = type(action)
    if kind is Take:
        _take(s, seat, action.row * s.cols[seat] + action.col, events)
    elif kind is Draw:
        _draw(s, seat, events)
        return
    elif kind is Swap:
        _swap(s, seat, action.row * s.cols[seat] + action.col, events)
    elif kind is Reveal:
        _reveal(s, seat, action.row * s.cols[seat] + action.col, events)
    elif kind is Discard:
        if events is not None:
            events.append(CardMoved(s.drawn, drawn(seat), DISCARD))
        s.discard.append(s.drawn)
        s.drawn = -1
    elif kind is Peek:
        _peek(s, seat, action, events)
        return
    _end_of_action(s, seat, events)


def _cell(s: Position, seat: int, index: int) -> Zone:
    return cell(seat, index // s.cols[seat], index % s.cols[seat])


def _put_out(s: Position, seat: int, index: int, card_in: int, events: list[Event] | None) -> None:
    """`card_in` has come face up onto the card at `index`, which goes onto the discard pile
    (face up, so everybody learns it)."""
    out = s.slots[seat][index] & CARD
    s.slots[seat][index] = card_in | UP
    s.discard.append(out)
    if events is not None:
        events.append(CardMoved(out, _cell(s, seat, index), DISCARD))


def _take(s: Position, seat: int, index: int, events: list[Event] | None) -> None:
    card = s.discard.pop()
    if card == s.flixo_waiting:
        s.flixo_waiting = -1
    if events is not None:
        events.append(CardMoved(card, DISCARD, _cell(s, seat, index)))
    _put_out(s, seat, index, card, events)


def _draw(s: Position, seat: int, events: list[Event] | None) -> None:
    s.drawn = s.draw.pop()
    s.phase = DRAWN
    if events is not None:
        events.append(CardMoved(s.drawn, DRAW, drawn(seat)))
    if not s.draw:
        if events is not None:
            events.append(act.LastCardDrawn(seat))


def _swap(s: Position, seat: int, index: int, events: list[Event] | None) -> None:
    if events is not None:
        events.append(CardMoved(s.drawn, drawn(seat), _cell(s, seat, index)))
    card, s.drawn = s.drawn, -1
    _put_out(s, seat, index, card, events)


def _reveal(s: Position, seat: int, index: int, events: list[Event] | None) -> None:
    if events is not None:
        events.append(CardMoved(s.drawn, drawn(seat), DISCARD))
    s.discard.append(s.drawn)
    s.drawn = -1
    _turn_up(s, seat, index, events)


def _turn_up(s: Position, seat: int, index: int, events: list[Event] | None) -> None:
    card = s.slots[seat][index] & CARD
    s.slots[seat][index] = card | UP
    if events is not None:
        events.append(CardFlipped(card, _cell(s, seat, index), True))


def _end_of_action(s: Position, seat: int, events: list[Event] | None) -> None:
    """After action 1 or 2: a Flixo left lying loses, lines go, rewards interrupt the turn."""
    top = s.discard[-1]
    if s.flixo_waiting >= 0:
        if events is not None:
            events.append(act.FlixoLeftLying(seat, s.flixo_waiting))
        _game_over(s, LOST_FLIXO_LYING, events)
        return
    if top >= FIRST_FLIXO:      # only a display card can be a Flixo: the drawn card never is
        s.flixo_waiting = top
    s.phase = TURN
    flixos = _remove_lines(s, seat, events)
    if flixos:
        if events is not None:
            events.append(act.RewardEarned(seat, flixos))
        s.rewards = flixos
        if _start_rewards(s, seat, events):
            return
    _end_of_turn(s, seat, events)


def _remove_lines(s: Position, seat: int, events: list[Event] | None) -> int:
    """Remove every full line, close up, repeat; the number of Flixos removed."""
    flixos = 0
    while True:
        slots, rows, cols = s.slots[seat], s.rows[seat], s.cols[seat]
        gone_rows, gone_cols = full_lines(slots, rows, cols)
        if not gone_rows and not gone_cols:
            return flixos
        gone = cells_of(rows, cols, gone_rows, gone_cols)
        cards = [slots[i] & CARD for i in gone]
        found = sum(1 for c in cards if c >= FIRST_FLIXO)
        flixos += found
        s.removed.extend(cards)
        if events is not None:
            events.append(act.LinesRemoved(seat, gone_rows, gone_cols, found))
            events.extend(CardMoved(c, cell(seat, i // cols, i % cols), REMOVED) for i, c in zip(gone, cards))
        s.slots[seat], s.rows[seat], s.cols[seat] = close_up(slots, rows, cols, gone_rows, gone_cols)
        if events is not None:
            events.append(act.DisplayClosedUp(seat, s.rows[seat], s.cols[seat]))
            events.extend(_closing_moves(s, seat, slots, rows, cols, kept_cells(rows, cols, gone_rows, gone_cols)))


def _closing_moves(s: Position, seat: int, slots: list[int], rows: int, cols: int,
                   kept: list[tuple[int, int]]) -> list[CardMoved]:
    """Each card left that changes cell as the display closes up, in the order that finds
    every new cell free; a face-down card nobody knows moves unnamed."""
    now = s.cols[seat]
    moves: list[CardMoved] = []
    for old, new in kept:
        src, dst = cell(seat, old // cols, old % cols), cell(seat, new // now, new % now)
        if src != dst:
            slot = slots[old]
            known = None if slot & (UP | EYE) else ()
            moves.append(CardMoved(slot & CARD, src, dst, bool(slot & UP), known))
    return moves


def _start_rewards(s: Position, seat: int, events: list[Event] | None) -> bool:
    """Enter the reward phase; False (the rewards lapse) when no face-down card is left to peek at."""
    if s.anything_to_peek():
        s.phase = REWARD
        return True
    if events is not None:
        events.append(act.RewardLapsed(seat, s.rewards))
    s.rewards = 0
    return False


def _peek(s: Position, seat: int, action: Peek, events: list[Event] | None) -> None:
    index = action.row * s.cols[action.owner] + action.col
    s.slots[action.owner][index] |= EYE
    card = s.slots[action.owner][index] & CARD
    zone = cell(action.owner, action.row, action.col)
    if events is not None:
        events += [CardFlipped(card, zone, True), act.EyeTokenPlaced(seat, zone), CardFlipped(card, zone, False)]
    s.rewards -= 1
    if s.rewards and _start_rewards(s, seat, events):
        return
    s.rewards = 0
    s.phase = TURN
    _end_of_turn(s, seat, events)


def _end_of_turn(s: Position, seat: int, events: list[Event] | None) -> None:
    """The game ends after the last card was drawn or the last final turn; else the next seat."""
    s.turns += 1
    if not s.draw:
        _finish(s, events)
        return
    if s.final_turns >= 0:
        s.final_turns -= 1
        if s.final_turns == 0:
            _finish(s, events)
            return
    elif not any(not slot & UP for slot in s.slots[seat]):
        s.final_turns = s.players - 1
        if events is not None:
            events.append(act.FinalTurnsBegan(seat, s.final_turns))
    if s.turns >= s.turn_limit:
        if events is not None:
            events.append(act.TurnLimitReached(s.turns))
        _game_over(s, LOST_TURN_LIMIT, events)
        return
    s.current = (seat + 1) % s.players
    if events is not None:
        events.append(TurnBegan(s.current))
    if s.forced():
        if events is not None:
            events.append(act.FlixoMustBeTaken(s.current, s.flixo_waiting))


def _finish(s: Position, events: list[Event] | None) -> None:
    """The end: a Flixo on the discard pile counts as removed; reveal, remove lines, judge."""
    if s.flixo_waiting >= 0:
        if events is not None:
            events.append(act.FlixoCountsRemoved(s.flixo_waiting))
        s.flixo_waiting = -1
    for seat in range(s.players):
        for index in s.face_down_cells(seat):
            _turn_up(s, seat, index, events)
        _remove_lines(s, seat, events)
    beaten = all(not has_flixo(d) or s.rows[seat] <= 1 or s.cols[seat] <= 1 for seat, d in enumerate(s.slots))
    _game_over(s, WON if beaten else LOST_FLIXOS_LEFT, events)


def _game_over(s: Position, outcome: str, events: list[Event] | None) -> None:
    s.outcome, s.phase = outcome, OVER
    if events is not None:
        events.append(GameOver(tuple(s.winners()), tuple(s.scores())))

"""Flanx's computer players: how well they place (this module) and how fast (seconds_per_card).

Real time belongs to the table: it asks `seconds_per_card(level)` how long the bot takes per
card and calls `choose` on its own clock. The judgement grows with the level:

- easy: a random legal placement; discards only a hand that fits nowhere.
- normal: wins at once when it can; in the duel, Hard's search below on only 2 shuffles;
  in Kids and Toddler, judges single placements by `position_value` (builds cells from which
  it wins, shortens its own way to a win and lengthens the opponent's, keeps cells open for
  its cards), with a random placement three times in ten. Discards only a hand that fits
  nowhere (in the duel, whatever its search prefers).
- hard: wins at once when it can; otherwise tries every legal action (each placement, and
  discarding the hand) on 16 shuffles of the hidden decks, plays each to the end with a quick
  policy (win if you can, else block the opponent's winning cell, else a random placement),
  and takes the action that wins most often. So it blocks, flanks, advances, keeps its
  options and discards a dead hand (or a poor one) because those win games, not by rule.
  Ties go to `position_value`. The duel's playouts run on a Sketch, about four times faster
  than the full engine.
- expert: the same with 256 shuffles per action.

`position_value` and `explain` also give the Hint its words.
Measured figures (game.flanx.race, equal clocks and by level) are in the race module's notes.
"""
from __future__ import annotations

import heapq
import random

from game.core import Action, Bot, Knowledge, State, View
from game.flanx.board import ALL_FACES, EMPTY, FIT_MASK, faces_mask, frontier, touches_other, touches_own
from game.flanx.cards import DECK_NAMES, FACES, deck_of, face_of
from game.flanx.rules import WHITE_SEAT, Discard, FlanxState, Place

#: how long a bot takes per card, in seconds, by level (the table's clock reads this)
SECONDS_PER_CARD = {"random": 3.0, "easy": 3.0, "normal": 2.0, "hard": 1.3, "expert": 0.8}

WIN = 1_000_000.0
#: Hard's weights. "Winning cells" are cells where a card would win at once (goal edge, behind).
WEIGHTS = {
    "hand_wins": 2_000.0,        # per winning cell our hand (or expected fresh hand) can fill
    "opponent_hand_wins": -6_000.0,   # per winning cell the opponent's hand can fill next
    "threat": 1_200.0,           # per winning cell, times the share of our cards that fit it
    "opponent_threat": -2_000.0,  # the same for the opponent
    "open_cell": 3.0,            # per open cell some card of ours fits, minus the opponent's
}
#: value of being `d` cards from a win (race_distance), ours and the opponent's
GAIN = (3_000.0, 1_500.0, 400.0, 120.0, 40.0, 15.0)
DANGER = (3_000.0, 1_500.0, 500.0, 150.0, 50.0, 15.0)
NO_WAY = 20                  # the race distance of a seat with no way through
HARD_SAMPLES = 16            # playouts per action for Hard
EXPERT_SAMPLES = 256         # and for Expert (inside its 0.8 s per card: see the bot tests)
ENGINE_SAMPLES = 64          # at most, where playouts run on the full engine (Kids, Toddler)
NORMAL_SLIPS = 0.3           # how often Normal (Kids, Toddler) lays a random card instead of its best
NORMAL_SAMPLES = 2           # playouts per action for Normal in the duel


def seconds_per_card(level: str) -> float:
    """The bot's reaction time per card at `level` (the table's clock)."""
    if level not in SECONDS_PER_CARD:
        raise ValueError(f"Flanx has no bot level {level!r}")
    return SECONDS_PER_CARD[level]


# -- what a position offers -----------------------------------------------------------------------
def wins_at(state: FlanxState, seat: int, cell: int) -> bool:
    """Would a card of `seat` laid on `cell` win: on its goal edge, or (duel) behind a card?"""
    g = state.geometry
    if g.col_row(cell)[1] == state.goal_row(seat):
        return True
    if state.variant != "duel":
        return False
    below = cell + g.cols if seat == WHITE_SEAT else cell - g.cols
    return 0 <= below < g.size and state.cells[below] != EMPTY and deck_of(state.cells[below]) != seat


def winning_cells(state: FlanxState, seat: int, mask: int) -> list[int]:
    """Cells where `seat` could lay a card whose face is in `mask` and win at once."""
    if not mask:
        return []
    return [i for i in state.open_cells(seat) if state.fitting(seat, i) & mask and wins_at(state, seat, i)]


def open_count(state: FlanxState, seat: int, mask: int) -> int:
    """How many open cells some card in `mask` still fits: the seat's room to play."""
    return sum(1 for i in state.open_cells(seat) if state.fitting(seat, i) & mask)


def opponents(state: FlanxState, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat]


def race_distance(state: FlanxState, seat: int, owned: int) -> int:
    """How many more cards `seat` needs to win, at the least, along empty cells.

    A shortest path from the seat's cards to a winning cell (its goal edge or, in the duel,
    right behind an opponent's card). Cells none of its cards fit are walls; in the duel a
    cell not yet next to an opponent's card costs two (Rule 3 needs the opponent there first).
    """
    g, cells = state.geometry, state.cells
    duel = state.variant == "duel"
    done = set()
    heap = []
    for i in state.open_cells(seat) if not duel else frontier(g, cells, seat):
        heapq.heappush(heap, (0, i))
    while heap:
        d, i = heapq.heappop(heap)
        if i in done:
            continue
        done.add(i)
        if not state.fitting(seat, i) & owned:
            continue
        d += 2 if duel and not touches_other(g, cells, i, seat) else 1
        if wins_at(state, seat, i):
            return d
        for n, _ in g.orthogonal(i):
            if cells[n] == EMPTY and n not in done:
                heapq.heappush(heap, (d, n))
    return NO_WAY


def fit_share(state: FlanxState, seat: int, cells: list[int], cards: list[int]) -> float:
    """Over `cells`, the summed share of `cards` that fit each (how likely a draw fills it)."""
    if not cards or not cells:
        return 0.0
    faces = [face_of(c) for c in cards]
    total = 0
    for i in cells:
        mask = state.fitting(seat, i)
        total += sum(1 for f in faces if mask >> f & 1)
    return total / len(cards)


def fresh_hand_chance(state: FlanxState, seat: int, cells: list[int]) -> float:
    """The chance that three cards drawn now include one that fits one of `cells`."""
    pool = state.decks[seat] if len(state.decks[seat]) >= 3 else state.owned(seat)
    if not pool or not cells:
        return 0.0
    masks = [state.fitting(seat, i) for i in cells]
    hits = sum(1 for c in pool if any(m >> face_of(c) & 1 for m in masks))
    return 1.0 - (1.0 - hits / len(pool)) ** min(3, len(pool))


def position_value(state: FlanxState, seat: int, hand: list[int]) -> float:
    """Hard's judgement of the board for `seat` holding `hand` ([]: three cards still to draw)."""
    w = WEIGHTS
    owned_cards = state.owned(seat)
    owned = faces_mask(owned_cards)
    chances = winning_cells(state, seat, owned)
    if hand:
        value = w["hand_wins"] * min(2, len(winning_cells(state, seat, faces_mask(hand))))
    else:
        value = w["hand_wins"] * fresh_hand_chance(state, seat, chances)
    value += w["threat"] * fit_share(state, seat, chances, owned_cards)
    value += _graded(GAIN, race_distance(state, seat, owned))
    value += w["open_cell"] * open_count(state, seat, owned)
    if state.variant == "toddler":
        return value
    for other in opponents(state, seat):
        other_cards = state.owned(other)
        other_owned = faces_mask(other_cards)
        value += w["opponent_hand_wins"] * len(winning_cells(state, other, faces_mask(state.hands[other])))
        value += w["opponent_threat"] * fit_share(state, other, winning_cells(state, other, other_owned),
                                                  other_cards)
        value -= _graded(DANGER, race_distance(state, other, other_owned))
        value -= w["open_cell"] * open_count(state, other, other_owned)
    return value


def _graded(table: tuple[float, ...], distance: int) -> float:
    return table[distance] if distance < len(table) else table[-1] / (distance - len(table) + 2)


def rows_advanced(state: FlanxState, seat: int) -> int:
    g = state.geometry
    start = g.col_row(state.starts[seat])[1]
    goal = state.goal_row(seat)
    step = 1 if goal > start else -1
    rows = [g.col_row(i)[1] for i, c in enumerate(state.cells) if c != EMPTY and deck_of(c) == seat]
    return max((r - start) * step for r in rows)


def placement_value(state: FlanxState, seat: int, action: Place, judge) -> float:
    """`judge(state, seat, hand)` of the board after laying `action` (the state is restored)."""
    cell = state.geometry.index(action.col, action.row)
    if wins_at(state, seat, cell):
        return WIN
    hand = state.hands[seat]
    state.cells[cell] = action.card
    hand.remove(action.card)
    try:
        return judge(state, seat, list(hand))
    finally:
        hand.append(action.card)
        state.cells[cell] = EMPTY


def discard_value(state: FlanxState, seat: int, judge) -> float:
    """`judge` of the board with the hand discarded and three cards still to draw."""
    return judge(state, seat, [])


# -- the bots -------------------------------------------------------------------------------------
class JudgeBot(Bot):
    """Normal: a winning card at once; a discard only when nothing fits. Otherwise, in the
    duel, Hard's search on `NORMAL_SAMPLES` shuffles; in Kids and Toddler, the placement
    `position_value` rates best, except a random one `slips` of the time.

    Why the duel differs: there, at equal clocks, laying the card `position_value` rates best
    won fewer races against random placements than it lost (40% to 42%, 200 games), and
    winning at once plus blocking the opponent's winning cell, with random cards otherwise,
    came out even with Easy over 2,600 games. Two playouts per action are the least judgement
    that measurably beats Easy (see the race module's notes).
    """

    def __init__(self, level: str, slips: float) -> None:
        self.name = level
        self.slips = slips
        self.search = RolloutBot(level, samples=NORMAL_SAMPLES)

    def choose(self, view: View, rng: random.Random) -> Action:
        if view.public["variant"] == "duel":
            return self.search.choose(view, rng)
        state = view.determinize(rng)
        seat = view.seat
        legal = state.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        winning = [a for a in places if wins_at(state, seat, state.geometry.index(a.col, a.row))]
        if winning or not places:
            return (winning or legal)[0]
        if rng.random() < self.slips:
            return places[rng.randrange(len(places))]
        return max(places, key=lambda a: placement_value(state, seat, a, position_value))


class EasyBot(Bot):
    """A random legal placement; the hand is discarded only when it fits nowhere."""

    def __init__(self, level: str = "easy") -> None:
        self.name = level

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        pool = places or legal
        return pool[rng.randrange(len(pool))]


class RolloutBot(Bot):
    """Tries each legal action on `samples` shuffles of the unknown decks, and plays each game
    out with a quick policy (in the duel on a Sketch, see there); the action that wins most
    often is played.

    Every action meets the same shuffles and the same playout dice (common random numbers),
    so the comparison between actions is not drowned in luck. A winning card is laid at once;
    equal results go to the action `position_value` rates higher.
    """

    def __init__(self, level: str, samples: int, playout_limit: int = 80) -> None:
        self.name = level
        self.samples = samples
        self.playout_limit = playout_limit

    def choose(self, view: View, rng: random.Random) -> Action:
        seat = view.seat
        legal = view.legal_actions()
        probe = view.determinize(rng)
        for action in legal:
            if isinstance(action, Place) and wins_at(probe, seat, probe.geometry.index(action.col, action.row)):
                return action
        if len(legal) == 1:
            return legal[0]
        if probe.variant == "duel":
            seeds = [rng.getrandbits(32) for _ in range(self.samples)]
            wins = self._sketched_wins(probe, view, seat, legal, seeds)
        else:
            seeds = [rng.getrandbits(32) for _ in range(min(self.samples, ENGINE_SAMPLES))]
            wins = [self._wins(view, seat, action, seeds) for action in legal]
        best = max(wins)
        tied = [action for action, won in zip(legal, wins) if won == best]
        # Hard's judgement breaks ties: in a lost position it still blocks what it can
        return tied[0] if len(tied) == 1 else max(tied, key=lambda action: self._judged(probe, seat, action))

    @staticmethod
    def _judged(state: FlanxState, seat: int, action: Action) -> float:
        if isinstance(action, Place):
            return placement_value(state, seat, action, position_value)
        return discard_value(state, seat, position_value)

    def _sketched_wins(self, probe: FlanxState, view: View, seat: int, legal: list[Action],
                       seeds: list[int]) -> list[float]:
        """Per action, the playouts won on sketches of the duel (one shuffle per seed)."""
        base = Sketch(probe)
        hidden = [s for s, public in enumerate(view.public["deck_public"]) if not public]
        g = probe.geometry
        totals = []
        for action in legal:
            total = 0.0
            for seed in seeds:
                dice = random.Random(seed)
                sketch = base.copy()
                for s in hidden:
                    dice.shuffle(sketch.decks[s])
                if isinstance(action, Place):
                    sketch.place(seat, action.card, g.index(action.col, action.row))
                else:
                    sketch.discard(seat)
                total += sketch_playout(sketch, seat, dice, self.playout_limit)
            totals.append(total)
        return totals

    def _wins(self, view: View, seat: int, action: Action, seeds: list[int]) -> float:
        total = 0.0
        for seed in seeds:
            dice = random.Random(seed)
            state = view.determinize(dice)
            state._do(seat, action)
            total += playout(state, seat, dice, self.playout_limit)
        return total


def playout(state: FlanxState, seat: int, dice: random.Random, limit: int) -> float:
    """Play on with `quick_action` for everybody, the seats taking turns after `seat`; 1 for a
    win of `seat`, 0 for a loss, 0.5 for a draw or a game still open after `limit` actions."""
    n = state.players
    turn = (seat + 1) % n
    for _ in range(limit):
        if state.over:
            break
        movers = state.to_move() if state.variant == "toddler" else None
        actor = movers[0] if movers else turn
        action = quick_action(state, actor, dice)
        if action is not None:
            state._do(actor, action)
        turn = (actor + 1) % n
    if not state.over:
        return 0.5
    winners = state.winners()
    return 0.5 if not winners else (1.0 if seat in winners else 0.0)


def quick_action(state: FlanxState, seat: int, dice: random.Random) -> Action | None:
    """The playout policy: a winning card if there is one, else a random placement, else a
    discard (when allowed), else nothing."""
    hand = state.hands[seat]
    if not hand:
        return None
    g = state.geometry
    options = []
    for i in state.open_cells(seat):
        mask = state.fitting(seat, i)
        for c in hand:
            if mask >> face_of(c) & 1:
                if wins_at(state, seat, i):
                    return Place(c, *g.col_row(i))
                options.append((c, i))
    if options:
        c, i = options[dice.randrange(len(options))]
        return Place(c, *g.col_row(i))
    return Discard() if state.why_illegal(seat, Discard()) is None else None


class Sketch:
    """The duel cut down to what a playout needs, brought up to date card by card.

    FlanxState recomputes both seats' open cells and every kind of draw after each action,
    which is most of a playout's time. A sketch keeps each seat's open cells (Rules 2 and 3)
    as a set updated around the card just laid, and meets the rarer endings where they can
    arise: both side edges after a card in a side column; "nobody can place" and "only
    unplayable cards left" when the seat to act cannot place its hand (those endings follow
    a placement and leave everybody unable to place, so the game ends the same way).
    """

    __slots__ = ("g", "cells", "hands", "decks", "discards", "open", "goals", "winner", "over")

    def __init__(self, state: FlanxState | None = None) -> None:
        if state is None:
            return
        self.g = state.geometry
        self.cells = list(state.cells)
        self.hands = [list(h) for h in state.hands]
        self.decks = [list(d) for d in state.decks]
        self.discards = [list(d) for d in state.discards]
        self.open = [set(state.open_cells(s)) for s in range(2)]
        self.goals = (state.goal_row(0), state.goal_row(1))
        self.over = state.over
        self.winner = state.winners()[0] if state.winners() else None

    def copy(self) -> "Sketch":
        twin = Sketch()
        twin.g, twin.goals, twin.over, twin.winner = self.g, self.goals, self.over, self.winner
        twin.cells = list(self.cells)
        twin.hands = [list(h) for h in self.hands]
        twin.decks = [list(d) for d in self.decks]
        twin.discards = [list(d) for d in self.discards]
        twin.open = [set(o) for o in self.open]
        return twin

    def fitting(self, i: int) -> int:
        cells, mask = self.cells, ALL_FACES
        for n, d in self.g.orthogonal(i):
            if cells[n] != EMPTY:
                mask &= FIT_MASK[d][cells[n] % FACES]
        return mask

    def wins_at(self, seat: int, i: int) -> bool:
        """The same test as wins_at() for a duel: the goal edge, or right behind a card."""
        cols = self.g.cols
        if i // cols == self.goals[seat]:
            return True
        behind = i + cols if seat == WHITE_SEAT else i - cols
        return 0 <= behind < len(self.cells) and self.cells[behind] != EMPTY and \
            self.cells[behind] // FACES != seat

    def placements(self, seat: int) -> list[tuple[int, int]]:
        """(card, cell) for every card of the hand on every open cell it fits."""
        out = []
        hand = self.hands[seat]
        for i in self.open[seat]:
            mask = self.fitting(i)
            out.extend((c, i) for c in hand if mask >> (c % FACES) & 1)
        return out

    def threats(self, seat: int) -> set[int]:
        """The open cells from which `seat`'s hand wins with its next card."""
        faces = faces_mask(self.hands[seat])
        return {i for i in self.open[seat] if self.wins_at(seat, i) and self.fitting(i) & faces}

    def place(self, seat: int, c: int, i: int) -> None:
        g, cells, other = self.g, self.cells, 1 - seat
        cells[i] = c
        self.hands[seat].remove(c)
        self.open[0].discard(i)
        self.open[1].discard(i)
        if self.wins_at(seat, i):
            self.over, self.winner = True, seat
            return
        for n in g.orthogonal_cells(i):          # Rule 2 newly met for the seat
            if cells[n] == EMPTY and touches_other(g, cells, n, seat):
                self.open[seat].add(n)
        for n in g.around(i):                    # Rule 3 newly met for the opponent
            if cells[n] == EMPTY and touches_own(g, cells, n, other):
                self.open[other].add(n)
        if i % g.cols in (0, g.cols - 1) and self._both_sides():
            self.over = True
            return
        if not self.hands[seat]:
            self.draw(seat)

    def _both_sides(self) -> bool:
        g, cells = self.g, self.cells
        for seat in range(2):
            for col in (0, g.cols - 1):
                if not any(cells[i] != EMPTY and cells[i] // FACES == seat for i in range(col, g.size, g.cols)):
                    return False
        return True

    def draw(self, seat: int) -> None:
        deck, pile, hand = self.decks[seat], self.discards[seat], self.hands[seat]
        for _ in range(3):
            if not deck:
                if not pile:
                    return
                deck.extend(reversed(pile))
                pile.clear()
            hand.append(deck.pop())

    def discard(self, seat: int) -> bool:
        """Discard the hand and draw 3; False (nothing done) where the rules refuse it."""
        if not self.hands[seat] or not (self.decks[seat] or self.discards[seat]):
            return False
        self.discards[seat].extend(self.hands[seat])
        self.hands[seat] = []
        self.draw(seat)
        return True

    def can_place(self, seat: int, cards: list[int]) -> bool:
        faces = faces_mask(cards)
        return any(self.fitting(i) & faces for i in self.open[seat])

    def blocked(self, seat: int) -> bool:
        """`seat` cannot place its hand: end the game if that is one of the decided draws."""
        owned = self.hands[seat] + self.decks[seat] + self.discards[seat]
        if not (self.decks[seat] or self.discards[seat]) or not self.can_place(seat, owned):
            other = 1 - seat
            if not (self.decks[seat] or self.discards[seat]) or not self.can_place(
                    other, self.hands[other] + self.decks[other] + self.discards[other]):
                self.over = True
        return self.over


def sketch_action(sketch: Sketch, seat: int, dice: random.Random) -> tuple[int, int] | None:
    """The sketch's playout policy: a winning card if there is one; else a card on a cell
    from which the opponent's hand would win next, if one fits there; else a random
    placement. None: nothing fits (the caller discards or waits)."""
    options = sketch.placements(seat)
    if not options:
        return None
    for c, i in options:
        if sketch.wins_at(seat, i):
            return c, i
    threats = sketch.threats(1 - seat)
    if threats:
        blocks = [(c, i) for c, i in options if i in threats]
        if blocks:
            return blocks[dice.randrange(len(blocks))]
    return options[dice.randrange(len(options))]


def sketch_playout(sketch: Sketch, seat: int, dice: random.Random, limit: int) -> float:
    """Play a sketch on, the seats taking turns after `seat`: 1 for a win of `seat`, 0 for a
    loss, 0.5 for a draw or a game still open after `limit` actions."""
    actor = 1 - seat
    for _ in range(limit):
        if sketch.over:
            break
        chosen = sketch_action(sketch, actor, dice)
        if chosen is not None:
            sketch.place(actor, *chosen)
        elif sketch.hands[actor] and not sketch.blocked(actor):
            sketch.discard(actor)
        actor = 1 - actor
    if sketch.winner is None:
        return 0.5
    return 1.0 if sketch.winner == seat else 0.0


def make_bot(level: str) -> Bot:
    """The Flanx bot for `level` (the levels in Game.levels)."""
    if level == "random":
        from game.ai import RandomBot
        return RandomBot()
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return JudgeBot("normal", slips=NORMAL_SLIPS)
    if level == "hard":
        return RolloutBot("hard", samples=HARD_SAMPLES)
    if level == "expert":
        return RolloutBot("expert", samples=EXPERT_SAMPLES)
    raise ValueError(f"Flanx has no bot level {level!r}")


# -- knowledge for the shared bots and the Hint ----------------------------------------------------
class FlanxKnowledge(Knowledge):
    rollout_depth = 40

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over():
            return WIN if seat in state.winners() else (0.0 if not state.winners() else -WIN)
        return position_value(state, seat, state.hands[seat])

    def explain(self, view: View, action: Action) -> str:
        state = view.determinize(random.Random(0))
        return explain(state, view.seat, action)


def explain(state: FlanxState, seat: int, action: Action) -> str:
    """One sentence on why `action` is a good idea for `seat` here."""
    if isinstance(action, Discard):
        if not state.placements(seat):
            return "No card in the hand fits anywhere, so it goes for fresh cards."
        return "Fresh cards promise more than anything this hand can do now."
    cell = state.geometry.index(action.col, action.row)
    if wins_at(state, seat, cell):
        return "This card wins at once."
    others = opponents(state, seat)
    threats = {i for o in others for i in winning_cells(state, o, faces_mask(state.hands[o]))}
    if cell in threats:
        return f"It takes the cell from which {DECK_NAMES[others[0]]} would win next."
    before = rows_advanced(state, seat)
    hand = [c for c in state.hands[seat] if c != action.card]
    state.cells[cell] = action.card
    try:
        opens_win = bool(winning_cells(state, seat, faces_mask(hand)))
        advanced = rows_advanced(state, seat) > before
    finally:
        state.cells[cell] = EMPTY
    if opens_win:
        return "It opens a cell from which your next card wins."
    if advanced:
        return "It brings your chain a row closer to the opposite edge."
    return "It keeps the most cells open for your cards and narrows your opponent's."


__all__ = ["SECONDS_PER_CARD", "seconds_per_card", "JudgeBot", "RolloutBot", "EasyBot", "FlanxKnowledge",
           "make_bot", "explain"]

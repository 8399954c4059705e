"""High card's rules: a State and a View over one public part, the events in the common words."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.ai import GreedyBot, RandomBot
from game.core import Action, Bot, CardMoved, Game, GameOver, Knowledge, State, View, Zones
from game.core.fields import build, rows, whole, wholes
from game.core.ladder import Ladder
from game.core.text import T, Text
from highcard.campaign import HighCardRecords

CARDS, HAND, PLAYERS = 10, 5, 2
DECK, TRICK = ("deck",), ("trick",)


def hand(seat: int) -> tuple:
    return ("hand", seat)


def won(seat: int) -> tuple:
    return ("won", seat)


@dataclass(frozen=True)
class Play(Action):
    card: int

    def __str__(self) -> str:
        return f"play the {self.card + 1}"


class Public:
    """What both players see: the trick, the tricks taken, whose turn it is, the hands' sizes."""
    players = PLAYERS

    def _copy_public(self, other: Public) -> None:
        self.trick = list(other.trick)
        self.taken = [list(t) for t in other.taken]
        self.turn = other.turn

    def to_move(self) -> list[int]:
        return [] if self.is_over() else [self.turn]

    def is_over(self) -> bool:
        return sum(len(t) for t in self.taken) == CARDS

    def scores(self) -> list[float]:
        return [len(t) / 2 for t in self.taken]

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        best = max(self.scores())
        return [s for s, score in enumerate(self.scores()) if score == best]


class HighCardState(Public, State):
    def __init__(self, hands: list[list[int]]) -> None:
        self.hands = hands
        self.trick: list[int] = []
        self.taken: list[list[int]] = [[], []]
        self.turn = 0

    def legal_actions(self, seat: int) -> list[Action]:
        return [Play(c) for c in sorted(self.hands[seat])] if seat in self.to_move() else []

    def _do(self, seat: int, action: Action) -> list:
        assert isinstance(action, Play)
        self.hands[seat].remove(action.card)
        self.trick.append(action.card)
        events: list = [CardMoved(action.card, hand(seat), TRICK)]
        if len(self.trick) == 1:
            self.turn = 1 - seat
            return events
        leader = 1 - seat
        winner = leader if self.trick[0] > self.trick[1] else seat
        events += [CardMoved(c, TRICK, won(winner), face_up=False) for c in self.trick]
        self.taken[winner] += self.trick
        self.trick, self.turn = [], winner
        if self.is_over():
            events.append(GameOver(tuple(self.winners()), tuple(self.scores())))
        return events

    def view(self, seat: int) -> HighCardView:
        return HighCardView(self, seat)

    def clone(self) -> HighCardState:
        other = HighCardState([list(h) for h in self.hands])
        other._copy_public(self)
        return other

    def to_dict(self) -> dict:
        return {"hands": [list(h) for h in self.hands], "trick": list(self.trick),
                "taken": [list(t) for t in self.taken], "turn": self.turn}

    def check(self) -> None:
        cards = sorted(sum(self.hands, []) + self.trick + sum(self.taken, []))
        if cards != list(range(CARDS)) or self.turn not in (0, 1) or len(self.trick) > 1:
            raise ValueError("not a High card position")


class HighCardView(Public, View):
    def __init__(self, state: HighCardState, seat: int) -> None:
        self.seat = seat
        self.mine = sorted(state.hands[seat])
        self.theirs = len(state.hands[1 - seat])
        self._copy_public(state)

    def legal_actions(self) -> list[Action]:
        return [Play(c) for c in self.mine] if self.seat in self.to_move() else []

    def has_secrets(self) -> bool:
        return self.theirs > 1

    def zones(self) -> Zones:
        """My hand, the other's as backs, the trick, and each seat's tricks taken (face down).

            >>> GAME.new(2, seed=1).view(1).zones()[hand(0)]
            [None, None, None, None, None]
        """
        return {hand(self.seat): list(self.mine), hand(1 - self.seat): [None] * self.theirs, TRICK: list(self.trick),
                won(0): list(self.taken[0]), won(1): list(self.taken[1])}

    def determinize(self, rng: random.Random) -> HighCardState:
        seen = set(self.mine) | set(self.trick) | {c for t in self.taken for c in t}
        unseen = [c for c in range(CARDS) if c not in seen]
        rng.shuffle(unseen)
        hands = [[], []]
        hands[self.seat], hands[1 - self.seat] = list(self.mine), unseen
        state = HighCardState(hands)
        state._copy_public(self)
        return state

    def to_dict(self) -> dict:
        return {"seat": self.seat, "mine": self.mine, "theirs": self.theirs, "trick": self.trick,
                "taken": self.taken, "turn": self.turn}

    @classmethod
    def from_dict(cls, data: dict) -> HighCardView:
        return build(cls, data, {"seat": whole, "mine": wholes, "theirs": whole, "trick": wholes, "taken": rows,
                                 "turn": whole})


class HighCardGame(Game):
    name = "highcard"
    title = "High card"
    min_players = max_players = PLAYERS
    actions = (Play,)
    levels = ("random", "easy")
    level_descriptions = {"easy": "takes a trick when it can, as cheaply as it can"}
    presentation = "highcard"
    #: head to head, each level against the one below
    ladder = Ladder(players=PLAYERS)
    campaign = (HighCardRecords,)

    def new(self, players: int, seed: int, **options: Any) -> HighCardState:
        self.check_options(players, options)
        deck = list(range(CARDS))
        random.Random(seed).shuffle(deck)
        return HighCardState([sorted(deck[:HAND]), sorted(deck[HAND:])])

    def from_dict(self, data: dict) -> HighCardState:
        try:
            state = HighCardState([list(h) for h in data["hands"]])
            state.trick, state.taken, state.turn = list(data["trick"]), [list(t) for t in data["taken"]], data["turn"]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a High card position: {exc!r}") from None
        state.check()
        return state

    def _read_view(self, data: dict) -> HighCardView:
        return HighCardView.from_dict(data)

    def make_bot(self, level: str, **budget: Any) -> Bot:
        if level == "random":
            return RandomBot()
        if level == "easy":
            return GreedyBot(Knowledge(), max_chain=1)
        raise ValueError(f"High card has no bot level {level!r}")

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        assert isinstance(action, Play)
        if actor is None:
            return T("You play the {card}", card=action.card + 1)
        return T("{name} plays the {card}", name=actor, card=action.card + 1)

    def action_words(self, action: Action) -> Text:
        assert isinstance(action, Play)
        return T("play the {card}", card=action.card + 1)

    def open_zones(self, state: HighCardState) -> dict:
        return {hand(seat): sorted(state.hands[seat]) for seat in range(PLAYERS)}


GAME = HighCardGame()
HighCardState.game = GAME

"""Built games for the review's calibration: a game played by bots in which the person's seat
makes one known terrible move.

    built = plant("pixies", 2, {}, seed=3, level="expert", pick=worst_placement, after=10)
    built.record, built.number      # the record the review replays; the planted move's index

`pick(view)` is asked at each of the person's decisions from move `after` on, and returns the
terrible action to play there, or None to let the bot move; the first action it returns is
planted and the rest of the game is the bot's. Every seat is the same bot at `level`, untimed,
so a built game does not depend on the machine's load. Each game's builders (bench/terrible_*.py)
say what a terrible move is in that game; bench/calibration.py reviews the built games.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game import GAMES
from game.ai import bot
from game.ai.review import _points
from game.arena import untimed
from game.core import Action, Game, State, View
from game.referee import HUMAN, Referee

#: a built game's moves are this many seconds apart on the referee's clock (real-time games)
MOVE_SECONDS = 2.0


@dataclass(frozen=True)
class BuiltGame:
    game: Game
    options: dict[str, Any]
    #: who sat where, as the record's seats (the person's seat is HUMAN)
    seats: list[str]
    record: dict[str, Any]
    seat: int
    #: the planted move's index in record["moves"], as the review's Judgement.number
    number: int
    #: what was planted, in a few words (the bench's tables)
    what: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def plant(game_name: str, players: int, options: dict[str, Any], seed: int, level: str,
          pick: Callable[[View], Action | None], after: int = 0, seat: int = 0,
          what: str = "", longest: int | None = None) -> BuiltGame | None:
    """A game of bots at `level` in every seat with one terrible move of `seat` planted (see the
    module's docstring); None when `pick` found no place for it before the game ended, or when
    the game runs past `longest` moves (two careful Flanx bots may discard their hands forever)."""
    game = GAMES[game_name]
    seats = ["expert"] * players
    seats[seat] = HUMAN
    referee = Referee.new(game, players, seed, seats, options, bots=False)
    bots = [untimed(bot(game_name, level)) for _ in range(players)]
    rngs = [random.Random(seed * 7919 + s) for s in range(players)]
    planted: int | None = None
    while not referee.is_over():
        if longest is not None and len(referee.moves) >= longest:
            return None
        mover = referee.to_move()[0]
        view = referee.view(mover)
        action: Action | None = None
        if mover == seat and planted is None and len(referee.moves) >= after \
                and len(view.legal_actions()) > 1:
            action = pick(view)
            if action is not None:
                planted = len(referee.moves)
        if action is None:
            action = bots[mover].choose(view, rngs[mover])
        referee.clock += MOVE_SECONDS
        referee.submit(mover, action)
        referee.settle()
    if planted is None:
        return None
    return BuiltGame(game, dict(options), list(referee.seats), referee.record(), seat, planted, what)


def gather(count: int, attempt: Callable[[int], BuiltGame | None], tries: int | None = None) -> list[BuiltGame]:
    """The first `count` built games that `attempt(k)` makes for k = 0, 1, ... (None where game k
    gave the terrible move no place), after at most `tries` attempts (None: as many as it takes)."""
    built: list[BuiltGame] = []
    k = 0
    while len(built) < count and (tries is None or k < tries):
        game = attempt(k)
        k += 1
        if game is not None:
            built.append(game)
    return built


def show(built: list[BuiltGame]) -> None:
    """Each built game in a line (a terrible_* module run as a script): seats, options, the planted
    move's number, the game's length and the planted move."""
    for b in built:
        print(len(b.seats), b.options, b.number, len(b.record["moves"]), b.record["moves"][b.number])


def margins_apart(game: Game, worlds: list[State], seat: int, first: Action, second: Action,
                  level: str) -> list[float]:
    """Per world (a whole state drawn from the seat's view), the seat's final margin as the review
    counts it (game.ai.review's `_points`) after `first` minus after `second`, bots at `level`
    in every seat to the end, untimed, with the same dice after both (world k: Random(k))."""
    differences = []
    for k, world in enumerate(worlds):
        margins = []
        for action in (first, second):
            state = world.clone()
            state.advance(seat, action)
            play_on(game.name, state, level, random.Random(k))
            margins.append(_points(game, state.scores(), seat))
        differences.append(margins[0] - margins[1])
    return differences


def play_on(game_name: str, state: State, level: str, dice: random.Random, longest: int | None = None) -> None:
    """`state` played on by untimed bots at `level` in every seat until it is over, or for at most
    `longest` moves."""
    bots = [untimed(bot(game_name, level)) for _ in range(state.players)]
    moves = 0
    while not state.is_over() and (longest is None or moves < longest):
        mover = state.to_move()[0]
        state.advance(mover, bots[mover].choose(state.view(mover), dice))
        moves += 1


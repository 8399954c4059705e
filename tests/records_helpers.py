"""A finished game as the records screens receive it: the person (seat 0) against Easy bots.

    recorded = finished_game("lixo")         # a Recorded, ready for ReplayScene or ReviewScene
"""
from __future__ import annotations

import json
import random

from game import GAMES
from game.ai import bot
from game.referee import HUMAN, Referee
from scenes.kit.replay import Recorded


def finished_game(name: str = "pixies", seed: int = 2, moves: int | None = None) -> Recorded:
    """A game of `name` the person (seat 0) played against Easy, Easy bots moving for both; to the
    end, or `moves` moves in."""
    game = GAMES[name]
    players, options = game.configurations()[0]
    options = game.check_options(players, options)
    seats = [HUMAN] + ["easy"] * (players - 1)
    referee = Referee.new(game, players, seed, seats, options, bots=False)
    bots = [bot(name, "easy") for _ in seats]
    rng = random.Random(seed)
    while not referee.is_over() and (moves is None or len(referee.moves) < moves):
        seat = referee.to_move()[0]
        referee.submit(seat, bots[seat].choose(referee.view(seat), rng))
    return Recorded(name, options, tuple(seats), json.loads(json.dumps(referee.record())))

"""The smoke test's pictures of the review: for every game with a table, a game the person played to
the end against bots, reviewed (in the bot worker, on a small budget so every game's turn is quick)
and photographed with its picture of the game at 100 % and at 200 % text."""
from __future__ import annotations

import dataclasses
import json
import random

from game import GAMES
from game.ai import bot
from game.ai.review import Budget
from game.referee import HUMAN, Referee
from scenes import tables
from scenes.kit.replay import Recorded
from scenes.review import ReviewScene
from scenes.smoke.driver import FINISH_ACTIONS, Driver

#: the review's budget for the photographs: enough to flag a few decisions, quick for every game
SMOKE_BUDGET = Budget(samples=4, replies=4)


class Reviews(Driver):
    def review_pictures(self) -> None:
        """Every game's review with its picture, at 100 % and 200 % text."""
        normal = self.app.settings
        try:
            for game_name in tables.TABLES:
                recorded = finished_against_bots(game_name)
                if recorded is None:
                    continue
                for scale in (100, 200):
                    self.app.apply_settings(dataclasses.replace(normal, ui_scale=scale))
                    self.reviewed(recorded)
                    self.shot(f"review-picture-{game_name}-{scale}")
                    self.app.scenes.unwind()
        finally:
            self.app.apply_settings(normal)

    def reviewed(self, recorded: Recorded) -> ReviewScene:
        review = ReviewScene(self.app, recorded, SMOKE_BUDGET)
        self.app.scenes.push(review)
        self.judged(review)
        if review.worst:
            review.show(min(1, len(review.worst) - 1))
        return review


def finished_against_bots(game_name: str, seed: int = 3) -> Recorded | None:
    """A game of `game_name` the person (seat 0) played to the end, a bot choosing for every seat;
    None for a game with no bot level to play it or no end within FINISH_ACTIONS moves."""
    rules = GAMES[game_name]
    players, options = rules.configurations()[0]
    options = rules.check_options(players, options)
    level = next((level for level in rules.levels if level != "random"), None)
    if level is None:
        return None
    seats = [HUMAN] + [level] * (players - 1)
    referee = Referee.new(rules, players, seed, seats, options, bots=False)
    players_bots = [bot(game_name, level) for _ in seats]
    dice = random.Random(seed)
    for _ in range(FINISH_ACTIONS):
        if referee.is_over():
            return Recorded(game_name, options, tuple(seats), json.loads(json.dumps(referee.record())))
        seat = referee.to_move()[0]
        referee.submit(seat, players_bots[seat].choose(referee.view(seat), dice))
    return None

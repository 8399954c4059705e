"""Flixo: the cooperative card game (2-5 people, one team against the Flixos).

`GAME` is registered in game.GAMES.  The rules live in state.py (the referee), table.py (what
everybody sees and the legal moves), view.py (a seat's view and its determinizations); the
card data and the rulebook's tables in cards.py; the team's bots in bots.py (judged by
judge.py); `python -m game.flixo.measure` measures the all-bot team over many settings.

Endless swaps (DECISIONS.md): a game that reaches `table.TURN_LIMIT` (500) turns ends, lost.
It is the option `turn_limit`, so the arena, the bots (who feel its pressure as it nears, see
bots.Plan) and the table all play under the same limit.
"""
from game.flixo.game import FlixoGame
from game.flixo.state import FlixoState

GAME = FlixoGame()
FlixoState.game = GAME

__all__ = ["GAME", "FlixoGame"]

"""Flixo: the cooperative card game (2-5 people, one team against the Flixos).

`GAME` is registered in game.GAMES. The package, as every game's: cards.py (the cards and the
rulebook's set-up tables), actions.py (actions, zones, Flixo's own events), state.py (State and
View over one public part), rules.py (what each action does), bots.py (the team, their levels
and words; judged by judge.py), game.py (the Game and its traits); display.py is a display's
slot arithmetic. `python -m game.flixo.measure` measures the all-bot team over many settings.

Endless swaps (DECISIONS.md): a game that reaches `state.TURN_LIMIT` turns ends, lost. It is the
option `turn_limit`, so the arena, the bots (who feel its pressure as it nears, see bots.Plan)
and the table all play under the same limit.
"""
from game.flixo.game import FlixoGame
from game.flixo.state import FlixoState, FlixoView

GAME = FlixoGame()
FlixoState.game = GAME

__all__ = ["GAME", "FlixoGame", "FlixoState", "FlixoView"]

"""High card: the tests' own small game, to show that a game needs nothing outside its own files.

Two players, ten cards (1 to 10), five in each secret hand. The leader plays a card face up, the
other answers; the higher card takes the trick and leads next. Most tricks after five wins.
It registers itself in game.GAMES the way the real games are found there, names its own table
and rules text (TABLE and RULES below, read by scenes.tables), and the contract suite, the
referee's tests, saves, statistics and the Rules scene take it like any game
(tests/test_highcard.py plays it through the real app).
"""
from pathlib import Path

from game import GAMES
from highcard.game import GAME

GAMES[GAME.name] = GAME

TABLE = "highcard.table:HighCardTable"
RULES = Path(__file__).with_name("rules.json")

"""High card: the tests' own small game, to show that a game needs nothing outside its own files.

Two players, ten cards (1 to 10), five in each secret hand. The leader plays a card face up, the
other answers; the higher card takes the trick and leads next. Most tricks after five wins.
It registers itself in game.GAMES the way the real games are found there, names its own table
and rules text (TABLE and RULES below, read by scenes.tables), its key shortcut and lesson (KEYS
and LESSON, read by the kit: scenes.kit.declared), and on its Game its campaign section and
ladder (game.py); the contract suite, the referee's tests, saves, statistics, the Keys page, the
lessons, the arena and the Rules scene take it like any game (tests/test_highcard.py plays it
through the real app and lists what each registry takes from its files).
"""
from pathlib import Path

from game import GAMES
from highcard.game import GAME

GAMES[GAME.name] = GAME

TABLE = "highcard.table:HighCardTable"
RULES = Path(__file__).with_name("rules.json")
KEYS = "highcard.keys:KEYS"
LESSON = Path(__file__).with_name("lesson.json")

"""The referee and its seats: the only path to a game's State for tables, bots, undo and saves.

- `Referee` (referee.py): owns the State, checks and applies moves, redacts events per seat,
  keeps the record (seed, options, every move) and the undo book, drives the bots.
- `Link` (link.py): one seat's end of the table; what a table scene or a remote player holds.
- `BotSeat`, `SyncThinker` (bots.py): computer players and how their searches run.
"""
from game.referee.bots import BotSeat, SyncThinker
from game.referee.link import Link
from game.referee.referee import HUMAN, Move, Referee

__all__ = ["BotSeat", "HUMAN", "Link", "Move", "Referee", "SyncThinker"]

"""Several people at one computer in a test: their profiles, and a table opened for them the
way the app opens one (the hand-over screen first where the game keeps hands private)."""
from __future__ import annotations

from game.referee import SyncThinker
from game.referee.people import COLOURS, Person
from scenes import tables
from scenes.kit.match import open_match

ANN, BEN, CID = (Person(name, COLOURS[i + 1]) for i, name in enumerate(("Ann", "Ben", "Cid")))


def open_together(app, game_name, seats, people, options=None, state=None, seed=5):
    """The table (or the hand-over screen before it) of a game with `people` at this computer,
    on top of `app`'s stack; returns the Link the table follows."""
    from game import GAMES
    game = GAMES[game_name]
    players = len(seats) if state is None else state.players
    filled = game.check_options(players, dict(options or {}))
    link = open_match(game_name, players, filled, list(seats), state=state, seed=seed, thinker=SyncThinker(),
                      people=list(people))
    table = tables.table_class(game_name)(app, link)
    app.scenes.push(table.first_scene())
    return link

"""Opening a table in a test the way the app does: a referee around a State, the person's Link,
the game's table scene on top of the app's stack.

    table = open_table(app, state, ["human", "easy"])
    referee_of(table).state        # what the rules say now (the table itself never sees it)
"""
from __future__ import annotations

from game import GAMES
from game.referee import HUMAN, Referee, SyncThinker
from scenes import tables
from scenes.kit.match import open_match


def open_table(app, state, seats, options=None, kept=None, settle_frames: int = 0, cls=None):
    """The table of `state`'s game (or a `cls` of the test's own, a TableScene), pushed on `app`,
    with autosave and statistics wired as in the app."""
    game = state.game
    filled = game.check_options(state.players, dict(options or {}))
    link = open_match(game.name, state.players, filled, list(seats), state=state, kept=kept, thinker=SyncThinker())
    table = (cls or tables.table_class(game.name))(app, link)
    app.scenes.push(table)
    for _ in range(settle_frames):
        app.step(dt=0.05)
    return table


def referee_of(table) -> Referee:
    """The referee behind a table's Link: tests read the rules' side through it."""
    return table.link._referee


def human(seats) -> int:
    return list(seats).index(HUMAN)


def wait_for_hint(app, table) -> None:
    """Ask for the table's hint until it shows: asked again while a countdown runs, or when a
    bot's move made the one on its way stale."""
    for _ in range(200):
        if table.hint is not None:
            return
        if table.hint_job is None:
            table.ask_hint()
        app.step(dt=0.05)
    assert table.hint is not None


def hinted_table(app, game_name, seed: int = 4, options=None, players=None):
    """`game_name`'s table (its first configuration, or `options` for `players`) against bots of
    its second level, at the person's turn, with the Hint showing."""
    game = GAMES[game_name]
    if options is None:
        players, options = game.configurations()[0]
    players = players or 2
    table = open_table(app, game.new(players, seed=seed, **options), ["human"] + [game.levels[1]] * (players - 1),
                       options)
    for _ in range(400):
        if table.my_turn() and not table.queue.busy:
            break
        app.step(dt=0.05)
    wait_for_hint(app, table)
    app.step(dt=0.05)
    return table

"""Opening and playing Zen puzzle tables in tests, through the referee as the app does.

    table = open_puzzle(app, "Fox", seed=3)       # the booklet form "Fox", dealt from seed 3
    advance(app, table, lambda view: view.phase == "play")   # the policy's moves, until then
    state_of(table)                               # the rules' side (the table never sees it)
"""
from __future__ import annotations

import pytest

from game import GAMES
from game.zen.policy import choose
from table_helpers import open_table, referee_of

GAME = GAMES["zen"]


def open_puzzle(app, name: str = "Fox", seed: int = 3, form_data=None):
    options = GAME.check_options(1, {"form": name, "form_data": form_data})
    table = open_table(app, GAME.new(1, seed=seed, **options), ["human"], options)
    app.step()
    return table


def state_of(table):
    return referee_of(table).state


def advance(app, table, until) -> None:
    """Play the policy's moves through the table until `until(view)` holds."""
    for _ in range(500):
        if until(table.view):
            return
        table.act(choose(table.view)[0])
        app.step()
    pytest.fail("the position never came up")


def settle(app, frames: int = 40) -> None:
    """Run `frames` frames, then on until the top scene's animations are done (any speed)."""
    for _ in range(frames):
        app.step()
    queue = getattr(app.scenes.top, "queue", None)
    for _ in range(3000):
        if queue is None or not queue.busy:
            return
        app.step()


def until_top(app, kind):
    """Run frames until a scene of `kind` is on top (a finished table shows its result)."""
    for _ in range(3000):
        if isinstance(app.scenes.top, kind):
            return app.scenes.top
        app.step()
    pytest.fail(f"no {kind.__name__} came up")


def sprite_rect(table, card: int):
    return table.picture.sprite(card).rect


def rests_at(table, card: int, rect) -> bool:
    """The card has come to rest on `rect`'s centre (where the picture put it)."""
    sprite = table.picture.sprite(card)
    return sprite.pos == sprite.home[:2] == tuple(map(float, rect.center))

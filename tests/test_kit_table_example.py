"""The usage example in scenes/kit/table.py's docstring is a working table: built from the
docstring's own text, it opens on a real High card game and plays the person's card when it is
dragged onto the trick with the mouse, as the example says."""
from __future__ import annotations

import textwrap

from game import GAMES
from scenes.kit import table as table_module
from scenes.kit.table import TableScene
from table_helpers import open_table


def example_source() -> str:
    """The indented code block of the docstring, from its first import to the end of the class."""
    lines = (table_module.__doc__ or "").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("from highcard.game import"))
    end = start
    while end < len(lines) and (not lines[end].strip() or lines[end].startswith("    ")):
        end += 1
    return textwrap.dedent("\n".join(lines[start:end]))


def example_table_class() -> type:
    namespace: dict = {"TableScene": TableScene}
    exec(compile(example_source(), "scenes/kit/table.py docstring", "exec"), namespace)
    return namespace["ShortHighCardTable"]


def test_the_docstring_example_is_a_whole_class():
    source = example_source()
    assert source.startswith("from highcard.game import") and "class ShortHighCardTable(TableScene):" in source
    assert "def dropped(self, sprite, target):" in source


def test_the_docstring_example_plays_a_card_dragged_onto_the_trick(app, drag):
    state = GAMES["highcard"].new(2, seed=5)
    table = open_table(app, state, ["human", "easy"], settle_frames=10, cls=example_table_class())
    assert table.my_turn(), "the person leads the first trick of this deal"
    card = table.view.mine[0]
    sprite = table.picture.sprite(card)
    assert sprite is not None and sprite.rect.collidepoint(round(sprite.x), round(sprite.y))
    drag((round(sprite.x), round(sprite.y)), table.play_area(app.size).center)
    assert card not in table.view.mine and table.link.moves_played >= 1
    for _ in range(20):
        app.step(dt=0.05)
    assert table.picture.zone_of(card) in (("trick",), ("won", 0), ("won", 1))

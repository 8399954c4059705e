"""Flanx Zen on screen: the booklet (booklet.py), the puzzle table (puzzle.py, laid out by
layout.py) and its result panel (result.py), the form editor (editor.py), opening a puzzle like
every table (opening.py), Zen's card pictures (art.py, faces.py), the rules picture
(pictures.py), the player's own forms (userforms.py) and results (results.py).

What the app and the kit read here (scenes/tables.py, scenes/kit/declared.py) is plain data,
imported when first used.
"""
from pathlib import Path

TABLE = "scenes.zen.puzzle:ZenPuzzle"
RULE_PICTURE = "scenes.zen.pictures:rule_picture"
KEYS = "scenes.zen.keys:KEYS"
LESSON = Path(__file__).with_name("lesson.json")

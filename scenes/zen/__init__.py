"""Flanx Zen on screen: the booklet (booklet.py), the puzzle table (puzzle.py, laid out by
layout.py) and its result panel (result.py), the form editor (editor.py), opening a puzzle like
every table (opening.py), Zen's card pictures (art.py, faces.py), the rules picture
(pictures.py), the player's own forms (userforms.py) and results (results.py).

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.zen.puzzle:ZenPuzzle"
RULE_PICTURE = "scenes.zen.pictures:rule_picture"

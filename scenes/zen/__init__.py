"""Flanx Zen on screen: the booklet (booklet.py), the puzzle table (puzzle.py), the form editor
(editor.py), the card faces (faces.py), the player's own forms (userforms.py) and results
(results.py).

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.zen.puzzle:ZenPuzzle"
RULE_PICTURE = "scenes.zen.pictures:rule_picture"

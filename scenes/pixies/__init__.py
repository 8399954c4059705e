"""Pixies on screen: the table, its card faces and layout, and the rules' pictures.

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.pixies.table:PixiesTable"
RULE_PICTURE = "scenes.pixies.pictures:rule_picture"

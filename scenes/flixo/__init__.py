"""Flixo on screen: the table, its card faces and layout, and the rules' pictures.

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.flixo.table:FlixoTable"
RULE_PICTURE = "scenes.flixo.pictures:rule_picture"

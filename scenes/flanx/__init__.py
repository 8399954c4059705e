"""Flanx on screen: the table, its card faces and layout, and the rules' pictures.

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.flanx.table:FlanxTable"
RULE_PICTURE = "scenes.flanx.pictures:rule_picture"

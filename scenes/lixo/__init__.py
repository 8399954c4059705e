"""LIXO? on screen: the table, its card faces and layout, and the rules' pictures.

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.lixo.table:LixoTable"
RULE_PICTURE = "scenes.lixo.pictures:rule_picture"

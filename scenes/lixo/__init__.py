"""LIXO? on screen: the table (`table.LixoTable`), its card faces, its layout, the hand in rows,
what is drawn around the cards, and the rules' pictures.

What the app reads here (scenes/tables.py) is plain data, imported when first used.
"""
TABLE = "scenes.lixo.table:LixoTable"
RULE_PICTURE = "scenes.lixo.pictures:rule_picture"

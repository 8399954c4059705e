"""LIXO? on screen: the table (`table.LixoTable`), its card faces, its layout, the hand in rows,
what is drawn around the cards, and the rules' pictures.

What the app and the kit read here (scenes/tables.py, scenes/kit/declared.py) is plain data,
imported when first used.
"""
from pathlib import Path

from game.lixo.cards import COLOURS, SHAPES

TABLE = "scenes.lixo.table:LixoTable"
RULE_PICTURE = "scenes.lixo.pictures:rule_picture"
KEYS = "scenes.lixo.keys:KEYS"
LESSON = Path(__file__).with_name("lesson.json")
#: the shape each bin colour prints (scenes.kit.symbols): the bins' own
SYMBOLS = dict(zip(COLOURS, SHAPES))

"""Pixies on screen: the table, its card faces and layout, and the rules' pictures.

What the app and the kit read here (scenes/tables.py, scenes/kit/declared.py) is plain data,
imported when first used.
"""
from pathlib import Path

TABLE = "scenes.pixies.table:PixiesTable"
RULE_PICTURE = "scenes.pixies.pictures:rule_picture"
KEYS = "scenes.pixies.keys:KEYS"
LESSON = Path(__file__).with_name("lesson.json")
#: the ColorADD mark printed beside each colour (scenes.kit.symbols)
SYMBOLS = {"yellow": "coloradd-yellow", "blue": "coloradd-blue", "red": "coloradd-red",
           "green": "coloradd-green", "multi": "coloradd-multi"}

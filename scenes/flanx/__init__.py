"""Flanx on screen: the table, its card faces and layout, and the rules' pictures.

What the app and the kit read here (scenes/tables.py, scenes/kit/declared.py) is plain data,
imported when first used.
"""
from pathlib import Path

TABLE = "scenes.flanx.table:FlanxTable"
RULE_PICTURE = "scenes.flanx.pictures:rule_picture"
KEYS = "scenes.flanx.keys:KEYS"
#: what the set-up says of the people seated (scenes.setup): who has the mouse, who the keys
PEOPLE_NOTE = "scenes.flanx.people:setup_note"
LESSON = Path(__file__).with_name("lesson.json")

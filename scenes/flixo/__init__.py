"""Flixo on screen: the table (table.FlixoTable), its layout, card faces and drawing, the rules'
pictures, and the campaign.

What the app and the kit read here (scenes/tables.py, scenes/kit/declared.py) is plain data,
imported when first used, and `prepare_options(players, options)`: the options a NEW Flixo game
starts with (a campaign game, levels 2-4, goes on against as many Flixos as the campaign has
reached).
"""
from pathlib import Path

from scenes.flixo.campaign import prepare_options

TABLE = "scenes.flixo.table:FlixoTable"
RULE_PICTURE = "scenes.flixo.pictures:rule_picture"
KEYS = "scenes.flixo.keys:KEYS"
LESSON = Path(__file__).with_name("lesson.json")

__all__ = ["TABLE", "RULE_PICTURE", "KEYS", "LESSON", "prepare_options"]

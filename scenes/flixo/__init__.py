"""Flixo on screen: the table (table.FlixoTable), its layout, card faces and drawing, the rules'
pictures, and the campaign.

What the app reads here (scenes/tables.py) is plain data, imported when first used, and
`prepare_options(players, options)`: the options a NEW Flixo game starts with (a campaign game,
levels 2-4, goes on against as many Flixos as the campaign has reached).
"""
from scenes.flixo.campaign import prepare_options

TABLE = "scenes.flixo.table:FlixoTable"
RULE_PICTURE = "scenes.flixo.pictures:rule_picture"

__all__ = ["TABLE", "RULE_PICTURE", "prepare_options"]

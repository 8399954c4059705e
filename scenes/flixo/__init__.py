"""The Flixo table (table.FlixoTable), its layout, card faces and drawing, and the campaign.

`prepare_options(players, options)` gives the options a NEW Flixo game starts with: a campaign
game (levels 2-4) goes on against as many Flixos as the campaign has reached.
"""
from scenes.flixo.campaign import prepare_options

__all__ = ["prepare_options"]

"""Flanx Zen, the solo puzzle: rules (rules.py), forms (form.py, forms.py, booklet.py), the
policy that plays and rates them (policy.py), registered as `game.GAMES["zen"]`."""
from game.zen.game import GAME

__all__ = ["GAME"]

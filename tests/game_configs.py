"""Every game in every configuration it declares (`Game.configurations`), as pytest parameters
named like "pixies-2p-" or "flanx-2p-variant=kids": the contract suite and the quiet-path suite
run over the same list.

    @pytest.mark.parametrize("name, players, options", CONFIGS)
    def test_something(name, players, options): ...
"""
from __future__ import annotations

import pytest

from game import GAMES

CONFIGS = [
    pytest.param(name, players, options, id=f"{name}-{players}p-" + "-".join(f"{k}={v}" for k, v in options.items()))
    for name, game in sorted(GAMES.items())
    for players, options in game.configurations()
]

"""Fuzzing the loader: thousands of mutated save files of every registered game (tests/fuzz.py,
the fuzz command's "saves" section, on fewer files).

Every mutant either loads (and is then a playable position that the listing shows and the Load
screen can draw) or is refused with SaveError; nothing else, and no file may take longer than a
second. Whatever an engine's from_dict or check() raised is the SaveError's __cause__: the
contract asks for ValueError, KeyError or TypeError, so anything else (or a hang, or a loaded
position that cannot be played or shown) is reported with the game's name.
"""
from __future__ import annotations

import json
import random

import pytest

from fuzz import Counts, fuzz_game, mutate_bytes, mutate_tree, not_saves
from game import GAMES
from game.flanx.campaign import FlanxBests
from game.flixo.campaign import FlixoCampaigns
from game.zen.campaign import ZenResults
from saves import notices, paths

MUTANTS_PER_GAME = 600


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    yield tmp_path
    [str(m) for m in notices.take()]


def assert_none_crashed_or_hung(counts: Counts, expected: int) -> None:
    assert counts.fuzzed == expected == counts.refused + counts.loaded + counts.crashed + counts.hung
    assert not counts.problems, f"{len(counts.problems)} problems:\n" + "\n".join(counts.problems[:25])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_mutated_saves_are_refused_or_load_list_and_show_and_never_hang(game):
    counts = fuzz_game(game, MUTANTS_PER_GAME, seed=1)
    assert_none_crashed_or_hung(counts, MUTANTS_PER_GAME)
    assert counts.loaded > 0 and counts.refused > 0   # the mutations reach both outcomes


@pytest.mark.parametrize("game", sorted(GAMES))
def test_files_named_like_saves_that_are_not_saves_are_never_listed(game):
    counts = not_saves(game)
    assert_none_crashed_or_hung(counts, counts.fuzzed)
    assert counts.loaded == 0 and counts.refused == counts.fuzzed >= 3


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_twenty_thousand_mutants_per_game(game):
    assert_none_crashed_or_hung(fuzz_game(game, 20_000, seed=2), 20_000)


# -- the small documents: whatever is in them, loading gives usable values -------------------
def small_documents():
    from saves import campaign, settings, stats
    settings.save(settings.Settings(ui_scale=150, default_level="hard"))
    progress = campaign.Campaign()
    progress.section(FlixoCampaigns).result("level2", 6, True, 12)
    progress.section(ZenResults).result("heart", True, 9)
    progress.section(FlanxBests).result("hard", True, 41.5)
    campaign.save(progress)
    stats.record_result("pixies", "normal", True, 50)
    stats.record_result("flixo", "easy", False, 12, draw=False)
    return [(settings, settings.path()), (campaign, campaign.path()), (stats, stats.path())]


def test_mutated_settings_campaign_and_statistics_files_always_load():
    rng = random.Random(4)
    for module, path in small_documents():
        original = json.loads(path.read_text())
        for number in range(80):
            content = (mutate_tree(rng, original) if rng.random() < 0.6
                       else mutate_bytes(rng, json.dumps(original).encode()))
            path.write_bytes(content)
            loaded = module.load()  # must not raise: bad parts fall back to defaults
            module.save(loaded)     # and what came back is valid enough to be written again
            assert module.load() == loaded, f"{path.name} mutant {number} did not settle"
            for moved in path.parent.glob("*.corrupt"):
                moved.unlink()

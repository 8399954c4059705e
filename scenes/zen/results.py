"""Zen results kept between games (saves.campaign): per form, played, solved, fewest rounds.

Random forms are not recorded: each is met once, so a record of it would only fill the list.
"""
from __future__ import annotations

from game.zen.campaign import ZenResults
from game.zen.form import Form
from game.zen.forms import RANDOM_PREFIX
from saves import campaign
from scenes.kit.lang import _, ngettext


def record(form: Form, won: bool, rounds: int) -> None:
    """Store the result of a finished Zen game under its form's name."""
    if form.name.startswith(RANDOM_PREFIX):
        return
    campaign.update(lambda progress: progress.section(ZenResults).result(form.name, solved=won, rounds=rounds))


def best_line(name: str) -> str:
    best = campaign.load().section(ZenResults).get(name)
    if best is None or best.best_rounds is None:
        return _("Random forms are not recorded.")
    return ngettext("Your best: {n} round ({solved} of {played} solved).",
                    "Your best: {n} rounds ({solved} of {played} solved).",
                    best.best_rounds).format(n=best.best_rounds, solved=best.solved, played=best.played)
